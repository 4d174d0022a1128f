"""The note to Law 71, with Laws 70 and 74: what a score written in a deal that counts double holds (the record format of #34).

In the first and last deals of a four-deal partie a ``write`` holds the
doubled figure, what the deal counts in the partie and what a scorer puts
on the card, unless it says ``"doubled": false`` (the hand's own figure).
The written figure, either way, is held against the laws' count of the deal
as it counts in the partie; one that stands wrong stands as written, odd or
even.  ``"doubled": true`` in a deal that counts single contradicts the
record.  The blind records of round 1129b were written so.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

import piquet
from piquet import RecordError
from piquet.formats.notation import format_record_text, parse_record_text

ROUND = Path(__file__).parent / "examination" / "round_1129b"
FORGOTTEN = ROUND / "law-71-note-70-four-deal-first-deal-cards-forgotten-corrected-doubled.json"
TOO_LATE = ROUND / "law-71-note-70-four-deal-first-deal-error-found-after-the-next-hand.json"


def _record(path: Path, written: dict[str, int] | None = None, doubled: bool | None = None) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text())
    data.pop("x-expected")
    for event in data["deals"][0]["events"]:
        if "write" in event:
            if written is not None:
                event["write"] = dict(written)
            if doubled is not None:
                event["doubled"] = doubled
    return data


def _first(data: dict[str, Any]) -> dict[str, int]:
    return dict(piquet.adjudicate(data).deals[0].scores)


def test_law_71_note_a_score_written_in_a_doubled_deal_is_the_doubled_figure_unless_it_says_otherwise() -> None:
    # The cards give A 49, B 8, doubled 98 and 16; both wrote A 78, B 16; the error is proved before A sees his next hand.
    assert _first(_record(FORGOTTEN)) == {"A": 98, "B": 16}
    assert _first(_record(FORGOTTEN, doubled=True)) == {"A": 98, "B": 16}


def test_law_71_note_the_hands_own_figure_written_undoubled_is_held_against_the_hands_count() -> None:
    assert _first(_record(FORGOTTEN, written={"A": 39, "B": 8}, doubled=False)) == {"A": 98, "B": 16}


def test_law_71_note_the_doubled_figure_read_as_the_hands_own_is_wrong_and_stands_once_seen() -> None:
    """B wrote 16 of a hand worth 8: read as the hand's own, it is wrong, and B has seen his next hand: it stands, doubled."""
    result = piquet.adjudicate(_record(FORGOTTEN, doubled=False))
    assert dict(result.deals[0].scores) == {"A": 98, "B": 32}


def test_law_70_an_error_in_a_doubled_deal_proved_too_late_stands_at_the_figure_written() -> None:
    data = _record(TOO_LATE)
    result = piquet.adjudicate(data)
    assert dict(result.deals[0].scores) == {"A": 20, "B": 106}
    assert result.partie.totals == {"A": 185, "B": 163}


def test_law_70_an_odd_figure_written_in_a_doubled_deal_stands_as_written_and_the_items_add_up() -> None:
    data = _record(TOO_LATE, written={"B": 107, "A": 20})
    result = piquet.adjudicate(data)
    first = result.deals[0]
    assert dict(first.scores) == {"A": 20, "B": 107}
    for player in ("A", "B"):
        assert sum(item.points for item in first.items if item.player == player) == first.scores[player]
    (as_written,) = [item for item in first.items if item.item == "as written"]
    assert (as_written.player, as_written.points) == ("B", 107 - 118)
    assert result.partie.totals["B"] == 107 + 7 + 16 + 34


def test_law_71_note_a_score_written_doubled_in_a_deal_that_counts_single_contradicts_the_record() -> None:
    data = _record(TOO_LATE)
    second = data["deals"][1]["events"]
    second.append({"player": "A", "write": {"A": 42, "B": 14}, "doubled": True})
    with pytest.raises(RecordError) as raised:
        piquet.adjudicate(data)
    assert (raised.value.deal, raised.value.event) == (1, len(second) - 1) and "does not count double" in str(raised.value)
    second[-1]["doubled"] = False  # the hand's own figure in a single deal: what every write of a single deal is
    piquet.adjudicate(data)


def test_law_71_note_the_doubled_flag_reads_writes_and_round_trips_through_the_notation() -> None:
    data = _record(FORGOTTEN, doubled=False)
    data["deals"][1]["events"].insert(0, {"player": "B", "claim": "score", "deal": 0})
    text = format_record_text(data)
    assert "A: write A 78, B 16 undoubled" in text and "B: claim score of deal 1" in text
    assert parse_record_text(text) == piquet.read_record(data).to_json()
    assert parse_record_text(text.replace(" undoubled", " doubled"))["deals"][0]["events"][-1]["doubled"] is True
    plain = copy.deepcopy(data)
    for event in plain["deals"][0]["events"]:
        event.pop("doubled", None)
    assert "doubled" not in format_record_text(plain)
