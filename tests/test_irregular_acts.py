"""The irregular acts of the exchange, the talk at the table and the score sheet, law by law.

Each test plays one scenario of :mod:`tests.irregular_scenarios` on the
Example's cards and checks what the law makes of it: the ruling's laws, the
penalty and who may waive it, the options and who elects, and where the
cards are afterwards.
"""

from __future__ import annotations

from piquet.referee.apply import close_deal
from piquet.referee.state import ELDER, YOUNGER, DealState, Phase
from piquet.table.cardsets import Hand
from tests.irregular_scenarios import SCENARIOS, run


def laws(steps: list, at: int = -1) -> set[int]:
    return {int(c.id) for r in steps[at].rulings for c in r.citations if c.kind == "law"}


def cards(text: str) -> int:
    return Hand.parse(text).bits


def assert_each_card_once(state: DealState) -> None:
    places = state.places()
    held = [card for found in places.values() for card in found]
    assert len(held) == len(set(held)) == 32


def test_every_scenario_leaves_every_card_in_one_place() -> None:
    for name in SCENARIOS:
        state, _ = run(name)
        assert_each_card_once(state)


def test_law_24_a_discard_may_be_altered_before_taking_in() -> None:
    state, steps = run("law 24 discard altered before taking in")
    assert not steps[-1].rulings
    assert state.hands[ELDER] & cards("KS") and state.discards[ELDER] == cards("8C")


def test_law_25_a_discard_retaken_after_taking_in_reckons_nothing_and_law_44_may_waive_it() -> None:
    state, steps = run("law 25 discard retaken after taking in")
    assert {25, 58} <= laws(steps)
    assert state.hands[ELDER].bit_count() == 13 and state.penalties[0].player == ELDER
    assert [e.key for e in state.elections] == ["law-44"] and state.elections[0].elector == YOUNGER


def test_law_26_a_card_mixed_with_the_discard_after_taking_in_stays_there() -> None:
    state, steps = run("law 26 hand card mixed with the discard after taking in")
    assert {26, 57} <= laws(steps) and not state.penalties
    assert state.discards[ELDER] & cards("AS") and state.hands[ELDER].bit_count() == 11


def test_law_37_left_cards_mixed_with_the_younger_discard_are_shown_to_the_elder() -> None:
    state, steps = run("law 37 left cards mixed with the younger's discard")
    assert laws(steps) == {37} and not state.penalties
    assert state.discards[YOUNGER] & cards("AC 7D") == cards("AC 7D") and not state.stock


def test_law_28_the_elder_mixing_the_younger_card_reckons_nothing_or_a_fresh_deal() -> None:
    state, steps = run("law 28 elder mixes the younger's card")
    assert {27, 28} <= laws(steps) and state.penalties[0].player == ELDER
    offered = {e.key: e.elector for e in state.elections}
    assert offered == {"law-44": YOUNGER, "law-28": YOUNGER}


def test_law_28_the_elder_mixing_a_card_he_left_reckons_nothing() -> None:
    state, steps = run("law 28 elder mixes a card he left")
    assert laws(steps) >= {28} and 27 not in laws(steps)
    assert state.hands[ELDER] & cards("KD")


def test_law_29_the_younger_mixing_the_elder_card_reckons_nothing_or_a_fresh_deal() -> None:
    state, steps = run("law 29 younger mixes the elder's card")
    assert {27, 29} <= laws(steps) and state.penalties[0].player == YOUNGER
    assert {e.key: e.elector for e in state.elections} == {"law-44": ELDER, "law-29": ELDER}


def test_law_27_exposing_the_adversary_card_of_the_stock_reckons_nothing() -> None:
    state, steps = run("law 27 elder exposes the younger's card")
    assert {27} <= laws(steps) and state.penalties and state.exposed == cards("QS")
    own, own_steps = run("law 27 elder exposes his own card of the stock")
    assert laws(own_steps) == {27} and not own.penalties


def test_law_32_cards_declared_left_need_no_ruling() -> None:
    state, steps = run("law 32 elder declares a card left")
    assert not any(s.rulings for s in steps) and state.left_by_elder == 1


def test_law_59_a_card_of_his_own_exposed_carries_no_penalty() -> None:
    state, steps = run("law 59 a card of his own exposed in the play")
    assert laws(steps) == {59} and not state.penalties and state.hands[ELDER] & cards("AS")


def test_case_iii_a_fresh_deal_by_agreement_is_void() -> None:
    state, steps = run("case iii fresh deal offered and accepted")
    assert state.phase is Phase.VOID and state.void is not None and state.void.next_dealer == "B"
    assert {str(c) for c in steps[-1].rulings[0].citations} == {"Case III"}


def test_case_iii_going_on_with_the_game_refuses_the_offer() -> None:
    state, steps = run("case iii offer refused by going on")
    assert state.phase is not Phase.VOID and not state.elections
    assert any("lapses" in r.decision for r in steps[1].rulings)
    assert "no offer is open" in steps[-1].rulings[0].decision


def test_law_59_v_a_wrong_answer_lets_the_misinformed_retake_the_cards_played_after_it() -> None:
    state, steps = run("law 59 v a wrong answer to how many")
    answered = steps[-4]
    assert {59} <= laws(steps, -4) and {o.elector for o in answered.rulings[0].options} == {"B"}
    assert len(state.tricks) == 1 and state.hands[ELDER] & cards("KH") and state.hands[YOUNGER] & cards("7D")
    assert not state.elections


def test_case_xvi_how_many_answers_for_the_cards_declared() -> None:
    state, steps = run("law 59 v a true answer to how many")
    assert not steps[-1].rulings and state.said[-1].text == "4"


def test_law_54_a_claim_of_an_unfounded_call_names_the_call() -> None:
    _, steps = run("law 54 a call claimed unfounded before the first trick")
    ruling = steps[-1].rulings[0]
    assert laws(steps) == {52, 54} and ruling.offender == "A" and "three kings" in ruling.decision
    _, failed = run("law 54 a claim of an unfounded call that fails")
    assert failed[-1].rulings[0].offender is None and "fails" in failed[-1].rulings[0].decision


def test_law_44_a_penalty_claimed_names_the_law_that_imposed_it() -> None:
    _, steps = run("law 44 a penalty claimed")
    assert laws(steps) == {44, 25} and steps[-1].rulings[0].offender == "A"
    _, none = run("law 44 a penalty claimed where none is owed")
    assert laws(none) == {44} and none[-1].rulings[0].offender is None


def test_law_70_a_score_claimed_wrong_is_answered_with_the_law_count() -> None:
    _, steps = run("law 70 a score claimed wrong")
    assert laws(steps) == {70}


def test_law_78_a_bystander_whose_remark_drew_a_ruling_may_be_called_on_to_pay() -> None:
    state, steps = run("law 78 a bystander's remark before a claim")
    assert 59 in laws(steps)
    closed = close_deal(state)
    ruling = closed.rulings[-1]
    assert {int(c.id) for c in ruling.citations} == {78} and ruling.injured == "B" and "C" in ruling.decision
    assert close_deal(closed).rulings == closed.rulings


def test_law_15_lifting_a_hand_is_regular() -> None:
    state, steps = run("law 15 a hand lifted")
    assert not any(s.rulings for s in steps) and state.cards_taken_up()
