"""The published JSON Schemas: every record the project holds validates, and so does its adjudication.

The schemas are shipped in the package (:mod:`piquet.formats.schemas`) and
made by ``tools/make_schemas.py`` from the reader's own verb table, so the
files cannot drift from the code without this suite noticing.
"""

from __future__ import annotations

import copy
import io
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet import adjudicate
from piquet.formats.schemas import SCHEMAS, schema
from piquet.formats.acts_json import VERBS
from piquet.referee.simulate import partie_record
from tests.irregular_scenarios import HANDS, SCENARIOS, STOCK

ROOT = Path(__file__).resolve().parent.parent
RECORD = jsonschema.Draft202012Validator(schema("record"))
ADJUDICATION = jsonschema.Draft202012Validator(schema("adjudication"))
OUTPUT = jsonschema.Draft202012Validator(schema("output"))
# A chouette session is not a record; Écarté's and Whist's records are other games' (tests/ecarte, tests/whist).
EXAMPLES = sorted(p for p in (ROOT / "examples").rglob("*.json") if not p.name.startswith("chouette") and not {"ecarte", "whist"} & set(p.parts))


def problems(validator: jsonschema.Draft202012Validator, data: Any) -> list[str]:
    return [f"{list(e.absolute_path)}: {e.message[:160]}" for e in validator.iter_errors(data)]


def test_the_schemas_are_valid_draft_2020_12_and_shipped() -> None:
    for name in SCHEMAS:
        jsonschema.Draft202012Validator.check_schema(schema(name))
    with pytest.raises(ValueError):
        schema("deal")


def test_the_shipped_schemas_are_what_the_tool_writes() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_schemas
    finally:
        sys.path.pop(0)
    for name, text in make_schemas.written().items():
        assert (ROOT / "piquet" / "formats" / "schema" / name).read_text() == text, f"run python tools/make_schemas.py ({name})"


def test_the_schema_knows_every_verb_the_reader_knows() -> None:
    titles = {branch["title"] for branch in schema("record")["$defs"]["event"]["oneOf"]}
    assert titles == set(VERBS)


def _command_json(*argv: str) -> list[Any]:
    """What ``piquet adjudicate --json`` prints for ``argv``, one parsed object a line."""
    from piquet.faces.cli import main

    out = io.StringIO()
    main(["adjudicate", "--json", *argv], out=out, err=io.StringIO())
    return [json.loads(line) for line in out.getvalue().splitlines()]


@pytest.mark.parametrize("path", EXAMPLES, ids=[str(p.relative_to(ROOT)) for p in EXAMPLES])
def test_every_example_record_its_adjudication_and_the_command_s_json_validate(path: Path) -> None:
    data = json.loads(path.read_text())
    assert not problems(RECORD, data)
    assert not problems(ADJUDICATION, adjudicate(data).to_json())
    (printed,) = _command_json(str(path))
    assert printed["source"] == str(path) and not problems(OUTPUT, printed)


def test_the_command_s_json_validates_for_a_chouette_session_and_for_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"players": ["A"]}\n{not json\n', encoding="utf-8")
    printed = _command_json(str(ROOT / "examples" / "chouette-session.json"), str(bad), str(tmp_path / "missing.json"))
    assert [sorted(p) for p in printed] == [["adjudication", "source"]] + [["error", "source"]] * 3
    assert all(not problems(OUTPUT, p) for p in printed)
    assert problems(OUTPUT, {"source": "x", "error": {"deal": 0, "event": 15, "message": "the old shape"}})


def _scenario_record(name: str) -> dict[str, Any]:
    from tests.irregular_scenarios import DEALT

    hands, stock = DEALT.get(name, (HANDS, STOCK))
    return {"players": ["A", "B"], "deals": [{"dealer": "B", "hands": hands, "stock": stock, "events": SCENARIOS[name]}]}


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_every_irregular_scenario_is_a_valid_record_with_a_valid_adjudication(name: str) -> None:
    record = _scenario_record(name)
    assert not problems(RECORD, record)
    assert not problems(ADJUDICATION, adjudicate(record).to_json())


def test_every_verb_of_the_vocabulary_appears_in_a_validated_record() -> None:
    used = {verb for acts in SCENARIOS.values() for act in acts for verb in act if verb in VERBS}
    for path in EXAMPLES:
        for deal in json.loads(path.read_text())["deals"]:
            used |= {verb for act in deal.get("events", []) for verb in act if verb in VERBS}
    assert used >= set(VERBS) - {"concede"}


@pytest.mark.parametrize(
    "event",
    [
        {"player": "A", "shuffle": "AS"},
        {"player": "A", "play": "AS", "discard": "KS"},
        {"player": "A", "take": "five"},
        {"player": "A", "reply": "maybe"},
        {"player": "A", "mix": "AS", "with": "stock"},
        {"player": "A", "claim": "a foul"},
        {"play": "AS"},
    ],
)
def test_a_malformed_event_is_rejected_by_the_schema(event: dict[str, Any]) -> None:
    record = _scenario_record("law 24 discard altered before taking in")
    record["deals"][0]["events"] = [event]
    assert problems(RECORD, record)


def test_extension_keys_are_allowed_at_the_top_only() -> None:
    record = _scenario_record("law 24 discard altered before taking in")
    record["x-source"] = "a club's archive"
    assert not problems(RECORD, record)
    bad = copy.deepcopy(record)
    bad["colour"] = "red"
    assert problems(RECORD, bad)


def test_the_schema_command_prints_a_schema() -> None:
    done = subprocess.run([sys.executable, "-m", "piquet.faces.cli", "schema", "record"], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and json.loads(done.stdout) == schema("record")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.integers(1, 6))
def test_simulated_parties_and_their_adjudications_validate(seed: int, deals: int) -> None:
    record = partie_record(random.Random(seed), deals=deals).to_json()
    assert not problems(RECORD, record)
    assert not problems(ADJUDICATION, adjudicate(record).to_json())


SNAPSHOTS = sorted((ROOT / "tests" / "snapshots" / "adjudication").glob("*.json"))


@pytest.mark.parametrize("path", SNAPSHOTS, ids=[p.name for p in SNAPSHOTS])
def test_every_stored_adjudication_snapshot_validates(path: Path) -> None:
    assert not problems(ADJUDICATION, json.loads(path.read_text()))


CHOUETTE = jsonschema.Draft202012Validator(schema("chouette"))


def test_chouette_the_session_example_validates_and_its_parties_are_records() -> None:
    data = json.loads((ROOT / "examples" / "chouette-session.json").read_text())
    assert not problems(CHOUETTE, data)
    for entry in data["parties"]:
        assert not problems(RECORD, entry["partie"])


def test_chouette_a_session_schema_rejects_a_bad_partie_a_fourth_player_and_unknown_keys() -> None:
    data = json.loads((ROOT / "examples" / "chouette-session.json").read_text())
    bad_event = copy.deepcopy(data)
    bad_event["parties"][1]["partie"]["deals"][0]["events"].append({"player": "A", "bogus": 1})
    assert problems(CHOUETTE, bad_event)
    four = {**data, "players": ["A", "B", "C", "D"]}
    assert problems(CHOUETTE, four)
    unknown = {**data, "rubber": 1}
    assert problems(CHOUETTE, unknown)
    assert not problems(CHOUETTE, {**data, "x-club": "Portland"})
    assert problems(CHOUETTE, {**data, "format": "piquet-record/1"})


def test_the_schema_takes_a_claim_naming_its_deal_and_a_write_saying_it_is_doubled() -> None:
    """The record format of #34: ``"deal"`` on a claim of the score (Law 70), ``"doubled"`` on a write (the note to Law 71)."""
    record = json.loads((ROOT / "tests" / "examination" / "round_1129b" / "law-71-note-70-four-deal-first-deal-cards-forgotten-corrected-doubled.json").read_text())
    record["deals"][0]["events"][-1]["doubled"] = True
    record["deals"][1]["events"].insert(0, {"player": "B", "claim": "score", "deal": 0})
    assert not problems(RECORD, record)
    assert not problems(ADJUDICATION, adjudicate(record).to_json())
    for wrong in (
        {"player": "B", "claim": "revoke", "deal": 0},
        {"player": "B", "claim": "score", "deal": -1},
        {"player": "B", "claim": "score", "deal": "first"},
        {"player": "B", "write": {"A": 1}, "doubled": "yes"},
        {"player": "B", "take": 1, "doubled": True},
    ):
        bad = copy.deepcopy(record)
        bad["deals"][1]["events"][0] = wrong
        assert problems(RECORD, bad), wrong
