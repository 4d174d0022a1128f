"""The 32-card pack écarté is played with, and the way its records write a card.

A card is its rank then its suit, ``KH`` or ``10s``: ranks ``A K Q J T``
(``10`` also reads as ten) ``9 8 7``, suits ``S H D C`` or their symbols,
in any case.  ``str(card)`` writes it back in capitals with ``T`` for ten,
so a card read from a record and written again reads the same.  This is the
notation of the repository's piquet records, kept here so that the game
needs nothing but the kernel.  The order of the cards in play is not the
pack's business: it is écarté's own (:mod:`ecarte.cards`).
"""

from __future__ import annotations

import enum
import reprlib
from collections.abc import Iterable

import attrs

from lawkit.errors import LawkitError

__all__ = ["CardError", "Suit", "Rank", "Card", "PACK", "parse_cards"]

#: How a card is written, said whenever text names no card (the words piquet's records use too).
NOTATION = "its rank (A K Q J T or 10, 9 8 7) then its suit (S H D C or \u2660 \u2665 \u2666 \u2663), as AS or 10h"

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
        found = _SUITS.get(text.strip().upper())
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
    """The eight ranks of the short pack, numbered by their pips (knave 11 to ace 14)."""

    SEVEN, EIGHT, NINE, TEN, KNAVE, QUEEN, KING, ACE = range(7, 15)

    @property
    def letter(self) -> str:
        return "789TJQKA"[self - Rank.SEVEN]

    def __str__(self) -> str:
        return self.letter


_SUITS = {s.letter: s for s in Suit} | dict(zip("\u2663\u2666\u2665\u2660", Suit))
_RANKS = {r.letter: r for r in Rank} | {"10": Rank.TEN}


@attrs.frozen
class Card:
    """One card: equal to another of the same rank and suit, written as a record writes it."""

    rank: Rank
    suit: Suit

    def __str__(self) -> str:
        return self.rank.letter + self.suit.letter

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card a record's text names (see the module's notation)."""
        if not isinstance(text, str):
            raise CardError(f"a card is a string such as 'AS' or '10h', not {_QUOTE.repr(text)}")
        key = text.strip().upper()
        found = _CARDS.get(key)
        if found is not None:
            return found
        if key[1:] + key[:1] in _CARDS:
            raise CardError(f"unknown card {_QUOTE.repr(text)}: the rank comes first ({key[1:]}{key[:1]})")
        raise CardError(f"unknown card {_QUOTE.repr(text)}: a card is {NOTATION}")


#: The pack, suit by suit (clubs, diamonds, hearts, spades), seven to ace within each.
PACK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in Suit for rank in Rank)

_CARDS = {rank + suit: card for card in PACK for rank, r in _RANKS.items() if r is card.rank for suit, s in _SUITS.items() if s is card.suit}


def parse_cards(value: str | Iterable[str]) -> tuple[Card, ...]:
    """The cards of a record's text (separated by spaces or commas) or of a list of texts, in order.

    A card given twice is kept twice: a faulty pack is a fact a record may
    state (Law 45), and the record's reader, not the notation, rules on it.
    """
    words = value.replace(",", " ").split() if isinstance(value, str) else list(value)
    return tuple(Card.parse(word) for word in words)
