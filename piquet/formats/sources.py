"""The command's sources read as a stream: each record yielded as soon as its text has come, each bounded by itself.

A batch may be as long as its writer likes, and may come down a pipe that
stays open while its records are written; so a source is read a line at a
time, only as far as the record about to be yielded, and the size limit
(:data:`~piquet.game.record.MAX_TEXT` characters) applies to each record:
a line of JSON Lines, a JSON document, a record of the notation.  A record
past the limit ends the reading of its source with an error at that record,
since what follows it cannot be found without reading on without bound
(``/dev/zero`` never ends its first line).  A UTF-8 byte-order mark opening
a source is passed over.

Which format a source holds is decided as :mod:`piquet.formats.loading`
decides it for text in hand, from its first lines only: the notation when
the first line that is not blank does not open as JSON does; for standard
input, JSON Lines when that line is a JSON object by itself or it and the
next such line both open with ``{``, and otherwise one JSON document.

In a directory, an entry named as a record file that cannot be opened as
one (a link to nothing, a loop of links, a FIFO, which would block the
reading until some writer opened it) is reported as an error in its place.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from collections.abc import Iterator
from typing import IO, Any, Literal, TextIO, overload

from piquet.errors import PiquetError, RecordError
from piquet.formats import loading
from piquet.formats.loading import STDIN, STDIN_NAME, LineBlock, Loaded, display_name, format_of, json_line, notation_step

__all__ = ["read_source", "load_one", "load_entry", "load_paths", "stream_source", "stream_paths", "BYTE_ORDER_MARK"]

#: The character some editors write first in a UTF-8 file; it is no part of the record.
BYTE_ORDER_MARK = loading._BYTE_ORDER_MARK

#: A numbered line of a source, and whether it ran past the limit (then only its first piece is kept).
_Line = tuple[int, Any, bool]


def _line(stream: IO[Any], limit: int) -> tuple[Any, bool]:
    """The next line of ``stream`` with its end, and whether it holds more than ``limit`` characters besides its end.

    A line past the limit is not read further: its first piece stands for
    it, so that a line without end costs no more than the limit.
    """
    pieces: list[Any] = []
    count = 0
    while True:
        piece = stream.readline(loading._PIECE)
        if not piece:
            break
        count += loading._characters(piece)
        ended = piece.endswith(b"\n" if isinstance(piece, bytes) else "\n")
        if count - ended > limit:
            return (pieces or [piece])[0], True
        pieces.append(piece)
        if ended:
            break
    return loading._joined(pieces), False


def _lines(stream: IO[Any]) -> Iterator[_Line]:
    """The lines of ``stream`` numbered from 1, the byte-order mark opening it passed over, until one runs past the limit."""
    limit = loading._most()
    number = 0
    while True:
        raw, over = _line(stream, limit)
        if not raw:
            return
        number += 1
        if number == 1:
            raw = raw.removeprefix(BYTE_ORDER_MARK.encode() if isinstance(raw, bytes) else BYTE_ORDER_MARK)
        yield number, raw, over
        if over:
            return


def _blank(raw: Any) -> bool:
    return not raw.strip()


def _opens_object(raw: Any) -> bool:
    return bool(raw.startswith(b"{" if isinstance(raw, bytes) else "{"))


def _cut_short(source: str, fmt: str | None) -> Loaded:
    return Loaded(source, error=loading._cut_short(source), format=fmt)


def _json_lines(lines: Iterator[_Line], source: str, parse: bool = True) -> Iterator[Loaded]:
    """Each non-blank line its own record (left ``unread`` unless ``parse``); a line past the limit is an error there, and the last thing read."""
    found = False
    for number, raw, over in lines:
        where = f"{source}:{number}"
        if over:
            yield _past_limit(source, number)
            return
        if _blank(raw):
            continue
        found = True
        line = raw.removesuffix(b"\n" if isinstance(raw, bytes) else "\n")
        yield json_line(line, where, number) if parse else Loaded(where, line=number, format="jsonl", unread=line)
    if not found:
        yield _no_json_line(source)


#: How many bytes of a JSON Lines file go to a process of a pool at a time, as whole lines (:class:`LineBlock`): some dozens of records.
POOLED_BLOCK = 1 << 16


def _pooled_json_lines(stream: IO[bytes], source: str) -> Iterator[Loaded | LineBlock]:
    """A regular file of JSON Lines in blocks of whole lines, for a pool's processes to parse and work: :func:`_json_lines` in bulk.

    Reading it costs no more than the bytes: the lines are not split here,
    only counted (for the next block's first number).  A line within one
    piece read is shorter than the limit; a line carried over from piece
    to piece is measured as it grows, and one past the limit is an error
    at its number, and the end of the reading, as a line at a time has it.
    """
    limit = loading._most()
    number = 1  # the number of the first line not yet handed on
    held: list[bytes] = []  # a line under way, carried from one piece to the next
    held_characters = 0
    opening, found = True, False
    while piece := stream.read(POOLED_BLOCK):
        cut = piece.rfind(b"\n") + 1
        ends = piece.find(b"\n")
        held_characters += loading._characters(piece[:ends] if ends >= 0 else piece)  # the line under way, so far
        if held_characters > limit:
            yield _past_limit(source, number)
            return
        if not cut:
            held.append(piece)
            continue
        text = b"".join([*held, piece[:cut]]) if held else piece[:cut]
        held, held_characters = ([piece[cut:]], loading._characters(piece[cut:])) if cut < len(piece) else ([], 0)
        if opening:
            text, opening = text.removeprefix(BYTE_ORDER_MARK.encode()), False
        found = found or bool(text) and not text.isspace()
        yield LineBlock(source, number, text)
        number += text.count(b"\n")
    if held:
        text = b"".join(held)
        text = text.removeprefix(BYTE_ORDER_MARK.encode()) if opening else text
        found = found or bool(text) and not text.isspace()
        yield LineBlock(source, number, text)
    if not found:
        yield _no_json_line(source)


def _past_limit(source: str, number: int) -> Loaded:
    message = f"reading stopped at this line: it is more than {loading._most():,} characters, more than this library reads of one record"
    return Loaded(f"{source}:{number}", error=RecordError(message), line=number, format="jsonl")


def _no_json_line(source: str) -> Loaded:
    return Loaded(source, error=RecordError("no record: the input holds no JSON line"), format="jsonl")


def _document(lines: Iterator[_Line], source: str, fmt: str) -> Loaded:
    """The one record the whole source holds, read as ``fmt`` (``json`` or ``pqn``), no further than the limit."""
    pieces = []
    count = 0
    for _, raw, over in lines:
        count += loading._characters(raw)
        if over or count > loading._most():
            return _cut_short(source, fmt)
        pieces.append(raw)
    try:
        return loading._document(loading._joined(pieces), fmt, source)
    except PiquetError as error:
        return Loaded(source, error=error, format=fmt)


class _Notation:
    """Records of the notation, one after another, each yielded when the next one's header is read (or the source ends)."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.held: list[str] = []
        self.opened = 1
        self.several = False
        self.fault: RecordError | None = None
        self.count = 0

    def records(self, lines: Iterator[_Line]) -> Iterator[Loaded]:
        begun = False
        offset = 0
        for number, raw, over in lines:
            if over:
                break
            try:
                text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
            except UnicodeDecodeError as error:
                reason = f"not UTF-8 text ({error.reason} at byte {offset + error.start})"
                self.fault = self.fault or RecordError(f"cannot read {self.source}: {reason}")
                text = ""
            offset += len(raw)
            opens, begun = notation_step(text, begun)
            if opens:
                self.several = True
                yield self._record()
                self.held, self.opened, self.fault, self.count = [], number, None, 0
            self.held.append(text)
            self.count += len(text)
            if self.count > loading._most():
                break
        else:
            if not self.several and not any(line.strip() for line in self.held):
                yield Loaded(self.source, error=RecordError("no record: the input is empty"), format="pqn")
                return
            yield self._record()
            return
        yield Loaded(self._name(), error=loading._cut_short(self.source), line=self._line(), format="pqn")

    def _name(self) -> str:
        return f"{self.source}:{self.opened}" if self.several else self.source

    def _line(self) -> int | None:
        return self.opened if self.several else None

    def _record(self) -> Loaded:
        if self.fault is not None:
            return Loaded(self._name(), error=self.fault, line=self._line(), format="pqn")
        try:
            data, found = loading.notation_with_lines("".join(self.held), self.opened)
        except PiquetError as error:
            return Loaded(self._name(), error=error, line=self._line(), format="pqn")
        return Loaded(self._name(), data, line=self._line(), format="pqn", lines=found)


def _first(lines: Iterator[_Line], held: list[_Line]) -> _Line | None:
    """The next line that is not blank (or runs past the limit), every line read kept in ``held``."""
    for line in lines:
        held.append(line)
        if line[2] or not _blank(line[1]):
            return line
    return None


def _undecided(lines: Iterator[_Line], source: str, from_stdin: bool, parse: bool) -> Iterator[Loaded]:
    """The records of a source whose format its text must show: the notation, JSON, or (standard input) JSON Lines."""
    held: list[_Line] = []
    first = _first(lines, held)
    if first is None:
        yield _document(iter(held), source, "json")
    elif first[2]:
        yield _cut_short(source, None)
    elif loading.sniff_format(first[1]) == "pqn":
        yield from _Notation(source).records(_chained(held, lines))
    elif from_stdin and _json_lines_ahead(first[1], _first(lines, held)):
        yield from _json_lines(_chained(held, lines), source, parse)
    else:
        yield _document(_chained(held, lines), source, "json")


def _json_lines_ahead(first: Any, following: _Line | None) -> bool:
    """Whether standard input holds JSON Lines, from its first two lines that are not blank (:mod:`piquet.formats.loading`'s rule)."""
    if following is None:
        return False
    return _opens_object(first) and _opens_object(following[1]) or _object_alone(first)


def _chained(held: list[_Line], lines: Iterator[_Line]) -> Iterator[_Line]:
    yield from held
    yield from lines


def _object_alone(raw: Any) -> bool:
    try:
        return isinstance(loading._parse_json(loading._decoded(raw)), dict)
    except (PiquetError, UnicodeDecodeError):
        return False


def _records(stream: IO[Any], fmt: str | None, source: str, from_stdin: bool, parse: bool) -> Iterator[Loaded | LineBlock]:
    if fmt == "jsonl" and not parse and _in_blocks(stream):
        yield from _pooled_json_lines(stream, source)
        return
    lines = _lines(stream)
    if fmt == "jsonl":
        yield from _json_lines(lines, source, parse)
    elif fmt == "pqn":
        yield from _Notation(source).records(lines)
    elif fmt == "json":
        yield _document(lines, source, "json")
    else:
        yield from _undecided(lines, source, from_stdin, parse)


def _in_blocks(stream: IO[Any]) -> bool:
    """Whether JSON Lines from ``stream`` may go to a pool in blocks: a regular file of bytes (not a pipe, whose
    writer waits for each answer), read with a limit no shorter than a block."""
    try:
        regular = stat.S_ISREG(os.fstat(stream.fileno()).st_mode)
    except (OSError, ValueError, AttributeError):  # no descriptor: a stream in memory
        return False
    return regular and "b" in getattr(stream, "mode", "") and loading._most() >= POOLED_BLOCK


def _binary(stream: IO[Any]) -> IO[Any]:
    """A text stream's binary buffer where it has one (standard input), so that each line is decoded here, strictly."""
    buffer = getattr(stream, "buffer", None)
    return buffer if buffer is not None and callable(getattr(buffer, "readline", None)) else stream


@overload
def stream_source(path: str, fmt: str | None = None, stdin: TextIO | None = None, *, parse: Literal[True] = True) -> Iterator[Loaded]: ...
@overload
def stream_source(path: str, fmt: str | None = None, stdin: TextIO | None = None, *, parse: bool) -> Iterator[Loaded | LineBlock]: ...
def stream_source(path: str, fmt: str | None = None, stdin: TextIO | None = None, *, parse: bool = True) -> Iterator[Loaded | LineBlock]:
    """The records in the file ``path`` (``-`` for ``stdin``), each yielded once read: :func:`read_source` as a stream.

    With ``parse`` false, JSON Lines are left unparsed, for whoever works on
    the records to parse: a regular file in blocks of whole lines
    (:class:`~piquet.formats.loading.LineBlock`), a pipe a line at a time
    (:meth:`Loaded.read`), so that each record written to it is answered
    before the next one comes.  Reading then costs the reader little more
    than the bytes.
    """
    source = STDIN_NAME if path == STDIN else display_name(path)
    fmt = loading.canonical_format(fmt)
    if fmt is None and path != STDIN:
        fmt = format_of(path)
    try:
        if path == STDIN:
            if stdin is None:
                raise RecordError("no standard input to read")
            yield from _records(_binary(stdin), fmt, source, True, parse)
            return
        with open(path, "rb") as handle:
            yield from _records(handle, fmt, source, False, parse)
    except UnicodeDecodeError as error:  # a text stream without a binary buffer, decoding as it reads
        message = f"cannot read {source}: not UTF-8 text ({error.reason} at byte {error.start})"
        yield Loaded(source, error=RecordError(message))
    except OSError as error:
        yield Loaded(source, error=RecordError(f"cannot read {source}: {error.strerror or error}"))
    except PiquetError as error:
        yield Loaded(source, error=error)


def _unreadable(path: str) -> str | None:
    """Why a directory's entry named as a record file cannot be read as one, or None when it is a file."""
    try:
        found = os.stat(path)
    except OSError as error:
        if error.errno == errno.ENOENT:
            return "a symbolic link to nothing"
        if error.errno == errno.ELOOP:
            return "a loop of symbolic links"
        return error.strerror or str(error)
    if stat.S_ISREG(found.st_mode):
        return None
    kinds = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"))
    kind = next((name for test, name in kinds if test(found.st_mode)), "a device")
    return f"{kind}, not a file"


def _directories(paths: list[str]) -> Iterator[tuple[str, list[tuple[str, str]]]]:
    """Each path, with the entries named as record files of the directory it is: ``(path, kind)`` sorted by name, none for a file."""
    for path in paths:
        if path == STDIN or not os.path.isdir(path):
            yield path, []
            continue
        named = ((os.path.join(path, name), format_of(name)) for name in sorted(os.listdir(path)))
        yield path, [(full, kind) for full, kind in named if kind is not None]


def notation_left_out(paths: list[str]) -> list[str]:
    """The ``.pqn`` files in the directories among ``paths`` that :func:`stream_paths` leaves out, the notation not being installed."""
    if loading.text_notation_available():
        return []
    return [display_name(full) for _, entries in _directories(paths) for full, kind in entries if kind == "pqn"]


@overload
def stream_paths(paths: list[str], fmt: str | None = None, stdin: TextIO | None = None, *, parse: Literal[True] = True) -> Iterator[Loaded]: ...
@overload
def stream_paths(paths: list[str], fmt: str | None = None, stdin: TextIO | None = None, *, parse: bool) -> Iterator[Loaded | LineBlock]: ...
def stream_paths(paths: list[str], fmt: str | None = None, stdin: TextIO | None = None, *, parse: bool = True) -> Iterator[Loaded | LineBlock]:
    """:func:`load_paths` as a stream: each record yielded once read (a directory's ``.pqn`` files left out where the notation is not installed).

    ``parse``: as for :func:`stream_source`.
    """
    with_text = loading.text_notation_available()
    for path, entries in _directories(paths):
        if path == STDIN or not os.path.isdir(path):
            yield from stream_source(path, fmt, stdin, parse=parse)
            continue
        found = 0
        for full, kind in entries:
            if kind == "pqn" and not with_text:
                continue
            found += 1
            why = _unreadable(full)
            if why is None:
                yield from stream_source(full, kind, stdin, parse=parse)
            else:
                where = display_name(full)
                yield Loaded(where, error=RecordError(f"cannot read {where}: {why}"), format=kind)
        if not found:
            wanted = "*.json, *.jsonl or *.pqn" if with_text else "*.json or *.jsonl"
            where = display_name(path)
            yield Loaded(where, error=RecordError(f"no record files ({wanted}) in the directory {where}"))


def read_source(path: str, fmt: str | None = None, stdin: TextIO | None = None) -> list[Loaded]:
    """The records in the file ``path`` (``-`` for ``stdin``), one :class:`Loaded` each.

    Without ``fmt`` the format is the one the file's extension names; for
    any other extension, and for standard input, the text shows it
    (:func:`sniff_format`): the notation, or else JSON (for standard input,
    JSON or JSON Lines).  The source is read a line at a time, each record
    no further than :data:`~piquet.game.record.MAX_TEXT` characters: one
    longer is refused without being read whole, and reading stops there
    (:mod:`piquet.formats.sources`, which reads it as a stream).  A file that
    cannot be read, or is not UTF-8 text, is one :class:`Loaded` whose
    error says so; in JSON Lines a line that is not UTF-8 is that line's
    error only.
    """
    return list(stream_source(path, fmt, stdin))


def load_one(path: str, stdin: TextIO | None = None, *, fmt: str | None = None, command: str = "this command") -> Any:
    """The parsed data of the one record in the file ``path``, ``-`` for standard input; :class:`RecordError` if none.

    For the commands that take one record (``piquet solve``, ``piquet
    advise``): the file is read by :func:`read_source`, bounded as every
    source is, in ``fmt`` when it is given; ``-`` reads ``stdin``, or the
    process's standard input when it is not given.  A source that cannot
    be read, holds a bad record, or holds other than one record is an
    error naming ``command``.
    """
    return load_entry(path, stdin, fmt=fmt, command=command).data


def load_entry(path: str, stdin: TextIO | None = None, *, fmt: str | None = None, command: str = "this command") -> Loaded:
    """:func:`load_one`, giving the whole :class:`Loaded`: its format too, and for the notation where each act stands."""
    if path == STDIN and stdin is None:
        stdin = sys.stdin
    loaded = read_source(path, fmt, stdin)
    if len(loaded) != 1:
        where = STDIN_NAME if path == STDIN else display_name(path)
        raise RecordError(f"{where} holds {len(loaded)} records; {command} reads one")
    if loaded[0].error is not None:
        raise loaded[0].error
    return loaded[0]


def load_paths(paths: list[str], fmt: str | None = None, stdin: TextIO | None = None) -> tuple[list[Loaded], list[str]]:
    """The records in the files ``paths`` in order, each directory standing for its record files, sorted by name.

    A directory gives its ``.json`` and ``.jsonl`` files, and its ``.pqn``
    files when the text notation can be read (:func:`~piquet.formats.loading.text_notation_available`),
    each read in the format its extension names; a directory with none is an
    error.  Any other path is read with :func:`read_source`, in ``fmt`` when
    it is given.  Returns the records and the ``.pqn`` files left out for
    want of the notation.
    """
    return list(stream_paths(paths, fmt, stdin)), notation_left_out(paths)
