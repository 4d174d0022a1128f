"""Cards as a person at a terminal reads them: suit symbols, hearts and diamonds in red, a hand in rows by suit.

Only a terminal gets them.  Output to a pipe or a file (and a test's
``StringIO``) keeps the card codes (``AS``, ``TD``) it always had, so that
scripts, diffs and the committed reports read the same.  On a terminal a
card is its rank and suit symbol (``A♠``, ``10♦``), a hand is one row a
suit, and hearts and diamonds are red, unless the ``NO_COLOR`` environment
variable is set to anything but the empty string (https://no-color.org) or
``TERM`` is ``dumb``.  A terminal whose encoding cannot write the symbols
gets the codes, coloured all the same.
"""

from __future__ import annotations

import os
import re
from collections.abc import Collection, Iterable, Mapping
from typing import TextIO

import attrs

from piquet.table.cards import Card, Suit, parse_cards

__all__ = ["CardStyle", "PLAIN", "style_for", "RED", "RESET"]

#: The ANSI codes that turn the foreground red and back.
RED = "\x1b[31m"
RESET = "\x1b[0m"

_SUITS_SHOWN = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
#: A card code standing alone in a text, as the reports write them (``KS``, ``TD``).
_CODE = re.compile(r"(?<![\w])[789TJQKA][SHDC](?![\w])")


@attrs.frozen
class CardStyle:
    """How cards are written for one stream: plain codes, or for a terminal symbols, rows by suit and colour."""

    terminal: bool = False
    symbols: bool = False
    colour: bool = False

    def _red(self, text: str, suit: Suit) -> str:
        return f"{RED}{text}{RESET}" if self.colour and suit in (Suit.HEARTS, Suit.DIAMONDS) else text

    def card(self, card: Card) -> str:
        """One card: its code, or on a terminal its rank and suit symbol, red for hearts and diamonds."""
        if not self.terminal:
            return card.code
        rank = "10" if card.rank.letter == "T" else card.rank.letter
        return self._red(rank + (card.suit.symbol if self.symbols else card.suit.letter), card.suit)

    def suit_rows(self, cards: Iterable[Card] | str) -> list[str]:
        """A hand on a terminal, one row a suit (spades, hearts, diamonds, clubs), high card first; none for plain output."""
        if not self.terminal:
            return []
        held = parse_cards(cards, allow_repeats=True) if isinstance(cards, str) else tuple(cards)
        rows = []
        for suit in _SUITS_SHOWN:
            ranks = sorted((c.rank for c in held if c.suit == suit), reverse=True)
            shown = " ".join("10" if r.letter == "T" else r.letter for r in ranks) or "-"
            rows.append(self._red(f"{suit.symbol if self.symbols else suit.letter} {shown}", suit))
        return rows

    def in_text(self, text: str, *, labels: Collection[str] = ()) -> str:
        """Each card code standing alone in a report written on a terminal; a player's label that looks like a card is left alone."""
        if not self.terminal:
            return text
        return _CODE.sub(lambda found: found[0] if found[0] in labels else self.card(Card.parse(found[0])), text)


#: Output that is not a terminal: card codes, as the reports have always been written.
PLAIN = CardStyle()


def style_for(stream: TextIO, environ: Mapping[str, str] | None = None) -> CardStyle:
    """The style for a stream: :data:`PLAIN` unless it is a terminal; colour unless ``NO_COLOR`` or a dumb terminal says not."""
    isatty = getattr(stream, "isatty", None)
    try:
        at_terminal = bool(isatty()) if callable(isatty) else False
    except (OSError, ValueError):  # a closed or detached stream
        at_terminal = False
    if not at_terminal:
        return PLAIN
    environ = os.environ if environ is None else environ
    colour = not environ.get("NO_COLOR") and environ.get("TERM") != "dumb"
    try:
        "".join(s.symbol for s in Suit).encode(getattr(stream, "encoding", None) or "utf-8")
        symbols = True
    except (UnicodeEncodeError, LookupError):
        symbols = False
    return CardStyle(terminal=True, symbols=symbols, colour=colour)
