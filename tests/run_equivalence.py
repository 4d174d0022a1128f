"""The referee's runs (the exchange, the calls and answers, the reckonings, the play) checked against the referee act
by act: the same acts, both ways, must leave the same state and stop at the same fault.

Shared by the tests of each run, so that every run is held to one definition of "the same".
"""

from __future__ import annotations

import random

import attrs

from piquet.errors import Contradiction
from piquet.game.acts import Event
from piquet.game.state import DealState
from piquet.game.variant import Variant
from piquet.referee.apply import advance, step
from piquet.referee.simulate import play_random_deal


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


def random_deal_events(seed: int, variant: Variant = Variant.RUBICON) -> tuple[DealState, tuple[Event, ...]]:
    """A deal played at random from this seed: its state as dealt and its acts."""
    deal = play_random_deal(random.Random(seed), variant=variant)
    return deal.initial, tuple(deal.events)


def before_first(
    initial: DealState, events: tuple[Event, ...], kind: type[Event], *, nothing_ruled: bool = False
) -> tuple[DealState, int] | None:
    """The state act by act just before the deal's first act of ``kind``, if there is one (and, asked, nothing was
    ruled before it)."""
    state = initial
    for position, event in enumerate(events):
        if isinstance(event, kind):
            return None if nothing_ruled and state.rulings else (state, position)
        state = step(state, event).state
    return None


def alter(events: list[Event], at: int, made: Event, how: str) -> None:
    """Put ``made`` in the acts at ``at``: in place of the act there (``replace``), before it (``insert``), or drop
    that act instead (``drop``); past the end, or with one act left, it is inserted."""
    if how == "replace" and at < len(events):
        events[at] = made
    elif how == "drop" and at < len(events) and len(events) > 1:
        del events[at]
    else:
        events.insert(at, made)
