"""Law 48 (a sequence called by its length alone) and Law 51 (a reply of "good" corrected to "equal").

The blind records in tests/examination settle the main cases; these check
the edges the rulings turn on: asking first, a call good against the
cards, a reply of "not good", and an "equal" the younger cannot make good.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import piquet

BLIND = Path(__file__).parent / "examination" / "laws_46_56"


def _record(name: str) -> dict[str, Any]:
    data = json.loads((BLIND / name).read_text())
    data.pop("x-expected")
    return data


def _rulings_on(data: dict[str, Any], event: int) -> list[Any]:
    return [r for r in piquet.adjudicate(data).deals[0].rulings if r.event == event]


BARE = "law-48-quart-called-by-length-alone-allowed-by-a-better-quart.json"
EQUAL = "law-51-younger-corrects-good-to-equal.json"


def test_law_48_a_bare_quart_not_good_against_the_cards_allowed_without_asking_is_ruled_on_the_call() -> None:
    (ruling,) = _rulings_on(_record(BARE), 4)
    assert [str(c) for c in ruling.citations] == ["Law 48", "Case XII"]
    assert ruling.offender_label == "A" and ruling.penalty is None and "Allowed" in ruling.decision


def test_law_48_the_younger_who_asks_before_answering_draws_no_ruling() -> None:
    data = _record(BARE)
    events = data["deals"][0]["events"]
    events.insert(5, {"player": "B", "ask": "to what card?"})
    assert not [r for r in piquet.adjudicate(data).deals[0].rulings if "Law 48" in map(str, r.citations)]


def test_law_48_a_quart_named_with_its_top_card_draws_no_ruling() -> None:
    data = _record(BARE)
    data["deals"][0]["events"][4] = {"player": "A", "call": {"sequence": 4, "to": "T"}}
    assert _rulings_on(data, 4) == []


def test_law_48_not_good_to_a_bare_call_costs_the_younger_nothing_and_draws_no_ruling() -> None:
    data = _record(BARE)
    data["deals"][0]["events"][5] = {"player": "B", "reply": "not good"}
    assert not [r for r in piquet.adjudicate(data).deals[0].rulings if "Law 48" in map(str, r.citations)]


def test_law_51_good_corrected_to_equal_in_time_leaves_the_point_to_neither() -> None:
    data = _record(EQUAL)
    (ruling,) = _rulings_on(data, 4)
    assert ruling.offender is None and "Corrected in time" in ruling.decision
    uncorrected = copy.deepcopy(data)
    del uncorrected["deals"][0]["events"][4]
    # The point of five was worth 5 to A when allowed good; corrected to equal, nobody scores it.
    assert piquet.adjudicate(uncorrected).deals[0].scores["A"] - piquet.adjudicate(data).deals[0].scores["A"] == 5


def test_law_51_equal_corrected_after_the_elder_called_again_is_too_late() -> None:
    data = _record(EQUAL)
    events = data["deals"][0]["events"]
    events[4], events[5] = events[5], events[4]
    (ruling,) = [r for r in _rulings_on(data, 5) if "Law 51" in map(str, r.citations)]
    assert "Too late" in ruling.decision
