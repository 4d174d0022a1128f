"""Cards, the 32-card pack, and card notation.

A card is a rank then a suit: ``AS``, ``TH`` (``10H`` is read as ``TH``);
suit symbols ``♠ ♥ ♦ ♣`` are accepted and case is ignored on input, while
output is canonical, so ``Card.parse(str(card)) == card`` always holds.

Inside, a card is an index 0-31 (suit × 8 + rank − 7, clubs first) and a set
of cards is the int with those bits set; that is what the hot paths use.
"""

from __future__ import annotations

import enum
import string
from collections.abc import Iterable, Iterator
from functools import lru_cache

import attrs

from piquet.errors import NotationError, shown

__all__ = [
    "Suit",
    "Rank",
    "Card",
    "PACK",
    "FULL_PACK_BITS",
    "SUIT_MASKS",
    "parse_cards",
    "card_indexes",
    "cards_from_bits",
    "bits_of",
    "CARD_SYNTAX",
    "unknown_card",
]

#: How a card is written, said wherever a card is refused.
RANK_SYNTAX = "A K Q J T or 10, 9 8 7"
SUIT_SYNTAX = "S H D C or \u2660 \u2665 \u2666 \u2663"
CARD_SYNTAX = f"a card is its rank ({RANK_SYNTAX}) then its suit ({SUIT_SYNTAX}), as AS or 10h"



class Suit(enum.IntEnum):
    """The four suits; the number is the suit's block of eight bits."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def plural(self) -> str:
        return self.name.lower()

    def __str__(self) -> str:
        return self.letter

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit letter or symbol, ignoring case."""
        if not isinstance(text, str):
            raise NotationError(f"a suit must be a string, not {type(text).__name__}")
        found = _SUIT_BY_TEXT.get(_upper(text.strip()))
        if found is None:
            raise NotationError(f"unknown suit {shown(text)}: a suit is {SUIT_SYNTAX}", text)
        return found


class Rank(enum.IntEnum):
    """Ranks from seven (lowest) to ace (highest), as in cutting and play."""

    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    KNAVE = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return "789TJQKA"[self - 7]

    @property
    def pip_value(self) -> int:
        """Value in reckoning the point: ace eleven, court cards ten, else pips."""
        if self is Rank.ACE:
            return 11
        return min(int(self), 10)

    @property
    def is_court(self) -> bool:
        """King, queen and knave: the cards whose absence is carte blanche."""
        return Rank.KNAVE <= self <= Rank.KING

    @property
    def counts_for_set(self) -> bool:
        """Only tens and above make quatorzes and trios."""
        return self >= Rank.TEN

    @property
    def singular(self) -> str:
        return _RANK_NAMES[self][0]

    @property
    def plural(self) -> str:
        return _RANK_NAMES[self][1]

    @property
    def with_article(self) -> str:
        """``an ace``, ``a king``: for naming a sequence by its top card."""
        return ("an " if self is Rank.ACE or self is Rank.EIGHT else "a ") + self.singular

    def __str__(self) -> str:
        return self.letter

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank letter (``10`` for ten), ignoring case."""
        if not isinstance(text, str):
            raise NotationError(f"a rank must be a string, not {type(text).__name__}")
        found = _RANK_BY_TEXT.get(_upper(text.strip()))
        if found is None:
            raise NotationError(f"unknown rank {shown(text)}: a rank is {RANK_SYNTAX}", text)
        return found


_RANK_NAMES = {
    Rank.SEVEN: ("seven", "sevens"),
    Rank.EIGHT: ("eight", "eights"),
    Rank.NINE: ("nine", "nines"),
    Rank.TEN: ("ten", "tens"),
    Rank.KNAVE: ("knave", "knaves"),
    Rank.QUEEN: ("queen", "queens"),
    Rank.KING: ("king", "kings"),
    Rank.ACE: ("ace", "aces"),
}

#: Lower-case ASCII letters to upper case, and nothing else: ``str.upper`` would make a valid letter of ``ſ`` (the long s) or ``ı``.
_ASCII_UPPER = str.maketrans(string.ascii_lowercase, string.ascii_uppercase)


def _upper(text: str) -> str:
    """``text`` with its ASCII letters in upper case only, so that no other character is read as a card's letter."""
    return text.translate(_ASCII_UPPER)


_SUIT_BY_TEXT = {s.letter: s for s in Suit} | {s.symbol: s for s in Suit}
_SUIT_BY_TEXT |= {"\u2664": Suit.SPADES, "\u2661": Suit.HEARTS, "\u2662": Suit.DIAMONDS, "\u2667": Suit.CLUBS}
_RANK_BY_TEXT = {r.letter: r for r in Rank} | {"10": Rank.TEN}


@attrs.frozen(order=False)
class Card:
    """One card of the piquet pack.

    Cards compare equal by rank and suit; ``card.index`` (0-31) and
    ``card.bit`` give the compact form.  Use :meth:`parse` to read one and
    ``str(card)`` to write it.
    """

    rank: Rank = attrs.field(converter=Rank)
    suit: Suit = attrs.field(converter=Suit)
    #: The compact index 0-31 (suit by suit, seven first), worked out once: the referee asks for it at every card.
    index: int = attrs.field(init=False, eq=False, repr=False)
    #: The card's bit in a 32-bit mask (``1 << index``).
    bit: int = attrs.field(init=False, eq=False, repr=False)
    #: The canonical code, such as ``"TS"``.
    code: str = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        index = int(self.suit) * 8 + int(self.rank) - 7
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "bit", 1 << index)
        object.__setattr__(self, "code", self.rank.letter + self.suit.letter)

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def __lt__(self, other: Card) -> bool:
        """Order by rank, then suit: the order of cutting (Law 4)."""
        if not isinstance(other, Card):
            return NotImplemented
        return (self.rank, self.suit) < (other.rank, other.suit)

    @property
    def name(self) -> str:
        """The card in words, e.g. ``knave of spades``."""
        return f"{self.rank.singular} of {self.suit.plural}"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card: rank then suit, ``10`` or ``T``, letter or symbol, any case."""
        if type(text) is str:
            canonical = _CARD_BY_TEXT.get(text)
            if canonical is not None:
                return canonical
        key = _upper(text.strip()) if isinstance(text, str) else None
        if key is None:
            raise NotationError(f"a card is a string such as 'AS' or '10h', not {type(text).__name__}")
        found = _CARD_BY_TEXT.get(key)
        if found is None:
            raise NotationError(unknown_card(text), text)
        return found

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with compact index 0-31."""
        if not 0 <= index < 32:
            raise NotationError(f"card index must be 0-31, not {index}")
        return PACK[index]


def unknown_card(text: str) -> str:
    """Why ``text`` is no card, with the way cards are written; a card written suit first is named the right way round."""
    key = _upper(text.strip())
    if len(key) >= 2 and key[0] in _SUIT_BY_TEXT and key[1:] in _RANK_BY_TEXT:
        return f"unknown card {shown(text)}: the rank comes first ({key[1:]}{key[0]})"
    return f"unknown card {shown(text)}: {CARD_SYNTAX}"


PACK: tuple[Card, ...] = tuple(Card(Rank(7 + i % 8), Suit(i // 8)) for i in range(32))
"""The 32 cards in index order (seven of clubs first, ace of spades last)."""

FULL_PACK_BITS = (1 << 32) - 1

#: The bits of each suit's eight cards, by suit number (clubs first).
SUIT_MASKS: tuple[int, int, int, int] = (0xFF, 0xFF << 8, 0xFF << 16, 0xFF << 24)

_CARD_BY_TEXT: dict[str, Card] = {}
for _card in PACK:
    for _r, _rank in _RANK_BY_TEXT.items():
        if _rank is not _card.rank:
            continue
        for _s, _suit in _SUIT_BY_TEXT.items():
            if _suit is _card.suit:
                _CARD_BY_TEXT[_r + _s] = _card
                _CARD_BY_TEXT[_r + _s.upper()] = _card

#: Each card's index by the spellings :data:`_CARD_BY_TEXT` knows, for :func:`card_indexes`.
_INDEX_BY_TEXT: dict[str, int] = {text: card.index for text, card in _CARD_BY_TEXT.items()}


def card_indexes(text: str) -> tuple[int, ...] | None:
    """The indexes of the cards of one string, in order, each in its usual spelling; None if any is spelled otherwise.

    The quick reading of a record's hands and stock, which are different at
    every deal: no card is made, and what is not in the usual spelling (or
    is no card) is left to :func:`parse_cards`, which says what is wrong.
    """
    try:
        return tuple(map(_INDEX_BY_TEXT.__getitem__, text.replace(",", " ").split()))
    except KeyError:
        return None


# Display order: spades, hearts, diamonds, clubs; high to low within a suit.
DISPLAY_ORDER: tuple[int, ...] = tuple(
    s * 8 + r for s in (3, 2, 1, 0) for r in range(7, -1, -1)
)


def cards_from_bits(bits: int) -> tuple[Card, ...]:
    """The cards of a bit set, in display order."""
    return tuple(PACK[i] for i in DISPLAY_ORDER if bits >> i & 1)


def bits_of(cards: Iterable[Card]) -> int:
    """The bit set of some cards."""
    bits = 0
    for card in cards:
        bits |= card.bit
    return bits


def parse_cards(text: str | Iterable[str], *, allow_repeats: bool = False) -> tuple[Card, ...]:
    """Read a list of cards: one string separated by spaces or commas, or a list of strings.

    A card given twice is an error unless ``allow_repeats``.
    """
    if isinstance(text, str):
        cards = _parse_card_text(text)
        if not allow_repeats:
            _refuse_repeats(cards)
        return cards
    else:
        words = []
        for item in text:
            if not isinstance(item, str):
                raise NotationError(f"a card is a string such as 'AS' or '10h', not {shown(item)}")
            words.append(item)
    cards = tuple(Card.parse(w) for w in words)
    if not allow_repeats:
        _refuse_repeats(cards)
    return cards


@lru_cache(maxsize=4096)
def _parse_card_text(text: str) -> tuple[Card, ...]:
    """Cards of one string; records repeat the same few strings, so results are cached."""
    words = text.replace(",", " ").split()
    try:
        return tuple(map(_CARD_BY_TEXT.__getitem__, words))  # every card in its usual spelling
    except KeyError:
        return tuple(Card.parse(w) for w in words)


def _refuse_repeats(cards: tuple[Card, ...]) -> None:
    seen = 0
    for card in cards:
        if seen & card.bit:
            raise NotationError(f"card {card} is given twice", str(card))
        seen |= card.bit


def iter_bits(bits: int) -> Iterator[int]:
    """Indexes of the set bits, lowest first."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low
