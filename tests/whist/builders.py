"""The shipped whist records, read for the tests, and small changes to them: a prefix, an event added or swapped."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from whist import RUNNER
from whist.state import Deal

FOLDER = Path(__file__).resolve().parents[2] / "examples" / "whist"
RECORDS = sorted((FOLDER / "records").glob("*.json"))


def load(name: str) -> dict[str, Any]:
    with open(FOLDER / "records" / f"{name}.json", encoding="utf-8") as handle:
        found: dict[str, Any] = json.load(handle)
    return found


def events(record: dict[str, Any]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = record["deals"][0]["events"]
    return found


def changed(record: dict[str, Any], keep: int | None = None, *more: dict[str, Any]) -> dict[str, Any]:
    """A copy of the record with its first ``keep`` events (all when None), then ``more``."""
    found = copy.deepcopy(record)
    found["deals"][0]["events"] = events(found)[:keep] + list(more)
    return found


def state(record: dict[str, Any]) -> Deal:
    found: Deal = RUNNER.adjudicate(record).deals[0].state
    return found


def first(record: dict[str, Any], verb: str) -> int:
    """The index of the record's first event of that verb."""
    return next(i for i, e in enumerate(events(record)) if verb in e)
