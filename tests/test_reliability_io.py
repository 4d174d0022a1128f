"""Reading records reliably (issue 23): bad fields, endless input, JSON Lines, ``solve -``, round trips.

The command-level checks run ``python -m piquet`` in a child process, as a
user would, and look at what the user sees: the exit status (2 for bad
input), one line of error, never a traceback.  The rest call the library.
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

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet.errors import PiquetError, RecordError
from piquet.faces.cli import main
from piquet.faces.validation import check_record, record_validator
from piquet.formats import loading, sources
from piquet.formats.acts_json import VERBS, event_from_json
from piquet.formats.cut_json import cut_act_from_json
from piquet.formats.loading import load_any
from piquet.formats.sources import load_one, read_source
from piquet.formats.notation import format_record_text, parse_record_text
from piquet.formats.record_json import MAX_EXTENSION_DEPTH, read_record
from piquet.game import acts as game_acts
from piquet.game import cut as game_cut
from piquet.game.acts import Event
from piquet.game.record import MAX_TEXT
from piquet.referee.adjudication import adjudicate

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
EXAMPLE_PATH = EXAMPLES / "description-example.json"
EXAMPLE: dict[str, Any] = json.loads(EXAMPLE_PATH.read_text(encoding="utf-8"))
ONE_LINE = json.dumps(EXAMPLE)
CUT_EXAMPLE: dict[str, Any] = json.loads((EXAMPLES / "disputes" / "law-4-5-6-cut-for-deal.json").read_text(encoding="utf-8"))


def piquet(*argv: str, stdin: bytes | None = None, stdin_file: str | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``python -m piquet ARGV`` as a user would, with standard input from bytes or from a file."""
    if stdin_file is not None:
        with open(stdin_file, "rb") as source:
            done = subprocess.run(
                [sys.executable, "-m", "piquet", *argv], stdin=source, capture_output=True, cwd=ROOT, timeout=120
            )
    else:
        done = subprocess.run(
            [sys.executable, "-m", "piquet", *argv], input=stdin if stdin is not None else b"", capture_output=True, cwd=ROOT, timeout=120
        )
    return subprocess.CompletedProcess(
        done.args, done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")
    )


def refused(done: subprocess.CompletedProcess[str]) -> str:
    """The refusal's text: exit status 2 and no traceback, the fault on standard error or standard output."""
    assert "Traceback" not in done.stderr, done.stderr[-800:]
    assert done.returncode == 2, (done.returncode, done.stdout[-400:], done.stderr[-400:])
    return done.stderr + done.stdout


def with_cut(exposed: Any) -> dict[str, Any]:
    data = copy.deepcopy(EXAMPLE)
    data["cut_for_deal"] = [{"player": "A", "cut": "KH", "exposed": exposed}]
    return data


# -- 1. an escape: the cut's "exposed", and a deep extension -----------------------------------------


@pytest.mark.parametrize("exposed", [5, 0, True, False, 1.5, {"QH": 1}, [1, 2], ["QH", 7]])
def test_cut_for_deal_exposed_of_the_wrong_type_is_a_record_error_naming_the_field(exposed: Any) -> None:
    with pytest.raises(RecordError) as caught:
        adjudicate(with_cut(exposed))
    text = str(caught.value)
    assert "cut for deal, act 1" in text and '"exposed"' in text
    assert len(text) <= 300 and "\n" not in text


def test_cut_for_deal_exposed_as_cards_is_still_read() -> None:
    for exposed in ("QH 7S", ["QH", "7S"], ""):
        act = cut_act_from_json({"player": "A", "cut": "KH", "exposed": exposed})
        assert cut_act_from_json(act.to_json()) == act


@pytest.mark.parametrize("command", ["adjudicate", "validate", "solve", "advise"])
@pytest.mark.parametrize("exposed", [7, True])
def test_cut_for_deal_exposed_number_or_boolean_exits_2_without_traceback(command: str, exposed: Any, tmp_path: Path) -> None:
    path = tmp_path / "cut.json"
    path.write_text(json.dumps(with_cut(exposed)), encoding="utf-8")
    text = refused(piquet(command, str(path)))
    assert "exposed" in text and "cut for deal" in text


def nested(depth: int) -> Any:
    value: Any = "end"
    for level in range(depth):
        value = [value] if level % 2 else {"k": value}
    return value


def test_extension_nested_too_deep_is_refused_alike_by_adjudicate_and_by_the_notation_writer() -> None:
    data = {**copy.deepcopy(EXAMPLE), "x-deep": nested(100_000)}
    with pytest.raises(RecordError, match="x-deep") as by_reading:
        adjudicate(data)
    with pytest.raises(RecordError, match="x-deep") as by_writing:
        format_record_text(data)
    assert str(by_reading.value) == str(by_writing.value)


def test_extension_nested_too_deep_is_refused_when_writing_a_record_built_in_python() -> None:
    record = read_record(EXAMPLE)
    deep = attrs.evolve(record, extra={"x-deep": nested(50_000)})
    with pytest.raises(RecordError, match="x-deep"):
        format_record_text(deep)


def test_extension_at_the_depth_limit_is_read_written_and_read_back() -> None:
    data = {**copy.deepcopy(EXAMPLE), "x-deep": nested(MAX_EXTENSION_DEPTH)}
    adjudicate(data)
    text = format_record_text(data)
    assert parse_record_text(text)["x-deep"] == data["x-deep"]
    with pytest.raises(RecordError):
        read_record({**data, "x-deep": nested(MAX_EXTENSION_DEPTH + 1)})


def test_extension_of_tuples_and_read_only_mappings_is_measured_as_lists_and_objects_are() -> None:
    from types import MappingProxyType

    from piquet.formats.record_json import check_extension

    def built(depth: int) -> Any:
        value: Any = 1.5
        for level in range(depth):
            value = (value, "x", None) if level % 2 else MappingProxyType({"k": value, "n": 3, "b": True})
        return value

    check_extension("x-built", built(MAX_EXTENSION_DEPTH))
    with pytest.raises(RecordError, match="x-built"):
        check_extension("x-built", built(MAX_EXTENSION_DEPTH + 1))


# -- 2. bounded reads ---------------------------------------------------------------------------------


class Endless(io.RawIOBase):
    """A source that never ends (as ``/dev/zero``), counting what was taken from it."""

    def __init__(self, fill: bytes = b" ") -> None:
        self.fill = fill
        self.served = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        size = len(buffer)
        buffer[:size] = self.fill * size
        self.served += size
        return size


def test_endless_standard_input_is_refused_after_reading_no_more_than_the_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(loading, "_most", lambda: 1000)
    monkeypatch.setattr(loading, "_PIECE", 64)
    source = Endless()
    stdin = io.TextIOWrapper(io.BufferedReader(source, buffer_size=64), encoding="utf-8")
    [entry] = read_source("-", None, stdin)
    assert isinstance(entry.error, RecordError) and "more than 1,000 characters" in str(entry.error)
    assert source.served <= 1000 + 2 * 64


def test_file_over_the_limit_is_refused_without_being_read_whole(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(loading, "_most", lambda: 1000)
    monkeypatch.setattr(loading, "_PIECE", 100)
    path = tmp_path / "big.json"
    path.write_text(" " * 50_000 + ONE_LINE, encoding="utf-8")
    reads: list[int] = []

    def counting_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        handle = open(file, mode, *args, **kwargs)
        return _Counting(handle, handle.readline, reads)

    monkeypatch.setattr(sources, "open", counting_open, raising=False)
    [entry] = read_source(str(path))
    assert entry.error is not None and "more than 1,000 characters" in str(entry.error)
    assert sum(reads) <= 1100


class _Counting:
    """A file handle that records how many bytes each read returned."""

    def __init__(self, handle: Any, read: Any, reads: list[int]) -> None:
        self.handle, self._read, self.reads = handle, read, reads

    def readline(self, size: int = -1) -> Any:
        piece = self._read(size)
        self.reads.append(len(piece))
        return piece

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.handle.close()


def test_limit_counts_characters_not_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    line = ONE_LINE[:-1] + ', "x-note": "' + "é" * 20 + '"}'
    monkeypatch.setattr(loading, "_most", lambda: len(line))
    stdin = io.TextIOWrapper(io.BytesIO((line + "\n").encode("utf-8")), encoding="utf-8")
    assert [entry.ok for entry in read_source("-", "jsonl", stdin)] == [True]
    monkeypatch.setattr(loading, "_most", lambda: len(line) - 1)
    stdin = io.TextIOWrapper(io.BytesIO((line + "\n").encode("utf-8")), encoding="utf-8")
    assert [entry.ok for entry in read_source("-", "jsonl", stdin)] == [False]


def test_a_record_at_the_limit_is_read_and_one_past_it_is_not(tmp_path: Path) -> None:
    at_limit = tmp_path / "at.json"
    at_limit.write_text(ONE_LINE + " " * (MAX_TEXT - len(ONE_LINE)), encoding="utf-8")
    [entry] = read_source(str(at_limit))
    assert entry.ok
    past = tmp_path / "past.json"
    past.write_text(ONE_LINE + " " * (MAX_TEXT - len(ONE_LINE) + 1), encoding="utf-8")
    [entry] = read_source(str(past))
    assert entry.error is not None and "more than" in str(entry.error)


def test_adjudicate_dev_zero_exits_2_with_a_clear_error() -> None:
    text = refused(piquet("adjudicate", "/dev/zero"))
    assert "/dev/zero" in text and f"more than {MAX_TEXT:,} characters" in text
    assert "MemoryError" not in text


def test_validate_endless_standard_input_exits_2_with_a_clear_error() -> None:
    text = refused(piquet("validate", "-", stdin_file="/dev/zero"))
    assert f"more than {MAX_TEXT:,} characters" in text


def test_json_lines_longer_together_than_the_limit_are_each_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(loading, "_most", lambda: len(ONE_LINE) * 2 + 10)
    stdin = io.StringIO((ONE_LINE + "\n") * 5)
    found = read_source("-", "jsonl", stdin)
    assert [entry.ok for entry in found] == [True] * 5


def test_a_json_line_past_the_limit_is_its_error_and_reading_stops_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(loading, "_most", lambda: len(ONE_LINE) + 10)
    long_line = ONE_LINE[:-1] + ', "x-note": "' + "n" * 20 + '"}'
    stdin = io.StringIO(ONE_LINE + "\n" + ONE_LINE + "\n" + long_line + "\n" + ONE_LINE + "\n")
    found = read_source("-", "jsonl", stdin)
    assert [entry.ok for entry in found] == [True, True, False]
    assert found[-1].source == "<stdin>:3" and "reading stopped" in str(found[-1].error)


# -- 3. JSON Lines: each line its own record ------------------------------------------------------------


def test_json_lines_on_standard_input_with_a_bad_first_line_answer_every_line() -> None:
    lines = '{"players": ["A", \n' + ONE_LINE + "\n" + ONE_LINE + "\n"
    done = piquet("validate", "--json", "-", stdin=lines.encode("utf-8"))
    assert "Traceback" not in done.stderr and done.returncode == 2
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert [(r["source"], r["valid"]) for r in results] == [("<stdin>:1", False), ("<stdin>:2", True), ("<stdin>:3", True)]


def test_json_lines_on_standard_input_with_a_bad_first_line_are_adjudicated() -> None:
    lines = "{oops\n" + ONE_LINE + "\n"
    found = load_any(lines, None)
    assert [(entry.source, entry.ok) for entry in found] == [("<stdin>:1", False), ("<stdin>:2", True)]


def test_a_pretty_printed_bad_record_on_standard_input_is_still_one_bad_document() -> None:
    text = json.dumps(EXAMPLE, indent=2).replace('"players"', '"players" oops', 1)
    line = next(number for number, words in enumerate(text.splitlines(), 1) if "oops" in words)
    [entry] = load_any(text, None)
    assert entry.error is not None and entry.line is None and f"at line {line}," in str(entry.error)


def test_a_line_that_is_not_utf8_in_a_jsonl_file_is_that_line_s_error_only(tmp_path: Path) -> None:
    path = tmp_path / "records.jsonl"
    path.write_bytes(ONE_LINE.encode() + b'\n{"players": ["A", "\xff"]}\n' + ONE_LINE.encode() + b"\n")
    found = read_source(str(path))
    assert [entry.ok for entry in found] == [True, False, True]
    assert "not UTF-8" in str(found[1].error) and found[1].source.endswith(":2")
    done = piquet("validate", str(path))
    assert "Traceback" not in done.stderr and done.returncode == 2
    assert done.stdout.count(": ok") == 2


def test_a_line_that_is_not_utf8_on_standard_input_is_that_line_s_error_only() -> None:
    data = ONE_LINE.encode() + b"\n{\xff\xfe}\n" + ONE_LINE.encode() + b"\n"
    done = piquet("validate", "--json", "-", stdin=data)
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["valid"] for r in results] == [True, False, True]


def test_json_lines_are_split_at_newlines_only_so_a_line_separator_in_a_string_is_kept() -> None:
    record = {**EXAMPLE, "x-note": "one\u2028two\x85three"}
    lines = json.dumps(record, ensure_ascii=False) + "\n" + ONE_LINE + "\n"
    found = load_any(lines, "jsonl")
    assert [entry.ok for entry in found] == [True, True]
    assert found[0].data["x-note"] == "one\u2028two\x85three"


# -- 4. piquet solve - ------------------------------------------------------------------------------------


def test_solve_reads_standard_input() -> None:
    done = piquet("solve", "-", stdin=EXAMPLE_PATH.read_bytes())
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Deal 1:") and "Best play is worth" in done.stdout


def test_solve_reads_the_standard_input_given_to_main() -> None:
    out, err = io.StringIO(), io.StringIO()
    assert main(["solve", "-"], out=out, err=err, stdin=io.StringIO(ONE_LINE)) == 0, err.getvalue()
    assert out.getvalue().startswith("Deal 1:")


def test_solve_of_two_records_on_standard_input_is_refused() -> None:
    text = refused(piquet("solve", "-", stdin=(ONE_LINE + "\n" + ONE_LINE + "\n").encode()))
    assert "<stdin> holds 2 records; solve reads one" in text


def test_load_one_reads_a_file_and_raises_on_bad_input(tmp_path: Path) -> None:
    assert load_one(str(EXAMPLE_PATH)) == EXAMPLE
    assert load_one("-", io.StringIO(ONE_LINE)) == EXAMPLE
    with pytest.raises(RecordError, match="no record"):
        load_one("-", io.StringIO(""))
    with pytest.raises(RecordError, match="cannot read"):
        load_one(str(tmp_path / "missing.json"))


# -- 7. every act reads back equal ------------------------------------------------------------------------

#: For every act class, JSON that reads as it, in each of its shapes.
ACT_SAMPLES: dict[str, list[dict[str, Any]]] = {
    "Accept": [{"player": "A", "accept": "fresh deal"}, {"player": "B", "accept": "rectify"}],
    "AnnounceCarteBlanche": [{"player": "A", "announce": "carte blanche"}],
    "AnnounceHand": [{"player": "A", "announce": "13 cards"}, {"player": "B", "announce": "eleven cards"}],
    "AnswerQuestion": [{"player": "B", "answer": "5"}, {"player": "B", "answer": 5}, {"player": "B", "answer": "jd"}, {"player": "B", "answer": "a tierce"}],
    "Ask": [{"player": "A", "ask": "how many cards"}, {"player": "A", "ask": {"which": "point"}}],
    "Call": [{"player": "A", "call": {"point": 5, "value": 49}}, {"player": "A", "call": {"sequence": 4, "to": "A", "suit": "H"}}, {"player": "A", "call": {"set": "J", "count": 3}}, {"player": "A", "call": {"point": 4}}],
    "Concede": [{"player": "B", "concede": True}],
    "Correct": [{"player": "A", "correct": {"point": 5, "value": 48}}, {"player": "B", "correct": "good"}],
    "CountStock": [{"player": "A", "count": "stock"}],
    "Cut": [{"player": "A", "cut": 12}, {"player": "A", "cut": 10, "exposed": "QS"}],
    "DamagedCard": [{"player": "A", "damaged": "9H"}],
    "DeclareAll": [{"declare": "all"}],
    "DemandSuit": [{"player": "A", "demand": "H"}],
    "Discard": [{"player": "A", "discard": "KS 8C 7C"}, {"player": "A", "discard": ["KS", "8C"]}],
    "Elect": [{"player": "B", "elect": "waive"}, {"player": "B", "elect": "waive", "option": "law-44"}],
    "Exchange": [{"player": "A", "exchange": "KS 8C 7C 9D 8D"}],
    "Expose": [{"player": "A", "expose": "QS"}],
    "FacedCard": [{"player": "A", "faced": "7D"}],
    "FreshCards": [{"player": "A", "fresh": "packs"}],
    "Gather": [{"player": "A", "gather": "pack"}],
    "Leave": [{"player": "B", "leave": 2}],
    "LiftHand": [{"player": "A", "lift": "hand"}],
    "LookAtDiscard": [{"player": "A", "look": "discard"}],
    "LookAtLeft": [{"player": "B", "look": "left"}],
    "LookAtTricks": [{"player": "B", "look": "tricks"}],
    "LookAtAdversarysDiscard": [{"player": "A", "look": "adversary's discard"}],
    "WillLook": [{"player": "B", "will": "look"}, {"player": "B", "will": "not look"}],
    "Mix": [{"player": "A", "mix": "QS", "with": "hand"}, {"player": "A", "mix": "QS 7H", "with": "discard"}],
    "PenaltyClaim": [{"player": "A", "claim": claim} for claim in game_acts.CLAIMS] + [{"player": "A", "claim": "score", "deal": 3}],
    "Play": [{"player": "A", "play": "AH"}, {"player": "B", "play": "KD AD"}],
    "Propose": [{"player": "A", "propose": "fresh deal"}],
    "Reckon": [{"player": "B", "reckon": {"set": "T", "count": 4}}, {"player": "B", "reckon": {"sequence": 3}}],
    "Rectify": [{"player": "B", "rectify": {"TD": "B", "9S": "stock"}}],
    "Remark": [{"remark": "B did not follow suit", "by": "C"}, {"remark": "a slip"}, {"player": "B", "remark": "my slip", "by": "B"}],
    "Reply": [{"player": "B", "reply": "good"}, {"player": "B", "reply": "not good"}, {"player": "B", "reply": "what do they make"}],
    "Retake": [{"player": "A", "retake": "KS"}],
    "ShowCards": [{"player": "A", "show": "AS KS QS"}],
    "ShowCarteBlanche": [{"player": "A", "show": "carte blanche"}],
    "Shuffle": [{"player": "B", "shuffle": "pack"}, {"player": "B", "shuffle": "faces shown"}],
    "SurplusCard": [{"player": "B", "surplus": {"holder": "A", "card": "9h", "in": place}} for place in game_acts.SURPLUS_PLACES],
    "Take": [{"player": "B", "take": 2}, {"player": "A", "take": 0}],
    "WriteScore": [{"player": "A", "write": {"A": 28, "B": 23}}, {"player": "A", "write": {"A": 56, "B": 46}, "doubled": True}],
}

#: The acts of the cut for deal, read by their own reader.
CUT_SAMPLES: dict[str, list[dict[str, Any]]] = {
    "Choose": [{"player": "A", "choose": choice} for choice in game_cut.CHOICES],
    "DealCut": [{"player": "A", "cut": "KH"}, {"player": "B", "cut": "9D", "exposed": "QH 7S"}, {"player": "B", "cut": "9D", "exposed": ["7S", "QH"]}],
    "PackFoundIncorrect": [{"player": "A", "claim": "incorrect pack"}],
}


def _act_classes() -> set[type[Event]]:
    found: set[type[Event]] = set()
    pending = [Event]
    while pending:
        for sub in pending.pop().__subclasses__():
            if sub.__module__ in (game_acts.__name__, game_cut.__name__):
                found.add(sub)
            pending.append(sub)
    return found


def test_every_act_class_has_round_trip_samples() -> None:
    names = {cls.__name__ for cls in _act_classes()}
    assert names == set(ACT_SAMPLES) | set(CUT_SAMPLES), names ^ (set(ACT_SAMPLES) | set(CUT_SAMPLES))


def _round_trip_samples() -> Iterator[tuple[str, dict[str, Any], Any]]:
    for name, samples in ACT_SAMPLES.items():
        for sample in samples:
            yield name, sample, event_from_json
    for name, samples in CUT_SAMPLES.items():
        for sample in samples:
            yield name, sample, cut_act_from_json


@pytest.mark.parametrize("name, sample, reader", list(_round_trip_samples()), ids=lambda v: v if isinstance(v, str) else "")
def test_every_act_read_from_json_and_written_back_reads_equal(name: str, sample: dict[str, Any], reader: Any) -> None:
    act = reader(sample)
    assert type(act).__name__ == name
    written = act.to_json()
    again = reader(written)
    assert again == act and again.player == act.player
    assert again.to_json() == written, "canonical JSON writes itself"
    assert json.loads(json.dumps(written)) == written


def test_law_78_a_remark_that_names_a_player_keeps_him_on_writing() -> None:
    """A record is what happened: a remark given with a player reads back with him (issue 23, point 7)."""
    act = event_from_json({"player": "A", "remark": "B did not follow suit", "by": "C"})
    assert act.player == "A" and act.to_json() == {"player": "A", "remark": "B did not follow suit", "by": "C"}
    assert event_from_json(act.to_json()) == act
    record = copy.deepcopy(EXAMPLE)
    record["deals"][0]["events"].append({"player": "A", "remark": "late", "by": "C"})
    assert read_record(read_record(record).to_json()) == read_record(record)


_LABELS = st.sampled_from(["A", "B", "C", "North"])
_CARD_TEXT = st.lists(st.sampled_from(["AS", "KH", "QD", "JC", "TS", "9H", "8D", "7C", "7s", "10h"]), max_size=4, unique=True)
_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-2, 40),
    st.sampled_from(["all", "good", "not good", "hand", "pack", "packs", "stock", "left", "discard", "tricks", "deal", "cards",
                     "carte blanche", "13 cards", "fresh deal", "rectify", "revoke", "faces shown", "waive", "H", "a remark", "5"]),
    _CARD_TEXT.map(" ".join),
    _CARD_TEXT,
    st.fixed_dictionaries({"point": st.integers(1, 8)}, optional={"value": st.integers(0, 100), "suit": st.sampled_from("SHDC")}),
    st.fixed_dictionaries({"sequence": st.integers(3, 8)}, optional={"to": st.sampled_from(["A", "K", "9"]), "suit": st.sampled_from("SHDC")}),
    st.fixed_dictionaries({"set": st.sampled_from(["A", "K", "T"])}, optional={"count": st.integers(3, 4)}),
    st.dictionaries(_LABELS, st.integers(0, 200), min_size=1, max_size=2),
    st.fixed_dictionaries({"holder": _LABELS, "card": st.sampled_from(["9H", "as"]), "in": st.sampled_from(game_acts.SURPLUS_PLACES)}),
    st.dictionaries(st.sampled_from(["TD", "9S", "ah"]), st.sampled_from(["A", "B", "stock"]), min_size=1, max_size=2),
)


@st.composite
def _act_json(draw: st.DrawFn) -> dict[str, Any]:
    data: dict[str, Any] = {}
    if draw(st.booleans()):
        data["player"] = draw(_LABELS)
    data[draw(st.sampled_from(VERBS + ("choose",)))] = draw(_VALUES)
    for modifier, values in (("by", _LABELS), ("with", st.sampled_from(["hand", "discard"])), ("option", st.just("law-44")),
                             ("exposed", st.one_of(st.sampled_from(["QS", "QH 7S"]), _VALUES))):
        if draw(st.integers(0, 4)) == 0:
            data[modifier] = draw(values)
    return data


@settings(max_examples=800, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=_act_json())
def test_any_act_that_reads_writes_json_that_reads_back_equal(data: dict[str, Any]) -> None:
    for reader in (event_from_json, cut_act_from_json):
        try:
            act = reader(data)
        except PiquetError:
            continue
        written = act.to_json()
        assert reader(written) == act, (data, written)
        assert reader(written).to_json() == written


#: The example records of one partie (a chouette session has its own format and reader).
RECORD_EXAMPLES = [p for p in sorted(EXAMPLES.glob("*.json")) if '"piquet-chouette/' not in p.read_text(encoding="utf-8")]


@pytest.mark.parametrize("path", RECORD_EXAMPLES, ids=lambda p: p.name)
def test_every_example_record_reads_back_equal_from_its_canonical_json(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    record = read_record(data)
    written = record.to_json()
    assert read_record(written) == record
    assert read_record(written).to_json() == written


# -- a fuzzer over record JSON ------------------------------------------------------------------------------

SEEDS = [EXAMPLE, json.loads((EXAMPLES / "last-hand-concession.json").read_text(encoding="utf-8")), CUT_EXAMPLE]

_ODD_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 60),
    st.just(2**70),
    st.floats(allow_nan=False, allow_infinity=False, width=16),
    st.sampled_from(["", "AS", "KH QS", "A", "B", "x-", "all", "good", "13 cards", "QH 7S 7S", "\ud800", "é" * 50]),
    st.just([]),
    st.just({}),
    st.just(["AS"]),
    st.just({"QH": 1}),
    st.integers(1, 60).map(nested),
).map(copy.deepcopy)  # a fresh value each time: the mutations change what they are given


def _places(node: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield here
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _places(value, here + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _places(value, here + (index,))


@st.composite
def _mutated_record(draw: st.DrawFn) -> dict[str, Any]:
    """A seed record with one to three changes: a key or item dropped, a value swapped for another type, or nested."""
    data: dict[str, Any] = copy.deepcopy(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 3))):
        # Places are drawn by their key first (list items by their list's key), so that a key found once
        # (a cut's "exposed", "start") is hit as often as the "player" of every event.
        groups: dict[str, list[tuple[Any, ...]]] = {}
        for place in _places(data):
            if place:
                named = [step for step in place if isinstance(step, str)]
                groups.setdefault(f"{named[-1] if named else ''}{'[]' if isinstance(place[-1], int) else ''}", []).append(place)
        place = draw(st.sampled_from(groups[draw(st.sampled_from(sorted(groups)))]))
        parent: Any = data
        for step in place[:-1]:
            parent = parent[step]
        last = place[-1]
        how = draw(st.sampled_from(["drop", "swap", "swap", "swap", "nest", "copy", "add"]))
        if how == "drop":
            del parent[last]
        elif how == "swap":
            parent[last] = draw(_ODD_VALUES)
        elif how == "nest":
            parent[last] = draw(st.sampled_from([[parent[last]], {"k": parent[last]}]))
        elif how == "copy":
            parent[last] = copy.deepcopy(draw(st.sampled_from([data[k] for k in data])))
        elif isinstance(parent, dict):
            parent[draw(st.sampled_from(["x-note", "player", "exposed", "by", "extra", "events", "start"]))] = draw(_ODD_VALUES)
        else:
            parent.append(draw(_ODD_VALUES))
    return data


VALIDATOR = record_validator()


def _answered(data: Any) -> None:
    """Adjudicate and validate: each returns, or raises one of the project's errors with a bounded one-line message."""
    for attempt in (adjudicate, lambda d: check_record(d, validator=VALIDATOR, use_schema=VALIDATOR is not None)):
        try:
            attempt(data)
        except PiquetError as error:
            text = str(error)
            assert len(text) <= 400 and "\n" not in text, text[:500]
        except Exception as error:  # noqa: BLE001 - the point is that nothing else escapes
            raise AssertionError(f"{type(error).__name__} escaped: {str(error)[:300]}") from error


#: One value of each kind a field should not hold, for the sweep over every key of the seeds.
SWEEP_VALUES: list[Any] = [None, True, 7, -1, 1.5, "", "ZZ", [], {}, [1], {"QH": 1}, ["AS", "AS"]]


def test_every_key_of_the_seed_records_given_a_value_of_each_wrong_kind_is_answered_or_refused_cleanly() -> None:
    """A deterministic sweep beside the fuzzer: a key found once (a cut's "exposed") is as likely to be hit as any."""
    for seed in SEEDS:
        seen: set[tuple[Any, ...]] = set()
        for place in _places(seed):
            shape = tuple(step if isinstance(step, str) else 0 for step in place)
            if not place or shape in seen:
                continue
            seen.add(shape)
            for value in SWEEP_VALUES:
                data = copy.deepcopy(seed)
                parent: Any = data
                for step in place[:-1]:
                    parent = parent[step]
                parent[place[-1]] = copy.deepcopy(value)
                _answered(data)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=_mutated_record())
def test_mutated_records_are_adjudicated_validated_or_refused_with_the_project_s_errors(data: dict[str, Any]) -> None:
    _answered(data)


@pytest.mark.parametrize("cards", ["", []])
def test_law_59_a_retake_naming_no_card_is_a_record_error_naming_the_event(cards: Any) -> None:
    # Taking back nothing is no act at the table, and every rule of retaking would hold for it at once
    # (the cards "all in the discard" and "all among the leads" alike): it is refused as a play of no card is.
    data = copy.deepcopy(EXAMPLE)
    data["deals"][0]["events"].insert(3, {"player": "A", "retake": cards})
    with pytest.raises(RecordError) as raised:
        adjudicate(data)
    assert raised.value.deal == 0 and raised.value.event == 3 and "at least one card" in str(raised.value)
    with pytest.raises(ValueError, match="at least one card"):
        game_acts.Retake("A", game_acts.Hand(0))
