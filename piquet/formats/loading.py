"""Reading records from files in the formats the command accepts.

A file holds one record in JSON (``.json``), any number of records in JSON
Lines (``.jsonl``: one JSON record a line), or one record in the project's
text notation (``.pqn``).  :func:`load_any` turns text in one of those
formats into the records' parsed data, one :class:`Loaded` per record, so
that a bad line in a JSON Lines file costs that line only.  Nothing here
replays or checks a record beyond its syntax: the data goes on to
:func:`~piquet.game.record.read_record` or :func:`piquet.adjudicate`.

Every source, file or standard input, is read as a stream
(:mod:`piquet.formats.sources`), a line at a time and each record no
further than :data:`~piquet.game.record.MAX_TEXT` characters, so that an
endless one (``/dev/zero``) is refused at once instead of filling memory.
JSON Lines are split at ``\\n`` and each line is decoded and parsed by
itself, so that a line that is not UTF-8 or not JSON costs that line only.
Standard input, and a file whose extension names no format, holds the
notation when its text does not open as JSON does (:func:`sniff_format`);
otherwise standard input holds JSON or JSON Lines: one JSON document is one record;
input that is not one document is JSON Lines when it has several
non-blank lines that each begin with ``{`` (as a record on one line
does), or when its first line is a JSON object by itself.
:func:`~piquet.formats.sources.load_one` reads the one record a command such as ``piquet solve``
takes, ``-`` meaning standard input.

The text notation is read by ``piquet.formats.notation.parse_record_text``,
imported only when a text record is read; where that module is not
installed, reading one is a :class:`~piquet.errors.RecordError` saying so.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable
from typing import IO, Any, TextIO

import attrs

from piquet.errors import PiquetError, RecordError


def _most() -> int:
    """:data:`piquet.game.record.MAX_TEXT`, the most characters a source may hold: imported when first needed, as the reader is."""
    from piquet.game.record import MAX_TEXT

    return MAX_TEXT


def _parse_json(text: str) -> Any:
    """:func:`piquet.game.record.parse_json`, imported when first needed (the reader brings the referee's acts)."""
    from piquet.formats.record_json import parse_json

    return parse_json(text)


__all__ = [
    "FORMATS",
    "FORMAT_ALIASES",
    "EXTENSIONS",
    "canonical_format",
    "sniff_format",
    "STDIN",
    "Loaded",
    "LineBlock",
    "format_of",
    "load_any",
    "json_line",
    "load_text_notation",
    "notation_with_lines",
    "notation_step",
    "notation_starts",
    "text_notation_available",
    "display_name",
]

#: The formats a record can be read in: JSON, JSON Lines and the notation (PQN, :mod:`piquet.formats.notation`).
FORMATS = ("json", "jsonl", "pqn")

#: Old names of formats, still read: ``text`` was the notation's name before ``pqn``, and sounded like an output style.
FORMAT_ALIASES = {"text": "pqn"}

#: The file extensions that name a format.
EXTENSIONS = {".json": "json", ".jsonl": "jsonl", ".pqn": "pqn"}

#: The name by which standard input is given on the command line.
STDIN = "-"

#: How standard input is named in messages and in the ``source`` of results.
STDIN_NAME = "<stdin>"

#: The character some editors write first in a UTF-8 file; it is no part of the record.
_BYTE_ORDER_MARK = "\ufeff"

#: How much is read at a time, in bytes (or characters, from a text stream).
_PIECE = 1 << 20

#: The bytes that continue a character in UTF-8: counting the others counts characters.
_CONTINUING = bytes(range(0x80, 0xC0))


@attrs.frozen
class Loaded:
    """One record as read from a source: its parsed data, or the error that stopped the reading.

    ``source`` names where it came from (a path, ``<stdin>``), with
    ``:LINE`` appended for a record that is one line of JSON Lines; ``line``
    is that line number (from 1), or None for a record that is a whole file.
    ``format`` is the format it was read in (one of :data:`FORMATS`, None
    when the source could not be read), and ``lines``, for a record read
    from the notation, where its deals and events stand in the text
    (:class:`piquet.formats.notation.TextLines`), so that a fault found when
    it is replayed can name its line.  ``unread`` holds a line of JSON Lines
    not yet parsed (a source streamed with ``parse=False``, so that a
    process of a pool parses it rather than the one reading): :meth:`read`
    gives the record parsed.
    """

    source: str
    data: Any = None
    error: PiquetError | None = None
    line: int | None = None
    format: str | None = None
    lines: Any = None
    unread: bytes | str | None = attrs.field(default=None, repr=False)

    def __reduce__(self) -> tuple[type[Loaded], tuple[Any, ...]]:
        """Sent to a process of a pool as its fields in order: cheaper than the general state of a slotted class, record after record."""
        return Loaded, (self.source, self.data, self.error, self.line, self.format, self.lines, self.unread)

    def read(self) -> Loaded:
        """This record parsed: itself, unless it is a line still ``unread``, which is parsed now (its fault kept, not raised)."""
        if self.unread is None:
            return self
        return json_line(self.unread, self.source, self.line or 0)

    def located(self, error: PiquetError) -> PiquetError:
        """A fault of this record naming its line in the source too, where the record came from the notation."""
        if self.lines is None or not isinstance(error, RecordError):
            return error
        located: PiquetError = self.lines.locate(error)
        return located

    @property
    def ok(self) -> bool:
        return self.error is None


@attrs.frozen
class LineBlock:
    """Whole lines of a JSON Lines file, unparsed, numbered from ``first``: many records sent to a process of a pool as one.

    The process that reads a long file for ``--jobs`` then hands on one
    piece of bytes for dozens of records, rather than a :class:`Loaded`
    each; the process that works them reads them (:meth:`entries`) exactly
    as a line at a time would have: a blank line is no record, a line not
    UTF-8 or not JSON is that line's error only, each named ``SOURCE:LINE``.
    """

    source: str
    first: int
    text: bytes = attrs.field(repr=False)

    def __reduce__(self) -> tuple[type[LineBlock], tuple[Any, ...]]:
        return LineBlock, (self.source, self.first, self.text)

    def entries(self) -> list[Loaded]:
        """The block's records, each parsed (its fault kept, not raised)."""
        lines = self.text.split(b"\n")
        if self.text.endswith(b"\n"):
            lines.pop()  # what follows the last line's end is no line
        return [json_line(line, f"{self.source}:{number}", number) for number, line in enumerate(lines, self.first) if line.strip()]

    def count(self) -> int:
        """How many records the block holds (its lines that are not blank)."""
        return sum(1 for line in self.text.split(b"\n") if line.strip())


def format_of(path: str) -> str | None:
    """The format a file's extension names (``json``, ``jsonl``, ``pqn``), or None for another extension."""
    return EXTENSIONS.get(os.path.splitext(path)[1].lower())


def canonical_format(fmt: str | None) -> str | None:
    """A format's name as :data:`FORMATS` spells it (an old alias such as ``text`` gives ``pqn``); ValueError if unknown."""
    if fmt is None or fmt in FORMATS:
        return fmt
    if fmt in FORMAT_ALIASES:
        return FORMAT_ALIASES[fmt]
    raise ValueError(f"no format {fmt!r}; one of {', '.join(FORMATS)}")


def sniff_format(text: str | bytes) -> str:
    """Whether a record's text is JSON or the notation, from its first character that is not blank: ``json`` or ``pqn``.

    A JSON record (or JSON Lines) opens with ``{``; so does no line of the
    notation but an event written in JSON, which cannot come first.  Any
    other opening (a header such as ``players: A B``, a ``#`` comment) is
    the notation's.  Text that is neither is refused by the reader chosen,
    in its own words.

    >>> from piquet.formats.loading import sniff_format
    >>> sniff_format('  {"players": ["A", "B"]}'), sniff_format("# a deal\\nplayers: A B\\n")
    ('json', 'pqn')
    """
    head = text.lstrip()[:1]
    if isinstance(head, bytes):
        head = head.decode("latin-1")
    return "json" if head in ("{", "[", '"') or head.isdigit() or head == "" else "pqn"


def _notation_parser() -> Callable[..., tuple[Any, Any]] | None:
    try:
        from piquet.formats.notation import read_record_text
    except ImportError:
        return None
    return read_record_text


def text_notation_available() -> bool:
    """Whether the text notation can be read here (``piquet.formats.notation`` is installed)."""
    return _notation_parser() is not None


def load_text_notation(text: str) -> Any:
    """Parse a record written in the text notation into its JSON data.

    Raises :class:`~piquet.errors.RecordError` when the notation's reader
    is not installed, or when it cannot read the text.
    """
    return notation_with_lines(text)[0]


def notation_with_lines(text: str, first_line: int = 1) -> tuple[Any, Any]:
    """:func:`load_text_notation`, with where each deal and event stands in the text (``TextLines``), its first line numbered ``first_line``."""
    parser = _notation_parser()
    if parser is None:
        raise RecordError("the text notation is not available: this installation has no piquet.formats.notation")
    try:
        return parser(text, first_line=first_line)
    except PiquetError:
        raise
    except (ValueError, TypeError) as error:
        raise RecordError(f"not valid text notation: {error}") from None


def _lines(raw: bytes | str) -> list[bytes | str]:
    """The lines of the input, split at ``\\n`` only, as JSON Lines are."""
    return list(raw.split(b"\n") if isinstance(raw, bytes) else raw.split("\n"))


def _opens_object(line: bytes | str) -> bool:
    return line.startswith(b"{") if isinstance(line, bytes) else line.startswith("{")


def _decoded(raw: bytes | str) -> str:
    """Text as read: bytes are decoded as UTF-8 (strictly: a bad byte raises), text is kept as it is."""
    return raw.decode("utf-8") if isinstance(raw, bytes) else raw


def _cut_short(source: str) -> RecordError:
    return RecordError(f"cannot read {source}: it is more than {_most():,} characters, more than this library reads")


def _json_lines(raw: bytes | str, source: str, first_line: int = 1) -> list[Loaded]:
    """Each line its own record, decoded and parsed alone, so a bad line (even one not UTF-8) costs that line only.

    Lines end at ``\\n`` only, as JSON Lines says: a JSON string may hold a
    U+2028 or U+0085 that other line breaks would split.
    """
    out = [json_line(line, f"{source}:{number}", number) for number, line in enumerate(_lines(raw), start=first_line) if line.strip()]
    if not out:
        out.append(Loaded(source, error=RecordError("no record: the input holds no JSON line"), format="jsonl"))
    return out


def json_line(line: bytes | str, where: str, number: int) -> Loaded:
    """One line of JSON Lines as its record, named ``where``: a line that is not UTF-8 or not JSON is this record's error only."""
    try:
        text = _decoded(line)
    except UnicodeDecodeError as error:
        message = f"not UTF-8 text ({error.reason} at byte {error.start} of the line)"
        return Loaded(where, error=RecordError(message), line=number, format="jsonl")
    try:
        return Loaded(where, _parse_json(text), line=number, format="jsonl")
    except PiquetError as error:
        return Loaded(where, error=error, line=number, format="jsonl")


def _looks_like_json_lines(raw: bytes | str) -> bool:
    """Whether input that is not one JSON document reads as JSON Lines.

    It does when it has more than one non-blank line and either every such
    line begins with ``{`` in its first column, as a record written on one
    line does, or its first such line is a JSON object by itself.  The
    first test lets a bad first line be reported as that line's fault while
    the good lines after it are read; the second lets a stray line that is
    not an object be reported as a bad line.  A pretty-printed record fails
    both (its lines after the opening brace are indented keys and values),
    and so does a stray number or word before one, so its syntax error is
    reported as it is, at its line and column.
    """
    lines = [line for line in _lines(raw) if line.strip()]
    if len(lines) < 2:
        return False
    if all(_opens_object(line) for line in lines):
        return True
    try:
        first = _parse_json(_decoded(lines[0]))
    except (RecordError, UnicodeDecodeError):
        return False
    return isinstance(first, dict)


def _document(raw: bytes | str, fmt: str | None, source: str, first_line: int = 1) -> Loaded:
    """The one record held by the whole input, read as ``fmt`` (JSON unless ``"pqn"``); raises :class:`RecordError`."""
    try:
        text = _decoded(raw)
    except UnicodeDecodeError as error:
        raise RecordError(f"cannot read {source}: not UTF-8 text ({error.reason} at byte {error.start})") from None
    if not text.strip():
        raise RecordError("no record: the input is empty")
    if fmt == "pqn":
        data, lines = notation_with_lines(text, first_line)
        return Loaded(source, data, format="pqn", lines=lines)
    return Loaded(source, _parse_json(text), format="json")


#: A header line that can open a record in the notation.
_OPENING = re.compile(r"[ \t]*(format|players)[ \t]*:")

#: A line that shows a record of the notation has begun: its players, its cut for deal or a deal.
_BEGUN = re.compile(r"[ \t]*(players[ \t]*:|cut[ \t]+for[ \t]+deal[ \t]*:|deal[ \t]+\S+[ \t]*:)")


def notation_step(line: str, begun: bool) -> tuple[bool, bool]:
    """Whether ``line`` opens another record of a text in the notation, given whether the record so far has ``begun``; and whether its record has begun once it is read.

    A record opens at a ``format:`` or ``players:`` line once the record
    before it has given its players or begun a deal (its cut for deal, or a
    ``deal N:`` line).  The writer quotes a player labelled ``players`` or
    ``format``, so that no act or hand is taken for a header.
    """
    opens = begun and bool(_OPENING.match(line))
    return opens, (begun and not opens) or bool(_BEGUN.match(line))


def notation_starts(lines: list[str]) -> list[int]:
    """The indexes (from 0) of the lines that open each record of a text in the notation: ``[0]`` for one record."""
    starts = [0]
    begun = False
    for index, line in enumerate(lines):
        opens, begun = notation_step(line, begun)
        if opens:
            starts.append(index)
    return starts


def _notation_records(raw: bytes | str, source: str, first_line: int = 1) -> list[Loaded] | None:
    """The records of a text in the notation holding several (:func:`notation_starts`), or None for one.

    Each is named ``SOURCE:LINE`` by the line its header opens on, and is
    read numbered from that line, so that its faults name the lines of the
    whole text.
    """
    try:
        lines = _decoded(raw).split("\n")
    except UnicodeDecodeError:
        return None  # reported as the whole text's fault
    starts = notation_starts(lines)
    if len(starts) == 1:
        return None
    out = []
    for first, end in zip(starts, starts[1:] + [len(lines)]):
        number = first + first_line
        where = f"{source}:{number}"
        try:
            data, found = notation_with_lines("\n".join(lines[first:end]), number)
        except PiquetError as error:
            out.append(Loaded(where, error=error, line=number, format="pqn"))
            continue
        out.append(Loaded(where, data, line=number, format="pqn", lines=found))
    return out


def _records(raw: bytes | str, fmt: str | None, source: str, first_line: int = 1) -> list[Loaded]:
    """The records in input as read (bytes or text)."""
    if fmt == "jsonl":
        return _json_lines(raw, source, first_line)
    several = _notation_records(raw, source, first_line) if fmt == "pqn" else None
    if several is not None:
        return several
    try:
        return [_document(raw, fmt, source, first_line)]
    except PiquetError as error:
        if fmt is None and _looks_like_json_lines(raw):
            return _json_lines(raw, source, first_line)
        return [Loaded(source, error=error, format=fmt or "json")]


def load_any(text: str | bytes, fmt: str | None, source: str = STDIN_NAME, *, first_line: int = 1) -> list[Loaded]:
    """The records held by ``text`` in the format ``fmt``, one :class:`Loaded` each, in order.

    ``fmt`` is ``"json"`` (one record), ``"jsonl"`` (one record on each
    non-blank line), ``"pqn"`` (one record in the text notation; ``"text"``
    is read as its old name), or None
    to decide between JSON and JSON Lines from the text itself: one JSON
    document is one record, and text that is not is read as JSON Lines
    when it looks like them (:func:`_looks_like_json_lines`: several lines
    each opening with ``{``, or a first line that is a JSON object by
    itself).  ``text`` may be bytes as read, decoded here as UTF-8: for
    JSON Lines each line alone, so that a line that is not UTF-8 is that
    line's fault only.  Faults are not raised but returned in the
    :class:`Loaded`, so that one bad record does not hide the others.

    A byte-order mark opening the text is passed over, as it is in a file.
    ``first_line`` numbers the text's first line (in JSON Lines and the
    notation): a block or a record cut from a longer file names its lines
    as the file does.
    """
    text = text.removeprefix(_BYTE_ORDER_MARK.encode()) if isinstance(text, bytes) else text.removeprefix(_BYTE_ORDER_MARK)
    return _records(text, canonical_format(fmt), source, first_line)


def _characters(piece: bytes | str) -> int:
    """How many characters a piece holds: for UTF-8 bytes, those that do not continue a character."""
    if isinstance(piece, str):
        return len(piece)
    return len(piece.translate(None, _CONTINUING))


def _joined(pieces: list[Any]) -> bytes | str:
    if pieces and isinstance(pieces[0], bytes):
        return b"".join(pieces)
    return "".join(pieces)


def display_name(path: str) -> str:
    """A path as it can be printed: bytes that are not UTF-8 (kept by Python as lone surrogates) shown as ``\\xNN``."""
    return path.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
