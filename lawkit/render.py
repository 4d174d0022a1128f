"""Rulings for people: plain text and Markdown, free of any one game.

The titles and statements of the provisions cited come from a *lookup*
passed in, anything with ``get(citation)`` returning an object with
``title`` and ``statement`` (a :class:`lawkit.codex.Codex`, a plain ``dict``
of :class:`PlainProvision`, or a game's own catalogue).  Without a lookup a
citation shows as its bare label ("Rule 3").  Events are shown by the index a
ruling holds, or from another ``event_base`` (1 to count them from one).
Output depends only on the arguments, so it can be compared exactly in tests
and diffs.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable
from typing import Protocol

import attrs

from lawkit.citation import Citation
from lawkit.ruling import Finding, Option, Ruling

__all__ = [
    "ProvisionLike",
    "ProvisionLookup",
    "PlainProvision",
    "describe",
    "render_text",
    "render_markdown",
    "render_rulings_text",
    "render_rulings_markdown",
]


class ProvisionLike(Protocol):
    """What the renderer reads from a provision: its title and statement."""

    @property
    def title(self) -> str | None: ...

    @property
    def statement(self) -> str | None: ...


class ProvisionLookup(Protocol):
    """Where titles and statements come from; ``None`` means "no text"."""

    def get(self, citation: Citation, /) -> ProvisionLike | None: ...


@attrs.frozen
class PlainProvision:
    """A provision's title and statement, for codes kept without a Codex."""

    title: str
    statement: str | None = None


def _provision(
    citation: Citation, lookup: ProvisionLookup | None
) -> ProvisionLike | None:
    return None if lookup is None else lookup.get(citation)


def describe(citation: Citation, lookup: ProvisionLookup | None = None) -> str:
    """A citation's label and, where known, its title: "Rule 3 — False snap"."""
    found = _provision(citation, lookup)
    if found is None or not found.title:
        return str(citation)
    return f"{citation} — {found.title}"


def _statement(citation: Citation, lookup: ProvisionLookup | None) -> str | None:
    found = _provision(citation, lookup)
    return None if found is None or not found.statement else found.statement


def _paragraphs(text: str) -> list[str]:
    """Paragraphs split at blank lines, each with its whitespace collapsed."""
    found = [" ".join(p.split()) for p in re.split(r"\n\s*\n", text)]
    return [p for p in found if p]


def _heading(ruling: Ruling, base: int) -> str:
    if ruling.event is None:
        where = "the deal as a whole"
    else:
        where = f"event {ruling.event + base}"
    act = ruling.act.strip()
    return f"Ruling on {where}: {act}" if act else f"Ruling on {where}"


def _parties(ruling: Ruling) -> list[tuple[str, str]]:
    found = []
    if ruling.offender is not None:
        found.append(("Offender", ruling.offender_label or f"seat {ruling.offender}"))
    if ruling.injured is not None:
        found.append(("Injured party", ruling.injured_label or f"seat {ruling.injured}"))
    return found


def _events(finding: Finding, base: int) -> str:
    """The events a finding cites, a run of three or more consecutive ones as its ends: "events 4, 15-25"."""
    if not finding.events:
        return ""
    noun = "event" if len(finding.events) == 1 else "events"
    runs: list[list[int]] = []
    for e in finding.events:
        if runs and e == runs[-1][-1] + 1:
            runs[-1].append(e)
        else:
            runs.append([e])
    shown = [f"{run[0] + base}-{run[-1] + base}" if len(run) > 2 else ", ".join(str(e + base) for e in run) for run in runs]
    return f"{noun} {', '.join(shown)}"


def _option_note(option: Option) -> str:
    parts = []
    if option.elector is not None:
        parts.append(f"{option.elector_label or f'seat {option.elector}'} elects")
    if option.citations:
        parts.append(", ".join(str(c) for c in option.citations))
    return "; ".join(parts)


# -- plain text --------------------------------------------------------------


_GLUE = "\u00a0"  # never left in a paragraph: _paragraphs splits on it


def _fill(
    text: str, width: int, first: str, rest: str, glue: Iterable[str] = ()
) -> list[str]:
    """Wrap ``text``, never breaking inside one of the ``glue`` phrases."""
    lines: list[str] = []
    for i, para in enumerate(_paragraphs(text)):
        if i:
            lines.append("")
        for phrase in glue:
            para = para.replace(phrase, phrase.replace(" ", _GLUE))
        wrapped = textwrap.wrap(
            para,
            width=width,
            initial_indent=first if i == 0 else rest,
            subsequent_indent=rest,
            break_long_words=False,
            break_on_hyphens=False,
        )
        lines += [line.replace(_GLUE, " ") for line in wrapped]
    return lines


def render_text(
    ruling: Ruling,
    lookup: ProvisionLookup | None = None,
    *,
    with_statements: bool = False,
    width: int = 78,
    event_base: int = 0,
) -> str:
    """One ruling as plain text, wrapped at ``width``, ending in a newline.

    An event is shown as its index plus ``event_base``: by default the index
    the ruling holds, the same number as in its JSON; 1 counts events from one.
    """
    cited = ruling.authorities()
    labels = sorted(
        {str(c) for c in cited + tuple(d.citation for d in ruling.displaced)},
        key=lambda label: (-len(label), label),
    )

    def fill(text: str, first: str, rest: str) -> list[str]:
        return _fill(text, width, first, rest, labels)

    out = fill(_heading(ruling, event_base), "", "    ")
    parties = _parties(ruling)
    if parties:
        text = ". ".join(f"{name}: {who}" for name, who in parties)
        out += fill(text + ".", "", "")

    def section(title: str, body: list[str]) -> None:
        out.extend(["", title])
        out.extend(body)

    if ruling.findings:
        body: list[str] = []
        for n, finding in enumerate(ruling.findings, 1):
            events = _events(finding, event_base)
            text = f"{finding.text} [{events}]" if events else finding.text
            body += fill(text, f"  {n}. ", " " * (len(str(n)) + 4))
        section("Facts found", body)
    section("Decision", fill(ruling.decision, "  ", "  "))
    if ruling.void:
        out.append("  Void: what it rules on counts for nothing.")
    if ruling.penalty is not None:
        section("Penalty or remedy", fill(ruling.penalty, "  ", "  "))
    if ruling.options:
        body = []
        for n, option in enumerate(ruling.options, 1):
            note = _option_note(option)
            text = f"{option.said} [{note}]" if note else option.said
            body += fill(text, f"  {n}. ", " " * (len(str(n)) + 4))
        section("Options", body)
    if cited:
        body = []
        for c in cited:
            body += fill(describe(c, lookup), "  ", "      ")
            statement = _statement(c, lookup) if with_statements else None
            if statement is not None:
                body += fill(statement, "      ", "      ")
        section("Authorities", body)
    if ruling.displaced:
        body = []
        for d in ruling.displaced:
            body += fill(describe(d.citation, lookup), "  ", "      ")
            body += fill(f"Gave way: {d.reason}", "      ", "      ")
            statement = _statement(d.citation, lookup) if with_statements else None
            if statement is not None:
                body += fill(statement, "      ", "      ")
        section("Considered and displaced", body)
    return "\n".join(out) + "\n"


def render_rulings_text(
    rulings: Iterable[Ruling],
    lookup: ProvisionLookup | None = None,
    *,
    with_statements: bool = False,
    width: int = 78,
    event_base: int = 0,
) -> str:
    """Several rulings as plain text, numbered and separated by a rule."""
    rulings = tuple(rulings)
    if not rulings:
        return "No rulings.\n"
    parts = []
    for n, ruling in enumerate(rulings, 1):
        body = render_text(
            ruling,
            lookup,
            with_statements=with_statements,
            width=width,
            event_base=event_base,
        )
        parts.append(f"[{n} of {len(rulings)}] {body}")
    return ("\n" + "-" * min(width, 40) + "\n\n").join(parts)


# -- Markdown ----------------------------------------------------------------

_SPECIAL = re.compile(r"([\\`*_\[\]<>|#])")


def _md(text: str) -> str:
    """Text with whitespace collapsed and Markdown's special characters escaped."""
    return _SPECIAL.sub(r"\\\1", " ".join(text.split()))


def _md_describe(citation: Citation, lookup: ProvisionLookup | None) -> str:
    found = _provision(citation, lookup)
    label = f"**{_md(str(citation))}**"
    if found is None or not found.title:
        return label
    return f"{label}: {_md(found.title)}"


def _md_quote(text: str, indent: str) -> list[str]:
    lines: list[str] = []
    for i, para in enumerate(_paragraphs(text)):
        if i:
            lines.append(f"{indent}>")
        lines.append(f"{indent}> {_md(para)}")
    return lines


def render_markdown(
    ruling: Ruling,
    lookup: ProvisionLookup | None = None,
    *,
    with_statements: bool = False,
    level: int = 3,
    event_base: int = 0,
) -> str:
    """One ruling as Markdown under a heading of ``level``, ending in a newline.

    ``event_base`` is as for :func:`render_text`.
    """
    if not 1 <= level <= 6:
        raise ValueError("a Markdown heading level is 1 to 6")
    out = [f"{'#' * level} {_md(_heading(ruling, event_base))}"]
    parties = _parties(ruling)
    if parties:
        marked = [f"**{name}:** {_md(who)}" for name, who in parties]
        out += ["", " · ".join(marked)]
    if ruling.findings:
        out += ["", "**Facts found**", ""]
        for n, finding in enumerate(ruling.findings, 1):
            events = _events(finding, event_base)
            note = f" *({events})*" if events else ""
            out.append(f"{n}. {_md(finding.text)}{note}")
    out += ["", f"**Decision.** {_md(ruling.decision)}"]
    if ruling.void:
        out += ["", "*Void: what it rules on counts for nothing.*"]
    if ruling.penalty is not None:
        out += ["", f"**Penalty or remedy.** {_md(ruling.penalty)}"]
    if ruling.options:
        out += ["", "**Options**", ""]
        for n, option in enumerate(ruling.options, 1):
            note = _option_note(option)
            note = f" *({_md(note)})*" if note else ""
            out.append(f"{n}. {_md(option.said)}{note}")
    cited = ruling.authorities()
    if cited:
        out += ["", "**Authorities**", ""]
        for c in cited:
            out.append(f"- {_md_describe(c, lookup)}")
            statement = _statement(c, lookup) if with_statements else None
            if statement is not None:
                out += [""] + _md_quote(statement, "  ") + [""]
    if ruling.displaced:
        out += ["", "**Considered and displaced**", ""]
        for d in ruling.displaced:
            label = _md_describe(d.citation, lookup)
            out.append(f"- {label} — *gave way:* {_md(d.reason)}")
            statement = _statement(d.citation, lookup) if with_statements else None
            if statement is not None:
                out += [""] + _md_quote(statement, "  ") + [""]
    kept = [line for i, line in enumerate(out) if line or (i and out[i - 1])]
    while kept[-1] == "":
        kept.pop()
    return "\n".join(kept) + "\n"


def render_rulings_markdown(
    rulings: Iterable[Ruling],
    lookup: ProvisionLookup | None = None,
    *,
    with_statements: bool = False,
    level: int = 3,
    event_base: int = 0,
) -> str:
    """Several rulings as Markdown, one heading each, separated by blank lines."""
    parts = [
        render_markdown(
            r,
            lookup,
            with_statements=with_statements,
            level=level,
            event_base=event_base,
        )
        for r in rulings
    ]
    return "\n".join(parts) if parts else "No rulings.\n"
