"""Law 9: a deal's first state, made from a copy of the defaults, is the state the constructor makes from the cards dealt."""

from __future__ import annotations

import random

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.game.state import DealSetup, DealState, Phase, dealt_state
from piquet.game.variant import Variant


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), phase=st.sampled_from(Phase), variant=st.sampled_from(Variant))
def test_law_9_the_state_as_dealt_is_the_constructors(seed: int, phase: Phase, variant: Variant) -> None:
    order = list(range(32))
    random.Random(seed).shuffle(order)
    elder = sum(1 << i for i in order[:12])
    younger = sum(1 << i for i in order[12:24])
    setup = DealSetup("B", "A", "B", (elder, younger), tuple(order[24:]), variant=variant)
    made = dealt_state(setup, phase)
    expected = DealState(setup, phase, setup.dealt, (0, 0), setup.stock)
    assert made == expected
    assert list(vars(made).items()) == list(vars(expected).items())  # every field, in the class's order
    assert attrs.asdict(made, recurse=False) == attrs.asdict(expected, recurse=False)
    # The states share no dictionary: changing one (as the referee does to a state it has just made) leaves the next alone.
    made.__dict__["log"] = ("changed",)
    assert dealt_state(setup, phase).log == ()


def test_a_state_evolved_is_a_new_state_and_refuses_names_that_are_no_field() -> None:
    setup = DealSetup("B", "A", "B", (4095, 4095 << 12), tuple(range(24, 32)))
    state = dealt_state(setup, Phase.EXCHANGE)
    moved = state.evolve(leader=1, phase=Phase.PLAY)
    assert (moved.leader, moved.phase, state.leader, state.phase) == (1, Phase.PLAY, 0, Phase.EXCHANGE)
    assert moved == attrs.evolve(state, leader=1, phase=Phase.PLAY) and list(vars(moved)) == list(vars(state))
    dialogue = state.dialogues[0].evolve(value_stated=True)
    assert dialogue.value_stated and not state.dialogues[0].value_stated
    for made in (state, state.dialogues[0]):
        try:
            made.evolve(no_such_field=1)
        except TypeError as error:
            assert "no_such_field" in str(error)
        else:
            raise AssertionError("an unknown field was accepted")
