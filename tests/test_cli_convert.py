"""``piquet convert``, ``piquet new --pqn``, ``--format pqn`` and faults in the notation naming their line.

Every example record goes JSON -> PQN -> JSON through the command and comes
back the same record, adjudicated the same; the ``.pqn`` examples go
PQN -> JSON -> PQN and come back to the canonical text.
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path
from typing import Any

import pytest

from piquet import adjudicate, read_record
from piquet.faces.cli import build_parser, main
from piquet.formats.loading import load_any, sniff_format
from piquet.formats.sources import read_source
from piquet.formats.notation import format_record_text, parse_record_text
from piquet.formats.session_json import is_chouette_session
from piquet.table.cards import CARD_SYNTAX

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
EXAMPLE = EXAMPLES / "description-example.json"
EXAMPLE_PQN = EXAMPLES / "description-example.pqn"


def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err, stdin=io.StringIO(stdin))
    return status, out.getvalue(), err.getvalue()


def _records() -> list[Path]:
    found = []
    for path in sorted(EXAMPLES.rglob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        # Other games' records (examples/ecarte, examples/whist) are not piquet's, and have no notation.
        if not is_chouette_session(data) and data.get("format", "piquet-record/1").startswith("piquet-record"):
            found.append(path)
    return found


RECORDS = _records()
NOTATION = sorted(EXAMPLES.rglob("*.pqn"))


def test_the_examples_include_records_and_notation() -> None:
    assert len(RECORDS) > 90 and EXAMPLE in RECORDS and NOTATION == [EXAMPLE_PQN]


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: str(p.relative_to(EXAMPLES)))
def test_convert_json_to_pqn_and_back_is_the_same_record_and_adjudicates_the_same(path: Path) -> None:
    original: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    status, pqn, err = run("convert", str(path), "--to", "pqn")
    assert status == 0 and not err
    status, back, err = run("convert", "-", "--to", "json", stdin=pqn)
    assert status == 0 and not err
    again = json.loads(back)
    assert read_record(again) == read_record(original)
    assert again == read_record(original).to_json()
    assert adjudicate(again).to_json() == adjudicate(original).to_json()


@pytest.mark.parametrize("path", NOTATION, ids=lambda p: p.name)
def test_convert_pqn_to_json_and_back_is_the_canonical_text(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    status, as_json, _ = run("convert", str(path))  # to the other format: JSON
    assert status == 0
    assert json.loads(as_json) == parse_record_text(text)
    status, as_pqn, _ = run("convert", "-", stdin=as_json)  # JSON on standard input: to PQN
    assert status == 0
    assert as_pqn == format_record_text(parse_record_text(text))
    assert parse_record_text(as_pqn) == parse_record_text(text)
    assert adjudicate(parse_record_text(as_pqn)).to_json() == adjudicate(parse_record_text(text)).to_json()


def test_convert_tells_the_format_of_standard_input_and_of_an_unnamed_file_by_its_text(tmp_path: Path) -> None:
    text = EXAMPLE_PQN.read_text(encoding="utf-8")
    unnamed = tmp_path / "record.txt"
    unnamed.write_text(text, encoding="utf-8")
    expected = json.loads(run("convert", str(EXAMPLE_PQN), "--to", "json")[1])
    for argv, stdin in ((["-"], text), ([str(unnamed)], "")):
        status, out, err = run("convert", *argv, stdin=stdin)
        assert status == 0 and not err and json.loads(out) == expected
    assert sniff_format(text) == "pqn" and sniff_format(EXAMPLE.read_text()) == "json"
    assert read_source(str(unnamed))[0].format == "pqn"


def test_convert_refuses_a_chouette_session_several_records_and_bad_input_in_one_line(tmp_path: Path) -> None:
    status, out, err = run("convert", str(EXAMPLES / "chouette-session.json"))
    assert status == 2 and not out and err.startswith("piquet: a chouette session has no notation")
    two = json.dumps(json.loads(EXAMPLE.read_text())) + "\n"
    status, out, err = run("convert", "-", stdin=two * 2)
    assert status == 2 and not out and "holds 2 records; convert reads one" in err
    bad = EXAMPLE_PQN.read_text().replace("A: play AH", "A: play AX")
    status, out, err = run("convert", "-", stdin=bad)
    assert status == 2 and not out and len(err.splitlines()) == 1 and "line 22" in err and "card AX" in err


def test_new_pqn_writes_the_template_in_the_notation() -> None:
    status, as_json, _ = run("new", "--seed", "5", "--players", "North", "South")
    status_pqn, as_pqn, _ = run("new", "--seed", "5", "--players", "North", "South", "--pqn")
    assert status == status_pqn == 0
    assert as_pqn.startswith("players: North South\n")
    assert parse_record_text(as_pqn) == read_record(json.loads(as_json)).to_json()


def test_format_pqn_names_the_notation_and_text_is_still_read_as_it() -> None:
    text = EXAMPLE_PQN.read_text()
    assert run("adjudicate", "--format", "pqn", "-", stdin=text) == run("adjudicate", "--format", "text", "-", stdin=text)
    status, out, err = run("adjudicate", "--format", "text", "-", stdin=text)
    assert status == 0 and not err and "Score: A 28, B 23" in out
    shown = io.StringIO()
    with contextlib.redirect_stdout(shown), pytest.raises(SystemExit):
        build_parser().parse_args(["adjudicate", "--help"])
    assert "--format {json,jsonl,pqn}" in shown.getvalue() and "pqn,text" not in shown.getvalue()
    assert [entry.data for entry in load_any(text, "text")] == [entry.data for entry in load_any(text, "pqn")]
    said = io.StringIO()
    with contextlib.redirect_stderr(said):
        status = main(["adjudicate", "--format", "xml", "-"])
    assert status == 2 and "invalid choice" in said.getvalue() and "'pqn'" in said.getvalue()


def test_law_59_adjudicate_and_validate_name_the_line_of_a_fault_found_in_the_replay_of_a_pqn() -> None:
    bad = EXAMPLE_PQN.read_text().replace("A: play AH", "A: play 7D")  # B holds the seven of diamonds
    line = bad.splitlines().index("A: play 7D") + 1
    status, out, err = run("adjudicate", "-", stdin=bad)
    assert status == 2 and not out
    assert err.startswith(f"piquet: line {line}, deal 1, event 11, card 7D: A plays 7D") and "(Law 59)" in err
    status, out, _ = run("validate", "-", stdin=bad)
    assert status == 2 and out == "<stdin>: " + err[len("piquet: "):]
    status, out, _ = run("adjudicate", "--json", "-", stdin=bad)
    error = json.loads(out)["error"]
    assert (error["line"], error["deal_index"], error["event_index"], error["card"]) == (line, 0, 10, "7D")
    assert (error["deal_number"], error["event_number"]) == (1, 11)
    assert run("validate", "--no-replay", "-", stdin=bad)[0] == 0


def test_a_reader_fault_in_a_pqn_is_worded_alike_by_adjudicate_and_validate() -> None:
    bad = EXAMPLE_PQN.read_text().replace("A: play KD", "A: play AX")
    _, _, adjudicated = run("adjudicate", "-", stdin=bad)
    _, validated, _ = run("validate", "-", stdin=bad)
    said = f"line 26, deal 1, event 17, card AX: play: unknown card 'AX': {CARD_SYNTAX}\n"
    assert adjudicated == f"piquet: {said}"
    assert validated == f"<stdin>: {said}"
