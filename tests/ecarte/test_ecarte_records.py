"""Every record in examples/ecarte/records is adjudicated by ``python -m ecarte adjudicate --json``, run from that folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ecarte.laws import LAWS

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "examples" / "ecarte"
RECORDS = sorted((FOLDER / "records").glob("*.json"))


def _run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    return subprocess.run(
        [sys.executable, "-m", "ecarte", *args], cwd=FOLDER, capture_output=True, text=True, env=env, input=stdin, timeout=120,
    )


@pytest.fixture(scope="module")
def adjudicated() -> dict[str, dict[str, Any]]:
    found = {}
    for path in RECORDS:
        done = _run("adjudicate", "--json", str(path.relative_to(FOLDER)))
        assert done.returncode == 0 and done.stderr == "", (path.name, done.stderr)
        found[path.stem] = json.loads(done.stdout)
    return found


def test_there_are_regular_records_and_a_dispute_for_each_law() -> None:
    names = [p.stem for p in RECORDS]
    assert [n for n in names if n.startswith("regular-")]
    for number, *_ in LAWS:
        assert any(n.startswith(f"law-{number:02d}-") for n in names), number


def test_every_record_is_adjudicated_with_the_neutral_keys(adjudicated: dict[str, dict[str, Any]]) -> None:
    assert set(adjudicated) == {p.stem for p in RECORDS}
    for name, answer in adjudicated.items():
        assert (answer["format"], answer["game"]) == ("lawkit-adjudication/1", "écarté"), name
        for dealt in answer["deals"]:
            for ruling in dealt["rulings"]:
                assert "laws" not in ruling and "cases" not in ruling
                assert ruling["citations"] and ruling["rule"].startswith("ecarte.rules."), (name, ruling)


def test_every_adjudication_has_the_runner_s_shape_and_keeps_ecarte_s_own_keys(adjudicated: dict[str, dict[str, Any]]) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    from lawkit.runner import ADJUDICATION_SCHEMA

    for name, answer in adjudicated.items():
        jsonschema.validate(answer, ADJUDICATION_SCHEMA)
        assert {"cut_for_deal", "games", "games_won", "totals"} <= set(answer), name
        for dealt in answer["deals"]:
            assert {"dealer", "elder", "trump", "tricks", "void", "complete", "marks", "scores"} <= set(dealt), name
        if answer["cut_for_deal"] is not None:
            assert answer["prelude"]["key"] == "cut_for_deal" and answer["cut_for_deal"]["dealer"] in answer["players"]


def test_each_law_s_dispute_record_draws_a_ruling_citing_it(adjudicated: dict[str, dict[str, Any]]) -> None:
    for number, *_ in LAWS:
        names = [n for n in adjudicated if n.startswith(f"law-{number:02d}-")]
        assert names, number
        for name in names:
            answer = adjudicated[name]
            rulings = [r for d in answer["deals"] for r in d["rulings"]]
            if answer.get("cut_for_deal"):
                rulings += answer["cut_for_deal"]["rulings"]
            assert {"kind": "ecarte-law", "id": number} in [c for r in rulings for c in r["citations"]], name


def test_the_regular_records_draw_no_ruling_on_an_irregularity(adjudicated: dict[str, dict[str, Any]]) -> None:
    for name, answer in adjudicated.items():
        if name.startswith("regular-"):
            cited = [c["id"] for d in answer["deals"] for r in d["rulings"] for c in r["citations"]]
            assert set(cited) <= {46}, name  # a game won is noted, nothing else


def test_the_text_report_counts_events_from_one() -> None:
    done = _run("adjudicate", "records/law-03-a-cut-of-one-card.json")
    assert done.returncode == 0
    assert "Ruling on event 2: A cuts 1 cards" in done.stdout and "Law 3 — A cut's size" in done.stdout


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "not JSON"),
        ('{"players": ["A", "B"], "deals": [{"dealer": "B", "hands": {"A": "KH", "B": "QQ"}}]}', "deal 1: B's hand"),
        (json.dumps({"players": ["A", "B"], "deals": [{"dealer": "B", "hands": {"A": "KH QH 7H AS 9C", "B": "JH 8S TS 8D 7C"},
                     "stock": "9D", "events": []}]}), "is missing"),
        (json.dumps({"players": ["A", "B"], "deals": [{"dealer": "B", "hands": {"A": "KH QH 7H AS 9C", "B": "JH 8S TS 8D 7C"},
                     "stock": "", "events": [{"player": "A", "dance": True}]}]}), "deal 1"),
    ],
)
def test_bad_input_gets_one_line_and_exit_status_2(text: str, message: str) -> None:
    done = _run("adjudicate", "-", stdin=text)
    assert done.returncode == 2 and done.stdout == ""
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_an_unknown_verb_names_the_deal_and_the_event() -> None:
    from tests.ecarte.builders import one

    data = one([{"player": "A", "dance": True}])
    done = _run("adjudicate", "-", stdin=json.dumps(data))
    assert done.returncode == 2 and "deal 1, event 1: an event names one act" in done.stderr
