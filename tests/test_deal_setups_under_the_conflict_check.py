"""The conflict check over the ways a deal can be dealt (issue 20: conflicts are found, not hidden).

The corpus and the state machine deal regular hands, so the ``deal`` rules'
exceptions meet only where a record happens to combine them: a changed mode
of dealing (Law 9) with a card too many or too few (Laws 10-12) was such a
pair, found by reading the code.  Here every combination of counts (eleven,
twelve or thirteen to each hand, seven, eight or nine to the stock), mode,
a deal out of turn and the last deal of a partie is dealt in both variants
with the conflict check on (as it is by default): two exceptions
that both hold and are not ordered raise :class:`RuleConflict`.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from piquet.errors import Contradiction
from piquet.referee.deal import start_deal
from piquet.table.cards import PACK
from piquet.table.cardsets import Hand, Stock

SETTINGS: tuple[dict[str, Any], ...] = ({}, {"deal_by": 3, "mode": 2}, {"out_of_turn": True}, {"last_of_partie": True, "partie_before": {"A": 10, "B": 10}})


@pytest.mark.parametrize(("elder", "younger", "stock"), [c for c in itertools.product((11, 12, 13), (11, 12, 13), (7, 8, 9)) if sum(c) <= 32])
@pytest.mark.parametrize("variant", ["rubicon", "au-cent"])
def test_every_deal_count_mode_and_turn_is_ruled_without_an_unordered_conflict(elder: int, younger: int, stock: int, variant: str) -> None:
    codes = [card.code for card in PACK]
    random.Random(elder * 100 + younger * 10 + stock).shuffle(codes)
    hands = {"A": Hand.parse(" ".join(codes[:elder])), "B": Hand.parse(" ".join(codes[elder : elder + younger]))}
    pile = Stock.parse(" ".join(codes[elder + younger : elder + younger + stock]))
    for setting in SETTINGS:
        try:
            state = start_deal("B", "A", hands, pile, variant=variant, **setting)
        except Contradiction:
            continue  # a deal the laws cannot make (Law 75's incorrect pack is found later, by a claim)
        regular = (elder, younger, stock) == (12, 12, 8)
        # A short pack with the elder's twelve right: nothing is ruled until he finds the stock short (Law 11's second
        # sentence) or the pack is found incorrect (Law 75); the dealer's own short hand is no offence (Law 57).
        short_pack = elder == 12 and younger <= 12 and elder + younger + stock < 32
        assert bool(state.rulings) or regular or short_pack or state.elections, (setting, elder, younger, stock)
