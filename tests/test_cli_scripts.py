"""The ``piquet`` command in scripts: many records at once, JSON errors, ``validate``, ``new``, ``--version``.

Most tests run the command as a script would, in a child process: through
``python -m piquet`` and through the ``piquet`` console script installed
beside the interpreter.  A few that need to hide a module (``jsonschema``)
or supply one (the text notation) call :func:`piquet.faces.cli.main` in
this process instead.
"""

from __future__ import annotations

import importlib.metadata
import io
import json
import random
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

import piquet
from piquet.faces.cli import main
from piquet.formats.loading import load_any
from piquet.formats.record_json import read_record
from piquet.formats.schemas import schema
from piquet.faces.validation import record_validator, schema_error
from piquet.referee.simulate import partie_record

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
EXAMPLE = EXAMPLES / "description-example.json"
CONCESSION = EXAMPLES / "last-hand-concession.json"
CONSOLE_SCRIPT = Path(sys.executable).parent / "piquet"


def command(*argv: str, stdin: str | bytes | None = None, script: bool = False) -> subprocess.CompletedProcess[str]:
    """Run ``python -m piquet ARGV`` (or the console script) and capture its output as text."""
    program = [str(CONSOLE_SCRIPT)] if script else [sys.executable, "-m", "piquet"]
    data = stdin.decode("utf-8") if isinstance(stdin, bytes) else stdin
    return subprocess.run([*program, *argv], input=data, capture_output=True, text=True, cwd=ROOT, timeout=120)


def in_process(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err, stdin=io.StringIO(stdin))
    return status, out.getvalue(), err.getvalue()


def example() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text())
    return data


def card_played_twice() -> dict[str, Any]:
    """The Example with B's seven of diamonds played at the fourteenth event and again at the sixteenth."""
    record = example()
    record["deals"][0]["events"][13] = {"player": "B", "play": "7D"}
    return record


def random_records(count: int) -> list[dict[str, Any]]:
    return [partie_record(random.Random(seed), deals=2).to_json() for seed in range(count)]


def no_traceback(done: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in done.stderr, done.stderr[-2000:]


needs_console_script = pytest.mark.skipif(not CONSOLE_SCRIPT.exists(), reason="the piquet console script is not installed beside this Python")


# -- several records ---------------------------------------------------------------


def test_several_files_get_a_header_each_and_a_summary() -> None:
    done = command("adjudicate", str(EXAMPLE), str(CONCESSION))
    no_traceback(done)
    assert done.returncode == 0 and not done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == f"==> {EXAMPLE} <=="
    assert f"==> {CONCESSION} <==" in lines
    assert lines.index(f"==> {CONCESSION} <==") > lines.index("  Score: A 28, B 23")
    assert lines[-1] == "2 records: 2 adjudicated, 0 with errors"


def test_one_record_prints_as_before_without_header_or_summary() -> None:
    done = command("adjudicate", str(EXAMPLE))
    assert done.returncode == 0
    assert done.stdout.startswith("Piquet (rubicon), A v B")
    assert "==>" not in done.stdout and "records:" not in done.stdout


def test_a_directory_gives_its_records_sorted_and_one_bad_record_makes_status_2(tmp_path: Path) -> None:
    good, other = random_records(2)
    (tmp_path / "b-good.json").write_text(json.dumps(good))
    (tmp_path / "a-bad.json").write_text(json.dumps(card_played_twice()))
    (tmp_path / "c-lines.jsonl").write_text(json.dumps(other) + "\n" + json.dumps(good) + "\n")
    (tmp_path / "notes.txt").write_text("not a record")
    done = command("adjudicate", str(tmp_path))
    no_traceback(done)
    assert done.returncode == 2
    headers = [line for line in done.stdout.splitlines() if line.startswith("==> ")]
    assert headers == [
        f"==> {tmp_path / 'a-bad.json'} <==",
        f"==> {tmp_path / 'b-good.json'} <==",
        f"==> {tmp_path / 'c-lines.jsonl'}:1 <==",
        f"==> {tmp_path / 'c-lines.jsonl'}:2 <==",
    ]
    assert done.stdout.splitlines()[-1] == "4 records: 3 adjudicated, 1 with errors"
    assert done.stderr == f"piquet: {tmp_path / 'a-bad.json'}: deal 1, event 16, card 7D: B plays 7D, which is not in B's hand (it is on the table) (Law 59)\n"


def test_a_directory_of_examples_all_adjudicate() -> None:
    done = command("adjudicate", "--json", str(EXAMPLES / "disputes"))
    assert done.returncode == 0, done.stdout[-2000:]
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["source"] for r in results] == [str(p) for p in sorted((EXAMPLES / "disputes").glob("*.json"))]
    assert all(set(r) == {"source", "adjudication"} for r in results)
    assert done.stderr == f"{len(results)} records: {len(results)} adjudicated, 0 with errors\n"


def test_an_empty_directory_is_an_error(tmp_path: Path) -> None:
    done = command("adjudicate", str(tmp_path))
    assert done.returncode == 2 and "no record files" in done.stderr


def test_json_lines_on_standard_input_give_json_lines_and_the_summary_on_stderr() -> None:
    records = random_records(3)
    text = "\n".join(json.dumps(r) for r in records[:2]) + "\n\n{broken\n" + json.dumps(records[2]) + "\n"
    done = command("adjudicate", "--json", "-", stdin=text)
    no_traceback(done)
    assert done.returncode == 2
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["source"] for r in results] == ["<stdin>:1", "<stdin>:2", "<stdin>:4", "<stdin>:5"]
    assert results[2]["error"]["message"].startswith("not valid JSON")
    assert results[0]["adjudication"] == piquet.adjudicate(records[0]).to_json()
    assert results[3]["adjudication"] == piquet.adjudicate(records[2]).to_json()
    assert done.stderr == "4 records: 3 adjudicated, 1 with errors\n"


def test_json_lines_all_good_exit_0_and_the_text_form_has_headers() -> None:
    text = "".join(json.dumps(r) + "\n" for r in random_records(2))
    done = command("adjudicate", "-", stdin=text)
    assert done.returncode == 0 and not done.stderr
    assert "==> <stdin>:1 <==" in done.stdout and "==> <stdin>:2 <==" in done.stdout
    assert done.stdout.endswith("2 records: 2 adjudicated, 0 with errors\n")


def test_a_pretty_printed_record_on_standard_input_is_one_record() -> None:
    done = command("adjudicate", "--json", "-", stdin=json.dumps(example(), indent=2))
    assert done.returncode == 0 and not done.stderr
    assert json.loads(done.stdout)["adjudication"]["deals"][0]["scores"] == {"A": 28, "B": 23}


def test_format_jsonl_reads_a_file_whatever_its_extension(tmp_path: Path) -> None:
    lines = tmp_path / "records.txt"
    lines.write_text("".join(json.dumps(r) + "\n" for r in random_records(2)))
    done = command("adjudicate", "--format", "jsonl", "--json", str(lines))
    assert done.returncode == 0
    assert [json.loads(line)["source"] for line in done.stdout.splitlines()] == [f"{lines}:1", f"{lines}:2"]


def test_load_any_tells_one_record_from_json_lines() -> None:
    one = json.dumps(example())
    assert [entry.line for entry in load_any(one, None)] == [None]
    assert [entry.source for entry in load_any(one + "\n" + one, None, "x")] == ["x:1", "x:2"]
    assert load_any("{\n  not json\n}", None)[0].error is not None
    assert "empty" in str(load_any("  \n", None)[0].error)
    with pytest.raises(ValueError):
        load_any(one, "yaml")


# -- errors as JSON, errors as one line ----------------------------------------------


def test_json_error_of_a_record_names_deal_event_card_and_laws() -> None:
    done = command("adjudicate", "--json", "-", stdin=json.dumps(card_played_twice()))
    no_traceback(done)
    assert done.returncode == 2 and not done.stderr
    error = json.loads(done.stdout)["error"]
    assert error == {
        "deal_index": 0,
        "deal_number": 1,
        "event_index": 15,
        "event_number": 16,
        "card": "7D",
        "laws": [59],
        "cases": [],
        "message": "deal 1, event 16, card 7D: B plays 7D, which is not in B's hand (it is on the table) (Law 59)",
    }


@pytest.mark.parametrize(
    "argv, stdin, expected",
    [
        (("-",), "{not json", "not valid JSON"),
        (("/no/such/record.json",), None, "cannot read /no/such/record.json"),
        (("-",), "", "the input is empty"),
        (("-",), json.dumps({"players": ["A", "A"]}), "two distinct"),
        (("--format", "text", str(EXAMPLE)), None, "line 1"),
    ],
    ids=["bad-json", "missing-file", "empty", "record-error", "json-read-as-text"],
)
def test_every_kind_of_bad_input_is_json_under_json(argv: tuple[str, ...], stdin: str | None, expected: str) -> None:
    done = command("adjudicate", "--json", *argv, stdin=stdin)
    no_traceback(done)
    assert done.returncode == 2 and not done.stderr
    error = json.loads(done.stdout)["error"]
    assert set(error) - {"line"} == {"deal_index", "deal_number", "event_index", "event_number", "card", "laws", "cases", "message"}
    assert ("line" in error) == ("--format" in argv)  # the notation's faults name their line
    assert error["deal_index"] is error["deal_number"] is error["event_index"] is error["event_number"] is None
    assert error["card"] is None and error["laws"] == []
    assert expected in error["message"]


def test_a_file_that_is_not_utf8_is_a_json_error(tmp_path: Path) -> None:
    bad = tmp_path / "latin.json"
    bad.write_bytes(b'{"players": ["\xe9", "B"]}')
    done = command("adjudicate", "--json", str(bad))
    assert done.returncode == 2 and "not UTF-8" in json.loads(done.stdout)["error"]["message"]
    plain = command("adjudicate", str(bad))
    assert plain.returncode == 2 and plain.stderr.startswith("piquet: cannot read") and plain.stderr.count("\n") == 1


def test_without_json_an_error_is_one_line_on_stderr() -> None:
    done = command("adjudicate", "-", stdin=json.dumps(card_played_twice()))
    assert done.returncode == 2 and not done.stdout
    assert done.stderr == "piquet: deal 1, event 16, card 7D: B plays 7D, which is not in B's hand (it is on the table) (Law 59)\n"


def test_validate_json_reports_an_unreadable_file_as_json() -> None:
    done = command("validate", "--json", "/no/such.json")
    result = json.loads(done.stdout)
    assert done.returncode == 2 and result["valid"] is False and "cannot read" in result["error"]["message"]


# -- validate ------------------------------------------------------------------------


def test_validate_says_ok_for_each_good_record() -> None:
    done = command("validate", str(EXAMPLE), str(EXAMPLES / "disputes"))
    no_traceback(done)
    assert done.returncode == 0, done.stdout
    lines = done.stdout.splitlines()
    assert lines[0] == f"{EXAMPLE}: ok"
    assert all(line.endswith(": ok") for line in lines[:-1])
    assert lines[-1].endswith(" valid, 0 with errors")


def test_validate_names_the_fault_of_each_bad_record(tmp_path: Path) -> None:
    twice = example()
    twice["deals"][0]["hands"]["B"] = twice["deals"][0]["hands"]["B"].replace("TS", "AS")
    verb = example()
    verb["deals"][0]["events"].insert(2, {"player": "A", "shout": "x"})
    (tmp_path / "twice.json").write_text(json.dumps(twice))
    (tmp_path / "verb.json").write_text(json.dumps(verb))
    (tmp_path / "good.json").write_text(EXAMPLE.read_text())
    done = command("validate", str(tmp_path))
    assert done.returncode == 2
    lines = done.stdout.splitlines()
    assert lines[0] == f"{tmp_path / 'good.json'}: ok"
    assert lines[1].startswith(f"{tmp_path / 'twice.json'}: deal 1, card AS: ")
    assert lines[2].startswith(f"{tmp_path / 'verb.json'}: deal 1, event 3: ")
    assert lines[3] == "3 records: 1 valid, 2 with errors"


def test_law_59_validate_replays_the_acts_and_rejects_what_adjudicate_rejects() -> None:
    """A card played twice contradicts the record only when it is replayed: validate replays, unless told not to."""
    stdin = json.dumps(card_played_twice())
    done = command("validate", "--json", "-", stdin=stdin)
    refused = command("adjudicate", "--json", "-", stdin=stdin)
    assert done.returncode == refused.returncode == 2
    found = json.loads(done.stdout)
    assert found["valid"] is False and found["error"] == json.loads(refused.stdout)["error"]
    assert (found["error"]["deal_index"], found["error"]["event_index"], found["error"]["event_number"]) == (0, 15, 16)
    skipped = command("validate", "--json", "--no-replay", "-", stdin=stdin)
    assert skipped.returncode == 0
    assert json.loads(skipped.stdout) == {"source": "<stdin>", "valid": True, "schema_checked": True, "replayed": False}


def test_validate_json_lines(tmp_path: Path) -> None:
    bad = example()
    bad["players"] = ["A"]
    path = tmp_path / "two.jsonl"
    path.write_text(json.dumps(example()) + "\n" + json.dumps(bad) + "\n")
    done = command("validate", "--json", str(path))
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.returncode == 2
    assert results[0] == {"source": f"{path}:1", "valid": True, "schema_checked": True, "replayed": True}
    assert results[1]["valid"] is False and "two distinct" in results[1]["error"]["message"]
    assert done.stderr == "2 records: 1 valid, 1 with errors\n"


def test_validate_without_jsonschema_checks_the_facts_and_says_the_schema_was_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "jsonschema", None)  # import jsonschema now raises ImportError
    status, out, err = in_process("validate", "--json", str(EXAMPLE))
    assert status == 0
    assert json.loads(out) == {"source": str(EXAMPLE), "valid": True, "schema_checked": False, "replayed": True}
    assert "not installed" in err and "jsonschema" in err
    status, out, _ = in_process("validate", "-", stdin=json.dumps({"players": ["A", "B"], "deals": [{"dealer": "B", "hands": {"A": "AS", "B": "AS"}, "stock": ""}]}))
    assert status == 2 and "given twice" in out


def test_validate_reports_a_schema_fault_with_its_place(monkeypatch: pytest.MonkeyPatch) -> None:
    """The reader is at least as strict as the schema today, so a stricter schema stands in for a drift between them."""
    jsonschema = pytest.importorskip("jsonschema")
    strict = schema("record")
    strict["$defs"]["deal"]["properties"]["events"]["maxItems"] = 3
    monkeypatch.setattr("piquet.faces.validation.record_validator", lambda: jsonschema.Draft202012Validator(strict))
    status, out, _ = in_process("validate", "--json", str(EXAMPLE))
    error = json.loads(out)["error"]
    assert status == 2
    assert error["deal_index"] == 0 and error["deal_number"] == 1 and error["event_index"] is None
    assert "does not match the record schema at deals[0].events" in error["message"]


def test_schema_error_names_deal_and_event() -> None:
    validator = record_validator()
    if validator is None:
        pytest.skip("jsonschema is not installed")
    record = example()
    record["deals"][0]["events"][4] = {"player": "A", "call": {"point": "five"}}
    error = schema_error(record, validator)
    assert error is not None and (error.deal, error.event) == (0, 4)
    assert "deals[0].events[4]" in str(error)
    assert schema_error(example(), validator) is None


# -- new -----------------------------------------------------------------------------


def test_new_prints_a_record_that_reads_back_and_validates() -> None:
    done = command("new", "--seed", "7")
    assert done.returncode == 0 and not done.stderr
    data = json.loads(done.stdout)
    record = read_record(data)
    assert record.players == ("A", "B") and len(record.deals) == 1
    deal = record.deals[0]
    assert deal.dealer == "B" and deal.events == ()
    assert [len(deal.hands["A"]), len(deal.hands["B"]), len(deal.stock.cards)] == [12, 12, 8]
    checked = command("validate", "-", stdin=done.stdout)
    assert checked.returncode == 0 and checked.stdout == "<stdin>: ok\n"


def test_new_with_a_seed_is_reproducible_and_without_one_is_not_fixed() -> None:
    first, second, other = command("new", "--seed", "11"), command("new", "--seed", "11"), command("new", "--seed", "12")
    assert first.stdout == second.stdout
    assert first.stdout != other.stdout
    unseeded = {command("new").stdout for _ in range(2)}
    assert len(unseeded) == 2


def test_new_keeps_the_cards_given_and_deals_the_rest() -> None:
    hand = "AS KS QS JS TS 9S 8S 7S AH KH QH JH"
    stock = "7C 8C 9C TC JC QC KC AC"
    done = command("new", "--players", "North", "South", "--dealer", "North", "--hands", f"South={hand}", "--stock", stock, "--seed", "1")
    assert done.returncode == 0, done.stderr
    deal = json.loads(done.stdout)["deals"][0]
    assert deal["dealer"] == "North" and json.loads(done.stdout)["players"] == ["North", "South"]
    assert deal["hands"]["South"] == hand and deal["stock"] == stock
    assert set(deal["hands"]["North"].split()) == {"TH", "9H", "8H", "7H", "AD", "KD", "QD", "JD", "TD", "9D", "8D", "7D"}


def test_new_adjudicates_as_a_deal_not_yet_played() -> None:
    done = command("new", "--seed", "3")
    adjudicated = command("adjudicate", "--json", "-", stdin=done.stdout)
    assert adjudicated.returncode == 0
    assert json.loads(adjudicated.stdout)["adjudication"]["deals"][0]["scores"] == {"A": 0, "B": 0}


@pytest.mark.parametrize(
    "argv, expected",
    [
        (("--hands", "C=AS"), "not one of the players"),
        (("--hands", "A=ZZ"), "unknown card"),
        (("--hands", "A=AS", "B=AS"), "given twice"),
        (("--hands", "AS KS"), "PLAYER=CARDS"),
        (("--dealer", "C"), "the dealer must be one of"),
        (("--players", "A", "A"), "two distinct"),
    ],
)
def test_new_refuses_cards_or_players_that_cannot_make_a_deal(argv: tuple[str, ...], expected: str) -> None:
    done = command("new", *argv)
    no_traceback(done)
    assert done.returncode == 2 and not done.stdout
    assert done.stderr.startswith("piquet: ") and expected in done.stderr and done.stderr.count("\n") == 1


def test_new_notes_a_wrong_number_of_cards_but_writes_the_record() -> None:
    done = command("new", "--seed", "2", "--hands", "A=AS KS QS")
    assert done.returncode == 0
    assert "A's hand has 3 cards, not 12" in done.stderr and "the stock has 17 cards, not 8" in done.stderr
    read_record(json.loads(done.stdout))


# -- the text notation, where it exists ----------------------------------------------


def test_a_directory_with_a_pqn_file_reads_it_by_the_text_notation(tmp_path: Path) -> None:
    (tmp_path / "deal.pqn").write_text((ROOT / "examples" / "description-example.pqn").read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "deal.json").write_text(EXAMPLE.read_text())
    status, out, err = in_process("adjudicate", "--json", str(tmp_path))
    results = [json.loads(line) for line in out.splitlines()]
    assert status == 0, out
    assert [r["source"] for r in results] == [str(tmp_path / "deal.json"), str(tmp_path / "deal.pqn")]
    assert results[0]["adjudication"] == results[1]["adjudication"]
    assert results[1]["adjudication"]["partie"]["totals"] == {"A": 28, "B": 23}


def test_a_pqn_file_is_left_out_and_said_to_be_where_the_notation_cannot_be_imported(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "piquet.formats.notation", None)  # an import of it now fails
    (tmp_path / "deal.pqn").write_text("anything\n")
    (tmp_path / "deal.json").write_text(EXAMPLE.read_text())
    status, out, err = in_process("adjudicate", "--json", str(tmp_path))
    assert status == 0
    assert [json.loads(line)["source"] for line in out.splitlines()] == [str(tmp_path / "deal.json")]
    assert "skipped 1 .pqn file" in err and "the text notation is not available" in err


def test_a_malformed_pqn_file_is_an_error_naming_its_line(tmp_path: Path) -> None:
    pqn = tmp_path / "deal.pqn"
    pqn.write_text("anything\n")
    done = command("validate", str(pqn))
    assert done.returncode == 2 and "line 1" in done.stdout


# -- version and the ways to run it -------------------------------------------------


def test_version_is_read_from_the_installed_metadata() -> None:
    installed = importlib.metadata.version("piquet")
    assert piquet.__version__ == installed
    done = command("--version")
    assert done.returncode == 0 and done.stdout == f"piquet {installed}\n"


@needs_console_script
def test_the_console_script_and_python_m_piquet_agree() -> None:
    assert command("--version", script=True).stdout == command("--version").stdout
    by_script = command("adjudicate", "--json", str(EXAMPLE), script=True)
    by_module = command("adjudicate", "--json", str(EXAMPLE))
    assert by_script.returncode == by_module.returncode == 0
    assert by_script.stdout == by_module.stdout


@needs_console_script
def test_the_console_script_exits_2_with_json_on_stdout() -> None:
    done = command("adjudicate", "--json", "-", stdin="[1, 2", script=True)
    no_traceback(done)
    assert done.returncode == 2 and "not valid JSON" in json.loads(done.stdout)["error"]["message"]


def test_python_m_piquet_without_a_command_prints_the_help_and_exits_0() -> None:
    done = command()
    assert done.returncode == 0 and not done.stderr
    helped = command("--help")
    assert helped.returncode == 0 and done.stdout == helped.stdout
    for name in ("adjudicate", "validate", "new", "schema", "convert"):
        assert name in helped.stdout


def test_an_unknown_command_is_still_an_error_with_exit_2_in_one_line_naming_the_command_meant() -> None:
    done = command("adjudge")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr == "piquet: unknown command 'adjudge' (did you mean 'adjudicate'?)\n"
