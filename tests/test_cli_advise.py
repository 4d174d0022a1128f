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
    assert lines[0].startswith("deal 1: A (elder hand, against B)")
    choices = [line for line in lines if line.startswith(("  best", "  then"))]
    assert len(choices) == 2 and lines[-2:] == choices
    assert all(": discard " in line and "±" in line and line.endswith("points for A") for line in choices)
    said = " ".join(" ".join(lines[1:-2]).split())
    assert said.startswith("figures: A's points less B's for the whole deal") and "standard error" in said


def test_laws_21_22_the_figures_say_whose_side_and_against_what_in_json_too(tmp_path: Path) -> None:
    status, out, _ = _run(_record(tmp_path, 1), "--json")
    advice = json.loads(out)
    assert status == 0 and advice["player"] == "B" and advice["against"] == "A"
    assert advice["measure"].startswith("B's points less A's for the whole deal")
    assert f"over {advice['choices'][0]['samples']} deals" in advice["measure"]


def test_law_59_tied_cards_to_play_are_one_line_and_every_tie_is_shown(tmp_path: Path) -> None:
    """After the exchange A holds the four top hearts, which are worth the same to lead: one line, all four."""
    path = _record(tmp_path, 2)
    status, out, _ = _run(path, "--top", "1")
    assert status == 0
    choices = [line for line in out.splitlines() if line.startswith(("  best", "  then"))]
    assert choices == [choices[0]] and choices[0].startswith("  best (tied): play ")
    tied = choices[0].split(": play ")[1].split(":")[0]
    assert tied.count(",") + tied.count(" or ") == 3
    status, out, _ = _run(path, "--top", "1", "--json")
    values = [choice["value"] for choice in json.loads(out)["choices"]]
    assert len(values) == 4 and len(set(values)) == 1
    assert "figures: A's points of the play from this card on" in " ".join(_run(path)[1].split())


def test_law_22_after_the_elders_exchange_the_younger_is_advised_and_json_gives_the_values(tmp_path: Path) -> None:
    status, out, _ = _run(_record(tmp_path, 1), "--json", "--player", "B")
    advice = json.loads(out)
    assert status == 0 and advice["player"] == "B" and advice["to"] == "discard"
    values = [choice["value"] for choice in advice["choices"]]
    assert values == sorted(values, reverse=True) and all(len(c["cards"].split()) <= 3 for c in advice["choices"])


def test_laws_46_59_after_the_exchange_the_elder_is_told_what_to_call_and_what_to_lead(tmp_path: Path) -> None:
    status, out, _ = _run(_record(tmp_path, 2), "--json", "--top", "1")
    advice = json.loads(out)
    assert status == 0 and advice["to"] == "play" and len({choice["value"] for choice in advice["choices"]}) == 1  # ties
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
