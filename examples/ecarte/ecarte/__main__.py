"""The command: ``ecarte adjudicate [--json] RECORD``, or ``python -m ecarte ...`` (RECORD ``-`` for standard input).

Bad input gets one line naming the deal and event, and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from ecarte.referee import adjudicate
from ecarte.report import report
from lawkit.errors import LawkitError

__all__ = ["main"]

EXIT_BAD_INPUT = 2


def _read(path: str) -> object:
    if path == "-":
        return json.load(sys.stdin)
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run the command; returns the exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    # Named as it was called: the installed script ``ecarte``, or the package run with ``python -m``.
    prog = "ecarte" if Path(sys.argv[0]).name == "ecarte" else "python -m ecarte"
    parser = argparse.ArgumentParser(prog=prog, description="Referee an écarté record under the club code of 1878.")
    commands = parser.add_subparsers(dest="command", required=True)
    judged = commands.add_parser("adjudicate", help="adjudicate a record")
    judged.add_argument("--json", action="store_true", help="print the adjudication as JSON")
    judged.add_argument("--statements", action="store_true", help="quote the laws cited in full")
    judged.add_argument("record", help="an ecarte-record/1 file, or - for standard input")
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else EXIT_BAD_INPUT
    try:
        result = adjudicate(_read(args.record))
    except LawkitError as error:
        err.write(f"ecarte: {args.record}: {error}\n")
        return EXIT_BAD_INPUT
    except json.JSONDecodeError as error:
        err.write(f"ecarte: {args.record}: not JSON: {error.msg} at line {error.lineno}\n")
        return EXIT_BAD_INPUT
    except OSError as error:
        err.write(f"ecarte: cannot read {args.record}: {error.strerror or error}\n")
        return EXIT_BAD_INPUT
    except UnicodeDecodeError:
        err.write(f"ecarte: {args.record}: not UTF-8 text\n")
        return EXIT_BAD_INPUT
    if args.json:
        out.write(json.dumps(result.to_json(), indent=2, ensure_ascii=False) + "\n")
    else:
        out.write(report(result, with_statements=args.statements))
    return 0


if __name__ == "__main__":
    sys.exit(main())
