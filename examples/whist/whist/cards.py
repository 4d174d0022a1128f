"""The 52-card pack: ranks 2 to ace (ace high), four suits, written "AS", "10H" or "TH"."""

from __future__ import annotations

import attrs

SUITS = "SHDC"
_RANKS = {**{str(n): n for n in range(2, 11)}, "T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
_NAMES = {n: name for name, n in _RANKS.items() if name != "T"}


@attrs.frozen(order=True)
class Card:
    """A card: its rank (2 to 14, the ace highest) and its suit (one of S, H, D, C)."""

    rank: int
    suit: str

    def __str__(self) -> str:
        return f"{_NAMES[self.rank]}{self.suit}"


def card(text: object) -> Card:
    """The card a record names; ``ValueError`` for anything else."""
    if isinstance(text, str) and len(text) in (2, 3) and text[:-1].upper() in _RANKS and text[-1].upper() in SUITS:
        return Card(_RANKS[text[:-1].upper()], text[-1].upper())
    raise ValueError(f"a card such as AS, 10H or TH, not {text!r}")


PACK = frozenset(Card(rank, suit) for rank in range(2, 15) for suit in SUITS)
