"""Laws whose consequences the mutation sample of seed 1128 found untested in the modules changed on 27 November.

Each test is named after the law or Case it checks, goes through
``piquet.adjudicate`` on a record, and names in its docstring the mutant it
kills (see ``docs/mutation.rst``).
"""

from __future__ import annotations

from typing import Any

from piquet import adjudicate
from tests.examination.harness import record_of

_RANKS = "789TJQKA"


def _record(elder: str, younger: str, stock: str, events: list[dict[str, Any]]) -> dict[str, Any]:
    """A rubicon record of one deal that B deals, so that A is the elder."""
    return {
        "format": "piquet-record/1",
        "variant": "rubicon",
        "players": ["A", "B"],
        "deals": [{"dealer": "B", "hands": {"A": elder, "B": younger}, "stock": stock, "events": events}],
    }


def _plays(elder: str, younger: str) -> list[dict[str, Any]]:
    """Twelve tricks: the leader leads his first card, the other follows suit with his first card of it if he can."""
    hands, plays, leader = [elder.split(), younger.split()], [], 0
    for _ in range(12):
        lead = hands[leader].pop(0)
        other = 1 - leader
        follow = next((c for c in hands[other] if c[1] == lead[1]), hands[other][0])
        hands[other].remove(follow)
        plays += [{"player": "AB"[leader], "play": lead}, {"player": "AB"[other], "play": follow}]
        if follow[1] == lead[1] and _RANKS.index(follow[0]) > _RANKS.index(lead[0]):
            leader = other
    return plays


def test_law_23_case_xiv_the_younger_who_passed_over_the_cards_left_has_taken_in_none_of_the_elder_s() -> None:
    """Laws 23, 31, Case XIV: B took the bottom three cards, passing over the two A
    left, and so must take those too and holds fourteen.  His "take" that follows
    is judged as fourteen cards taken after the elder had taken in (Laws 31, 58),
    not as taking his adversary's cards (Laws 27, 29), and leaves A no option to
    elect.  (Kills ``state.taken[0]`` made ``state.taken[-1]`` in
    ``younger_passes_over_cards_left``, which forgot that the elder had taken.)"""
    record = record_of("laws_18_34/law-23-younger-passes-over-the-cards-the-elder-left.json")
    (deal,) = adjudicate(record).deals
    assert [r.cited("law") for r in deal.rulings] == [(23, 24, 31, 58), (31, 58), (44, 31)]
    assert deal.scores == {"A": 11, "B": 0}


def test_law_27_the_younger_who_takes_up_his_own_cards_after_the_elder_took_in_commits_no_offence() -> None:
    """Laws 22, 27: A took his five; B, who put out three, mixes the three cards
    left (the seven of clubs among them) with his hand.  They are his own share:
    no ruling, and A's lead opens the play.  (Kills ``elders_untaken`` answering
    the seven of clubs, not nothing, once the elder has taken in.)"""
    events = [
        {"player": "A", "exchange": "7S 7H 9H JH TD"},
        {"player": "B", "discard": "JD 8H 8C"},
        {"player": "B", "mix": "7C 8D AH", "with": "hand"},
        {"player": "A", "play": "AC"},
    ]
    record = _record("AS TS 7S JH 9H 7H AD QD TD AC KC JC", "KS JS 9S 8S KH QH 8H KD JD TC 9C 8C", "7D TH 9D QS QC 7C 8D AH", events)
    (deal,) = adjudicate(record).deals
    assert deal.rulings == ()
    assert deal.scores == {"A": 1, "B": 0}


def test_case_iv_the_elder_whose_calls_imply_nothing_better_cannot_object_to_the_younger_s_reckoning() -> None:
    """Law 46, Case IV: A's point of four spades making forty implies no ace, so his
    calls declare only two aces.  B reckons three knaves after the lead; A's "not
    good" is no objection by implication (his calls imply no trio): no answer in
    itself, and, as he may still reckon what he omitted before B plays (Law 56),
    no error either: a note naming no one.  (Kills the ``and`` of ``_objects_by_implication``
    made ``or``, which let the elder object with nothing implied and failed an
    assertion.)"""
    events = [
        {"player": "A", "exchange": "7D"},
        {"player": "B", "exchange": "8S"},
        {"player": "A", "call": {"point": 4, "value": 40, "suit": "S"}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"sequence": 3, "to": "A", "suit": "H"}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"sequence": 3, "to": "A", "suit": "D"}},
        {"player": "A", "play": "AS"},
        {"player": "B", "reckon": {"set": "J", "count": 3}},
        {"player": "A", "reply": "not good"},
    ]
    record = _record("AS KS QS 9S AH KH QH AD KD QD 8C 7D", "JH JD JC 8S 7S TH 9H TD 9D AC KC QC", "7C 9C TS JS 7H 8H 8D TC", events)
    (deal,) = adjudicate(record).deals
    (ruling,) = deal.rulings
    assert ruling.rule is not None and ruling.rule.endswith("contests_a_reckoning")
    assert ruling.note and ruling.offender is None and ruling.cited("law") == (46, 56)


def test_law_54_each_miscall_found_when_the_deal_is_scored_names_the_event_it_was_called_at() -> None:
    """Law 54: A, holding two kings and one queen, calls three kings, then (allowed
    good) three queens, and leads; nobody finds the miscalls until the deal is
    scored.  The ruling's findings name each call at its own event: the kings at
    the fifth, the queens at the seventh.  (Kills ``score.said_at is None`` made
    ``is not None`` in ``_calls_behind``, which dated the kings by the later call.)"""
    calls = [
        {"player": "A", "exchange": "KD QD QC"},
        {"player": "B", "exchange": "7S"},
        {"player": "A", "call": {"point": 5, "value": 51}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"set": "K", "count": 3}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"set": "Q", "count": 3}},
        {"player": "B", "reply": "good"},
    ]
    plays = _plays("AS KS QS JS TS AH KH 9H 8D 7D 8C 7C", "9S 8S 9D JH TH 8H 7H AD JD TD AC JC")
    record = _record("AS KS QS JS TS AH KH KD QD QC 8C 7C", "9S 8S 7S JH TH 8H 7H AD JD TD AC JC", "9H 8D 7D 9D TC 9C KC QH", calls + plays)
    (deal,) = adjudicate(record).deals
    (found,) = [r for r in deal.rulings if r.act.endswith("is found when the deal is scored")]
    assert found.cited("law") == (54,) and found.offender_label == "A"
    assert [(f.text, f.events) for f in found.findings] == [
        ("three kings was called but not held", (4,)),
        ("three queens was called but not held", (6,)),
    ]


def test_law_51_a_reply_corrected_in_time_is_the_reply_to_the_last_call() -> None:
    """Law 51: A calls five cards making fifty, corrects it to fifty-one (Law 50),
    which B allows; A calls his quint major, which B allows too, and B, holding a
    sixième in diamonds, corrects his reply to "not good" before A calls again.
    The correction is of his reply to the quint: A keeps his point (five) and the
    lead (one), not his quint.  (Kills ``s.kind == "call"`` made ``!=`` in
    ``_correct_reply``, which took A's correction of his point for the call
    answered last.)"""
    events = [
        {"player": "A", "exchange": "QC JC TC"},
        {"player": "B", "exchange": "7S"},
        {"player": "A", "call": {"point": 5, "value": 50}},
        {"player": "A", "correct": {"point": 5, "value": 51}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"sequence": 5, "to": "A", "suit": "S"}},
        {"player": "B", "reply": "good"},
        {"player": "B", "correct": "not good"},
        {"player": "A", "play": "AS"},
    ]
    record = _record("AS KS QS JS TS AH KH QC JC TC 8C 7C", "AD KD QD JD TD 9D 9S 8S 7S QH JH TH", "9H 8D 7D 8H 7H AC KC 9C", events)
    (deal,) = adjudicate(record).deals
    assert deal.rulings[-1].decision == "Corrected in time: the elder's call is not good"
    assert deal.scores == {"A": 6, "B": 0}
