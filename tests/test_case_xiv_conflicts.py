"""Case XIV against the other judgments of a taking in: found by the referee's state machine, resolved by a declared order.

The machine drew a younger who took a stock card into his hand before the
elder had taken in, and an elder who then took in none, once without
discarding and once holding thirteen of his own making.  Two exceptions of
the same base rule held for each; the registry's conflict check refused to
choose silently.  The orders are declared on
:func:`piquet.rules.exchange.left_after_the_younger_took`: the taker's own
count and discard are judged first, as for every taking in.
"""

from __future__ import annotations

import random

from piquet.acts import Accept, Discard, Leave, Mix, Take
from lawkit.registry import check_conflicts
from piquet.referee.apply import step
from piquet.table.cards import PACK
from piquet.table.cardsets import Hand
from piquet.testing.machine import random_deal


def _after(*acts: object) -> list[str]:
    state = random_deal(random.Random(0))
    with check_conflicts():
        for act in acts:
            state = step(state, act).state  # type: ignore[arg-type]
    return [r.rule for r in state.rulings if r.rule.startswith("piquet.rules.exchange.")]


def _stock_card(position: int) -> Hand:
    state = random_deal(random.Random(0))
    return Hand.of([PACK[state.stock[position]]])


def test_law_21_a_taking_in_without_discarding_is_ruled_first_though_the_younger_took_in_before_case_xiv() -> None:
    rules = _after(Accept("A", "fresh deal"), Mix("B", _stock_card(-1), "hand"), Take("A", 0))
    assert rules[-1] == "piquet.rules.exchange.took_without_discarding"


def test_laws_31_58_an_elder_with_thirteen_of_his_own_making_is_judged_by_his_count_before_case_xiv() -> None:
    dealt = random_deal(random.Random(0))
    own = Hand.of([next(iter(dealt.hand(0)))])
    # (The machine's elder mixed a card of his share with his hand, then discarded one and took one; a card of his share
    # mixed in is now taken in, as a take of it is, so the same count is reached by discarding one and taking two.)
    rules = _after(Accept("A", "fresh deal"), Mix("B", _stock_card(-1), "hand"), Discard("A", own), Take("A", 2))
    assert rules[-1] == "piquet.rules.exchange.plays_with_more"


def test_laws_28_33_an_elder_who_takes_up_cards_he_said_he_would_leave_is_ruled_on_that_before_case_xiv() -> None:
    # Found by the long run of the machine from the exchange: the younger took a card of his own share, the elder then
    # said he would leave two of his five, discarded three and took four.  He took up one of the cards he left, holds
    # thirteen, and leaves one card after the younger took: Laws 28 and 33 rule first, as before the count of his hand.
    dealt = random_deal(random.Random(0))
    own = sorted(dealt.hand(0), key=lambda card: card.code)[:3]
    rules = _after(
        Discard("A", Hand.of(own[:1])), Mix("B", _stock_card(-1), "hand"), Leave("A", 2),
        Discard("A", Hand.of(own[1:2])), Discard("A", Hand.of(own[2:3])), Take("A", 4),
    )
    assert rules[-1] == "piquet.rules.exchange.took_cards_declared_left"


def test_declared_orders_that_go_round_in_a_circle_are_refused_when_registered() -> None:
    import pytest

    from lawkit.registry import Rulebook
    from piquet.lawbook.citation import law

    book = Rulebook[object]("circle test")

    def base(state: object) -> object:
        return state

    def first(state: object) -> object:
        return state

    def second(state: object) -> object:
        return state

    def third(state: object) -> object:
        return state

    book.rule("circle test", law(1))(base)
    book.rule("circle test", law(1), exception_to=base, when=lambda s: True)(first)
    book.rule("circle test", law(1), exception_to=base, when=lambda s: True, prevails_over=(first,))(second)
    with pytest.raises(ValueError, match="circle"):
        book.rule("circle test", law(1), exception_to=base, when=lambda s: True, prevails_over=(second,), yields_to=(first,))(third)
