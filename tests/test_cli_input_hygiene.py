"""Input that can be read is read, and what cannot is named (issue 38).

A byte-order mark opening a file is no part of its record; a whole number
too long for Python gets the reader's own message; a card is spelt in
ASCII letters or the suit symbols only, not in a letter that upper-cases
to one; and a directory's entry named as a record file that cannot be read
is an error in its place, not passed over.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from piquet.errors import NotationError
from piquet.faces.cli import main
from piquet.formats.sources import read_source
from piquet.table.cards import Card, parse_cards

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "description-example.json"
ONE_LINE = json.dumps(json.loads(EXAMPLE.read_text(encoding="utf-8")))
NOTATION = (ROOT / "examples" / "description-example.pqn").read_text(encoding="utf-8")
BOM = "\ufeff"


def _command(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(argv, out=out, err=err, stdin=io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8")), encoding="utf-8"))
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(
    ("name", "text"),
    [("one.json", ONE_LINE), ("lines.jsonl", ONE_LINE + "\n" + ONE_LINE + "\n"), ("one.pqn", NOTATION)],
)
def test_a_byte_order_mark_opening_a_file_is_passed_over(tmp_path: Path, name: str, text: str) -> None:
    path = tmp_path / name
    path.write_text(BOM + text, encoding="utf-8")
    found = read_source(str(path))
    assert [entry.error for entry in found] == [None] * len(found)
    status, _, err = _command(["validate", str(path)])
    assert status == 0 and err == ""


@pytest.mark.parametrize("text", [ONE_LINE, ONE_LINE + "\n" + ONE_LINE + "\n", json.dumps(json.loads(ONE_LINE), indent=2), NOTATION])
def test_a_byte_order_mark_opening_standard_input_is_passed_over(text: str) -> None:
    status, out, err = _command(["validate", "-"], stdin=BOM + text)
    assert status == 0 and "ok" in out and err == ""


def test_a_byte_order_mark_later_than_the_first_character_is_still_refused(tmp_path: Path) -> None:
    path = tmp_path / "late.json"
    path.write_text(" " + BOM + ONE_LINE, encoding="utf-8")
    [entry] = read_source(str(path))
    assert entry.error is not None


def test_a_whole_number_of_more_than_4300_digits_gets_the_readers_own_message() -> None:
    text = ONE_LINE.replace('"players"', '"x-big": ' + "7" * 5000 + ', "players"', 1)
    status, out, err = _command(["adjudicate", "-"], stdin=text)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and "a whole number of 5,000 digits, more than the 4,300 this library reads" in err
    assert "sys.set_int_max_str_digits" not in err and err.rstrip().endswith("reads")


def test_a_whole_number_of_4300_digits_is_read() -> None:
    text = ONE_LINE.replace('"players"', '"x-big": ' + "7" * 4300 + ', "players"', 1)
    assert _command(["validate", "-"], stdin=text)[0] == 0


def _letters_by_case() -> list[str]:
    """Every character not ASCII that upper-cases, lower-cases or folds to a text holding a card's letter or digit."""
    wanted = set("AKQJT1098SHDCakqjtshdc")
    found = []
    for point in range(0x80, 0x30000):
        character = chr(point)
        if any(set(changed) & wanted for changed in (character.upper(), character.lower(), character.casefold())):
            found.append(character)
    return found


LOOK_ALIKES = _letters_by_case()


def test_the_letters_that_case_into_a_cards_letter_include_the_long_s_and_the_kelvin_sign() -> None:
    assert "\u017f" in LOOK_ALIKES and "\u212a" in LOOK_ALIKES  # the long s upper-cases to S, the Kelvin sign lower-cases to k


@given(st.sampled_from(LOOK_ALIKES), st.sampled_from(["AS", "KH", "QD", "JC", "TS", "10H", "9D", "8C", "7S"]), st.integers(0, 2))
def test_a_card_spelt_with_a_letter_that_only_cases_into_a_valid_one_is_refused(strange: str, card: str, place: int) -> None:
    spelt = card[:place] + strange + card[place + 1 :]
    with pytest.raises(NotationError):
        Card.parse(spelt)
    with pytest.raises(NotationError):
        parse_cards(f"AH {spelt} KD")


def test_a_record_dealing_a_card_spelt_with_the_long_s_is_refused_by_the_command() -> None:
    record = json.loads(ONE_LINE)
    hand = record["deals"][0]["hands"]["A"]
    first = hand.split()[0]
    record["deals"][0]["hands"]["A"] = hand.replace(first, first[:-1] + "\u017f" if first.endswith("S") else first, 1)
    if record["deals"][0]["hands"]["A"] == hand:
        pytest.skip("the example's first card is not a spade")
    status, _, err = _command(["adjudicate", "-"], stdin=json.dumps(record, ensure_ascii=False))
    assert status == 2 and err.count("\n") == 1 and "\u017f" in err


# -- a directory's entries that cannot be read -----------------------------------------------


def _directory_with(tmp_path: Path, make: str) -> Path:
    folder = tmp_path / "records"
    folder.mkdir()
    (folder / "a-good.json").write_text(ONE_LINE, encoding="utf-8")
    bad = folder / "b-bad.json"
    if make == "dangling":
        bad.symlink_to(folder / "nowhere.json")
    elif make == "loop":
        bad.symlink_to(folder / "c-loop.json")
        (folder / "c-loop.json").symlink_to(bad)
    else:
        os.mkfifo(bad)
    return folder


@pytest.mark.parametrize(
    ("make", "said"), [("dangling", "a symbolic link to nothing"), ("loop", "a loop of symbolic links"), ("fifo", "a FIFO, not a file")]
)
def test_a_directory_entry_that_cannot_be_read_is_an_error_with_exit_status_2(tmp_path: Path, make: str, said: str) -> None:
    folder = _directory_with(tmp_path, make)
    done = subprocess.run(
        [sys.executable, "-m", "piquet", "validate", str(folder)], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == f"{folder / 'a-good.json'}: ok"
    assert lines[1] == f"{folder / 'b-bad.json'}: cannot read {folder / 'b-bad.json'}: {said}"
    assert "with errors" in lines[-1] and " 0 with errors" not in lines[-1]
