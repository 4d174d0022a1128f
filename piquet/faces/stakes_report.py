"""The ``--stakes`` part of ``piquet adjudicate``: a finished partie's points won, settled in money."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from piquet.faces.width import fit_markdown, fit_text
from piquet.game.partie import Settlement
from piquet.referee.adjudication import Adjudication
from piquet.stakes import Stake, settle_balances

__all__ = ["stakes_of", "stakes_text", "partie_stakes"]


def stakes_of(adjudication: Adjudication, stake: Stake) -> dict[str, Any]:
    """The settlement as JSON: the stake, and for each player the points, the points counted and the money.

    A partie not yet finished (or tied) settles nothing: ``settled`` is then
    false and ``players`` empty.
    """
    partie = adjudication.partie
    return partie_stakes(adjudication.record.players, partie.settlement, partie.games_won, stake)


def partie_stakes(
    players: Sequence[str], settlement: Settlement | None, games_won: Mapping[str, int] | None, stake: Stake
) -> dict[str, Any]:
    """A partie's result settled in money (``games_won`` for au cent, else None), as :func:`stakes_of` gives it."""
    winner = settlement.winner if settlement is not None else None
    out: dict[str, Any] = {"stake": str(stake), "unit": stake.unit, "settled": winner is not None, "players": {}}
    games = games_won
    if (games is not None) != (stake.unit == "game"):
        out["settled"] = False
        out["reason"] = (
            "Piquet au Cent is played for so much a game (write the stake like '5s/game')"
            if games is not None
            else "a partie of the Laws of Piquet is settled on its points, not on games"
        )
        return out
    if settlement is None or winner is None:
        return out
    loser = next(p for p in players if p != winner)
    # Au cent: the loser pays for each game he is behind, a double counting two; else the points won (Laws 72, 73).
    won = games[winner] - games[loser] if games is not None else settlement.points_won
    balances = {winner: won, loser: -won}
    out["players"] = {player: settled.to_json() for player, settled in settle_balances(balances, stake).items()}
    return out


def stakes_text(settled: dict[str, Any], *, markdown: bool = False) -> str:
    """One line (wrapped where it is long): who pays whom what, and on how many points (or games, in au cent)."""
    said = _stakes_said(settled, markdown)
    return (fit_markdown(said.rstrip("\n")) if markdown else fit_text(said.rstrip("\n"))) + "\n"


def _stakes_said(settled: dict[str, Any], markdown: bool) -> str:
    lead = "**Stakes**" if markdown else "Stakes"
    if settled.get("reason"):
        return f"{lead} at {settled['stake']}: nothing settled: {settled['reason']}.\n"
    if not settled["settled"]:
        return f"{lead} at {settled['stake']}: nothing to settle until the partie is won.\n"
    players = settled["players"]
    winner = next(p for p, s in players.items() if s["points"] > 0)
    loser = next(p for p, s in players.items() if s["points"] < 0)
    won = players[winner]
    if settled.get("unit") == "game":
        ahead = won["points"]
        return f"{lead} at {settled['stake']}: {winner} is {ahead} game{'s' if ahead != 1 else ''} ahead; {loser} pays {winner} {won['money']['text']}.\n"
    if not won["money"]["farthings"]:
        return f"{lead} at {settled['stake']}: {winner} wins {won['points']} points, which count for nothing.\n"
    return (
        f"{lead} at {settled['stake']}: {winner} wins {won['points']} points, counted as {won['counted']}; "
        f"{loser} pays {winner} {won['money']['text']}.\n"
    )
