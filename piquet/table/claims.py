"""Matching what a player says against what he holds.

A call may say less than the cards hold (the number of cards of a point, a
sequence without its top card, a trio out of a quatorze); *resolving* a
claim finds the combination in the hand it stands for, or None when the hand
cannot support it.  *Good against the cards* asks whether no hand the
adversary could hold, in hand and discard together, could beat it (Laws 48,
49, 53, 54).
"""

from __future__ import annotations

import enum

from functools import lru_cache
from itertools import combinations as choose

from typing import Any, cast

import attrs

from piquet.table.cards import FULL_PACK_BITS, Rank, Suit
from piquet.table.coerce import Refused, between, refusal, to_int, to_optional_int, to_optional_rank, to_optional_suit, words
from piquet.lawbook.citation import cites
from piquet.table.combinations import (
    SEQUENCE_WORDS,
    Combination,
    Point,
    RankSet,
    Sequence,
    best_point,
    best_sequence,
    point_of,
    rank_counts_packed,
    rank_set_of,
    rank_sets,
    sequence_of,
    sequences,
    point_key,
    run_key,
    set_key,
)
from piquet.table.categories import Category
from piquet.errors import shown

__all__ = ["to_answer", "to_claim", "to_correction", "POINT_LENGTHS", "POINT_VALUES", "SEQUENCE_LENGTHS", "SET_COUNTS", "Answer", "PointClaim", "SequenceClaim", "SetClaim", "Claim", "resolve", "best_held", "good_against_the_cards", "held_in_category", "by_length_alone"]



class Answer(enum.Enum):
    """The younger hand's replies to a call."""

    GOOD = "good"
    NOT_GOOD = "not good"
    EQUAL = "equal"
    WHAT_DO_THEY_MAKE = "what do they make"


#: What a call can name and be a call at all, the same for a record read and for an act made in a program: a point of
#: one to eight cards (a suit has eight) making at most a hundred, a sequence of three to eight, a trio or a quatorze.
#: A call within these that the hand does not hold is false, and ruled on; one outside them is no call.
POINT_LENGTHS = (1, 8)
POINT_VALUES = (0, 100)
SEQUENCE_LENGTHS = (3, 8)
SET_COUNTS = (3, 4)

_ANSWERS = {words(answer.value): answer for answer in Answer} | {words(answer.name): answer for answer in Answer}


def to_answer(value: object) -> Answer:
    """A reply: an :class:`Answer`, or its words in any case, with spaces, underscores or hyphens (``"not good"``,
    ``"NOT_GOOD"``, ``"Not-Good"``)."""
    if type(value) is Answer:
        return value
    found = _ANSWERS.get(words(value)) if isinstance(value, str) else None
    if found is not None:
        return found
    return cast(Answer, Refused(value, f"expected one of {[a.value for a in Answer]} or an Answer, got {type(value).__name__} {shown(value)}"))


def to_claim(value: object) -> Claim:
    """A call or reckoning: a :class:`PointClaim`, :class:`SequenceClaim` or :class:`SetClaim`."""
    if type(value) in _CLAIM_TYPES:
        return cast(Claim, value)
    return cast(Claim, Refused(value, f"expected a PointClaim, SequenceClaim or SetClaim, got {type(value).__name__} {shown(value)}"))


def to_correction(value: object) -> Claim | Answer:
    """A correction: of a call (a claim) or of a reply (an answer, or its words)."""
    if type(value) in _CLAIM_TYPES:
        return cast(Claim, value)
    found: object = to_answer(value)
    if not isinstance(found, Answer):
        return cast(Answer, Refused(value, f"expected a claim, or a reply such as 'not good', got {type(value).__name__} {shown(value)}"))
    return found


@attrs.frozen
class PointClaim:
    """A call of the point: its number of cards, and perhaps its value and suit.

    ``PointClaim(5, 49, "S")`` is a point of five making 49 in spades; a
    number outside :data:`POINT_LENGTHS` or :data:`POINT_VALUES` is refused
    at once (:class:`~piquet.errors.ActError`), as the record reader refuses it.
    """

    length: int = attrs.field(converter=to_int, validator=between(*POINT_LENGTHS))
    value: int | None = attrs.field(default=None, converter=to_optional_int, validator=between(*POINT_VALUES, optional=True))
    suit: Suit | None = attrs.field(default=None, converter=to_optional_suit, validator=refusal)
    category = Category.POINT

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"point": self.length}
        if self.value is not None:
            out["value"] = self.value
        if self.suit is not None:
            out["suit"] = self.suit.letter
        return out

    def __str__(self) -> str:
        text = f"point of {self.length}"
        if self.value is not None:
            text += f" making {self.value}"
        return text + (f" in {self.suit.plural}" if self.suit is not None else "")


@attrs.frozen
class SequenceClaim:
    """A call of a sequence: its length, and perhaps its top card and suit."""

    length: int = attrs.field(converter=to_int, validator=between(*SEQUENCE_LENGTHS))
    top: Rank | None = attrs.field(default=None, converter=to_optional_rank, validator=refusal)
    suit: Suit | None = attrs.field(default=None, converter=to_optional_suit, validator=refusal)
    category = Category.SEQUENCE

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"sequence": self.length}
        if self.top is not None:
            out["to"] = self.top.letter
        if self.suit is not None:
            out["suit"] = self.suit.letter
        return out

    def __str__(self) -> str:
        text = SEQUENCE_WORDS.get(self.length, f"sequence of {self.length}")
        if self.top is not None:
            text += f" to {self.top.with_article}"
        return text + (f" in {self.suit.plural}" if self.suit is not None else "")


@attrs.frozen
class SetClaim:
    """A call of a quatorze (four) or trio (three), perhaps naming the rank."""

    count: int = attrs.field(converter=to_int, validator=between(*SET_COUNTS))
    rank: Rank | None = attrs.field(default=None, converter=to_optional_rank, validator=refusal)
    category = Category.SET

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"set": self.rank.letter if self.rank is not None else None}
        out["count"] = self.count
        return out

    def __str__(self) -> str:
        number = {3: "three", 4: "four"}.get(self.count, str(self.count))
        return f"{number} {self.rank.plural if self.rank is not None else 'of a kind'}"


Claim = PointClaim | SequenceClaim | SetClaim
_CLAIM_TYPES = (PointClaim, SequenceClaim, SetClaim)



#: Pip values of the eight ranks of a suit byte, seven first (ace eleven, courts ten).
_PIPS = tuple(Rank(7 + i).pip_value for i in range(8))


@lru_cache(maxsize=None)
def _suit_pips(byte: int) -> tuple[int, ...]:
    """The pip values of the cards of one suit byte, highest card first."""
    return tuple(_PIPS[i] for i in range(7, -1, -1) if byte >> i & 1)


@lru_cache(maxsize=None)
def _point_values(byte: int, length: int) -> frozenset[int]:
    """Every value a point of ``length`` cards chosen from one suit byte can make."""
    return frozenset(sum(pick) for pick in choose(_suit_pips(byte), length))


def _resolve_point(claim: PointClaim, bits: int) -> Point | None:
    length = claim.length
    if length < 1:
        return None
    best = 0
    best_suit = 0
    for suit in (int(claim.suit),) if claim.suit is not None else range(4):
        byte = bits >> (8 * suit) & 255
        pips = _suit_pips(byte)
        if len(pips) < length:
            continue
        if claim.value is None:
            value = sum(pips[:length])
        elif claim.value in _point_values(byte, length):
            value = claim.value
        else:
            continue
        key = length << 7 | value
        if key > best:
            best, best_suit = key, suit
    return point_of(best_suit, best) if best else None


def _resolve_sequence(claim: SequenceClaim, bits: int) -> Sequence | None:
    if not 3 <= claim.length <= 8:
        return None
    best: Sequence | None = None
    best_exact = False
    for run in sequences(bits):
        if claim.suit is not None and run.suit != claim.suit:
            continue
        if run.length < claim.length:
            continue
        low = run.top - run.length + 1
        if claim.top is not None:
            if not (low + claim.length - 1 <= claim.top <= run.top):
                continue
            top = claim.top
        else:
            top = run.top
        found = sequence_of(run.suit, claim.length, top)
        # Of two holdings the call fits equally, the one it names whole is meant, not part of a longer run (Law 49's
        # tierce to the queen called beside a quart to the king).
        exact = run.length == claim.length
        if best is None or found.key > best.key or (found.key == best.key and exact and not best_exact):
            best, best_exact = found, exact
    return best


def _resolve_set(claim: SetClaim, bits: int) -> RankSet | None:
    count = claim.count
    if count not in (3, 4):
        return None
    # The best trio a call of "three" can stand for is the highest rank held three times or more: the counts of the
    # five ranks that make sets, read from the packed table, ace first.
    packed = rank_counts_packed(bits)
    wanted = claim.rank
    for offset in (4, 3, 2, 1, 0):
        if packed >> (3 * offset) & 7 >= count and (wanted is None or wanted == 10 + offset):
            return rank_set_of(10 + offset, count)
    return None


def resolve(claim: Claim, bits: int) -> Combination | None:
    """The combination held in ``bits`` that the claim stands for, best first; None if not held.

    A claim is resolved once against a holding: the rule's condition and
    the rule itself ask the same question of one act, and get the answer
    kept the first time.  Claims and combinations are immutable; the store
    is keyed by the claim's identity (checked, so a claim that died cannot
    lend its id) and emptied when full.
    """
    key = (id(claim), bits)
    kept = _RESOLVED.get(key)
    if kept is not None and kept[0] is claim:
        return kept[1]
    if isinstance(claim, PointClaim):
        found: Combination | None = _resolve_point(claim, bits)
    elif isinstance(claim, SequenceClaim):
        found = _resolve_sequence(claim, bits)
    else:
        found = _resolve_set(claim, bits)
    if len(_RESOLVED) >= _RESOLVED_MOST:
        _RESOLVED.clear()
    _RESOLVED[key] = (claim, found)
    return found


_RESOLVED: dict[tuple[int, int], tuple[Claim, Combination | None]] = {}
_RESOLVED_MOST = 4096

#: Members as module names, read at every call (through the enum's class, several times slower).
_POINT = Category.POINT
_SEQUENCE = Category.SEQUENCE


def best_held(category: Category, bits: int) -> Combination | None:
    """The best combination of a category in a hand."""
    if category is _POINT:
        return best_point(bits)
    if category is _SEQUENCE:
        return best_sequence(bits)
    found = rank_sets(bits)
    return found[0] if found else None


def held_in_category(category: Category, bits: int) -> tuple[Combination, ...]:
    """Every combination of a category a hand holds, best first."""
    if category is _POINT:
        point = best_point(bits)
        return (point,) if point is not None else ()
    if category is _SEQUENCE:
        return sequences(bits)
    return rank_sets(bits)


@cites(48, 49)
def by_length_alone(claim: Claim) -> bool:
    """A sequence called without its top card, or a quatorze or trio without its rank: enough only when good against the cards (Law 48)."""
    return (isinstance(claim, SequenceClaim) and claim.top is None) or (isinstance(claim, SetClaim) and claim.rank is None)


def good_against_the_cards(combination: Combination, known_bits: int) -> bool:
    """True if nothing the adversary could hold beats it.

    ``known_bits`` is the claimant's hand and discard together: the
    adversary can hold only the other cards.
    """
    # The adversary's best of the kind as a packed key (0 for none), read from the tables without making it: the packed
    # keys order as the combinations' keys do (length and value, length and top card, count and rank).
    # Only the kind asked about is read.
    unknown = FULL_PACK_BITS & ~known_bits
    if isinstance(combination, Point):
        point = point_key(unknown)
        return point == 0 or combination.length * 128 + combination.value > point
    if isinstance(combination, Sequence):
        run = run_key(unknown)
        return run == 0 or combination.length * 16 + combination.top > run
    rank_set = set_key(unknown)
    return rank_set == 0 or combination.count * 16 + combination.rank > rank_set
