"""``piquet score``: a score pad kept by the library's partie (Laws 5, 71-73, the note to Law 71) and au cent's games."""

from __future__ import annotations

import io
import json
import os
import pty
import subprocess
import sys
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.faces.cli import main
from piquet.faces.width import COLUMNS
from piquet.game.partie import Partie, settle


class _Terminal(io.StringIO):
    """Standard input that says it is a terminal, for the interactive pad."""

    def isatty(self) -> bool:
        return True


def run(*argv: str, stdin: io.StringIO | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err, stdin=stdin or io.StringIO(""))
    return status, out.getvalue(), err.getvalue()


def pad(*argv: str, stdin: io.StringIO | None = None) -> dict[str, Any]:
    status, out, err = run("score", *argv, "--json", stdin=stdin)
    assert status == 0 and not err
    said: dict[str, Any] = json.loads(out)
    return said


def test_description_first_deal_28_23_leaves_five_to_play_and_b_short_of_the_rubicon() -> None:
    said = pad("28-23")
    assert said["totals"] == {"A": 28, "B": 23} and said["deals_left"] == 5
    assert said["short_of_rubicon"] == ["A", "B"]
    # Law 5: A dealt the first deal (the default), so B deals the second and A is elder.
    assert said["next"] == {"deal": 2, "dealer": "B", "elder": "A"}


def test_law_5_the_deal_passes_in_turn_from_the_first_dealer() -> None:
    assert pad("--dealer", "B")["next"] == {"deal": 1, "dealer": "B", "elder": "A"}
    assert pad("--dealer", "B", "10-10")["next"]["dealer"] == "A"


def test_laws_72_73_six_deals_settle_as_the_library_settles() -> None:
    deals = ["28-23", "10-40", "30-12", "20-30", "40-2", "11-0"]
    said = pad(*deals, "--stakes", "10s/100")
    assert said["complete"] and said["totals"] == {"A": 139, "B": 107}
    expected = settle({"A": 139, "B": 107})
    assert (said["result"]["winner"], said["result"]["points_won"]) == (expected.winner, expected.points_won)
    assert said["result"]["stakes"]["players"]["A"]["counted"] == 100


def test_note_to_law_71_four_deals_count_the_first_and_last_double() -> None:
    said = pad("--deals", "4", "28-23", "10-40", "10-10", "10-10")
    assert said["totals"] == {"A": 2 * 28 + 10 + 10 + 2 * 10, "B": 2 * 23 + 40 + 10 + 2 * 10}
    assert said["complete"] and said["result"]["rubicon"]
    _, out, _ = run("score", "--deals", "4", "28-23", "10-40", "10-10")
    assert "Next: deal 4 (counts double)" in out


def test_law_71_a_tie_plays_off_one_deal_each_and_a_second_tie_is_drawn() -> None:
    tied = pad(*["10-10"] * 6)
    assert not tied["complete"] and tied["deals_left"] == 2 and tied["played_off"]
    drawn = pad(*["10-10"] * 6, "1-0", "0-1")
    assert drawn["complete"] and drawn["result"]["winner"] is None and drawn["result"]["drawn"]


def test_deals_by_name_and_by_option_are_the_same_deal() -> None:
    assert pad("B=23,A=28")["totals"] == pad("--deal", "A=28,B=23")["totals"] == {"A": 28, "B": 23}
    assert pad("--players", "Ann", "Bob", "Bob=5,Ann=7")["totals"] == {"Ann": 7, "Bob": 5}


def test_au_cent_a_hundred_reached_against_less_than_fifty_is_a_double_game() -> None:
    said = pad("--variant", "au-cent", "60-20", "50-10")
    assert said["games_won"] == {"A": 2, "B": 0} and said["games"][0]["double"]
    assert said["game_in_progress"] == {"A": 0, "B": 0}


def test_au_cent_scores_count_in_the_order_written_the_game_won_at_the_hundred() -> None:
    # A's hundred counted before B's sixty: B had nothing, a double game; B's sixty first: a single.
    assert pad("--variant", "au-cent", "100-60")["games"][0]["double"]
    assert not pad("--variant", "au-cent", "B=60,A=100")["games"][0]["double"]


def test_au_cent_three_games_win_the_partie_and_settle_by_the_game() -> None:
    # A single game each (B's sixty written first, so counted first), then A's double: three games to one,
    # A two ahead, two games at five shillings.
    said = pad("--variant", "au-cent", "--stakes", "5s/game", "B=60,A=100", "60-100", "100-0")
    assert said["complete"] and said["games_won"] == {"A": 3, "B": 1}
    assert (said["result"]["winner"], said["result"]["games_ahead"]) == ("A", 2)
    assert said["result"]["stakes"]["players"]["A"]["money"]["shillings"] == 10


def test_lines_from_standard_input_show_the_state_after_each_and_skip_a_bad_line() -> None:
    status, out, err = run("score", "-", stdin=io.StringIO("28-23\nnonsense\nA=10,B=40\nq\n10-10\n"))
    assert status == 0
    assert "Totals: A 28, B 23 after 1 deal" in out and "Totals: A 38, B 63 after 2 deals" in out
    assert "after 3 deals" not in out  # q stops before the last line
    assert err.count("\n") == 1 and "nonsense" in err


def test_at_a_terminal_with_no_deals_the_pad_prompts_for_each_deal() -> None:
    status, out, _ = run("score", stdin=_Terminal("28-23\n"))
    assert status == 0 and "deal 1 (A-B, q to stop)> " in out and "deal 2 (A-B" in out


def test_bad_deals_are_exit_2_without_a_traceback() -> None:
    for argv in (("28-x",), ("A=3",), ("C=1,B=2",), ("500-1",), ("--dealer", "C"), (*["10-10"] * 6, "1-0", "0-1", "1-1")):
        status, out, err = run("score", *argv)
        assert status == 2 and err.startswith("piquet: ") and "Traceback" not in err, argv


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 120), st.integers(0, 120)), min_size=1, max_size=6), st.sampled_from([4, 6]))
def test_any_deals_total_as_the_library_partie_within_100_columns(deals: list[tuple[int, int]], length: int) -> None:
    deals = deals[:length]
    partie = Partie(("A", "B"), length)
    for a, b in deals:
        if not partie.complete:
            partie = partie.record({"A": a, "B": b})
    argv = [f"{a}-{b}" for a, b in deals[: partie.played]]
    said = pad("--deals", str(length), *argv)
    assert said["totals"] == partie.totals_by_player() and said["complete"] == partie.complete
    _, out, _ = run("score", "--deals", str(length), "--stakes", "10s/100", *argv)
    assert all(len(line) <= COLUMNS for line in out.splitlines())


def test_the_console_script_reads_a_real_terminal_one_deal_a_line_until_q() -> None:
    master, slave = pty.openpty()
    try:
        done = subprocess.Popen([sys.executable, "-m", "piquet", "score", "--dealer", "B"], stdin=slave,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        os.write(master, b"28-23\n10-40\nq\n")
        out, err = done.communicate(timeout=120)
    finally:
        os.close(master)
        os.close(slave)
    assert done.returncode == 0 and not err
    assert "deal 1 (A-B, q to stop)> " in out and "deal 3 (A-B, q to stop)> " in out
    assert "Next: deal 3, B deals, A is elder" in out


def test_the_console_script_exits_2_on_a_bad_deal_without_a_traceback() -> None:
    done = subprocess.run([sys.executable, "-m", "piquet", "score", "28-23", "12:x"], capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr and "'12:x'" in done.stderr
