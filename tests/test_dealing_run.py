"""Laws 9, 11, 12 and 39: a deal taken as dealt without the ``deal`` rules' dispatch is the deal those rules leave.

:func:`piquet.referee.runs.dealing.dealt_regularly` lets the referee skip the
``deal`` rules for twelve cards to each and eight to the stock, dealt in the
dealer's mode.  These tests deal regular and wrong deals (a card moved from
a hand to the stock or back, two moved, a short pack, the mode changed), in both variants,
and compare the first state with and without the shortcut; they check that
it is refused for every wrong deal, and whenever a ``deal`` rule it does not
know could answer.
"""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawkit.registry import check_conflicts
from piquet.game.state import DealSetup, Phase, dealt_state
from piquet.game.variant import Variant
from piquet.lawbook import registry
from piquet.lawbook.registry import run
from piquet.referee import apply
from piquet.referee.runs.dealing import dealt_regularly
from piquet.rules.marks import DEALING_RUN


def _setup(
    seed: int, elder_cards: int, younger_cards: int, variant: Variant, deal_by: int | None, mode: int | None, stock_cards: int = 8
) -> DealSetup:
    order = list(range(32))
    random.Random(seed).shuffle(order)
    elder = sum(1 << i for i in order[:elder_cards])
    younger = sum(1 << i for i in order[elder_cards : elder_cards + younger_cards])
    stock = tuple(order[elder_cards + younger_cards : elder_cards + younger_cards + stock_cards])  # a short pack too (Law 75)
    return DealSetup("B", "A", "B", (elder, younger), stock, deal_by=deal_by, mode=mode, variant=variant)


@settings(max_examples=200, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    elder=st.sampled_from([12, 12, 12, 11, 13, 10]),
    younger=st.sampled_from([12, 12, 12, 11, 13]),
    variant=st.sampled_from(Variant),
    deal_by=st.sampled_from([None, 2, 3]),
    mode=st.sampled_from([None, 2, 3]),
    stock=st.sampled_from([8, 8, 7, 9]),
)
def test_laws_9_11_12_39_a_deal_taken_as_dealt_is_the_one_the_deal_rules_leave(
    seed: int, elder: int, younger: int, variant: Variant, deal_by: int | None, mode: int | None, stock: int
) -> None:
    setup = _setup(seed, elder, younger, variant, deal_by, mode, stock)
    with check_conflicts(False):
        judged = run("deal", None, dealt_state(setup, Phase.EXCHANGE))
        fast = apply.initial_state(setup)
    assert attrs.asdict(fast, recurse=False) == attrs.asdict(judged, recurse=False)
    regular = (elder, younger, len(setup.stock)) == (12, 12, 8) and (deal_by is None or mode is None or deal_by == mode)
    assert dealt_regularly(dealt_state(setup, Phase.EXCHANGE)) == (regular and variant is Variant.RUBICON)


def test_law_9_the_shortcut_steps_aside_when_a_deal_rule_it_does_not_know_could_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    state = dealt_state(_setup(1, 12, 12, Variant.RUBICON, None, None), Phase.EXCHANGE)
    assert dealt_regularly(state)
    book = registry.PIQUET_RULES
    new = attrs.evolve(registry.rule_named("piquet.rules.dealing.regular_deal"), name="a.new.rule", marks=frozenset())
    monkeypatch.setitem(book._by_verb, "deal", [new, *book._by_verb["deal"]])
    monkeypatch.setattr(book, "_candidates", {})
    monkeypatch.setattr(book, "_marked", {})
    monkeypatch.setattr(book, "_marked_in", {})
    assert not dealt_regularly(state)
    assert DEALING_RUN in registry.rule_named("piquet.rules.dealing.wrong_count").marks
