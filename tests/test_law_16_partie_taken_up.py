"""Law 16 in a partie taken up part way: ``start.next_dealer`` says whose deal is next, so a deal by the other is out of turn.

A blind record of round 1129m put a deal out of turn third in a partie whose
first two deals it did not give; the record could not say whose deal the
third was until the format's ``start`` gained ``next_dealer`` (our
extension), read from JSON and from the notation alike.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import piquet
from piquet.errors import RecordError
from piquet.formats.notation import format_record_text, parse_record_text

_RECORD = Path(__file__).parent / "examination" / "round_1129m" / (
    "deal-out-of-turn-stopped-in-time-then-nine-in-the-stock-two-void-deals-before-the-fifth-counts.json"
)


def _record(next_dealer: str | None) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_RECORD.read_text(encoding="utf-8"))
    data.pop("x-expected")
    data["start"].pop("next_dealer", None)
    if next_dealer is not None:
        data["start"]["next_dealer"] = next_dealer
    return data


def test_law_16_a_first_deal_by_the_player_whose_deal_it_is_not_is_void_when_claimed_in_time() -> None:
    result = piquet.adjudicate(_record("A"))  # B deals; A objects before anyone has taken up a card
    first = result.deals[0]
    assert first.void and [r.offender for r in first.rulings if r.event == 0] == [1]  # B, the younger of that deal
    assert result.deals[1].dealer == "A"


def test_law_16_without_next_dealer_the_first_dealer_is_taken_as_the_right_one() -> None:
    data = _record(None)
    data["deals"] = data["deals"][:1]
    [ruling] = [r for r in piquet.adjudicate(data).deals[0].rulings if r.event == 0]
    assert ruling.outcome.value == "no-effect"  # the claim finds the deal in turn


def test_start_next_dealer_reads_back_from_the_notation() -> None:
    data = _record("A")
    text = format_record_text(data)
    assert "after 4 deals, A to deal" in text
    assert parse_record_text(text)["start"]["next_dealer"] == "A"


@pytest.mark.parametrize("given", ["C", 3, ""])
def test_start_next_dealer_that_is_no_player_is_refused(given: object) -> None:
    data = _record(None)
    data["start"]["next_dealer"] = given
    with pytest.raises(RecordError, match="next_dealer"):
        piquet.read_record(data)
