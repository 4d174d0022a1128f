"""``piquet solve FILE``: the recorded deal's play solved from the first lead (Laws 65, 66), checked card by card."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import piquet
from piquet.faces.cli import main

ROOT = Path(__file__).resolve().parents[1]
PARTIE = ROOT / "examples" / "partie-six-deals.json"


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err, stdin=io.StringIO(""))
    return status, out.getvalue(), err.getvalue()


def _play_margin(deal: int) -> int:
    """Elder's play, cards and capot less younger's, as the referee scored the deal (Laws 65, 66)."""
    adjudged = piquet.adjudicate(json.loads(PARTIE.read_text())).deals[deal - 1]
    sign = {adjudged.elder: 1}
    return sum(sign.get(i.player, -1) * i.points for i in adjudged.items if i.item in ("play", "cards", "capot"))


def test_solve_prints_the_value_and_a_line_of_twelve_tricks() -> None:
    status, out, err = run("solve", str(PARTIE))
    assert status == 0 and not err
    assert out.startswith("Deal 1: elder North, younger South\n")
    assert "Best play is worth -17 to North (elder's play points less younger's)" in out
    line = re.search(r"Line of best play: (.*)", out)
    assert line and len(line[1].split()) == 12


def test_law_65_66_check_follows_the_play_and_ends_at_what_the_referee_scored() -> None:
    """The value after the last card is the play as scored; the losses charged explain the gap from best play."""
    for deal in (1, 2):
        status, out, err = run("solve", str(PARTIE), "--deal", str(deal), "--check")
        assert status == 0, err
        best = int(re.search(r"worth ([+-]\d+)", out)[1])  # type: ignore[index]
        ends = re.findall(r"-> ([+-]\d+)", out)
        assert int(ends[-1]) == _play_margin(deal), "after the twelfth trick the value is what was scored"
        lost = re.search(r"Lost against best play: \w+ (\d+), \w+ (\d+)", out)
        assert lost is not None
        assert best - int(lost[1]) + int(lost[2]) == int(ends[-1]), "elder's losses lower the margin, younger's raise it"
        assert out.count("Trick ") == 12


def test_check_charges_each_loss_to_the_player_of_the_card() -> None:
    status, out, _ = run("solve", str(PARTIE), "--check")
    assert status == 0
    assert "Trick 9: South leads 9C, -17 -> -13, South loses 4; North plays AC, -13 -> -20, North loses 7" in out
    assert "Lost against best play: North 7, South 4" in out


def test_a_deal_that_is_not_in_the_record_exits_2_with_one_line() -> None:
    status, out, err = run("solve", str(PARTIE), "--deal", "9")
    assert status == 2 and not out
    assert err == "piquet: there is no deal 9: the record holds deals 1 to 6\n"


def test_a_void_deal_has_no_play_to_solve_and_exits_2() -> None:
    status, out, err = run("solve", str(ROOT / "examples" / "cases" / "case-III-accepted-before-the-discard.json"))
    assert status == 2 and not out
    assert err == "piquet: deal 1: the deal was void: there is no play to solve\n"


def test_case_xxii_law_58_the_thirteenth_card_is_kept_and_never_played() -> None:
    """B played with thirteen cards: the solver takes them all and plays twelve tricks, the last card kept."""
    status, out, _ = run("solve", str(ROOT / "examples" / "cases" / "case-XXII.json"), "--check")
    assert status == 0
    assert out.count("Trick ") == 12 and "Lost against best play: A 0, B 0" in out


def test_a_bad_record_exits_2_without_a_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"players": ["A", "B"], "deals": [{"dealer": "B", "hands": {"A": "QQ", "B": ""}, "stock": ""}]}')
    done = subprocess.run([sys.executable, "-m", "piquet.faces.cli", "solve", str(bad)], capture_output=True, text=True)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1 and "QQ" in done.stderr


def test_a_missing_file_exits_2() -> None:
    status, _, err = run("solve", "/no/such/record.json")
    assert status == 2 and "cannot read" in err
