"""An exact solver of the play with both hands known, fast enough for every deal of a partie.

:func:`solve` gives what the rest of the play is worth, the card to play,
and a line of best play, counted as :mod:`piquet.search.minimax` counts
(and as the referee scores, Laws 57-59, 65, 66): one point for a card led,
one for winning a trick the adversary led, one more for the last trick,
unanswerable cards of a longer hand as tricks, ten for the cards and forty
for capot.  It agrees with that plain minimax everywhere; it differs only
in how much of the tree it has to look at:

* alpha-beta over whole tricks, on ints (:mod:`piquet.search.engine`);
* equivalent cards merged: cards of a suit with none of the adversary's
  between them are played alike, so one of them is searched
  (:mod:`piquet.search.ordering`);
* a transposition table of bounds keyed on the cards left
  (:mod:`piquet.search.table`);
* MTD(f): zero-window searches until the bounds meet, each reusing the
  bounds the others stored;
* the likely best card first: the table's remembered card, masters, then
  low cards.

Values are counted from here on: what is already scored (and the point for
a card already led) is not part of them.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

import attrs

from piquet.game.state import ELDER, YOUNGER
from piquet.search.engine import Engine, Scoring
from piquet.search.minimax import POINTS, TRICKS, Objective, Position
from piquet.search.ordering import runs
from piquet.search.table import Table
from piquet.table.cards import Card
from piquet.table.cardsets import Hand

__all__ = ["Margin", "DIFFERENCE", "Solution", "solve", "sure_of", "from_cards_left"]

TRICKS_IN_A_DEAL = 12


@attrs.frozen
class Margin:
    """An objective counted as a difference: what it gives the player less what it gives his adversary.

    The play is zero-sum in the difference of points, which is what a
    player actually plays for, and what the conformance vectors give.
    """

    of: Objective = POINTS


#: The play points of the player served less his adversary's (elder minus younger, by default).
DIFFERENCE = Margin(POINTS)


@attrs.frozen
class Solution:
    """What a position of the play is worth, best play on both sides, for the player served.

    ``best`` is the card for the player to act (the leader, or the follower
    when a card is led): of the cards that reach ``value``, the lowest
    (by index, so in one suit the lowest rank), so that equal cards give
    one answer.  ``line`` is the tricks of one line of best play, leader's
    card first (a card already led starts it).  ``nodes`` counts the
    tricks the search looked at.  ``card_values``, when asked for, gives
    the value of each card the player to act may play.
    """

    value: int
    best: Card | None
    line: tuple[tuple[Card, Card], ...]
    nodes: int
    card_values: tuple[tuple[Card, int], ...] = ()

    def values(self) -> dict[Card, int]:
        """``card_values`` as a dict."""
        return dict(self.card_values)


def from_cards_left(elder: Hand | str, younger: Hand | str, *, leader: int = ELDER, led: Card | str | None = None,
                    elder_tricks: int = 0) -> tuple[Position, Card | None]:
    """A position given as what is left of two twelve-card hands: the tricks made follow from their length.

    With nothing led both hands hold as many cards; with a card led the
    leader holds one fewer than the follower.  Anything else cannot come
    from two hands of twelve, and the tricks made cannot be read from it:
    ValueError.  (A hand of more or fewer than twelve needs a
    :class:`Position` with the tricks made said outright.)
    """
    hands = [h if isinstance(h, Hand) else Hand.parse(h) for h in (elder, younger)]
    card = Card.parse(led) if isinstance(led, str) else led
    sizes = [len(h) for h in hands]
    if card is None and sizes[0] != sizes[1]:
        raise ValueError(f"with nothing led both hands hold as many cards, not {sizes[0]} and {sizes[1]}")
    if card is not None and sizes[leader] + 1 != sizes[1 - leader]:
        raise ValueError("after leading, the leader holds one card fewer than his adversary")
    made = TRICKS_IN_A_DEAL - sizes[1 - leader]
    if not 0 <= elder_tricks <= made:
        raise ValueError(f"elder cannot have won {elder_tricks} of {made} tricks")
    position = Position.of(hands[0], hands[1], leader=leader, made=made, won=(elder_tricks, made - elder_tricks))
    return position, card


class _Search:
    """One solve: the position, the objective turned into tables, and an engine with its table of bounds."""

    def __init__(self, position: Position, led: Card | None, objective: Objective | Margin, player: int,
                 merge: bool, transpositions: bool) -> None:
        _check(position, led, player)
        self.position = position
        self.led = led
        self.player = player
        sizes = [h.bit_count() for h in position.hands]
        if led is not None:
            sizes[position.leader] += 1
        last = min(TRICKS_IN_A_DEAL, position.made + max(sizes))
        self.scoring = _scoring(objective, last)
        plain = objective.of if isinstance(objective, Margin) else objective
        # The point for a card already led is scored: a mid-trick value leaves it out.
        counted_for_leader = isinstance(objective, Margin) or position.leader == player
        self.credit = int(plain.per_trick_points and counted_for_leader)
        self.engine = Engine(self.scoring, merge=merge, table=Table() if transpositions else None)

    # -- the position seen from the leader's side -------------------------------------------------

    def root(self) -> tuple[int, int, int, int, int, int]:
        p = self.position
        leader = p.leader
        return (p.hands[leader], p.hands[1 - leader], int(leader == self.player), p.won[leader], p.won[1 - leader], p.made)

    def trick(self, node: tuple[int, int, int, int, int, int], lead: int, answer: int, led: bool = False
              ) -> tuple[int, bool, tuple[int, int, int, int, int, int]]:
        """The gain of a trick from the leader's side, whether the leader keeps the lead, and the next node.

        ``led``: the lead is already made and its point scored, so not counted again.
        """
        lh, fh, ls, wl, wf, made = node
        lh &= ~(1 << lead)
        fh &= ~(1 << answer)
        index = (made + 1) * 4 + ls * 2
        scored = self.credit if led else 0
        if lead >> 3 == answer >> 3 and answer > lead:
            return self.scoring.trick[index] - scored, False, (fh, lh, 1 - ls, wf + 1, wl, made + 1)
        return self.scoring.trick[index + 1] - scored, True, (lh, fh, ls, wl + 1, wf, made + 1)

    def exact(self, node: tuple[int, int, int, int, int, int]) -> int:
        return self.engine.value(*node)

    def trick_value(self, node: tuple[int, int, int, int, int, int], lead: int, answer: int, led: bool = False) -> int:
        """The exact value, from the leader's side, of playing ``lead`` and ``answer`` to the next trick."""
        gain, kept, child = self.trick(node, lead, answer, led)
        rest = self.exact(child)
        return gain + rest if kept else gain - rest

    def trick_at_least(self, node: tuple[int, int, int, int, int, int], lead: int, answer: int, target: int,
                       led: bool = False) -> bool:
        """Whether that trick and best play after it give the leader's side ``target`` or more."""
        gain, kept, child = self.trick(node, lead, answer, led)
        if kept:
            return self.engine.at_least(*child, target - gain)
        return not self.engine.at_least(*child, gain - target + 1)

    # -- choosing cards ---------------------------------------------------------------------------

    def answers(self, node: tuple[int, int, int, int, int, int], lead: int) -> list[int]:
        fh = node[1]
        suit = fh >> (lead & 0x18) & 0xFF
        if suit:
            return [(lead & 0x18) + r for r in range(8) if suit >> r & 1]
        return [i for i in range(32) if fh >> i & 1]

    def best_lead(self, node: tuple[int, int, int, int, int, int], value: int) -> int:
        """The lowest lead that reaches ``value`` (each run of equal cards tested once)."""
        tested: dict[int, bool] = {}
        for lead in _cards(node[0]):
            same = _representative(node[0], node[1], lead)
            if same not in tested:
                tested[same] = all(self.trick_at_least(node, same, a, value) for a in self.answers(node, same))
            if tested[same]:
                return lead
        raise AssertionError("no lead reaches the value just found")  # pragma: no cover - the search is exact

    def best_answer(self, node: tuple[int, int, int, int, int, int], lead: int, value: int, led: bool = False) -> int:
        """The lowest answer that holds the leader's side to ``value``."""
        for answer in self.answers(node, lead):
            if not self.trick_at_least(node, lead, answer, value + 1, led):
                return answer
        raise AssertionError("no answer holds the value just found")  # pragma: no cover - the search is exact

    def line(self, node: tuple[int, int, int, int, int, int], value: int, lead: int | None
             ) -> list[tuple[Card, Card]]:
        """A line of best play from ``node`` (worth ``value`` to the leader's side), starting with ``lead`` if given."""
        tricks: list[tuple[Card, Card]] = []
        led = lead is not None
        while not _over(node):
            if lead is None:
                lead = self.best_lead(node, value)
            answer = self.best_answer(node, lead, value, led)
            tricks.append((Card.from_index(lead), Card.from_index(answer)))
            gain, kept, node = self.trick(node, lead, answer, led)
            value = value - gain if kept else gain - value
            lead, led = None, False
        return tricks


def solve(position: Position, *, led: Card | str | None = None, objective: Objective | Margin = DIFFERENCE,
          player: int = ELDER, card_values: bool = False, line: bool = True, merge: bool = True,
          transpositions: bool = True) -> Solution:
    """What the rest of the play is worth to ``player`` under ``objective``, both sides playing their best.

    ``position`` is the hands (elder first) before the next lead, or, with
    ``led``, after the leader has led that card (it is no longer in his
    hand) and the follower is to answer it.  ``objective`` is
    :data:`DIFFERENCE` (the player's play points less his adversary's), or
    an :class:`~piquet.search.minimax.Objective` counted for the player
    alone, such as :data:`~piquet.search.minimax.POINTS` or
    :data:`~piquet.search.minimax.TRICKS`.  ``merge`` and
    ``transpositions`` turn the merging of equivalent cards and the table
    of bounds off, to measure what each saves; the answer is the same.

    >>> from piquet.search import Position, solve
    >>> found = solve(Position.of("AS 7S", "KS 8S", made=10, won=(5, 5)))
    >>> found.value, str(found.best)   # the seven first, so that the ace takes the last trick
    (1, '7S')
    >>> [f"{lead} {answer}" for lead, answer in found.line]
    ['7S 8S', 'KS AS']
    """
    card = Card.parse(led) if isinstance(led, str) else led
    search = _Search(position, card, objective, player, merge, transpositions)
    node = search.root()
    sign = 1 if node[2] else -1
    values: list[tuple[Card, int]] = []
    if _over(node) and card is None:
        found = search.exact(node)
        return Solution(sign * found, None, (), search.engine.nodes)
    if card is None:
        found = search.exact(node)
        best = search.best_lead(node, found)
        if card_values:
            for lead in _cards(node[0]):
                worth = min(search.trick_value(node, lead, a) for a in search.answers(node, lead))
                values.append((Card.from_index(lead), sign * worth))
        tricks = search.line(node, found, None) if line else []
    else:
        node = (node[0] | card.bit,) + node[1:]
        worth_of = {a: search.trick_value(node, card.index, a, True) for a in search.answers(node, card.index)}
        found = min(worth_of.values())
        best = min(a for a, worth in worth_of.items() if worth == found)
        if card_values:
            values = [(Card.from_index(a), sign * worth) for a, worth in sorted(worth_of.items())]
        tricks = search.line(node, found, card.index) if line else []
    return Solution(sign * found, Card.from_index(best), tuple(tricks), search.engine.nodes, tuple(values))


def sure_of(position: Position, target: int, *, player: int = ELDER, objective: Objective | Margin = TRICKS,
            led: Card | str | None = None) -> bool:
    """Whether ``player`` is sure of at least ``target`` under ``objective`` whatever his adversary does.

    One zero-window search, cheaper than finding the value: "can elder win
    at least seven tricks?" is ``sure_of(position, 7)``; "at least two of
    the last three?" is ``sure_of(position, 2, objective=LastTricks(3))``.
    """
    card = Card.parse(led) if isinstance(led, str) else led
    search = _Search(position, card, objective, player, True, True)
    node = search.root()
    if card is None:
        if node[2]:
            return search.engine.at_least(*node, target)
        return not search.engine.at_least(*node, 1 - target)
    node = (node[0] | card.bit,) + node[1:]
    answers = search.answers(node, card.index)
    if node[2]:  # the player led: every answer must leave him the target
        return all(search.trick_at_least(node, card.index, a, target, True) for a in answers)
    return any(not search.trick_at_least(node, card.index, a, 1 - target, True) for a in answers)


# -- helpers -----------------------------------------------------------------------------------


def _check(position: Position, led: Card | None, player: int) -> None:
    elder, younger = position.hands
    if elder & younger:
        raise ValueError(f"a card is in both hands: {Hand(elder & younger)}")
    if player not in (ELDER, YOUNGER) or position.leader not in (ELDER, YOUNGER):
        raise ValueError("the player and the leader are 0 (elder) or 1 (younger)")
    if not 0 <= position.made <= TRICKS_IN_A_DEAL or min(position.won) < 0 or sum(position.won) != position.made:
        raise ValueError(f"{position.won} tricks won cannot make {position.made} tricks made")
    if led is not None:
        if (elder | younger) & led.bit:
            raise ValueError(f"the card led, {led}, is still in a hand")
        if position.made >= TRICKS_IN_A_DEAL or not position.hands[1 - position.leader]:
            raise ValueError("a card is led but no trick can be played to it")


@functools.lru_cache(maxsize=64)
def _scoring(objective: Objective | Margin, last: int) -> Scoring:
    """The objective's tables for a play whose last trick is ``last``; made once for each, as every solve needs them."""
    plain = objective.of if isinstance(objective, Margin) else objective
    both = isinstance(objective, Margin)

    def per_trick(number: int, served_leads: int, leader_wins: int) -> int:
        leader = 0 if served_leads else 1
        winner = leader if leader_wins else 1 - leader
        got = plain.per_trick(number, last, leader, winner, 0)
        return got - plain.per_trick(number, last, leader, winner, 1) if both else got

    def at_end(mine: int, theirs: int) -> int:
        made = mine + theirs
        got = plain.at_end(mine, made)
        return got - plain.at_end(theirs, made) if both else got

    return Scoring(per_trick, at_end)


def _over(node: tuple[int, int, int, int, int, int]) -> bool:
    return not node[0] or not node[1] or node[5] >= TRICKS_IN_A_DEAL


def _cards(bits: int) -> Iterable[int]:
    return [i for i in range(32) if bits >> i & 1]


def _representative(hand: int, other: int, card: int) -> int:
    """The card searched for ``card``: the lowest of its run of equal cards in ``hand`` against ``other``."""
    base = card & 0x18
    for run in runs(hand >> base & 0xFF, other >> base & 0xFF):
        if card - base in run:
            return base + run[-1]
    raise ValueError(f"card {card} is not in the hand")  # pragma: no cover - called with held cards only
