"""Cards for a person at a terminal: suit symbols and red hearts and diamonds on a terminal only, never with NO_COLOR, and hands in suit rows.

The command runs in a pseudo-terminal (the ``pty`` module), as a person
would see it, and through a pipe, as a script would.
"""

from __future__ import annotations

import io
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from piquet import Card
from piquet.faces.terminal import PLAIN, RED, RESET, CardStyle, style_for

pty = pytest.importorskip("pty")  # POSIX only

ROOT = Path(__file__).resolve().parents[1]
SHUFFLE = "examples/disputes/law-2-3-7-8-shuffle-and-cut.json"  # a ruling names 7D, a diamond
ESCAPE = "\x1b["


def _environ(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TERM")}
    env.update(PYTHONPATH=str(ROOT), TERM="xterm", PYTHONIOENCODING="utf-8", **extra)
    return env


def _in_terminal(args: list[str], **extra: str) -> str:
    """What ``python -m piquet ARGS`` writes to a pseudo-terminal."""
    leader, follower = pty.openpty()
    with subprocess.Popen(
        [sys.executable, "-m", "piquet", *args], stdin=follower, stdout=follower, stderr=follower, cwd=ROOT, env=_environ(**extra)
    ) as process:
        os.close(follower)
        out = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the terminal is closed once the command has ended
                break
            if not chunk:
                break
            out += chunk
        process.wait(timeout=300)
    os.close(leader)
    assert process.returncode == 0, out[-2000:]
    return out.decode("utf-8").replace("\r\n", "\n")


def _piped(args: list[str], **extra: str) -> str:
    done = subprocess.run([sys.executable, "-m", "piquet", *args], capture_output=True, cwd=ROOT, env=_environ(**extra), check=True)
    return done.stdout.decode("utf-8")


@pytest.fixture(scope="module")
def advisable(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A deal just dealt, awaiting the elder's discard."""
    from piquet.faces.template import new_record

    path = tmp_path_factory.mktemp("advise") / "dealt.json"
    path.write_text(json.dumps(new_record(random.Random(1))), encoding="utf-8")
    return path


def test_adjudicate_in_a_terminal_draws_red_diamonds_with_their_symbol() -> None:
    shown = _in_terminal(["adjudicate", SHUFFLE])
    assert f"A cuts and exposes {RED}7♦{RESET}" in shown
    assert f"{RED}7♦{RESET} was seen" in shown
    assert not re.search(r"\b[789TJQKA][SHDC]\b", shown)  # every card code became a card


def test_no_color_keeps_the_symbols_and_drops_every_escape_code() -> None:
    shown = _in_terminal(["adjudicate", SHUFFLE], NO_COLOR="1")
    assert "A cuts and exposes 7♦" in shown
    assert ESCAPE not in shown


def test_output_piped_is_as_it_always_was_no_colour_no_symbols() -> None:
    piped = _piped(["adjudicate", "--acts", SHUFFLE])
    assert ESCAPE not in piped and "♦" not in piped
    assert piped == (ROOT / SHUFFLE.replace(".json", ".txt")).read_text(encoding="utf-8")


def test_advise_in_a_terminal_shows_the_hand_one_row_a_suit_hearts_and_diamonds_red(advisable: Path) -> None:
    shown = _in_terminal(["advise", str(advisable), "--top", "1"])
    lines = shown.splitlines()
    assert lines[0] == "deal 1: A (elder hand, against B) holds"
    rows = lines[1:5]
    assert [row.strip().replace(RED, "")[0] for row in rows] == ["♠", "♥", "♦", "♣"]
    for row, red in zip(rows, (False, True, True, False)):
        assert row.strip().startswith(RED) is red and row.endswith(RESET) is red
    assert any(line.startswith("  best") and " discard " in line for line in lines[5:])
    piped = _piped(["advise", str(advisable), "--top", "1"])
    assert piped.splitlines()[0].startswith("deal 1: A (elder hand, against B) holds ") and ESCAPE not in piped


def test_solve_in_a_terminal_colours_the_line_of_best_play() -> None:
    shown = _in_terminal(["solve", "examples/description-example.json"])
    line = next(line for line in shown.splitlines() if line.startswith("Line of best play: "))
    assert f"{RED}A♥{RESET}" in line and "A♠" in line and f"{RED}A♠" not in line
    piped = _piped(["solve", "examples/description-example.json"])
    assert "AH" in piped and ESCAPE not in piped


class _Terminal(io.StringIO):
    def __init__(self, encoding: str = "utf-8") -> None:
        super().__init__()
        self._encoding = encoding

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return self._encoding

    def isatty(self) -> bool:
        return True


def test_a_stream_that_is_not_a_terminal_gets_the_plain_codes() -> None:
    assert style_for(io.StringIO(), {}) is PLAIN
    assert PLAIN.in_text("A plays TH") == "A plays TH" and PLAIN.suit_rows("AS KH") == []


def test_no_color_set_to_any_value_turns_the_colour_off_and_set_empty_does_not() -> None:
    """https://no-color.org: the variable counts when it is present and not empty, whatever its value."""
    assert style_for(_Terminal(), {}).colour
    assert not style_for(_Terminal(), {"NO_COLOR": "1"}).colour
    assert not style_for(_Terminal(), {"NO_COLOR": "false"}).colour
    assert style_for(_Terminal(), {"NO_COLOR": ""}).colour
    assert not style_for(_Terminal(), {"TERM": "dumb"}).colour


def test_a_terminal_that_cannot_write_the_symbols_gets_the_codes_coloured() -> None:
    style = style_for(_Terminal("ascii"), {})
    assert style == CardStyle(terminal=True, symbols=False, colour=True)
    assert style.card(Card.parse("TH")) == f"{RED}10H{RESET}"


def test_a_player_whose_label_looks_like_a_card_is_not_drawn_as_one() -> None:
    style = CardStyle(terminal=True, symbols=True, colour=False)
    assert style.in_text("KS cuts QH", labels=("KS", "B")) == "KS cuts Q♥"


def test_a_void_suit_is_a_row_of_its_own() -> None:
    style = CardStyle(terminal=True, symbols=True, colour=False)
    assert style.suit_rows("AS TS 7C") == ["♠ A 10", "♥ -", "♦ -", "♣ 7"]
