"""``piquet convert FILE [--to pqn|json]``: one record from JSON to the notation (PQN), or back.

The two spellings carry the same record (:mod:`piquet.formats.notation`),
so a record noted by hand in the notation can be handed to a program as
JSON, and a JSON record read at a glance as PQN.  The record is read as
every command reads one (:func:`~piquet.formats.sources.read_source`: by
its extension, else by its text; ``-`` is standard input, whose format the
text shows), checked by the reader, and written canonically to standard
output: JSON indented by two, or the notation's canonical text.  Without
``--to`` it goes to the other format.  A chouette session has no notation;
it is refused, as is a source holding more than one record.
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from piquet.errors import RecordError
from piquet.faces.options import add_format_option

__all__ = ["add_convert_command", "convert"]

#: What a record can be converted to.
TARGETS = ("pqn", "json")


def add_convert_command(commands: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """Register ``piquet convert`` among the commands."""
    command = commands.add_parser(
        "convert",
        help="write a record in the notation (PQN) or in JSON",
        description="Read one record (JSON, or the notation PQN) and write it to standard output in the other "
        "format, or the one --to names.  FILE '-' reads standard input, whose format its text shows.",
    )
    command.add_argument(
        "file", metavar="FILE", help="a record (.json, .jsonl holding one, .pqn), or '-' for standard input"
    )
    command.add_argument("--to", choices=TARGETS, help="the format to write (default: the one FILE is not in)")
    add_format_option(command, "FILE (or standard input)")
    command.set_defaults(handler=_convert_command)


def _convert_command(args: argparse.Namespace, streams: Any) -> int:
    from piquet.formats.sources import load_entry

    out: TextIO = getattr(streams, "out", streams)
    entry = load_entry(args.file, getattr(streams, "stdin", None), fmt=args.format, command="convert")
    target = args.to or ("json" if entry.format == "pqn" else "pqn")
    out.write(convert(entry.data, target))
    return 0


def convert(data: Any, to: str) -> str:
    """A record's parsed JSON written as ``to`` (``"pqn"`` or ``"json"``), canonically, ending in a newline.

    :class:`RecordError` when the data is not a record the reader accepts,
    or is a chouette session (which has no notation).

    >>> import json
    >>> from piquet.faces.convertcli import convert
    >>> record = json.load(open("examples/description-example.json"))
    >>> print(convert(record, "pqn").splitlines()[3])
    deal 1: dealer B
    >>> json.loads(convert(record, "json"))["deals"][0]["dealer"]
    'B'
    """
    from piquet.formats.record_json import read_record
    from piquet.formats.session_json import is_chouette_session

    if to not in TARGETS:
        raise ValueError(f"no target format {to!r}; one of {', '.join(TARGETS)}")
    if is_chouette_session(data):
        raise RecordError("a chouette session has no notation: convert reads one record of two players")
    record = read_record(data)
    if to == "pqn":
        from piquet.formats.notation import format_record_text

        return format_record_text(record)
    canonical = record.to_json()
    try:
        return json.dumps(canonical, indent=2, ensure_ascii=False) + "\n"
    except UnicodeEncodeError:  # pragma: no cover - a lone surrogate the reader let through stays escaped
        return json.dumps(canonical, indent=2) + "\n"
