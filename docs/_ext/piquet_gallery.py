"""Sphinx extension: a page for every dispute record in ``examples/disputes``, written when the docs are built.

Before the pages are read, each ``examples/disputes/*.json`` becomes
``docs/disputes/<name>.rst`` (a generated folder, not kept in git), and
``docs/disputes/index.rst`` lists them all: a record added to the folder
gets its page with no hand edit, and a record without a page cannot happen.
Each page opens with the question the dispute answers, then shows the deal
as dealt (suit symbols, hearts and diamonds red), the acts in the text
notation one to a line, numbered from 1 in each deal as ``piquet
adjudicate`` numbers events (so "event 15" of a ruling is found by eye),
the adjudication as the command prints it (text, and Markdown), the laws it
cites as links to the law index, and its JSON, folded.

The index lists the disputes in the order of a deal (dealing, the exchange,
declaring, the play, scoring, then what may happen at any time), by the
first law a record's name gives, each with its question.
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

#: The parts of a deal the index is divided into, with the laws that govern each, in the order of a deal.
STAGES: tuple[tuple[str, range], ...] = (
    ("Dealing", range(1, 18)),
    ("The exchange", range(18, 46)),
    ("Declaring", range(46, 57)),
    ("The play", range(57, 61)),
    ("Scoring", range(61, 75)),
    ("At any time", range(75, 79)),
)

#: The question each dispute answers, as a player at the table would put it.
QUESTIONS: dict[str, str] = {
    "law-2-3-7-8-shuffle-and-cut": "Faces shown in the shuffle, a cut of one card, a card exposed in the cut: what now?",
    "law-4-5-6-cut-for-deal": "Two cards shown in the cut for deal, then two nines: who deals?",
    "law-9-mode-of-dealing": "The dealer who dealt by threes now deals by twos: may he?",
    "law-10-12-misdeal-put-right": "A card dealt wrongly, put right with leave and then without: does the deal stand?",
    "law-11-13-wrong-deal-and-exposed-card": "Thirteen cards dealt, then a card of the stock exposed in dealing: deal again?",
    "law-16-deal-out-of-turn": "The wrong player dealt, and it was found after the exchange: who deals next?",
    "law-18-25-44-carte-blanche-retaken-and-told-late": "A carte blanche shown after taking in, another told too late: what counts?",
    "law-26-31-57-58-too-few-and-too-many": "One player ends with eleven cards, the other with thirteen: what does each lose?",
    "law-27-44-elder-takes-six": "The elder took six cards: what now?",
    "law-28-33-35-cards-left-in-the-stock": "A card left in the stock was taken up after all: what now?",
    "law-41-43-thirteen-cards-stood": "Dealt thirteen, the elder stood the deal and discarded one too few: what now?",
    "law-46-47-51-56-point-lost-and-reply-corrected": "The elder called his quart before his point, and a reply was corrected: what scores?",
    "law-50-54-miscall-and-unfounded-call": "Four kings called with one in the discard, found at the first trick: what now?",
    "law-59-revoke-claimed-at-the-end": "A revoke in the middle of the play, claimed at the end: is the hand played again?",
    "law-70-74-78-written-scores-and-a-bystander": "A bystander spoke up, and the written scores disagree: which score stands?",
    "law-70-71-74-four-deal-partie-written-scores-claimed-by-deal": "A doubled deal's score written wrong, claimed two deals later by name: does it stand?",
    "law-75-76-77-changing-cards": "Fresh cards called for, a marked card found after the deal: what becomes of the deal?",
}


def first_law(stem: str) -> int | None:
    """The first law a record's name gives: ``law-27-44-elder-takes-six`` -> 27."""
    match = _LEADING_LAWS.match(stem)
    return int(match.group(1).split("-")[0]) if match else None


def stage_of(stem: str) -> str:
    """The part of a deal a dispute belongs to, by the first law its name gives."""
    law = first_law(stem)
    return next((name for name, laws in STAGES if law in laws), "Other disputes")


def in_deal_order(records: list[Path]) -> list[Path]:
    """The records in the order of a deal: by the first law each name gives (as a number), then by name."""
    return sorted(records, key=lambda path: (first_law(path.stem) or 99, path.stem))


def question_of(stem: str) -> str:
    """The question a dispute answers; a record added without one is headed by its title."""
    return QUESTIONS.get(stem, title_of(stem))


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


def _numbered(acts: list[str]) -> list[str]:
    width = len(str(len(acts)))
    return [f"{number:>{width}}  {act}" for number, act in enumerate(acts, start=1)]


def _act_line(data: dict[str, Any]) -> str:
    """One act as the notation writes it, with its player; the JSON where the notation has no words for it."""
    from piquet.formats.notation import _act_out, _label_out

    verb = next(key for key in data if key != "player" and not key.startswith("x-"))
    words = _act_out(verb, data)
    if words is None:
        return json.dumps(data, ensure_ascii=False)
    player = data.get("player")
    return words if player is None else f"{_label_out(player)}: {words}"


def numbered_acts(record: dict[str, Any]) -> str:
    """The record in the text notation with its acts one to a line, numbered from 1 in each deal (and in the cut for deal).

    ``piquet adjudicate`` numbers events the same way ("Ruling on event 15"),
    so a ruling's act is found by eye.  Without the numbers, each line is the
    notation (one act to a line is as valid as several).
    """
    from piquet.formats.notation import format_record_text, _deal_lines
    from piquet.formats.record_json import read_record

    read = read_record(record)
    data = read.to_json()
    header = format_record_text(read).split("\n\n")[0].splitlines()
    lines = list(header)
    if data.get("cut_for_deal"):
        acts = []
        for act in data["cut_for_deal"]:
            verb = next(key for key in act if key != "player")
            words = f"{verb} {act[verb]}" + (f" exposing {act['exposed']}" if act.get("exposed") else "")
            acts.append(f"{act['player']}: {words}")
        lines += ["", "cut for deal:", *_numbered(acts)]
    for number, deal in enumerate(data["deals"], start=1):
        lines += ["", *_deal_lines(number, {**deal, "events": []}, read.players)]
        lines += _numbered([_act_line(event) for event in deal["events"]])
    return "\n".join(lines) + "\n"


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
    from piquet.faces.report import adjudication_markdown, adjudication_text

    record = json.loads(record_path.read_text(encoding="utf-8"))
    result = adjudicate(record)
    title = title_of(record_path.stem)
    question = question_of(record_path.stem)
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

*{question}*

The record ``{relative}``, adjudicated when these pages were built.  Back to
:doc:`the disputes <index>`.

The deal{"s" if len(record["deals"]) > 1 else ""} as dealt
{"-" * (len("The deal as dealt") + (1 if len(record["deals"]) > 1 else 0))}

{deals}

What happened at the table
--------------------------

The acts, in the :doc:`text notation <../notation>`, one to a line and
numbered from 1 in each deal as ``piquet adjudicate`` numbers events: the
ruling's "event 15" is the line numbered 15 (the numbers are not part of the
notation).

.. code-block:: text

{_indent(numbered_acts(record))}

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
    """The gallery's index: the disputes in the order of a deal, each under its stage, with its question."""
    ordered = in_deal_order(records)
    lines = [
        "Disputes",
        "========",
        "",
        "Deals in which something went wrong at the table, each recorded in",
        "``examples/disputes/`` and adjudicated when these pages are built.  Every",
        "record in that folder has a page here: add a record, and its page appears.",
        "They come in the order of a deal, from the shuffle to the score, each with",
        "the question it answers and the laws it turns on.  To bring a dispute of",
        "your own, see :doc:`../settle-a-dispute`.",
        "",
        ".. toctree::",
        "   :hidden:",
        "",
    ]
    lines += [f"   {path.stem}" for path in ordered]
    stages = [name for name, _ in STAGES] + ["Other disputes"]
    for stage in stages:
        mine = [path for path in ordered if stage_of(path.stem) == stage]
        if not mine:
            continue
        lines += ["", stage, "-" * len(stage), "", ".. rst-class:: piquet-gallery", ""]
        for path in mine:
            match = _LEADING_LAWS.match(path.stem)
            laws = [n for n in match.group(1).split("-") if n] if match else []
            cited = ", ".join(f":law:`{n}`" for n in laws)
            lines.append(f"* :doc:`{question_of(path.stem)} <{path.stem}>`" + (f" ({cited})" if cited else ""))
    return "\n".join(lines) + "\n"


def _write(path: Path, text: str) -> None:
    if not path.is_file() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def write_pages(app: Sphinx) -> None:
    """Write the gallery's pages into the source folder, before Sphinx reads it."""
    folder = Path(app.srcdir) / "disputes"
    folder.mkdir(exist_ok=True)
    records = in_deal_order(list(RECORDS.glob("*.json")))
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
