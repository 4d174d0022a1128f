"""Benchmark: an archive adjudicated in one process against piquet.dask on a LocalCluster of worker processes.

The archive is JSON Lines made of every JSON record of the examination
corpus (``tests/examination``) and of ``examples/``, records as people write
them, repeated ``--copies`` times (not timed).  Then, best of ``--repeat``:

1. ``serial``: each record read and answered in this process, as
   ``piquet adjudicate --bare`` answers it
   (the whole archive read as one block by
   :func:`piquet.faces.daskbag.json_lines_block`, then
   :func:`~piquet.faces.daskbag.adjudication_json`);
2. ``dask, to the client``: ``adjudicate_bag(read_records_bag(...))``
   computed on a ``LocalCluster`` of ``--workers`` processes (one thread
   each), every answer sent back to this process;
3. ``dask, to files``: the same bag written by the workers as JSON Lines
   (``to_textfiles``), as docs/archive.rst shows.

The cluster's start is timed apart.  The dask runs check that their answers
equal the serial ones.  Needs the dask extra (``pip install ".[dask]"``).

Run: ``python benchmarks/bench_dask.py [--copies N] [--workers W] [--block-size BYTES] [--repeat R]``.
Results are printed as plain text lines; nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from piquet.faces.daskbag import BLOCK_SIZE

ROOT = Path(__file__).resolve().parents[1]


def _archive(folder: Path, copies: int) -> tuple[Path, int]:
    paths = sorted((ROOT / "tests" / "examination").rglob("*.json")) + sorted((ROOT / "examples").glob("*.json"))
    lines = [json.dumps(json.loads(path.read_text(encoding="utf-8"))) for path in paths] * copies
    archive = folder / "archive.jsonl"
    archive.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return archive, len(lines)


def _best(repeat: int, work: Callable[[], Any]) -> tuple[float, Any]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - start)
    return min(times), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--copies", type=int, default=3, help="how many times the corpus is repeated in the archive")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--block-size", type=int, default=BLOCK_SIZE, help="bytes of the archive a partition holds")
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()

    from distributed import Client, LocalCluster

    from piquet.dask import adjudicate_bag, read_records_bag
    from piquet.faces.daskbag import adjudication_json, json_lines_block

    folder = Path(tempfile.mkdtemp())
    try:
        archive, count = _archive(folder, args.copies)
        size = archive.stat().st_size
        print(f"{count} records, {archive.stat().st_size / 1e6:.1f} MB; {os.cpu_count()} cores; load {os.getloadavg()[0]:.1f}")
        serial_time, serial = _best(args.repeat, lambda: [adjudication_json(element) for element in json_lines_block(str(archive), 0, size, 0)])
        print(f"serial:               {serial_time:6.1f} s  {count / serial_time:6.0f} records/s")
        start = time.perf_counter()
        with LocalCluster(n_workers=args.workers, processes=True, threads_per_worker=1, dashboard_address=None) as cluster, Client(cluster) as client:
            print(f"cluster of {args.workers} started in {time.perf_counter() - start:.1f} s")
            bag = adjudicate_bag(read_records_bag([str(archive)], block_size=args.block_size))
            back_time, back = _best(args.repeat, lambda: client.compute(bag).result())
            print(f"dask, to the client:  {back_time:6.1f} s  {count / back_time:6.0f} records/s  x{serial_time / back_time:.2f}  equal: {back == serial}; {bag.npartitions} partitions")

            def to_files() -> None:
                shutil.rmtree(folder / "out", ignore_errors=True)
                bag.map(json.dumps).to_textfiles(str(folder / "out" / "*.jsonl"))

            files_time, _ = _best(args.repeat, to_files)
            print(f"dask, to files:       {files_time:6.1f} s  {count / files_time:6.0f} records/s  x{serial_time / files_time:.2f}")
        print(f"load {os.getloadavg()[0]:.1f}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
