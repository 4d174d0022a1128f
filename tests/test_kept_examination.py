"""Blind records of tables of real cards (tests/examination_kept): written from the laws by examiners who never read the code.

Each session is the lines a table said and played, with what the laws give:
every deal's scores and items, the lines where an irregularity is ruled and
the laws the ruling must cite, and the partie's standing.  A ruling matches
when it answers the line named, or names it among its findings (a call ruled
on at the scoring, the card that proved it named as the finding).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from piquet.referee.keeping import Keeping

SESSIONS = sorted((Path(__file__).resolve().parent / "examination_kept").rglob("*.json"))


def _lines_by_act(lines: list[str], first_dealer: str, deals: int) -> dict[tuple[int, int], int]:
    """Each act's (deal, event index) mapped to its line, counted from 1."""
    keeping = Keeping.start(("A", "B"), first_dealer, deals)
    found = {}
    for number, line in enumerate(lines, start=1):
        keeping = keeping.enter(line)
        found[(keeping.deal.number, keeping.deal.events - 1)] = number
    return found


def _disagreements(session: dict[str, Any]) -> list[str]:
    first = session.get("first_dealer", "B")
    deals = session.get("options", {}).get("deals", 6)  # a four-deal partie says so as a record does
    kept = Keeping.start(("A", "B"), first, deals).enter_all(session["lines"]).to_json()
    expected = session["expect"]
    wrong = []
    for index, deal in enumerate(expected.get("deals", [])):
        if index >= len(kept["scored"]):
            wrong.append(f"deal {index + 1} was not scored")
            continue
        got = kept["scored"][index]
        if got["scores"] != deal["scores"]:
            wrong.append(f"deal {index + 1}: scores {got['scores']}, expected {deal['scores']}")
        if "items" in deal:
            have = Counter((i["player"], i["item"], i["points"]) for i in got["items"])
            want = Counter((i["player"], i["item"], i["points"]) for i in deal["items"])
            if have != want:
                wrong.append(f"deal {index + 1}: items only found {dict(have - want)}, only expected {dict(want - have)}")
    line_of = _lines_by_act(session["lines"], first, deals)
    ruled = [
        (line_of.get((deal["number"], r["event"])), {line_of.get((deal["number"], e)) for f in r["findings"] for e in f["events"]},
         {int(c["id"]) for c in r["citations"] if c["kind"] == "law"})
        for deal in kept["scored"] for r in deal["rulings"]
    ]
    for want in expected.get("rulings", []):
        if not any((line == want["line"] or want["line"] in shown) and set(want["laws"]) <= laws for line, shown, laws in ruled):
            wrong.append(f"no ruling on line {want['line']} citing {want['laws']}: {ruled}")
    for key, value in expected.get("partie", {}).items():
        if kept["partie"].get(key) != value:
            wrong.append(f"partie {key}: {kept['partie'].get(key)}, expected {value}")
    return wrong


def test_the_blind_kept_sessions_are_all_here() -> None:
    assert len(SESSIONS) >= 40


@pytest.mark.parametrize("path", SESSIONS, ids=[p.stem for p in SESSIONS])
def test_a_blind_kept_session_is_ruled_and_scored_as_the_laws_give(path: Path) -> None:
    assert _disagreements(json.loads(path.read_text())) == []
