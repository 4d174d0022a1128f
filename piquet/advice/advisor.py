"""Which cards to discard: candidates screened cheaply, the best few sampled deeply.

A discard is judged by what it makes of the deal: for each candidate the
cards the player cannot see are dealt at random, consistently with what he
has seen (:mod:`piquet.advice.sampling`); he takes as many as he discarded
from the top of the stock; the other player exchanges by a fixed policy
(:func:`heuristic_discard`, three cards for the younger, five for the
elder); and the deal so completed is valued by
:func:`piquet.advice.evaluation.deal_value` (declarations, repique, play,
pique).  The candidate's worth is the mean, over the spreads, of the
player's points less his adversary's.

Every discard of one to five cards of twelve is 1,585 candidates for the
elder, too many to sample deeply.  So the search has two stages, set by
an :class:`Effort`: every candidate drawn from the ``pool`` weakest cards
is screened on a few spreads shared by all (the same spreads for every
candidate, so that their differences are not noise of the draw), and the
``finalists`` best are valued again on many fresh spreads, with a standard
error.  The elder takes as many cards as he discards (Law 21) and the
younger likewise from what the elder left (Law 22); the number of cards
offered is the one the rules allow.
"""

from __future__ import annotations

import random
from itertools import combinations as choose
from typing import Any

import attrs

from piquet.game.state import ELDER, YOUNGER, DealState, Phase
from piquet.rules.exchange import ELDER_SHARE, YOUNGER_SHARE, limits
from piquet.advice.evaluation import Advice, PlayEvaluator, deal_value, estimate
from piquet.advice.sampling import elder_world, younger_world
from piquet.table.cards import SUIT_MASKS, iter_bits
from piquet.table.cardsets import Hand
from piquet.table.combinations import summary_keys

__all__ = [
    "Effort",
    "FULL",
    "QUICK",
    "DiscardAdvice",
    "heuristic_discard",
    "keep_order",
    "advise_elder_discard",
    "advise_younger_discard",
    "advise_discard",
]



@attrs.frozen
class Effort:
    """How hard the discard search works.

    ``pool``: the discards are drawn from this many of the weakest cards
    (twelve: every discard).  ``screen``: spreads every candidate is
    valued on.  ``finalists``: how many candidates are valued again.
    ``deep``: spreads for each finalist.
    """

    pool: int = 10
    screen: int = 16
    finalists: int = 8
    deep: int = 200


#: The advice of ``piquet advise``: discards of the ten weakest cards screened on 16 spreads, the best eight sampled 200 times.
FULL = Effort()
#: A cheap setting for simulating many parties: discards of the eight weakest cards, four finalists sampled 32 times.
QUICK = Effort(pool=8, screen=8, finalists=4, deep=32)


#: A discard advised, with its worth (an :class:`~piquet.advice.evaluation.Advice` whose act is "discard").
DiscardAdvice = Advice


def _point_suit(hand: int) -> int:
    """The suit of the hand's point: most cards, then most value (the suit a player keeps)."""
    best, best_key = 0, -1
    for suit in range(4):
        key = summary_keys(hand & SUIT_MASKS[suit])[0]
        if key > best_key:
            best, best_key = suit, key
    return best


def keep_order(hand: int) -> list[int]:
    """The hand's cards, weakest first, by a rule of thumb: low cards, short suits, cards of no set go first.

    A card's worth here is its rank, plus two for each card of its suit,
    plus eight if its rank makes a trio or quatorze of tens or above, plus
    sixteen if it is in the point suit.  It only orders the pool from which
    the discard search draws, and the fixed policy's discards.
    """
    point_suit = _point_suit(hand)
    counts = [0] * 8
    for index in iter_bits(hand):
        counts[index & 7] += 1
    worth = {}
    for index in iter_bits(hand):
        suit, rank = index >> 3, index & 7
        score = rank + 2 * (hand & SUIT_MASKS[suit]).bit_count()
        if rank >= 3 and counts[rank] >= 3:
            score += 8
        if suit == point_suit:
            score += 16
        worth[index] = score
    return sorted(worth, key=lambda index: (worth[index], index))


def heuristic_discard(hand: int, count: int) -> int:
    """The fixed policy: discard the ``count`` lowest cards outside the point suit (the longest), as a mask.

    Cards outside the point suit go lowest rank first (from the shorter suit
    on a tie); only when they run out does the point suit give its lowest.
    """
    point_suit = _point_suit(hand)
    outside = sorted(
        (i for i in iter_bits(hand) if i >> 3 != point_suit),
        key=lambda i: (i & 7, (hand & SUIT_MASKS[i >> 3]).bit_count(), i),
    )
    inside = sorted(i for i in iter_bits(hand) if i >> 3 == point_suit)
    chosen = 0
    for index in (outside + inside)[:count]:
        chosen |= 1 << index
    return chosen


def _candidates(hand: int, least: int, most: int, pool: int) -> list[int]:
    weakest = keep_order(hand)[: max(pool, most)]
    out = []
    for size in range(least, most + 1):
        for picked in choose(weakest, size):
            mask = 0
            for index in picked:
                mask |= 1 << index
            out.append(mask)
    return out


def _rule_of_thumb(hand: int, least: int, most: int) -> list[int]:
    """The fixed policy's discard of each allowed size, the largest first."""
    return [heuristic_discard(hand, count) for count in range(most, least - 1, -1)]


def _top(stock: tuple[int, ...], count: int) -> int:
    bits = 0
    for index in stock[:count]:
        bits |= 1 << index
    return bits


def _younger_exchanges(younger: int, rest: tuple[int, ...]) -> int:
    """The younger's hand after the fixed policy's exchange: three (or what is left) of his lowest outside his point."""
    count = min(YOUNGER_SHARE, len(rest))
    if not count:
        return younger
    return (younger & ~heuristic_discard(younger, count)) | _top(rest, count)


def _search(
    candidates: list[int], value_of: "_Valuer", rng: random.Random, effort: Effort, always: list[int]
) -> tuple[DiscardAdvice, ...]:
    """Screen every candidate on shared spreads, then value the best few and the ``always`` ones on fresh spreads.

    The best of hundreds of candidates on a few spreads is partly the
    luckiest, so the rule of thumb's discards (``always``) are valued in
    the second stage too: the advice can then fall short of the rule of
    thumb only by the noise of that stage.
    """
    if not candidates:
        raise ValueError("no discard is allowed here")
    screen_worlds = [value_of.world(rng) for _ in range(effort.screen)]
    screened = sorted(
        candidates, key=lambda mask: (-sum(value_of(mask, world) for world in screen_worlds), mask)
    )
    finalists = list(dict.fromkeys(screened[: effort.finalists] + always))
    deep_worlds = [value_of.world(rng) for _ in range(effort.deep)]
    advice = []
    for mask in finalists:
        advice.append(estimate("discard", Hand(mask), [value_of(mask, world) for world in deep_worlds]))
    advice.sort(key=lambda found: (-found.value, found.cards.bits))
    return tuple(advice)


#: One spread of the unseen cards, and the younger's hands after his exchange by how many the elder took (filled as met).
_World = tuple[Any, dict[int, int]]


class _Valuer:
    """Values a discard in one spread of the unseen cards, from the adviser's side."""

    def world(self, rng: random.Random) -> _World:
        raise NotImplementedError

    def __call__(self, mask: int, world: _World) -> int:
        raise NotImplementedError


class _ElderValuer(_Valuer):
    def __init__(self, hand: int, evaluator: PlayEvaluator | None) -> None:
        self.hand = hand
        self.evaluator = evaluator

    def world(self, rng: random.Random) -> _World:
        return elder_world(rng, self.hand), {}

    def __call__(self, mask: int, world: _World) -> int:
        spread, younger_after = world
        younger: int = spread[0]
        stock: tuple[int, ...] = spread[1]
        count = mask.bit_count()
        elder = (self.hand & ~mask) | _top(stock, count)
        if count not in younger_after:  # the younger's exchange depends on how many the elder took, not which
            younger_after[count] = _younger_exchanges(younger, stock[count:])
        return deal_value(elder, younger_after[count], self.evaluator)


class _YoungerValuer(_Valuer):
    def __init__(self, hand: int, elder_took: int, unseen: int | None, evaluator: PlayEvaluator | None) -> None:
        self.hand = hand
        self.elder_took = elder_took
        self.unseen = unseen
        self.evaluator = evaluator

    def world(self, rng: random.Random) -> _World:
        return younger_world(rng, self.hand, self.elder_took, self.unseen), {}

    def __call__(self, mask: int, world: _World) -> int:
        spread, _ = world
        elder: int = spread[0]
        stock: tuple[int, ...] = spread[2]
        younger = (self.hand & ~mask) | _top(stock, mask.bit_count())
        return -deal_value(elder, younger, self.evaluator)


def advise_elder_discard(
    hand: Hand | int,
    *,
    seed: int = 0,
    effort: Effort = FULL,
    evaluator: PlayEvaluator | None = None,
    least: int = 1,
    most: int = ELDER_SHARE,
) -> tuple[DiscardAdvice, ...]:
    """The elder's best discards, best first, with what each is worth to him (Law 21: one to five, taking as many).

    >>> from piquet.table.cardsets import Hand
    >>> from piquet.advice.advisor import QUICK, advise_elder_discard
    >>> best = advise_elder_discard(Hand.parse("AS KS QS JS TS 9S AH 7H 8C 7C 8D 7D"), effort=QUICK)[0]
    >>> best.cards <= Hand.parse("7H 8C 7C 8D 7D"), len(best.cards) >= 4
    (True, True)
    """
    bits = hand if isinstance(hand, int) else hand.bits
    candidates = _candidates(bits, least, most, effort.pool)
    return _search(candidates, _ElderValuer(bits, evaluator), random.Random(seed), effort, _rule_of_thumb(bits, least, most))


def advise_younger_discard(
    hand: Hand | int,
    elder_took: int,
    *,
    stock_left: int | None = None,
    unseen: int | None = None,
    seed: int = 0,
    effort: Effort = FULL,
    evaluator: PlayEvaluator | None = None,
    least: int = 1,
    most: int | None = None,
) -> tuple[DiscardAdvice, ...]:
    """The younger's best discards, best first (Law 22: up to what the elder left, taking as many).

    ``elder_took`` is how many the elder took; the stock then holds eight
    less that many, unless ``stock_left`` says otherwise.
    """
    bits = hand if isinstance(hand, int) else hand.bits
    left = 8 - elder_took if stock_left is None else stock_left
    top = left if most is None else min(most, left)
    candidates = _candidates(bits, least, top, effort.pool)
    valuer = _YoungerValuer(bits, elder_took, unseen, evaluator)
    return _search(candidates, valuer, random.Random(seed), effort, _rule_of_thumb(bits, least, top))


def advise_discard(
    state: DealState, *, seed: int = 0, effort: Effort = FULL, evaluator: PlayEvaluator | None = None
) -> tuple[DiscardAdvice, ...]:
    """The best discards for whichever player is to exchange in ``state``, within the limits the rules give him.

    Only a regular exchange is advised (he takes as many as he discards);
    ValueError if the deal is not in the exchange, the player to exchange
    has already discarded, or his limits are irregular.
    """
    if state.phase is not Phase.EXCHANGE:
        raise ValueError("the deal is not in the exchange")
    who = ELDER if state.taken[ELDER] is None else YOUNGER
    if state.discards[who]:
        raise ValueError("the player has discarded already: he takes as many as he discarded")
    allowed = limits(state, who)
    if allowed.surplus:
        raise ValueError("the advisor knows only a regular exchange, taking as many as are discarded")
    most = min(allowed.most, len(state.stock), state.hands[who].bit_count())
    if who == ELDER:
        return advise_elder_discard(state.hands[ELDER], seed=seed, effort=effort, evaluator=evaluator,
                                    least=allowed.least, most=most)
    took = state.taken[ELDER] or 0
    return advise_younger_discard(state.hands[YOUNGER], took, stock_left=len(state.stock), seed=seed, effort=effort,
                                  evaluator=evaluator, least=allowed.least, most=most)
