"""The 32-card pack écarté is played with, from the seven up, in lawkit's notation of the French-suited pack.

The order of the cards in play is not the pack's business: it is écarté's
own (:mod:`ecarte.cards`).
"""

from __future__ import annotations

from collections.abc import Iterable

from lawkit.cards import Card, CardError, Pack, Rank, Suit

__all__ = ["CardError", "Suit", "Rank", "Card", "PACK", "card", "parse_cards"]

_SHORT = Pack(Rank.SEVEN)
#: The pack, suit by suit (clubs, diamonds, hearts, spades), seven to ace within each.
PACK: tuple[Card, ...] = _SHORT.cards


def card(text: object) -> Card:
    """The card of the pack a record's text names (``KH``, ``10s``, ``q♠``)."""
    return _SHORT.card(text)


def parse_cards(value: str | Iterable[str]) -> tuple[Card, ...]:
    """The cards of a record's text or list, in order; a card given twice is kept twice, for Law 45 to rule on."""
    return _SHORT.parse(value)
