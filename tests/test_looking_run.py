"""Laws 33, 36 and 37: a look at the cards left, taken between the runs without dispatch, leaves the referee's state.

:func:`piquet.referee.runs.looking.looked_at_left` gives the state the ``look
left`` rule leaves for a look made by right; the referee takes it between
its runs (:func:`piquet.referee.apply.advance`).  These tests replay random
deals, and deals with looks put in anywhere by either player or a
stranger, both ways, and compare every field of the state or the act at
fault; and check that the shortcut is taken, and steps aside when a rule
it does not know could answer.
"""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawkit.registry import check_conflicts
from piquet.game.acts import Exchange, LookAtLeft, Mix, Play, Take
from piquet.game.variant import Variant
from piquet.lawbook import registry
from piquet.referee.runs.looking import looked_at_left
from piquet.rules.marks import LOOKING_RUN
from piquet.referee.apply import step
from piquet.table.cardsets import Hand
from tests.run_equivalence import alter, assert_same, before_first, random_deal_events


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_laws_33_36_looks_at_the_cards_left_taken_between_the_runs_leave_the_referees_state(seed: int) -> None:
    assert_same(*random_deal_events(seed))


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_laws_33_36_37_looks_anywhere_by_anyone_leave_the_referees_state(seed: int, data: st.DataObject) -> None:
    initial, dealt = random_deal_events(seed)
    events = list(dealt)
    for _ in range(data.draw(st.integers(1, 4), label="looks")):
        at = data.draw(st.integers(0, len(events)), label="where")
        player = data.draw(st.sampled_from(["A", "B", "C"]), label="who")
        alter(events, at, LookAtLeft(player), data.draw(st.sampled_from(["insert", "insert", "replace"]), label="how"))
    assert_same(initial, tuple(events))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_au_cent_looks_at_the_cards_left_leave_the_referees_state(seed: int, data: st.DataObject) -> None:
    initial, dealt = random_deal_events(seed, Variant.AU_CENT)
    events = list(dealt)
    at = data.draw(st.integers(0, len(events)), label="where")
    alter(events, at, LookAtLeft(data.draw(st.sampled_from(["A", "B"]), label="who")), "insert")
    with check_conflicts(False):
        assert_same(initial, tuple(events))


def test_laws_33_36_the_shortcut_takes_looks_by_right_and_steps_aside_for_a_rule_it_does_not_know(monkeypatch: pytest.MonkeyPatch) -> None:
    taken = []
    for seed in range(200):
        initial, events = random_deal_events(seed)
        found = before_first(initial, events, LookAtLeft)
        if found is not None:
            state, position = found
            looked = looked_at_left(state, events[position])  # type: ignore[arg-type]
            if looked is not None:
                taken.append((state, events[position]))
    assert len(taken) >= 20
    book = registry.PIQUET_RULES
    new = attrs.evolve(registry.rule_named("piquet.rules.exchange.look_at_left"), name="a.new.rule", marks=frozenset())
    monkeypatch.setitem(book._by_verb, "look left", [new, *book._by_verb["look left"]])
    monkeypatch.setattr(book, "_candidates", {})
    monkeypatch.setattr(book, "_marked", {})
    assert all(looked_at_left(state, event) is None for state, event in taken)  # type: ignore[arg-type]
    assert LOOKING_RUN in registry.rule_named("piquet.rules.exchange.look_at_left").marks


def test_laws_36_37_looks_between_the_lead_and_the_youngers_card_and_after_cards_mixed_with_a_discard() -> None:
    # Where the rights of Law 36 begin and end (the elder's lead, the younger's first card, an empty stock), and the
    # cards left that the younger mixed with his discard, seen by the elder once he has led (Law 37).
    empty = mixed = 0
    for seed in range(150):
        initial, events = random_deal_events(seed)
        elder, younger = initial.setup.elder, initial.setup.younger
        lead = next((i for i, e in enumerate(events) if isinstance(e, Play)), None)
        taken = next((i for i, e in enumerate(events) if isinstance(e, Exchange | Take) and e.player == younger), None)
        if lead is None or taken is None:
            continue
        for at in (lead, lead + 1, lead + 2):
            for who in (younger, elder, younger):
                acts = list(events)
                acts.insert(at, LookAtLeft(who))
                assert_same(initial, tuple(acts))
        state = initial
        for event in events[: taken + 1]:
            state = step(state, event).state
        empty += not state.stock
        if state.stock:
            mixed += 1
            acts = list(events)
            acts.insert(taken + 1, Mix(younger, Hand(sum(1 << card for card in state.stock)), "discard"))
            for at in (taken + 2, lead + 2, lead + 3):
                acts.insert(at, LookAtLeft(elder))
            assert_same(initial, tuple(acts))
    assert empty >= 10 and mixed >= 10
