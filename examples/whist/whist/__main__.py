"""``python -m whist adjudicate [--json|--markdown|--html] FILE``: bad input is one line and exit status 2."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from lawkit.errors import LawkitError
from lawkit.report import adjudication_html, adjudication_markdown, adjudication_text
from whist.game import RUNNER
from whist.laws import CODEX


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m whist", description="Referee a whist record's irregularities.")
    judge = parser.add_subparsers(dest="command", required=True).add_parser("adjudicate", help="adjudicate a record")
    form = judge.add_mutually_exclusive_group()
    for name in ("json", "markdown", "html"):
        form.add_argument(f"--{name}", action="store_true", help=f"print the adjudication as {name}")
    judge.add_argument("record", help="a whist-record/1 file")
    args = parser.parse_args(argv)
    try:
        with open(args.record, encoding="utf-8") as handle:
            found = RUNNER.adjudicate(json.load(handle))
    except (LawkitError, OSError, ValueError) as error:
        print(f"whist: {args.record}: {error}", file=sys.stderr)
        return 2
    sys.stdout.write(json.dumps(found.to_json(), indent=2) + "\n" if args.json else adjudication_markdown(found, CODEX)
                     if args.markdown else adjudication_html(found, CODEX) if args.html else adjudication_text(found, CODEX))
    return 0


if __name__ == "__main__":
    sys.exit(main())
