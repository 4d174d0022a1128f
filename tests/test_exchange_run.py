"""Laws 21-24: a regular exchange taken in one pass leaves exactly the state the act-by-act referee leaves.

:func:`piquet.referee.runs.exchange.exchange_run` is the base rules of the
discard and of taking in applied to the elder's and the younger's exchange at
once; the referee uses it in :func:`piquet.replay` and
:func:`piquet.adjudicate`.  These tests replay the same acts both ways,
regular deals and deals whose exchange was altered into irregularities (too
many or too few cards taken, cards not held, the younger first, cards said to
be left, a discard taken back, a look at the stock, a stranger), and compare
every field of the state, or the act at fault.
"""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.game.acts import Discard, Event, Exchange, Leave, LookAtLeft, Retake, Take
from piquet.game.state import DealState, Phase
from piquet.game.variant import Variant
from lawkit.registry import check_conflicts
from piquet.lawbook import registry
from piquet.referee.apply import step
from piquet.referee.simulate import play_random_deal
from piquet.referee.runs.exchange import exchange_run
from piquet.table.cards import PACK
from piquet.table.cardsets import Hand
from tests.run_equivalence import alter, assert_same as _same


def _exchange_acts(events: list[Event]) -> list[int]:
    return [i for i, e in enumerate(events) if isinstance(e, Discard | Take | Exchange)]


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_laws_21_22_a_regular_exchange_taken_at_once_leaves_the_referees_state(seed: int) -> None:
    deal = play_random_deal(random.Random(seed))
    events = tuple(deal.events)
    _same(deal.initial, events)


def test_laws_21_22_the_run_takes_a_regular_exchange() -> None:
    for seed in range(40):
        deal = play_random_deal(random.Random(seed))
        events = tuple(deal.events)
        if not isinstance(events[0], Exchange):
            continue
        state, index = exchange_run(deal.initial, events, 0)
        assert index > 0 and state.log == events[:index]
        return
    pytest.fail("no simulated deal opened with an exchange")


_ALTERED = st.sampled_from(["exchange", "discard", "take", "leave", "retake", "look"])


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_laws_21_24_irregular_exchanges_are_left_to_the_rules_that_answer_them(seed: int, data: st.DataObject) -> None:
    deal = play_random_deal(random.Random(seed))
    events = list(deal.events)
    for _ in range(data.draw(st.integers(1, 3), label="alterations")):
        places = _exchange_acts(events) or [0]
        at = data.draw(st.sampled_from(places + [max(places) + 1]), label="act altered")
        player = data.draw(st.sampled_from(["A", "B", "C"]), label="player")
        kind = data.draw(_ALTERED, label="kind")
        cards = Hand.of(data.draw(st.lists(st.sampled_from(PACK), min_size=1, max_size=6, unique=True), label="cards"))
        # Nine taken is a count the rules answer; nine left is none a record or an act can hold (eight at most).
        count = data.draw(st.integers(0, 8 if kind == "leave" else 9), label="count")
        made: Event = {
            "exchange": lambda: Exchange(player, cards),
            "discard": lambda: Discard(player, cards),
            "take": lambda: Take(player, count),
            "leave": lambda: Leave(player, count),
            "retake": lambda: Retake(player, cards),
            "look": lambda: LookAtLeft(player),
        }[kind]()
        how = data.draw(st.sampled_from(["replace", "insert", "drop"]), label="how")
        alter(events, at, made, how)
    _same(deal.initial, tuple(events))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_au_cent_the_exchange_is_taken_act_by_act_where_its_rules_may_answer(seed: int) -> None:
    # Simulated with the conflict check off: an au cent call may meet two exceptions that hold at once
    # (piquet.rules.au_cent_calling), which is not what this test is about; the exchange replayed below is checked.
    with check_conflicts(False):
        deal = play_random_deal(random.Random(seed), variant=Variant.AU_CENT)
    events = tuple(deal.events)
    assert exchange_run(deal.initial, events, 0) == (deal.initial, 0)
    # The exchange only: what follows it is the play's and the declarations', not this run's.
    _same(deal.initial, events[: next((i for i, e in enumerate(events) if not isinstance(e, Discard | Take | Exchange)), len(events))])


def test_laws_21_22_the_run_steps_aside_when_a_rule_it_does_not_know_could_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    for seed in range(40):
        deal = play_random_deal(random.Random(seed))
        events = tuple(deal.events)
        if exchange_run(deal.initial, events, 0)[1] > 0:
            break
    else:
        pytest.fail("no simulated deal opened with a regular exchange")
    assert deal.initial.phase is Phase.EXCHANGE
    # A new rule for "judge take" that does not declare the run's mark: the run steps aside rather than pass it over.
    book = registry.PIQUET_RULES
    new = attrs.evolve(registry.rule_named("piquet.rules.exchange.plays_with_more"), name="a.new.rule", marks=frozenset())
    monkeypatch.setitem(book._by_verb, "judge take", [new, *book._by_verb["judge take"]])
    monkeypatch.setattr(book, "_candidates", {})
    monkeypatch.setattr(book, "_marked", {})
    monkeypatch.setattr(book, "_marked_in", {})
    assert exchange_run(deal.initial, events, 0) == (deal.initial, 0)


def _opening_exchange() -> tuple[DealState, tuple[Event, ...]]:
    for seed in range(60):
        deal = play_random_deal(random.Random(seed))
        events = tuple(deal.events)
        if isinstance(events[0], Exchange) and isinstance(events[1], Exchange):
            return deal.initial, events
    pytest.fail("no simulated deal opened with two exchanges")


def test_law_32_cards_said_to_be_left_and_taken_are_ruled_on() -> None:
    initial, events = _opening_exchange()
    elder = initial.setup.elder
    held = tuple(Hand(initial.hands[0]))[:5]
    said = (Leave(elder, 2), Exchange(elder, Hand.of(held)))
    assert exchange_run(step(initial, said[0]).state, said, 1)[1] == 1
    _same(initial, said + events[1:])


@pytest.mark.parametrize("how", ["six", "none", "younger first", "not held", "stranger", "retake"])
def test_laws_21_27_an_irregular_taking_in_is_left_to_the_referee(how: str) -> None:
    initial, events = _opening_exchange()
    elder, younger = initial.setup.elder, initial.setup.younger
    mine = tuple(Hand(initial.hands[0]))
    theirs = tuple(Hand(initial.hands[1]))
    opening: tuple[Event, ...] = {
        "six": (Exchange(elder, Hand.of(mine[:6])),),
        "none": (Discard(elder, Hand.of(mine[:1])), Take(elder, 0)),
        "younger first": (Exchange(younger, Hand.of(theirs[:3])),),
        "not held": (Exchange(elder, Hand.of(theirs[:2])),),
        "stranger": (Exchange("C", Hand.of(mine[:2])),),
        "retake": (Discard(elder, Hand.of(mine[:2])), Retake(elder, Hand.of(mine[:1])), Take(elder, 2)),
    }[how]
    state, index = exchange_run(initial, opening, 0)
    assert state.rulings == () or index == 0
    _same(initial, opening + events[1:])
