"""The referee's runs (the exchange, the calls and answers, the reckonings, the play) checked against the referee act
by act: the same acts, both ways, must leave the same state and stop at the same fault.

Shared by the tests of each run, so that every run is held to one definition of "the same".
"""

from __future__ import annotations

import attrs

from piquet.errors import Contradiction
from piquet.game.acts import Event
from piquet.game.state import DealState
from piquet.referee.apply import advance, step


def act_by_act(state: DealState, events: tuple[Event, ...]) -> tuple[DealState, int | None]:
    """The state after each act taken alone, and the index of the first act the record's facts contradict."""
    for index, event in enumerate(events):
        try:
            state = step(state, event).state
        except Contradiction:
            return state, index
    return state, None


def with_runs(state: DealState, events: tuple[Event, ...]) -> tuple[DealState, int | None]:
    """The same through :func:`piquet.referee.apply.advance`, which takes regular stretches in runs."""
    position = 0
    try:
        for state, position in advance(state, events):
            pass
    except Contradiction:
        return state, position
    return state, None


def assert_same(initial: DealState, events: tuple[Event, ...]) -> None:
    """Both ways stop at the same act and leave every field of the state the same."""
    slow, slow_fault = act_by_act(initial, events)
    fast, fast_fault = with_runs(initial, events)
    assert fast_fault == slow_fault
    assert attrs.asdict(fast, recurse=False) == attrs.asdict(slow, recurse=False)
    assert fast.log == slow.log and fast.rulings == slow.rulings and fast.said == slow.said
    assert fast.dialogues == slow.dialogues and fast.hand_scores == slow.hand_scores and fast.tricks == slow.tricks and fast.stock == slow.stock
