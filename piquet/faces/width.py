"""The width every text the commands print keeps to: 100 columns, the help included.

A line longer than that wraps in a terminal of the common sizes and reads
badly in a diff or an e-mail.  The reports wrap what is prose, a table whose
rows would run over is laid out stacked, and ``--help`` is formatted to the
terminal but never wider than this.  JSON and the notation are data, not
text for reading: they are exempt.
"""

from __future__ import annotations

import argparse
import re
import shutil
import textwrap
from typing import Any

__all__ = ["COLUMNS", "ArgumentParser", "fill", "glued", "fit_text", "fit_markdown"]

#: The widest line a command prints as text.
COLUMNS = 100

_GLUE = "\u00a0"  # textwrap does not break at it; the lines are given back with spaces


def glued(text: str, pattern: str) -> str:
    """``text`` with the spaces inside each match of ``pattern`` made unbreakable (for :func:`fill`)."""
    return re.sub(pattern, lambda found: found[0].replace(" ", _GLUE), text)


def fill(text: str, first: str = "", rest: str = "", width: int = COLUMNS) -> list[str]:
    """``text`` wrapped to ``width`` after the indents ``first`` and ``rest``, no word broken, glued phrases kept whole."""
    lines = textwrap.wrap(
        text, width, initial_indent=first, subsequent_indent=rest, break_long_words=False, break_on_hyphens=False
    )
    return [line.replace(_GLUE, " ") for line in lines] or [first.rstrip()]


def fit_text(text: str) -> str:
    """Plain text with every line longer than :data:`COLUMNS` wrapped, its continuation indented two more than it."""
    lines: list[str] = []
    for line in text.split("\n"):
        if len(line) <= COLUMNS:
            lines.append(line)
            continue
        indent = line[: len(line) - len(line.lstrip())]
        lines += fill(line.strip(), indent, indent + "  ")
    return "\n".join(lines)


#: A Markdown line that opens a list item or a quote: what its continuation lines are indented by.
_MARKDOWN_BLOCK = re.compile(r"^(\s*)(?:([-*+]|\d+[.)]) |(> ?))")
#: A word that would open a list, a quote, a heading or a heading's underline at the start of a line: never left there.
_OPENS_A_BLOCK = r" (?=(?:[-+*>#=]+|\d+[.)])(?: |$))"


#: A heading with a colon: what comes before it, and after.
_HEADING = re.compile(r"^(#{1,6} [^:]+): (.+)$")


def fit_markdown(text: str) -> str:
    """Markdown with every paragraph, list item and quote line longer than :data:`COLUMNS` wrapped as Markdown reads it.

    A table row is one line in Markdown and is left whole; a heading too long
    is cut at its first colon, what follows it given as a paragraph under it.
    No wrapped line begins with what would make it a list, a quote or a heading.
    """
    lines: list[str] = []
    for line in text.split("\n"):
        heading = _HEADING.match(line)
        if len(line) > COLUMNS and heading is not None:
            lines += [heading[1], "", *fill(re.sub(_OPENS_A_BLOCK, _GLUE, heading[2]))]
            continue
        if len(line) <= COLUMNS or line.lstrip().startswith(("|", "#")):
            lines.append(line)
            continue
        found = _MARKDOWN_BLOCK.match(line)
        if found is None:
            first = rest = line[: len(line) - len(line.lstrip())]
        elif found[3] is not None:
            first = rest = found[0]
        else:
            first, rest = found[0], " " * len(found[0])
        words = re.sub(_OPENS_A_BLOCK, _GLUE, line[len(first):])
        lines += fill(words, first, rest)
    return "\n".join(lines)


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's help, to the terminal's width but no wider than :data:`COLUMNS`."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24, width: int | None = None) -> None:
        if width is None:
            width = min(shutil.get_terminal_size().columns, COLUMNS) - 2
        super().__init__(prog, indent_increment, max_help_position, width)


class ArgumentParser(argparse.ArgumentParser):
    """An argument parser whose help keeps to :data:`COLUMNS`; its subcommands' parsers are of this class too."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **kwargs)
