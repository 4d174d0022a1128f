"""``piquet keep FILE``: the report of a partie kept at a table of real cards (a ``.kept`` file, or its JSON).

The dispute-settling face of :mod:`piquet.referee.keeping`: a table that
played with its own pack and kept its lines (``piquet play --real-cards
--record partie.kept``, or by hand) gets each deal's acts, the rulings on
them with their laws, what each deal scored item by item, and the partie.
``--json`` prints :meth:`~piquet.Keeping.to_json`.  A file that cannot be
read, or a line that cannot be kept, is bad input: one line naming the file
and the line, exit status 2.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TextIO

__all__ = ["add_command", "kept_report"]


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``keep`` to the ``piquet`` parser."""
    keep = commands.add_parser(
        "keep",
        help="report a partie kept at a table of real cards: the rulings on what was said and played, and the scores",
        description="Rule on and score a partie kept with real cards (a .kept file, or its JSON), no hand known.",
    )
    keep.add_argument("file", metavar="FILE", type=Path, help="a kept partie: .kept text (piquet play --real-cards writes it) or JSON")
    keep.add_argument("--json", action="store_true", help="print the kept partie as JSON")
    keep.set_defaults(handler=_keep)


def kept_report(path: Path) -> str:
    """Each deal's acts with their rulings, its score item by item, and the partie, as text."""
    from piquet.faces.kepttable import KeptTable

    table = KeptTable.resume_quietly(path)
    return "\n".join(table.journal) + "\n"


def _keep(args: argparse.Namespace, out: TextIO) -> int:
    from piquet.faces.kepttable import read_kept
    from piquet.faces.width import fit_text

    if args.json:
        out.write(json.dumps(read_kept(args.file).to_json()) + "\n")
    else:
        out.write(fit_text(kept_report(args.file)))
    return 0
