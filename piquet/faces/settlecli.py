"""``piquet settle A_TOTAL B_TOTAL``: what a finished partie comes to, and the rule that decides it, said in words.

The result is :func:`piquet.game.partie.settle`'s (Laws 72, 73); the money
is :func:`piquet.faces.stakes_report.partie_stakes`', as ``adjudicate
--stakes`` gives it.  Under ``--variant au-cent`` the two numbers are the
games each has won, a double game counting two, and the stake is so much a
game.  The same words serve ``piquet score`` when its partie is over.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping
from typing import Any, TextIO

from piquet.errors import ScoreError
from piquet.game.variant import Variant

__all__ = ["add_command", "settled", "settled_text", "rule_said", "add_partie_options", "rounding_said"]


def add_partie_options(command: argparse.ArgumentParser) -> None:
    """The options ``settle`` and ``score`` share: the players, the variant, the stakes and ``--json``."""
    from piquet.faces.options import stake_argument

    command.add_argument("--players", nargs=2, default=["A", "B"], metavar=("A", "B"), help="the players' names (default: A B)")
    command.add_argument("--variant", choices=Variant.names(), default=str(Variant.RUBICON),
                         help="the Laws of Piquet (rubicon, the default) or Piquet au Cent (games of a hundred up)")
    command.add_argument("--stakes", type=stake_argument, metavar="STAKE",
                         help="settle in money: '10s/100', '1d/point', twopenny ...; au cent '5s/game'")
    command.add_argument("--json", action="store_true", help="print JSON")


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``settle`` to the ``piquet`` parser."""
    settle = commands.add_parser(
        "settle",
        help="the result of a finished partie from its two totals, and the money",
        description="Say who wins a finished partie and how much, by the rule of Law 72 or the rubicon of Law 73 "
        "(au cent: the games won).",
    )
    settle.add_argument("totals", nargs=2, type=_total, metavar="TOTAL", help="each player's total (au cent: games won)")
    add_partie_options(settle)
    settle.set_defaults(handler=_settle)


def _total(text: str) -> int:
    try:
        total = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a total is a whole number of points, not {text!r}") from None
    if total < 0:
        raise argparse.ArgumentTypeError(f"a total cannot be less than nothing, not {total}")
    return total


def rule_said(totals: Mapping[str, int], *, replayed: bool | None = None) -> str:
    """The rule that decides a partie with these totals, in words with its figures and law.

    ``replayed``: whether the totals are after the two deals played off for a tie (None: not known).
    """
    from piquet.game.partie import PARTIE_BONUS, RUBICON, settle

    done = settle(totals)
    if done.winner is None:
        if replayed:
            return "(Law 71): tied again after one more deal each, the partie is drawn"
        if replayed is False:
            return "(Law 71): the totals are equal: each deals once more"
        return "(Law 71): the totals are equal: each deals once more, and a second tie is a drawn partie"
    loser = next(p for p in totals if p != done.winner)
    high, low = totals[done.winner], totals[loser]
    if done.rubicon:
        return (f"(Law 73): {loser} is short of {RUBICON}, a rubicon: {done.winner} wins both totals "
                f"and {PARTIE_BONUS}, {high} + {low} + {PARTIE_BONUS} = {done.points_won}")
    return (f"(Law 72): {loser} reached {RUBICON}: {done.winner} wins the difference and {PARTIE_BONUS}, "
            f"{high} - {low} + {PARTIE_BONUS} = {done.points_won}")


def settled(
    players: tuple[str, str], numbers: tuple[int, int], au_cent: bool, stake: Any = None, *, replayed: bool | None = None
) -> dict[str, Any]:
    """The result as JSON: the totals (or games won), the winner, the points (or games) won, the rubicon, the rule and the money."""
    from piquet.game.games import partie_won
    from piquet.game.partie import Settlement, settle

    by_player = dict(zip(players, numbers))
    if au_cent:
        winner = partie_won(by_player)
        if sum(n >= 3 for n in numbers) > 1:
            raise ScoreError("au cent, only one player can have won three games")
        ahead = abs(numbers[0] - numbers[1])
        result = Settlement(winner, ahead if winner else 0, False)
        rule = (f"(au cent, partie of five games): {winner} has won three games, a double counting two, "
                f"{ahead} ahead" if winner else "(au cent, partie of five games): no one has won three games yet")
    else:
        result = settle(by_player)
        rule = rule_said(by_player, replayed=replayed)
    out: dict[str, Any] = {
        "variant": str(Variant.AU_CENT if au_cent else Variant.RUBICON),
        ("games_won" if au_cent else "totals"): by_player,
        "winner": result.winner,
        ("games_ahead" if au_cent else "points_won"): result.points_won,
        "rubicon": None if au_cent else result.rubicon,
        "rule": rule,
    }
    if not au_cent and result.winner is None:
        out["drawn"] = bool(replayed)
    if stake is not None:
        from piquet.faces.stakes_report import partie_stakes

        out["stakes"] = partie_stakes(players, result, by_player if au_cent else None, stake)
        out["stakes"]["rounding"] = rounding_said(stake)
    return out


def rounding_said(stake: Any) -> str:
    """How the stake drops odd money, in words (:mod:`piquet.stakes`)."""
    if stake.unit == "game":
        return "every game is paid, a double game counting two"
    if stake.whole_pounds:
        return "odd shillings and pence are not paid: whole pounds only"
    if stake.multiples > 1:
        return f"points are reckoned in whole {stake.multiples}s, the rest not reckoned"
    return "every point is paid"


def settled_text(said: Mapping[str, Any]) -> str:
    """The result in lines of text: who wins what, the rule in words, and the money."""
    from piquet.faces.width import fit_text

    winner = said["winner"]
    if "games_won" in said:
        head = f"Result: {winner} wins the partie." if winner else "Result: the partie is not yet won."
    elif winner is None:
        head = "Result: the partie is drawn." if said.get("drawn") else "Result: the totals are equal."
    else:
        head = f"Result: {winner} wins {said['points_won']} points{', a rubicon' if said['rubicon'] else ''}."
    lines = [head, f"Rule {said['rule']}."]
    text = "\n".join(lines) + "\n"
    if "stakes" in said:
        from piquet.faces.stakes_report import stakes_text

        text += stakes_text(said["stakes"]) + f"Rounding: {said['stakes']['rounding']}.\n"
    return fit_text(text)


def _settle(args: argparse.Namespace, out: TextIO) -> int:
    players = (args.players[0], args.players[1])
    if players[0] == players[1]:
        raise ScoreError(f"the two players need two names, not {players[0]!r} twice")
    said = settled(players, (args.totals[0], args.totals[1]), Variant.parse(args.variant).au_cent, args.stakes)
    out.write(json.dumps(said) + "\n" if args.json else settled_text(said))
    return 0
