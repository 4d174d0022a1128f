"""A regular file of JSON Lines read for ``--jobs`` in blocks of whole lines (issue 38): the same records as a line at a time.

The process that reads a file for a pool hands on pieces of bytes
(:class:`~piquet.formats.loading.LineBlock`) that the pool's processes
split and parse.  Whatever the file holds (blank lines, a byte-order mark,
CRLF, a line not UTF-8 or not JSON, a line longer than the size limit, no
end to its last line) and wherever its pieces fall, unpacking the blocks
must give what reading a line at a time gives, the line past the limit an
error at its number and the end of the reading.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import piquet.game.record
from piquet.formats import sources
from piquet.formats.loading import LineBlock, Loaded
from piquet.formats.sources import stream_source

RECORD = json.dumps({"players": ["A", "B"], "deals": []}).encode()

#: Lines of every kind the reader must tell apart.
LINES = [
    RECORD,
    b"",
    b"   \t",
    b'{"players": ["A"]}',
    b"\xff{}",
    b"{oops",
    RECORD + b"\r",
    json.dumps({"players": ["\u00e9" * 30, "B"], "deals": []}, ensure_ascii=False).encode(),
    b"\xef\xbb\xbf" + RECORD,
]


def _seen(entries: list[Any]) -> list[tuple[Any, ...]]:
    """What a command makes of the entries: each record's name, line, format, data and fault, blocks unpacked."""
    flat = [one for entry in entries for one in (entry.entries() if isinstance(entry, LineBlock) else [entry.read()])]
    return [(one.source, one.line, one.format, one.data, None if one.error is None else str(one.error)) for one in flat]


def _both(path: Path) -> tuple[list[tuple[Any, ...]], list[Any]]:
    """The records a line at a time, and the entries as a pool is handed them."""
    return _seen(list(stream_source(str(path)))), list(stream_source(str(path), parse=False))


@pytest.fixture
def small_pieces(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pieces of 16 bytes and a limit of 100 characters, so that lines straddle pieces and some run past the limit."""
    monkeypatch.setattr(sources, "POOLED_BLOCK", 16)
    monkeypatch.setattr(piquet.game.record, "MAX_TEXT", 100)


def test_a_file_of_json_lines_goes_to_a_pool_in_blocks_that_unpack_to_the_records_read_line_by_line(tmp_path: Path) -> None:
    path = tmp_path / "lines.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + b"\n".join(LINES * 50) + b"\n")
    by_line, pooled = _both(path)
    assert all(isinstance(entry, LineBlock) for entry in pooled)
    assert len(pooled) < len(by_line) / 10  # dozens of records a block
    assert _seen(pooled) == by_line
    assert by_line[0][0] == f"{path}:1" and by_line[0][3] is not None  # the byte-order mark opening the file is passed over
    assert sum(block.count() for block in pooled) == len(by_line)


def test_block_lines_past_the_limit_stop_the_reading_at_their_number_as_a_line_at_a_time_does(tmp_path: Path, small_pieces: None) -> None:
    path = tmp_path / "long.jsonl"
    long_line = b'{"x-note": "' + b"y" * 120 + b'"}'
    path.write_bytes(b"\n".join([RECORD, RECORD, long_line, RECORD]) + b"\n")
    by_line, pooled = _both(path)
    assert _seen(pooled) == by_line
    assert by_line[-1][:2] == (f"{path}:3", 3) and "reading stopped at this line" in by_line[-1][4]
    assert len(by_line) == 3  # nothing after it is read


def test_block_a_line_of_many_bytes_and_few_characters_is_within_the_limit(tmp_path: Path, small_pieces: None) -> None:
    path = tmp_path / "accents.jsonl"
    line = json.dumps({"x-note": "\u00e9" * 80}, ensure_ascii=False).encode()
    assert len(line) > 100 > len(line.decode())
    path.write_bytes(line + b"\n" + RECORD)  # and no end to the last line
    by_line, pooled = _both(path)
    assert _seen(pooled) == by_line and [entry[4] for entry in by_line] == [None, None]


@pytest.mark.parametrize("over", [0, 1])
def test_block_a_line_of_just_the_limit_is_read_and_one_more_character_stops_the_reading(tmp_path: Path, small_pieces: None, over: int) -> None:
    path = tmp_path / "edge.jsonl"
    line = b'{"x-note": "' + "\u00e9".encode() * (100 - 14 + over) + b'"}'
    assert len(line.decode()) == 100 + over
    path.write_bytes(RECORD + b"\n" + line + b"\n" + RECORD)
    for piece in range(1, 41):  # the line's end falls everywhere in a piece, the first byte of one among them
        sources.POOLED_BLOCK = piece
        by_line, pooled = _both(path)
        assert _seen(pooled) == by_line
        assert len(by_line) == 3 - over and (by_line[1][4] is None) == (not over)


@pytest.mark.parametrize("text", [b"", b"\n\n  \n", b"\xef\xbb\xbf", b"\xef\xbb\xbf\n"], ids=["empty", "blank", "mark", "mark-line"])
def test_block_a_file_with_no_json_line_is_one_error_as_a_line_at_a_time_has_it(tmp_path: Path, text: bytes) -> None:
    path = tmp_path / "none.jsonl"
    path.write_bytes(text)
    by_line, pooled = _both(path)
    assert _seen(pooled) == by_line and len(by_line) == 1 and "no JSON line" in by_line[0][4]


def test_block_a_limit_shorter_than_a_block_reads_a_line_at_a_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(piquet.game.record, "MAX_TEXT", sources.POOLED_BLOCK - 1)
    path = tmp_path / "lines.jsonl"
    path.write_bytes(b"\n".join(LINES) + b"\n")
    by_line, pooled = _both(path)
    assert all(isinstance(entry, Loaded) for entry in pooled) and _seen(pooled) == by_line


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    lines=st.lists(
        st.one_of(
            st.sampled_from(LINES),
            st.binary(max_size=40).filter(lambda raw: b"\n" not in raw),
            st.text(max_size=120).map(lambda text: json.dumps({"x-note": text}, ensure_ascii=False).encode()),
            st.just(b"{" + b"z" * 150 + b"}"),
        ),
        max_size=30,
    ),
    ended=st.booleans(),
    piece=st.integers(1, 64),
    limit=st.integers(64, 200),
)
def test_block_reading_agrees_with_line_reading_wherever_the_pieces_fall(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lines: list[bytes], ended: bool, piece: int, limit: int
) -> None:
    monkeypatch.setattr(sources, "POOLED_BLOCK", piece)
    monkeypatch.setattr(piquet.game.record, "MAX_TEXT", limit)
    path = tmp_path / "any.jsonl"
    path.write_bytes(b"\n".join(lines) + (b"\n" if ended else b""))
    by_line, pooled = _both(path)
    assert _seen(pooled) == by_line
