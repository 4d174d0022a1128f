"""Time this checkout against a baseline commit in paired laps over the written corpus, for a ratio finer than compare.py's.

On a shared machine one process's speed can wander by half from one
second to the next, so two runs a few seconds apart are not comparable at
the level of a few per cent.  Here each side is one resident process,
warmed once, that runs a lap each time it is told to; the two are told in
turn, the order swapped every pair, and the ratio is taken pair by pair,
so both laps of a pair see the machine at nearly the same moment.

``--part`` times the whole of :func:`piquet.adjudicate` on the record dicts
(``all``), only :func:`piquet.read_record` (``read``), or only the
adjudication of records already read (``adjudicate``).  ``--base HEAD``
times this checkout against itself, which shows how far the method is
from 1.0 with no difference at all.

Usage, from the repository root:
``python benchmarks/paired_laps.py [--base cf53013] [--pairs 60] [--part all|read|adjudicate]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import IO, Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from compare import ROOT, _written_records, baseline_tree  # noqa: E402  (the written corpus both sides accept, chosen as compare.py chooses it)

PARTS = ("all", "read", "adjudicate")


def serve(records_file: str, part: str) -> None:
    """The resident side: warm, say ``ready``, then one lap per line read, its CPU seconds written back."""
    import piquet

    records: list[Any] = json.loads(Path(records_file).read_text())
    if part == "adjudicate":
        records = [piquet.read_record(record) for record in records]
    step = piquet.read_record if part == "read" else piquet.adjudicate

    def lap() -> float:
        started = time.process_time()
        for record in records:
            step(record)
        return time.process_time() - started

    lap()
    print("ready", flush=True)
    for _ in sys.stdin:
        print(lap(), flush=True)


def _started(tree: Path, records: Path, part: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    side = subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "--serve", str(records), part],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, cwd=tree,
    )
    if _line(side.stdout) != "ready":
        raise SystemExit(f"the side in {tree} did not start")
    return side


def _line(stream: IO[str] | None) -> str:
    assert stream is not None
    return stream.readline().strip()


def _lap(side: subprocess.Popen[str]) -> float:
    assert side.stdin is not None
    side.stdin.write("go\n")
    side.stdin.flush()
    return float(_line(side.stdout))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="cf53013")
    parser.add_argument("--pairs", type=int, default=60)
    parser.add_argument("--part", choices=PARTS, default="all")
    parser.add_argument("--serve", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(*args.serve)
        return
    with baseline_tree(args.base) as base:
        records = base.parent / "written.json"
        corpus = _written_records(base, 1, records)
        sides = {"baseline": _started(base, records, args.part), "current": _started(ROOT, records, args.part)}
        laps: dict[str, list[float]] = {name: [] for name in sides}
        for pair in range(args.pairs):
            order = ("baseline", "current") if pair % 2 == 0 else ("current", "baseline")
            for name in order:
                laps[name].append(_lap(sides[name]))
        for side in sides.values():
            assert side.stdin is not None
            side.stdin.close()
            side.wait()
    ratios = [old / new for old, new in zip(laps["baseline"], laps["current"])]
    low, _, high = statistics.quantiles(ratios, n=4)
    print(f"baseline {args.base}, part {args.part}, {args.pairs} pairs of laps over {corpus['records']:,} written records ({corpus['deals']:,} deals)")
    print(
        f"speed, current over baseline: median {statistics.median(ratios):.3f} (quartiles {low:.3f} to {high:.3f}); "
        f"a lap's median CPU seconds: baseline {statistics.median(laps['baseline']):.3f}, current {statistics.median(laps['current']):.3f}"
    )


if __name__ == "__main__":
    main()
