"""An adjudication for people: the deals, what each scored and why, and the rulings in full."""

from __future__ import annotations

from ecarte.laws import CODE
from ecarte.referee import Adjudication
from lawkit.citation import cited
from lawkit.render import render_rulings_text

__all__ = ["report"]


def report(result: Adjudication, *, with_statements: bool = False) -> str:
    """The adjudication as text; events are counted from one, as the error messages count them."""
    lines = []
    if result.cut is not None:
        lines.append(f"Cut for deal: {result.cut.winner} deals first.")
        if result.cut.rulings:
            lines += ["", render_rulings_text(result.cut.shown_rulings, CODE, with_statements=with_statements, event_base=1).rstrip("\n")]
        lines.append("")
    for deal in result.deals:
        state = deal.state
        trump = "no trump turned" if state.trump is None else f"trumps {state.trump.suit.plural}, {state.trump} turned"
        lines.append(f"Deal {deal.number}: {deal.dealer} deals; {trump}.")
        if state.void:
            lines.append("  Void: a fresh deal follows.")
        elif not deal.complete:
            lines.append("  Unfinished.")
        for mark in state.marks:
            lines.append(f"  {mark.player}: {mark.item}, {mark.points} ({cited(mark.citations)})")
        if state.rulings:
            lines += ["", render_rulings_text(deal.rulings, CODE, with_statements=with_statements, event_base=1).rstrip("\n")]
        lines.append("")
    for game in result.games:
        lines.append(f"Game {game['number']} won by {game['winner']}, {game['scores'][game['winner']]} up (Law 46).")
    lines.append("Score of the game under way: " + ", ".join(f"{p} {result.totals[p]}" for p in result.players) + ".")
    return "\n".join(lines) + "\n"
