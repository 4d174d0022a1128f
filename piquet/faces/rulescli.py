"""``piquet rules``: every rule the referee dispatches through, with what it cites and what it excepts.

The list is read from the same registry the referee dispatches through
(:mod:`piquet.lawbook.registry`), so a rule listed here under Law 58 is a rule
whose rulings may cite Law 58, and no ruling cites what its rule does not
declare.  ``--json`` gives one object a rule, its citations in the same
``{"kind", "id"}`` form a ruling's ``citations`` carry.
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from lawkit.ruling import citation_to_json
from lawkit.registry import Rule
from piquet.errors import bounded, did_you_mean
from piquet.faces.width import fill, glued
from piquet.lawbook.registry import all_rules, prevailing

__all__ = ["rules_json", "run_rules", "no_rule_for"]


def _variant(found: Rule) -> str | None:
    variant = found.variant
    return None if variant is None else str(getattr(variant, "value", variant))


def rule_json(found: Rule) -> dict[str, Any]:
    """One rule as JSON: name, verb, label, citations, exception_to, prevails_over, variant, displaces."""
    return {
        "name": found.name,
        "verb": found.verb,
        "label": found.label,
        "citations": [citation_to_json(c) for c in found.citations],
        "exception_to": found.exception_to,
        "prevails_over": list(prevailing(found.name)),
        "variant": _variant(found),
        "displaces": [citation_to_json(c) for c in found.displaces],
    }


def rules_json() -> list[dict[str, Any]]:
    """Every registered rule, sorted by verb then name."""
    import piquet.referee.adjudication  # noqa: F401  (the referee loads the whole rulebook)

    return [rule_json(r) for r in sorted(all_rules().values(), key=lambda r: (r.verb, r.name))]


def no_rule_for(verb: str, verbs: list[str]) -> str:
    """Why ``--verb`` found nothing, with the verbs meant: those it begins (``look``: ``look left``...), or the one it is close to."""
    words = verb.split()
    begun = [known for known in verbs if words and known.split()[: len(words)] == words]
    if begun:
        named = ", ".join(repr(known) for known in begun[:4]) + (", ..." if len(begun) > 4 else "")
        return f"no rule handles verb {bounded(verb, 40)!r}; did you mean {'one of ' if len(begun) > 1 else ''}{named}?"
    guess = did_you_mean(verb, verbs)
    return f"no rule handles verb {bounded(verb, 40)!r}" + (guess or f"; piquet rules lists the {len(verbs)} verbs and their rules")


def run_rules(args: argparse.Namespace, out: TextIO) -> int:
    listed = rules_json()
    if args.verb is not None:
        verbs = sorted({r["verb"] for r in listed})
        listed = [r for r in listed if r["verb"] == args.verb]
        if not listed:
            from piquet.faces.lawcli import NothingFound

            raise NothingFound(no_rule_for(args.verb, verbs))
    if args.json:
        json.dump(listed, out, indent=2, ensure_ascii=False)
        out.write("\n")
        return 0
    verb = None
    for entry in listed:
        if entry["verb"] != verb:
            verb = entry["verb"]
            out.write(f"\n{verb}\n")
        cited = ", ".join(_cited(c) for c in entry["citations"])
        only = f" (only in {entry['variant']})" if entry["variant"] else ""
        said = f"{entry['label']} [{cited}]" + ("" if entry["exception_to"] else only)
        line = "\n".join(fill(glued(said, r"(?:Law|Case|Au cent) \S+"), "  ", "    "))
        if entry["exception_to"]:
            line += f"\n      except to {entry['exception_to']}{only}"
        out.write(f"{line}\n      {entry['name']}\n")
    out.write(f"\n{len(listed)} rules\n")
    return 0


def _cited(citation: dict[str, Any]) -> str:
    names = {"law": "Law", "case": "Case", "au-cent": "Au cent"}
    return f"{names.get(citation['kind'], citation['kind'])} {citation['id']}"
