"""Fingerprints of every record and partie in ``examples/`` and ``tests/``: to show a change rules as before.

For each JSON record (or chouette session) the referee adjudicates, two hashes:
``scores`` covers every score and every citation (of the rulings, their options
and the score items), and ``words`` the whole adjudication as JSON.  A change
that should not alter a ruling keeps both; one that rewords rulings keeps the
first and lists the records whose second moved.

    python tools/corpus_hashes.py > before.json      # on the old tree
    python tools/corpus_hashes.py --against before.json   # on the new one
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _records() -> list[Path]:
    found = []
    for base in ("examples", "tests"):
        for path in sorted((ROOT / base).rglob("*.json")):
            if {"ecarte", "whist"} & set(path.parts) or path.name == "open.json" or "snapshots" in path.parts:
                continue
            found.append(path)
    return found


def _digest(data: Any) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def _citations(node: Any) -> Any:
    """Every citation list and score in an adjudication's JSON, in document order, nothing else."""
    if isinstance(node, dict):
        kept = {}
        for key, value in node.items():
            if key in ("citations", "laws", "cases", "au_cent", "scores", "totals", "points", "score", "winner", "result"):
                kept[key] = value
            else:
                inner = _citations(value)
                if inner not in ({}, [], None):
                    kept[key] = inner
        return kept
    if isinstance(node, list):
        return [_citations(item) for item in node]
    return None


def _scenarios() -> list[tuple[str, Any]]:
    """The irregular scenarios of ``tests/irregular_scenarios.py``, each as a record of one deal."""
    sys.path.insert(0, str(ROOT))
    from tests.irregular_scenarios import DEALT, HANDS, SCENARIOS, STOCK

    found = []
    for name, acts in sorted(SCENARIOS.items()):
        hands, stock = DEALT.get(name, (HANDS, STOCK))
        variant = "au-cent" if name.startswith("au cent") else "rubicon"
        deal = {"dealer": "B", "hands": hands, "stock": stock, "events": acts}
        found.append((f"scenario:{name}", {"format": "piquet-record/1", "variant": variant, "players": ["A", "B"], "deals": [deal]}))
    return found


def adjudications() -> dict[str, Any]:
    """Every record's adjudication as JSON (or its refusal), by name: to see what a change of words changed."""
    from piquet.faces.cli import _adjudicate_any

    out: dict[str, Any] = {}
    named: list[tuple[str, Any]] = []
    for path in _records():
        try:
            named.append((path.relative_to(ROOT).as_posix(), json.loads(path.read_text())))
        except ValueError:
            continue
    for name, data in named + _scenarios():
        if not isinstance(data, dict) or ("players" not in data and "format" not in data):
            continue
        try:
            out[name] = _adjudicate_any(data).to_json()
        except Exception as error:
            out[name] = {"error": type(error).__name__, "message": str(error)}
    return out


def fingerprints() -> dict[str, dict[str, str]]:
    """Each record's two hashes: of its scores and citations, and of its whole adjudication (a refusal hashed as such)."""
    out: dict[str, dict[str, str]] = {}
    for name, result in adjudications().items():
        if "error" in result and "deals" not in result:
            out[name] = {"scores": _digest(["error", result["error"]]), "words": _digest(["error", result["message"]])}
        else:
            out[name] = {"scores": _digest(_citations(result)), "words": _digest(result)}
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, help="a file written by this tool before the change")
    parser.add_argument("--dump", action="store_true", help="print every adjudication in full instead of fingerprints")
    args = parser.parse_args()
    if args.dump:
        json.dump(adjudications(), sys.stdout, indent=1, sort_keys=True)
        return 0
    found = fingerprints()
    if args.against is None:
        json.dump(found, sys.stdout, indent=1, sort_keys=True)
        return 0
    before = json.loads(args.against.read_text())
    scores = sorted(n for n in before if n in found and before[n]["scores"] != found[n]["scores"])
    words = sorted(n for n in before if n in found and before[n]["words"] != found[n]["words"])
    gone = sorted(set(before) - set(found))
    new = sorted(set(found) - set(before))
    print(f"{len(found)} records; scores or citations changed: {len(scores)}; words changed: {len(words)}; gone {len(gone)}; new {len(new)}")
    for name in scores:
        print("  scores:", name)
    for name in gone:
        print("  gone:", name)
    return 1 if scores or gone else 0


if __name__ == "__main__":
    sys.exit(main())
