"""The French-suited pack as records write it, for any game: a card is its rank then its suit (``KH``, ``10s``, ``q♠``).

A game names the pack it plays with (:class:`Pack`: the whole 52, or a
short pack from the seven up, écarté's and piquet's 32); reading text
against it refuses a card the pack does not hold and says how one of its
cards is written, so that a record's reader needs no notation of its own.
Ranks are numbered by their pips, the knave 11 to the ace 14, to name them
only: the order of the cards in play (an écarté king over its ace) is each
game's own.  ``str(card)`` writes a card back in capitals with ``T`` for
ten, so a card read and written again reads the same.
"""

from __future__ import annotations

import enum
import reprlib
from collections.abc import Iterable
from typing import Any

import attrs

from lawkit.errors import LawkitError

__all__ = ["CardError", "Suit", "Rank", "Card", "Pack"]

#: Text from a record, quoted in a message: cut short, however long or deep it is.
_QUOTE = reprlib.Repr()
_QUOTE.maxstring = _QUOTE.maxother = 40
_QUOTE.maxlevel = 2


class CardError(LawkitError, ValueError):
    """Text that names no card or suit of the pack, in the notation records use."""


class Suit(enum.Enum):
    """The four suits, by the letter a record writes."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @classmethod
    def parse(cls, text: str) -> Suit:
        """The suit of a letter or symbol, in any case."""
        found = _SUITS.get(str(text).strip().upper())
        if found is None:
            raise CardError(f"unknown suit {_QUOTE.repr(text)}: a suit is S, H, D or C")
        return found

    @property
    def letter(self) -> str:
        """The letter a record writes: the member's value."""
        return str(self.value)

    @property
    def plural(self) -> str:
        """The suit's name as a sentence says it: ``hearts``."""
        return self.name.lower()

    def __str__(self) -> str:
        return self.letter


class Rank(enum.IntEnum):
    """The thirteen ranks, numbered by their pips (knave 11 to ace 14)."""

    TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, KNAVE, QUEEN, KING, ACE = range(2, 15)

    @property
    def letter(self) -> str:
        return "23456789TJQKA"[self - Rank.TWO]

    def __str__(self) -> str:
        return self.letter


_SUITS = {s.letter: s for s in Suit} | dict(zip("\u2663\u2666\u2665\u2660", Suit))


@attrs.frozen
class Card:
    """One card: equal to another of the same rank and suit, written as a record writes it."""

    rank: Rank
    suit: Suit

    def __str__(self) -> str:
        return self.rank.letter + self.suit.letter


@attrs.frozen
class Pack:
    """The cards a game plays with, from ``lowest`` to the ace in each suit, suit by suit (clubs to spades)."""

    lowest: Rank = Rank.TWO
    cards: tuple[Card, ...] = attrs.field(init=False)
    _names: dict[str, Card] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        ranks = [r for r in Rank if r >= self.lowest]
        cards = tuple(Card(rank, suit) for suit in Suit for rank in ranks)
        spelled = {r: [r.letter] + (["10"] if r is Rank.TEN else []) for r in ranks}
        names = {rank + suit: c for c in cards for rank in spelled[c.rank] for suit, s in _SUITS.items() if s is c.suit}
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "_names", names)

    @property
    def notation(self) -> str:
        """How a card of this pack is written, said whenever text names none of them."""
        high = [r.letter for r in Rank if r >= max(self.lowest, Rank.TEN)][::-1]
        low = [r.letter for r in Rank if r < Rank.TEN and r >= self.lowest][::-1]
        return (f"its rank ({' '.join(high)} or 10, {' '.join(low)}) then its suit (S H D C or \u2660 \u2665 \u2666 \u2663), "
                "as AS or 10h")

    def card(self, text: Any) -> Card:
        """The card of this pack that a record's text names."""
        if not isinstance(text, str):
            raise CardError(f"a card is a string such as 'AS' or '10h', not {_QUOTE.repr(text)}")
        key = text.strip().upper()
        found = self._names.get(key)
        if found is not None:
            return found
        if key[1:] + key[:1] in self._names:
            raise CardError(f"unknown card {_QUOTE.repr(text)}: the rank comes first ({key[1:]}{key[:1]})")
        raise CardError(f"unknown card {_QUOTE.repr(text)}: a card is {self.notation}")

    def parse(self, value: str | Iterable[str]) -> tuple[Card, ...]:
        """The cards of a record's text (separated by spaces or commas) or of a list of texts, in order.

        A card given twice is kept twice: a faulty pack is a fact a record
        may state, and the game, not the notation, rules on it.
        """
        words = value.replace(",", " ").split() if isinstance(value, str) else list(value)
        return tuple(self.card(word) for word in words)

    def read(self, value: object) -> tuple[Card, ...]:
        """An event's or a deal's value read as cards: :meth:`parse`, refusing anything but text or a list."""
        if not isinstance(value, str | list):
            raise CardError("cards, as a string or a list")
        return self.parse(value)

    def one(self, value: object) -> Card:
        """An event's value read as the one card a text (or a list of one text) names."""
        found = self.parse(value) if isinstance(value, str | list) else ()
        if len(found) != 1:
            raise CardError("one card, such as KH")
        return found[0]
