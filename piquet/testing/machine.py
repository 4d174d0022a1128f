"""The referee's state machine: random regular and irregular acts of every phase, with the invariants the referee keeps.

The deal is shuffled, or dealt with a card in the wrong place or a carte
blanche (:func:`~piquet.testing.strategies.misdealt`).  The acts are the
simulator's regular ones, acts of any verb with cards anywhere
(:func:`~piquet.testing.strategies.irregular_events`), acts of the deal and
the exchange naming cards where they lie
(:func:`~piquet.testing.strategies.exchange_events`), and elections.

After every act: nothing escapes but :class:`~piquet.errors.Contradiction`,
every card is in exactly one place, an act the record contradicts leaves
the state as it was, an act applied is applied whole (logged once, its
rulings added after the earlier ones, which it leaves as they were), every
ruling cites its laws, a void deal keeps no option open, and the referee
can say whose act it awaits.  At the end the deal is driven home: every
awaited election is taken or lapses, and the deal ends scored or void.

Run it in a test suite by subclassing, so the settings stay your own::

    from hypothesis import settings
    from piquet.testing import RefereeMachine

    class ClubMachine(RefereeMachine):
        pass

    ClubMachine.TestCase.settings = settings(max_examples=50, deadline=None)
    test_referee = ClubMachine.TestCase

Override :meth:`RefereeMachine.check` to add your program's own checks of
each state (your serialisation of it, your display of the rulings).
"""

from __future__ import annotations

import copy
import random

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from piquet.errors import Contradiction
from piquet.referee.acts import Elect, Event, Exchange, Play, Take
from piquet.referee.apply import close_deal, current_player, is_terminal, step
from piquet.referee.simulate import random_deal, random_step
from piquet.referee.state import ELDER, YOUNGER, DealState, Phase
from piquet.rules.play import legal_cards
from piquet.rules.scoring import score_deal
from piquet.table.cards import PACK
from piquet.table.cardsets import Hand
from piquet.testing.strategies import exchange_events, irregular_events, misdealt

__all__ = ["RefereeMachine", "drive_home"]

PLAYERS = ("A", "B")


def _stalled(state: DealState) -> bool:
    """The player to lead holds no card at all (he discarded his whole hand): no act of play is left to make.

    The laws give no act that ends such a deal; the referee leaves it
    unfinished, and the record of it ends there.
    """
    return state.phase in (Phase.DECLARATION, Phase.PLAY) and not state.pending and not state.hands[state.leader]


def drive_home(state: DealState, *, most: int = 120) -> DealState:
    """Finish a deal with simple acts, each through the referee, electing the lapse choice of any blocking option."""
    rng = random.Random(0)
    for _ in range(most):
        if state.finished:
            break
        if _stalled(state):
            return state
        blocking = [e for e in state.elections if e.blocking]
        if blocking:
            election = blocking[0]
            state = step(state, Elect(state.setup.label(election.elector), election.on_lapse, election.key)).state
            continue
        state = step(state, _next_act(state, rng)).state
    if not state.finished:
        raise AssertionError(f"the deal did not finish in {most} simple acts (at its {state.phase.value})")
    return state


def _next_act(state: DealState, rng: random.Random) -> Event:
    label = state.setup.label
    if state.phase is Phase.EXCHANGE:
        who = ELDER if state.taken[ELDER] is None else YOUNGER
        hand = state.hands[who]
        if state.stock and hand:
            return Exchange(label(who), Hand(hand & -hand))
        return Take(label(who), 0)
    if state.pending:
        who = 1 - state.leader
        allowed = legal_cards(state.hands[who], state.pending[0]) or state.hands[who]
    else:
        who = state.leader
        allowed = state.hands[who]
    index = (allowed & -allowed).bit_length() - 1
    return Play(label(who), (PACK[index],))


class RefereeMachine(RuleBasedStateMachine):
    """One deal between players ``A`` and ``B``, driven by random regular and irregular acts."""

    state: DealState

    @initialize(seed=st.integers(0, 2**32 - 1), dealt=st.one_of(st.none(), misdealt()))
    def deal(self, seed: int, dealt: DealState | None) -> None:
        """A shuffled deal, or one dealt with a card in the wrong place (Laws 11, 12, 38-43)."""
        self.rng = random.Random(seed)
        self.state = random_deal(self.rng) if dealt is None else dealt

    @rule()
    def regular_act(self) -> None:
        if self.state.finished or any(e.blocking for e in self.state.elections):
            return
        try:
            _, self.state = random_step(self.state, self.rng)
        except ValueError:
            pass

    @rule(act=irregular_events(PLAYERS))
    def irregular_act(self, act: Event) -> None:
        self._offer(act)

    @rule(data=st.data())
    def exchange_act(self, data: st.DataObject) -> None:
        """An act of the deal or the exchange naming cards where they lie: a discard retaken, a stock card mixed or exposed..."""
        if self.state.phase not in (Phase.EXCHANGE, Phase.DECLARATION):
            return
        self._offer(data.draw(exchange_events(self.state), label="exchange act"))

    def _offer(self, act: Event) -> None:
        """Offer the act to the referee: refused and nothing changed, or applied whole, with its rulings citing their laws."""
        before = copy.deepcopy(self.state)
        try:
            done = step(self.state, act)
        except Contradiction:
            assert self.state == before, "an act the record contradicts changed the state"
            return
        after = done.state
        for ruling in done.rulings:
            assert ruling.citations, ruling
        assert after.log == before.log + (act,), "the act is logged once, after the acts before it"
        assert after.rulings[: len(before.rulings)] == before.rulings, "an act rewrote an earlier ruling"
        assert after.rulings[len(before.rulings) :] == done.rulings
        if after.phase is Phase.VOID:
            assert after.void is not None and not after.elections, "a void deal keeps no option open"
        self.state = after

    @rule(data=st.data())
    def elect(self, data: st.DataObject) -> None:
        if not self.state.elections:
            return
        election = data.draw(st.sampled_from(self.state.elections), label="election")
        chosen = data.draw(st.sampled_from(election.choices), label="choice")
        self.state = step(self.state, Elect(self.state.setup.label(election.elector), chosen.name, election.key)).state

    def check(self, state: DealState) -> None:
        """A hook for a program's own checks of every state; does nothing here."""

    @invariant()
    def every_card_in_one_place(self) -> None:
        if not hasattr(self, "state"):
            return
        held = [card for found in self.state.places().values() for card in found]
        assert len(held) == len(set(held)) == 32

    @invariant()
    def the_referee_knows_whose_turn_it_is(self) -> None:
        if not hasattr(self, "state"):
            return
        awaited = current_player(self.state)
        assert awaited is None or awaited in PLAYERS
        if not self.state.finished and any(e.blocking for e in self.state.elections):
            assert awaited == self.state.setup.label(next(e for e in self.state.elections if e.blocking).elector)
        self.check(self.state)

    def teardown(self) -> None:
        if not hasattr(self, "state"):
            return
        driven = drive_home(self.state)
        if _stalled(driven):
            self.check(driven)
            return
        ended = close_deal(driven)
        assert not ended.elections and is_terminal(ended)
        score = score_deal(ended)
        if ended.phase is Phase.VOID:
            assert score.totals == {"A": 0, "B": 0}
        else:
            assert ended.phase is Phase.FINISHED
