"""``piquet play [--seed S] [--strength quick|full] [--deals 4|6] [--variant V] [--two | --real-cards] [--record FILE] [--resume FILE]``.

A partie at a table in the terminal (:mod:`piquet.faces.playapp`): the person
plays A against the computer opponent as B; with ``--two`` two people at
one terminal type both sides' acts on the program's deal; with
``--real-cards`` two people playing with their own pack type only what they
say and play, and the partie is kept with no hand known
(:mod:`piquet.faces.kepttable`).  ``--record`` writes the record after
every act (JSON, or the notation for a ``.pqn`` file; a kept partie as text
for a ``.kept`` file, or JSON); ``--resume`` takes a partie up from such a
file and writes on to it.  The table needs Textual
(``pip install ".[table]"`` in a checkout) and a terminal; without either
the command says so and exits with status 2 (on a pipe the table would
wait for ever).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from piquet.errors import RecordError
from piquet.game.variant import Variant

__all__ = ["add_play_command", "play", "at_a_terminal"]


def add_play_command(commands: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """Register ``piquet play`` among the commands."""
    command = commands.add_parser(
        "play",
        help="play a partie at a table in the terminal, against the computer or two at one terminal",
        description="Play a partie against the computer opponent (or, with --two, two people at one terminal), "
        "the referee ruling on each act as it is typed in the notation.",
    )
    command.add_argument("--seed", type=int, default=None, help="the seed of the shuffles and of the computer (default: a new one)")
    command.add_argument("--strength", choices=("quick", "full"), default="quick", help="the computer's strength (default quick)")
    command.add_argument("--deals", type=int, choices=(4, 6), default=6, help="deals in the partie (default 6)")
    command.add_argument("--variant", choices=("rubicon", "au-cent"), default="rubicon", help="the laws played (default rubicon)")
    command.add_argument("--two", action="store_true", help="two people at one terminal, the program dealing: both sides' acts are typed")
    command.add_argument("--real-cards", action="store_true",
                         help="two people playing with a pack of their own: only what each says and plays is typed (no hand is entered)")
    command.add_argument("--record", metavar="FILE", type=Path, help="write the record here after every act (.json, or .pqn)")
    command.add_argument("--resume", metavar="FILE", type=Path, help="take up the partie a record written by the table keeps")
    command.set_defaults(handler=play)


def play(args: argparse.Namespace, out: Any) -> int:
    """Open the table; a bad record to resume, or Textual missing, is bad input (status 2), never a traceback."""
    import random

    from piquet.faces.playtable import Table

    try:
        from piquet.faces.playapp import TableApp
    except ImportError:
        raise RecordError('piquet play needs Textual: pip install ".[table]" in a checkout of piquet') from None
    from piquet.faces.kepttable import KeptTable, is_kept

    table: Table | KeptTable
    if args.resume is not None and is_kept(args.resume):
        table = KeptTable.resume(args.resume, record_path=args.record)
    elif args.real_cards:
        if Variant.parse(args.variant).au_cent:
            raise RecordError("--real-cards keeps a partie under the Laws of Piquet (rubicon), not au cent")
        table = KeptTable.new(deals=args.deals, record_path=args.record)
    elif args.resume is not None:
        table = Table.resume(args.resume, record_path=args.record, advance=False)  # the screen lets the computer think
    else:
        seed = random.SystemRandom().randrange(10**6) if args.seed is None else args.seed
        table = Table.new(seed, strength=args.strength, deals=args.deals, variant=args.variant, two=args.two,
                          record_path=args.record)
    if not at_a_terminal():
        raise RecordError("play needs a terminal: it draws the table on the screen and reads keys, and standard input or output is not one "
                          "(to replay a record, use piquet adjudicate)")
    TableApp(table).run()
    return 0


def at_a_terminal() -> bool:
    """Whether standard input and output are a terminal: the table reads keys and draws a screen, and on a pipe or a file it would wait for ever."""
    return all(stream is not None and stream.isatty() for stream in (sys.stdin, sys.stdout))
