"""Sphinx extension: a page for each of Cases I-XXII, written from the records of ``examples/cases`` when the docs are built.

Each record carries ``"x-case"``: the Case it shows, the facts in our words,
where its hands come from, and, for a variation, the one fact changed.  The
page of a Case gives the Case as the lawbook states it, then its own record
(the deal as dealt, the acts in the text notation one to a line, numbered
from 1 in each deal as ``piquet adjudicate`` numbers events, the ruling as
the command prints it), then each variation the same way.  Like the
dispute gallery, ``docs/cases/`` is generated and not kept in git: a record
added to the folder gets its place with no hand edit.

The index of the folder is a gallery: for each Case its title, the question
it puts and its decision in a line each (:data:`LINES`, the project's own
summary of the lawbook's statement), the hands of its record drawn small,
and a link to its page.
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

#: Each Case in two lines for the gallery: the question it puts, and how it is decided.
#: A summary of the lawbook's statement (``piquet case N`` prints it whole), in the project's words.
LINES: dict[str, tuple[str, str]] = {
    "I": ("After B answers 'equal' and A names the value, may B take back his answer?",
          "Yes: naming the value only finished A's call; A loses the point, and B's longer point saves a pique."),
    "II": ("B let three kings pass as good, but A had only two; may B now count his four tens?",
           "Yes: he let the kings pass believing A held them, and so had reason to sink his tens."),
    "III": ("A offered a fresh deal and B kept silent until A had discarded; is the offer still open?",
            "No: by letting A go on to his discard, B declined it without a word."),
    "IV": ("A's calls imply three aces he never named; may B count three knaves?",
           "No: A may still count what he left out until B plays to the first trick."),
    "V": ("The elder showed carte blanche, then said he would leave a card; may the younger discard again?",
          "Yes, though he has seen the elder's cards: the card left belonged before the show."),
    "VI": ("The younger finds his carte blanche after the elder has taken in; may the elder discard again?",
           "No, and the younger counts his carte blanche: his good faith is presumed."),
    "VII": ("B asked which queen A did not count, then called the queens not good; may B score his kings?",
            "No: asking which queen is out concedes the three queens."),
    "VIII": ("A's three kings were allowed, but the king he named as out was in his hand; does he score?",
             "No: his answer claimed a holding he did not have, and he scores nothing that hand."),
    "IX": ("A called four knaves, B allowed them, and A corrected himself to three; can B be made whole?",
           "No: what A learnt about B's aces is a mishap no law reaches."),
    "X": ("B played six cards to a quint shown for five and had none left for A's last; is it played again?",
          "Yes: B takes back one of the six, and A, who could have counted them, bears the cost."),
    "XI": ("A laid the wrong seven beside his quint; may he put it right after B has played to it?",
           "Not once B has played his sixth card; until then he could have."),
    "XII": ("A called a tierce with neither its suit nor its top card, and B guessed wrong; may B replay?",
            "No: B was not misinformed, since he could have asked to see the tierce."),
    "XIII": ("B took in one card fewer than he discarded; may he take the card still on the table?",
             "Yes, unless he had said he was leaving a card; then he plays with eleven."),
    "XIV": ("B took in before A, who then left a card; may B change his discard?",
            "No: he must take A's card too, plays with thirteen and scores nothing that deal."),
    "XV": ("Asked how many diamonds he holds, the elder counts cards outside his quint; may the younger replay?",
           "Yes: an answer covers only the cards declared, so the younger was misinformed."),
    "XVI": ("Asked how many hearts he holds, B says 'none' while keeping undeclared hearts; is he right?",
            "Yes: an answer speaks only of the cards declared, and everyone reads it so."),
    "XVII": ("A surplus card turns up in A's discard; is the deal void?",
             "No: nothing shows the pack was wrong when dealt, and A, with thirteen, scores nothing."),
    "XVIII": ("A surplus card is found still in A's hand; what follows?",
              "Unplayed, it goes back free of penalty, unless A scored with it and then led."),
    "XIX": ("With thirteen cards against twelve, is B's twelfth trick the last?",
            "Yes: the last trick assumes twelve cards each, so B scores two for it."),
    "XX": ("A took stock cards before showing his carte blanche; may he still show it?",
           "Yes, so long as no stock card has been mixed with his hand."),
    "XXI": ("A took back his discard to show carte blanche; must he play with seventeen and score nothing?",
            "Only after the carte blanche: with no stock card mixed in, he still shows and counts it."),
    "XXII": ("Can a player gain by playing with thirteen cards?",
             "Yes: B scores nothing in the deal, yet wins a rubicon that twelve cards would have lost."),
}


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


def _gallery_entry(numeral: str, own: Path | None, variations: list[Path]) -> str:
    """One Case in the gallery: its title linked to its page, its question, its decision, its hands drawn small."""
    from piquet.lawbook.catalogue import case_provision

    question, decision = LINES[numeral]
    lines = [
        ".. container:: piquet-case-entry",
        "",
        "   .. rst-class:: piquet-case-title",
        "",
        f"   :doc:`Case {numeral}: {case_provision(numeral).title} <case-{numeral}>`",
        "",
        f"   *Question:* {question}",
        "",
        f"   *Decision:* {decision}",
        "",
    ]
    if own is not None:
        relative = own.relative_to(ROOT).as_posix()
        lines += ["   .. hand::", f"      :record: {relative}", "      :deal: 1", "      :small:", ""]
        more = f"; {len(variations)} variation{'s' if len(variations) != 1 else ''}" if variations else ""
        lines += [f"   The record: ``{relative}``{more}.", ""]
    return "\n".join(lines)


def index(found: dict[str, tuple[Path | None, list[Path]]]) -> str:
    """The gallery of the Cases, with the pages in a hidden table of contents."""
    lines = [
        "The Cases as records",
        "====================",
        "",
        "Each of the twenty-two Cases and Decisions written as a record in ``examples/cases/`` and",
        "decided by the referee when these pages are built, with variations in which one fact is",
        "changed.  The records are written by ``tools/make_cases.py``.  Below, each Case in brief:",
        "the question it puts and how it is decided, in the project's words, and its deal as dealt,",
        "elder hand first and then the stock; its page gives the Case in full, the acts, the",
        "ruling as ``piquet adjudicate`` prints it and the variations.",
        "",
        ".. container:: piquet-case-gallery",
        "",
    ]
    lines.append("\n\n".join(_indent(_gallery_entry(numeral, *found[numeral])) for numeral in NUMERALS))
    lines += ["", ".. toctree::", "   :hidden:", "", *[f"   case-{numeral}" for numeral in NUMERALS]]
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
