"""Immutable collections of cards: :class:`Hand` (a set) and :class:`Stock` (ordered).

A :class:`Hand` behaves like a frozen set of :class:`~piquet.table.cards.Card`
(``in``, ``len``, iteration, ``& | - ^``, ``<=``), backed by a 32-bit int so
that set algebra costs one machine operation.  A :class:`Stock` is the
undealt cards in order, top card first, because the laws care which cards are
on top (Law 23) and which are the bottom three (Law 27).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Set
from collections.abc import Set as AbstractSet
from typing import Any

import attrs

from piquet.table.cards import (
    FULL_PACK_BITS,
    PACK,
    Card,
    Suit,
    bits_of,
    cards_from_bits,
    parse_cards,
)
from piquet.errors import NotationError, shown

__all__ = ["Hand", "Stock"]


def _check_bits(instance: Any, attribute: Any, value: int) -> None:
    if not isinstance(value, int) or value < 0 or value > FULL_PACK_BITS:
        raise NotationError(f"a hand's bits must be a 32-bit mask, not {shown(value)}")


@attrs.frozen(eq=True, order=False, hash=True)
class Hand(Set[Card]):
    """A set of cards, e.g. a player's hand, discard or tricks."""

    bits: int = attrs.field(default=0, validator=_check_bits)

    @classmethod
    def parse(cls, text: str | Iterable[str]) -> Hand:
        """Read cards separated by spaces (or a list of card strings); no repeats."""
        return cls(bits_of(parse_cards(text)))

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Hand:
        """A hand of the given cards."""
        cards = tuple(cards)
        bits = bits_of(cards)
        if bits.bit_count() != len(cards):
            raise NotationError("a hand cannot hold the same card twice")
        return cls(bits)

    def __contains__(self, card: object) -> bool:
        if not isinstance(card, Card):
            return False
        return bool(self.bits >> card.index & 1)

    def __iter__(self) -> Iterator[Card]:
        return iter(cards_from_bits(self.bits))

    def __len__(self) -> int:
        return self.bits.bit_count()

    def __and__(self, other: object) -> Hand:
        return Hand(self.bits & _bits(other))

    def __or__(self, other: object) -> Hand:
        return Hand(self.bits | _bits(other))

    def __sub__(self, other: object) -> Hand:
        return Hand(self.bits & ~_bits(other))

    def __xor__(self, other: object) -> Hand:
        return Hand(self.bits ^ _bits(other))

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__

    def __le__(self, other: AbstractSet[Any]) -> bool:
        return self.bits & ~_bits(other) == 0

    def __lt__(self, other: AbstractSet[Any]) -> bool:
        return self <= other and self.bits != _bits(other)

    def __ge__(self, other: AbstractSet[Any]) -> bool:
        return _bits(other) & ~self.bits == 0

    def __gt__(self, other: AbstractSet[Any]) -> bool:
        return self >= other and self.bits != _bits(other)

    def isdisjoint(self, other: Iterable[Any]) -> bool:
        return self.bits & _bits(other) == 0

    def add(self, card: Card) -> Hand:
        """A new hand with the card added; adding a card already held is an error."""
        if card in self:
            raise NotationError(f"{card} is already in the hand", str(card))
        return Hand(self.bits | card.bit)

    def remove(self, card: Card) -> Hand:
        """A new hand without the card; removing a card not held is an error."""
        if card not in self:
            raise NotationError(f"{card} is not in the hand", str(card))
        return Hand(self.bits & ~card.bit)

    def suit(self, suit: Suit) -> Hand:
        """The cards of one suit."""
        return Hand(self.bits & (0xFF << (8 * suit)))

    def __str__(self) -> str:
        return " ".join(c.code for c in self)

    def __repr__(self) -> str:
        return f"Hand.parse({str(self)!r})"

    def _repr_svg_(self) -> str:
        """The hand drawn in a row, suit by suit (:func:`piquet.svg.hand`): how a Jupyter notebook shows it."""
        from piquet.table.svg import hand

        return hand(self)


def _bits(other: object) -> int:
    if isinstance(other, Hand):
        return other.bits
    if isinstance(other, Stock):
        return other.bits
    if isinstance(other, Iterable):
        cards = list(other)
        if all(isinstance(c, Card) for c in cards):
            return bits_of(cards)
    raise TypeError(f"cannot combine a hand with {type(other).__name__}")


def _to_indexes(value: Iterable[int]) -> tuple[int, ...]:
    return tuple(value)


def _check_order(instance: Any, attribute: Any, value: tuple[int, ...]) -> None:
    seen = 0
    for index in value:
        if not isinstance(index, int) or not 0 <= index < 32:
            raise NotationError(f"bad card index in stock: {shown(index)}")
        if seen >> index & 1:
            raise NotationError(f"card {PACK[index]} is twice in the stock", str(PACK[index]))
        seen |= 1 << index


@attrs.frozen
class Stock:
    """The undealt cards, top card first.

    Any size is allowed (a wrong deal leaves seven or nine); the laws about
    the stock are the referee's business, not this value's.
    """

    order: tuple[int, ...] = attrs.field(default=(), converter=_to_indexes, validator=_check_order)

    @classmethod
    def parse(cls, text: str | Iterable[str]) -> Stock:
        """Read the stock, top card first."""
        return cls(tuple(c.index for c in parse_cards(text)))

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Stock:
        return cls(tuple(c.index for c in cards))

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(PACK[i] for i in self.order)

    @property
    def bits(self) -> int:
        # From the indexes, without making the cards: the referee asks at every deal.
        bits = 0
        for index in self.order:
            bits |= 1 << index
        return bits

    def as_hand(self) -> Hand:
        return Hand(self.bits)

    def top(self, count: int) -> tuple[Card, ...]:
        """The top ``count`` cards, top first."""
        return self.cards[:count]

    def bottom(self, count: int) -> tuple[Card, ...]:
        """The bottom ``count`` cards, in stock order."""
        return self.cards[len(self.order) - count :] if count else ()

    def take(self, count: int) -> tuple[tuple[Card, ...], Stock]:
        """Take ``count`` cards from the top: the cards and the stock left."""
        if not 0 <= count <= len(self.order):
            raise NotationError(f"cannot take {count} from a stock of {len(self.order)}")
        return self.cards[:count], Stock(self.order[count:])

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and card.index in self.order

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.order)

    def __getitem__(self, position: int) -> Card:
        return PACK[self.order[position]]

    def __str__(self) -> str:
        return " ".join(c.code for c in self.cards)

    def __repr__(self) -> str:
        return f"Stock.parse({str(self)!r})"


def checked_stock(order: tuple[int, ...]) -> Stock:
    """A stock whose order its maker has checked already (each an index of the pack, none twice): made without checking again.

    The record reader's quick path checks every deal's stock with the hands,
    on their masks, before it makes one; a stock made any other way goes
    through :class:`Stock`, which checks it.
    """
    made = object.__new__(Stock)
    object.__setattr__(made, "order", order)
    return made
