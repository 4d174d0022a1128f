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
import re
from collections import Counter
from pathlib import Path

import pytest

from tests.examination.harness import BLIND, disagreements

RECORDS = sorted(p for p in BLIND.rglob("*.json") if p.name != "open.json")

#: Disagreements awaiting a decision from the texts (the fidelity work), by record, with what the examiner expects
#: and the referee does not give (kept in ``open.json`` beside the records).
OPEN: dict[str, str] = json.loads((BLIND / "open.json").read_text())


def _name(path: Path) -> str:
    return path.relative_to(BLIND).as_posix()


def _examined() -> Counter[str]:
    """How many records examine each law, Case and au cent clause (named in ``examines``, ``sources`` or a ruling's ``cites``)."""
    count: Counter[str] = Counter()
    for path in RECORDS:
        expected = json.loads(path.read_text())["x-expected"]
        named = set(expected.get("examines", ())) | set(expected.get("sources", ()))
        for deal in expected.get("deals", ()):
            for ruling in deal.get("rulings", ()):
                named |= set(ruling.get("cites", ()))
        count.update(named)
    return count


ROMAN = "I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI XXII".split()


def test_every_law_case_and_au_cent_clause_is_examined_by_three_blind_records() -> None:
    clauses = sorted(set(re.findall(r":au-cent:`([a-z0-9-]+)`", (BLIND.parents[1] / "docs" / "au-cent.rst").read_text())))
    wanted = [f"Law {n}" for n in range(1, 79)] + [f"Case {r}" for r in ROMAN] + [f"au-cent:{c}" for c in clauses]
    count = _examined()
    assert len(RECORDS) >= 400 and len(clauses) >= 30
    assert [w for w in wanted if count[w] < 3] == []


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


def _without_ruling_at(path: Path, event: int | None, tmp_path: Path) -> Path:
    """A copy of a record whose first deal no longer expects the ruling at ``event``."""
    record = json.loads(path.read_text())
    deal = record["x-expected"]["deals"][0]
    deal["rulings"] = [wanted for wanted in deal["rulings"] if wanted["event"] != event]
    copy = tmp_path / path.name
    copy.write_text(json.dumps(record))
    return copy


def test_a_ruling_naming_an_offender_at_an_event_the_record_does_not_list_is_a_disagreement(tmp_path: Path) -> None:
    """Law 59: the unclaimed revoke is reported against B; a record that forgets it no longer agrees, unless it leaves the event open."""
    path = BLIND / "laws_57_69" / "law-59-iv-revoke-never-claimed-play-stands.json"
    assert disagreements(path) == []
    (found,) = disagreements(_without_ruling_at(path, 16, tmp_path))
    assert "event 16: a ruling naming 'B' the record does not expect" in found
    record = json.loads(path.read_text())
    record["x-expected"]["deals"][0].update(rulings=[], may_also_rule=[16])
    (tmp_path / "open.json").write_text(json.dumps(record))
    assert disagreements(tmp_path / "open.json") == []


def test_law_11_a_ruling_in_a_deal_the_record_does_not_list_is_a_disagreement(tmp_path: Path) -> None:
    """Law 11: the elder's option on a wrong count names the dealer; a record that drops the deal from its expectations no longer agrees."""
    path = BLIND / "laws_01_17" / "law-11-elder-with-eleven-stands.json"
    record = json.loads(path.read_text())
    record["x-expected"]["deals"] = []
    copy = tmp_path / path.name
    copy.write_text(json.dumps(record))
    assert disagreements(path) == []
    assert any(found.startswith("deal 0, event None: a ruling naming 'B'") for found in disagreements(copy))
