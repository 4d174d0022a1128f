"""One command for any game on the runner: ``adjudicate [--json|--markdown|--html|--statements] FILE`` (``-``: stdin).

A game's ``__main__`` is then two lines: ``main = command(RUNNER, "whist")``
for its console script, and ``sys.exit(main())`` for ``python -m``.
Bad input (a file that cannot be read, text that is not JSON, a record the
game cannot take) is one line on standard error naming the file and the
place, and exit status 2, never a traceback: the reader of a record needs to
know what to fix, not where the referee's code stood.  Output that cannot be
written (standard output closed, full, or a reader gone) is one line naming
the fault and exit status 2 too (:mod:`lawkit.output_faults`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from lawkit.errors import LawkitError
from lawkit.output_faults import guarded
from lawkit.report import adjudication_html, adjudication_markdown, adjudication_text
from lawkit.runner import Runner

__all__ = ["main", "command", "EXIT_BAD_INPUT"]

#: The exit status for input the command cannot take.
EXIT_BAD_INPUT = 2


def _read(path: str, stdin: TextIO) -> object:
    if path == "-":
        return json.load(stdin)
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def _fault(error: Exception) -> str:
    """What is wrong, in one line a reader can act on."""
    if isinstance(error, json.JSONDecodeError):
        return f"not JSON: {error.msg} at line {error.lineno}"
    if isinstance(error, UnicodeDecodeError):
        return "not UTF-8 text"
    return " ".join(str(error).split())


def main(runner: Runner[Any], prog: str, argv: Sequence[str] | None = None, *, out: TextIO | None = None,
         err: TextIO | None = None, stdin: TextIO | None = None) -> int:
    """Run the command for the runner's game, named ``prog`` in its help and messages; returns the exit status.

    The output (standard output unless ``out``) is flushed before this
    returns, so a fault in writing it is answered here, not at exit.
    """
    errors = err or sys.stderr
    return guarded(prog, lambda written: _command(runner, prog, argv, written, errors, stdin or sys.stdin), out, errors)


def _command(runner: Runner[Any], prog: str, argv: Sequence[str] | None, out: TextIO, err: TextIO, stdin: TextIO) -> int:
    game = runner.game
    parser = argparse.ArgumentParser(prog=prog, description=f"Referee a {game.name} record by {game.codex.name}.")
    judge = parser.add_subparsers(dest="command", required=True).add_parser("adjudicate", help="adjudicate a record")
    form = judge.add_mutually_exclusive_group()
    for name in ("json", "markdown", "html"):
        form.add_argument(f"--{name}", action="store_true", help=f"print the adjudication as {name}")
    judge.add_argument("--statements", action="store_true", help="quote the provisions cited in full (text)")
    judge.add_argument("record", help=f"a {game.record_format} file, or - for standard input")
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else EXIT_BAD_INPUT
    try:
        found = runner.adjudicate(_read(args.record, stdin))
    except OSError as error:
        err.write(f"{prog}: cannot read {args.record}: {error.strerror or error}\n")
        return EXIT_BAD_INPUT
    except (LawkitError, ValueError) as error:
        err.write(f"{prog}: {args.record}: {_fault(error)}\n")
        return EXIT_BAD_INPUT
    if args.json:
        out.write(json.dumps(found.to_json(), indent=2, ensure_ascii=False) + "\n")
    elif args.markdown or args.html:
        out.write((adjudication_markdown if args.markdown else adjudication_html)(found, game.codex))
    else:
        out.write(adjudication_text(found, game.codex, with_statements=args.statements))
    return 0


def command(runner: Runner[Any], name: str) -> Callable[..., int]:
    """A game's entry point, for its console script and for ``python -m``: named in messages as it was called."""

    def run(argv: Sequence[str] | None = None) -> int:
        return main(runner, name if Path(sys.argv[0]).name == name else f"python -m {name}", argv)

    return run
