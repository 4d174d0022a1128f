"""A chouette session written for people: each partie's seats, result and entries, and the running card.

Plain text for the terminal and Markdown for documents, deterministic like
:mod:`piquet.faces.report`.  Entries are in tens, as the Description keeps
the card (the naughts left off); the final balances are also given in
points, ready to be settled in money.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lawkit.ruling import Ruling
from piquet.faces.width import fit_markdown, fit_text

if TYPE_CHECKING:
    from collections.abc import Mapping

    from piquet.referee.chouette import ChouetteAdjudication, ChouettePartieResult
    from piquet.stakes import Stake

__all__ = ["chouette_text", "chouette_markdown", "chouette_stakes", "chouette_stakes_text"]

_AUTHORITY = "the Description of the Game, Chouette piquet"


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def _entries(entries: Mapping[str, int], players: tuple[str, ...]) -> str:
    return ", ".join(f"{label} {_signed(entries[label])}" for label in players)


def _result(result: ChouettePartieResult) -> str:
    if not result.complete:
        return "unfinished: not reckoned"
    if result.winner is None:
        return "drawn (Law 71): nothing reckoned"
    settled = result.adjudication.partie.settlement
    law = "Law 73, a rubicon" if settled is not None and settled.rubicon else "Law 72"
    who = "wins" if result.single_won else "loses"
    return f"{result.winner} wins {result.points_won} points ({law}), {result.tens} in tens; the single player {who}"


def _ruling_lines(ruling: Ruling) -> list[str]:
    return [f"  Ruling: {ruling.act}.", f"    Decision: {ruling.decision} [{_AUTHORITY}]"]


def _cut_text(adjudication: ChouetteAdjudication) -> str | None:
    cut = adjudication.cut
    if cut is None:
        return None
    rounds = "; then ".join(", ".join(f"{label} {card.code}" for label, card in rnd.items()) for rnd in cut.rounds)
    return f"Cut: {rounds}: {cut.seats} [{_AUTHORITY}; Law 4]"


def chouette_text(adjudication: ChouetteAdjudication) -> str:
    """The session as plain text: the cut, each partie, the running card in tens, the balances in points."""
    players = adjudication.players
    lines = [f"Chouette piquet, {', '.join(players)}: {len(adjudication.parties)} parties"]
    cut = _cut_text(adjudication)
    if cut:
        lines += ["", cut]
    for result in adjudication.parties:
        lines += ["", f"Partie {result.number}: {result.seats}"]
        partie = result.adjudication.partie
        lines.append(f"  Totals: {', '.join(f'{k} {v}' for k, v in partie.totals.items())} after {partie.deals_played} deals")
        lines.append(f"  Result: {_result(result)}")
        if result.entries:
            lines.append(f"  Entries (tens): {_entries(result.entries, players)}")
        for ruling in result.rulings:
            lines += _ruling_lines(ruling)
    lines += ["", "Running card (tens):"]
    width = max(len(label) for label in players)
    for label in players:
        row = "  ".join(f"{_signed(running[label]):>5}" for running in adjudication.running_card)
        lines.append(f"  {label:<{width}}  {row}")
    lines += ["", f"Balances (points): {_entries(adjudication.balances, players)}"]
    if adjudication.next is not None:
        lines.append(f"Next partie: {adjudication.next}")
    return fit_text("\n".join(lines)) + "\n"


def chouette_markdown(adjudication: ChouetteAdjudication) -> str:
    """The session as Markdown: a table of the parties and one of the running card."""
    players = adjudication.players
    lines = [f"# Chouette piquet: {', '.join(players)}", ""]
    cut = _cut_text(adjudication)
    if cut:
        lines += [cut + ".", ""]
    lines += [
        "| partie | single | opponent | adviser | winner | points | tens | " + " | ".join(players) + " |",
        "|---:|---|---|---|---|---:|---:|" + "---:|" * len(players),
    ]
    for result in adjudication.parties:
        cells = [str(result.number), result.seats.single, result.seats.opponent, result.seats.adviser]
        cells.append(result.winner or ("drawn" if result.complete else "unfinished"))
        cells += ["" if result.points_won is None else str(result.points_won), "" if result.tens is None else str(result.tens)]
        cells += [_signed(result.entries[label]) if result.entries else "" for label in players]
        lines.append("| " + " | ".join(cells) + " |")
    rulings = [(result.number, ruling) for result in adjudication.parties for ruling in result.rulings]
    if rulings:
        lines += ["", "## Rulings", ""]
        for number, ruling in rulings:
            lines.append(f"- Partie {number}: {ruling.act}. {ruling.decision[:1].upper()}{ruling.decision[1:]} ({_AUTHORITY}).")
    lines += ["", "## Running card (tens)", "", "| player | " + " | ".join(str(r.number) for r in adjudication.parties) + " |"]
    lines.append("|---|" + "---:|" * len(adjudication.parties))
    for label in players:
        lines.append(f"| {label} | " + " | ".join(_signed(running[label]) for running in adjudication.running_card) + " |")
    lines += ["", f"Balances (points): {_entries(adjudication.balances, players)}."]
    if adjudication.next is not None:
        lines += ["", f"Next partie: {adjudication.next}."]
    return fit_markdown("\n".join(lines)) + "\n"


def chouette_stakes(adjudication: ChouetteAdjudication, stake: Stake) -> dict[str, Any]:
    """The session's balances in points settled in money by :func:`piquet.stakes.settle_balances` (``--stakes``).

    The referee reckons only points; the money, and what fractions of a
    hundred are dropped, are :mod:`piquet.stakes`' business.
    """
    from piquet.stakes import settle_balances

    balances = adjudication.balances
    out: dict[str, Any] = {"stake": str(stake), "settled": any(balances.values()), "players": {}}
    if stake.unit != "point":
        out.update(settled=False, reason="a chouette's running card is in points: settle it so much a point or a hundred")
    elif out["settled"]:
        out["players"] = {player: settled.to_json() for player, settled in settle_balances(balances, stake).items()}
    return out


def chouette_stakes_text(settled: dict[str, Any], *, markdown: bool = False) -> str:
    """One line: what each player receives or pays on the session's balances."""
    lead = f"{'**Stakes**' if markdown else 'Stakes'} at {settled['stake']}"
    if settled.get("reason"):
        return f"{lead}: nothing settled: {settled['reason']}.\n"
    if not settled["settled"]:
        return f"{lead}: nothing to settle.\n"
    parts = []
    for player, each in settled["players"].items():
        money = str(each["money"]["text"]).lstrip("-")
        if each["money"]["farthings"] > 0:
            parts.append(f"{player} receives {money} ({each['points']:+d} points, counted as {each['counted']})")
        elif each["money"]["farthings"] < 0:
            parts.append(f"{player} pays {money} ({each['points']:+d} points, counted as {-each['counted']})")
        else:
            parts.append(f"{player} neither pays nor receives ({each['points']:+d} points)")
    return f"{lead}, on the balances: " + "; ".join(parts) + ".\n"
