"""Time this checkout against a baseline commit, alternately, in one run, and print the ratios.

The issue's targets are stated against "today's" figures, and a shared
machine's speed drifts, so absolute rates alone mislead.  This script
checks the baseline out into a temporary git worktree, writes one set of
records (made by this checkout's simulator, so both sides read the same
JSON), and then runs the same workload in a fresh process for each side,
alternating baseline and current, several rounds.  It prints each side's
median rate and the ratio current / baseline for both paths:

* ``events``: each deal started from its hands and stock, replayed act by
  act (every act validated), and scored;
* ``dicts``: ``piquet.adjudicate`` on each record as parsed JSON (reading
  included);
* ``written``: ``piquet.adjudicate`` on the records people wrote, the realistic
  corpus: every piquet record of ``examples/`` and ``tests/examination``
  (multi-card leads, looks at the cards left, explicit calls and replies,
  irregularities) that both sides adjudicate without refusing it, read
  from this checkout, so both sides time the same records.  A simulated
  partie is all regular acts, one card at a time; these are not.

Usage, from the repository root: ``python benchmarks/compare.py [--base 422e33a] [--rounds 5] [--deals 2000] [--passes 3] [--laps 4]``.
Only public entry points present in both versions are used
(``piquet.start_deal``, ``replay``, ``score_deal``, ``read_record``, ``adjudicate``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from collections.abc import Iterator
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
#: The paths timed, in the order printed.
PATHS = ("events", "dicts", "written")
#: Where the written records are: the examples and the records examined from the laws.
WRITTEN = (ROOT / "examples", ROOT / "tests" / "examination")


def workload(path: str, records_file: str, repeat: int = 3, laps: int = 1) -> float | list[int]:
    """Deals per CPU second of one path over the records, the best of ``repeat`` passes; runs in the child process.

    The best pass is the one least disturbed by other work on a shared machine.
    """
    import piquet

    records = json.loads(Path(records_file).read_text())
    if path == "accepted":  # not a timing: the indices of the records this side adjudicates without refusing
        return _accepted(records)
    deals = sum(len(r["deals"]) for r in records) * laps
    best = 0.0
    for _ in range(repeat):
        if path == "events":
            read = [piquet.read_record(r) for r in records]
            started = time.process_time()
            for record in read:
                players = record.players
                for deal in record.deals:
                    elder = players[1] if deal.dealer == players[0] else players[0]
                    state = piquet.start_deal(deal.dealer, elder, deal.hands, deal.stock)
                    piquet.score_deal(piquet.replay(state, deal.events))
        else:
            # The written records are small (most of one deal): several laps over them make a pass long enough to time.
            started = time.process_time()
            for _ in range(laps):
                for record in records:
                    piquet.adjudicate(record)
        best = max(best, deals / (time.process_time() - started))
    return best


def _accepted(records: list[dict[str, Any]]) -> list[int]:
    import piquet

    kept = []
    for index, record in enumerate(records):
        try:
            piquet.adjudicate(record)
        except Exception:  # a refusal, or a record the other side's reader cannot take: left out of the timing
            continue
        kept.append(index)
    return kept


def _written_records(base: Path, passes: int, into: Path) -> dict[str, int]:
    """The realistic corpus both sides accept, written to ``into``; what it holds, counted."""
    found = []
    for folder in WRITTEN:
        for path in sorted(folder.rglob("*.json")):
            if {"ecarte", "whist"} & set(path.parts):
                continue
            data = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and data.get("format") == "piquet-record/1":
                found.append(data)
    into.write_text(json.dumps(found))
    both = set(_run(ROOT, "accepted", into, passes)) & set(_run(base, "accepted", into, passes))
    kept = [record for index, record in enumerate(found) if index in both]
    into.write_text(json.dumps(kept))
    return _features(kept)


def _features(records: list[dict[str, Any]]) -> dict[str, int]:
    """How many records have each of the acts that simulated parties lack."""
    counts = {"records": len(records), "deals": sum(len(r["deals"]) for r in records)}
    tests = {
        "multi-card leads": lambda e: isinstance(e.get("play"), str) and len(e["play"].split()) > 1,
        "looks at cards left": lambda e: "look" in e,
        "calls": lambda e: "call" in e,
        "replies": lambda e: "reply" in e,
    }
    for name, holds in tests.items():
        counts[name] = sum(
            any(isinstance(e, dict) and holds(e) for deal in r["deals"] for e in deal.get("events", ())) for r in records
        )
    return counts


def _make_records(deals: int, seed: int, into: Path) -> None:
    from piquet.referee.simulate import partie_record

    rng = random.Random(seed)
    records = [partie_record(rng).to_json() for _ in range(max(1, deals // 6))]
    into.write_text(json.dumps(records))


def _run(tree: Path, path: str, records: Path, passes: int, laps: int = 1) -> Any:
    env = dict(os.environ, PYTHONPATH=str(tree))
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child", path, str(records), str(passes), str(laps)],
        env=env, cwd=tree, capture_output=True, text=True, check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"the workload failed in {tree}:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout)


@contextlib.contextmanager
def baseline_tree(commit: str) -> Iterator[Path]:
    """The baseline commit checked out in a temporary git worktree (in a scratch folder of its own), removed afterwards."""
    with tempfile.TemporaryDirectory() as scratch:
        base = Path(scratch) / "base"
        subprocess.run(["git", "worktree", "add", "--detach", "-q", str(base), commit], cwd=ROOT, check=True)
        try:
            yield base
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(base)], cwd=ROOT, check=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="422e33a", help="the baseline commit (default: the core before the redesign)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--passes", type=int, default=3, help="passes over the records in each child process; the best is kept")
    parser.add_argument("--laps", type=int, default=4, help="laps over the written records in each pass (they are few and short)")
    parser.add_argument("--child", nargs=4, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(workload(args.child[0], args.child[1], int(args.child[2]), int(args.child[3]))))
        return
    with baseline_tree(args.base) as base:
        records = base.parent / "records.json"
        _make_records(args.deals, args.seed, records)
        written = base.parent / "written.json"
        corpus = _written_records(base, args.passes, written)
        rates: dict[tuple[str, str], list[float]] = {}
        for _ in range(args.rounds):
            for path in PATHS:
                for side, tree in (("baseline", base), ("current", ROOT)):
                    read = written if path == "written" else records
                    rates.setdefault((side, path), []).append(_run(tree, path, read, args.passes, args.laps if path == "written" else 1))
    print(f"baseline {args.base}, {args.rounds} rounds alternating, about {args.deals} deals each, deals per CPU second (median)")
    print("written corpus: " + ", ".join(f"{count:,} {name}" for name, count in corpus.items()) + f", {args.laps} laps a pass")
    for path in PATHS:
        old = statistics.median(rates[("baseline", path)])
        new = statistics.median(rates[("current", path)])
        ratios = [n / o for n, o in zip(rates[("current", path)], rates[("baseline", path)])]
        print(f"{path:<7} baseline {old:8,.0f}  current {new:8,.0f}  ratio {statistics.median(ratios):.2f} (min {min(ratios):.2f}, max {max(ratios):.2f})")
    # Each round ran the baseline's events and this checkout's dicts close together in time,
    # so the round's own ratio is steadier than a ratio of medians taken from different rounds.
    across = [d / e for d, e in zip(rates[("current", "dicts")], rates[("baseline", "events")])]
    print(
        f"dicts (current) / events (baseline): {statistics.median(across):.2f} by round "
        f"(min {min(across):.2f}, max {max(across):.2f}); of medians {statistics.median(rates[('current', 'dicts')]) / statistics.median(rates[('baseline', 'events')]):.2f}"
    )


if __name__ == "__main__":
    main()
