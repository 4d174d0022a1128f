"""The blind examination of the Écarté referee: parties written from the laws alone, across deals and games.

An examiner who never read the referee's code wrote each record in
tests/ecarte/examination from ../shared/other-games/ecarte.md and the
record format: whole games (the deal passing, void deals dealt again, five
up and the next game), the revoke and its remedies, leads out of turn, new
cards, faulty packs, misdeals, the king, and records to refuse.  Each gives
every deal's scores and rulings (event, offender, laws cited at least,
outcome, choices offered), the games won and the score of the game under
way.  Where the library decided a point otherwise, ``decided`` says why.  A
ruling naming an offender the record does not expect fails the test; two
rulings on one act are expected in the order they are made.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import ecarte
from lawkit.runner import RecordError

RECORDS = sorted((Path(__file__).parent / "examination").glob("*.json"))


def _load(path: Path) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return found


def test_the_examination_crosses_deals_and_games_and_cites_the_laws_of_play() -> None:
    exams = [_load(p) for p in RECORDS]
    cited = {law for e in exams for d in e["expected"].get("deals", []) for r in d["rulings"] for law in r.get("laws", [])}
    assert len(RECORDS) >= 18 and sum(len(e["record"]["deals"]) > 2 for e in exams) >= 4
    assert {7, 9, 11, 40, 42, 43, 45} <= cited


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_ecarte_blind_examination(path: Path) -> None:
    exam = _load(path)
    expected = exam["expected"]
    if expected["error"]:
        with pytest.raises(RecordError) as raised:
            ecarte.adjudicate(exam["record"])
        assert (raised.value.deal, raised.value.event) == (expected["deal"] - 1, expected.get("event", 0) - 1 if "event" in expected else None)
        return
    found = ecarte.adjudicate(exam["record"]).to_json()
    assert (found["games_won"], found["totals"]) == (expected["games_won"], expected["totals"])
    assert len(found["deals"]) == len(expected["deals"])
    for number, (deal, want) in enumerate(zip(found["deals"], expected["deals"], strict=True), start=1):
        assert (deal["scores"], deal["void"]) == (want["scores"], want.get("void", False)), number
        listed = {w["event_number"] for w in want["rulings"]}
        for index, wanted in enumerate(want["rulings"]):
            # Two rulings may answer one act (an option lapsing, then the act itself): they are expected in order.
            same = [r for r in deal["rulings"] if r["event_number"] == wanted["event_number"]]
            earlier = sum(1 for w in want["rulings"][:index] if w["event_number"] == wanted["event_number"])
            ruling = same[earlier] if earlier < len(same) else None
            assert ruling is not None, (number, wanted)
            assert set(wanted.get("laws", [])) <= {c["id"] for c in ruling["citations"]}, (number, ruling)
            assert (ruling["offender"], ruling["outcome"]) == (wanted.get("offender"), wanted["outcome"]), (number, ruling)
            offered = [o["name"] for o in ruling.get("option_details", [])]
            assert set(wanted.get("options") or []) <= set(offered), (number, ruling)
        unexpected = [r for r in deal["rulings"] if r["offender"] is not None and r["event_number"] not in listed]
        assert not unexpected, (number, unexpected)
