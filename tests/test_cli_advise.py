"""``piquet advise``: the discard, the calls, the card, as the deal requires; bad input is one line and exit status 2."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from piquet.faces.cli import main

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = json.loads((ROOT / "examples" / "description-example.json").read_text())


def _record(tmp_path: Path, acts: int) -> str:
    data = json.loads(json.dumps(EXAMPLE))
    data["deals"][0]["events"] = data["deals"][0]["events"][:acts]
    path = tmp_path / f"record-{acts}.json"
    path.write_text(json.dumps(data))
    return str(path)


def _run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(["advise", *argv], out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def test_laws_21_22_before_the_exchange_the_elder_is_told_which_cards_to_discard(tmp_path: Path) -> None:
    status, out, _ = _run(_record(tmp_path, 0), "--top", "2")
    assert status == 0
    lines = out.splitlines()
    assert lines[0].startswith("deal 1: A (elder hand)") and len(lines) == 3
    assert all(line.strip().startswith("discard ") and "±" in line for line in lines[1:])


def test_law_22_after_the_elders_exchange_the_younger_is_advised_and_json_gives_the_values(tmp_path: Path) -> None:
    status, out, _ = _run(_record(tmp_path, 1), "--json", "--player", "B")
    advice = json.loads(out)
    assert status == 0 and advice["player"] == "B" and advice["to"] == "discard"
    values = [choice["value"] for choice in advice["choices"]]
    assert values == sorted(values, reverse=True) and all(len(c["cards"].split()) <= 3 for c in advice["choices"])


def test_laws_46_59_after_the_exchange_the_elder_is_told_what_to_call_and_what_to_lead(tmp_path: Path) -> None:
    status, out, _ = _run(_record(tmp_path, 2), "--json", "--top", "1")
    advice = json.loads(out)
    assert status == 0 and advice["to"] == "play" and len(advice["choices"]) == 1
    assert [call["category"] for call in advice["declare"]] == ["point", "sequence", "set"]
    assert advice["declare"][0]["verdict"] == "call"


def test_the_same_seed_gives_the_same_advice(tmp_path: Path) -> None:
    path = _record(tmp_path, 12)
    assert _run(path, "--seed", "4")[1] == _run(path, "--seed", "4")[1]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--deal", "2"], "there is no deal 2"),
        (["--player", "B"], "awaits A, not B"),
        (["--player", "Z"], "not a player"),
        (["--top", "0"], "--top"),
    ],
)
def test_bad_input_is_one_line_and_exit_status_2(tmp_path: Path, argv: list[str], words: str) -> None:
    status, out, err = _run(_record(tmp_path, 0), *argv)
    assert status == 2 and out == "" and words in err and len(err.splitlines()) == 1


def test_a_finished_deal_or_a_missing_file_is_bad_input(tmp_path: Path) -> None:
    status, _, err = _run(str(ROOT / "examples" / "description-example.json"))
    assert status == 2 and "over" in err
    status, _, err = _run(str(tmp_path / "absent.json"))
    assert status == 2 and len(err.splitlines()) == 1
