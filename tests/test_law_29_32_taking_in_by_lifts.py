"""Taking in by more than one lift (Laws 23, 29, 32; #34, class 5; docs/decisions.rst, "Taking in by more than one lift").

A player's discard says how many he takes: a ``take`` or cards of his share mixed with his hand that leave him short of
it are one lift, and the rest of his share lifted after it is regular.  The deals are on the Example's cards (B deals,
A is elder; A's share of the stock is 9S 8S KH 9C KD, B's QS AC 7D).
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.irregular_scenarios import STOCK
from tests.law_audit import adjudged, cited, options

A_OUT = {"player": "A", "discard": "KS 8C 7C 9D 8D"}
B_OUT = {"player": "B", "discard": "7S 9H 7H"}
ELDERS = STOCK.split()[:5]
YOUNGERS = STOCK.split()[5:]


def _summary(deal: Any) -> tuple[Any, ...]:
    return (dict(deal.scores), [(r.event, r.decision, tuple(cited(r))) for r in deal.rulings])


def _lifts(player: str, cards: list[str], cuts: list[int], mixed: list[bool]) -> list[dict[str, Any]]:
    """The cards lifted in pieces cut at ``cuts``, each piece by a ``take`` or by mixing it with the hand."""
    acts: list[dict[str, Any]] = []
    bounds = [0, *sorted(set(cuts)), len(cards)]
    for number, (start, end) in enumerate(zip(bounds, bounds[1:])):
        piece = cards[start:end]
        if not piece:
            continue
        by_mixing = mixed[number % len(mixed)]
        acts.append({"player": player, "mix": " ".join(piece), "with": "hand"} if by_mixing else {"player": player, "take": len(piece)})
    return acts


def test_law_23_29_the_elder_who_takes_his_five_in_two_takes_is_ruled_as_if_he_took_them_at_once() -> None:
    whole = adjudged([A_OUT, {"player": "A", "take": 5}, B_OUT, {"player": "B", "take": 3}])
    lifted = adjudged([A_OUT, {"player": "A", "take": 3}, {"player": "A", "take": 2}, B_OUT, {"player": "B", "take": 3}])
    assert lifted.rulings == () and _summary(lifted) == _summary(whole)


def test_law_22_23_the_younger_who_takes_his_three_in_two_lifts_is_ruled_as_if_he_took_them_at_once() -> None:
    whole = adjudged([A_OUT, {"player": "A", "take": 5}, B_OUT, {"player": "B", "take": 3}])
    lifted = adjudged([A_OUT, {"player": "A", "take": 5}, B_OUT, {"player": "B", "take": 2}, {"player": "B", "mix": "7D", "with": "hand"}])
    assert lifted.rulings == () and _summary(lifted) == _summary(whole)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    elder_cuts=st.lists(st.integers(min_value=1, max_value=4), max_size=3),
    younger_cuts=st.lists(st.integers(min_value=1, max_value=2), max_size=2),
    mixed=st.lists(st.booleans(), min_size=1, max_size=4),
)
def test_law_23_29_32_any_split_of_a_share_into_lifts_with_nothing_between_adjudicates_as_one_take(
    elder_cuts: list[int], younger_cuts: list[int], mixed: list[bool]
) -> None:
    whole = adjudged([A_OUT, {"player": "A", "take": 5}, B_OUT, {"player": "B", "take": 3}])
    acts = [A_OUT, *_lifts("A", ELDERS, elder_cuts, mixed), B_OUT, *_lifts("B", YOUNGERS, younger_cuts, mixed[::-1])]
    assert _summary(adjudged(acts)) == _summary(whole)


def test_law_45_the_elder_who_looks_at_his_discard_between_two_lifts_does_nothing_wrong() -> None:
    deal = adjudged([A_OUT, {"player": "A", "take": 3}, {"player": "A", "look": "discard"}, {"player": "A", "take": 2}, B_OUT, {"player": "B", "take": 3}])
    assert deal.rulings == ()


def test_law_25_a_card_taken_back_between_two_lifts_is_ruled_once_under_law_25() -> None:
    deal = adjudged([A_OUT, {"player": "A", "take": 3}, {"player": "A", "retake": "KS"}, {"player": "A", "take": 2}, B_OUT, {"player": "B", "take": 3}])
    [retaken] = [r for r in deal.rulings if not r.note and r.event is not None]
    assert retaken.event == 2 and "Law 25" in cited(retaken) and retaken.offender_label == "A"
    assert deal.scores["A"] == 0


def test_law_32_the_elder_s_take_of_three_of_five_with_no_further_lift_says_he_leaves_two() -> None:
    deal = adjudged([A_OUT, {"player": "A", "take": 3}, {"player": "B", "exchange": "7S 9H 7H TH TS"}])
    [short] = deal.rulings
    assert (short.event, short.offender_label) == (1, "A") and cited(short) == ["Law 30", "Law 57"]
    assert deal.scores["B"] != 0  # the younger took the cards left, as Law 34 lets him: no penalty


def test_law_29_over_mixed_lifts_the_younger_who_takes_in_takes_the_elder_s_cards() -> None:
    deal = adjudged([A_OUT, {"player": "A", "mix": "9S 8S KH", "with": "hand"}, {"player": "B", "exchange": "7S 9H 7H"}], finish=False)
    took = deal.rulings[0]
    assert (took.event, took.offender_label) == (2, "B") and cited(took) == ["Law 29"]
    assert [name for name, _ in options(took)] == ["enforce", "waive"]


def test_law_23_the_younger_who_takes_his_own_three_from_the_bottom_while_the_elder_lifts_is_named_without_penalty() -> None:
    deal = adjudged([A_OUT, {"player": "A", "take": 3}, B_OUT, {"player": "B", "mix": "QS AC 7D", "with": "hand"}, {"player": "A", "take": 2}])
    [early] = deal.rulings
    assert (early.event, early.offender_label, early.penalty) == (3, "B", None) and "Law 23" in cited(early)
    assert deal.scores == {"A": 17, "B": 36}  # the Example's scores


def test_law_23_34_the_younger_who_passes_over_the_card_left_that_his_discard_makes_room_for_is_named_without_penalty() -> None:
    deal = adjudged(
        [
            {"player": "A", "exchange": "KS 8C 7C 9D"},
            {"player": "B", "discard": "7S 9H 7H TH"},
            {"player": "B", "mix": "QS AC 7D", "with": "hand"},
            {"player": "B", "mix": "KD", "with": "hand"},
        ]
    )
    [passed] = deal.rulings
    assert (passed.event, passed.offender_label, passed.penalty) == (2, "B", None) and cited(passed) == ["Law 23", "Law 34"]


def test_law_29_the_elder_short_by_the_card_the_younger_mixed_between_his_lifts_is_in_no_fault() -> None:
    deal = adjudged(
        [A_OUT, {"player": "A", "mix": "9S 8S KH", "with": "hand"}, {"player": "B", "mix": "KD", "with": "hand"}, {"player": "A", "mix": "9C", "with": "hand"}],
        finish=False,
    )
    mixed, short = deal.rulings
    assert (mixed.event, mixed.offender_label) == (2, "B") and "Law 29" in cited(mixed)
    assert short.event == 3 and short.note and short.offender is None and cited(short) == ["Law 29", "Law 57"]


def test_law_32_the_younger_who_finds_cards_the_elder_left_by_lifting_without_a_word_may_alter_his_discard() -> None:
    deal = adjudged(
        [{"player": "A", "discard": "KS 8C 7C"}, {"player": "A", "mix": "9S 8S KH", "with": "hand"}, B_OUT, {"player": "B", "count": "stock"}],
        finish=False,
    )
    [found] = deal.rulings
    assert (found.event, found.offender_label) == (3, "A") and cited(found) == ["Law 32"]
    assert options(found) == [("alter discard", "B"), ("play on", "B")]
