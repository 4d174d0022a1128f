"""``piquet solve FILE``: the play of a recorded deal solved with both hands known.

The record is replayed by the referee, so the hands are those each player
held when the play began (after the exchange, with any card he kept beyond
twelve), whoever won the declarations.  The command prints what best play
on both sides would have given, elder's play points less younger's, and a
line of best play.  With ``--check`` it follows the tricks as played and
says, card by card, how much each player gave away against best play: the
value before and after each card, counted from the first lead (points
already made in the play included), the drop charged to the player of the
card.  A player can only lose by his own cards: a difference that falls
after elder's card, or rises after younger's, is his mistake.  The play is
counted as the laws count it (Laws 57-59, 65, 66), before any penalty that
takes a player's score away: a player who reckons nothing for the deal
(Law 35, Case XXII) still has his play weighed.

A record the referee refuses, or a deal that has no play (void, or a number
out of range), is an error with exit status 2, as for the other commands.
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from piquet.errors import RecordError, no_such_deal
from piquet.faces.width import fit_text

__all__ = ["add_command"]


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``solve`` to the ``piquet`` parser."""
    solve = commands.add_parser(
        "solve",
        help="solve the play of a recorded deal with both hands known",
        description="Replay the record, take the hands at the first lead of one deal and print what best play gives "
        "(elder's play points less younger's) and a line of best play.",
    )
    solve.add_argument("file", metavar="FILE", help="a record file (.json, .jsonl with one record, .pqn), or '-'")
    solve.add_argument("--deal", type=int, default=1, metavar="N", help="which deal of the record, from 1 (default: 1)")
    solve.add_argument("--check", action="store_true", help="follow the play as recorded and say where each player lost points")
    solve.set_defaults(handler=_solve)


def _solve(args: argparse.Namespace, streams: Any) -> int:
    """Solve the deal asked for; ``streams`` are the command's (output, standard input), or standard output alone."""
    from piquet.errors import PiquetError
    from piquet.formats.sources import load_entry
    from piquet.referee.adjudication import adjudicate

    out: TextIO = getattr(streams, "out", streams)
    entry = load_entry(args.file, getattr(streams, "stdin", None), command="solve")
    try:
        done = adjudicate(entry.data)
    except PiquetError as error:  # a record in the notation: its line too
        raise entry.located(error) from None
    if not 1 <= args.deal <= len(done.deals):
        raise RecordError(no_such_deal(args.deal, len(done.deals)))
    deal = done.deals[args.deal - 1]
    if deal.void:
        raise RecordError("the deal was void: there is no play to solve", deal=args.deal - 1)
    from piquet.faces.terminal import style_for

    labels = (deal.state.setup.elder, deal.state.setup.younger)
    out.write(style_for(out).in_text(fit_text(report(deal.state, args.deal, check=args.check)), labels=labels))
    return 0


def report(state: Any, number: int, *, check: bool = False) -> str:
    """What ``piquet solve`` prints for one deal's final state (a :class:`~piquet.game.state.DealState`)."""
    from piquet.search.minimax import Position
    from piquet.search.solver import solve

    names = (state.setup.elder, state.setup.younger)
    hands = (state.hands[0] | state.played[0], state.hands[1] | state.played[1])
    start = Position(hands)
    found = solve(start)
    lines = [
        f"Deal {number}: elder {names[0]}, younger {names[1]}",
        f"Best play is worth {found.value:+d} to {names[0]} (elder's play points less younger's), "
        f"{found.nodes} tricks searched",
        # The tricks apart by a space, not a comma: twelve keep to one line of 100 columns, a terminal's symbols included.
        "Line of best play: " + " ".join(f"{a}-{b}" for a, b in found.line),
    ]
    if check:
        lines += _check(state, start, found.value, names)
    return "\n".join(lines) + "\n"


def _check(state: Any, start: Any, value: int, names: tuple[str, str]) -> list[str]:
    """Each card as played, with the value before and after it and what it cost its player."""
    from piquet.search.minimax import POINTS, Position
    from piquet.search.solver import solve
    from piquet.table.cards import PACK

    lines = ["", "As played (value: elder's play points less younger's, best play from here on):"]
    position = start
    last = min(12, max(h.bit_count() for h in start.hands))
    scored = 0
    lost = [0, 0]
    for number, trick in enumerate(state.tricks, 1):
        leader, follower = trick.leader, 1 - trick.leader
        lead, answer = PACK[trick.led], PACK[trick.followed]
        if position.finished() or not position.hands[leader] & lead.bit or leader != position.leader:
            lines.append(f"Trick {number} does not follow from the tricks before it as the solver plays them; stopped.")
            break
        before = scored + value
        held = list(position.hands)
        held[leader] &= ~lead.bit
        after_lead = Position((held[0], held[1]), leader, position.made, position.won)
        mid = solve(after_lead, led=lead, line=False)
        lead_point = 1 if leader == 0 else -1
        middle = scored + lead_point + mid.value
        try:
            position = position.after(lead, answer)
        except ValueError:
            lines.append(f"Trick {number}: {answer} to {lead} is a revoke; the check stops there.")
            break
        gained = (POINTS.per_trick(number, last, leader, position.leader, 0)
                  - POINTS.per_trick(number, last, leader, position.leader, 1))
        scored += gained
        value = solve(position, line=False).value
        after = scored + value
        lines.append(f"Trick {number}: {names[leader]} leads {lead}, {_verdict(before, middle, leader, names)}; "
                     f"{names[follower]} plays {answer}, {_verdict(middle, after, follower, names)}")
        lost[leader] += _drop(before, middle, leader)
        lost[follower] += _drop(middle, after, follower)
    lines.append(f"Lost against best play: {names[0]} {lost[0]}, {names[1]} {lost[1]}")
    return lines


def _drop(before: int, after: int, player: int) -> int:
    """What a card cost its player: a fall in elder's margin is elder's loss, a rise younger's."""
    return max(0, before - after) if player == 0 else max(0, after - before)


def _verdict(before: int, after: int, player: int, names: tuple[str, str]) -> str:
    drop = _drop(before, after, player)
    said = f"{before:+d} -> {after:+d}"
    return f"{said}, {names[player]} loses {drop}" if drop else f"{said}, best"
