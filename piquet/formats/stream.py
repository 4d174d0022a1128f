"""Records read one at a time from an open text handle: :func:`read_records`.

A program that keeps its games in a file of JSON Lines, or pipes records
from another process, wants each record as soon as its line has come, not
after the whole input; and it wants one bad record to be reported and
passed over, not to end the reading.  So the reader takes lines from the
handle only as far as the record it is about to yield, and yields each
record's fault as a value in its place.

The handle holds one of three things, told apart by its first line that is
not blank:

* JSON Lines: one record on each line, blank lines skipped.  The first line
  is a whole JSON object by itself, or the line after it also opens with
  ``{`` (so a first line that is bad JSON costs that line only);
* one JSON record over several lines (pretty-printed), read whole;
* the notation (``.pqn``, :mod:`piquet.formats.notation`), one record or
  several one after another: each record after the first begins at its
  header, a ``format:`` or ``players:`` line coming after the ``players:``
  line or a deal of the record before it
  (:func:`~piquet.formats.loading.notation_starts`).

Each record is no longer than :data:`~piquet.game.record.MAX_TEXT`
characters, as everywhere in the library.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterable, Iterator
from typing import Any

from piquet.errors import NotARecord, PiquetError, RecordError
from piquet.formats.loading import notation_step, notation_with_lines, sniff_format
from piquet.formats.record_json import parse_json, read_record
from piquet.game.record import MAX_TEXT, Record

__all__ = ["read_records", "STREAM_NAME"]

#: How a handle with no name of its own is named in the records' sources.
STREAM_NAME = "<stream>"


def _lines(handle: Iterable[str]) -> Iterator[str]:
    """The handle's lines with their ends, none longer than :data:`MAX_TEXT` (a longer one is cut and the rest passed over)."""
    readline = getattr(handle, "readline", None)
    if not callable(readline):
        yield from handle
        return
    while True:
        line = readline(MAX_TEXT + 1)
        if not line:
            return
        if len(line) > MAX_TEXT and not line.endswith("\n"):
            while True:  # pass over the rest of an overlong line, a piece at a time
                rest = readline(MAX_TEXT)
                if not rest or rest.endswith("\n"):
                    break
        yield line


def _too_long() -> RecordError:
    return RecordError(f"a record of more than {MAX_TEXT:,} characters is more than this library reads")


def _from_json(text: str) -> Record:
    if len(text) > MAX_TEXT:
        raise _too_long()
    return read_record(parse_json(text))


def _from_notation(lines: list[str], first: int) -> Record:
    """The record in ``lines``, the text's lines from index ``first``: its faults name the lines of the whole text."""
    text = "".join(lines)
    if len(text) > MAX_TEXT:
        raise _too_long()
    data, where = notation_with_lines("\n" * first + text)
    try:
        return read_record(data)
    except RecordError as error:
        raise where.locate(error) from None


def _result(make: Any, *args: Any) -> Record | PiquetError:
    try:
        found: Record = make(*args)
    except PiquetError as error:
        return error
    return found


def _json_lines(first: tuple[int, str], rest: Iterator[tuple[int, str]], name: str) -> Iterator[tuple[str, Record | PiquetError]]:
    number, line = first
    yield f"{name}:{number + 1}", _result(_from_json, line)
    for number, line in rest:
        if line.strip():
            yield f"{name}:{number + 1}", _result(_from_json, line)


def _notation(first: tuple[int, str], rest: Iterator[tuple[int, str]], name: str) -> Iterator[tuple[str, Record | PiquetError]]:
    held = [first[1]]
    opened = first[0]
    several = False
    begun = notation_step(first[1], False)[1]
    for number, line in rest:
        opens, begun = notation_step(line, begun)
        if opens:
            yield f"{name}:{opened + 1}", _result(_from_notation, held, opened)
            held, opened, several = [], number, True
        held.append(line)
    yield (f"{name}:{opened + 1}" if several else name), _result(_from_notation, held, opened)


def read_records(handle: Iterable[str], *, name: str | None = None) -> Iterator[tuple[str, Record | PiquetError]]:
    """Each record in an open text handle, as ``(source, record)``, read lazily; a bad record's error in its place.

    ``handle`` is any text file or iterable of lines: JSON Lines, one JSON
    record, or the notation with one record or several.  ``source`` is
    ``name`` (by default the handle's own ``name``, else ``<stream>``), with
    ``:LINE`` (from 1) for a line of JSON Lines and for each of several
    records in the notation.  The second value is a :class:`~piquet.Record`,
    or the :class:`~piquet.PiquetError` that stopped that record, so that
    one bad record does not end the reading:

    >>> import io
    >>> from piquet import Record, read_records
    >>> lines = io.StringIO('{"players": ["A", "B"], "deals": []}\\n\\n{"players": ["A"]}\\n')
    >>> for source, found in read_records(lines, name="games.jsonl"):
    ...     print(source, found.players if isinstance(found, Record) else type(found).__name__)
    games.jsonl:1 ('A', 'B')
    games.jsonl:3 RecordError
    """
    if isinstance(handle, (str, bytes, os.PathLike)):  # a string iterates by characters: no lines to read
        what = "a path" if isinstance(handle, os.PathLike) else "bytes" if isinstance(handle, bytes) else "a string"
        raise NotARecord(f"read_records reads an open text file or lines, not {what}; open the file first, or wrap text in io.StringIO")
    if name is None:
        own = getattr(handle, "name", None)
        name = own if isinstance(own, str) else STREAM_NAME
    numbered = enumerate(_lines(handle))
    first = next(((n, line) for n, line in numbered if line.strip()), None)
    if first is None:
        return
    if sniff_format(first[1]) == "pqn":
        yield from _notation(first, numbered, name)
        return
    following = next(((n, line) for n, line in numbered if line.strip()), None)
    if following is None:  # the only line: one record
        yield name, _result(_from_json, first[1])
        return
    alone = _result(_from_json_value, first[1])
    if not isinstance(alone, PiquetError) or following[1].startswith("{"):
        yield from _json_lines(first, itertools.chain([following], numbered), name)
        return
    text = [first[1], following[1]]  # one record over several lines: read whole, as far as the limit
    size = sum(len(line) for line in text)
    for _, line in numbered:
        size += len(line)
        if size > MAX_TEXT:
            yield name, _too_long()
            return
        text.append(line)
    yield name, _result(_from_json, "".join(text))


def _from_json_value(text: str) -> dict[str, Any]:
    """A line's JSON when it is an object by itself: the sign that the lines are JSON Lines."""
    value = parse_json(text)
    if not isinstance(value, dict):
        raise RecordError("not a JSON object")
    return value
