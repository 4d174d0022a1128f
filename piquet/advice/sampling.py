"""Dealing the cards a player cannot see, consistently with what he has seen.

A player choosing a discard or a card knows his own hand and what the deal
has shown him; the rest of the pack is spread, in a way he cannot see,
between his adversary's hand, the stock and the discards.  The advisor
averages over many such spreads, each drawn here uniformly among those
that agree with what he knows:

* the elder, before his exchange, sees his twelve cards: the other twenty
  are the younger's twelve and the stock's eight, in any order;
* the younger, before his, sees his twelve and knows how many the elder
  took: the other twenty are the elder's twelve (after his exchange), the
  elder's discards and what is left of the stock;
* in the play, a player knows the cards played, his own discards, and which
  suits his adversary has shown he lacks by not following (Law 59 IV); the
  unseen cards are dealt to the adversary's hand with those voids kept.

What the adversary's calls reveal, and the bias of a hand that has already
chosen its discards, are not used: each spread consistent with the cards is
taken as equally likely.  Every function takes a :class:`random.Random`, so
a seed gives the same spreads again.

>>> import random
>>> from piquet.advice.sampling import elder_world
>>> hand, stock = elder_world(random.Random(1), 0xFFF)
>>> hand.bit_count(), len(stock), hand & 0xFFF
(12, 8, 0)
"""

from __future__ import annotations

import random

from piquet.table.cards import FULL_PACK_BITS, SUIT_MASKS, iter_bits

__all__ = ["shuffled", "elder_world", "younger_world", "adversary_hand"]



def shuffled(rng: random.Random, bits: int) -> list[int]:
    """The cards of ``bits`` (as indexes) in a random order."""
    cards = list(iter_bits(bits))
    rng.shuffle(cards)
    return cards


def _mask(indexes: list[int]) -> int:
    bits = 0
    for index in indexes:
        bits |= 1 << index
    return bits


def elder_world(rng: random.Random, hand: int) -> tuple[int, tuple[int, ...]]:
    """For the elder before his exchange: (the younger's twelve, the stock's eight top first)."""
    unseen = shuffled(rng, FULL_PACK_BITS & ~hand)
    return _mask(unseen[:12]), tuple(unseen[12:20])


def younger_world(rng: random.Random, hand: int, elder_took: int, unseen: int | None = None) -> tuple[int, int, tuple[int, ...]]:
    """For the younger before his exchange: (the elder's hand now, the elder's discards, the stock left, top first).

    ``elder_took`` is how many the elder discarded and took; ``unseen``
    defaults to every card not in the younger's hand.
    """
    cards = shuffled(rng, FULL_PACK_BITS & ~hand if unseen is None else unseen)
    elder = _mask(cards[:12])
    discards = _mask(cards[12 : 12 + elder_took])
    return elder, discards, tuple(cards[12 + elder_took :])


def adversary_hand(rng: random.Random, unseen: int, count: int, voids: int = 0) -> int:
    """``count`` of the ``unseen`` cards for the adversary, none of the suits in ``voids`` (a bit a suit).

    The suits he has shown he lacks are kept out; the rest are dealt
    uniformly.  If the voids leave too few cards (they cannot, in a
    regular deal), the remaining places are filled from the rest.
    """
    allowed = unseen
    for suit in range(4):
        if voids >> suit & 1:
            allowed &= ~SUIT_MASKS[suit]
    cards = shuffled(rng, allowed)
    if len(cards) < count:
        cards += shuffled(rng, unseen & ~allowed)
    return _mask(cards[:count])
