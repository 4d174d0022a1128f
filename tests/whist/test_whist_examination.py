"""The blind examination of the Whist referee: deals written from the laws alone, each with the rulings it expects.

An examiner who never read the referee's code wrote each record in
tests/whist/examination from ../shared/other-games/whist.md and the record
format: a deal, what must be refused, the scores, and for each ruling the
event, the offender, the laws cited at least, the outcome and the choices
offered.  Where the library decided a point otherwise, the record says so in
``decided``.  A ruling that names an offender the record does not expect
fails the test: an examination lists every offence it sees.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from lawkit.runner import RecordError, Runner
from whist.game import WhistGame

RECORDS = sorted((Path(__file__).parent / "examination").glob("*.json"))
RUNNER = Runner(WhistGame())


def _load(path: Path) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return found


def test_the_examination_covers_each_law_of_the_codex() -> None:
    cited = {c for path in RECORDS for r in _load(path)["expected"]["rulings"] for c in r["citations"]}
    assert len(RECORDS) >= 20
    assert {"revoke", "established", "correction", "revoke-penalty", "exposed", "lead-out-of-turn"} <= cited


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_whist_blind_examination(path: Path) -> None:
    exam = _load(path)
    expected = exam["expected"]
    if expected["error"]:
        with pytest.raises(RecordError, match="^deal 1"):
            RUNNER.adjudicate(exam["record"])
        return
    deal = RUNNER.adjudicate(exam["record"]).to_json()["deals"][0]
    assert deal["scores"] == expected["scores"]
    listed = {want["event_number"] for want in expected["rulings"]}
    for want in expected["rulings"]:
        found = [r for r in deal["rulings"] if r["event_number"] == want["event_number"]]
        assert found, f"no ruling on event {want['event_number']}"
        ruling = found[0]
        assert set(want["citations"]) <= {c["id"] for c in ruling["citations"]}, ruling
        assert (ruling["offender"], ruling["outcome"]) == (want["offender"], want["outcome"]), ruling
        if want["options"]:
            assert [o["name"] for o in ruling["option_details"]] == want["options"], ruling
    unexpected = [r for r in deal["rulings"] if r["offender"] is not None and r["event_number"] not in listed]
    assert not unexpected, f"rulings naming an offender the examination does not expect: {unexpected}"
