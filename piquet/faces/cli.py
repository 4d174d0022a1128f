"""The ``piquet`` command.

``piquet adjudicate [--json | --markdown] FILE`` (``-`` for standard input)
replays a record and prints the adjudication.  Bad input is reported in one
line naming the deal, event and card, with exit status 2 and no traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TextIO

from piquet.referee.adjudication import adjudicate
from piquet.errors import PiquetError
from piquet.faces.record import load_record
from piquet.faces.schemas import SCHEMAS, schema
from piquet.faces.report import adjudication_markdown, adjudication_text

__all__ = ["main", "build_parser"]

EXIT_OK = 0
EXIT_BAD_INPUT = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="piquet",
        description="Referee and score piquet under the Portland Club laws of 1882.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    adj = commands.add_parser("adjudicate", help="replay a record and print the adjudication")
    adj.add_argument("file", metavar="FILE", help="the record (JSON); '-' reads standard input")
    form = adj.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="print the adjudication as JSON")
    form.add_argument("--markdown", action="store_true", help="print the adjudication as Markdown")
    adj.add_argument(
        "--statements", action="store_true", help="with each ruling, state the laws it cites in full (text and Markdown)"
    )
    shown = commands.add_parser("schema", help="print the JSON Schema of the record or of the adjudication")
    shown.add_argument("name", choices=SCHEMAS, help="which schema")
    shown.set_defaults(handler=_schema)
    _add_law_commands(commands)
    return parser


def _schema(args: argparse.Namespace, out: TextIO) -> int:
    json.dump(schema(args.name), out, indent=2, ensure_ascii=False)
    out.write("\n")
    return EXIT_OK


def _add_law_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    try:
        from piquet.faces.lawcli import add_commands
    except ImportError:  # the lawbook commands are optional until installed
        return
    add_commands(commands)


def _read(path: str, stdin: TextIO) -> str:
    if path == "-":
        return stdin.read()
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def _adjudicate(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    result = adjudicate(load_record(_read(args.file, stdin)))
    if args.json:
        json.dump(result.to_json(), out, indent=2, ensure_ascii=False)
        out.write("\n")
    elif args.markdown:
        out.write(adjudication_markdown(result, with_statements=args.statements))
    else:
        out.write(adjudication_text(result, with_statements=args.statements))
    return EXIT_OK


def main(argv: Sequence[str] | None = None, *, out: TextIO | None = None, err: TextIO | None = None, stdin: TextIO | None = None) -> int:
    """Run the command; returns the exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    stdin = stdin or sys.stdin
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    try:
        if args.command == "adjudicate":
            return _adjudicate(args, out, stdin)
        handler = getattr(args, "handler", None)
        if handler is None:
            parser.error(f"unknown command {args.command}")
        status: int = handler(args, out)
        return status
    except BrokenPipeError:
        # The reader (e.g. ``head``) stopped early; that is not an error of ours.
        _silence_stdout()
        return EXIT_OK
    except PiquetError as error:
        err.write(f"piquet: {error}\n")
        return EXIT_BAD_INPUT
    except UnicodeDecodeError as error:
        err.write(f"piquet: cannot read {getattr(args, 'file', '')}: not UTF-8 text ({error.reason} at byte {error.start})\n")
        return EXIT_BAD_INPUT
    except OSError as error:
        err.write(f"piquet: cannot read {getattr(error, 'filename', None) or getattr(args, 'file', '')}: {error.strerror}\n")
        return EXIT_BAD_INPUT


def _silence_stdout() -> None:
    import os

    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def run() -> None:
    """Entry point of the console script."""
    sys.exit(main())


if __name__ == "__main__":
    run()
