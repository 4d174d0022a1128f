"""``adjudicate --json`` prints one shape whether it reads one record or many, and its errors say how they count.

Each record gives one object, ``{"source": ..., "adjudication": ...}`` or
``{"source": ..., "error": ...}``, on a line of its own (``--pretty``
indents it, ``--bare`` leaves out the envelope), so a path into the output
works alike on one file and on a directory.  An error's place is given as
``deal_index``/``event_index`` from 0 and ``deal_number``/``event_number``
from 1, and the message names the numbers.
"""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet import RecordError, adjudicate
from piquet.faces.cli import error_json, main
from piquet.referee.adjudication import ADJUDICATION_FORMAT

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "description-example.json"
DISPUTES = ROOT / "examples" / "disputes"
RECORD: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))


def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err, stdin=io.StringIO(stdin))
    return status, out.getvalue(), err.getvalue()


def objects(text: str) -> list[Any]:
    """The JSON values of a stream of them, as ``jq`` reads it: one a line or indented, one after another."""
    decoder, found, at = json.JSONDecoder(), [], 0
    while at < len(text.rstrip()):
        while text[at].isspace():
            at += 1
        value, at = decoder.raw_decode(text, at)
        found.append(value)
    return found


def totals(printed: Any) -> Any:
    """The README's ``jq '.adjudication.partie.totals'``."""
    return printed["adjudication"]["partie"]["totals"]


def test_one_file_and_a_directory_give_the_same_shape_and_the_same_path_works_on_both() -> None:
    one_path = DISPUTES / "law-59-revoke-claimed-at-the-end.json"
    status, one, _ = run("adjudicate", "--json", str(one_path))
    assert status == 0 and one.count("\n") == 1
    status, many, summary = run("adjudicate", "--json", str(DISPUTES))
    assert status == 0 and summary.endswith("adjudicated, 0 with errors\n")
    batch = [json.loads(line) for line in many.splitlines()]
    (single,) = [json.loads(one)]
    assert set(single) == {"source", "adjudication"} and all(set(p) == {"source", "adjudication"} for p in batch)
    assert [p for p in batch if p["source"] == str(one_path)] == [single]
    assert totals(single) == adjudicate(json.loads(one_path.read_text())).partie.totals
    assert all(isinstance(totals(p), dict) for p in batch)


def test_one_bad_record_is_an_envelope_too_with_its_source() -> None:
    status, out, err = run("adjudicate", "--json", "-", stdin='{"players": ["A"]}')
    assert status == 2 and not err
    printed = json.loads(out)
    assert set(printed) == {"source", "error"} and printed["source"] == "<stdin>"


def test_pretty_indents_the_same_objects() -> None:
    status, plain, _ = run("adjudicate", "--json", str(EXAMPLE), str(DISPUTES / "law-16-deal-out-of-turn.json"))
    status, pretty, _ = run("adjudicate", "--pretty", str(EXAMPLE), str(DISPUTES / "law-16-deal-out-of-turn.json"))
    assert status == 0 and pretty.startswith('{\n  "source": ')
    assert objects(pretty) == objects(plain) and len(objects(plain)) == 2


def test_bare_prints_the_adjudication_alone_as_the_record_format_gives_it() -> None:
    status, out, _ = run("adjudicate", "--bare", str(EXAMPLE), "-", stdin="{not json")
    assert status == 2
    good, bad = [json.loads(line) for line in out.splitlines()]
    assert good == adjudicate(RECORD).to_json() and good["format"] == ADJUDICATION_FORMAT
    assert good["partie"]["totals"] == {"A": 28, "B": 23}
    assert set(bad) == {"error"} and bad["error"]["message"].startswith("not valid JSON")


def test_bare_and_pretty_are_json_options_and_refused_with_markdown() -> None:
    status, _, err = run("adjudicate", "--markdown", "--bare", str(EXAMPLE))
    assert status == 2 and "--markdown" in err


def test_a_chouette_session_gets_the_same_envelope() -> None:
    path = ROOT / "examples" / "chouette-session.json"
    status, out, _ = run("adjudicate", "--json", str(path))
    printed = json.loads(out)
    assert status == 0 and printed["source"] == str(path)
    assert printed["adjudication"]["format"] == "piquet-chouette-adjudication/2"


def test_law_59_a_ruling_gives_its_event_from_0_and_from_1() -> None:
    status, out, _ = run("adjudicate", "--json", str(DISPUTES / "law-59-revoke-claimed-at-the-end.json"))
    (ruling,) = json.loads(out)["adjudication"]["deals"][0]["rulings"]
    assert (ruling["event"], ruling["event_number"]) == (25, 26)
    assert list(ruling)[:2] == ["event", "event_number"]


def _agrees(error: RecordError) -> dict[str, Any]:
    """The error's JSON, checked against its own message: each number is its index plus one, and the message names it."""
    shown = error_json(error)
    for what in ("deal", "event"):
        index, number = shown[f"{what}_index"], shown[f"{what}_number"]
        assert (index is None) == (number is None)
        if index is not None:
            assert number == index + 1 and f"{what} {number}" in shown["message"]
    return shown


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=st.integers(min_value=0), verb=st.sampled_from(["shout", "swap", "plya"]))
def test_an_unknown_verb_is_named_by_the_place_it_stands_in_both_counts(position: int, verb: str) -> None:
    record = copy.deepcopy(RECORD)
    events = record["deals"][0]["events"]
    position %= len(events) + 1
    events.insert(position, {"player": "A", verb: "x"})
    try:
        adjudicate(record)
    except RecordError as error:
        shown = _agrees(error)
    else:
        raise AssertionError("an unknown verb was read")
    assert (shown["deal_index"], shown["event_index"], shown["event_number"]) == (0, position, position + 1)
    assert shown["message"].startswith(f"deal 1, event {position + 1}")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=st.integers(min_value=0), card=st.sampled_from(["AS", "7D", "KH", "TC", "9S", "JD"]))
def test_a_card_played_that_cannot_be_is_named_by_numbers_its_message_agrees_with(position: int, card: str) -> None:
    record = copy.deepcopy(RECORD)
    events = record["deals"][0]["events"]
    plays = [i for i, event in enumerate(events) if "play" in event]
    at = plays[position % len(plays)]
    events[at] = {"player": events[at]["player"], "play": card}
    try:
        adjudicate(record)
    except RecordError as error:
        _agrees(error)


def test_the_schema_command_prints_the_output_schema_with_the_adjudication_s_version() -> None:
    status, out, _ = run("schema", "output")
    printed = json.loads(out)
    assert status == 0 and printed["$id"].endswith("/output.schema.json")
    assert printed["$defs"]["adjudication"]["properties"]["format"] == {"const": ADJUDICATION_FORMAT}
    assert set(printed["$defs"]["error"]["required"]) >= {"deal_index", "deal_number", "event_index", "event_number", "message"}
