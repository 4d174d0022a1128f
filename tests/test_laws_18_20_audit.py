"""Laws 18-20 (carte blanche), law by law: the regular course and the irregular one, with the rulings and the scores that follow.

The cards: a hand dealt without a king, queen or knave, against every court
card, and a stock of low cards (:mod:`tests.irregular_scenarios`).  Each
deal is finished with plain regular acts and adjudicated as a record.
"""

from __future__ import annotations

from tests.dealing import of_no_effect

from typing import Any

import pytest

from piquet import Contradiction, Deal, event_from_json
from tests.irregular_scenarios import BLANK, COURTS, LOW_STOCK
from tests.law_audit import adjudged, cited, items, options

#: A (elder) holds the carte blanche; and the same cards with B (younger) holding it.
ELDER_BLANCHE = {"A": BLANK + " 9D", "B": COURTS}
YOUNGER_BLANCHE = {"A": COURTS, "B": BLANK + " 9D"}
ELDER_EXCHANGE = {"player": "A", "exchange": "9S 8S 7S 9H 8H"}


def test_law_18_regular_the_elder_s_carte_blanche_scores_ten_first_and_counts_toward_his_repique() -> None:
    deal = adjudged(
        [{"player": "A", "announce": "carte blanche"}, {"player": "A", "show": "carte blanche"}, ELDER_EXCHANGE, {"player": "B", "exchange": "KS QS JS"}],
        ELDER_BLANCHE,
        LOW_STOCK,
    )
    assert deal.rulings == ()
    assert items(deal) == [
        ("A", "carte blanche", 10),
        ("B", "point", 6),
        ("A", "sequence", 4),
        ("A", "set", 14),
        ("A", "set", 14),
        ("A", "play", 10),
        ("B", "play", 9),
    ]
    assert [i.laws for i in deal.items][0] == (18, 61) and deal.scores == {"A": 52, "B": 15}


def test_law_18_regular_a_hand_of_thirteen_without_a_court_card_is_a_carte_blanche() -> None:
    deal = adjudged(
        [
            {"player": "A", "announce": "13 cards"},
            {"player": "A", "show": "carte blanche"},
            {"player": "A", "elect": "stand"},
            {"player": "A", "discard": "9S 8S 7S 9H 8H 9C"},
            {"player": "A", "take": 5},
            {"player": "B", "discard": "QS"},
            {"player": "B", "take": 2},
        ],
        {"A": BLANK + " 9D 9C", "B": COURTS[3:]},
        "7H 8D 7D AC TC KS 8C 7C",
    )
    assert [cited(r) for r in deal.rulings] == [["Law 11", "Law 40", "Law 41"], ["Law 40", "Law 41"]]
    assert items(deal, "A")[0] == ("A", "carte blanche", 10) and ("A", "repique", 60) in items(deal)
    assert deal.scores == {"A": 116, "B": 20}


def test_law_18_irregular_a_carte_blanche_shown_from_a_hand_with_a_court_card_or_of_eleven_is_of_no_effect() -> None:
    court = Deal.dealt("B", "A", YOUNGER_BLANCHE, LOW_STOCK)
    assert of_no_effect(court, event_from_json({"player": "A", "show": "carte blanche"})) == (18,)
    eleven = Deal.dealt("B", "A", {"A": BLANK, "B": COURTS + " 9D"}, LOW_STOCK)
    shown = eleven.apply(event_from_json({"player": "A", "show": "carte blanche"}))
    assert "twelve cards or more and no king, queen or knave" in shown.state.shown_rulings[-1].decision and shown.state.carte_blanche == (False, False)
    assert of_no_effect(eleven, event_from_json({"player": "B", "announce": "carte blanche"})) == (18,)


def test_law_18_irregular_the_younger_s_carte_blanche_saves_the_elder_s_repique_though_the_elder_reckons_thirty() -> None:
    deal = adjudged(
        [
            {"player": "B", "announce": "carte blanche"},
            {"player": "A", "exchange": "JC QC KC JD QD"},
            {"player": "B", "show": "carte blanche"},
            {"player": "B", "exchange": "9S 8S 7S"},
        ],
        YOUNGER_BLANCHE,
        LOW_STOCK,
    )
    assert deal.rulings == () and items(deal)[0] == ("B", "carte blanche", 10)
    assert not any(item in ("pique", "repique") for _, item, _ in items(deal))
    assert deal.scores == {"A": 16, "B": 42}


def test_law_19_regular_a_carte_blanche_shown_before_the_play_is_scored_by_law_61() -> None:
    deal = adjudged([{"player": "A", "show": "carte blanche"}, ELDER_EXCHANGE, {"player": "B", "exchange": "KS QS JS"}], ELDER_BLANCHE, LOW_STOCK)
    assert deal.rulings == () and deal.state.carte_blanche == (True, False)
    assert deal.items[0].item == "carte blanche" and deal.items[0].points == 10 and deal.scores == {"A": 52, "B": 15}


def test_law_19_irregular_a_carte_blanche_announced_but_never_shown_scores_nothing_and_is_too_late_once_the_play_begins() -> None:
    acts: list[dict[str, Any]] = [
        {"player": "B", "announce": "carte blanche"},
        {"player": "A", "exchange": "JC QC KC JD QD"},
        {"player": "B", "exchange": "9S 8S 7S"},
        {"player": "A", "call": {"point": 4}},
        {"player": "B", "reply": "good"},
        {"player": "A", "play": "KH"},
    ]
    deal = adjudged(acts, YOUNGER_BLANCHE, LOW_STOCK)
    assert deal.rulings == () and deal.state.carte_blanche == (False, False) and deal.state.announced_carte_blanche == (False, True)
    assert items(deal) == [("A", "point", 4), ("A", "play", 9), ("B", "play", 11), ("B", "cards", 10)]
    assert deal.scores == {"A": 13, "B": 21}
    late = Deal.dealt("B", "A", YOUNGER_BLANCHE, LOW_STOCK)
    for act in acts:
        late = late.apply(event_from_json(act))
    shown = late.apply(event_from_json({"player": "B", "show": "carte blanche"}))
    (ruling,) = shown.state.shown_rulings[len(late.state.shown_rulings):]
    # Shown once the play has begun, it comes too late to score (the younger has not yet played: Law 56 is not cited).
    assert ruling.decision.startswith("Too late") and ruling.cited("law") == (19, 20) and shown.state.carte_blanche == (False, False)


def test_law_20_regular_announced_at_once_and_shown_after_the_adversary_has_discarded() -> None:
    deal = adjudged(
        [
            {"player": "B", "announce": "carte blanche"},
            {"player": "A", "exchange": "JC QC KC JD QD"},
            {"player": "B", "show": "carte blanche"},
            {"player": "B", "exchange": "9S 8S 7S"},
        ],
        YOUNGER_BLANCHE,
        LOW_STOCK,
    )
    assert deal.rulings == () and deal.state.announced_carte_blanche == (False, True)
    assert items(deal, "B")[0] == ("B", "carte blanche", 10) and deal.scores == {"A": 16, "B": 42}


def test_law_20_case_vi_irregular_told_after_the_elder_took_in_the_carte_blanche_counts_and_the_elder_cannot_alter_his_discard() -> None:
    deal = adjudged(
        [
            {"player": "A", "exchange": "JC QC KC JD QD"},
            {"player": "B", "announce": "carte blanche"},
            {"player": "B", "show": "carte blanche"},
            {"player": "A", "retake": "JC"},
            {"player": "B", "elect": "enforce"},
            {"player": "B", "exchange": "9S 8S 7S"},
        ],
        YOUNGER_BLANCHE,
        LOW_STOCK,
    )
    late, retaken, enforced, barred = deal.rulings
    assert [str(c) for c in barred.citations][-1] == "Case XXII" and "still bar" in barred.decision
    assert late.event == 1 and late.act == "B tells of a carte blanche after A has taken up a card of the stock"
    assert cited(late) == ["Law 24", "Law 20", "Case VI"] and late.offender is None and late.penalty is None
    assert "rests on etiquette, not on law" in late.decision
    assert retaken.event == 3 and retaken.act == "A takes JC back from his discard after taking in"
    assert retaken.decision == "A plays with 13 cards and reckons nothing this deal; his cards still bar his adversary"
    # Told of the carte blanche only after he took in, he still could not alter his discard: Case VI is cited with Law 25.
    assert cited(retaken) == ["Law 24", "Law 25", "Law 58", "Case VI"] and retaken.offender_label == "A" and retaken.injured_label == "B"
    assert retaken.penalty == "reckons nothing this deal (the adversary may decline to enforce it, Law 44)"
    assert options(retaken) == [("enforce", "B"), ("waive", "B")]
    assert enforced.decision == "A reckons nothing this deal" and cited(enforced) == ["Law 44", "Law 25"]
    assert items(deal) == [("B", "carte blanche", 10), ("B", "point", 4), ("B", "set", 3), ("B", "set", 3), ("B", "play", 10)]
    assert deal.scores == {"A": 0, "B": 30}


def test_law_20_irregular_a_carte_blanche_announced_twice_is_of_no_effect() -> None:
    deal = Deal.dealt("B", "A", ELDER_BLANCHE, LOW_STOCK).apply(event_from_json({"player": "A", "announce": "carte blanche"}))
    assert of_no_effect(deal, event_from_json({"player": "A", "announce": "carte blanche"})) == (20,)


def test_law_25_case_xxi_the_carte_blanche_shown_after_the_discard_is_retaken_still_counts() -> None:
    """Case XXI: the elder took in before showing, took his discard back, then showed; he reckons nothing but the carte blanche."""
    deal = adjudged(
        [
            ELDER_EXCHANGE,
            {"player": "A", "retake": "9S 8S 7S 9H 8H"},
            {"player": "A", "show": "carte blanche"},
            {"player": "B", "elect": "enforce"},
            {"player": "B", "exchange": "KS QS JS"},
        ],
        ELDER_BLANCHE,
        LOW_STOCK,
    )
    retaken, shown, enforced, barred = deal.rulings
    assert [str(c) for c in barred.citations][-1] == "Case XXII" and "still bar" in barred.decision
    assert [str(c) for c in shown.citations] == ["Law 19", "Law 25", "Case XX", "Case XXI"] and shown.offender is None
    assert retaken.decision == (
        "A plays with 17 cards and reckons nothing this deal; his cards still bar his adversary; "
        "his carte blanche, shown or still to be shown, counts"
    )
    assert cited(retaken) == ["Law 24", "Law 25", "Law 58", "Case XXI"] and options(retaken) == [("enforce", "B"), ("waive", "B")]
    assert cited(enforced) == ["Law 44", "Law 25"]
    assert items(deal) == [("A", "carte blanche", 10), ("B", "point", 6), ("B", "play", 12), ("B", "cards", 10)]
    assert deal.scores == {"A": 10, "B": 28}


def test_law_31_case_xxi_a_carte_blanche_survives_the_penalty_for_taking_in_too_many_and_still_saves_the_repique() -> None:
    deal = adjudged(
        [
            {"player": "A", "show": "carte blanche"},
            {"player": "A", "discard": "9S 8S"},
            {"player": "A", "take": 3},
            {"player": "B", "elect": "enforce"},
            {"player": "B", "exchange": "KS QS"},
        ],
        ELDER_BLANCHE,
        LOW_STOCK,
    )
    taken, _ = deal.rulings
    assert taken.act == "A takes 3 cards in" and cited(taken) == ["Law 31", "Law 58", "Case XXI"]
    assert taken.decision.endswith("; his carte blanche, shown or still to be shown, counts")
    assert items(deal, "A") == [("A", "carte blanche", 10)]
    # B reckons forty-six in hand before the play, but A's carte blanche reckoned first: no repique.
    assert sum(p for _, item, p in items(deal, "B") if item in ("point", "sequence", "set")) == 46
    assert not any(item == "repique" for _, item, _ in items(deal)) and deal.scores == {"A": 10, "B": 69}
