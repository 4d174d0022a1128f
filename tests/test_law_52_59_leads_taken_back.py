"""Laws 52, 54 and 59: when a card led may be taken back, and the younger hand's miscall corrected after the lead."""

from __future__ import annotations

from typing import Any

from piquet import Deal, event_from_json
from piquet.referee.apply import step
from piquet.game.state import DealState
from piquet.table.cards import PACK, Card
from piquet.table.categories import Category
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, EXAMPLE_CALLS, start

#: After the exchange A holds a quart in clubs to the knave and B a quint major in hearts; B discarded 9H,
#: so a point of six hearts is a miscall B could have made (hand and discard together).
DEALT = {"A": "8C 9C TC JC KS QS JS 9S AD KD 8H 7C", "B": "AH KH QH JH TH AC KC QC QD JD TD 9H"}
STOCK = "7H 7S AS TS 8S 9D 8D 7D"
OPENING: list[dict[str, Any]] = [
    {"player": "A", "exchange": "7C"},
    {"player": "B", "exchange": "9H"},
    {"player": "A", "call": {"point": 4}},
    {"player": "B", "reply": "not good"},
    {"player": "A", "call": {"sequence": 4}},
    {"player": "B", "reply": "not good"},
    {"player": "A", "play": "AD"},
    {"player": "B", "reckon": {"point": 6}},
]


def _run(acts: list[dict[str, Any]], state: DealState | None = None) -> tuple[DealState, list[list[Any]]]:
    state = state if state is not None else Deal.dealt("B", "A", DEALT, STOCK).state
    drawn = []
    for act in acts:
        done = step(state, event_from_json(act))
        drawn.append(list(done.rulings))
        state = done.state
    return state, drawn


def _points(state: DealState) -> list[tuple[int, Category, int, bool]]:
    return [(s.player, s.category, s.points, s.founded) for s in state.hand_scores]


def test_law_52_the_elder_takes_back_his_lead_after_the_younger_corrects_a_miscall() -> None:
    state, drawn = _run(OPENING + [{"player": "B", "correct": {"point": 5}}, {"player": "A", "retake": "AD"}, {"player": "A", "play": "KS"}])
    (correction,) = drawn[8]
    assert correction.cited("law") == (52,) and correction.offender is None
    assert correction.decision.endswith("the elder may take back the card he led")
    (retake,) = drawn[9]
    # The younger corrected in time (Law 52): no one broke a law, and Law 59's rule gives way to Law 52's exception.
    assert retake.cited("law") == (52, 59) and retake.offender is None and retake.penalty is None
    assert retake.decision == "The younger corrected his call after the lead, so the elder may take back the card he led and play differently"
    assert drawn[10] == []
    assert [PACK[i].code for i in state.pending] == ["KS"], "A led the king of spades in place of the ace of diamonds"
    assert Card.parse("AD") in state.hand(0)
    assert (1, Category.POINT, 5, True) in _points(state), "B reckons the point of five he holds"


def test_law_54_the_younger_who_does_not_correct_his_miscall_before_playing_reckons_nothing() -> None:
    state, drawn = _run(OPENING + [{"player": "B", "play": "QD"}])
    # The penalty is fixed as he plays; it is ruled when the miscall is found, here when the deal is scored (Law 54).
    assert drawn[8] == [] and state.miscalls == (1,)
    assert state.reckons_nothing(1, Category.POINT)


def test_law_52_without_a_correction_the_elder_cannot_take_back_his_lead() -> None:
    state, drawn = _run(OPENING + [{"player": "A", "retake": "AD"}])
    (ruling,) = drawn[8]
    assert ruling.cited("law") == (59,) and ruling.offender_label == "A"
    assert ruling.decision == "Of no effect: a card once led or played cannot be taken up; the play stands"
    assert len(state.pending) == 1


def test_law_59_a_lead_made_in_turn_cannot_be_taken_back_even_before_it_is_played_to() -> None:
    state = start()
    state, drawn = _run([A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS, {"player": "A", "play": "AH"}, {"player": "A", "retake": "AH"}], state)
    (ruling,) = drawn[-1]
    assert ruling.cited("law") == (59,) and ruling.offender_label == "A"
    assert ruling.decision == "Of no effect: a card once led or played cannot be taken up; the play stands"
    assert len(state.pending) == 1 and state.leader == 0


def test_law_59_iii_a_lead_out_of_turn_is_still_taken_back_before_it_is_played_to() -> None:
    state = start()
    state, drawn = _run([A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS, {"player": "B", "play": "TH"}, {"player": "B", "retake": "TH"}], state)
    (ruling,) = drawn[-1]
    assert ruling.cited("law") == (59,) and ruling.offender_label == "B"
    assert ruling.decision == "The card led out of turn is taken back before it was played to; A leads"
    assert state.pending == () and state.leader == 0
