"""The lawbook commands: ``piquet law N``, ``piquet case IV``, ``piquet au-cent ID``, ``piquet laws``.

They let a player read a law in the project's words without the book open,
and let other programs read the coverage table (``piquet laws --coverage
--json``).  The text is for a player: wrapped to the terminal's width (80
columns when the output is not a terminal), each clause of a law and the
decision of a Case on a line of its own; the rules that apply a provision
and the tests that check it are the project's, shown under ``--verbose``.

A law is asked for by number, a Case by its numeral or its number (``4``
is Case IV); anything else is words to look for in the titles and
statements, and in the descriptions of the rules that apply each
provision (so "revoke" finds Law 59, whose statement speaks of failing to
follow suit).  One match is shown; several are listed with their numbers.
Nothing found is an error with exit status 2.
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import shutil
import textwrap
from collections.abc import Sequence
from typing import Any, TextIO

from piquet.errors import PiquetError, bounded, did_you_mean
from lawkit.citation import Citation
from lawkit.codex import Provision, UnknownProvision
from piquet.faces.width import COLUMNS, fill
from piquet.faces.coverage import coverage_entries, rules_by_citation, tests_by_citation
from piquet.lawbook.registry import all_rules
from piquet.lawbook.catalogue import AU_CENT, CASE_NUMERALS, CASES, EDITION, LAWS_OF_PIQUET, NOTE_KIND, lookup

__all__ = ["NothingFound", "provision_json", "search", "wrap", "output_width"]

_RANGES = {
    "law": "the Laws of Piquet (numbered 1 to 78)",
    "case": "the Cases and Decisions (I to XXII, or 1 to 22)",
    "au-cent": "the Laws of Piquet au Cent (see: piquet au-cent)",
}


class NothingFound(LookupError, PiquetError):
    """No law or Case mentions the words looked for."""


def provision_json(provision: Provision) -> dict[str, Any]:
    """A provision as JSON: kind, id, heading, title, statement, refers_to."""
    return {
        "kind": provision.citation.kind,
        "id": provision.citation.id,
        "heading": provision.heading,
        "title": provision.title,
        "statement": provision.statement,
        "refers_to": [{"kind": c.kind, "id": c.id} for c in provision.refers_to],
    }


def _dispatched(rules: list[str]) -> tuple[list[str], list[str]]:
    """The rules the referee dispatches through (verb and label), and the other functions citing the provision."""
    table = all_rules()
    through = [f"{table[name].label} (on {table[name].verb!r}: {name})" for name in rules if name in table]
    helpers = [name for name in rules if name not in table]
    return through, helpers


def output_width(out: TextIO) -> int:
    """The width to wrap to: the terminal's when ``out`` is one (at most 100 columns), else 80 (a file, a pipe, a test)."""
    isatty = getattr(out, "isatty", None)
    if callable(isatty) and isatty():
        return max(40, min(COLUMNS, shutil.get_terminal_size((80, 24)).columns))
    return 80


#: Where a statement is broken into paragraphs: before each numbered clause of a law, and before a Case's decision.
_BREAKS = re.compile(r"(?<=[.:]) +(?=\((?:I|II|III|IV|V|VI|VII|VIII|IX|X)\) )|(?<=[.?!]) +(?=Decision:)")


def wrap(text: str, width: int, indent: str = "") -> list[str]:
    """A statement as lines of at most ``width`` characters, its clauses (``(I)``, ``(II)``) and decision apart."""
    lines: list[str] = []
    for paragraph in _BREAKS.split(text):
        lines += textwrap.wrap(
            paragraph, width, initial_indent=indent, subsequent_indent=indent, break_on_hyphens=False
        ) or [indent.rstrip()]
    return lines


def _item(entry: str, width: int) -> list[str]:
    return textwrap.wrap(
        entry, width, initial_indent="  - ", subsequent_indent="    ", break_on_hyphens=False, break_long_words=False
    )


def _test_name(name: str, width: int) -> list[str]:
    """A test's name under its file, whole to be copied unless longer than ``width``: then broken after an underscore.

    The continuation is indented under the name; every name is whole in ``piquet laws --coverage --json``.
    """
    lines = [f"    {name}"]
    while len(lines[-1]) > width:
        line = lines[-1]
        cut = line.rfind("_", 0, width)
        if cut <= len(line) - len(line.lstrip()):
            break  # no underscore to break at: the name stays whole
        lines[-1:] = [line[: cut + 1], "      " + line[cut + 1 :]]
    return lines


def _text(provision: Provision, rules: list[str], width: int = 80, verbose: bool = False) -> str:
    lines = textwrap.wrap(f"{provision.citation}. {provision.title}", width)
    if provision.heading:
        lines.append(f"({provision.heading})")
    lines += [""] + wrap(provision.statement, width)
    if provision.refers_to:
        lines += [""] + textwrap.wrap("See also: " + ", ".join(str(c) for c in provision.refers_to), width)
    if verbose:
        through, helpers = _dispatched(rules)
        if through:
            lines += ["", "The referee dispatches through:"]
            for entry in through:
                lines += _item(entry, width)
        if helpers:
            lines += ["", "Also applied by:"]
            for name in helpers:
                lines += _item(name, width)
        tests = tests_by_citation().get(provision.citation, [])
        if tests:
            lines += ["", f"Checked by {len(tests)} test{'s' if len(tests) != 1 else ''}:"]
            by_file: dict[str, list[str]] = {}
            for name in tests:
                module, _, test = name.rpartition("::")
                by_file.setdefault(module, []).append(test)
            for module, names in by_file.items():
                lines.append(f"  {module}")
                for test in names:
                    lines += _test_name(test, COLUMNS)
    return "\n".join(lines) + "\n"


def _where(kind: str, ident: str) -> str:
    """Where a provision not found was looked for: the range of numbers, or for a clause of au cent the clause meant."""
    if kind in ("law", "case"):  # numbered: the range says it all
        return _RANGES[kind]
    guess = did_you_mean(ident, [str(p.citation.id) for p in AU_CENT if p.citation.kind == "au-cent"])
    return f"the Laws of Piquet au Cent{guess}" if guess else _RANGES[kind]


def _case_numeral(ident: str) -> str:
    """A Case's numeral from what was typed: the numeral in any case, or its number (``4`` is IV)."""
    if ident.isdigit() and 1 <= int(ident) <= len(CASE_NUMERALS):
        return CASE_NUMERALS[int(ident) - 1]
    return ident.upper()


def _is_id(kind: str, words: Sequence[str]) -> bool:
    """Whether what was typed names a provision by number (or numeral) rather than words to search for."""
    if len(words) != 1:
        return False
    word = words[0].strip()
    if kind == "case":
        return word.isdigit() or re.fullmatch(r"[IVXLivxl]+", word) is not None
    return word.isdigit()


def _search_text(provision: Provision, labels: dict[Citation, list[str]]) -> list[str]:
    text = " ".join([provision.title, provision.statement, *labels.get(provision.citation, [])])
    return re.findall(r"[a-z0-9]+", text.lower())


def _matches(word: str, tokens: list[str]) -> bool:
    stem = word[:-1] if len(word) > 3 and word.endswith("s") else word
    return any(token.startswith(stem) for token in tokens)


def _wanted(words: Sequence[str]) -> list[str]:
    return re.findall(r"[a-z0-9]+", " ".join(words).lower())


def _searched(kind: str) -> list[tuple[Provision, list[str]]]:
    """The laws (or Cases), each with the words of the text searched: its title, statement and its rules' labels."""
    by_citation = rules_by_citation()  # imports the rules, so that the table below is full
    table = all_rules()
    labels: dict[Citation, list[str]] = {}
    for citation, names in by_citation.items():
        labels[citation] = [table[name].label for name in names if name in table]
    pool = [p for p in (CASES if kind == "case" else LAWS_OF_PIQUET) if p.citation.kind == kind]
    return [(p, _search_text(p, labels)) for p in pool]


def _respelt(words: Sequence[str]) -> str:
    """The words looked for, each that no law or Case has put right, as a question when one is close; else nothing.

    A word some text has (a Case asked for what only a law mentions) is
    kept as it is: it is no misspelling.
    """
    vocabulary = sorted({token for kind in ("law", "case") for _, tokens in _searched(kind) for token in tokens})
    wanted = _wanted(words)
    respelt = []
    for word in wanted:
        if any(_matches(word, [token]) for token in vocabulary):
            respelt.append(word)
            continue
        close = difflib.get_close_matches(word, vocabulary, n=1, cutoff=0.8)
        respelt.append(close[0] if close else word)
    return f" (did you mean {' '.join(respelt)!r}?)" if respelt != wanted else ""


def search(kind: str, words: Sequence[str]) -> list[Provision]:
    """The laws (``kind`` "law") or Cases ("case") whose title, statement or rules mention every word, best first.

    A word matches the start of a word of the text ("revoke" finds
    "revoked"; a plural finds its singular).  The text searched is the
    title, the statement and the labels of the rules the referee applies
    the provision by, so that a player's word for a thing finds the law
    even where the law itself words it otherwise.  Provisions whose title
    has every word come first, then the rest, each in the book's order.
    """
    wanted = _wanted(words)
    if not wanted:
        return []
    texts = _searched(kind)
    found = [p for p, tokens in texts if all(_matches(w, tokens) for w in wanted)]
    in_title = [p for p in found if all(_matches(w, re.findall(r"[a-z0-9]+", p.title.lower())) for w in wanted)]
    return in_title + [p for p in found if p not in in_title]


def _found(kind: str, words: Sequence[str], as_json: bool, out: TextIO, verbose: bool) -> int:
    """Words looked for: one provision found is shown; several are listed with their numbers."""
    asked = " ".join(words)
    found = search(kind, words)
    if not found:
        what = "law" if kind == "law" else "Case"
        other = "case" if kind == "law" else "law"
        there = len(search(other, words))
        named = ("Case" if other == "case" else "law") + (" does" if there == 1 else "s do")
        elsewhere = f" ({there} {named}: piquet {other} {bounded(asked, 60)})" if there else " (piquet laws lists them all)"
        hint = _respelt(words) or elsewhere
        raise NothingFound(f"no {what} mentions {bounded(asked, 60)!r} in its title, statement or rules{hint}")
    if len(found) == 1:
        return _show(kind, str(found[0].citation.id), as_json, out, verbose)
    if as_json:
        json.dump([provision_json(p) for p in found], out, indent=2, ensure_ascii=False)
        out.write("\n")
        return 0
    width = output_width(out)
    plural = "laws" if kind == "law" else "Cases"
    out.write(f"{len(found)} {plural} mention {asked!r}:\n")
    labels = [str(p.citation) for p in found]
    room = max(len(label) for label in labels) + 2
    for label, provision in zip(labels, found):
        out.write("\n".join(textwrap.wrap(provision.title, width, initial_indent=f"  {label:<{room}}",
                                           subsequent_indent=" " * (room + 2))) + "\n")
    first = found[0].citation.id
    out.write(f"Show one with: piquet {kind} {first}\n")
    return 0


def _show(kind: str, ident: str, as_json: bool, out: TextIO, verbose: bool = False) -> int:
    key: int | str = int(ident) if kind == "law" and ident.isdigit() else ident
    try:
        provision = lookup(kind, key)
    except UnknownProvision:
        raise UnknownProvision(Citation(kind, key), _where(kind, ident)) from None
    rules = rules_by_citation().get(provision.citation, [])
    notes = []
    if kind == "law":
        notes = [p for p in LAWS_OF_PIQUET if p.citation == Citation(NOTE_KIND, key)]
    if as_json:
        through, _ = _dispatched(rules)
        data = provision_json(provision) | {"rules": rules, "dispatched": [n for n in rules if n in all_rules()]}
        if notes:
            data["note"] = provision_json(notes[0])
        json.dump(data, out, indent=2, ensure_ascii=False)
        out.write("\n")
    else:
        width = output_width(out)
        out.write(_text(provision, rules, width, verbose))
        for note in notes:
            out.write("\n" + _text(note, [], width, verbose))
        if not verbose:
            out.write("\n" + "\n".join(textwrap.wrap("(--verbose adds the rules that apply it and the tests that check it)", width)) + "\n")
    return 0


def _law(args: argparse.Namespace, out: TextIO) -> int:
    words = list(args.number)
    if not _is_id("law", words):
        if args.au_cent:
            found = search("law", words)
            if len(found) != 1:
                return _found("law", words, args.json, out, args.verbose)
            words = [str(found[0].citation.id)]
        else:
            return _found("law", words, args.json, out, args.verbose)
    if args.au_cent:
        return _governing(words[0], args.json, out)
    return _show("law", words[0], args.json, out, args.verbose)


def _governing(number: str, as_json: bool, out: TextIO) -> int:
    """Which rule governs a law's matter under Piquet au Cent, and what displaces what."""
    citation = Citation("law", int(number) if number.isdigit() else number)
    try:
        found = AU_CENT.governing(citation)
    except UnknownProvision:
        raise UnknownProvision(citation, _RANGES["law"]) from None
    if as_json:
        data = {
            "codex": AU_CENT.name,
            "asked": {"kind": citation.kind, "id": citation.id},
            "unchanged": found.unchanged,
            "in_force": [provision_json(p) for p in found.in_force],
        }
        json.dump(data, out, indent=2, ensure_ascii=False)
        out.write("\n")
        return 0
    width = output_width(out)
    if found.unchanged:
        said = f"Under {AU_CENT.name}, {citation} applies unchanged."
    else:
        clauses = ", ".join(f"{p.citation.id!r} ({p.title})" for p in found.displaced_by)
        said = (
            f"Under {AU_CENT.name}, {citation} is displaced by the clause(s) {clauses}; "
            "where a clause is silent the law still applies."
        )
    out.write("\n".join(textwrap.wrap(said, width)) + "\n\n")
    for provision in found.in_force:
        out.write(_text(provision, [], width) + "\n")
    return 0


def _case(args: argparse.Namespace, out: TextIO) -> int:
    words = list(args.numeral)
    if not _is_id("case", words):
        return _found("case", words, args.json, out, args.verbose)
    return _show("case", _case_numeral(words[0]), args.json, out, args.verbose)


def _au_cent(args: argparse.Namespace, out: TextIO) -> int:
    if args.clause is None:
        own = [p for p in AU_CENT if p.citation.kind == "au-cent"]
        if args.json:
            json.dump([provision_json(p) for p in own], out, indent=2, ensure_ascii=False)
            out.write("\n")
        else:
            for provision in own:
                out.write(f"{provision.citation.id:<32} {provision.title}\n")
        return 0
    return _show("au-cent", args.clause, args.json, out, args.verbose)


def _laws(args: argparse.Namespace, out: TextIO) -> int:
    if args.coverage:
        entries = coverage_entries()
        if args.json:
            json.dump(entries, out, indent=2, ensure_ascii=False)
            out.write("\n")
            return 0
        for entry in entries:
            label = str(Citation(entry["kind"], entry["id"]))
            out.write("\n".join(fill(entry["title"], f"{label:<34} {entry['status']:<12} ", " " * 48)) + "\n")
            if entry["reason"]:
                out.write("\n".join(fill(entry["reason"], " " * 35, " " * 35)) + "\n")
            out.write(f"{'':<34} rules {len(entry['rules'])}, tests {len(entry['tests'])}\n")
        counts = {s: sum(1 for e in entries if e["status"] == s) for s in ("implemented", "partial", "not yet", "out of scope")}
        out.write("\n" + ", ".join(f"{n} {s}" for s, n in counts.items()) + "\n")
        return 0
    listing: list[dict[str, Any]] = []
    for heading, provisions in LAWS_OF_PIQUET.headings().items():
        listing.append({"heading": heading, "provisions": [provision_json(p) for p in provisions]})
    if args.json:
        json.dump({"edition": EDITION, "headings": listing}, out, indent=2, ensure_ascii=False)
        out.write("\n")
        return 0
    out.write(f"The Laws of Piquet: {EDITION}\n")
    for group in listing:
        out.write(f"\n{group['heading']}\n")
        for item in group["provisions"]:
            label = str(Citation(item["kind"], item["id"]))
            out.write(f"  {label:<14} {item['title']}\n")
    out.write("\n" + "\n".join(fill(f"Cases: {', '.join(str(p.citation.id) for p in CASES)} (piquet case IV)", "", "  ")) + "\n")
    return 0

