"""Blind records: situations and expected rulings written from the laws alone, by examiners who never read the code.

Each record in ``tests/examination/`` carries its expectations under ``x-expected``
(see :mod:`tests.examination.harness`).  A record the referee agrees with passes.
A disagreement not yet decided from the texts is listed in ``OPEN`` with the
examiner's claim, as a strict expected failure: when the referee comes to
agree, the test fails until the entry is removed, and when the texts show
the examiner wrong, the expectation is corrected in the record with the law
that says why.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.examination.harness import BLIND, disagreements

RECORDS = sorted(p for p in BLIND.rglob("*.json") if p.name != "open.json")

#: Disagreements awaiting a decision from the texts (the fidelity work), by record, with what the examiner expects
#: and the referee does not give (kept in ``open.json`` beside the records).
OPEN: dict[str, str] = json.loads((BLIND / "open.json").read_text())


def _name(path: Path) -> str:
    return path.relative_to(BLIND).as_posix()


def test_every_open_disagreement_names_a_blind_record() -> None:
    assert set(OPEN) <= {_name(p) for p in RECORDS}


@pytest.mark.parametrize("path", RECORDS, ids=_name)
def test_blind_record_is_ruled_as_a_committee_would(path: Path) -> None:
    if _name(path) in OPEN:
        pytest.xfail(OPEN[_name(path)])  # noqa: the strict check below is in test_open_disagreements_are_still_open
    assert disagreements(path) == []


@pytest.mark.parametrize("name", sorted(OPEN))
def test_open_disagreements_are_still_open(name: str) -> None:
    """An entry of ``OPEN`` the referee now agrees with must be removed: the record then guards the fix."""
    assert disagreements(BLIND / name) != []
