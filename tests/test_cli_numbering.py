"""Deals and events are counted from 1 wherever people read them, and the JSON says which count each field holds.

A ruling's ``event`` is the contract's index from 0, and ``event_number``
beside it the same act from 1, as the text report and the acts it lists
name it; so no report needs a line explaining two counts.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from piquet import adjudicate
from piquet.faces.cli import main
from piquet.faces.report import adjudication_markdown, adjudication_text
from piquet.formats.notation import format_event_text
from piquet.formats.schemas import schema

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
RENDERED = sorted((EXAMPLES / "disputes").glob("*.txt")) + sorted((EXAMPLES / "cases").glob("*.txt"))


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main(list(argv), out=out, err=io.StringIO())
    return status, out.getvalue()


def _deal_sections(text: str) -> list[str]:
    """The text of each deal, from its header to the next."""
    return re.split(r"\n(?=Deal \d+: )", text)[1:]


def _about_counting(line: str) -> bool:
    return "counts from 0" in line or "numbered from 1" in line


def test_law_59_the_report_and_the_json_name_the_claim_by_one_number_and_say_nothing_of_counting() -> None:
    path = EXAMPLES / "disputes" / "law-59-revoke-claimed-at-the-end.json"
    status, text = run("adjudicate", str(path))
    assert status == 0 and "Ruling on event 26:" in text
    status, markdown = run("adjudicate", "--markdown", "--acts", str(path))
    assert status == 0 and not any(_about_counting(line) for line in text.splitlines() + markdown.splitlines())
    ruling = adjudicate(json.loads(path.read_text())).to_json()["deals"][0]["rulings"][0]
    assert (ruling["event"], ruling["event_number"]) == (25, 26)


def test_law_59_the_acts_listed_are_the_record_s_events_numbered_from_1() -> None:
    path = EXAMPLES / "disputes" / "law-59-revoke-claimed-at-the-end.json"
    data = json.loads(path.read_text())
    status, text = run("adjudicate", "--acts", str(path))
    assert status == 0
    events = data["deals"][0]["events"]
    listed = [line.strip() for line in text.split("  Acts:\n")[1].split("  Scored:")[0].splitlines()]
    assert listed == [f"{n}. {format_event_text(e)}" for n, e in enumerate(events, start=1)]
    assert "26. A: claim revoke" in listed
    assert "Ruling on event 26: A claims that B revoked" in text
    ruling = adjudicate(data).to_json()["deals"][0]["rulings"][0]
    assert ruling["event"] == 25 and events[25] == {"player": "A", "claim": "revoke"}


def test_markdown_lists_the_acts_as_a_numbered_list() -> None:
    data = json.loads((EXAMPLES / "description-example.json").read_text())
    markdown = adjudication_markdown(adjudicate(data), with_acts=True)
    assert "1. `A: exchange KS 9D 8D 8C 7C`" in markdown
    assert f"{len(data['deals'][0]['events'])}. `B: play TS`" in markdown


@pytest.mark.parametrize("path", RENDERED, ids=lambda p: p.name)
def test_every_event_a_stored_rendering_cites_is_an_act_listed_under_that_number(path: Path) -> None:
    """The .txt beside each dispute and Case record: every ruling's event (from 0 in the JSON) is act event+1 of its deal."""
    data = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    text = path.read_text(encoding="utf-8")
    assert text == adjudication_text(adjudicate(data), with_acts=True)
    result = adjudicate(data).to_json()
    sections = _deal_sections(text)
    assert len(sections) == len(result["deals"]) == len(data["deals"])
    assert not any(_about_counting(line) for line in text.splitlines())
    for deal, section, judged in zip(data["deals"], sections, result["deals"]):
        for ruling in judged["rulings"]:
            if ruling["event"] is None or ruling["event"] >= len(deal["events"]):
                continue
            number = ruling["event_number"]
            assert number == ruling["event"] + 1
            assert f"Ruling on event {number}:" in section
            assert f" {number}. {format_event_text(deal['events'][ruling['event']])}\n" in section


def test_the_adjudication_schema_says_how_each_event_field_counts() -> None:
    ruling = schema("adjudication")["$defs"]["ruling"]["properties"]
    assert "from 0" in ruling["event"]["description"] and "event_number" in ruling["event"]["description"]
    assert "from 1" in ruling["event_number"]["description"] and ruling["event_number"]["minimum"] == 1
    assert "from 0" in ruling["findings"]["items"]["properties"]["events"]["description"]


def test_law_59_a_ruling_read_back_keeps_its_event_and_refuses_a_number_that_names_another_act() -> None:
    from lawkit.ruling import RulingFormatError
    from piquet.lawbook.listing import ruling_from_json, rulings_from_json, rulings_to_json

    path = EXAMPLES / "disputes" / "law-59-revoke-claimed-at-the-end.json"
    rulings = adjudicate(json.loads(path.read_text())).deals[0].rulings
    written = rulings_to_json(rulings)
    assert rulings_from_json(written) == tuple(rulings)
    with pytest.raises(RulingFormatError, match="event_number"):
        ruling_from_json(written[0] | {"event_number": written[0]["event"]})
    with pytest.raises(RulingFormatError, match="event_number"):
        rulings_from_json([written[0] | {"event_number": True}])
