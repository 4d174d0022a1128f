"""A runner's adjudication for people: as text, as Markdown, or as one HTML page, for any game.

The words of each ruling are :mod:`lawkit.render`'s, with the statements of
the provisions cited looked up in the game's codex; around them each deal
gives its scores, the game's own lines on it (its ``describe``) and the
options still open, a prelude its lines and rulings first, and the record
the game's summary and its totals.
Events are counted from 1, as people count them.  The HTML page stands
alone: its style is inline and it fetches nothing.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import lawkit.runner
from lawkit.codex import Codex
from lawkit.render import render_rulings_markdown, render_rulings_text
from lawkit.ruling import Ruling

__all__ = ["adjudication_text", "adjudication_markdown", "adjudication_html"]


def _scores(scores: dict[str, int] | Any, players: tuple[str, ...]) -> str:
    return ", ".join(f"{p} {scores.get(p, 0)}" for p in players)


def _open(adjudication: lawkit.runner.Adjudication[Any], number: int) -> list[str]:
    deal = adjudication.deals[number]
    return [
        f"Open: {adjudication.players[e.elector]} may elect {' or '.join(e.names)}"
        + (f" (by default {e.lapses_to})" if e.lapses_to else "")
        for e in deal.open
    ]


def _title(text: str) -> str:
    return text[:1].upper() + text[1:]


def adjudication_text(adjudication: lawkit.runner.Adjudication[Any], codex: Codex | None = None, *, width: int = 78, with_statements: bool = False) -> str:
    """The prelude, each deal's lines, rulings, scores and open options, then the summary and totals, as plain text
    (``with_statements``: each provision cited quoted in full from the codex)."""
    players = adjudication.players
    lines = [f"{adjudication.game}: {', '.join(players)}", ""]
    sections: list[tuple[str, Sequence[str], Sequence[Ruling], list[str]]] = []
    sections += [] if adjudication.prelude is None else [(f"{_title(adjudication.prelude.title)}:", adjudication.prelude.notes, adjudication.prelude.rulings, [])]
    sections += [(f"Deal {d.number}: {_scores(d.scores, players)}", d.notes, d.rulings, _open(adjudication, i)) for i, d in enumerate(adjudication.deals)]
    for heading, notes, rulings, still_open in sections:
        lines += [heading, *notes]
        if rulings:
            text = render_rulings_text(rulings, codex, width=width, event_base=1, with_statements=with_statements)
            lines += text.rstrip("\n").split("\n")
        lines += [*still_open, ""]
    lines += [*adjudication.notes, f"Totals: {_scores(adjudication.totals, players)}"]
    return "\n".join(lines) + "\n"


def adjudication_markdown(adjudication: lawkit.runner.Adjudication[Any], codex: Codex | None = None) -> str:
    """The same as Markdown: a heading for the record and each deal, the rulings under them."""
    players = adjudication.players
    parts = [f"# {adjudication.game}: {', '.join(players)}", ""]
    prelude = adjudication.prelude
    if prelude is not None:
        parts += [f"## {_title(prelude.title)}", "", *(f"- {line.strip()}" for line in prelude.notes), ""]
        if prelude.rulings:
            parts.append(render_rulings_markdown(prelude.rulings, codex, level=3, event_base=1))
    for index, deal in enumerate(adjudication.deals):
        parts += [f"## Deal {deal.number}", "", f"Scores: {_scores(deal.scores, players)}", ""]
        parts += [*(f"- {line.strip()}" for line in deal.notes), ""] if deal.notes else []
        if deal.rulings:
            parts.append(render_rulings_markdown(deal.rulings, codex, level=3, event_base=1))
        parts += [f"- {line}" for line in _open(adjudication, index)]
        parts.append("")
    parts += [*adjudication.notes, ""] if adjudication.notes else []
    parts.append(f"**Totals:** {_scores(adjudication.totals, players)}")
    return "\n".join(parts) + "\n"


_STYLE = "body{font-family:system-ui,sans-serif;max-width:50rem;margin:1rem auto;padding:0 1rem}pre{white-space:pre-wrap}"


def adjudication_html(adjudication: lawkit.runner.Adjudication[Any], codex: Codex | None = None) -> str:
    """One page that needs no network: the record's heading, each deal with its scores, rulings and open options."""
    players = adjudication.players
    title = html.escape(f"{adjudication.game}: {', '.join(players)}")
    body = [f"<h1>{title}</h1>"]
    prelude = adjudication.prelude
    if prelude is not None:
        body.append(f"<section><h2>{html.escape(_title(prelude.title))}</h2>")
        body += [f"<p>{html.escape(line.strip())}</p>" for line in prelude.notes]
        if prelude.rulings:
            body.append(f"<pre>{html.escape(render_rulings_text(prelude.rulings, codex, event_base=1))}</pre>")
        body.append("</section>")
    for index, deal in enumerate(adjudication.deals):
        body.append(f"<section><h2>Deal {deal.number}</h2><p>Scores: {html.escape(_scores(deal.scores, players))}</p>")
        body += [f"<p>{html.escape(line.strip())}</p>" for line in deal.notes]
        if deal.rulings:
            text = render_rulings_text(deal.rulings, codex, event_base=1)
            body.append(f"<pre>{html.escape(text)}</pre>")
        body += [f"<p>{html.escape(line)}</p>" for line in _open(adjudication, index)]
        body.append("</section>")
    body += [f"<p>{html.escape(line)}</p>" for line in adjudication.notes]
    body.append(f"<p><strong>Totals:</strong> {html.escape(_scores(adjudication.totals, players))}</p>")
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{title}</title>'
            f"<style>{_STYLE}</style></head><body>{''.join(body)}</body></html>\n")
