"""Sphinx extension: a page for every dispute record in ``examples/disputes``, written when the docs are built.

Before the pages are read, each ``examples/disputes/*.json`` becomes
``docs/disputes/<name>.rst`` (a generated folder, not kept in git), and
``docs/disputes/index.rst`` lists them all: a record added to the folder
gets its page with no hand edit, and a record without a page cannot happen.
Each page shows the deal as dealt (suit symbols, hearts and diamonds red),
the acts in the text notation, the adjudication as ``piquet adjudicate``
prints it (text, and Markdown), the laws it cites as links to the law
index, and its JSON, folded.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "examples" / "disputes"

_LEADING_LAWS = re.compile(r"^laws?-((?:\d+-)+)(.*)$")


def title_of(stem: str) -> str:
    """``law-27-44-elder-takes-six`` -> ``Laws 27, 44: elder takes six``."""
    match = _LEADING_LAWS.match(stem)
    if not match:
        return stem.replace("-", " ").capitalize()
    numbers = [n for n in match.group(1).split("-") if n]
    words = match.group(2).replace("-", " ")
    return f"{'Laws' if len(numbers) > 1 else 'Law'} {', '.join(numbers)}: {words}"


def _indent(text: str, by: str = "   ") -> str:
    return "\n".join(by + line if line.strip() else "" for line in text.splitlines())


def _cited(adjudication: Any) -> tuple[list[int], list[str]]:
    laws: set[int] = set()
    cases: set[str] = set()
    opening = adjudication.cut_for_deal.rulings if adjudication.cut_for_deal is not None else ()
    for deal in [*adjudication.deals, *([_Opening(opening)] if opening else [])]:
        for ruling in deal.rulings:
            for citation in ruling.citations:
                if citation.kind == "law":
                    laws.add(int(citation.id))
                elif citation.kind == "case":
                    cases.add(str(citation.id))
        for item in deal.items:
            laws.update(item.laws)
    order = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI", "XXII"]
    return sorted(laws), sorted(cases, key=lambda c: order.index(c) if c in order else 99)


class _Opening:
    """The cut for deal's rulings, read like a deal's: rulings and no score items."""

    items: tuple[Any, ...] = ()

    def __init__(self, rulings: tuple[Any, ...]) -> None:
        self.rulings = rulings


def page(record_path: Path) -> str:
    """The reST of one dispute's page."""
    from piquet import adjudicate
    from piquet.formats.notation import format_record_text
    from piquet.faces.report import adjudication_markdown, adjudication_text

    record = json.loads(record_path.read_text(encoding="utf-8"))
    result = adjudicate(record)
    title = title_of(record_path.stem)
    laws, cases = _cited(result)
    relative = record_path.relative_to(ROOT).as_posix()
    deals = "\n\n".join(
        f".. hand::\n   :record: {relative}\n   :deal: {number}" for number in range(1, len(record["deals"]) + 1)
    )
    cited = ", ".join([f":law:`{n}`" for n in laws] + [f":case:`{c}`" for c in cases])
    answer = json.dumps(result.to_json(), indent=2, ensure_ascii=False)
    escaped = answer.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return f"""{title}
{"=" * len(title)}

.. This page is written by docs/_ext/piquet_gallery.py from {relative}; edit the record, not the page.

The record ``{relative}``, adjudicated when these pages were built.

The deal{"s" if len(record["deals"]) > 1 else ""} as dealt
{"-" * (len("The deal as dealt") + (1 if len(record["deals"]) > 1 else 0))}

{deals}

What happened at the table
--------------------------

The acts, in the :doc:`text notation <../notation>`:

.. code-block:: text

{_indent(format_record_text(record))}

The ruling
----------

Laws and Cases cited: {cited or "none"}.

As ``piquet adjudicate {relative}`` prints it:

.. code-block:: text

{_indent(adjudication_text(result))}

With ``--markdown``:

.. code-block:: markdown

{_indent(adjudication_markdown(result))}

.. raw:: html

   <details class="piquet-json"><summary>The adjudication as JSON (<code>--json</code>)</summary><pre>
{_indent(escaped)}
   </pre></details>
"""


def index(records: list[Path]) -> str:
    lines = [
        "Disputes",
        "========",
        "",
        "Deals in which something went wrong at the table, each recorded in",
        "``examples/disputes/`` and adjudicated when these pages are built.  Every",
        "record in that folder has a page here: add a record, and its page appears.",
        "",
        ".. toctree::",
        "   :maxdepth: 1",
        "",
    ]
    lines += [f"   {path.stem}" for path in records]
    return "\n".join(lines) + "\n"


def _write(path: Path, text: str) -> None:
    if not path.is_file() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def write_pages(app: Sphinx) -> None:
    """Write the gallery's pages into the source folder, before Sphinx reads it."""
    folder = Path(app.srcdir) / "disputes"
    folder.mkdir(exist_ok=True)
    records = sorted(RECORDS.glob("*.json"))
    wanted = {path.stem + ".rst" for path in records} | {"index.rst"}
    for stale in folder.glob("*.rst"):
        if stale.name not in wanted:
            stale.unlink()
    for path in records:
        _write(folder / f"{path.stem}.rst", page(path))
    _write(folder / "index.rst", index(records))


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("builder-inited", write_pages)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
