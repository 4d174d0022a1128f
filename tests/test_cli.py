"""The ``piquet`` command: adjudication output, lawbook commands, and bad input (exit 2, no traceback)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from piquet.faces.cli import main

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "description-example.json"


def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err, stdin=io.StringIO(stdin))
    return status, out.getvalue(), err.getvalue()


def example() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text())
    return data


def test_adjudicate_prints_items_and_partie() -> None:
    status, out, err = run("adjudicate", str(EXAMPLE))
    assert status == 0 and not err
    assert "Score: A 28, B 23" in out
    assert "point" in out and "Law 62" in out
    assert "Partie: A 28, B 23 after 1 deal; 5 to play" in out


def test_adjudicate_bare_json_matches_the_spec_shape() -> None:
    status, out, _ = run("adjudicate", "--bare", str(EXAMPLE))
    data = json.loads(out)
    status, enveloped, _ = run("adjudicate", "--json", str(EXAMPLE))
    assert json.loads(enveloped) == {"source": str(EXAMPLE), "adjudication": data}
    deal = data["deals"][0]
    assert deal["dealer"] == "B" and deal["elder"] == "A"
    assert deal["scores"] == {"A": 28, "B": 23}
    assert {"player": "A", "item": "point", "points": 5, "laws": [62]}.items() <= deal["items"][0].items()
    assert deal["rulings"] == []
    assert data["partie"] == data["partie"] | {
        "totals": {"A": 28, "B": 23}, "complete": False, "winner": None, "points_won": None, "rubicon": None
    }


def test_adjudicate_reads_standard_input_and_markdown() -> None:
    status, out, _ = run("adjudicate", "--markdown", "-", stdin=EXAMPLE.read_text())
    assert status == 0 and out.startswith("# Piquet: A v B")


@pytest.mark.parametrize(
    "mutate, expected",
    [
        (lambda r: "{not json", "not valid JSON"),
        (lambda r: r["deals"][0]["hands"].update(A="ZZ " + r["deals"][0]["hands"]["A"]) or r, "deal 1"),
        (lambda r: r["deals"][0]["hands"].update(B=r["deals"][0]["hands"]["B"].replace("TS", "AS")) or r, "card AS"),
        (lambda r: r["deals"][0]["events"].insert(2, {"player": "A", "shout": "x"}) or r, "deal 1, event 3"),
        (lambda r: r["deals"][0]["events"].__setitem__(15, {"player": "B", "play": "AC KC QC JD"}) or r, "Law 59"),
    ],
    ids=["bad-json", "unknown-card", "card-twice", "unknown-verb", "revoke"],
)
def test_bad_input_exits_2_naming_the_place(mutate: Any, expected: str) -> None:
    record = mutate(example())
    text = record if isinstance(record, str) else json.dumps(record)
    status, out, err = run("adjudicate", "-", stdin=text)
    assert status == 2
    assert expected in err
    assert "Traceback" not in err
    assert not out


def test_law_59_a_card_played_twice_is_refused_with_the_card_named() -> None:
    """A revoke is ruled on, but a record that then plays the same card again contradicts itself."""
    record = example()
    events = record["deals"][0]["events"]
    events[13] = {"player": "B", "play": "7D"}  # B holds the ten of hearts: a revoke, noted
    status, _, err = run("adjudicate", "-", stdin=json.dumps(record))
    assert status == 2
    assert "deal 1, event 16, card 7D" in err and "not in B's hand (it is on the table)" in err and "Law 59" in err


def test_law_59_a_revoke_claimed_is_ruled_on_in_the_report() -> None:
    record = example()
    events = record["deals"][0]["events"]
    revoke_at = next(i for i, e in enumerate(events) if e.get("play") == "TH")
    events[revoke_at + 1 :] = []
    events[revoke_at] = {"player": "B", "play": "7D"}
    events.append({"player": "A", "claim": "revoke"})
    status, out, err = run("adjudicate", "-", stdin=json.dumps(record))
    assert status == 0, err
    assert "revoked with 7D" in out and "Law 59" in out


def test_console_script_has_no_traceback_and_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"players": ["A", "B"], "deals": [{"dealer": "B", "hands": {"A": "QQ", "B": ""}, "stock": ""}]}')
    done = subprocess.run([sys.executable, "-m", "piquet.faces.cli", "adjudicate", str(bad)], capture_output=True, text=True)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and "QQ" in done.stderr


def test_missing_file_exits_2() -> None:
    status, _, err = run("adjudicate", "/no/such/record.json")
    assert status == 2 and "cannot read" in err


def test_law_command_shows_statement_and_under_verbose_the_rules() -> None:
    status, out, _ = run("law", "46")
    assert status == 0
    assert out.startswith("Law 46.")
    assert "piquet.rules.calls" not in out
    status, out, _ = run("law", "46", "--verbose")
    assert status == 0 and "piquet.rules.calls" in out


@pytest.mark.parametrize("argv", [("law", "79"), ("law", "0"), ("law", "x"), ("case", "XXIII"), ("au-cent", "nope")])
def test_unknown_law_or_case_exits_2(argv: tuple[str, ...]) -> None:
    status, out, err = run(*argv)
    said = "no law mentions 'x'" if argv == ("law", "x") else "no provision"  # a word is looked for
    assert status == 2 and said in err and not out


def test_case_command_json() -> None:
    status, out, _ = run("case", "iv", "--json")
    data = json.loads(out)
    assert status == 0 and data["id"] == "IV" and data["kind"] == "case" and data["statement"]


def test_laws_lists_headings() -> None:
    status, out, _ = run("laws", "--json")
    headings = [h["heading"] for h in json.loads(out)["headings"]]
    assert headings[:3] == ["Shuffling", "Cutting", "Dealing"] and "Bystanders" in headings


def test_laws_coverage_json_lists_every_law_case_and_clause() -> None:
    from piquet.lawbook.catalogue import AU_CENT_CLAUSES

    status, out, _ = run("laws", "--coverage", "--json")
    entries = json.loads(out)
    assert status == 0
    laws = [e["id"] for e in entries if e["kind"] == "law"]
    cases = [e["id"] for e in entries if e["kind"] == "case"]
    clauses = [e["id"] for e in entries if e["kind"] == "au-cent"]
    assert laws == list(range(1, 79))
    assert len(cases) == 22 and cases[3] == "IV"
    assert clauses == list(AU_CENT_CLAUSES)
    for entry in entries:
        assert set(entry) >= {"kind", "id", "title", "status", "rules", "tests"}
        assert entry["status"] in ("implemented", "partial", "not yet", "out of scope")
        if entry["status"] == "implemented":
            assert entry["rules"] and entry["tests"]


def test_law_71_adjudicate_with_statements_states_the_cited_laws() -> None:
    from piquet.lawbook.catalogue import law_provision

    concession = str(ROOT / "examples" / "last-hand-concession.json")
    _, plain, _ = run("adjudicate", concession)
    status, full, _ = run("adjudicate", "--statements", concession)
    assert status == 0
    first_words = " ".join(law_provision(73).statement.split()[:4])
    assert first_words not in " ".join(plain.split()) and first_words in " ".join(full.split())


def test_law_9_displaced_under_au_cent_by_the_deal_by_twos() -> None:
    status, out, _ = run("law", "9", "--au-cent", "--json")
    data = json.loads(out)
    assert status == 0 and not data["unchanged"]
    assert [(p["kind"], p["id"]) for p in data["in_force"]] == [("au-cent", "deal-by-twos"), ("law", 9)]
    status, out, _ = run("law", "62", "--au-cent")
    assert status == 0 and "applies unchanged" in out
    assert run("law", "99", "--au-cent")[0] == 2
