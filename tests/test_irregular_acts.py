"""The irregular acts of the exchange, the talk at the table and the score sheet, law by law.

Each test plays one scenario of :mod:`tests.irregular_scenarios` on the
Example's cards and checks what the law makes of it: the ruling's laws, the
penalty and who may waive it, the options and who elects, and where the
cards are afterwards.
"""

from __future__ import annotations

from typing import Any

from piquet import event_from_json
from piquet.referee.apply import close_deal, report_unsettled
from piquet.game.state import ELDER, YOUNGER, DealState, Phase
from piquet.table.cardsets import Hand
from tests.irregular_scenarios import SCENARIOS, run, start


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
    assert {59} <= laws(steps, -4) and {o.elector_label for o in answered.rulings[0].options} == {"B"}
    assert len(state.tricks) == 1 and state.hands[ELDER] & cards("KH") and state.hands[YOUNGER] & cards("7D")
    assert not state.elections


def test_case_xvi_how_many_answers_for_the_cards_declared() -> None:
    state, steps = run("law 59 v a true answer to how many")
    assert not steps[-1].rulings and (state.said[-1].kind, state.said[-1].number) == ("answer", 4)


def test_law_54_a_claim_of_an_unfounded_call_names_the_call() -> None:
    _, steps = run("law 54 a call claimed unfounded before the first trick")
    ruling = steps[-1].rulings[0]
    assert laws(steps) == {52, 54} and ruling.offender_label == "A" and "three kings" in ruling.decision
    _, failed = run("law 54 a claim of an unfounded call that fails")
    assert failed[-1].rulings[0].offender is None and "fails" in failed[-1].rulings[0].decision


def test_law_44_a_penalty_claimed_names_the_law_that_imposed_it() -> None:
    _, steps = run("law 44 a penalty claimed")
    assert laws(steps) == {44, 25} and steps[-1].rulings[0].offender_label == "A"
    _, none = run("law 44 a penalty claimed where none is owed")
    assert laws(none) == {44} and none[-1].rulings[0].offender is None


def test_law_70_a_score_claimed_wrong_is_answered_with_the_law_count() -> None:
    _, steps = run("law 70 a score claimed wrong")
    assert laws(steps) == {70}


def test_law_78_a_bystander_whose_remark_drew_a_ruling_may_be_called_on_to_pay() -> None:
    state, steps = run("law 78 a bystander's remark before a claim")
    assert 59 in laws(steps)
    closed = close_deal(state)
    ruling = closed.shown_rulings[-1]
    assert {int(c.id) for c in ruling.citations} == {78} and ruling.injured_label == "B" and "C" in ruling.decision
    assert close_deal(closed).rulings == closed.rulings


def test_law_15_lifting_a_hand_is_regular() -> None:
    state, steps = run("law 15 a hand lifted")
    assert not any(s.rulings for s in steps) and state.cards_taken_up()


def test_law_21_a_player_who_takes_nothing_and_discards_nothing_keeps_his_hand() -> None:
    state, steps = run("law 21 taking nothing in and discarding nothing")
    assert laws(steps) == {21} and state.hands[ELDER].bit_count() == 12 and not state.penalties


def test_law_31_taking_in_more_than_he_discarded_reckons_nothing() -> None:
    state, steps = run("law 31 taking in more than he discarded")
    assert {31, 58} <= laws(steps) and state.hands[ELDER].bit_count() == 17 and state.penalties


def test_laws_30_57_discarding_more_than_he_takes_plays_short_without_penalty() -> None:
    state, steps = run("law 30 discarding more than he takes")
    # His take of two is a first lift of the three he put out: he is judged when his taking in is over, here when the
    # record ends (Law 32: the take says how many he leaves), on the take.
    assert laws(steps) == set()
    ended = report_unsettled(state)
    [short] = ended.rulings
    assert short.event == 1 and {int(c.id) for c in short.citations if c.kind == "law"} == {30, 57}
    assert ended.hands[ELDER].bit_count() == 11 and not ended.penalties


def test_law_26_a_card_added_to_the_discard_after_taking_in_stays_there() -> None:
    state, steps = run("law 26 a card added to the discard after taking in")
    assert 26 in laws(steps) and state.discards[ELDER] & cards("AS")


def test_law_45_a_player_may_look_at_his_own_discard_at_any_time() -> None:
    _, steps = run("law 45 a player looks at his own discard")
    assert not steps[-1].rulings


def test_law_59_iii_a_lead_out_of_turn_may_be_taken_back_before_it_is_played_to() -> None:
    state, steps = run("law 59 iii a lead out of turn taken back")
    assert laws(steps, -2) == {59} and laws(steps) == {59}
    assert not state.pending and state.hands[YOUNGER] & cards("TS") and state.leader == ELDER


def test_law_51_a_reply_corrected_before_the_next_call_makes_the_call_not_good() -> None:
    state, steps = run("law 51 a reply corrected before the next call")
    assert laws(steps) == {51} and "Corrected in time" in steps[-1].rulings[0].decision
    assert not any(s.player == ELDER and s.category.label == "set" for s in state.hand_scores)


def test_law_56_case_iv_a_call_omitted_may_be_made_after_the_lead_before_the_younger_plays() -> None:
    state, steps = run("law 56 a call omitted made after the lead")
    assert not any(s.rulings for s in steps[-2:])
    assert any(s.player == ELDER and s.category.label == "set" for s in state.hand_scores)


def test_case_xv_the_misinformed_may_let_the_play_stand() -> None:
    state, steps = run("law 59 v the misinformed lets the play stand")
    assert {"Case XV", "Case XVI"} <= {str(c) for c in steps[-2].rulings[0].citations}
    assert not state.elections and len(state.tricks) == 1


def test_law_74_a_written_score_is_kept_in_the_log() -> None:
    state, steps = run("law 74 a score written")
    assert not steps[-1].rulings and state.log[-1].verb == "write"


def test_law_18_carte_blanche_announced_and_shown_scores_ten_first() -> None:
    state, steps = run("law 18 carte blanche announced and shown")
    assert not any(s.rulings for s in steps) and state.carte_blanche[ELDER]


def test_law_14_a_faced_card_in_the_stock_means_a_fresh_deal() -> None:
    state, steps = run("law 14 a faced card in the stock")
    assert laws(steps) == {14} and state.phase is Phase.VOID and state.void is not None and state.void.next_dealer == "B"


def test_law_75_an_incorrect_pack_voids_the_deal_when_it_is_found() -> None:
    state, _ = run("law 75 an incorrect pack")
    assert state.phase is Phase.VOID and {int(c.id) for c in state.shown_rulings[-1].citations} == {75}
    assert state.shown_rulings[-1].act == "A finds the pack incorrect"


def test_law_12_nine_cards_in_the_stock_require_a_fresh_deal() -> None:
    state, _ = run("law 12 more than one card dealt wrongly")
    assert state.phase is Phase.VOID and 12 in {int(c.id) for c in state.shown_rulings[0].citations}


def test_law_42_the_elder_standing_with_eleven_discards_one_less_than_he_takes() -> None:
    state, steps = run("law 42 the elder stands with eleven")
    assert laws(steps, 0) == {42} and not steps[-1].rulings and state.hands[ELDER].bit_count() == 12


def test_law_40_the_younger_with_eleven_takes_one_without_discarding() -> None:
    state, steps = run("law 40 the younger with eleven")
    assert {40} <= laws(steps, 0) and not steps[-1].rulings and not steps[-2].rulings
    assert state.hands[YOUNGER].bit_count() == 12 and state.hands[ELDER].bit_count() == 12


def test_law_35_the_younger_mixing_a_card_he_left_reckons_nothing() -> None:
    state, steps = run("law 35 the younger mixes a card he left")
    assert {35, 58} <= laws(steps) and state.penalties[0].player == YOUNGER and not state.stock


def test_law_38_the_stock_may_be_counted_after_thirteen_are_announced() -> None:
    state, steps = run("law 38 the stock counted after thirteen announced")
    # Counted after the announcement, as Law 38 allows, the stock draws no ruling: the count is a regular act.
    assert steps[-1].rulings == () and len(state.stock) == 8 and state.announced_count[ELDER]


def test_law_39_the_elder_who_takes_in_without_announcing_loses_his_option() -> None:
    state, steps = run("law 39 the elder takes in without announcing thirteen")
    assert 39 in laws(steps) and state.stood and not any(e.key == "law-11" for e in state.elections)


def test_law_53_a_misnomer_is_no_offence_and_the_call_stands_for_what_he_holds() -> None:
    state, steps = run("law 53 a misnomer")
    assert laws(steps) == {53} and not state.penalties
    assert state.dialogues[0].resolved is not None and state.dialogues[0].resolved.suit.letter == "H"


def test_law_57_the_play_ends_when_the_short_hand_cannot_answer_and_the_long_hand_counts_the_rest() -> None:
    from piquet.game.acts import Take
    from piquet.referee.apply import step
    from piquet.rules.scoring import uncontested
    from piquet.testing import drive_home

    state, _ = run("law 30 discarding more than he takes")
    state = step(state, Take("B", 3)).state
    ended = drive_home(state)
    assert ended.phase is Phase.FINISHED and not ended.hands[ELDER]
    holder, count = uncontested(ended)
    assert holder == YOUNGER and count == 12 - len(ended.tricks) and count >= 1
    assert_each_card_once(ended)


def test_law_44_an_election_names_its_option_when_several_are_open() -> None:
    from piquet.game.acts import Elect
    from piquet.referee.apply import step

    state, _ = run("law 28 elder mixes the younger's card")
    # "waive" is no choice of the Law 28 option: of no effect, citing the law that gives the option.
    misnamed = step(state, Elect("B", "waive", "law-28"))
    assert misnamed.rulings[0].decision.startswith("Of no effect") and [str(c) for c in misnamed.rulings[0].citations] == ["Law 28"]
    waived = step(state, Elect("B", "waive", "law-44")).state
    assert [e.key for e in waived.elections] == ["law-28"] and waived.penalties[0].waived


def test_law_44_a_second_penalty_opens_no_second_waiver() -> None:
    from piquet.game.acts import Retake
    from piquet.referee.apply import step

    state, _ = run("law 25 discard retaken after taking in")
    again = step(state, Retake("A", Hand.parse("8C"))).state
    assert len(again.penalties) == 2 and [e.key for e in again.elections] == ["law-44"]


def test_law_78_no_liability_without_a_ruling_after_the_remark() -> None:
    """A remark that drew no ruling against anyone affected no score: ruled of no effect, and no one may call on the bystander."""
    from piquet import event_from_json
    from piquet.referee.apply import step

    state, _ = run("law 25 discard retaken after taking in")
    state = step(state, event_from_json({"remark": "nice weather", "by": "C"})).state
    closed = close_deal(state)
    (remarked,) = [r for r in closed.rulings if 78 in r.cited("law")]
    assert remarked.decision.startswith("Of no effect") and not remarked.options and remarked.injured is None


def test_law_59_an_unclaimed_revoke_is_reported_once_however_often_the_deal_is_closed() -> None:
    _, steps = run("law 78 a bystander's remark before a claim")
    before_claim = steps[-3].state
    assert before_claim.revokes
    once = close_deal(before_claim)
    assert close_deal(once).rulings == once.rulings
    assert sum(1 for r in once.rulings if "not claimed" in r.act) == 1


def test_law_16_a_deal_claimed_out_of_turn_that_was_in_turn_stands() -> None:
    from piquet import event_from_json
    from piquet.referee.apply import step

    state, _ = run("law 15 a hand lifted")
    done = step(state, event_from_json({"player": "A", "claim": "deal out of turn"}))
    assert done.state.phase is Phase.EXCHANGE and done.state.void is None
    assert "in turn" in done.rulings[0].decision and done.rulings[0].offender is None


def test_law_46_only_the_younger_hand_answers_a_call() -> None:
    from piquet import event_from_json
    from piquet.referee.apply import step

    state, _ = run("law 54 a claim of an unfounded call that fails")
    call = step(state, event_from_json({"player": "A", "call": {"point": 4}}))
    done = step(call.state, event_from_json({"player": "A", "reply": "good"}))
    assert done.rulings and done.rulings[0].decision.startswith("Of no effect") and done.rulings[0].offender_label == "A"


def test_law_13_the_elder_option_stays_open_while_only_the_dealer_acts() -> None:
    from piquet import event_from_json
    from piquet.referee.apply import step

    state = start()
    state = step(state, event_from_json({"player": "B", "expose": "9S"})).state
    assert [e.key for e in state.elections] == ["law-13"]
    after = step(state, event_from_json({"player": "B", "discard": "7S"})).state
    assert [e.key for e in after.elections] == ["law-13"]
    gone = step(after, event_from_json({"player": "A", "discard": "KS"})).state
    assert not gone.elections and any("lapses" in r.decision for r in gone.rulings)


def test_law_65_a_score_item_without_detail_writes_none() -> None:
    from piquet.rules.scoring import ScoreItem

    assert "detail" not in ScoreItem("A", "play", 1, (65,), "").to_json()
    assert ScoreItem("A", "play", 1, (65,), "cards led").to_json()["detail"] == "cards led"


def test_law_57_a_player_who_puts_his_last_cards_with_his_discard_in_the_play_ends_it() -> None:
    # Found by the long run of the machine from the play: the younger put his last card with his discard while a lead
    # awaited him; the play went on awaiting a card he could not have.  Nothing is left to play to: the play is over, and
    # the leader's cards count as his tricks (Law 57).
    from piquet import Deal, score_deal
    from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, HANDS, STOCK

    for verb in ("mix", "discard"):
        deal = Deal.dealt("B", "A", HANDS, STOCK)
        for act in [A_EXCHANGES, B_EXCHANGES, {"declare": "all"}, {"player": "A", "play": "AH"}]:
            deal = deal.apply(event_from_json(act))
        cards = " ".join(card.code for card in deal.state.hand(1))
        put_out: dict[str, Any] = {"player": "B", verb: cards, **({"with": "discard"} if verb == "mix" else {})}
        deal = deal.apply(event_from_json(put_out))
        assert deal.state.phase is Phase.FINISHED and not deal.state.hands[1]
        tricks = [item for item in score_deal(deal.state).items if item.item in ("cards", "capot")]
        assert [(item.player, item.item) for item in tricks] == [("A", "capot")]
