"""Piquet au Cent: games of a hundred up, double games, and a partie of three games in five.

Under the Laws of Piquet a partie is six deals scored by totals (Laws 71-73).
Au cent displaces those laws: a game is a hundred up
(:au-cent:`game-a-hundred-up`), won double when the loser has not reached
fifty (:au-cent:`double-game`), and the partie goes to whoever first wins three
games, a double counting two (:au-cent:`partie-of-five-games`).

How deals make up games (see :doc:`/decisions`): the scores of each deal are
added to the game in progress in the order they accrue (:law:`67`: carte
blanche, point, sequences, quatorzes and trios, the play card by card, the
cards), and the game is won at the moment a player's total reaches a hundred,
single or double as his adversary's total then stands.  The rest of that deal
is played out and scored as a deal, but its later points belong to no game:
the next game begins from nothing with the next deal.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import attrs

from piquet.errors import PiquetError
from piquet.game.partie import Settlement
from piquet.lawbook.citation import cites

__all__ = ["PartieStanding", "GAME_POINTS", "DOUBLE_BELOW", "GAMES_TO_WIN", "Game", "GamesPartie", "game_won", "game_value", "partie_won"]

#: A game is a hundred up (:au-cent:`game-a-hundred-up`).
GAME_POINTS = 100
#: A loser short of fifty loses a double game (:au-cent:`double-game`).
DOUBLE_BELOW = 50
#: Three games won, a double counting two, win the partie (:au-cent:`partie-of-five-games`).
GAMES_TO_WIN = 3


@cites(67, au_cent=("game-a-hundred-up",))
def game_won(scores: Mapping[str, int]) -> str | None:
    """Who has won the game in progress, if anyone, as the scores stand at one moment: the player with a hundred.

    The scores accrue one at a time (:law:`67`), so the first total to reach a
    hundred is the only one that stands there when it does.
    """
    reached = [player for player, total in scores.items() if total >= GAME_POINTS]
    return reached[0] if len(reached) == 1 else None


@cites(73, au_cent=("double-game",))
def game_value(scores: Mapping[str, int], winner: str) -> int:
    """Two when the loser of the game has not reached fifty (a double game), else one."""
    loser = next(p for p in scores if p != winner)
    return 2 if scores[loser] < DOUBLE_BELOW else 1


@cites(71, 72, au_cent=("partie-of-five-games",))
def partie_won(won: Mapping[str, int]) -> str | None:
    """Who has won the partie: the first to three games, a double game counting two."""
    for player, games in won.items():
        if games >= GAMES_TO_WIN:
            return player
    return None


class GamesError(PiquetError, ValueError):
    """A deal was entered into an au cent partie already won."""


@attrs.frozen
class Game:
    """One game of a hundred up: who won it, single or double, the final scores and its deals."""

    number: int
    winner: str
    double: bool
    scores: dict[str, int]
    first_deal: int
    last_deal: int
    #: The game was lost by a penalty of losing the game, not won by a hundred: the clause that imposed it.
    forfeited: str | None = None
    #: The score of the last deal by which the winner reached a hundred (``"point"``, ``"play"``, ``"cards"``, ...).
    reached_by: str | None = None
    #: What the last deal scored after the hundred was reached, counting toward no game (the deal is played out).
    after: dict[str, int] = attrs.field(factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "number": self.number,
            "winner": self.winner,
            "double": self.double,
            "counts": 2 if self.double else 1,
            "scores": dict(self.scores),
            "deals": [self.first_deal, self.last_deal],
        }
        if self.forfeited is not None:
            out["forfeited"] = self.forfeited
        if self.reached_by is not None:
            out["reached_by"] = self.reached_by
        if any(self.after.values()):
            out["after_the_hundred"] = dict(self.after)
        return out


@attrs.frozen
class GamesPartie:
    """An au cent partie as it stands: the games finished and the scores of the game in progress."""

    players: tuple[str, str]
    scores: tuple[int, int] = (0, 0)
    games: tuple[Game, ...] = ()
    played: int = 0
    game_from: int = 1
    #: The games won before the record took the partie up (a record's ``start``): (winner, double) in order.
    earlier: tuple[tuple[str, bool], ...] = ()

    @property
    def games_played(self) -> int:
        """The games finished, those before the record took the partie up included."""
        return len(self.earlier) + len(self.games)

    @property
    def next_deal(self) -> int:
        return self.played + 1

    def scores_by_player(self) -> dict[str, int]:
        return {self.players[0]: self.scores[0], self.players[1]: self.scores[1]}

    def games_won(self) -> dict[str, int]:
        """Games won by each player, a double game counting two."""
        won = {p: 0 for p in self.players}
        for winner, double in self.earlier:
            won[winner] += 2 if double else 1
        for game in self.games:
            won[game.winner] += 2 if game.double else 1
        return won

    @property
    def winner(self) -> str | None:
        return partie_won(self.games_won())

    @property
    def complete(self) -> bool:
        return self.winner is not None

    @cites(67, au_cent=("game-a-hundred-up", "double-game"))
    def record(self, accrued: Iterable[tuple[str, int, str]]) -> tuple[GamesPartie, Game | None]:
        """The partie after one more deal, whose scores ``accrued`` are given in the order they accrue (player, points, item),
        and the game that deal finished, if any.

        The game is won at the moment a total reaches a hundred
        (:au-cent:`game-a-hundred-up`), double if the adversary's total then
        stands under fifty (:au-cent:`double-game`); what the deal scores after
        that moment counts toward no game, and the next game begins from
        nothing with the next deal.
        """
        if self.complete:
            raise GamesError("the partie is already won")
        totals = dict(self.scores_by_player())
        played = self.played + 1
        scores = list(accrued)
        # While no total stands at a hundred, only the one that moved can come to: a total still under it decides nothing.
        clear = all(total < GAME_POINTS for total in totals.values())
        for step, (player, points, item) in enumerate(scores):
            totals[player] += points
            if clear and totals[player] < GAME_POINTS:
                continue
            winner = game_won(totals)
            if winner is None:
                clear = all(total < GAME_POINTS for total in totals.values())
                continue
            rest = {p: sum(n for q, n, _ in scores[step + 1 :] if q == p) for p in self.players}
            double = game_value(totals, winner) == 2
            game = Game(self.games_played + 1, winner, double, totals, self.game_from, played, reached_by=item, after=rest)
            after = attrs.evolve(self, scores=(0, 0), games=self.games + (game,), played=played, game_from=played + 1)
            return after, game
        return attrs.evolve(self, scores=(totals[self.players[0]], totals[self.players[1]]), played=played), None

    def record_short_of_the_hundred(self, totals: Mapping[str, int]) -> GamesPartie:
        """The partie after one more deal whose scores, added in any order, leave every total short of a hundred.

        No moment of such a deal can decide the game, so the order its scores
        accrued in (:meth:`record`) changes nothing: only their sums are added.
        """
        if self.complete:
            raise GamesError("the partie is already won")
        if not self.short_of_the_hundred(totals):
            raise ValueError("a deal that brings a total to a hundred is recorded in the order its scores accrued")
        first, second = self.scores[0] + totals.get(self.players[0], 0), self.scores[1] + totals.get(self.players[1], 0)
        return attrs.evolve(self, scores=(first, second), played=self.played + 1)

    def short_of_the_hundred(self, totals: Mapping[str, int]) -> bool:
        """Whether the game's totals with ``totals`` added all stand under a hundred."""
        return all(score + totals.get(player, 0) < GAME_POINTS for score, player in zip(self.scores, self.players))

    @cites(27, 28, 29, au_cent=("elder-mixes-stock-cards", "younger-takes-top-cards"))
    def forfeit(self, loser: str, clause: str) -> tuple[GamesPartie, Game]:
        """The partie after a deal in which ``loser`` lost the game by a penalty: his adversary wins it, a single game.

        The double game is for a player who scores a hundred before his
        adversary has fifty; a game won by the adversary's penalty was not
        scored, so it counts one.
        """
        if self.complete:
            raise GamesError("the partie is already won")
        winner = next(p for p in self.players if p != loser)
        played = self.played + 1
        game = Game(self.games_played + 1, winner, False, self.scores_by_player(), self.game_from, played, clause)
        return attrs.evolve(self, scores=(0, 0), games=self.games + (game,), played=played, game_from=played + 1), game


@attrs.frozen
class PartieStanding:
    """Where the partie stands after the record's deals."""

    totals: dict[str, int]
    deals_played: int
    deals_due: int
    complete: bool
    settlement: Settlement | None
    #: Piquet au Cent: the games finished, and the games each has won (a double counting two).
    games: tuple[Game, ...] | None = None
    games_won: dict[str, int] | None = None

    def to_json(self) -> dict[str, Any]:
        settled = self.settlement
        if self.games is not None:
            return {
                "totals": dict(self.totals),
                "complete": self.complete,
                "winner": settled.winner if settled else None,
                "points_won": None,
                "rubicon": None,
                "deals_played": self.deals_played,
                "games": [game.to_json() for game in self.games],
                "games_won": dict(self.games_won or {}),
            }
        return {
            "totals": dict(self.totals),
            "complete": self.complete,
            "winner": settled.winner if settled else None,
            "points_won": settled.points_won if settled else None,
            "rubicon": settled.rubicon if settled else None,
            "deals_played": self.deals_played,
            "deals_due": self.deals_due,
        }
