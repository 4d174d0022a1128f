"""A hypothesis state machine over random regular *and* irregular acts of every phase.

After every act: no exception but :class:`~piquet.errors.Contradiction`, every card in
exactly one place, an act the record contradicts leaves the state as it was,
and the referee can say whose act it awaits.  At the end the deal is driven
home: every awaited election is taken or lapses, and the deal ends scored or
void.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from piquet import PACK, Contradiction, Hand, event_from_json, score_deal
from piquet.referee.acts import Elect, Event, Exchange, Play, Take
from piquet.referee.apply import close_deal, current_player, is_terminal, step
from piquet.referee.simulate import random_deal, random_step
from piquet.referee.state import ELDER, YOUNGER, DealState, Phase
from piquet.rules.play import legal_cards

PLAYERS = ("A", "B")
cards = st.lists(st.sampled_from([c.code for c in PACK]), min_size=1, max_size=3, unique=True).map(" ".join)
claims = st.sampled_from(
    [{"point": 5}, {"point": 4, "value": 40}, {"sequence": 3}, {"sequence": 4, "to": "A"}, {"set": "K", "count": 3}, {"set": "A", "count": 4}]
)
IRREGULAR: dict[str, Any] = {
    "expose": cards,
    "faced": st.sampled_from([c.code for c in PACK]),
    "announce": st.sampled_from(["11 cards", "13 cards", "carte blanche"]),
    "leave": st.integers(0, 4),
    "count": st.just("stock"),
    "look": st.sampled_from(["left", "discard"]),
    "retake": cards,
    "discard": cards,
    "exchange": cards,
    "take": st.integers(0, 8),
    "play": cards,
    "call": claims,
    "reckon": claims,
    "correct": claims,
    "reply": st.sampled_from(["good", "not good", "equal", "what do they make"]),
    "ask": st.sampled_from(["how many", {"how many": "hearts"}, {"how many": "spades"}]),
    "answer": st.sampled_from(["none", "1", "2", "4"]),
    "propose": st.just("fresh deal"),
    "accept": st.just("fresh deal"),
    "claim": st.sampled_from(["revoke", "deal out of turn", "unfounded call", "score", "penalty"]),
    "lift": st.just("hand"),
    "concede": st.just(True),
    "write": st.just({"A": 10, "B": 5}),
    "declare": st.just("all"),
}


def _act(verb: str, player: str, value: Any, into: str) -> dict[str, Any]:
    act: dict[str, Any] = {"player": player, verb: value}
    if verb == "mix":
        act["with"] = into
    return act


def drive_home(state: DealState) -> DealState:
    """Finish the deal with simple acts, each through the referee; any exception but a Contradiction is a failure."""
    rng = random.Random(0)
    for _ in range(120):
        if state.finished:
            break
        blocking = [e for e in state.elections if e.blocking]
        if blocking:
            election = blocking[0]
            state = step(state, Elect(state.setup.label(election.elector), election.on_lapse, election.key)).state
            continue
        state = step(state, _next_act(state, rng)).state
    assert state.finished, state.phase
    return state


def _next_act(state: DealState, rng: random.Random) -> Event:
    label = state.setup.label
    if state.phase is Phase.EXCHANGE:
        who = ELDER if state.taken[ELDER] is None else YOUNGER
        hand = state.hands[who]
        if state.stock and hand:
            lowest = hand & -hand
            if who == ELDER or len(state.stock) >= 1:
                return Exchange(label(who), Hand(lowest))
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
    state: DealState

    @initialize(seed=st.integers(0, 2**32 - 1))
    def deal(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.state = random_deal(self.rng)

    @rule()
    def regular_act(self) -> None:
        if self.state.finished or any(e.blocking for e in self.state.elections):
            return
        try:
            _, self.state = random_step(self.state, self.rng)
        except ValueError:
            pass

    @rule(verb=st.sampled_from(sorted(IRREGULAR) + ["mix"]), player=st.sampled_from(PLAYERS), data=st.data(), into=st.sampled_from(["hand", "discard"]))
    def irregular_act(self, verb: str, player: str, data: st.DataObject, into: str) -> None:
        value = data.draw(cards if verb == "mix" else IRREGULAR[verb], label="value")
        act = event_from_json(_act(verb, player, value, into) if verb != "declare" else {"declare": "all"})
        before = copy.deepcopy(self.state)
        try:
            done = step(self.state, act)
        except Contradiction:
            assert self.state == before, "an act the record contradicts changed the state"
            return
        for ruling in done.rulings:
            assert ruling.citations, ruling
        self.state = done.state

    @rule(data=st.data())
    def elect(self, data: st.DataObject) -> None:
        if not self.state.elections:
            return
        election = data.draw(st.sampled_from(self.state.elections), label="election")
        chosen = data.draw(st.sampled_from(election.choices), label="choice")
        self.state = step(self.state, Elect(self.state.setup.label(election.elector), chosen.name, election.key)).state

    @invariant()
    def every_card_in_one_place(self) -> None:
        if not hasattr(self, "state"):
            return
        places = self.state.places()
        held = [card for found in places.values() for card in found]
        assert len(held) == len(set(held)) == 32

    @invariant()
    def the_referee_knows_whose_turn_it_is(self) -> None:
        if not hasattr(self, "state"):
            return
        awaited = current_player(self.state)
        assert awaited is None or awaited in PLAYERS
        if not self.state.finished and any(e.blocking for e in self.state.elections):
            assert awaited == self.state.setup.label(next(e for e in self.state.elections if e.blocking).elector)

    def teardown(self) -> None:
        if not hasattr(self, "state"):
            return
        ended = close_deal(drive_home(self.state))
        assert not ended.elections and is_terminal(ended)
        score = score_deal(ended)
        if ended.phase is Phase.VOID:
            assert score.totals == {"A": 0, "B": 0}
        else:
            assert ended.phase is Phase.FINISHED


RefereeMachine.TestCase.settings = settings(
    max_examples=int(__import__("os").environ.get("PIQUET_MACHINE_EXAMPLES", "300")), stateful_step_count=30, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
test_referee_state_machine = RefereeMachine.TestCase
