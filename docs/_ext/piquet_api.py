"""Sphinx extension: the API reference reads like the rest of the manual.

* "Law 20", "Laws 21, 22", "Laws 61-69", "Case IV" and "Cases X, XI" in a
  docstring become links to the law index (the ``:law:`` and ``:case:`` roles
  of :mod:`piquet_laws`), except inside literal text, examples and roles;
* a class's bases are not listed when the only one is ``object``.
"""

from __future__ import annotations

import re
from typing import Any

from sphinx.application import Sphinx

#: "Law 20", "Laws 21, 22 and 23", "Laws 61-69", "Case IV", "Cases X, XI".
_CITED = re.compile(
    r"\b(?P<word>Laws?|Cases?)\s+(?P<ids>(?:\d{1,2}|[IVXL]+)(?:\s*(?:,|-|–|and|or)\s*(?:\d{1,2}|[IVXL]+))*)\b"
)
_ONE = re.compile(r"\d{1,2}|[IVXL]+")
#: Spans a rewrite must not touch: inline literals, roles with their targets, and links.
_SHIELDED = re.compile(r"``.*?``|:[\w:-]+:`[^`]*`|`[^`]*`_?")


def _linked(text: str) -> str:
    def cite(match: re.Match[str]) -> str:
        role = "law" if match.group("word").startswith("Law") else "case"
        ids = match.group("ids")
        if role == "law" and not all(part.isdigit() for part in _ONE.findall(ids)):
            return match.group(0)
        if role == "case" and any(part.isdigit() for part in _ONE.findall(ids)):
            return match.group(0)
        if role == "law" and any(not 1 <= int(part) <= 78 for part in _ONE.findall(ids)):
            return match.group(0)
        return match.group("word") + " " + _ONE.sub(lambda one: f":{role}:`{one.group(0)}`", ids)

    out = []
    done = 0
    for shield in _SHIELDED.finditer(text):
        out.append(_CITED.sub(cite, text[done : shield.start()]))
        out.append(shield.group(0))
        done = shield.end()
    out.append(_CITED.sub(cite, text[done:]))
    # A role must not touch a word character: "Laws :law:`21`, :law:`22`" is fine as it is.
    return "".join(out)


def link_laws(app: Sphinx, what: str, name: str, obj: Any, options: Any, lines: list[str]) -> None:
    """Rewrite the mentions of laws and Cases in one docstring, leaving examples and literal blocks alone."""
    literal_indent: int | None = None
    for number, line in enumerate(lines):
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        if literal_indent is not None:
            if stripped and indent <= literal_indent:
                literal_indent = None
            else:
                continue
        if stripped.startswith((">>>", "...")) or stripped.startswith(".. "):
            continue
        lines[number] = _linked(line)
        if stripped.endswith("::"):
            literal_indent = indent


def drop_object_base(app: Sphinx, name: str, obj: Any, options: Any, bases: list[Any]) -> None:
    """No "Bases: object" under every class."""
    if bases == [object]:
        bases.clear()


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("autodoc-process-docstring", link_laws)
    app.connect("autodoc-process-bases", drop_object_base)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
