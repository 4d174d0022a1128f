"""The rules added for Cases XI, XII, XIII, XIV and XVI, on the Example's cards (tests/irregular_scenarios.py)."""

from __future__ import annotations

from typing import Any

from piquet.table.cards import Card
from tests.irregular_scenarios import run


def _cites(ruling: Any) -> list[str]:
    return [str(c) for c in ruling.citations]


def test_case_xi_law_59_a_card_of_a_string_of_leads_is_changed_before_it_is_played_to() -> None:
    state, steps = run("case xi a card of a string of leads changed before it is played to")
    (ruling,) = steps[-1].rulings
    assert _cites(ruling) == ["Law 59", "Case XI"] and ruling.offender is None
    assert Card.parse("KH") in state.hand(0) and [Card.from_index(i).code for i in state.pending] == ["AH"]


def test_case_xi_law_59_a_card_of_a_string_of_leads_stands_once_played_to() -> None:
    state, steps = run("case xi a card of a string of leads changed after it is played to")
    (ruling,) = steps[-1].rulings
    assert _cites(ruling) == ["Law 59", "Case XI"] and ruling.offender_label == "A" and ruling.decision.startswith("Too late")
    assert Card.parse("KH") not in state.hand(0) and len(state.tricks) == 2


def test_case_xii_law_59_v_no_question_asked_no_misinformation() -> None:
    state, steps = run("case xii the cards claimed to be played again as misinformed")
    (ruling,) = steps[-1].rulings
    assert _cites(ruling) == ["Law 59", "Law 48", "Law 55", "Case XII"] and ruling.offender is None
    assert "A's quart, good against the cards" in ruling.decision and "By custom, not law" in ruling.decision
    assert state.retaken == () and state.elections == ()


def test_case_xiii_law_35_the_card_left_is_taken_up_in_the_play() -> None:
    state, steps = run("case xiii the card left taken up in the play")
    (ruling,) = steps[-1].rulings
    assert _cites(ruling) == ["Law 35", "Case XIII"] and ruling.penalty is None
    assert Card.parse("7D") in state.hand(1) and state.stock == ()


def test_case_xiv_law_23_law_24_the_younger_who_took_in_first_takes_the_card_the_elder_leaves() -> None:
    state, steps = run("case xiv the younger takes up his cards and the elder then leaves one")
    (early,) = steps[1].rulings
    assert _cites(early) == ["Law 23", "Law 24", "Law 27", "Case XIV"] and early.penalty is None
    (left,) = steps[-1].rulings
    assert _cites(left) == ["Law 23", "Law 24", "Law 31", "Law 58", "Case XIV"] and left.offender_label == "B"
    assert state.hand(1).__len__() == 13 and Card.parse("KD") in state.hand(1) and state.stock == ()
    assert [p.player for p in state.penalties] == [1]


def test_case_xvi_law_55_a_true_count_of_the_declared_cards_stands_by_custom() -> None:
    state, steps = run("case xvi a true count of the declared cards with more held")
    (ruling,) = steps[-1].rulings
    assert _cites(ruling) == ["Law 55", "Law 59", "Case XVI"] and ruling.offender is None and not ruling.options
    assert ruling.decision.startswith("The answer stands: by custom, not by law") and state.elections == ()
