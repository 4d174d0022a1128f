"""``piquet settle A B``: a finished partie's result from its totals (Laws 71-73), the rule in words, and the money."""

from __future__ import annotations

import io
import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.faces.cli import main
from piquet.faces.width import COLUMNS


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err, stdin=io.StringIO(""))
    return status, out.getvalue(), err.getvalue()


def result(*argv: str) -> dict[str, Any]:
    status, out, err = run("settle", *argv, "--json")
    assert status == 0 and not err
    said: dict[str, Any] = json.loads(out)
    return said


def test_law_73_rubicon_125_v_81_wins_both_totals_and_a_hundred() -> None:
    said = result("125", "81")
    assert (said["winner"], said["points_won"], said["rubicon"]) == ("A", 125 + 81 + 100, True)
    status, out, _ = run("settle", "125", "81")
    assert status == 0
    assert out.splitlines()[0] == "Result: A wins 306 points, a rubicon."
    assert "(Law 73)" in out and "125 + 81 + 100 = 306" in out


def test_law_72_loser_past_a_hundred_pays_the_difference_and_a_hundred() -> None:
    said = result("105", "125", "--players", "North", "South")
    assert (said["winner"], said["points_won"], said["rubicon"]) == ("South", 125 - 105 + 100, False)
    assert "(Law 72)" in str(said["rule"])


def test_law_73_the_winner_need_not_reach_a_hundred_himself() -> None:
    said = result("95", "80")
    assert (said["winner"], said["points_won"], said["rubicon"]) == ("A", 95 + 80 + 100, True)


def test_law_71_equal_totals_win_nothing() -> None:
    said = result("90", "90")
    assert said["winner"] is None and said["points_won"] == 0
    status, out, _ = run("settle", "90", "90")
    assert status == 0 and "(Law 71)" in out and "drawn" in out


def test_stakes_ten_shillings_a_hundred_drop_fractions_of_fifty_and_say_so() -> None:
    said = result("125", "81", "--stakes", "10s/100")
    stakes = said["stakes"]
    assert stakes["players"]["A"]["counted"] == 300
    # 300 points at ten shillings a hundred: three times ten shillings.
    assert (stakes["players"]["A"]["money"]["pounds"], stakes["players"]["A"]["money"]["shillings"]) == (1, 10)
    status, out, _ = run("settle", "125", "81", "--stakes", "10s/100")
    assert "B pays A £1 10s" in out and "Rounding: points are reckoned in whole 50s" in out


def test_au_cent_games_won_settle_by_the_game() -> None:
    said = result("3", "1", "--variant", "au-cent", "--stakes", "5s/game")
    assert (said["winner"], said["games_ahead"]) == ("A", 2)
    status, out, _ = run("settle", "3", "1", "--variant", "au-cent", "--stakes", "5s/game")
    assert "B pays A 10s" in out


def test_au_cent_stake_on_points_settles_nothing_and_says_why() -> None:
    _, out, _ = run("settle", "3", "1", "--variant", "au-cent", "--stakes", "10s/100")
    assert "nothing settled" in out


def test_bad_totals_and_stakes_are_exit_2_without_a_traceback() -> None:
    for argv in (("x", "3"), ("-5", "3"), ("3",), ("125", "81", "--stakes", "ten bob"), ("3", "3", "--variant", "au-cent")):
        status, out, err = run("settle", *argv)
        assert status == 2 and "Traceback" not in err and err, argv
    status, _, err = run("settle", "1", "2", "--players", "A", "A")
    assert status == 2 and "two names" in err


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2000), st.integers(0, 2000))
def test_any_totals_settle_by_laws_72_73_within_100_columns(a: int, b: int) -> None:
    said = result(str(a), str(b))
    high, low = max(a, b), min(a, b)
    expected = 0 if a == b else (high + low + 100 if low < 100 else high - low + 100)
    assert said["points_won"] == expected
    _, out, _ = run("settle", str(a), str(b), "--stakes", "threepenny")
    assert all(len(line) <= COLUMNS for line in out.splitlines())
