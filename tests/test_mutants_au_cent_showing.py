"""Rules of au cent whose consequences the mutation sample of seed 1127 found untested in
``piquet/rules/au_cent_showing.py``.

Each test is named after the law or rule of au cent it checks, goes through
``piquet.adjudicate`` on a record, and names in its docstring the mutant it
kills (see ``docs/mutation.rst``).
"""

from __future__ import annotations

from typing import Any

from piquet import adjudicate
from tests.examination.harness import record_of as _record


def test_law_46_in_au_cent_the_elder_who_showed_a_sequence_reckons_nothing_as_the_younger() -> None:
    """Law 46 (with Law 47): only the younger hand reckons after the lead; the
    elder "reckoning" is of no effect for that reason, not because of the au cent
    rule that a sequence shown bars the younger's equal or inferior one (which
    concerns the younger alone).  (Kills dropping ``who != YOUNGER`` in
    ``_sequence_under_the_bar``.)"""
    record = _record("au_cent_more/shown-sequence-bars-younger-equal-quint-barred.json")
    record["deals"][0]["events"].insert(9, {"player": "A", "reckon": {"sequence": 5, "to": "K"}})
    (deal,) = adjudicate(record).deals
    first = deal.rulings[0]
    assert first.decision.startswith("Of no effect") and 46 in first.cited("law"), first.decision
    assert all(c.kind == "law" for c in first.citations), first.citations
    # B's own quint is still barred by the show, as the record without A's act rules.
    assert [c.id for c in deal.rulings[1].citations] == ["shown-sequence-bars"]


def test_law_51_in_au_cent_a_younger_without_a_sequence_who_allowed_the_elder_s_cannot_reckon_one() -> None:
    """Law 51: the younger who answered the elder's sequence "good" cannot reckon
    one afterwards.  B holds no sequence at all; A showed six hearts (a quint to
    the king among them) and called a quart, so the au cent rule that a sequence
    shown bars the younger's equal or inferior sequence has nothing of B's to
    bar: B's reckoning is of no effect under the rule that he cannot reckon against a call shown,
    not under that one.  (Kills
    dropping ``theirs is not None`` in ``_sequence_under_the_bar``.)"""
    record: dict[str, Any] = {
        "format": "piquet-record/1",
        "variant": "au-cent",
        "options": {"point_four_less": False, "low_cards_do_not_count": False},
        "players": ["A", "B"],
        "deals": [
            {
                "dealer": "B",
                "hands": {"A": "KH QH JH TH 7H AS AC 7S 8H TD 9D 7D", "B": "AH KS QS TS 9S AD KD JD 8D KC QC TC"},
                "stock": "9H JS 8S QD JC 8C 7C 9C",
                "events": [
                    {"player": "A", "exchange": "7S 8H TD 9D 7D"},
                    {"player": "B", "take": 0},
                    {"player": "A", "call": {"point": 6, "value": 56}},
                    {"player": "B", "reply": "good"},
                    {"player": "A", "show": "KH QH JH TH 9H 7H"},
                    {"player": "A", "call": {"sequence": 4, "to": "K"}},
                    {"player": "B", "reply": "good"},
                    {"player": "A", "play": "AS"},
                    {"player": "B", "reckon": {"sequence": 3, "to": "K", "suit": "C"}},
                ],
            }
        ],
    }
    (deal,) = adjudicate(record).deals
    (ruling,) = deal.rulings
    # The elder held his sequence and showed it before he led, as au cent asks: B, who allowed it, abides by his answer.
    assert ruling.decision == (
        "Of no effect: A's quart to a king in hearts, allowed good, was shown before he led, as au cent asks, and B, who allowed it, abides by his answer"
    )
    assert [(c.kind, c.id) for c in ruling.citations] == [("au-cent", "younger-abides-by-answer"), ("au-cent", "elder-must-show")]


def test_au_cent_a_sequence_shown_after_the_younger_reckoned_his_takes_off_the_younger_s_not_the_elder_s() -> None:
    """Au cent, "shown sequence bars": A calls a quart and B, answering "not good",
    reckons his quint to the king after the lead; A then shows his quint to the
    king in hearts.  The show bars B's equal quint: B's reckoning is taken off,
    and B scores 7 to A's 25.  (Kills ``s.player == YOUNGER`` made ``!=`` in
    ``superior_sequence_shown``, which took off the elder's sequences and left B
    his quint.)"""
    record = _record("au_cent_more/shown-sequence-bars-younger-equal-quint-barred.json")
    events = record["deals"][0]["events"]
    events.pop(4)  # A's show of six hearts before his call of a sequence
    events.insert(10, {"player": "A", "show": "KH QH JH TH 9H"})
    (deal,) = adjudicate(record).deals
    (ruling,) = [r for r in deal.rulings if r.event == 10]
    assert [c.id for c in ruling.citations] == ["shown-sequence-bars"]
    assert "B's best, quint to a king in spades, is such a one" in ruling.decision
    assert deal.scores == {"A": 25, "B": 7}
