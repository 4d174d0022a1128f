"""Law 10: a misdeal put right by the dealer, with his adversary's leave, before either hand is taken up."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from piquet import Contradiction, Hand, RecordError, adjudicate, event_from_json
from piquet.game.acts import Rectify
from piquet.referee.apply import rebuild, step
from piquet.game.state import ELDER, YOUNGER, DealState, Phase
from piquet.table.cards import Card
from tests.irregular_scenarios import HANDS, STOCK, run, start

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE: dict[str, Any] = json.loads((ROOT / "examples" / "description-example.json").read_text())
LEAVE = {"player": "A", "accept": "rectify"}


def _laws(ruling: Any) -> list[int]:
    return [int(c.id) for c in ruling.citations if c.kind == "law"]


def _example(hands: dict[str, str], stock: str, events: list[dict[str, Any]]) -> dict[str, Any]:
    """The Example's record, dealt otherwise, with these acts before its own."""
    record = copy.deepcopy(EXAMPLE)
    deal = record["deals"][0]
    deal["hands"], deal["stock"] = hands, stock
    deal["events"] = events + deal["events"]
    return record


#: B gave himself eleven and left nine in the stock (TD under it): a fresh deal is compulsory (Law 12) unless put right.
TWELVE_ELEVEN_NINE = ({"A": HANDS["A"], "B": HANDS["B"].replace(" TD", "")}, STOCK + " TD")
#: B gave A thirteen (the top card of the stock, 9S) and the stock seven: A's option (Law 11) unless put right.
THIRTEEN_TWELVE_SEVEN = ({"A": HANDS["A"] + " 9S", "B": HANDS["B"]}, STOCK.replace("9S ", ""))


def _dealt(hands: dict[str, str], stock: str) -> DealState:
    from piquet import Deal

    return Deal.dealt("B", "A", hands, stock).state


def _after(state: DealState, *acts: dict[str, Any]) -> tuple[DealState, list[Any]]:
    drawn: list[Any] = []
    for act in acts:
        done = step(state, event_from_json(act))
        drawn += done.rulings
        state = done.state
    return state, drawn


def test_law_10_law_12_a_misdeal_put_right_with_leave_is_a_good_deal_and_counts() -> None:
    hands, stock = TWELVE_ELEVEN_NINE
    done = adjudicate(_example(hands, stock, [LEAVE, {"player": "B", "rectify": {"TD": "B"}}]))
    (deal,) = done.deals
    assert not deal.void and deal.complete
    first, second = deal.rulings
    assert _laws(first) == [12, 10] and first.event is None
    assert first.decision.endswith("unless A gives the dealer leave to put it right before either hand is taken up")
    assert _laws(second) == [10, 12] and second.event == 1 and second.offender is None
    assert second.act == "B puts the deal right, with A's leave: TD to B"
    assert deal.scores == {"A": 28, "B": 23}
    assert done.partie.deals_played == 1


def test_law_10_law_11_one_card_wrong_put_right_before_the_hands_are_taken_up_closes_the_elders_option() -> None:
    hands, stock = THIRTEEN_TWELVE_SEVEN
    state, drawn = _after(_dealt(hands, stock), LEAVE, {"player": "B", "rectify": {"9S": "stock"}})
    assert [_laws(r) for r in drawn] == [[10]]
    assert state.elections == () and state.phase is Phase.EXCHANGE
    assert [Card.from_index(i).code for i in state.stock] == STOCK.split(), "9S back on top of the stock"
    assert Hand(state.hands[ELDER]) == Hand.parse(HANDS["A"])
    done = adjudicate(_example(hands, stock, [LEAVE, {"player": "B", "rectify": {"9S": "stock"}}]))
    assert done.deals[0].scores == {"A": 28, "B": 23}
    assert [_laws(r) for r in done.deals[0].rulings] == [[11, 40, 41], [10]]


def test_law_10_without_leave_the_cards_stay_as_dealt_and_the_deal_is_void() -> None:
    state, steps = run("law 10 a misdeal put right without leave")
    (ruling,) = steps[0].rulings
    assert ruling.offender_label == "B" and _laws(ruling) == [10] and ruling.penalty is None
    assert ruling.decision == "Of no effect: the dealer may put a misdeal right only with his adversary's leave; A gave none, so the cards stay as they were dealt"
    assert state.is_void and state.hands == start("law 10 a misdeal put right without leave").hands


def test_law_10_the_scenario_with_leave_gives_the_elder_his_twelfth_card() -> None:
    state, steps = run("law 10 a misdeal put right with leave")
    assert steps[0].rulings == ()
    assert [_laws(r) for r in steps[1].rulings] == [[10, 12]]
    assert not state.is_void and state.dealt_count(ELDER) == 12 and len(state.stock) == 8
    assert Card.parse("9D").bit & state.hands[ELDER]


def test_law_10_only_the_dealer_may_put_his_misdeal_right() -> None:
    hands, stock = TWELVE_ELEVEN_NINE
    state, drawn = _after(_dealt(hands, stock), LEAVE, {"player": "A", "rectify": {"TD": "B"}})
    (ruling,) = drawn
    assert ruling.offender_label == "A" and _laws(ruling) == [10]
    assert ruling.decision == "Of no effect: only the dealer, B, may put a misdeal right; the cards stay as they were dealt"
    assert state.is_void


def test_law_10_the_leave_is_the_adversarys_to_give() -> None:
    hands, stock = TWELVE_ELEVEN_NINE
    state, drawn = _after(_dealt(hands, stock), {"player": "B", "accept": "rectify"}, {"player": "B", "rectify": {"TD": "B"}})
    assert [r.decision for r in drawn] == [
        "The leave is A's to give, not the dealer's; nothing is allowed by it",
        "Of no effect: the dealer may put a misdeal right only with his adversary's leave; A gave none, so the cards stay as they were dealt",
    ]
    assert state.is_void


def test_law_10_too_late_once_a_hand_is_taken_up() -> None:
    hands, stock = THIRTEEN_TWELVE_SEVEN
    state, drawn = _after(_dealt(hands, stock), {"player": "A", "lift": "hand"}, LEAVE, {"player": "B", "rectify": {"9S": "stock"}})
    (ruling,) = drawn
    assert ruling.offender_label == "B" and _laws(ruling) == [10]
    assert ruling.decision.startswith("Too late: a misdeal may be put right only before either player takes up his hand")
    assert [e.key for e in state.elections] == ["law-11"], "the elder keeps his option of a fresh deal"
    assert state.dealt_count(ELDER) == 13


def test_law_9_law_10_a_deal_dealt_twelve_twelve_and_eight_has_nothing_to_put_right() -> None:
    state, drawn = _after(_dealt(HANDS, STOCK), LEAVE, {"player": "B", "rectify": {"AS": "B", "TS": "A"}})
    (ruling,) = drawn
    assert _laws(ruling) == [9, 10] and ruling.offender_label == "B"
    assert ruling.decision == "No card was dealt wrongly, so there is nothing to put right; the cards stay as they were dealt"
    assert Hand(state.hands[ELDER]) == Hand.parse(HANDS["A"]) and Hand(state.hands[YOUNGER]) == Hand.parse(HANDS["B"])


def test_law_10_law_11_a_misdeal_put_right_only_in_part_is_judged_again() -> None:
    hands, stock = TWELVE_ELEVEN_NINE
    state, drawn = _after(_dealt(hands, stock), LEAVE, {"player": "B", "rectify": {"TD": "A"}})
    assert [_laws(r) for r in drawn] == [[10, 12], [11, 40, 41]]
    assert not state.is_void and [e.key for e in state.elections] == ["law-11"]
    assert (state.dealt_count(ELDER), state.dealt_count(YOUNGER), len(state.stock)) == (13, 11, 8)


def test_law_10_the_deal_put_right_survives_a_replay_from_the_cards_as_dealt() -> None:
    hands, stock = TWELVE_ELEVEN_NINE
    state, _ = _after(_dealt(hands, stock), LEAVE, {"player": "B", "rectify": {"TD": "B"}}, {"player": "A", "exchange": "KS 8C 7C 9D 8D"})
    again = rebuild(state, ())
    assert (again.hands, again.stock, again.discards, again.phase) == (state.hands, state.stock, state.discards, state.phase)
    assert again.rulings == state.rulings


def test_law_10_cards_moved_to_the_stock_go_on_top_in_the_order_named() -> None:
    hands = {"A": HANDS["A"] + " 9S", "B": HANDS["B"] + " 8S"}
    state, drawn = _after(_dealt(hands, STOCK[6:]), LEAVE, {"player": "B", "rectify": {"9S": "stock", "8S": "stock"}})
    assert [Card.from_index(i).code for i in state.stock] == STOCK.split()
    assert [_laws(r) for r in drawn] == [[10, 12]]


@pytest.mark.parametrize(
    ("moves", "message"),
    [({"TD": "C"}, "a card is moved to a player or to the stock, not to 'C'")],
)
def test_law_10_a_rectification_the_facts_refute_is_a_contradiction(moves: dict[str, str], message: str) -> None:
    hands, stock = TWELVE_ELEVEN_NINE
    state, _ = _after(_dealt(hands, stock), LEAVE)
    with pytest.raises(Contradiction) as caught:
        step(state, Rectify("B", tuple((Card.parse(c), to) for c, to in moves.items())))
    assert str(caught.value).startswith(message)


def test_law_10_law_75_an_incorrect_pack_cannot_be_put_right() -> None:
    record = _example({"A": HANDS["A"], "B": HANDS["B"]}, STOCK[:-3], [{"player": "A", "claim": "incorrect pack"}, LEAVE])
    record["deals"][0]["events"] = record["deals"][0]["events"][:2]
    (deal,) = adjudicate(record).deals
    assert deal.void and deal.rulings[-1].decision.startswith("Of no effect: the deal is void (the pack was incorrect)")
    assert [str(c) for c in deal.rulings[-1].citations] == ["Law 75"]


def test_law_10_the_rectify_act_reads_and_writes_its_moves() -> None:
    event = event_from_json({"player": "B", "rectify": {"td": "B", "9♠": "stock"}})
    assert event == Rectify("B", ((Card.parse("TD"), "B"), (Card.parse("9S"), "stock")))
    assert event.to_json() == {"player": "B", "rectify": {"TD": "B", "9S": "stock"}}
    for bad in ({}, "TD", {"TD": ""}, {"XX": "B"}):
        with pytest.raises(Exception) as caught:
            event_from_json({"player": "B", "rectify": bad})
        assert type(caught.value).__name__ in ("EventError", "NotationError")


def test_law_10_law_12_the_dispute_record_of_misdeals_put_right() -> None:
    record = json.loads((ROOT / "examples" / "disputes" / "law-10-12-misdeal-put-right.json").read_text())
    done = adjudicate(record)
    first, misdealt, redealt = done.deals
    assert not first.void and first.complete and first.number == 1
    assert [_laws(r) for r in first.rulings] == [[12, 10], [10, 12]]
    assert misdealt.void and [(r.offender_label, _laws(r)) for r in misdealt.rulings] == [("A", [11, 42]), ("A", [10]), (None, [11])]
    assert (redealt.number, redealt.dealer, redealt.rulings) == (2, "A", ())
    assert done.partie.totals == {p: first.scores[p] + redealt.scores[p] for p in ("A", "B")}
