"""What a deal is worth once both hands are settled: the declarations, and the play by a pluggable evaluator.

The advisor compares choices (discards, cards to play) by dealing the cards
it cannot see many times over and asking, for each deal so completed, how
many points the elder makes more than the younger.  That question is asked
tens of thousands of times for one piece of advice, so it is answered here
on bit masks, without the referee:

* the declarations as the laws compare them (Laws 62-64): the better point
  scores one a card, the better sequence scores every sequence of its
  holder, the better quatorze or trio every set of its holder; equal, neither
  scores.  Everything is called, nothing sunk;
* the repique (Law 68) and the pique (Law 69) from those scores and the
  order in which the play's points come;
* the play, by a :data:`PlayEvaluator`: a function of a
  :class:`~piquet.search.minimax.Position` giving the elder's points of play
  less the younger's.  The default, :func:`greedy_play_value`, plays both
  hands open by a fixed greedy policy (a rollout); an exact solver can be
  plugged in its place when one is fast enough.

The carte blanche is not counted: it depends on the hand as dealt, and the
choices advised here cannot change it.

>>> from piquet.table.cardsets import Hand
>>> from piquet.advice.evaluation import deal_value
>>> elder = Hand.parse("AS KS QS JS TS AH KH QH AC KC AD KD").bits
>>> younger = Hand.parse("9S 8S 7S JH TH 9H QC JC TC QD JD TD").bits
>>> deal_value(elder, younger) > 0
True
"""

from __future__ import annotations

import math
from collections.abc import Callable

import attrs

from piquet.game.state import ELDER, YOUNGER
from piquet.rules.scoring import CAPOT_POINTS, CARDS_POINTS, PIQUE_BONUS, PIQUE_THRESHOLD, REPIQUE_BONUS, TRICKS_IN_A_DEAL
from piquet.search.minimax import Position
from piquet.table.cards import SUIT_MASKS, Card
from piquet.table.cardsets import Hand
from piquet.table.combinations import rank_sets, sequence_score, sequences, set_score, summary_keys

__all__ = [
    "Advice",
    "estimate",
    "PlayEvaluator",
    "declaration_scores",
    "deal_value",
    "greedy_card",
    "greedy_play",
    "greedy_play_value",
    "exact_play_value",
]

#: The elder's points of play less the younger's, from a position with both hands known.
PlayEvaluator = Callable[[Position], int]



@attrs.frozen(order=False)
class Advice:
    """One choice (``act``: "discard" or "play", and its ``cards``) and its worth to the player advised.

    ``value`` is the mean, over the deals sampled, of his points less his
    adversary's; ``stderr`` its standard error, so that two choices whose
    values differ by less than a couple of errors are not told apart.
    """

    act: str
    cards: Hand
    value: float
    stderr: float
    samples: int

    @property
    def card(self) -> Card:
        """The card of a play (the first card of the choice)."""
        return next(iter(self.cards))

    def __str__(self) -> str:
        return f"{self.act} {self.cards}: {self.value:+.2f} ± {self.stderr:.2f} ({self.samples} deals sampled)"


def estimate(act: str, cards: Hand, values: list[int]) -> Advice:
    """The advice for a choice valued ``values`` over the sampled deals: their mean and its standard error."""
    mean = sum(values) / len(values)
    if len(values) < 2:
        return Advice(act, cards, mean, 0.0, len(values))
    variance = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
    return Advice(act, cards, mean, math.sqrt(variance / len(values)), len(values))


def declaration_scores(elder: int, younger: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """What each player scores for point, sequences and sets, both calling everything: ((elder's), (younger's)).

    The comparison is by the packed keys of :func:`~piquet.table.combinations.summary_keys`
    (length then value for the point, length then top card for sequences,
    quatorze before trio then rank for sets), which order combinations as
    Laws 62-64 do.
    """
    keys = (summary_keys(elder), summary_keys(younger))
    scored = [[0, 0, 0], [0, 0, 0]]
    hands = (elder, younger)
    for category in range(3):
        mine, theirs = keys[ELDER][category], keys[YOUNGER][category]
        if mine == theirs:
            continue
        winner = ELDER if mine > theirs else YOUNGER
        bits = hands[winner]
        if category == 0:
            scored[winner][0] = keys[winner][0] >> 7
        elif category == 1:
            scored[winner][1] = sum(sequence_score(run.length) for run in sequences(bits))
        else:
            scored[winner][2] = sum(set_score(found.count) for found in rank_sets(bits))
    return (scored[0][0], scored[0][1], scored[0][2]), (scored[1][0], scored[1][1], scored[1][2])


def _repique(scores: tuple[tuple[int, int, int], tuple[int, int, int]]) -> int | None:
    """Who makes thirty in hand, category by category, before the adversary counts anything (Law 68)."""
    for who in (ELDER, YOUNGER):
        total = 0
        for category in range(3):
            if scores[1 - who][category]:
                break
            total += scores[who][category]
            if total >= PIQUE_THRESHOLD:
                return who
    return None


def _lowest(bits: int) -> int:
    return (bits & -bits).bit_length() - 1


def greedy_card(hands: tuple[int, int], leader: int, led: int | None) -> int:
    """The card (an index) the greedy policy plays, both hands open.

    Leading: a card no card of the adversary can beat, from the leader's
    longest suit (cashing winners keeps the lead); failing one, the lowest
    card of the longest suit, to make it good.  Following: the lowest card
    of the suit led that wins the trick, else the lowest of the suit; with
    none of the suit, the lowest card of the shortest suit.
    """
    if led is None:
        mine, theirs = hands[leader], hands[1 - leader]
        best, best_key = -1, -1
        fallback, fallback_key = -1, -1
        for suit in range(4):
            held = mine & SUIT_MASKS[suit]
            if not held:
                continue
            length = held.bit_count()
            top = held.bit_length() - 1
            against = theirs & SUIT_MASKS[suit]
            if against.bit_length() - 1 < top:  # the top card of the suit is a sure winner
                key = length * 32 + top
                if key > best_key:
                    best, best_key = top, key
            key = length * 32 + (31 - _lowest(held))
            if key > fallback_key:
                fallback, fallback_key = _lowest(held), key
        return best if best >= 0 else fallback
    follower = 1 - leader
    mine = hands[follower]
    suited = mine & SUIT_MASKS[led >> 3]
    if suited:
        higher = suited & ~((2 << led) - 1)
        return _lowest(higher) if higher else _lowest(suited)
    choice, choice_key = -1, 1 << 30
    for suit in range(4):
        held = mine & SUIT_MASKS[suit]
        if held:
            low = _lowest(held)
            key = (low & 7) * 16 + held.bit_count()
            if key < choice_key:
                choice, choice_key = low, key
    return choice


def greedy_play(position: Position) -> tuple[tuple[int, int], ...]:
    """The points of play, in the order they are made ((player, points), as the scorer lists them), by the greedy policy.

    One for each card led, one for winning a trick the adversary led, one
    more for the last trick; then ten for the cards or forty for capot
    (Laws 65, 66).  Both hands hold the same number of cards here.
    """
    hands = position.hands
    leader = position.leader
    made = position.made
    won = list(position.won)
    last = min(TRICKS_IN_A_DEAL, made + max(hands[0].bit_count(), hands[1].bit_count()))
    out: list[tuple[int, int]] = []
    elder_bits, younger_bits = hands
    while elder_bits and younger_bits and made < TRICKS_IN_A_DEAL:
        now = (elder_bits, younger_bits)
        lead = greedy_card(now, leader, None)
        answer = greedy_card(now, leader, lead)
        winner = 1 - leader if (answer >> 3 == lead >> 3 and answer > lead) else leader
        if leader == ELDER:
            elder_bits &= ~(1 << lead)
            younger_bits &= ~(1 << answer)
        else:
            younger_bits &= ~(1 << lead)
            elder_bits &= ~(1 << answer)
        made += 1
        out.append((leader, 1))
        if winner != leader:
            out.append((winner, 1))
        if made == last:
            out.append((winner, 1))
        won[winner] += 1
        leader = winner
    for who in (ELDER, YOUNGER):
        if won[who] == made == TRICKS_IN_A_DEAL:
            out.append((who, CAPOT_POINTS))
        elif won[who] * 2 > TRICKS_IN_A_DEAL:
            out.append((who, CARDS_POINTS))
    return tuple(out)


def greedy_play_value(position: Position) -> int:
    """The elder's points of play less the younger's, both hands played open by :func:`greedy_card`."""
    return sum(points if who == ELDER else -points for who, points in greedy_play(position))


def exact_play_value(position: Position) -> int:
    """The elder's points of play less the younger's, both sides playing their best: the exact solver.

    :func:`piquet.search.solver.solve` takes some milliseconds a whole deal,
    a few hundred times the greedy rollout: fast enough to value each card
    of the play against a few dozen spreads, not the thousands of deals a
    discard search values.

    >>> from piquet.search.minimax import Position
    >>> from piquet.advice.evaluation import exact_play_value
    >>> exact_play_value(Position.of("AS 7S", "KS 8S", made=10, won=(5, 5)))
    1
    """
    from piquet.search.solver import solve

    return solve(position, line=False).value


def deal_value(elder: int, younger: int, evaluator: PlayEvaluator | None = None) -> int:
    """The elder's points less the younger's for a deal whose hands after the exchange are ``elder`` and ``younger``.

    The declarations (everything called), the repique, the play and the
    pique.  With the default greedy rollout the pique is found in the order
    the play's points come (the elder reaches thirty before the younger
    counts anything, Law 69); with another ``evaluator``, which gives only
    a total, the pique is counted when the elder's hand alone makes
    twenty-nine, the point of his first lead making the thirtieth.
    """
    scores = declaration_scores(elder, younger)
    net = sum(scores[ELDER]) - sum(scores[YOUNGER])
    repique = _repique(scores)
    if repique is not None:
        net += REPIQUE_BONUS if repique == ELDER else -REPIQUE_BONUS
    position = Position((elder, younger))
    if evaluator is None:
        play = greedy_play(position)
        net += sum(points if who == ELDER else -points for who, points in play)
        if repique is None and not any(scores[YOUNGER]):
            total = sum(scores[ELDER])
            for who, points in play:
                if who == YOUNGER:
                    break
                total += points
                if total >= PIQUE_THRESHOLD:
                    net += PIQUE_BONUS
                    break
        return net
    net += evaluator(position)
    if repique is None and not any(scores[YOUNGER]) and sum(scores[ELDER]) + 1 >= PIQUE_THRESHOLD:
        net += PIQUE_BONUS
    return net
