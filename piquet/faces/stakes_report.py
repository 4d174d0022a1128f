"""The ``--stakes`` part of ``piquet adjudicate``: a finished partie's points won, settled in money."""

from __future__ import annotations

from typing import Any

from piquet.referee.adjudication import Adjudication
from piquet.stakes import Stake, settle_balances

__all__ = ["stakes_of", "stakes_text"]


def stakes_of(adjudication: Adjudication, stake: Stake) -> dict[str, Any]:
    """The settlement as JSON: the stake, and for each player the points, the points counted and the money.

    A partie not yet finished (or tied) settles nothing: ``settled`` is then
    false and ``players`` empty.
    """
    settlement = adjudication.partie.settlement
    winner = settlement.winner if settlement is not None else None
    out: dict[str, Any] = {"stake": str(stake), "settled": winner is not None, "players": {}}
    if settlement is None or winner is None:
        return out
    loser = next(p for p in adjudication.record.players if p != winner)
    balances = {winner: settlement.points_won, loser: -settlement.points_won}
    out["players"] = {player: settled.to_json() for player, settled in settle_balances(balances, stake).items()}
    return out


def stakes_text(settled: dict[str, Any], *, markdown: bool = False) -> str:
    """One line: who pays whom what, and on how many points."""
    lead = "**Stakes**" if markdown else "Stakes"
    if not settled["settled"]:
        return f"{lead} at {settled['stake']}: nothing to settle until the partie is won.\n"
    players = settled["players"]
    winner = next(p for p, s in players.items() if s["points"] > 0)
    loser = next(p for p, s in players.items() if s["points"] < 0)
    won = players[winner]
    if not won["money"]["farthings"]:
        return f"{lead} at {settled['stake']}: {winner} wins {won['points']} points, which count for nothing.\n"
    return (
        f"{lead} at {settled['stake']}: {winner} wins {won['points']} points, counted as {won['counted']}; "
        f"{loser} pays {winner} {won['money']['text']}.\n"
    )
