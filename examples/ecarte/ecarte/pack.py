"""The 32-card pack écarté is played with, from the seven up, in lawkit's notation of the French-suited pack.

The order of the cards in play is not the pack's business: it is écarté's
own (:mod:`ecarte.cards`).
"""

from __future__ import annotations

from lawkit.cards import Card, CardError, Pack, Rank, Suit

__all__ = ["CardError", "Suit", "Rank", "Card", "PACK", "card", "parse_cards", "read_cards", "one_card", "SHORT"]

#: The pack as lawkit reads records against it.
SHORT = Pack(Rank.SEVEN)
#: The pack, suit by suit (clubs, diamonds, hearts, spades), seven to ace within each.
PACK: tuple[Card, ...] = SHORT.cards
#: The card of the pack a record's text names (``KH``, ``10s``, ``q♠``).
card = SHORT.card
#: The cards of a record's text or list, in order; a card given twice is kept twice, for Law 45 to rule on.
parse_cards = SHORT.parse
#: An event's value read as cards, refusing anything but text or a list; and as exactly one card.
read_cards = SHORT.read
one_card = SHORT.one
