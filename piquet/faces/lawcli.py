"""The lawbook commands: ``piquet law N``, ``piquet case IV``, ``piquet au-cent ID``, ``piquet laws``.

They let a player read a law in the project's words without the book open,
and let other programs read the coverage table (``piquet laws --coverage
--json``).  Unknown numbers are an error with exit status 2.
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from lawkit.citation import Citation
from lawkit.codex import Provision, UnknownProvision
from piquet.faces.coverage import coverage_entries, rules_by_citation
from piquet.lawbook.registry import all_rules
from piquet.lawbook.catalogue import AU_CENT, CASES, EDITION, LAWS_OF_PIQUET, NOTE_KIND, lookup

__all__ = ["provision_json"]

_RANGES = {
    "law": "the Laws of Piquet (numbered 1 to 78)",
    "case": "the Cases and Decisions (I to XXII)",
    "au-cent": "the Laws of Piquet au Cent (see: piquet au-cent)",
}


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


def _text(provision: Provision, rules: list[str]) -> str:
    lines = [f"{provision.citation}. {provision.title}"]
    if provision.heading:
        lines.append(f"({provision.heading})")
    lines += ["", provision.statement]
    if provision.refers_to:
        lines += ["", "See also: " + ", ".join(str(c) for c in provision.refers_to)]
    through, helpers = _dispatched(rules)
    if through:
        lines += ["", "The referee dispatches through:"] + [f"  - {entry}" for entry in through]
    if helpers:
        lines += ["", "Also applied by: " + ", ".join(helpers)]
    return "\n".join(lines) + "\n"


def _show(kind: str, ident: str, as_json: bool, out: TextIO) -> int:
    key: int | str = int(ident) if kind == "law" and ident.isdigit() else ident
    try:
        provision = lookup(kind, key)
    except UnknownProvision:
        raise UnknownProvision(Citation(kind, key), _RANGES[kind]) from None
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
        out.write(_text(provision, rules))
        for note in notes:
            out.write("\n" + _text(note, []))
    return 0


def _law(args: argparse.Namespace, out: TextIO) -> int:
    if args.au_cent:
        return _governing(args.number, args.json, out)
    return _show("law", args.number, args.json, out)


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
    if found.unchanged:
        out.write(f"Under {AU_CENT.name}, {citation} applies unchanged.\n\n")
    else:
        clauses = ", ".join(f"{p.citation.id!r} ({p.title})" for p in found.displaced_by)
        out.write(
            f"Under {AU_CENT.name}, {citation} is displaced by the clause(s) {clauses}; "
            "where a clause is silent the law still applies.\n\n"
        )
    for provision in found.in_force:
        out.write(_text(provision, []) + "\n")
    return 0


def _case(args: argparse.Namespace, out: TextIO) -> int:
    return _show("case", args.numeral.upper(), args.json, out)


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
    return _show("au-cent", args.clause, args.json, out)


def _laws(args: argparse.Namespace, out: TextIO) -> int:
    if args.coverage:
        entries = coverage_entries()
        if args.json:
            json.dump(entries, out, indent=2, ensure_ascii=False)
            out.write("\n")
            return 0
        for entry in entries:
            label = str(Citation(entry["kind"], entry["id"]))
            out.write(f"{label:<34} {entry['status']:<12} {entry['title']}\n")
            if entry["reason"]:
                out.write(f"{'':<34} {entry['reason']}\n")
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
    out.write(f"\nCases: {', '.join(str(p.citation.id) for p in CASES)} (piquet case IV)\n")
    return 0

