"""Each recovered law of écarté, in a regular case (no ruling, or the regular course) and an irregular one (its ruling).

The records are built by :mod:`tests.ecarte.builders`: one deal, B dealing
to A, the nine of diamonds turned.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.ecarte.builders import PLAY, PREPARE, TURN, deal, one, record

from ecarte import Contradiction, RecordError, adjudicate, law
from ecarte.laws import game
from ecarte.state import CutState, DealState
from lawkit.ruling import Ruling
from lawkit.runner import Adjudication

Adjudged = Adjudication[DealState]


def rulings(result: Adjudged, deal_index: int = 0) -> tuple[Ruling, ...]:
    return result.deals[deal_index].rulings


def cited(ruling: Ruling) -> tuple[int | str, ...]:
    return ruling.cited("ecarte-law")


def scores(result: Adjudged, deal_index: int = 0) -> dict[str, int]:
    return result.deals[deal_index].scores


REGULAR = one(PREPARE + TURN + PLAY)


def test_the_regular_deal_draws_no_ruling_and_gives_a_the_point() -> None:
    result = adjudicate(REGULAR)
    assert rulings(result) == () and scores(result) == {"A": 1, "B": 0}


# -- Law 1: who shuffles -------------------------------------------------------------------


def test_law_1_either_player_shuffles_and_the_dealer_last_without_a_ruling() -> None:
    result = adjudicate(one([{"player": "A", "shuffle": True}, {"player": "B", "shuffle": True}, {"player": "A", "cut": 12}] + TURN + PLAY))
    assert rulings(result) == ()


def test_law_1_the_non_dealer_shuffling_after_the_dealer_leaves_the_dealer_the_last_shuffle() -> None:
    result = adjudicate(one([{"player": "B", "shuffle": True}, {"player": "A", "shuffle": True}, {"player": "A", "cut": 12}] + TURN + PLAY))
    (ruling,) = rulings(result)
    assert cited(ruling) == (1,) and ruling.note and "last shuffle is B's" in ruling.decision


# -- Law 2: how the pack is shuffled ---------------------------------------------------------


def test_law_2_a_shuffle_showing_the_faces_does_not_count() -> None:
    result = adjudicate(one([{"player": "B", "shuffle": "faces shown"}, {"player": "B", "shuffle": True}, {"player": "A", "cut": 12}] + TURN + PLAY))
    (ruling,) = rulings(result)
    assert cited(ruling) == (2,) and ruling.offender_label == "B" and "does not count" in ruling.decision


def test_law_2_no_shuffle_while_the_hand_is_played() -> None:
    result = adjudicate(one(PREPARE + TURN + PLAY[:2] + [{"player": "A", "shuffle": True}] + PLAY[2:]))
    (ruling,) = rulings(result)
    assert cited(ruling) == (2,) and ruling.decision.startswith("Of no effect") and scores(result) == {"A": 1, "B": 0}


# -- Law 3: a cut's size ---------------------------------------------------------------------


def test_law_3_a_cut_of_two_cards_is_a_cut() -> None:
    assert rulings(adjudicate(one([{"player": "A", "cut": 2}] + TURN + PLAY))) == ()


@pytest.mark.parametrize("count", [1, 31])
def test_law_3_a_cut_lifting_or_leaving_one_card_is_made_again(count: int) -> None:
    result = adjudicate(one([{"player": "A", "cut": count}, {"player": "A", "cut": 12}] + TURN + PLAY))
    (ruling,) = rulings(result)
    assert cited(ruling) == (3,) and ruling.decision == "Not a cut: the pack is cut again"


# -- Laws 4, 5, 6: the cut for deal ----------------------------------------------------------


def _cut(*cuts: dict[str, Any]) -> Adjudged:
    return adjudicate(record(deal(PREPARE + TURN + PLAY), cut_for_deal=list(cuts)))


def _cut_state(result: Adjudged) -> CutState:
    assert result.prelude is not None and result.prelude.key == "cut_for_deal"
    state: CutState = result.prelude.state
    return state


def test_law_5_the_higher_ecarte_card_deals_the_king_over_the_ace() -> None:
    result = _cut({"player": "A", "cut": "AS"}, {"player": "B", "cut": "KC"})
    assert _cut_state(result).winner == "B" and result.prelude is not None and result.prelude.rulings == ()


def test_law_5_equal_cards_cut_again() -> None:
    result = _cut({"player": "A", "cut": "JC"}, {"player": "B", "cut": "JH"}, {"player": "A", "cut": "7C"}, {"player": "B", "cut": "8C"})
    assert _cut_state(result).winner == "B" and result.prelude is not None
    assert [cited(r) for r in result.prelude.rulings] == [(5,)]


def test_law_5_the_first_deal_is_made_by_the_winner_of_the_cut() -> None:
    with pytest.raises(RecordError, match="deal 1: A deals this deal, not B"):
        _cut({"player": "A", "cut": "KS"}, {"player": "B", "cut": "QS"})


def test_law_4_a_cut_showing_one_card_counts() -> None:
    result = _cut({"player": "A", "cut": "9H", "shown": "9H"}, {"player": "B", "cut": "QS"})
    assert result.prelude is not None and result.prelude.rulings == ()


def test_law_4_a_cut_showing_two_cards_is_made_again() -> None:
    result = _cut({"player": "A", "cut": "KC", "shown": "KC 8H"}, {"player": "A", "cut": "9H"}, {"player": "B", "cut": "QS"})
    assert _cut_state(result).winner == "B" and result.prelude is not None
    (ruling,) = result.prelude.rulings
    assert cited(ruling) == (4,) and ruling.offender_label == "A"


def test_law_6_a_cut_for_deal_with_a_correct_pack_stands_without_a_ruling() -> None:
    result = _cut({"player": "A", "cut": "9H"}, {"player": "B", "cut": "QS"})
    assert _cut_state(result).winner == "B" and result.prelude is not None and result.prelude.rulings == ()


def test_law_6_the_cut_for_deal_stands_though_the_pack_is_incorrect() -> None:
    result = _cut({"player": "A", "cut": "9H"}, {"player": "B", "cut": "QS"}, {"player": "A", "claim": "incorrect pack"})
    assert _cut_state(result).winner == "B" and result.prelude is not None
    (ruling,) = result.prelude.rulings
    assert cited(ruling) == (6,) and "stands" in ruling.decision


# -- Law 7: a card shown in the cut to the dealer -------------------------------------------


def test_law_7_a_cut_showing_no_card_stands() -> None:
    assert rulings(adjudicate(one([{"player": "A", "cut": 16}] + TURN + PLAY))) == ()


def test_law_7_a_card_shown_in_the_cut_means_a_fresh_cut() -> None:
    result = adjudicate(one([{"player": "A", "cut": 12, "exposed": "TH"}, {"player": "A", "cut": 15}] + TURN + PLAY))
    (ruling,) = rulings(result)
    assert cited(ruling) == (7,) and ruling.decision == "A fresh cut"


# -- Law 8: the order of distribution --------------------------------------------------------

OTHER_HANDS = {"A": "JH 8S TS 8D 7C", "B": "KH QH 7H AS 9C"}
OTHER_PLAY = [{"player": "B" if e["player"] == "A" else "A", "play": e["play"]} for e in PLAY]


def test_law_8_a_dealer_tells_his_order_at_the_start_of_a_game_and_deals_in_it() -> None:
    told = [{"player": "B", "order": "2-3"}, {"player": "A", "cut": 12}]
    result = adjudicate(one(told + TURN + PLAY, order="2-3"))
    assert rulings(result) == ()


def test_law_8_the_order_is_not_changed_within_a_game() -> None:
    result = adjudicate(record(
        deal(PREPARE + TURN + PLAY, order="3-2"),
        deal([{"player": "B", "cut": 12}, {"player": "A", "turn": 1}] + OTHER_PLAY, hands=OTHER_HANDS, dealer="A", order="2-3"),
        deal([{"player": "B", "order": "2-3"}, {"player": "A", "cut": 12}] + TURN + PLAY, order="3-2"),
    ))
    (ruling,) = rulings(result, 2)
    assert cited(ruling) == (8,) and ruling.offender_label == "B" and ruling.decision.startswith("Of no effect")


# -- Law 9: a wrong deal ------------------------------------------------------------------------

SIX = {"A": "KH QH 7H AS 9C 9H", "B": "JH 8S TS 8D"}


def test_law_9_a_claim_against_a_right_deal_is_of_no_effect() -> None:
    result = adjudicate(one(PREPARE + [{"player": "A", "claim": "misdeal"}] + TURN + PLAY))
    (ruling,) = rulings(result)
    assert cited(ruling) == (9,) and "the deal was right" in ruling.decision


def test_law_9_six_cards_claimed_in_time_give_the_non_dealer_the_choice_and_rectify_makes_five_each() -> None:
    claimed = PREPARE + [{"player": "A", "claim": "misdeal"}, {"player": "A", "elect": "rectify"}] + TURN
    result = adjudicate(one(claimed, hands=SIX, top="9D 7C"))
    first, second = rulings(result)
    assert cited(first) == (9,) and first.offender_label == "B" and [o.elector_label for o in first.options] == ["A", "A"]
    state = result.deals[0].state
    assert [len(state.hands[p]) for p in "AB"] == [5, 5] and "9H" in [str(c) for c in state.hands["B"]]
    assert str(state.trump) == "9D"


def test_law_9_the_trump_turned_before_the_non_dealer_chooses_is_ruled_of_no_effect_and_his_choice_stands_open() -> None:
    """An act at the table is ruled, never refused: the dealer turning up while the choice of Law 9 is awaited."""
    claimed = PREPARE + [{"player": "A", "claim": "misdeal"}, {"player": "B", "turn": 1}, {"player": "A", "elect": "rectify"}] + TURN
    result = adjudicate(one(claimed, hands=SIX, top="9D 7C"))
    claim, early, elected = rulings(result)
    assert cited(early) == (9,) and early.offender_label == "B" and early.outcome.value == "no-effect"
    assert "A has first to choose" in early.decision and early.event == claim.event + 1
    assert elected.event == early.event + 1  # the election is still his, and taken
    state = result.deals[0].state
    assert [len(state.hands[p]) for p in "AB"] == [5, 5] and str(state.trump) == "9D"


def test_law_9_a_fresh_deal_elected_voids_the_deal_and_the_same_dealer_deals_again() -> None:
    claimed = PREPARE + [{"player": "A", "claim": "misdeal"}, {"player": "A", "elect": "fresh deal"}]
    result = adjudicate(record(deal(claimed, hands=SIX, top="9D 7C"), deal(PREPARE + TURN + PLAY)))
    assert result.deals[0].state.void and result.deals[1].state.dealer == "B" and scores(result, 1) == {"A": 1, "B": 0}
    assert [r.void for r in rulings(result)] == [False, True]  # the election's ruling makes the deal void


def test_law_9_after_looking_at_his_hand_the_non_dealer_has_no_remedy() -> None:
    result = adjudicate(one(PREPARE + [{"player": "A", "look": True}, {"player": "A", "claim": "misdeal"}], hands=SIX, top="9D 7C"))
    (ruling,) = rulings(result)
    assert cited(ruling) == (9,) and "The deal stands" in ruling.decision and "looked" in ruling.decision
    assert result.deals[0].state.pending is None


def outcome(ruling: Ruling) -> tuple[str | None, str]:
    return ruling.offender_label, ruling.outcome.value


CLAIMED = PREPARE + [{"player": "A", "claim": "misdeal"}]


def test_law_9_the_non_dealer_who_looks_before_choosing_has_let_the_choice_go_and_the_deal_stands() -> None:
    """Law 9's choice lasts only until he sees his cards: seeing them ends it with no one at fault, and a later election is too late."""
    after = [{"player": "A", "look": True}, {"player": "A", "elect": "fresh deal"}, {"player": "A", "claim": "misdeal"}]
    result = adjudicate(one(CLAIMED + after + TURN, hands=SIX, top="9D 7C"))
    claim, gone, late, again = rulings(result)
    assert cited(gone) == (9,) and outcome(gone) == (None, "ruled") and gone.event == claim.event + 1
    assert "choice is gone and the deal stands" in gone.decision
    assert cited(late) == (9,) and outcome(late) == (None, "too-late")
    assert outcome(again) == (None, "no-effect") and "claimed already" in again.decision
    state = result.deals[0].state
    assert not state.void and [len(state.hands[p]) for p in "AB"] == [5, 5] and str(state.trump) == "9D"


def test_law_9_a_proposal_needs_the_hand_seen_so_it_ends_the_choice_and_is_itself_of_no_effect_before_the_turn() -> None:
    result = adjudicate(one(CLAIMED + [{"player": "A", "propose": True}] + TURN + [{"player": "A", "propose": True}], hands=SIX, top="9D 7C"))
    claim, gone, early = rulings(result)
    assert outcome(gone) == (None, "ruled") and cited(early) == (10,) and outcome(early) == ("A", "no-effect")
    assert gone.event == early.event and result.deals[0].state.proposals == 1  # proposed again once the trump is turned


# -- Law 10: the trump turned ------------------------------------------------------------------


def test_law_10_the_dealer_turns_the_top_card_of_the_stock() -> None:
    result = adjudicate(one(PREPARE + TURN + PLAY))
    assert str(result.deals[0].state.trump) == "9D"


def test_law_10_a_proposal_before_the_turn_is_of_no_effect() -> None:
    result = adjudicate(one(PREPARE + [{"player": "A", "propose": True}] + TURN + PLAY))
    (ruling,) = rulings(result)
    assert cited(ruling) == (10,) and ruling.offender_label == "A"
    assert result.deals[0].state.without_proposing  # the proposal did not count


# -- Law 11: more than one card turned -------------------------------------------------------


def test_law_11_one_card_turned_is_the_trump_without_a_ruling() -> None:
    assert rulings(adjudicate(one(PREPARE + TURN))) == ()


def test_law_11_two_cards_turned_the_non_dealer_names_the_trump() -> None:
    result = adjudicate(one(PREPARE + [{"player": "B", "turn": 2}, {"player": "A", "elect": "trump KD"}], top="9D KD"))
    first, second = rulings(result)
    assert cited(first) == (11,) and [o.text for o in first.options] == ["9D is the trump", "KD is the trump", "a fresh deal"]
    state = result.deals[0].state
    assert str(state.trump) == "KD" and str(state.stock[0]) == "9D"
    assert [(m.player, m.item) for m in state.marks] == [("B", "king")]  # a king chosen for trumps is the dealer's


def test_law_11_two_cards_turned_after_the_non_dealer_looked_is_a_fresh_deal() -> None:
    result = adjudicate(one(PREPARE + [{"player": "A", "look": True}, {"player": "B", "turn": 2}], top="9D KD"))
    (ruling,) = rulings(result)
    assert cited(ruling) == (11,) and result.deals[0].state.void


@pytest.mark.parametrize("act", [{"player": "A", "look": True}, {"player": "A", "play": "KH"}])
def test_law_11_the_non_dealer_who_sees_his_hand_before_naming_the_trump_has_a_fresh_deal(act: dict[str, Any]) -> None:
    """Once the non-dealer has seen his cards the choice of Law 11 is no longer his: the deal is made again, the dealer at fault."""
    turned = PREPARE + [{"player": "B", "turn": 2}, act]
    result = adjudicate(record(deal(turned, top="9D KD"), deal(PREPARE + TURN + PLAY)))
    offered, fresh = rulings(result)
    assert cited(fresh) == (11,) and fresh.cited("ecarte-game") == (2,) and outcome(fresh) == ("B", "void")
    assert fresh.event == offered.event + 1 and result.deals[0].state.void and scores(result, 1) == {"A": 1, "B": 0}


# -- Law 40: a lead out of turn ---------------------------------------------------------------


def test_law_40_the_winner_of_a_trick_leads_the_next() -> None:
    result = adjudicate(one(PREPARE + TURN + PLAY))
    assert [t.leader for t in result.deals[0].state.tricks] == ["A", "A", "B", "A", "A"]


def test_law_40_a_lead_out_of_turn_is_taken_back_before_it_is_played_to() -> None:
    events = PREPARE + TURN + PLAY[:2] + [{"player": "B", "play": "TS"}, {"player": "B", "retake": True}] + PLAY[2:]
    result = adjudicate(one(events))
    first, second = rulings(result)
    assert cited(first) == (40,) and first.offender_label == "B" and cited(second) == (40,) and "without penalty" in second.decision
    assert scores(result) == {"A": 1, "B": 0}


def test_law_40_a_lead_out_of_turn_played_to_stands() -> None:
    events = PREPARE + TURN + PLAY[:2] + [{"player": "B", "play": "8D"}, {"player": "A", "play": "QH"}, {"player": "B", "retake": True}]
    result = adjudicate(one(events))
    first, second = rulings(result)
    assert cited(second) == (40,) and second.decision == "Of no effect: the card stays played"
    assert result.deals[0].state.tricks[-1].leader == "B"


# -- Law 41: a suit named and another led -------------------------------------------------------


def test_law_41_a_leader_naming_the_suit_he_leads_draws_no_ruling() -> None:
    events = PREPARE + TURN + [{"player": "A", "play": "KH", "naming": "H"}] + PLAY[1:]
    assert rulings(adjudicate(one(events))) == ()


def test_law_41_the_adversary_may_have_the_suit_named_led() -> None:
    events = PREPARE + TURN + [{"player": "A", "play": "KH", "naming": "S"}, {"player": "B", "elect": "suit named"}, {"player": "A", "play": "AS"}]
    result = adjudicate(one(events))
    first, second = rulings(result)
    assert cited(first) == (41,) and [o.elector_label for o in first.options] == ["B", "B"]
    assert result.deals[0].state.trick[0][1].suit.letter == "S"


def test_law_41_playing_to_the_card_led_is_the_adversary_s_election() -> None:
    events = PREPARE + TURN + [{"player": "A", "play": "KH", "naming": "S"}] + PLAY[1:]
    result = adjudicate(one(events))
    assert [cited(r) for r in rulings(result)] == [(41,)] and scores(result) == {"A": 1, "B": 0}


NAMED = PREPARE + TURN + [{"player": "A", "play": "KH", "naming": "S"}]


def test_law_41_the_leader_taking_his_card_back_once_it_is_played_to_is_too_late() -> None:
    result = adjudicate(one(NAMED + [PLAY[1], {"player": "A", "retake": True}] + PLAY[2:]))
    named, late = rulings(result)
    assert cited(late) == (41,) and outcome(late) == ("A", "too-late") and scores(result) == {"A": 1, "B": 0}


def test_law_41_an_election_after_playing_to_the_card_led_is_too_late_and_one_never_offered_of_no_effect() -> None:
    late = adjudicate(one(NAMED + [PLAY[1], {"player": "B", "elect": "suit named"}] + PLAY[2:]))
    assert cited(rulings(late)[-1]) == (41,) and outcome(rulings(late)[-1]) == (None, "too-late")
    unasked = adjudicate(one(PREPARE + TURN + PLAY[:2] + [{"player": "B", "elect": "card led"}] + PLAY[2:]))
    (ruling,) = rulings(unasked)
    assert cited(ruling) == (41,) and outcome(ruling) == (None, "no-effect") and scores(unasked) == {"A": 1, "B": 0}
    with pytest.raises(RecordError, match="event 6: B elects 'lead again', which no law of écarté offers"):
        adjudicate(one(PREPARE + TURN + PLAY[:2] + [{"player": "B", "elect": "lead again"}]))


def test_law_41_a_leader_without_the_suit_named_cannot_take_his_card_back() -> None:
    events = PREPARE + TURN + [{"player": "A", "play": "KH", "naming": "C"}]
    result = adjudicate(one(events, hands={"A": "KH QH 7H AS 9S", "B": "JH 8S TS 8D 7C"}))
    (ruling,) = rulings(result)
    assert cited(ruling) == (41,) and ruling.options == () and "stays led" in ruling.decision


def test_law_41_the_suit_named_must_then_be_led() -> None:
    events = PREPARE + TURN + [{"player": "A", "play": "KH", "naming": "S"}, {"player": "B", "elect": "suit named"}, {"player": "A", "play": "QH"}]
    with pytest.raises(RecordError, match="event 6: A must lead a spade"):
        adjudicate(one(events))


# -- Law 42: a hand abandoned ------------------------------------------------------------------


def test_law_42_cards_laid_down_claiming_to_score_are_not_an_abandoned_hand() -> None:
    events = PREPARE + TURN + PLAY[:6] + [{"player": "A", "lay_down": True}] + PLAY[6:]
    result = adjudicate(one(events))
    (ruling,) = rulings(result)
    assert cited(ruling) == (42,) and ruling.note and scores(result) == {"A": 1, "B": 0}


@pytest.mark.parametrize(("played", "item", "points"), [(2, "vole", 2), (6, "point", 1)])
def test_law_42_a_hand_abandoned_gives_the_adversary_the_vole_or_the_point(played: int, item: str, points: int) -> None:
    events = PREPARE + TURN + PLAY[:played] + [{"player": "B", "abandon": True}]
    result = adjudicate(one(events))
    (ruling,) = rulings(result)
    assert cited(ruling) == (42,) and ruling.offender_label == "B"
    assert [(m.player, m.item, m.points) for m in result.deals[0].state.marks] == [("A", item, points)]


def test_law_42_the_point_counts_two_against_a_dealer_who_refused_the_first_proposal() -> None:
    events = PREPARE + TURN + [{"player": "A", "propose": True}, {"player": "B", "refuse": True}] + PLAY[:6] + [{"player": "B", "abandon": True}]
    result = adjudicate(one(events))
    assert scores(result) == {"A": 2, "B": 0}


# -- Law 43: a revoke, or a trick not won -----------------------------------------------------

#: B holds the trumps; he throws a spade to A's first heart when he could have trumped.
STRONG = {"A": "7H 8H 7C 8C 7S", "B": "KD QD JD KS QS"}
NOT_WON = [
    {"player": "A", "play": "7H"}, {"player": "B", "play": "KS"},
    {"player": "A", "play": "8H"}, {"player": "B", "play": "QD"},
    {"player": "B", "play": "KD"}, {"player": "A", "play": "7C"},
    {"player": "B", "play": "JD"}, {"player": "A", "play": "8C"},
    {"player": "B", "play": "QS"}, {"player": "A", "play": "7S"},
]


def test_law_43_a_claim_when_the_adversary_played_as_he_must_is_of_no_effect() -> None:
    result = adjudicate(one(PREPARE + TURN + PLAY + [{"player": "B", "claim": "revoke"}]))
    (ruling,) = rulings(result)
    assert cited(ruling) == (43,) and ruling.decision.startswith("Of no effect") and scores(result) == {"A": 1, "B": 0}


def test_law_43_the_offender_s_point_worth_two_scores_one_when_the_hand_stands() -> None:
    unclaimed = adjudicate(one(PREPARE + TURN + NOT_WON, hands=STRONG))
    assert scores(unclaimed) == {"A": 0, "B": 2}  # A played without proposing and lost the point
    result = adjudicate(one(PREPARE + TURN + NOT_WON + [{"player": "A", "claim": "revoke"}, {"player": "A", "elect": "stand"}], hands=STRONG))
    claim, _ = rulings(result)
    assert cited(claim) == (43,) and claim.offender_label == "B" and claim.penalty is not None
    assert [o.elector_label for o in claim.options] == ["A", "A"] and claim.findings[0].events == (4,)
    assert scores(result) == {"A": 0, "B": 1}


def test_law_43_the_hands_played_again_and_the_offender_s_point_scores_nothing() -> None:
    proposed = [{"player": "A", "propose": True}, {"player": "B", "accept": True}, {"player": "A", "discard": "7S"}, {"player": "B", "discard": ""}]
    replay = [{"player": "A", "claim": "revoke"}, {"player": "A", "elect": "play again"}]
    again = [
        {"player": "A", "play": "7H"}, {"player": "B", "play": "QD"},
        {"player": "B", "play": "KD"}, {"player": "A", "play": "7C"},
        {"player": "B", "play": "JD"}, {"player": "A", "play": "8C"},
        {"player": "B", "play": "KS"}, {"player": "A", "play": "8H"},
    ]
    events = PREPARE + TURN + proposed + NOT_WON[:2] + replay + again
    result = adjudicate(one(events, hands=STRONG))
    state = result.deals[0].state
    assert len(state.tricks) == 4 and state.won("B") == 4  # played again from the first lead; one card each left
    last = [{"player": "B", "play": "QS"}, {"player": "A", "play": str(state.hands["A"][0])}]
    result = adjudicate(one(events + last, hands=STRONG))
    assert [(m.player, m.item, m.points) for m in result.deals[0].state.marks] == [("B", "vole", 1)]


def test_law_43_the_card_taken_back_before_the_next_lead_costs_nothing() -> None:
    fixed = NOT_WON[:2] + [{"player": "B", "retake": True}, {"player": "B", "play": "QD"}]
    result = adjudicate(one(PREPARE + TURN + fixed, hands=STRONG))
    (ruling,) = rulings(result)
    assert cited(ruling) == (43,) and "no penalty" in ruling.decision and result.deals[0].state.offences == ()


REVOKED = PREPARE + TURN + NOT_WON[:2] + [{"player": "A", "claim": "revoke"}]


def test_law_43_the_play_goes_on_after_the_claim_and_the_claimant_may_have_it_played_again_later() -> None:
    """The replay does not come first: play after the claim is regular play, and the choice waits beside it."""
    result = adjudicate(one(REVOKED + NOT_WON[2:6] + [{"player": "A", "elect": "play again"}], hands=STRONG))
    claim, again = rulings(result)
    assert outcome(claim) == ("B", "penalty") and again.event == claim.event + 5 and again.note
    state = result.deals[0].state
    assert state.tricks == () and state.replay is None and state.limited == "B"


def test_law_43_a_replay_never_elected_leaves_the_hand_standing_with_the_offender_limited() -> None:
    result = adjudicate(one(REVOKED + NOT_WON[2:], hands=STRONG))
    assert [outcome(r) for r in rulings(result)] == [("B", "penalty")] and scores(result) == {"A": 0, "B": 1}
    assert [o.key for o in result.deals[0].open] == ["revoke"]  # open until the next deal


def test_law_43_the_claimant_who_gives_up_his_hand_may_still_have_the_hands_played_again() -> None:
    """Law 43 keeps the replay for a claimant even when he has given his hand up: Law 42 rules the abandonment, the choice stays."""
    result = adjudicate(one(REVOKED + [{"player": "A", "abandon": True}, {"player": "A", "elect": "play again"}], hands=STRONG))
    claim, given_up, again = rulings(result)
    assert cited(given_up) == (42, 43) and outcome(given_up) == ("A", "penalty") and "unless A has the hands played" in given_up.decision
    state = result.deals[0].state
    assert state.abandoned is None and state.stage.value == "play" and scores(result) == {"A": 0, "B": 0}


def test_law_43_the_revoke_taken_back_after_the_claim_costs_nothing_and_ends_the_choice_of_a_replay() -> None:
    fixed = [{"player": "B", "retake": True}, {"player": "B", "play": "QD"}, {"player": "A", "elect": "play again"}]
    result = adjudicate(one(REVOKED + fixed + NOT_WON[4:] + [{"player": "B", "play": "KS"}, {"player": "A", "play": "8H"}], hands=STRONG))
    claim, corrected, unanswered = rulings(result)
    assert outcome(corrected) == ("B", "corrected") and "no longer has the choice" in corrected.decision
    assert cited(unanswered) == (43,) and outcome(unanswered) == (None, "no-effect")
    assert result.deals[0].state.limited is None and scores(result) == {"A": 0, "B": 2}  # no limit: his vole scores two


def test_law_43_the_revoke_taken_back_in_time_after_the_hand_was_let_stand_costs_nothing_either() -> None:
    fixed = [{"player": "A", "elect": "stand"}, {"player": "B", "retake": True}, {"player": "B", "play": "QD"}, {"player": "A", "elect": "play again"}]
    result = adjudicate(one(REVOKED + fixed + NOT_WON[4:] + [{"player": "B", "play": "KS"}, {"player": "A", "play": "8H"}], hands=STRONG))
    assert [outcome(r) for r in rulings(result)] == [("B", "penalty"), (None, "note"), ("B", "corrected"), (None, "no-effect")]
    assert scores(result) == {"A": 0, "B": 2}


# -- Law 44: new cards --------------------------------------------------------------------------


def test_law_44_two_new_packs_called_for_draw_no_ruling() -> None:
    assert rulings(adjudicate(one(PREPARE + TURN + PLAY + [{"player": "A", "new_cards": True}]))) == ()


def test_law_44_the_dealer_chooses_between_the_new_packs() -> None:
    result = adjudicate(one(PREPARE + TURN + PLAY + [{"player": "A", "new_cards": True, "chosen_by": "A"}]))
    (ruling,) = rulings(result)
    assert cited(ruling) == (44,) and "B, the dealer, chooses" in ruling.decision


# -- Law 45: a faulty pack ------------------------------------------------------------------------


def test_law_45_a_claim_against_a_correct_pack_is_of_no_effect() -> None:
    result = adjudicate(one(PREPARE + TURN + PLAY + [{"player": "B", "claim": "incorrect pack"}]))
    (ruling,) = rulings(result)
    assert cited(ruling) == (45,) and scores(result) == {"A": 1, "B": 0}


def test_law_45_a_faulty_pack_voids_the_deal_found_and_the_deals_before_stand() -> None:
    first = deal(PREPARE + TURN + PLAY)
    faulty = deal([{"player": "A", "shuffle": True}, {"player": "B", "cut": 12}, {"player": "A", "turn": 1}, {"player": "A", "claim": "incorrect pack"}],
                  hands=OTHER_HANDS, dealer="A", pack={"extra": "9C"})
    result = adjudicate(record(first, faulty))
    (ruling,) = rulings(result, 1)
    assert cited(ruling) == (45,) and result.deals[1].state.void and ruling.void
    assert scores(result, 0) == {"A": 1, "B": 0} and result.totals == {"A": 1, "B": 0}


def test_law_45_a_pack_with_a_card_twice_must_be_declared() -> None:
    data = one(PREPARE)
    data["deals"][0]["stock"] += " 9C"
    with pytest.raises(RecordError, match="deal 1: 9C is given twice"):
        adjudicate(data)


# -- Law 46: the game --------------------------------------------------------------------------


def test_law_46_the_game_is_won_at_five() -> None:
    result = adjudicate(record(deal(PREPARE + TURN + PLAY), start={"scores": {"A": 4, "B": 0}}))
    (ruling,) = rulings(result)
    assert cited(ruling) == (46,) and ruling.event is None and result.carried.games[0]["winner"] == "A"
    assert result.totals == {"A": 0, "B": 0}


def test_law_46_points_over_five_are_not_carried_into_the_next_game() -> None:
    result = adjudicate(record(deal(PREPARE + TURN + PLAY[:2] + [{"player": "B", "abandon": True}]), start={"scores": {"A": 4, "B": 2}}))
    (abandoned, game_ruling) = rulings(result)
    assert cited(game_ruling) == (46,) and "1 point over five is not carried" in game_ruling.decision
    assert result.carried.games[0]["scores"] == {"A": 6, "B": 2} and result.totals == {"A": 0, "B": 0}


# -- the regular game's own rules ------------------------------------------------------------


def test_game_rule_3_the_king_of_trumps_is_marked_before_the_first_card_and_not_after() -> None:
    kinged = {"A": "KD QH 7H AS 9C", "B": "JH 8S TS 8D 7C"}
    on_time = adjudicate(one(PREPARE + TURN + [{"player": "A", "king": True}], hands=kinged))
    assert [(m.player, m.item) for m in on_time.deals[0].state.marks] == [("A", "king")]
    late = adjudicate(one(PREPARE + TURN + [{"player": "A", "play": "QH"}, {"player": "A", "king": True}], hands=kinged))
    (ruling,) = rulings(late)
    assert ruling.cited("ecarte-game") == (3,) and late.deals[0].state.marks == ()


def test_game_rule_4_a_card_not_held_cannot_be_discarded() -> None:
    events = PREPARE + TURN + [{"player": "A", "propose": True}, {"player": "B", "accept": True}, {"player": "A", "discard": "JH"}]
    with pytest.raises(RecordError, match="deal 1, event 6: A discards JH, which he does not hold"):
        adjudicate(one(events))


def test_an_act_the_deal_contradicts_is_refused_with_its_place() -> None:
    with pytest.raises(RecordError, match="deal 1, event 5: B plays 9H, which is not in his hand"):
        adjudicate(one(PREPARE + TURN + [{"player": "A", "play": "KH"}, {"player": "B", "play": "9H"}]))
    assert issubclass(Contradiction, Exception) and law(43) != game(3)
