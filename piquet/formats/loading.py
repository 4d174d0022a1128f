"""Reading records from files in the formats the command accepts.

A file holds one record in JSON (``.json``), any number of records in JSON
Lines (``.jsonl``: one JSON record a line), or one record in the project's
text notation (``.pqn``).  :func:`load_any` turns text in one of those
formats into the records' parsed data, one :class:`Loaded` per record, so
that a bad line in a JSON Lines file costs that line only.  Nothing here
replays or checks a record beyond its syntax: the data goes on to
:func:`~piquet.game.record.read_record` or :func:`piquet.adjudicate`.

The text notation is read by ``piquet.formats.notation.parse_record_text``,
imported only when a text record is read; where that module is not
installed, reading one is a :class:`~piquet.errors.RecordError` saying so.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, TextIO

import attrs

from piquet.errors import PiquetError, RecordError


def _parse_json(text: str) -> Any:
    """:func:`piquet.game.record.parse_json`, imported when first needed (the reader brings the referee's acts)."""
    from piquet.formats.record_json import parse_json

    return parse_json(text)


__all__ = [
    "FORMATS",
    "EXTENSIONS",
    "STDIN",
    "Loaded",
    "format_of",
    "load_any",
    "load_text_notation",
    "text_notation_available",
    "read_source",
    "display_name",
    "load_paths",
]

#: The formats a record can be read in.
FORMATS = ("json", "jsonl", "text")

#: The file extensions that name a format.
EXTENSIONS = {".json": "json", ".jsonl": "jsonl", ".pqn": "text"}

#: The name by which standard input is given on the command line.
STDIN = "-"

#: How standard input is named in messages and in the ``source`` of results.
STDIN_NAME = "<stdin>"


@attrs.frozen
class Loaded:
    """One record as read from a source: its parsed data, or the error that stopped the reading.

    ``source`` names where it came from (a path, ``<stdin>``), with
    ``:LINE`` appended for a record that is one line of JSON Lines; ``line``
    is that line number (from 1), or None for a record that is a whole file.
    """

    source: str
    data: Any = None
    error: PiquetError | None = None
    line: int | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


def format_of(path: str) -> str | None:
    """The format a file's extension names (``json``, ``jsonl``, ``text``), or None for another extension."""
    return EXTENSIONS.get(os.path.splitext(path)[1].lower())


def _notation_parser() -> Callable[[str], Any] | None:
    try:
        from piquet.formats.notation import parse_record_text
    except ImportError:
        return None
    return parse_record_text


def text_notation_available() -> bool:
    """Whether the text notation can be read here (``piquet.formats.notation`` is installed)."""
    return _notation_parser() is not None


def load_text_notation(text: str) -> Any:
    """Parse a record written in the text notation into its JSON data.

    Raises :class:`~piquet.errors.RecordError` when the notation's reader
    is not installed, or when it cannot read the text.
    """
    parser = _notation_parser()
    if parser is None:
        raise RecordError("the text notation is not available: this installation has no piquet.formats.notation")
    try:
        return parser(text)
    except PiquetError:
        raise
    except (ValueError, TypeError) as error:
        raise RecordError(f"not valid text notation: {error}") from None


def _json_lines(text: str, source: str) -> list[Loaded]:
    out = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        where = f"{source}:{number}"
        try:
            out.append(Loaded(where, _parse_json(line), line=number))
        except PiquetError as error:
            out.append(Loaded(where, error=error, line=number))
    if not out:
        out.append(Loaded(source, error=RecordError("no record: the input holds no JSON line")))
    return out


def _looks_like_json_lines(text: str) -> bool:
    """Whether text that is not one JSON document reads as JSON Lines.

    It does when it has more than one non-blank line and its first such line
    is a JSON object by itself, as a record is.  A pretty-printed record
    fails the second test (its first line is an opening brace), and so does
    a stray number or word before one, so its syntax error is reported as it
    is, at its line and column.
    """
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < 2:
        return False
    try:
        first = _parse_json(lines[0])
    except RecordError:
        return False
    return isinstance(first, dict)


def load_any(text: str, fmt: str | None, source: str = STDIN_NAME) -> list[Loaded]:
    """The records held by ``text`` in the format ``fmt``, one :class:`Loaded` each, in order.

    ``fmt`` is ``"json"`` (one record), ``"jsonl"`` (one record on each
    non-blank line), ``"text"`` (one record in the text notation), or None
    to decide between JSON and JSON Lines from the text itself: one JSON
    document is one record, and text whose first line is a JSON document
    by itself is read as JSON Lines.  Faults are not raised but returned in
    the :class:`Loaded`, so that one bad record does not hide the others.
    """
    if fmt is not None and fmt not in FORMATS:
        raise ValueError(f"no format {fmt!r}; one of {', '.join(FORMATS)}")
    if fmt == "jsonl":
        return _json_lines(text, source)
    if not text.strip():
        return [Loaded(source, error=RecordError("no record: the input is empty"))]
    try:
        if fmt == "text":
            return [Loaded(source, load_text_notation(text))]
        return [Loaded(source, _parse_json(text))]
    except PiquetError as error:
        if fmt is None and _looks_like_json_lines(text):
            return _json_lines(text, source)
        return [Loaded(source, error=error)]


def display_name(path: str) -> str:
    """A path as it can be printed: bytes that are not UTF-8 (kept by Python as lone surrogates) shown as ``\\xNN``."""
    return path.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def read_source(path: str, fmt: str | None = None, stdin: TextIO | None = None) -> list[Loaded]:
    """The records in the file ``path`` (``-`` for ``stdin``), one :class:`Loaded` each.

    Without ``fmt`` the format is the one the file's extension names, JSON
    for any other extension, and JSON or JSON Lines as the text shows for
    standard input.  A file that cannot be read, or is not UTF-8 text, is
    one :class:`Loaded` whose error says so.
    """
    source = STDIN_NAME if path == STDIN else display_name(path)
    try:
        if path == STDIN:
            if stdin is None:
                raise RecordError("no standard input to read")
            text = stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except UnicodeDecodeError as error:
        message = f"cannot read {source}: not UTF-8 text ({error.reason} at byte {error.start})"
        return [Loaded(source, error=RecordError(message))]
    except OSError as error:
        return [Loaded(source, error=RecordError(f"cannot read {source}: {error.strerror or error}"))]
    except PiquetError as error:
        return [Loaded(source, error=error)]
    if fmt is None and path != STDIN:
        fmt = format_of(path) or "json"
    return load_any(text, fmt, source)


def load_paths(paths: list[str], fmt: str | None = None, stdin: TextIO | None = None) -> tuple[list[Loaded], list[str]]:
    """The records in the files ``paths`` in order, each directory standing for its record files, sorted by name.

    A directory gives its ``.json`` and ``.jsonl`` files, and its ``.pqn``
    files when the text notation can be read (:func:`text_notation_available`),
    each read in the format its extension names; a directory with none is an
    error.  Any other path is read with :func:`read_source`, in ``fmt`` when
    it is given.  Returns the records and the ``.pqn`` files left out for
    want of the notation.
    """
    loaded: list[Loaded] = []
    skipped: list[str] = []
    with_text: bool | None = None
    for path in paths:
        if path == STDIN or not os.path.isdir(path):
            loaded += read_source(path, fmt, stdin)
            continue
        if with_text is None:
            with_text = text_notation_available()
        found = 0
        for name in sorted(os.listdir(path)):
            full = os.path.join(path, name)
            kind = format_of(name)
            if kind is None or not os.path.isfile(full):
                continue
            if kind == "text" and not with_text:
                skipped.append(display_name(full))
                continue
            loaded += read_source(full, kind, stdin)
            found += 1
        if not found:
            wanted = "*.json, *.jsonl or *.pqn" if with_text else "*.json or *.jsonl"
            where = display_name(path)
            loaded.append(Loaded(where, error=RecordError(f"no record files ({wanted}) in the directory {where}")))
    return loaded, skipped
