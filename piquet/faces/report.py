"""An adjudication written for people: each deal's items and the partie's state.

Plain text for the terminal and Markdown for documents; both deterministic,
so they can be compared in tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from piquet.errors import cited
from piquet.lawbook.catalogue import LAWS_OF_PIQUET
from piquet.lawbook.render import render_rulings_markdown, render_rulings_text

if TYPE_CHECKING:
    from piquet.referee.adjudication import Adjudication, DealAdjudication, PartieStanding

__all__ = ["adjudication_text", "adjudication_markdown", "partie_line", "result_line"]


def _scores(scores: dict[str, int]) -> str:
    return ", ".join(f"{label} {points}" for label, points in scores.items())


def partie_line(partie: PartieStanding) -> str:
    """The partie's state in one line."""
    played = partie.deals_played
    text = f"Partie: {_scores(partie.totals)} after {played} deal{'s' if played != 1 else ''}"
    if not partie.complete:
        left = partie.deals_due - played
        return text + f"; {left} to play"
    return text + "; complete"


def result_line(partie: PartieStanding) -> str | None:
    """Who won and what, once the partie is complete."""
    settled = partie.settlement
    if settled is None:
        return None
    if settled.winner is None:
        return "Result: the partie is drawn (Law 71)."
    law = "Law 73: the loser did not reach a hundred, a rubicon" if settled.rubicon else "Law 72"
    return f"Result: {settled.winner} wins {settled.points_won} points ({law})."


def _deal_header(deal: DealAdjudication) -> str:
    head = f"Deal {deal.number}: {deal.dealer} deals, {deal.elder} is elder hand"
    if deal.multiplier != 1:
        head += " (counts double)"
    if not deal.complete:
        head += " (unfinished)"
    return head


def _void_line(deal: DealAdjudication) -> str:
    """What a void deal means for the partie; empty for a deal that counts."""
    void = deal.state.void if deal.void else None
    if void is None:
        return ""
    laws = ", ".join(str(c) for c in void.citations)
    return f"void ({void.reason}): it does not count in the partie, and {void.next_dealer} deals next [{laws}]"


def _cut_line(adjudication: Adjudication) -> str | None:
    """The outcome of the cut for deal in one line (Law 4), when the record gives one."""
    cut = adjudication.cut_for_deal
    if cut is None:
        return None
    if cut.winner is None:
        return "Cut for deal: not decided [Law 4]"
    cards = ", ".join(f"{cut.label(i)} {c.code}" for i, c in enumerate(cut.cards) if c is not None)
    text = f"Cut for deal: {cards}; {cut.label(cut.winner)} has the choice"
    if cut.first_dealer is not None:
        text += f", and {cut.first_dealer} deals first"
    return text + " [Law 4]"


def adjudication_text(adjudication: Adjudication, *, with_statements: bool = False) -> str:
    """The whole adjudication as plain text."""
    record = adjudication.record
    lines = [
        f"Piquet ({record.variant}), {record.players[0]} v {record.players[1]}, "
        f"a partie of {record.partie_deals} deals",
    ]
    if record.start is not None:
        lines.append(f"Taken up after {record.start.deals_played} deals at {_scores(dict(record.start.scores))}")
    cut = _cut_line(adjudication)
    if cut is not None and adjudication.cut_for_deal is not None:
        lines += ["", cut]
        if adjudication.cut_for_deal.rulings:
            lines += ["", render_rulings_text(adjudication.cut_for_deal.rulings, LAWS_OF_PIQUET, with_statements=with_statements).rstrip("\n")]
    for deal in adjudication.deals:
        lines += ["", _deal_header(deal)]
        void = _void_line(deal)
        if void:
            lines.append(f"  {void}")
        elif not deal.items:
            lines.append("  nothing scored")
        for item in deal.items:
            detail = f"  {item.detail}" if item.detail else ""
            lines.append(f"  {item.player:<6} {item.item:<14} {item.points:>3}{detail}  [{cited(item.laws, item.cases)}]")
        lines.append(f"  Score: {_scores(deal.scores)}")
        if deal.rulings:
            lines.append("")
            lines.append(render_rulings_text(deal.rulings, LAWS_OF_PIQUET, with_statements=with_statements).rstrip("\n"))
    lines += ["", partie_line(adjudication.partie)]
    result = result_line(adjudication.partie)
    if result:
        lines.append(result)
    return "\n".join(lines) + "\n"


def adjudication_markdown(adjudication: Adjudication, *, with_statements: bool = False) -> str:
    """The whole adjudication as Markdown."""
    record = adjudication.record
    lines = [f"# Piquet: {record.players[0]} v {record.players[1]}", ""]
    lines.append(f"Variant: {record.variant}; a partie of {record.partie_deals} deals.")
    cut = _cut_line(adjudication)
    if cut is not None and adjudication.cut_for_deal is not None:
        lines += ["", "## The cut for deal", "", cut + "."]
        if adjudication.cut_for_deal.rulings:
            lines += ["", render_rulings_markdown(adjudication.cut_for_deal.rulings, LAWS_OF_PIQUET, with_statements=with_statements).rstrip("\n")]
    for deal in adjudication.deals:
        lines += ["", f"## {_deal_header(deal)}", ""]
        if _void_line(deal):
            line = _void_line(deal)
            lines += [line[:1].upper() + line[1:], ""]  # capitalize() would lower the players' labels and the laws
        lines += ["| player | item | points | detail | laws |", "|---|---|---:|---|---|"]
        for item in deal.items:
            lines.append(f"| {item.player} | {item.item} | {item.points} | {item.detail} | {cited(item.laws, item.cases)} |")
        lines += ["", f"Score: {_scores(deal.scores)}"]
        if deal.rulings:
            lines += ["", render_rulings_markdown(deal.rulings, LAWS_OF_PIQUET, with_statements=with_statements).rstrip("\n")]
    lines += ["", partie_line(adjudication.partie)]
    result = result_line(adjudication.partie)
    if result:
        lines += ["", result]
    return "\n".join(lines) + "\n"
