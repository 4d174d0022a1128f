"""Hostile input: a record mutated at every level never breaks the library, and every message is bounded.

The robustness tests splice ordinary JSON values into the Example.  These
splice the values that broke earlier versions: a value nested deeper than
Python's recursion limit, integers of thousands of digits, strings of a
hundred thousand characters, control characters and lone surrogates, long
lists, and records past the size limits.  In process the only error is
:class:`~piquet.errors.RecordError`; from the command, exit status 2 and one
line.  Every message stays within a couple of hundred characters.
"""

from __future__ import annotations

import copy
import io
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet import adjudicate
from piquet.errors import MESSAGE_LIMIT, PiquetError, RecordError, shown
from piquet.faces.cli import main
from piquet.game.record import MAX_DEALS, MAX_EVENTS, MAX_LABEL, MAX_TEXT
from piquet.formats.record_json import load_record, read_record
from piquet.game.partie import MOST_IN_A_DEAL, most_after

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE: dict[str, Any] = json.loads((ROOT / "examples" / "description-example.json").read_text(encoding="utf-8"))

#: What an error's text may reach: the reason (MESSAGE_LIMIT) with its place and laws.
LONGEST = MESSAGE_LIMIT + 80


def _deep(depth: int = 3000, inner: Any = None) -> Any:
    value: Any = inner
    for level in range(depth):
        value = [value] if level % 2 else {"k": value}
    return value


HOSTILE: dict[str, Any] = {
    "deep": _deep(),
    "huge integer": 10**5000,
    "huge negative": -(10**5000),
    "long string": "A" * 100_000,
    "long card-like string": "AS " * 30_000,
    "control characters": "A\x00\nB\r\x1b[31m",
    "lone surrogate": "\ud800",
    "long list": ["AS"] * 20_000,
    "wide object": {str(i): i for i in range(5_000)},
    "nan": float("nan"),
    "infinity": float("inf"),
    "big float": 1e308,
}


def _paths(node: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield here
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, here + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, here + (index,))


PATHS = [p for p in _paths(EXAMPLE) if p]


def _spliced(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    data = copy.deepcopy(EXAMPLE)
    node: Any = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


def _answer(data: Any) -> RecordError | None:
    """Adjudicate: a result or a bounded one-line RecordError; anything else fails the test."""
    try:
        adjudicate(data)
    except RecordError as error:
        text = str(error)
        assert len(text) <= LONGEST, f"{len(text)} characters: {text[:300]}"
        assert "\n" not in text and "\r" not in text
        assert error.card is None or len(error.card) <= 40
        return error
    except PiquetError as error:
        raise AssertionError(f"{type(error).__name__} instead of RecordError: {error}") from error
    except Exception as error:  # noqa: BLE001 - the point is that nothing else escapes
        raise AssertionError(f"{type(error).__name__} escaped: {str(error)[:300]}") from error
    return None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(PATHS), name=st.sampled_from(sorted(HOSTILE)))
def test_record_format_hostile_values_at_every_place_give_a_bounded_record_error(path: tuple[Any, ...], name: str) -> None:
    _answer(_spliced(path, HOSTILE[name]))


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_record_format_hostile_value_as_an_event(name: str) -> None:
    data = copy.deepcopy(EXAMPLE)
    data["deals"][0]["events"].insert(3, HOSTILE[name])
    error = _answer(data)
    assert error is not None and (error.deal, error.event) == (0, 3)


@pytest.mark.parametrize("name", sorted(HOSTILE))
@pytest.mark.parametrize("key", ["player", "play", "reply", "call", "write", "remark", "answer", "elect"])
def test_record_format_hostile_value_under_each_verb(name: str, key: str) -> None:
    data = copy.deepcopy(EXAMPLE)
    data["deals"][0]["events"].insert(3, {"player": "B", key: HOSTILE[name]} if key != "player" else {key: HOSTILE[name], "play": "7H"})
    error = _answer(data)
    assert error is not None and error.deal == 0


def test_shown_never_breaks_and_stays_short() -> None:
    for value in HOSTILE.values():
        assert len(shown(value)) <= 80
    assert shown(10**5000).startswith("an integer of about 500")
    assert shown("AS") == "'AS'"


# -- limits -------------------------------------------------------------------------


def test_record_format_too_many_deals_is_refused_plainly() -> None:
    data = copy.deepcopy(EXAMPLE)
    data["deals"] = data["deals"] * (MAX_DEALS + 1)
    with pytest.raises(RecordError, match=f"{MAX_DEALS} at most"):
        read_record(data)


def test_record_format_too_many_events_is_refused_plainly() -> None:
    data = copy.deepcopy(EXAMPLE)
    data["deals"][0]["events"] = data["deals"][0]["events"] * (MAX_EVENTS // len(data["deals"][0]["events"]) + 1)
    with pytest.raises(RecordError, match=f"{MAX_EVENTS} at most") as caught:
        read_record(data)
    assert caught.value.deal == 0


def test_record_format_a_label_too_long_is_refused() -> None:
    data = copy.deepcopy(EXAMPLE)
    data["players"][0] = "A" * (MAX_LABEL + 1)
    with pytest.raises(RecordError, match="at most"):
        read_record(data)


def test_record_format_a_text_too_long_is_refused_before_it_is_parsed() -> None:
    with pytest.raises(RecordError, match="characters"):
        load_record(" " * (MAX_TEXT + 1))


# -- start scores: what the laws allow ---------------------------------------------


def _started(scores: dict[str, Any], played: Any, deals: int = 6) -> dict[str, Any]:
    data = copy.deepcopy(EXAMPLE)
    data["start"] = {"scores": scores, "deals_played": played}
    if deals != 6:
        data["options"] = {"deals": deals}
    return data


def test_law_71_no_score_before_any_deal_is_played() -> None:
    with pytest.raises(RecordError, match="more than the laws allow"):
        read_record(_started({"A": 5, "B": 0}, 0))


def test_law_71_a_start_score_above_what_the_deals_played_allow_is_refused() -> None:
    read_record(_started({"A": MOST_IN_A_DEAL * 2, "B": 0}, 2))
    with pytest.raises(RecordError, match=f"{MOST_IN_A_DEAL * 2} at most"):
        read_record(_started({"A": MOST_IN_A_DEAL * 2 + 1, "B": 0}, 2))


def test_law_71_the_four_deal_partie_doubles_the_first_and_last_deal() -> None:
    assert most_after(1, 4) == 2 * MOST_IN_A_DEAL
    assert most_after(3, 4) == 4 * MOST_IN_A_DEAL
    assert most_after(4, 4) == 6 * MOST_IN_A_DEAL
    assert most_after(3, 6) == 3 * MOST_IN_A_DEAL
    read_record(_started({"A": 2 * MOST_IN_A_DEAL, "B": 0}, 1, deals=4))


@pytest.mark.parametrize("played", [-1, 9, 10**5000, True, "2", 2.0], ids=["-1", "9", "10**5000", "true", "text", "float"])
def test_law_71_deals_played_outside_the_partie_is_refused(played: Any) -> None:
    with pytest.raises(RecordError) as caught:
        read_record(_started({"A": 0, "B": 0}, played))
    assert len(str(caught.value)) <= LONGEST


@pytest.mark.parametrize("score", [-1, 10**5000, -(10**5000), True, 1.5, "10"], ids=["-1", "10**5000", "-10**5000", "true", "float", "text"])
def test_law_71_a_start_score_that_is_no_score_is_refused(score: Any) -> None:
    with pytest.raises(RecordError) as caught:
        read_record(_started({"A": score, "B": 0}, 2))
    assert len(str(caught.value)) <= LONGEST


# -- the command ----------------------------------------------------------------------


def _with(mark: str, how: str) -> str:
    """The Example as JSON text with an event whose value is ``how``, written raw into the text."""
    data = copy.deepcopy(EXAMPLE)
    data["deals"][0]["events"].insert(2, {"player": "A", "take": mark})
    return json.dumps(data).replace(json.dumps(mark), how)


def _text_variants() -> Iterator[tuple[str, str]]:
    base = json.dumps(EXAMPLE)
    yield "deep", base.replace('"variant": "rubicon"', '"variant": ' + "[" * 5000 + "]" * 5000)
    yield "huge integer", base.replace('"deals": [', '"x-n": ' + "9" * 6000 + ', "deals": [', 1)
    yield "huge take", _with("@", "1" * 5000)
    yield "nan", _with("@", "NaN")
    yield "long card", _with("@", '"' + "Q" * 50_000 + '"')
    long_hand = copy.deepcopy(EXAMPLE)
    long_hand["deals"][0]["hands"]["A"] = "Q" * 50_000
    yield "long hand", json.dumps(long_hand)
    yield "long label", base.replace('"A"', '"' + "A" * 10_000 + '"')


@pytest.mark.parametrize("name,text", list(_text_variants()), ids=[n for n, _ in _text_variants()])
def test_record_format_command_answers_hostile_text_in_one_bounded_line(name: str, text: str) -> None:
    out, err = io.StringIO(), io.StringIO()
    status = main(["adjudicate", "-"], out=out, err=err, stdin=io.StringIO(text))
    assert status == 2, (name, err.getvalue()[:300])
    message = err.getvalue()
    assert message.startswith("piquet: ") and message.count("\n") == 1 and len(message) <= LONGEST + 10, message[:300]


def test_record_format_command_answers_hostile_text_through_a_real_process() -> None:
    text = dict(_text_variants())["deep"]
    done = subprocess.run(
        [sys.executable, "-m", "piquet.faces.cli", "adjudicate", "-"],
        input=text.encode(), capture_output=True, cwd=ROOT, check=False,
    )
    assert done.returncode == 2
    assert b"Traceback" not in done.stderr and done.stderr.count(b"\n") == 1 and len(done.stderr) <= LONGEST + 10


def _as_json_text(data: Any) -> str | None:
    try:
        return json.dumps(data, allow_nan=True)
    except (ValueError, RecursionError):  # integers past Python's digit limit, nesting past the recursion limit
        return None


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(PATHS), name=st.sampled_from(sorted(HOSTILE)), as_json=st.booleans())
def test_record_format_hostile_values_at_every_place_through_the_command(path: tuple[Any, ...], name: str, as_json: bool) -> None:
    """The same splices as text through ``piquet adjudicate``: exit 0, or 2 with one bounded line (JSON under --json)."""
    text = _as_json_text(_spliced(path, HOSTILE[name]))
    if text is None:
        return
    out, err = io.StringIO(), io.StringIO()
    status = main(["adjudicate", "-"] + (["--json"] if as_json else []), out=out, err=err, stdin=io.StringIO(text))
    assert status in (0, 2)
    if status == 2 and as_json:
        error = json.loads(out.getvalue())["error"]
        assert len(error["message"]) <= LONGEST
    elif status == 2:
        message = err.getvalue()
        assert message.startswith("piquet: ") and message.count("\n") == 1 and len(message) <= LONGEST + 10
