"""A plain, exhaustive minimax of the play with both hands known.

It exists to check arguments about what the play *must* give (Case XXII:
"whatever the younger plays, the elder wins at least the last two tricks")
and to be the reference a faster solver is measured against.  It is exact
and simple, not fast: it tries every legal card at every turn, remembering
positions already solved, so it suits endgames and hands whose suits force
the play, not a whole deal of free choices.

The play is counted as the referee counts it (Laws 57-59, 65, 66 and Case
XIX): one point for each card led, one for winning a trick the adversary
led, one more for the last trick (the twelfth, or the final one when fewer
are made), cards a player with fewer than twelve cannot be answered count
as tricks to his adversary, a surplus card beyond the twelfth trick is
never played, ten for the cards and forty for capot.
"""

from __future__ import annotations

from functools import lru_cache

import attrs

from piquet.game.state import ELDER, YOUNGER
from piquet.rules.play import legal_cards, trick_winner
from piquet.rules.scoring import CAPOT_POINTS, CARDS_POINTS, TRICKS_IN_A_DEAL
from piquet.table.cards import Card, cards_from_bits, iter_bits
from piquet.table.cardsets import Hand

__all__ = ["Objective", "POINTS", "TRICKS", "LastTricks", "Position", "Line", "value", "best_line", "answers", "lead_values"]


@attrs.frozen
class Position:
    """A moment of the play: each hand's cards, who is to lead, and what the tricks so far gave.

    ``hands`` are indexed elder first (0) and younger (1), as the referee
    indexes them.  ``made`` counts the tricks played so far and ``won`` the
    tricks each has won of them.
    """

    hands: tuple[int, int]
    leader: int = ELDER
    made: int = 0
    won: tuple[int, int] = (0, 0)

    @classmethod
    def of(cls, elder: Hand | str, younger: Hand | str, *, leader: int = ELDER, made: int = 0,
           won: tuple[int, int] = (0, 0)) -> "Position":
        """A position from two hands written as the record writes them."""
        hands = tuple(h if isinstance(h, Hand) else Hand.parse(h) for h in (elder, younger))
        if hands[0].bits & hands[1].bits:
            raise ValueError(f"a card is in both hands: {Hand(hands[0].bits & hands[1].bits)}")
        if leader not in (ELDER, YOUNGER):
            raise ValueError(f"the leader is 0 (elder) or 1 (younger), not {leader!r}")
        return cls((hands[0].bits, hands[1].bits), leader, made, won)

    def after(self, lead: Card, answer: Card) -> "Position":
        """The position once ``lead`` and ``answer`` make the next trick; ValueError if either cannot be played."""
        follower = 1 - self.leader
        if not self.hands[self.leader] & lead.bit:
            raise ValueError(f"the leader does not hold {lead}")
        if not legal_cards(self.hands[follower], lead.index) & answer.bit:
            raise ValueError(f"{answer} cannot be played to {lead}")
        return _after(self, lead.index, answer.index)

    def finished(self) -> bool:
        """No trick can be played: a hand is empty, or twelve tricks are made (a thirteenth card is never played)."""
        return not self.hands[ELDER] or not self.hands[YOUNGER] or self.made >= TRICKS_IN_A_DEAL


@attrs.frozen(cache_hash=True)
class Objective:
    """What the search counts for the player it serves: points or tricks, per trick and at the end.

    ``per_trick(number, last, leader, winner, player)`` is what one trick
    gives the player; ``at_end(won, made)`` what the tricks he won give
    when the play is over.
    """

    name: str
    per_trick_points: bool = False
    tricks_from: int | None = None
    cards_and_capot: bool = False

    def per_trick(self, number: int, last: int, leader: int, winner: int, player: int) -> int:
        got = 0
        if self.per_trick_points:
            got += (leader == player) + (winner == player and winner != leader) + (winner == player and number == last)
        if self.tricks_from is not None and number >= self.tricks_from and winner == player:
            got += 1
        return got

    def at_end(self, won: int, made: int) -> int:
        if not self.cards_and_capot:
            return 0
        if won == made == TRICKS_IN_A_DEAL:
            return CAPOT_POINTS
        return CARDS_POINTS if won * 2 > TRICKS_IN_A_DEAL else 0


#: The points the play gives a player: leads, tricks won, the last trick, the cards or capot (Laws 65, 66).
POINTS = Objective("points", per_trick_points=True, cards_and_capot=True)
#: The number of tricks a player wins.
TRICKS = Objective("tricks", tricks_from=1)


def LastTricks(count: int) -> Objective:  # noqa: N802 - reads as a constant made to measure
    """How many of the last ``count`` tricks of the deal a player wins."""
    return Objective(f"last {count} tricks", tricks_from=TRICKS_IN_A_DEAL - count + 1)


@attrs.frozen
class Line:
    """A line of best play: the cards of each trick in order (leader's first) and the value it gives."""

    value: int
    tricks: tuple[tuple[Card, Card], ...]


def _last(position: Position) -> int:
    """The number of the trick that will be the last: the twelfth, or the final one when fewer are made (Law 65).

    Every card of the longer hand makes a trick, played or uncontested
    (Law 57), up to the twelfth; a card beyond it is never played (Law 58).
    """
    return min(TRICKS_IN_A_DEAL, position.made + max(h.bit_count() for h in position.hands))


def _uncontested(position: Position) -> tuple[int, int]:
    """Cards of the longer hand that cannot be answered: (holder, how many count as his tricks) (Law 57)."""
    for holder in (ELDER, YOUNGER):
        left = position.hands[holder].bit_count()
        if left and not position.hands[1 - holder]:
            return holder, max(0, min(left, TRICKS_IN_A_DEAL - position.made))
    return ELDER, 0


def value(position: Position, player: int, objective: Objective = POINTS) -> int:
    """What ``player`` is sure of from here, the adversary doing his worst and the player his best."""
    return _solve(position, player, objective, _last(position))[0]


def best_line(position: Position, player: int, objective: Objective = POINTS) -> Line:
    """The value and one line of play that reaches it, both sides choosing best."""
    last = _last(position)
    tricks: list[tuple[Card, Card]] = []
    found, _ = _solve(position, player, objective, last)
    while True:
        _, move = _solve(position, player, objective, last)
        if move is None:
            break
        lead, answer = move
        tricks.append((Card.from_index(lead), Card.from_index(answer)))
        position = _after(position, lead, answer)
    return Line(found, tuple(tricks))


def lead_values(position: Position, player: int, objective: Objective = POINTS) -> dict[Card, int]:
    """For each card the leader may lead, what ``player`` is sure of if it is led, both sides best thereafter."""
    last = _last(position)
    found: dict[Card, int] = {}
    for lead in cards_from_bits(position.hands[position.leader]):
        outcomes = []
        for answer in answers(position, lead):
            after = position.after(lead, answer)
            trick = objective.per_trick(position.made + 1, last, position.leader, after.leader, player)
            outcomes.append(trick + _solve(after, player, objective, last)[0])
        follower_serves = 1 - position.leader == player
        found[lead] = max(outcomes) if follower_serves else min(outcomes)
    return found


def answers(position: Position, lead: Card) -> tuple[Card, ...]:
    """The cards the follower may play to ``lead`` (Law 59 IV: the suit led if he has it)."""
    follower = 1 - position.leader
    return tuple(cards_from_bits(legal_cards(position.hands[follower], lead.index)))


def _after(position: Position, lead: int, answer: int) -> Position:
    leader = position.leader
    winner = trick_winner(leader, lead, answer)
    hands = list(position.hands)
    hands[leader] &= ~(1 << lead)
    hands[1 - leader] &= ~(1 << answer)
    won = list(position.won)
    won[winner] += 1
    return Position((hands[0], hands[1]), winner, position.made + 1, (won[0], won[1]))


def _solve(position: Position, player: int, objective: Objective, last: int) -> tuple[int, tuple[int, int] | None]:
    return _cached(position.hands, position.leader, position.made, position.won, player, objective, last)


@lru_cache(maxsize=1 << 20)
def _cached(hands: tuple[int, int], leader: int, made: int, won: tuple[int, int], player: int, objective: Objective,
            last: int) -> tuple[int, tuple[int, int] | None]:
    position = Position(hands, leader, made, won)
    if position.finished():
        holder, count = _uncontested(position)
        gained = 0
        for number in range(made + 1, made + count + 1):
            gained += objective.per_trick(number, made + count, holder, holder, player)
        total_won = won[player] + (count if holder == player else 0)
        return gained + objective.at_end(total_won, made + count), None
    follower = 1 - leader
    best: tuple[int, tuple[int, int] | None] | None = None
    for lead in iter_bits(hands[leader]):
        reply: tuple[int, int] | None = None
        for answer in iter_bits(legal_cards(hands[follower], lead)):
            winner = trick_winner(leader, lead, answer)
            got = objective.per_trick(made + 1, last, leader, winner, player)
            after = _after(position, lead, answer)
            total = got + _cached(after.hands, after.leader, after.made, after.won, player, objective, last)[0]
            if reply is None or (total > reply[0] if follower == player else total < reply[0]):
                reply = (total, answer)
        assert reply is not None
        if best is None or (reply[0] > best[0] if leader == player else reply[0] < best[0]):
            best = (reply[0], (lead, reply[1]))
    assert best is not None
    return best
