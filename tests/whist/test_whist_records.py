"""Every shipped whist record adjudicates in lawkit's one JSON shape, through the command too; the template stays small."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lawkit.runner import ADJUDICATION_SCHEMA
from tests.whist.builders import FOLDER, RECORDS, load
from whist import CODEX, RUNNER, law
from whist.cards import PACK, Card, card

#: The law each shipped record is there to show (the regular deal shows scoring by cards alone).
SHOWS = {
    "regular-deal": "by-cards", "revoke-three-tricks": "revoke-penalty", "revoke-three-off": "revoke-penalty",
    "revoke-three-on": "revoke-penalty", "revoke-corrected": "correction", "exposed-card-called": "exposed",
    "lead-out-of-turn-card-called": "lead-out-of-turn", "lead-out-of-turn-suit-called": "lead-out-of-turn",
    "lead-out-of-turn-stands": "lead-out-of-turn",
}


def test_the_records_are_the_ones_listed_and_at_least_eight() -> None:
    assert sorted(p.stem for p in RECORDS) == sorted(SHOWS) and len(RECORDS) >= 8


@pytest.mark.parametrize("name", sorted(SHOWS))
def test_each_record_fits_the_schema_and_cites_the_law_it_shows(name: str) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    shown = RUNNER.adjudicate(load(name)).to_json()
    jsonschema.validate(shown, ADJUDICATION_SCHEMA)
    cited = {c["id"] for r in shown["deals"][0]["rulings"] for c in r["citations"]}
    assert (SHOWS[name] in cited) == (name != "regular-deal") and all(law(c) in CODEX for c in cited)


def _command(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(FOLDER), str(FOLDER.parents[1])]))
    return subprocess.run([sys.executable, "-m", "whist", *args], cwd=FOLDER, capture_output=True, text=True, env=env)


@pytest.mark.parametrize(("flag", "start"), [("--json", "{"), ("--markdown", "# whist"), ("--html", "<!DOCTYPE html>"), ("", "whist: Ann")])
def test_the_command_adjudicates_a_record_in_each_form(flag: str, start: str) -> None:
    done = _command("adjudicate", *([flag] if flag else []), "records/revoke-three-on.json")
    assert done.returncode == 0 and done.stdout.startswith(start) and "revoke" in done.stdout


def test_the_command_answers_bad_input_with_one_line_and_status_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    record = load("regular-deal")
    del record["deals"][0]["dealer"]
    bad.write_text(json.dumps(record), encoding="utf-8")
    done = _command("adjudicate", str(bad))
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "deal 1: dealer: one of Ann, Bob, Cat, Dan" in done.stderr


def test_a_deal_must_hold_the_whole_pack_thirteen_cards_each() -> None:
    record = load("regular-deal")
    hands = record["deals"][0]["hands"]
    hands["Ann"][0] = hands["Bob"][0]
    with pytest.raises(ValueError, match="thirteen cards each, the whole pack"):
        RUNNER.adjudicate(record)


@given(st.sampled_from(sorted(PACK)))
def test_a_card_reads_back_from_what_it_writes_and_ten_is_written_either_way(found: Card) -> None:
    assert card(str(found)) == found == card(str(found).lower())
    if found.rank == 10:
        assert card("T" + found.suit) == found


@pytest.mark.parametrize("text", ["1S", "AX", "", "10", "AS ", 14])
def test_anything_else_is_not_a_card(text: object) -> None:
    with pytest.raises(ValueError, match="a card such as AS, 10H or TH"):
        card(text)


def test_the_template_stays_under_400_lines() -> None:
    lines = sum(len(p.read_text(encoding="utf-8").splitlines()) for p in (FOLDER / "whist").glob("*.py"))
    assert lines < 400, f"examples/whist/whist has {lines} lines"
