"""Which card to play: each legal card tried against many spreads of the adversary's hand.

The player to play knows his own hand, the cards played, his own discards
and the suits his adversary has failed to follow; the adversary's hand is
dealt at random among the unseen cards with those voids kept
(:func:`piquet.advice.sampling.adversary_hand`).  For each card the laws
let him play (Law 59 IV: the suit led if he has it), the trick is finished
as the greedy policy would answer or lead, and the rest of the play is
valued by the evaluator (by default the greedy rollout of
:mod:`piquet.advice.evaluation`).  The same spreads serve every card.

Only the points of play from here are counted: what the declarations made
is already settled, and the pique is not sought.  When the leader has led
several cards at once, the advice answers the first; the others are
treated as if still in his hand.
"""

from __future__ import annotations

import random

from piquet.game.state import ELDER, DealState, Phase
from piquet.rules.play import legal_cards
from piquet.rules.scoring import TRICKS_IN_A_DEAL
from piquet.advice.evaluation import Advice, PlayEvaluator, estimate, greedy_card, greedy_play_value
from piquet.search.minimax import Position
from piquet.advice.listening import clues, listening_hand, played_by
from piquet.advice.sampling import adversary_hand
from piquet.table.cards import FULL_PACK_BITS, iter_bits
from piquet.table.cardsets import Hand

__all__ = ["PlayAdvice", "to_play", "unseen_by", "voids_shown", "adversary_worlds", "advise_play"]


#: A card advised, with its worth (an :class:`~piquet.advice.evaluation.Advice` whose act is "play").
PlayAdvice = Advice


def to_play(state: DealState) -> int:
    """Who plays next: the follower when a lead is unanswered, else the leader."""
    return 1 - state.leader if state.pending else state.leader


def voids_shown(state: DealState, who: int) -> int:
    """The suits (a bit a suit) the adversary of ``who`` has shown he lacks by not following to them."""
    voids = 0
    for trick in state.tricks:
        if trick.leader == who and trick.led >> 3 != trick.followed >> 3:
            voids |= 1 << (trick.led >> 3)
    return voids


def unseen_by(state: DealState, who: int) -> int:
    """The cards ``who`` cannot place: not in his hand, not played, not his own discards, not led and waiting."""
    known = state.hands[who] | state.discards[who]
    for trick in state.tricks:
        known |= 1 << trick.led | 1 << trick.followed
    for index in state.pending:
        known |= 1 << index
    return FULL_PACK_BITS & ~known


def _trick_points(leader: int, winner: int, number: int, last: int) -> int:
    """What one trick gives the elder less the younger: the lead, a trick won against the lead, the last trick."""
    got = 1 if leader == ELDER else -1
    if winner != leader:
        got += 1 if winner == ELDER else -1
    if number == last:
        got += 1 if winner == ELDER else -1
    return got


def _after_card(hands: tuple[int, int], leader: int, made: int, won: tuple[int, int], lead: int, answer: int,
                evaluator: PlayEvaluator) -> int:
    winner = 1 - leader if (answer >> 3 == lead >> 3 and answer > lead) else leader
    last = min(TRICKS_IN_A_DEAL, made + max(hands[0].bit_count(), hands[1].bit_count()))
    after = [hands[0], hands[1]]
    after[leader] &= ~(1 << lead)
    after[1 - leader] &= ~(1 << answer)
    counted = list(won)
    counted[winner] += 1
    position = Position((after[0], after[1]), winner, made + 1, (counted[0], counted[1]))
    return _trick_points(leader, winner, made + 1, last) + evaluator(position)


def adversary_worlds(state: DealState, rng: random.Random, samples: int, *, listening: bool = True) -> list[int]:
    """The adversary's hands the advice of the player to play is valued over: ``samples`` of them, from ``rng``.

    Dealt from the cards the player cannot place, the suits the adversary
    has failed to follow kept out, and (``listening``) agreeing with what
    he has said (:func:`piquet.advice.listening.listening_hand`).
    """
    who = to_play(state)
    other = 1 - who
    waiting = 0
    for index in state.pending[1:]:
        waiting |= 1 << index
    count = state.hands[other].bit_count()
    unseen = unseen_by(state, who) & ~waiting
    voids = voids_shown(state, who)
    heard = clues(state, who) if listening else ()
    if not heard:
        return [adversary_hand(rng, unseen, count, voids) for _ in range(samples)]
    played = played_by(state, other)
    worlds = []
    for _ in range(samples):
        world, heard = listening_hand(rng, unseen, count, voids, heard, played)
        worlds.append(world)
    return worlds


def advise_play(
    state: DealState, *, seed: int = 0, samples: int = 64, evaluator: PlayEvaluator | None = None, listening: bool = True
) -> tuple[PlayAdvice, ...]:
    """Every card the player to play may play, best first, with its worth to him.

    The adversary's hands sampled agree with what he said in the
    declarations (:mod:`piquet.advice.listening`) unless ``listening`` is
    False (the advisor that did not listen).  ValueError if the deal is not at a card to play (the exchange, or over).
    """
    if state.phase not in (Phase.DECLARATION, Phase.PLAY):
        raise ValueError("the deal is not at a card to play")
    who = to_play(state)
    leader = state.leader
    evaluate = evaluator or greedy_play_value
    hand = state.hands[who]
    led = state.pending[0] if state.pending else None
    allowed = legal_cards(hand, led)
    if not allowed:
        raise ValueError("the player to play holds no card")
    waiting = 0
    for index in state.pending[1:]:
        waiting |= 1 << index
    other = 1 - who
    made = len(state.tricks)
    won = (state.tricks_won(ELDER), state.tricks_won(1 - ELDER))
    worlds = adversary_worlds(state, random.Random(seed), samples, listening=listening)
    sign = 1 if who == ELDER else -1
    advice = []
    for card in iter_bits(allowed):
        values = []
        for adversary in worlds:
            hands = [0, 0]
            hands[who] = hand
            hands[other] = adversary
            if led is None:
                answer = greedy_card((hands[0], hands[1]), who, card)
                lead = card
            else:
                hands[leader] |= waiting | 1 << led
                lead, answer = led, card
            values.append(sign * _after_card((hands[0], hands[1]), leader, made, won, lead, answer, evaluate))
        advice.append(estimate("play", Hand(1 << card), values))
    advice.sort(key=lambda found: (-found.value, found.cards.bits))
    return tuple(advice)
