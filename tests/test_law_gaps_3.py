"""Tests the mutation sample of the speed work asked for: the edges of the run of plays, the partie's bounds, combinations in spades, good against the cards."""

from __future__ import annotations

import random

import pytest

from piquet.errors import RecordError
from piquet.formats.record_json import read_record
from piquet.game.acts import Event, Play
from piquet.formats.acts_json import event_from_json
from piquet.referee.apply import replay, step
from piquet.referee.simulate import play_random_deal
from piquet.game.state import DealState, Phase
from piquet.referee.runs.play import play_run
from piquet.game.partie import MOST_IN_A_DEAL
from piquet.rules.scoring import CAPOT_POINTS, CARTE_BLANCHE_POINTS, REPIQUE_BONUS, TRICKS_IN_A_DEAL
from piquet.table.cards import PACK, Rank, Suit
from piquet.table.cardsets import Hand
from piquet.table.claims import good_against_the_cards
from piquet.table.combinations import Sequence, point_score, points, sequence_score, set_score
from piquet.testing.machine import _next_act
from tests.irregular_scenarios import SCENARIOS, start
from tests.run_equivalence import act_by_act as _act_by_act

def test_law_59_a_run_of_plays_asked_to_start_past_the_last_act_does_nothing() -> None:
    deal = play_random_deal(random.Random(3))
    events = tuple(deal.events)
    assert play_run(deal.final, events, len(events)) == (deal.final, len(events))


def _random_play(state: DealState, rng: random.Random) -> Event:
    from piquet.rules.play import legal_cards

    if state.pending:
        who = 1 - state.leader
        allowed = legal_cards(state.hands[who], state.pending[0]) or state.hands[who]
    else:
        who = state.leader
        allowed = state.hands[who]
    choices = [i for i in range(32) if allowed >> i & 1]
    return Play(state.setup.label(who), (PACK[rng.choice(choices)],))


def test_law_57_a_card_laid_down_after_the_end_with_unequal_hands_is_taken_alike_run_or_no_run() -> None:
    """With hands of unequal length the play ends with cards left in one hand; laying one down after that is the trick
    Law 57 gives its holder: accepted with no ruling, the same whether the plays go through the run or act by act."""
    name = "law 42 the elder stands with eleven"
    for seed in range(200):
        rng = random.Random(seed)
        state = start(name)
        events = [event_from_json(act) for act in SCENARIOS[name]]
        for event in events:
            state = step(state, event).state
        while not state.finished:
            act = _next_act(state, rng) if state.phase is Phase.EXCHANGE else _random_play(state, rng)
            events.append(act)
            state = step(state, act).state
        if state.hands[state.leader]:
            break
    else:
        raise AssertionError("no play of the scenario left the lead with the hand that has cards left")
    bits = state.hands[state.leader]
    events.append(Play(state.setup.label(state.leader), (PACK[(bits & -bits).bit_length() - 1],)))
    # Replay from the first lead, the options of the exchange set aside, so the run of plays takes the deal to its end.
    first_play = next(i for i, e in enumerate(events) if isinstance(e, Play))
    initial = start(name)
    for event in events[:first_play]:
        initial = step(initial, event).state
    initial = initial.evolve(elections=())
    events = events[first_play:]
    done, fault = _act_by_act(initial, tuple(events))
    assert fault is None and done.rulings == initial.rulings
    replayed = replay(initial, tuple(events))
    assert (replayed.rulings, replayed.hands, replayed.tricks) == (done.rulings, done.hands, done.tricks)


def test_laws_61_to_69_the_bound_on_a_deal_is_the_sum_of_every_items_highest_score() -> None:
    highest_play = TRICKS_IN_A_DEAL + 1  # a point for each card led, and the last trick
    assert MOST_IN_A_DEAL == (
        CARTE_BLANCHE_POINTS + point_score(8) + 2 * sequence_score(6) + 3 * set_score(4) + REPIQUE_BONUS + highest_play + CAPOT_POINTS
    ) == 205


def test_law_71_a_single_point_before_any_deal_is_more_than_the_laws_allow() -> None:
    data = {"players": ["A", "B"], "start": {"scores": {"A": 1, "B": 0}, "deals_played": 0}, "deals": []}
    with pytest.raises(RecordError, match="more than the laws allow"):
        read_record(data)


def test_law_62_every_suit_is_a_point_spades_included() -> None:
    found = points(Hand.parse("AS KS QS JS 9H 8H 7D"))
    assert [(p.suit.name, p.length) for p in found] == [("SPADES", 4), ("HEARTS", 2), ("DIAMONDS", 1)]


def test_law_48_a_quart_is_not_good_against_the_cards_when_the_adversary_could_hold_a_quint() -> None:
    """The adversary's best possible sequence counts, not his worst: unseen here are a huitième in spades down to a tierce in diamonds."""
    quart = Sequence(Suit.HEARTS, 4, Rank.ACE)
    known = Hand.parse("AH KH QH JH AD KD QD JD TD AC KC QC").bits
    assert not good_against_the_cards(quart, known)
    every_run_but_tierces = Hand.parse("AH KH QH JH AS QS TS 8S AD QD TD 8D AC QC TC 8C").bits  # the unseen cards hold no sequence at all
    assert good_against_the_cards(quart, every_run_but_tierces)


def test_law_57_a_lead_left_unanswered_counts_as_a_trick_to_the_hand_that_led_it() -> None:
    """The long hand's lead the short hand cannot answer counts with the cards still in his hand."""
    from piquet.game.state import YOUNGER, Phase
    from piquet.rules.scoring import uncontested

    deal = play_random_deal(random.Random(11))
    final = deal.final
    kept = final.tricks[:9]
    ended = final.evolve(
        phase=Phase.FINISHED,
        tricks=kept,
        hands=(0, Hand.parse("AS KS").bits),
        pending=(Hand.parse("QS").bits.bit_length() - 1,),
        leader=YOUNGER,
        conceded_by=None,
    )
    assert uncontested(ended) == (YOUNGER, 3)


def test_law_59_a_card_played_to_a_finished_trick_cannot_be_taken_back() -> None:
    state = start()
    first_lead = None
    for act in [
        {"player": "A", "exchange": "KS 8C 7C 9D 8D"},
        {"player": "B", "exchange": "7S 9H 7H"},
        {"declare": "all"},
    ]:
        state = step(state, event_from_json(act)).state
    lead = PACK[(state.hands[0] & -state.hands[0]).bit_length() - 1]
    state = step(state, Play("A", (lead,))).state
    answer = _next_act(state, random.Random(0))
    state = step(state, answer).state
    first_lead = lead
    done = step(state, event_from_json({"player": "A", "retake": first_lead.code}))
    assert done.state.tricks == state.tricks
    assert [r.decision for r in done.rulings] == ["Of no effect: a card once led or played cannot be taken up; the play stands"]


def test_law_63_a_huitieme_is_named_so_without_major_or_minor() -> None:
    assert Sequence(Suit.SPADES, 8, Rank.ACE).name == "huitième"
    assert Sequence(Suit.SPADES, 7, Rank.ACE).name == "septième major"


def test_law_63_no_sequence_runs_below_the_seven() -> None:
    with pytest.raises(ValueError):
        Sequence(Suit.SPADES, 8, Rank.KING)
    with pytest.raises(ValueError):
        Sequence(Suit.SPADES, 3, Rank.EIGHT)
    assert Sequence(Suit.SPADES, 3, Rank.NINE).name == "tierce minor"


def test_law_64_no_trio_or_quatorze_below_the_ten() -> None:
    from piquet.table.combinations import RankSet

    with pytest.raises(ValueError):
        RankSet(Rank.NINE, 3)
    with pytest.raises(ValueError):
        RankSet(Rank.ACE, 2)
    assert RankSet(Rank.TEN, 4).name == "quatorze of tens"
