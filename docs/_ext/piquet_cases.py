"""Sphinx extension: a page for each of Cases I-XXII, written from the records of ``examples/cases`` when the docs are built.

Each record carries ``"x-case"``: the Case it shows, the facts in our words,
where its hands come from, and, for a variation, the one fact changed.  The
page of a Case gives the Case as the lawbook states it, then its own record
(the deal as dealt, the acts in the text notation one to a line, numbered
from 1 in each deal as ``piquet adjudicate`` numbers events, the ruling as
the command prints it), then each variation the same way.  Like the
dispute gallery, ``docs/cases/`` is generated and not kept in git: a record
added to the folder gets its place with no hand edit.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

from piquet_gallery import _cited, _indent, _write, numbered_acts

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "examples" / "cases"
NUMERALS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI",
            "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI", "XXII")


def _heading(text: str, mark: str) -> str:
    return f"{text}\n{mark * len(text)}"


def _record_section(path: Path, title: str, mark: str) -> str:
    """One record: what it says happened, its deals, its acts and the ruling."""
    from piquet import adjudicate
    from piquet.faces.report import adjudication_text

    record = json.loads(path.read_text(encoding="utf-8"))
    meta = record["x-case"]
    result = adjudicate(record)
    laws, cases = _cited(result)
    relative = path.relative_to(ROOT).as_posix()
    cited = ", ".join([f":law:`{n}`" for n in laws] + [f":case:`{c}`" for c in cases])
    deals = "\n\n".join(
        f".. hand::\n   :record: {relative}\n   :deal: {number}" for number in range(1, len(record["deals"]) + 1)
    )
    changed = f"**The fact changed:** {meta['variation']}.\n\n" if "variation" in meta else ""
    return f"""{_heading(title, mark)}

{changed}{meta["facts"]}

*The hands:* {meta["hands"]}

The record is ``{relative}``.

{deals}

The acts, in the :doc:`text notation <../notation>`, numbered:

.. code-block:: text

{_indent(numbered_acts({k: v for k, v in record.items() if not k.startswith("x-")}))}

Laws and Cases cited by the ruling: {cited or "none"}.  As ``piquet adjudicate {relative}`` prints it:

.. code-block:: text

{_indent(adjudication_text(result))}
"""


def grouped(folder: Path = RECORDS) -> dict[str, tuple[Path | None, list[Path]]]:
    """Each Case's own record and its variations, by numeral."""
    found: dict[str, tuple[Path | None, list[Path]]] = {n: (None, []) for n in NUMERALS}
    for path in sorted(folder.glob("*.json")):
        meta = json.loads(path.read_text(encoding="utf-8")).get("x-case", {})
        numeral = meta.get("case")
        if numeral not in found:
            continue
        own, variations = found[numeral]
        if "variation" in meta:
            variations.append(path)
        else:
            found[numeral] = (path, variations)
    return found


def page(numeral: str, own: Path | None, variations: list[Path]) -> str:
    """The reST of one Case's page."""
    from piquet.lawbook.catalogue import case_provision

    provision = case_provision(numeral)
    title = f"Case {numeral}: {provision.title}"
    parts = [
        _heading(title, "="),
        f".. This page is written by docs/_ext/piquet_cases.py from examples/cases/; edit the records, not the page.",
        f"The Case as the :doc:`lawbook <../laws>` states it (:case:`{numeral}`): {provision.statement}",
    ]
    if own is not None or variations:
        parts.append(
            "Each record below lists its acts one to a line, numbered from 1 in each deal as "
            "``piquet adjudicate`` numbers events, so that the act a ruling names (\"Ruling on event 15\") "
            "is the line numbered 15; the numbers are not part of the notation."
        )
    if own is not None:
        parts.append(_record_section(own, "The Case as a record", "-"))
    else:
        parts.append("No record of this Case has been written yet.")
    if variations:
        parts.append(_heading("Variations", "-"))
        parts.append(
            "In each, one fact of the Case is changed; the same rules decide it, and the ruling changes as the laws say."
        )
        for path in variations:
            meta = json.loads(path.read_text(encoding="utf-8"))["x-case"]
            parts.append(_record_section(path, meta["variation"][0].upper() + meta["variation"][1:], "~"))
    return "\n\n".join(parts) + "\n"


def index(found: dict[str, tuple[Path | None, list[Path]]]) -> str:
    lines = [
        "The Cases as records",
        "====================",
        "",
        "Each of the twenty-two Cases and Decisions written as a record in ``examples/cases/`` and",
        "decided by the referee when these pages are built, with variations in which one fact is",
        "changed.  The records are written by ``tools/make_cases.py``.",
        "",
        ".. toctree::",
        "   :maxdepth: 1",
        "",
    ]
    lines += [f"   case-{numeral}" for numeral in NUMERALS]
    return "\n".join(lines) + "\n"


def write_pages(app: Sphinx) -> None:
    """Write the Case pages into the source folder, before Sphinx reads it."""
    folder = Path(app.srcdir) / "cases"
    folder.mkdir(exist_ok=True)
    found = grouped()
    for numeral, (own, variations) in found.items():
        _write(folder / f"case-{numeral}.rst", page(numeral, own, variations))
    _write(folder / "index.rst", index(found))


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("builder-inited", write_pages)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
