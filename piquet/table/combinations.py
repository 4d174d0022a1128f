"""The combinations a hand can declare: point, sequences, quatorzes and trios.

Each combination is a small frozen value with a comparison key and its score
when good.  Finding them in a hand is table-driven on the hand's 32-bit mask
(one byte a suit), because declarations are computed for every deal and in
bulk by simulations.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from itertools import product

import attrs

from piquet.table.cards import SUIT_MASKS, Rank, Suit
from piquet.table.cardsets import Hand
from piquet.table.categories import Category
from piquet.lawbook.citation import cites

__all__ = [
    "Point",
    "Sequence",
    "RankSet",
    "Combination",
    "Comparison",
    "HandCombinations",
    "best_point",
    "point_of",
    "points",
    "sequences",
    "rank_sets",
    "is_carte_blanche",
    "compare",
    "combinations",
    "sequence_score",
    "SEQUENCE_WORDS",
    "set_score",
    "summary_keys",
    "point_value",
]

#: The rules and helpers that cite a law, documented with the rest (the law index links to them).
__all__ += ["point_score", "category_of", "cards_of", "sequence_of", "rank_set_of", "best_sequence"]
__all__ += ["point_key", "run_key", "set_key", "rank_counts_packed"]

SEQUENCE_WORDS = {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "huitième"}
_COURT_BITS = sum(0x70 << (8 * s) for s in range(4))  # knave, queen, king of each suit


class Comparison(enum.Enum):
    """The younger hand's answer to a call, seen from the caller's side."""

    GOOD = "good"
    EQUAL = "equal"
    NOT_GOOD = "not good"


@cites(63)
def sequence_score(length: int) -> int:
    """A good sequence scores its length, plus ten from a quint upward."""
    if not 3 <= length <= 8:
        raise ValueError(f"a sequence has three to eight cards, not {length}")
    return length + 10 if length >= 5 else length


@cites(64)
def set_score(count: int) -> int:
    """A good quatorze scores fourteen and a good trio three."""
    if count == 4:
        return 14
    if count == 3:
        return 3
    raise ValueError(f"a quatorze has four cards and a trio three, not {count}")


@attrs.frozen(order=False)
class Point:
    """A point: a suit's number of cards and their value (Law 62)."""

    suit: Suit = attrs.field(converter=Suit)
    length: int
    value: int

    @property
    def key(self) -> tuple[int, int]:
        """Greater key is better: more cards, then greater value."""
        return (self.length, self.value)

    @property
    def score(self) -> int:
        return point_score(self.length)

    @property
    def name(self) -> str:
        return f"point of {self.length} in {self.suit.plural} making {self.value}"

    def __str__(self) -> str:
        return self.name


@cites(62)
def point_score(length: int) -> int:
    """A good point scores one for each card."""
    return length


@attrs.frozen(order=False)
class Sequence:
    """Three or more cards of one suit in unbroken order of rank (Law 63)."""

    suit: Suit = attrs.field(converter=Suit)
    length: int
    top: Rank = attrs.field(converter=Rank)

    def __attrs_post_init__(self) -> None:
        if not 3 <= self.length <= 8 or self.top - self.length + 1 < 7:
            raise ValueError(f"no sequence of {self.length} cards to {self.top.with_article}")

    @property
    def key(self) -> tuple[int, int]:
        """Greater key is better: more cards, then the higher top card."""
        return (self.length, int(self.top))

    @property
    def score(self) -> int:
        return sequence_score(self.length)

    @property
    def bits(self) -> int:
        low = self.top - 7 - self.length + 1
        return ((1 << self.length) - 1) << (8 * self.suit + low)

    @property
    def name(self) -> str:
        """E.g. ``tierce major``, ``quart to a king``, ``quint minor``, ``huitième``."""
        word = SEQUENCE_WORDS[self.length]
        if self.length == 8:
            return word
        if self.top is Rank.ACE:
            return f"{word} major"
        if self.top - self.length + 1 == 7:
            return f"{word} minor"
        return f"{word} to {self.top.with_article}"

    def __str__(self) -> str:
        return f"{self.name} in {self.suit.plural}"


@attrs.frozen(order=False)
class RankSet:
    """Three (a trio) or four (a quatorze) cards of one rank, ten or above (Law 64)."""

    rank: Rank = attrs.field(converter=Rank)
    count: int

    def __attrs_post_init__(self) -> None:
        if self.count not in (3, 4) or not self.rank.counts_for_set:
            raise ValueError(f"no quatorze or trio of {self.count} {self.rank.plural}")

    @property
    def key(self) -> tuple[int, int]:
        """Greater key is better: any quatorze beats any trio, then rank."""
        return (self.count, int(self.rank))

    @property
    def score(self) -> int:
        return set_score(self.count)

    @property
    def name(self) -> str:
        kind = "quatorze" if self.count == 4 else "trio"
        return f"{kind} of {self.rank.plural}"

    def __str__(self) -> str:
        return f"{'four' if self.count == 4 else 'three'} {self.rank.plural}"


Combination = Point | Sequence | RankSet


def cards_of(what: Combination, held: int) -> int:
    """The cards of ``held`` that make ``what``: all of a point's suit, a sequence's run, a quatorze's or trio's rank."""
    if isinstance(what, Point):
        return held & SUIT_MASKS[what.suit]
    if isinstance(what, Sequence):
        return held & what.bits
    return held & (0x01010101 << (what.rank - 7))


def category_of(what: Combination) -> Category:
    """The kind of declaration a combination is: point, sequence, or quatorze and trio."""
    if isinstance(what, Sequence):
        return _SEQUENCE
    if isinstance(what, RankSet):
        return _SET
    return _POINT


# -- tables, one entry per suit byte -------------------------------------------


def _byte_point(byte: int) -> tuple[int, int]:
    ranks = [Rank(7 + i) for i in range(8) if byte >> i & 1]
    return len(ranks), sum(r.pip_value for r in ranks)


def _byte_runs(byte: int) -> tuple[tuple[int, int], ...]:
    """Maximal runs of three or more in one suit byte: (length, top rank), best first."""
    runs = []
    i = 0
    while i < 8:
        if byte >> i & 1:
            j = i
            while j + 1 < 8 and byte >> (j + 1) & 1:
                j += 1
            if j - i + 1 >= 3:
                runs.append((j - i + 1, 7 + j))
            i = j + 1
        else:
            i += 1
    return tuple(sorted(runs, reverse=True))


_POINT_KEY = [l * 128 + v for l, v in map(_byte_point, range(256))]
_RUNS = [_byte_runs(b) for b in range(256)]
_RUN_KEY = [runs[0][0] * 16 + runs[0][1] if runs else 0 for runs in _RUNS]


def _pair(x: int, y: int) -> int:
    """Per-rank counts of two five-bit (ten..ace) masks, three bits a rank."""
    total = 0
    for r in range(5):
        total += ((x >> r & 1) + (y >> r & 1)) << (3 * r)
    return total


_PAIR = [_pair(i >> 5, i & 31) for i in range(1024)]


def _set_keys() -> list[int]:
    """The set key of every packed count of the five ranks ten to ace.

    A rank is held at most four times, so only 5**5 of the 32,768 packed
    values can occur, and only those holding a trio or a quatorze have a
    key; the rest stay 0.  Filling just those keeps the import quick.
    """
    keys = [0] * (1 << 15)
    for counts in product(range(5), repeat=5):
        best = max((count * 16 + 10 + r for r, count in enumerate(counts) if count >= 3), default=0)
        if best:
            keys[sum(count << (3 * r) for r, count in enumerate(counts))] = best
    return keys


_SET_KEY = _set_keys()

#: Members as module names, read at every call (through the enum's class, several times slower).
_SEQUENCE = Category.SEQUENCE
_SET = Category.SET
_POINT = Category.POINT
_EQUAL = Comparison.EQUAL
_NOT_GOOD = Comparison.NOT_GOOD
_GOOD = Comparison.GOOD


def rank_counts_packed(bits: int) -> int:
    """How many cards of each rank from the ten to the ace a hand mask holds, three bits a rank, the tens lowest."""
    return (
        _PAIR[(bits >> 3 & 31) << 5 | (bits >> 11 & 31)]
        + _PAIR[(bits >> 19 & 31) << 5 | (bits >> 27 & 31)]
    )


def summary_keys(bits: int) -> tuple[int, int, int]:
    """Packed keys of the best point, sequence and set of a hand mask.

    Point key ``length*128 + value``, sequence key ``length*16 + top``, set
    key ``count*16 + rank``; 0 for none.  Greater is better, so two hands are
    compared by comparing keys.  This is the fast path for bulk work.
    """
    b0 = bits & 255
    b1 = bits >> 8 & 255
    b2 = bits >> 16 & 255
    b3 = bits >> 24 & 255
    return (
        max(_POINT_KEY[b0], _POINT_KEY[b1], _POINT_KEY[b2], _POINT_KEY[b3]),
        max(_RUN_KEY[b0], _RUN_KEY[b1], _RUN_KEY[b2], _RUN_KEY[b3]),
        _SET_KEY[_PAIR[(bits >> 3 & 31) << 5 | (bits >> 11 & 31)] + _PAIR[(bits >> 19 & 31) << 5 | (bits >> 27 & 31)]],
    )


def point_key(bits: int) -> int:
    """The packed key of a hand mask's best point alone (as :func:`summary_keys` gives it)."""
    return max(_POINT_KEY[bits & 255], _POINT_KEY[bits >> 8 & 255], _POINT_KEY[bits >> 16 & 255], _POINT_KEY[bits >> 24 & 255])


def run_key(bits: int) -> int:
    """The packed key of a hand mask's best sequence alone (as :func:`summary_keys` gives it)."""
    return max(_RUN_KEY[bits & 255], _RUN_KEY[bits >> 8 & 255], _RUN_KEY[bits >> 16 & 255], _RUN_KEY[bits >> 24 & 255])


def set_key(bits: int) -> int:
    """The packed key of a hand mask's best quatorze or trio alone (as :func:`summary_keys` gives it)."""
    return _SET_KEY[_PAIR[(bits >> 3 & 31) << 5 | (bits >> 11 & 31)] + _PAIR[(bits >> 19 & 31) << 5 | (bits >> 27 & 31)]]


def _mask(hand: Hand | int) -> int:
    return hand if isinstance(hand, int) else hand.bits


# Combinations are immutable, and a suit byte or a count of ranks has only a
# few hundred forms, so each is made once, when first met, and shared.
_POINT_MADE: dict[int, Point] = {}
_RUNS_MADE: dict[int, tuple[Sequence, ...]] = {}
_SETS_MADE: dict[int, tuple[RankSet, ...]] = {}


def point_of(suit: int, key: int) -> Point:
    """The point of a suit (0 clubs to 3 spades) with key ``length << 7 | value``, made once and shared."""
    made = _POINT_MADE.get(suit << 16 | key)
    if made is None:
        made = _POINT_MADE[suit << 16 | key] = Point(Suit(suit), key >> 7, key & 127)
    return made


def sequence_of(suit: int, length: int, top: int) -> Sequence:
    """The sequence of ``length`` cards to ``top`` in a suit (0 clubs to 3 spades), made once and shared."""
    key = suit << 8 | length << 4 | top
    made = _SEQUENCE_MADE.get(key)
    if made is None:
        made = _SEQUENCE_MADE[key] = Sequence(Suit(suit), length, Rank(top))
    return made


def rank_set_of(rank: int, count: int) -> RankSet:
    """The quatorze or trio of a rank, made once and shared."""
    key = rank << 3 | count
    made = _RANK_SET_MADE.get(key)
    if made is None:
        made = _RANK_SET_MADE[key] = RankSet(Rank(rank), count)
    return made


_SEQUENCE_MADE: dict[int, Sequence] = {}
_RANK_SET_MADE: dict[int, RankSet] = {}


def _suit_runs(suit: int, byte: int) -> tuple[Sequence, ...]:
    made = _RUNS_MADE.get(suit << 8 | byte)
    if made is None:
        made = _RUNS_MADE[suit << 8 | byte] = tuple(Sequence(Suit(suit), length, Rank(top)) for length, top in _RUNS[byte])
    return made


def points(hand: Hand | int) -> tuple[Point, ...]:
    """Every suit held as a point, best first (ties in suit order, clubs first)."""
    bits = _mask(hand)
    found = [(key, suit) for suit in range(4) if (key := _POINT_KEY[bits >> (8 * suit) & 255])]
    found.sort(key=lambda held: held[0], reverse=True)
    return tuple(point_of(suit, key) for key, suit in found)


@cites(62)
def best_point(hand: Hand | int) -> Point | None:
    """The hand's point: its longest suit, then the one of greatest value."""
    bits = _mask(hand)
    best, best_suit = 0, 0
    for suit in range(4):
        key = _POINT_KEY[bits >> (8 * suit) & 255]
        if key > best:
            best, best_suit = key, suit
    return point_of(best_suit, best) if best else None


@cites(63)
def best_sequence(hand: Hand | int) -> Sequence | None:
    """The hand's best sequence, the first of :func:`sequences`, found from the table of each suit's best run."""
    bits = _mask(hand)
    best, best_suit = 0, 0
    for suit in range(4):
        key = _RUN_KEY[bits >> (8 * suit) & 255]
        if key > best:
            best, best_suit = key, suit
    return _suit_runs(best_suit, bits >> (8 * best_suit) & 255)[0] if best else None


@cites(63)
def sequences(hand: Hand | int) -> tuple[Sequence, ...]:
    """Every sequence held (maximal runs of three or more), best first."""
    bits = _mask(hand)
    found = [run for suit in range(4) for run in _suit_runs(suit, bits >> (8 * suit) & 255)]
    if len(found) > 1:
        found.sort(key=lambda s: s.key, reverse=True)
    return tuple(found)


@cites(64)
def rank_sets(hand: Hand | int) -> tuple[RankSet, ...]:
    """Every quatorze and trio held (tens and above), best first."""
    packed = rank_counts_packed(_mask(hand))
    made = _SETS_MADE.get(packed)
    if made is None:
        found = []
        for r in range(5):
            count = packed >> (3 * r) & 7
            if count >= 3:
                found.append(RankSet(Rank(10 + r), count))
        found.sort(key=lambda s: s.key, reverse=True)
        made = _SETS_MADE[packed] = tuple(found)
    return made


@cites(18)
def is_carte_blanche(hand: Hand | int) -> bool:
    """Carte blanche: a hand *as dealt* of twelve or more cards with no court card."""
    bits = _mask(hand)
    return bits.bit_count() >= 12 and not bits & _COURT_BITS


def point_value(cards: Iterable[Rank]) -> int:
    """The value of some cards in reckoning the point (Law 62 as described)."""
    return sum(r.pip_value for r in cards)


@cites(62, 63, 64)
def compare(mine: Combination | None, theirs: Combination | None) -> Comparison:
    """Is ``mine`` good, equal or not good against ``theirs``?

    Having something is good against having nothing; nothing against
    nothing is equal.  Keys decide otherwise: the point by number of cards
    then value (Law 62), sequences by length then height (Law 63), and
    quatorzes before trios, then rank (Law 64).
    """
    if mine is None:
        return _EQUAL if theirs is None else _NOT_GOOD
    if theirs is None:
        return _GOOD
    if mine.key > theirs.key:
        return _GOOD
    if mine.key == theirs.key:
        return _EQUAL
    return _NOT_GOOD


@attrs.frozen
class HandCombinations:
    """Everything a hand holds to declare."""

    point: Point | None
    sequences: tuple[Sequence, ...]
    sets: tuple[RankSet, ...]

    @property
    def best_sequence(self) -> Sequence | None:
        return self.sequences[0] if self.sequences else None

    @property
    def best_set(self) -> RankSet | None:
        return self.sets[0] if self.sets else None


def combinations(hand: Hand | int) -> HandCombinations:
    """The point, sequences and sets of a hand."""
    return HandCombinations(best_point(hand), sequences(hand), rank_sets(hand))
