"""``--format``, shared by the commands that read records: its choices, and its old name ``text`` kept working.

The notation was once ``--format text``, which read like a choice of output
style; it is ``--format pqn`` now.  Scripts written against the old name
still run: ``text`` is read as ``pqn``, silently (a note on standard error
could trip a script that treats any as failure), and is left out of the
help; ``docs/command.rst`` marks it deprecated.

``--stakes`` too is shared (``adjudicate``, ``settle``, ``score``): the stake is read
with the command line, so a bad one is refused before anything else is done.
"""

from __future__ import annotations

import argparse
from typing import Any

from piquet.formats.loading import FORMAT_ALIASES, FORMATS

__all__ = ["add_format_option", "stake_argument"]


def _format_name(text: str) -> str:
    """The format named on the command line, an old alias read as the name it now has (argparse checks the choice)."""
    return FORMAT_ALIASES.get(text, text)


def add_format_option(command: argparse.ArgumentParser, what: str) -> None:
    """Add ``--format {json,jsonl,pqn}`` to ``command``; ``what`` says what it reads in that format."""
    command.add_argument(
        "--format",
        type=_format_name,
        choices=FORMATS,
        help=f"read {what} in this format, whatever the extension: JSON, JSON Lines or the notation (PQN)",
    )


def stake_argument(text: str) -> Any:
    """``--stakes``: a :class:`~piquet.stakes.Stake` read from the command line, or argparse's error naming the fault."""
    from piquet.stakes import MoneyError, parse_stake

    try:
        return parse_stake(text)
    except MoneyError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
