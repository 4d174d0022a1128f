"""Law 70: a score written wrong is put right until the player in error, not his adversary, has seen his next hand.

The partie tells the next deal who wrote a score wrong (``DealSetup.misscored``),
so the claim there is ruled by that player's cards alone.  The blind record in
tests/examination/laws_70_78 is the case where he had seen them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import piquet

RECORD = Path(__file__).parent / "examination" / "laws_70_78" / "law-70-overcount-proved-after-the-player-in-error-saw-his-next-hand.json"


def _record(*second_deal_openers: dict[str, Any]) -> dict[str, Any]:
    data = json.loads(RECORD.read_text())
    data.pop("x-expected")
    events = data["deals"][1]["events"]
    data["deals"][1]["events"] = list(second_deal_openers) + events[3:]
    return data


def _claim_rulings(data: dict[str, Any]) -> list[Any]:
    return [r for r in piquet.adjudicate(data).deals[1].rulings if "claims that a score" in r.act]


def test_law_70_the_claim_after_the_player_in_error_took_up_is_too_late_and_the_written_score_stands() -> None:
    data = _record({"player": "B", "lift": "hand"}, {"player": "A", "claim": "score"}, {"player": "A", "lift": "hand"})
    (ruling,) = _claim_rulings(data)
    assert ruling.decision.startswith("Too late") and "B, whose score was written wrong" in ruling.decision
    assert piquet.adjudicate(data).deals[0].scores["B"] == 11


def test_law_70_the_claim_after_only_the_adversary_took_up_is_in_time_and_puts_the_score_right() -> None:
    data = _record({"player": "A", "lift": "hand"}, {"player": "A", "claim": "score"}, {"player": "B", "lift": "hand"})
    (ruling,) = _claim_rulings(data)
    assert not ruling.decision.startswith("Too late")
    assert piquet.adjudicate(data).deals[0].scores["B"] == 8


def test_law_70_the_deal_after_a_score_written_right_knows_no_player_in_error() -> None:
    data = _record({"player": "A", "lift": "hand"}, {"player": "B", "lift": "hand"})
    for deal in data["deals"][0]["events"]:
        if "write" in deal:
            deal["write"] = {"A": 18, "B": 8}
    assert piquet.adjudicate(data).deals[1].state.setup.misscored == ()
    data["deals"][0]["events"][-1]["write"] = {"A": 18, "B": 11}
    second = piquet.adjudicate(data).deals[1].state.setup
    assert [second.label(who) for who in second.misscored] == ["B"]
