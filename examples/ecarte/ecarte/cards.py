"""Écarté's order of the cards in play.

The cards are the 32 of :mod:`ecarte.pack`; in play the king is highest and
the ace ranks between the knave and the ten.
"""

from __future__ import annotations

from collections.abc import Iterable

from ecarte.laws import game
from ecarte.pack import Card, Rank, Suit
from lawkit.citation import implements

__all__ = ["Card", "Suit", "Rank", "strength", "beats", "legal_cards"]

_ORDER = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.ACE, Rank.KNAVE, Rank.QUEEN, Rank.KING)
_STRENGTH = {rank: n for n, rank in enumerate(_ORDER)}


def strength(card: Card) -> int:
    """The card's place in écarté's order within its suit: 0 for a seven, 7 for a king."""
    return _STRENGTH[card.rank]


@implements(game(1))
def beats(card: Card, led: Card, trump: Suit | None) -> bool:
    """Whether ``card``, played to ``led``, wins the trick (Game rule 1)."""
    if card.suit == led.suit:
        return strength(card) > strength(led)
    return trump is not None and card.suit == trump


@implements(game(5))
def legal_cards(hand: Iterable[Card], led: Card, trump: Suit | None) -> tuple[Card, ...]:
    """The cards the second player may play: follow and win if he can, else follow; failing the suit, trump if he can (Game rule 5)."""
    cards = tuple(hand)
    following = tuple(c for c in cards if c.suit == led.suit)
    if following:
        winning = tuple(c for c in following if beats(c, led, trump))
        return winning or following
    trumps = tuple(c for c in cards if trump is not None and c.suit == trump)
    return trumps or cards
