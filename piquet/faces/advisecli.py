"""``piquet advise FILE [--format F] [--deal N] [--player P] [--top K] [--seed S] [--json]``: what to do next in a deal.

The record (``-`` reads it from standard input) is adjudicated by the
referee up to its last act in the deal asked for (counted from 1; by
default the deal in progress, the last that is not finished), so that the deal stands exactly as the referee has it
(:func:`piquet.advice.position.state_after`), and the player the
referee awaits (or ``--player``, who must be that player) is advised as
the state of the deal requires:

* in the exchange, which cards to discard, the best few with the expected
  points for the deal (his less his adversary's) and a standard error
  (:mod:`piquet.advice.advisor`);
* in the declarations, what to call and what to sink, and the elder's lead
  (:mod:`piquet.advice.declaring`); a category already called, answered or
  barred is not advised again;
* in the play, which card to play (:mod:`piquet.advice.playing`), each
  card valued against 64 spreads of the adversary's hand by the exact
  solver of the play (:func:`piquet.advice.evaluation.exact_play_value`):
  his points of the play from that card on, less his adversary's.

Every figure is from the side of the player advised, against his
adversary, and the output says so: the text names both players and what
the figure counts (``measure`` and ``against`` in the JSON).  Choices
whose figures are equal are tied, printed as one line; the ``--top``
choices shown are followed by any tied with the last of them.

The advice is seeded (``--seed``, 0 by default), so the same record gives
the same advice.  A record that cannot be read or replayed, a deal that is
over or absent, or a player not awaited, is bad input: one line naming
the fault, exit status 2, as the other commands do.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from piquet.errors import PiquetError, RecordError, no_such_deal
from piquet.faces.options import add_format_option
from piquet.faces.terminal import PLAIN, CardStyle, style_for
from piquet.formats.sources import load_entry

__all__ = ["add_advise_command", "advise"]


def add_advise_command(commands: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """Register ``piquet advise`` among the commands."""
    command = commands.add_parser(
        "advise",
        help="advise the player to act in a deal of a record: discard, declare or play",
        description="Replay a record up to the end of a deal's acts and advise the player the referee awaits: "
        "which cards to discard, what to call or sink, which card to play.",
    )
    command.add_argument(
        "file", metavar="FILE", help="a record (.json, .jsonl with one record, .pqn) at the point to advise, or '-' for standard input"
    )
    add_format_option(command, "FILE (or standard input)")
    command.add_argument("--deal", type=int, default=None, metavar="N",
                         help="the deal, counted from 1 (default: the deal in progress, the last not finished)")
    command.add_argument("--player", metavar="P", help="the player to advise; he must be the one the referee awaits")
    command.add_argument("--top", type=int, default=3, metavar="K", help="how many choices to show (default 3)")
    command.add_argument("--seed", type=int, default=0, help="the seed of the sampling (default 0)")
    command.add_argument("--json", action="store_true", help="print the advice as JSON")
    command.set_defaults(handler=_advise_command)


def _advise_command(args: argparse.Namespace, streams: Any) -> int:
    """Read the record through the project's loader, so that ``-`` is standard input as for the other commands.

    ``streams`` is standard output, or the command's three streams when the
    command line hands them over; standard input is then theirs, else the
    process's.
    """
    out: TextIO = getattr(streams, "out", streams)
    stdin: TextIO = getattr(streams, "stdin", sys.stdin)
    entry = load_entry(args.file, stdin, fmt=args.format, command="advise")
    try:
        advice = advise(entry.data, deal=args.deal, player=args.player, top=args.top, seed=args.seed)
    except PiquetError as error:  # a record in the notation: its line too
        raise entry.located(error) from None
    if args.json:
        out.write(json.dumps(advice, ensure_ascii=False) + "\n")
    else:
        out.write(_text(advice, style_for(out)))
    return 0


def advise(data: Any, *, deal: int | None = None, player: str | None = None, top: int = 3, seed: int = 0) -> dict[str, Any]:
    """The advice for a record (its parsed JSON) as a JSON-ready dict; RecordError on bad input.

    >>> import random
    >>> from piquet.faces.template import new_record
    >>> from piquet.faces.advisecli import advise
    >>> found = advise(new_record(random.Random(1)), top=1)
    >>> found["player"], found["to"], len(found["choices"])
    ('A', 'discard', 1)
    """
    from piquet.advice import position
    from piquet.formats.record_json import read_record
    from piquet.game.state import ELDER, Phase

    record = read_record(data)
    if top < 1:
        raise RecordError(f"--top is at least 1, not {top}")
    if deal is None:
        found_deal = position.in_progress(record)
        if found_deal is None:
            raise RecordError("every deal of the record is over: there is nothing to advise (name one with --deal)")
        deal = found_deal
    if not 1 <= deal <= len(record.deals):
        raise RecordError(no_such_deal(deal, len(record.deals)))
    index = deal - 1
    # The referee's own state, not one rebuilt beside him: the variant, the deal's number, a deal out of turn
    # and the mode of dealing all change what the deal awaits.
    state = position.state_after(record, deal)
    if state.finished:
        raise RecordError("the deal is over: there is nothing to advise", deal=index)
    awaited = position.awaited(state)
    if awaited is None:
        raise RecordError("no single player is awaited", deal=index)
    if player is not None and player != awaited:
        if player not in record.players:
            raise RecordError(f"{player!r} is not a player of this record ({', '.join(record.players)})", deal=index)
        raise RecordError(f"the referee awaits {awaited}, not {player}", deal=index)
    who = ELDER if awaited == state.setup.elder else 1 - ELDER
    other = record.players[1] if awaited == record.players[0] else record.players[0]
    found: dict[str, Any] = {"deal": deal, "player": awaited, "against": other,
                             "hand": "elder" if who == ELDER else "younger", "cards": _cards(state.hands[who])}
    try:
        if state.phase is Phase.EXCHANGE:
            found.update(_exchange(state, who, top, seed))
        elif state.phase in (Phase.DECLARATION, Phase.PLAY):
            found.update(_declare_and_play(state, who, top, seed))
        else:
            raise ValueError(f"the deal is in the phase {state.phase.value!r}, where the advisor has nothing to say")
    except ValueError as error:
        raise RecordError(str(error), deal=index) from None
    if found["choices"]:
        found["measure"] = _measure(found["to"], awaited, other, found["choices"][0]["samples"])
    return found


def _measure(to: str, player: str, other: str, samples: int) -> str:
    """What a choice's figure counts, from whose side and against whom, in words."""
    if to == "discard":
        return (f"{player}'s points less {other}'s for the whole deal (point, sequences, sets, repique, play, pique), "
                f"the mean over {samples} deals of the cards {player} cannot see, with its standard error")
    return (f"{player}'s points of the play from this card on (cards led, tricks won, the last trick, the cards) "
            f"less {other}'s, both playing their best after the trick, the mean over {samples} spreads of "
            f"{other}'s hand, with its standard error")


def _cards(bits: int) -> str:
    from piquet.table.cardsets import Hand

    return str(Hand(bits))


def _choices(advice: Any, top: int) -> list[dict[str, Any]]:
    """The ``top`` best choices, and any after them tied with the last (the same figure to two places)."""
    shown = [{"cards": str(a.cards), "value": round(a.value, 2), "stderr": round(a.stderr, 2), "samples": a.samples}
             for a in advice]
    end = min(top, len(shown))
    while 0 < end < len(shown) and shown[end]["value"] == shown[end - 1]["value"]:
        end += 1
    return shown[:end]


def _exchange(state: Any, who: int, top: int, seed: int) -> dict[str, Any]:
    from piquet.advice.advisor import FULL, advise_discard
    from piquet.table.combinations import is_carte_blanche

    if is_carte_blanche(state.setup.dealt[who]) and not state.carte_blanche[who]:
        return {"to": "show", "note": "a carte blanche: announce and show it before the exchange (Laws 18-20)", "choices": []}
    if state.discards[who]:
        count = state.discards[who].bit_count()
        return {"to": "take", "note": f"take {count}, as many as discarded", "choices": []}
    return {"to": "discard", "choices": _choices(advise_discard(state, seed=seed, effort=FULL), top)}


def _declare_and_play(state: Any, who: int, top: int, seed: int) -> dict[str, Any]:
    from piquet.game.state import Outcome
    from piquet.advice.declaring import advise_declaring
    from piquet.advice.playing import advise_play

    found: dict[str, Any] = {}
    if not state.younger_has_played:
        calls = advise_declaring(state, who, seed=seed)
        found["declare"] = [{"category": a.category.name.lower(), "verdict": a.verdict,
                             "held": a.held.name if a.held is not None else None, "reason": a.reason}
                            for a in calls if a.verdict != "closed"]
        awaiting = next((d for d in state.dialogues if d.outcome is Outcome.AWAITING), None)
        if awaiting is not None:
            if who == 1:
                mine = next(a for a in calls if a.category == awaiting.category)
                reply = "what do they make" if mine.verdict == "ask" else "not good" if mine.good else "equal" if mine.equal else "good"
                return {**found, "to": "reply", "reply": reply, "choices": []}
            return {**found, "to": "state", "note": "state what the point makes, as asked", "choices": []}
    from piquet.advice.evaluation import exact_play_value

    # The exact solver values each card against 64 spreads in a second or so; the greedy rollout would be
    # quicker but plays both hands by a rule of thumb.
    plays = advise_play(state, seed=seed, samples=64, evaluator=exact_play_value)
    return {**found, "to": "play", "choices": _choices(plays, top)}


def _either(items: list[str]) -> str:
    """``a``, ``a or b``, ``a, b or c``."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def _text(advice: dict[str, Any], style: CardStyle = PLAIN) -> str:
    """The advice for a person; on a terminal (``style``, :mod:`piquet.faces.terminal`) the hand in rows by suit, cards in colour."""
    import textwrap

    player, other = advice["player"], advice["against"]
    rows = style.suit_rows(advice["cards"])
    holds = f"holds {advice['cards']}" if not rows else "holds"
    lines = [f"deal {advice['deal']}: {player} ({advice['hand']} hand, against {other}) {holds}", *(f"    {row}" for row in rows)]
    for call in advice.get("declare", []):
        if call["held"] is not None:
            lines.append(f"  {call['verdict']} the {call['held']} ({call['reason']})")
    if advice.get("note"):
        lines.append(f"  {advice['to']}: {advice['note']}")
    if advice.get("reply"):
        lines.append(f"  reply: {advice['reply']}")
    if advice["choices"]:
        lines += textwrap.wrap(f"figures: {advice['measure']}", 80,
                               initial_indent="  ", subsequent_indent="    ")
    groups: list[list[dict[str, Any]]] = []
    for choice in advice["choices"]:
        if groups and groups[-1][0]["value"] == choice["value"]:
            groups[-1].append(choice)
        else:
            groups.append([choice])
    for number, group in enumerate(groups):
        label = ("best" if number == 0 else "then") + (" (tied)" if len(group) > 1 else "")
        first = group[0]
        errors = sorted({c["stderr"] for c in group})
        error = f"{errors[0]:.2f}" if len(errors) == 1 else f"{errors[0]:.2f} to {errors[-1]:.2f}"
        lines.append(f"  {label}: {advice['to']} {_either([c['cards'] for c in group])}: "
                     f"{first['value']:+.2f} ± {error} points for {player}")
    return style.in_text("\n".join(lines) + "\n", labels=(player,))
