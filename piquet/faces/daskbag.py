"""Records adjudicated in a Dask bag: the work of ``piquet adjudicate --bare`` spread over cores or machines.

Every record is independent of every other, so an archive is adjudicated
record by record wherever Dask's scheduler sends the work: the threads of
one process, the worker processes of one machine, or the workers of a
cluster (:mod:`dask.distributed`).  Each element's answer is the object
``piquet adjudicate --bare`` prints for that record, made by the same
functions (:func:`~piquet.faces.cli.error_json`, the adjudication's
``to_json``), so that a bag's results and the command's lines agree.

A bad record is an answer too, ``{"error": ...}``, never an exception
that would stop the batch.  Dask is imported only when a bag is made: the
library needs nothing of it otherwise (``pip install ".[dask]"`` in a
checkout of piquet adds it).  The public names are in :mod:`piquet.dask`.
"""

from __future__ import annotations

import operator
import os
from collections.abc import Iterable, Mapping
from types import ModuleType
from typing import TYPE_CHECKING, Any

from piquet.errors import PiquetError, RecordError
from piquet.faces.cli import adjudicate_entry, error_json
from piquet.formats.loading import Loaded, display_name, format_of, load_any, notation_starts, sniff_format
from piquet.formats.sources import read_source
from piquet.game.record import MAX_TEXT

if TYPE_CHECKING:
    from dask.bag import Bag

__all__ = [
    "DASK_MISSING",
    "adjudicate_bag",
    "adjudication_json",
    "is_error_value",
    "read_records_bag",
    "file_records",
    "json_lines_block",
    "NotationText",
    "BLOCK_SIZE",
]

#: What is said when Dask is not installed.
DASK_MISSING = 'piquet.dask needs Dask: pip install ".[dask]" in a checkout of piquet (it adds dask[bag] and distributed)'

#: How an element of a bag is named where the command would name a file.
BAG_SOURCE = "<bag>"


def dask_bag() -> ModuleType:
    """:mod:`dask.bag`, imported now; an :class:`ImportError` naming the extra when Dask is not installed."""
    try:
        import dask.bag
    except ImportError:
        raise ImportError(DASK_MISSING) from None
    return dask.bag


def is_error_value(element: Any) -> bool:
    """Whether ``element`` is already an answer for a bad record: ``{"error": ...}``, perhaps with its ``source``."""
    return isinstance(element, Mapping) and "error" in element and set(element) <= {"source", "error"}


def _entry(element: Any) -> Loaded:
    """An element as the command's reader would hold it: a text is read (JSON or the notation, as it shows), anything else is the record's data."""
    if not isinstance(element, str):
        return Loaded(BAG_SOURCE, element)
    if len(element) > MAX_TEXT:
        return Loaded(BAG_SOURCE, error=RecordError(f"a record of more than {MAX_TEXT:,} characters is more than this library reads"))
    first_line = element.first_line if isinstance(element, NotationText) else 1
    read = load_any(element, "pqn" if sniff_format(element) == "pqn" else None, BAG_SOURCE, first_line=first_line)
    if len(read) != 1:
        return Loaded(BAG_SOURCE, error=RecordError(f"the text holds {len(read)} records; an element of the bag is one record"))
    return read[0]


def adjudication_json(element: Any) -> dict[str, Any]:
    """One element's adjudication as ``piquet adjudicate --bare`` prints it, or ``{"error": ...}`` as it prints a bad record's.

    ``element`` is a record's data (a dict), or its text in JSON or in the
    notation; a chouette session is adjudicated as one, as the command
    does.  An error value already in the bag (from :func:`read_records_bag`)
    is passed on as it is.  A fault of the record, or of the rulebook, is
    returned, never raised.
    """
    from lawkit.registry import RulebookError  # a fault of the library: reported as the command reports it

    if is_error_value(element):
        return dict(element)
    result = adjudicate_entry(_entry(element))
    if isinstance(result, (PiquetError, RulebookError)):
        return {"error": error_json(result)}
    adjudication: dict[str, Any] = result.to_json()
    return adjudication


def adjudicate_bag(bag: Bag) -> Bag:
    """A bag of adjudications, one for each record of ``bag``, in its order: JSON-ready dicts (:func:`adjudication_json`).

    Nothing is computed until the bag is (``.compute()``, ``.to_textfiles``):
    on a :class:`dask.distributed.Client` the records are adjudicated on its
    workers.
    """
    dask_bag()
    mapped: Bag = bag.map(adjudication_json)
    return mapped


class NotationText(str):
    """The text of one record of a file in the notation, knowing the file's line it begins on, so that its faults name the file's lines.

    It is a text like any other element (a user's code may treat it as
    one); only the number rides with it, where padding the text with the
    blank lines before it would make a file of many records cost the
    square of its length.
    """

    first_line: int

    def __new__(cls, text: str, first_line: int = 1) -> NotationText:
        made = super().__new__(cls, text)
        made.first_line = first_line
        return made

    def __reduce__(self) -> tuple[type[NotationText], tuple[str, int]]:
        return NotationText, (str(self), self.first_line)


def _notation_texts(path: str, count: int) -> list[str] | None:
    """The texts of the ``count`` records of a file in the notation, each knowing the line of the file it begins on."""
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read(MAX_TEXT + 1).split("\n")
    except (OSError, UnicodeDecodeError):
        return None
    starts = notation_starts(lines)
    if len(starts) != count:
        return None
    return [NotationText("\n".join(lines[first:end]), first + 1) for first, end in zip(starts, starts[1:] + [len(lines)])]


def file_records(path: str) -> list[Any]:
    """The records of one file as elements of a bag: a JSON record's data, a text in the notation, or the error value of a bad one.

    The file is read as ``piquet adjudicate`` reads it (its extension, or
    else its text, gives the format).  A record that cannot be read is
    ``{"source": ..., "error": ...}``, the source naming the file and, in
    JSON Lines or a file of several records in the notation, the line.
    """
    loaded = read_source(path)
    texts = _notation_texts(path, len(loaded)) if any(entry.format == "pqn" and entry.ok for entry in loaded) else None
    return [texts[number] if entry.ok and entry.format == "pqn" and texts is not None else _element(entry) for number, entry in enumerate(loaded)]


#: How many bytes of a JSON Lines file one partition of :func:`read_records_bag` holds, about: some hundreds of records.
BLOCK_SIZE = 1 << 20

#: How much of a file is read at a time when counting or finishing its lines.
_PIECE = 1 << 16


def _newlines(path: str, start: int, end: int) -> int:
    """How many line ends the bytes ``start`` to ``end`` of a file hold."""
    count = 0
    with open(path, "rb") as handle:
        handle.seek(start)
        while start < end:
            piece = handle.read(min(_PIECE, end - start))
            if not piece:
                break
            count += piece.count(b"\n")
            start += len(piece)
    return count


def _line_from(handle: Any) -> bytes:
    """The rest of the line the handle stands in, its end included."""
    pieces = []
    while True:
        piece = handle.readline(_PIECE)
        pieces.append(piece)
        if not piece or piece.endswith(b"\n"):
            return b"".join(pieces)


def json_lines_block(path: str, start: int, end: int, before: int) -> list[Any]:
    """The records of a JSON Lines file whose lines begin at a byte from ``start`` to ``end``, ``before`` line ends preceding ``start``.

    Its lines are read as the command reads JSON Lines (a bad line is that
    line's error value, named ``FILE:LINE``), numbered from the line after
    the ``before`` ones, so that each keeps its number in the file.
    """
    with open(path, "rb") as handle:
        handle.seek(max(start - 1, 0))
        if start and handle.read(1) != b"\n":  # the line under way at ``start`` is the block before's
            before += 1
            start += len(_line_from(handle))
        if start >= end:
            return []
        handle.seek(start)
        raw = handle.read(end - start)
        if not raw.endswith(b"\n"):
            raw += _line_from(handle)
    if not raw.strip():
        return []
    return [_element(entry) for entry in load_any(raw, "jsonl", display_name(path), first_line=before + 1)]


def _element(entry: Loaded) -> Any:
    """A record read from a file as an element of a bag: its data, or the error value naming where it stands."""
    if entry.error is not None:
        return {"source": entry.source, "error": error_json(entry.error)}
    return entry.data


def _file_tasks(path: str, block_size: int) -> list[Any]:
    """The tasks that read one file: a block of JSON Lines each, or the whole file in one (:func:`file_records`)."""
    from dask.delayed import delayed

    size = os.path.getsize(path) if format_of(path) == "jsonl" and os.path.isfile(path) else 0
    if size == 0:
        return [delayed(file_records)(path)]
    starts = list(range(0, size, block_size))
    tasks, before = [], delayed(0)
    for start in starts:
        end = min(start + block_size, size)
        tasks.append(delayed(json_lines_block)(path, start, end, before))
        before = delayed(operator.add)(before, delayed(_newlines)(path, start, end))
    return tasks


def read_records_bag(paths: str | Iterable[str], *, block_size: int = BLOCK_SIZE) -> Bag:
    """A bag of the records in ``paths`` (JSON, JSON Lines and notation files), one element a record, in order.

    Files are read on the workers that compute the bag, so they must be
    where the workers can read them (and where this process can see their
    size).  A JSON Lines file (``.jsonl``) is cut into partitions of about
    ``block_size`` bytes, each read by a task of its own, so that one large
    archive is spread over the workers; a JSON or notation file is one
    partition.  Elements are what :func:`adjudicate_bag` takes: a record's
    data, the text of a record in the notation, or the error value of a
    record that could not be read, ``{"source": "FILE:LINE", "error": ...}``,
    in its place.
    """
    bags = dask_bag()
    names = [paths] if isinstance(paths, str) else list(paths)
    if not names:
        raise ValueError("read_records_bag needs at least one path")
    if block_size < 1:
        raise ValueError(f"block_size must be a positive number of bytes, not {block_size}")
    parts = [task for name in names for task in _file_tasks(name, block_size)]
    records: Bag = bags.from_delayed(parts)
    return records
