"""Law 59: a run of regular plays taken at once leaves exactly the state the act-by-act referee leaves.

:func:`piquet.referee.runs.play.play_run` is the base rule of the play applied to
many cards in one pass; the referee uses it in :func:`piquet.replay` and
:func:`piquet.adjudicate`.  These tests replay the same acts both ways,
regular deals and deals whose plays were altered into every irregularity
(a lead out of turn, a revoke, a card not held, a play after the end, a
string of leads), and compare every field of the state, or the act at
fault.
"""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.game.acts import Play
from piquet.referee.apply import advance, step
from piquet.referee.simulate import play_random_deal
from piquet.lawbook import registry
from piquet.referee.runs.play import play_run
from piquet.table.cards import PACK
from tests.run_equivalence import act_by_act as _act_by_act, assert_same as _same


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_law_59_a_run_of_regular_plays_leaves_the_referees_state(seed: int) -> None:
    deal = play_random_deal(random.Random(seed))
    _same(deal.initial, tuple(deal.events))


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_law_59_irregular_plays_in_a_run_are_left_to_the_rules_that_answer_them(seed: int, data: st.DataObject) -> None:
    deal = play_random_deal(random.Random(seed))
    events = list(deal.events)
    plays = [i for i, e in enumerate(events) if isinstance(e, Play)]
    for _ in range(data.draw(st.integers(1, 3), label="alterations")):
        at = data.draw(st.sampled_from(plays), label="play altered")
        player = data.draw(st.sampled_from(["A", "B", "C"]), label="player")
        cards = data.draw(st.lists(st.sampled_from(PACK), min_size=1, max_size=3, unique=True), label="cards")
        how = data.draw(st.sampled_from(["replace", "insert", "drop"]), label="how")
        if how == "replace":
            events[at] = Play(player, tuple(cards))
        elif how == "insert":
            events.insert(at, Play(player, tuple(cards)))
        elif len(events) > 1:
            del events[at]
        plays = [i for i, e in enumerate(events) if isinstance(e, Play)] or plays
    _same(deal.initial, tuple(events))


def test_law_59_the_run_steps_aside_when_another_rule_answers_play(monkeypatch: pytest.MonkeyPatch) -> None:
    deal = play_random_deal(random.Random(5))
    events = tuple(deal.events)
    state = deal.initial
    # Act by act to the first trick made: from there on the run takes the plays (advance would take them all at once).
    for position, event in enumerate(events):
        if state.tricks:
            break
        state = step(state, event).state
    assert play_run(state, events, position)[1] > position
    # A new rule for "play" that does not declare the run's mark: the run steps aside rather than pass it over.
    new = attrs.evolve(registry.rule_named("piquet.rules.play.revoke"), name="a.new.rule", marks=frozenset())
    book = registry.PIQUET_RULES
    monkeypatch.setitem(book._by_verb, "play", [new, *book._by_verb["play"]])
    monkeypatch.setattr(book, "_candidates", {})
    monkeypatch.setattr(book, "_marked", {})
    assert play_run(state, events, position) == (state, position)


def test_laws_54_56_the_run_settles_the_first_trick_as_the_referee_does() -> None:
    taken = 0
    for seed in range(40):
        deal = play_random_deal(random.Random(seed))
        events = tuple(deal.events)
        state = deal.initial
        for position, event in enumerate(events):
            if isinstance(event, Play) and event.player == state.setup.younger and not state.played[1] and not state.tricks:
                break
            state = step(state, event).state
        else:
            continue
        after, index = play_run(state, events, position)
        if index > position:
            taken += 1
            _same(deal.initial, events)  # the whole deal, both ways
            slow = state
            for event in events[position:index]:
                slow = step(slow, event).state
            assert after == slow
    assert taken >= 10


def test_law_56_a_call_left_unanswered_at_the_first_trick_is_allowed_whether_or_not_the_run_takes_the_card() -> None:
    from piquet.game.acts import Call
    from piquet.game.state import Outcome
    from piquet.table.claims import SequenceClaim, SetClaim
    from piquet.table.combinations import best_sequence, rank_sets

    for seed in range(300):
        deal = play_random_deal(random.Random(seed))
        events = list(deal.events)
        state = deal.initial
        lead = next(i for i, e in enumerate(events) if isinstance(e, Play))
        for event in events[:lead]:
            state = step(state, event).state
        if state.rulings or state.phase.name != "DECLARATION":
            continue
        holding = state.hands[0]
        sequence, sets = best_sequence(holding), rank_sets(holding)
        if state.dialogues[1].outcome is Outcome.OPEN and state.dialogues[0].outcome is not Outcome.OPEN and sequence is not None:
            claim: SequenceClaim | SetClaim = SequenceClaim(sequence.length, sequence.top)
        elif state.dialogues[2].outcome is Outcome.OPEN and state.dialogues[0].outcome is not Outcome.OPEN and sets:
            claim = SetClaim(sets[0].count, sets[0].rank)
        else:
            continue
        events.insert(lead, Call(state.setup.elder, claim))
        altered = tuple(events)
        slow, _ = _act_by_act(deal.initial, altered)
        assert any("taken as allowed good" in r.decision for r in slow.rulings)
        _same(deal.initial, altered)
        return
    pytest.fail("no simulated deal left a kind open to call before the lead")
