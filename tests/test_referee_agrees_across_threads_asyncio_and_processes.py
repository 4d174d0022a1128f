"""The referee gives the same adjudications in threads, in asyncio tasks and in other processes as in one.

The referee keeps no state between records but two kernel settings: the
active rule (a per-thread stack) and the conflict check (a context
variable, :func:`lawkit.registry.check_conflicts`).  Records as people wrote
them (examples/ and tests/examination) and simulated parties are adjudicated
serially, then at once in threads (half of them with the conflict check
switched off for their own block, which must change nothing while the
rulebook has no conflict), in asyncio tasks handing the work to threads, and
in a pool of two processes; every JSON must equal the serial one, record by
record.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import random
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

import piquet
from lawkit.registry import check_conflicts, conflicts_checked
from piquet.referee.simulate import partie_record

ROOT = Path(__file__).resolve().parents[1]


def _written_records() -> list[dict[str, Any]]:
    """Every other JSON file of examples/ and tests/examination, by path, that is a piquet record: about six hundred."""
    paths = sorted((ROOT / "examples").rglob("*.json")) + sorted((ROOT / "tests" / "examination").rglob("*.json"))
    found = []
    for path in paths[::2]:
        if {"ecarte", "whist"} & set(path.parts):
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and data.get("format") == "piquet-record/1":
            found.append(data)
    return found


def _records() -> list[dict[str, Any]]:
    rng = random.Random(38)
    return _written_records() + [partie_record(rng).to_json() for _ in range(40)]


def adjudicated(record: dict[str, Any], checked: bool = True) -> Any:
    """The adjudication's JSON, or the refusal's class and words: errors are results here too."""
    with check_conflicts(checked):
        assert conflicts_checked() is checked
        try:
            return piquet.adjudicate(record).to_json()
        except piquet.PiquetError as error:
            return [type(error).__name__, str(error)]


@pytest.fixture(scope="module")
def serial() -> tuple[list[dict[str, Any]], list[Any]]:
    records = _records()
    return records, [adjudicated(r) for r in records]


def test_there_are_a_few_hundred_records_written_and_simulated_and_most_are_adjudicated(serial: tuple[list[Any], list[Any]]) -> None:
    records, results = serial
    assert len(records) >= 300
    assert sum(isinstance(r, dict) for r in results) >= 0.9 * len(results)


def test_threads_switching_the_conflict_check_each_their_own_way_adjudicate_as_one_thread_does(serial: tuple[list[Any], list[Any]]) -> None:
    records, results = serial
    with ThreadPoolExecutor(max_workers=8) as pool:
        found = list(pool.map(adjudicated, records, [i % 2 == 0 for i in range(len(records))]))
    assert found == results
    assert conflicts_checked()


def test_asyncio_tasks_handing_records_to_threads_adjudicate_as_one_thread_does(serial: tuple[list[Any], list[Any]]) -> None:
    records, results = serial

    async def every() -> list[Any]:
        with check_conflicts(False):  # the loop's block: each task's own block prevails for its record
            return list(await asyncio.gather(*(asyncio.to_thread(adjudicated, r, i % 3 != 0) for i, r in enumerate(records))))

    assert asyncio.run(every()) == results
    assert conflicts_checked()


def test_two_processes_adjudicate_as_one_does(serial: tuple[list[Any], list[Any]]) -> None:
    records, results = serial
    with ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("spawn")) as pool:
        found = list(pool.map(adjudicated, records, chunksize=16))
    assert found == results
