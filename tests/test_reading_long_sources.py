"""Long sources read in time that grows with their length, and texts in memory read as files are.

A file in the notation holding many records was read with each record's
text padded by the blank lines before it, so that its faults named the
file's lines: the work grew with the square of the records.  Each record
is now read numbered from its own first line.  The same holds for a block
of JSON Lines cut from a longer file (:mod:`piquet.dask`), and a text in
memory opening with a byte-order mark is read as a file opening with one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from piquet.formats import loading
from piquet.formats.loading import load_any
from piquet.formats.sources import read_source

ROOT = Path(__file__).resolve().parent.parent
NOTATION = (ROOT / "examples" / "description-example.pqn").read_text(encoding="utf-8")
ONE_LINE = '{"players": ["A", "B"], "deals": []}'


def _spy_on_the_notation_reader(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """The (characters, first line) of every text handed to the notation's reader."""
    handed: list[tuple[int, int]] = []
    reader = loading._notation_parser()
    assert reader is not None

    def spied(text: str, first_line: int = 1) -> tuple[Any, Any]:
        handed.append((len(text), first_line))
        return reader(text, first_line=first_line)

    monkeypatch.setattr(loading, "_notation_parser", lambda: spied)
    return handed


@pytest.mark.parametrize("read", ["stream", "in memory"])
def test_a_file_of_many_notation_records_is_read_once_each_record_numbered_from_its_own_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, read: str
) -> None:
    broken = NOTATION.replace("A: call point 5 making 49", "A: call point five making 49")
    text = NOTATION * 40 + broken + NOTATION * 9
    path = tmp_path / "many.pqn"
    path.write_text(text, encoding="utf-8")
    handed = _spy_on_the_notation_reader(monkeypatch)
    loaded = read_source(str(path)) if read == "stream" else load_any(text, "pqn", "many.pqn")
    assert len(loaded) == 50
    assert sum(size for size, _ in handed) <= len(text)  # no record's text padded with the lines before it
    lines_per_record = NOTATION.count("\n")
    opened = [line for _, line in handed]
    assert opened[1:] == [1 + lines_per_record * k + 4 for k in range(1, 50)]  # each from its `players:` line
    bad = [entry for entry in loaded if entry.error is not None]
    assert len(bad) == 1
    faulty_line = 40 * lines_per_record + 1 + NOTATION.split("\n").index("A: call point 5 making 49")
    assert bad[0].source.endswith(f"many.pqn:{40 * lines_per_record + 5}")
    assert f"line {faulty_line}" in str(bad[0].error)
    assert all(entry.data == loaded[0].data for entry in loaded if entry.error is None)


def test_a_block_of_json_lines_names_its_lines_as_the_file_does_without_the_lines_before() -> None:
    block = f"{ONE_LINE}\n{{oops\n\n{ONE_LINE}\n"
    loaded = load_any(block, "jsonl", "big.jsonl", first_line=1_000_001)
    assert [entry.source for entry in loaded] == ["big.jsonl:1000001", "big.jsonl:1000002", "big.jsonl:1000004"]
    assert [entry.line for entry in loaded] == [1_000_001, 1_000_002, 1_000_004]
    assert loaded[1].error is not None and loaded[0].ok and loaded[2].ok


@pytest.mark.parametrize("fmt", [None, "json", "jsonl", "pqn"])
@pytest.mark.parametrize("as_bytes", [False, True], ids=["text", "bytes"])
def test_a_text_in_memory_opening_with_a_byte_order_mark_is_read_as_without_it(fmt: str | None, as_bytes: bool) -> None:
    text = {"pqn": NOTATION, "jsonl": ONE_LINE + "\n" + ONE_LINE + "\n"}.get(fmt or "", ONE_LINE)
    plain: str | bytes = text.encode() if as_bytes else text
    marked: str | bytes = ("\ufeff" + text).encode() if as_bytes else "\ufeff" + text
    without, with_mark = load_any(plain, fmt), load_any(marked, fmt)
    assert all(entry.ok for entry in with_mark)
    assert [(entry.source, entry.data) for entry in with_mark] == [(entry.source, entry.data) for entry in without]


def test_a_notation_file_as_dask_elements_is_texts_as_long_as_the_file_each_naming_the_file_s_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """:func:`piquet.dask.read_records_bag`'s elements of a notation file: no text padded with the lines before it, none longer than the file."""
    import pickle

    from piquet.faces.daskbag import NotationText, adjudication_json, file_records

    broken = NOTATION.replace("A: play AH\n", "A: play 7S\n", 1)  # read well; the fault is found when it is replayed
    text = NOTATION * 30 + broken
    path = tmp_path / "many.pqn"
    path.write_text(text, encoding="utf-8")
    elements = file_records(str(path))
    assert len(elements) == 31 and all(isinstance(element, NotationText) for element in elements)
    assert sum(len(element) for element in elements) <= len(text)
    sent = pickle.loads(pickle.dumps(elements[-1]))  # as Dask sends it to a worker
    assert sent == elements[-1] and sent.first_line == elements[-1].first_line > 30 * NOTATION.count("\n")
    handed = _spy_on_the_notation_reader(monkeypatch)
    error = adjudication_json(sent)["error"]
    assert error["line"] == 30 * NOTATION.count("\n") + 1 + NOTATION.split("\n").index("A: play AH")
    assert all(adjudication_json(element)["players"] == ["A", "B"] for element in elements[:-1])
    assert sum(size for size, _ in handed) <= len(text)  # each record read from its own text, never padded
