"""The lawbook subcommands of ``piquet`` (law, case, au-cent, laws, rules), declared without loading the lawbook.

The parser is built on every run of the command, ``piquet --version``
included; the lawbook and the rules are imported only when one of these
commands runs (:mod:`piquet.faces.lawcli`).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TextIO

__all__ = ["add_commands"]


def _deferred(name: str) -> Callable[[argparse.Namespace, TextIO], int]:
    def run(args: argparse.Namespace, out: TextIO) -> int:
        from piquet.faces import lawcli

        status: int = getattr(lawcli, name)(args, out)
        return status

    return run


def _rules(args: argparse.Namespace, out: TextIO) -> int:
    from piquet.faces.rulescli import run_rules

    return run_rules(args, out)


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the lawbook commands to the ``piquet`` parser."""
    law = commands.add_parser(
        "law",
        help="show a Law of Piquet by number, or find laws by words",
        description="Show a Law of Piquet by number (1-78), or the laws whose title, statement or rules mention "
        "every word given (one found is shown, several listed).  The text is wrapped to the terminal.",
    )
    law.add_argument("number", nargs="+", metavar="NUMBER|WORDS", help="the law's number, 1-78, or words to look for (e.g. revoke)")
    law.add_argument("--json", action="store_true")
    law.add_argument("--verbose", "-v", action="store_true", help="add the rules that apply the law and the tests that check it")
    law.add_argument("--au-cent", action="store_true", help="what governs the law's matter under Piquet au Cent")
    law.set_defaults(handler=_deferred("_law"))
    case = commands.add_parser(
        "case",
        help="show a Case (I-XXII, or 1-22), or find Cases by words",
        description="Show a Case of the Cases and Decisions by numeral (I-XXII) or number (1-22), or the Cases whose "
        "title, statement or rules mention every word given.  The text is wrapped to the terminal.",
    )
    case.add_argument("numeral", nargs="+", metavar="NUMERAL|WORDS", help="the Case's numeral (IV) or number (4), or words to look for")
    case.add_argument("--json", action="store_true")
    case.add_argument("--verbose", "-v", action="store_true", help="add the rules that apply the Case and the tests that check it")
    case.set_defaults(handler=_deferred("_case"))
    cent = commands.add_parser("au-cent", help="list the clauses of Piquet au Cent, or show one")
    cent.add_argument("clause", nargs="?", help="the clause's id")
    cent.add_argument("--json", action="store_true")
    cent.add_argument("--verbose", "-v", action="store_true", help="add the rules that apply the clause and the tests that check it")
    cent.set_defaults(handler=_deferred("_au_cent"))
    laws = commands.add_parser("laws", help="list the laws by heading, or the coverage table")
    laws.add_argument("--coverage", action="store_true", help="each law and Case: rules, tests and status")
    laws.add_argument("--json", action="store_true")
    laws.set_defaults(handler=_deferred("_laws"))
    rules = commands.add_parser("rules", help="list every rule the referee dispatches through, with what it cites")
    rules.add_argument("--verb", help="only the rules answering this verb (e.g. call, play, take)")
    rules.add_argument("--json", action="store_true")
    rules.set_defaults(handler=_rules)
