"""``piquet hand CARDS``: what a hand declares, and what each declaration is worth when good.

The combinations are found by :mod:`piquet.table.combinations` and scored
by its rules, so the answer is the referee's own: carte blanche (Laws 18,
61), the point (Law 62), every sequence (Law 63), every quatorze and trio
(Law 64).  What is worth points is worth them only when good against the
adversary's; the command knows one hand, so it says what each would score.

A hand is one to thirteen distinct cards (twelve as dealt; fewer or one more
are hands left by an irregular exchange); carte blanche needs twelve as dealt.
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from piquet.errors import NotationError

__all__ = ["add_command", "declarations", "report", "MOST_CARDS"]

#: The most cards a hand can hold (twelve, and one more after an irregular exchange).
MOST_CARDS = 13


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``hand`` to the ``piquet`` parser."""
    hand = commands.add_parser(
        "hand",
        help="what a hand declares (carte blanche, point, sequences, quatorzes and trios) and their worth",
        description="Print what a hand declares and what each declaration scores when good (Laws 61-64).",
    )
    hand.add_argument("cards", metavar="CARDS", help='the cards, e.g. "AS KS QS JS TS 9H 8H AC AD KD QC 7C"')
    hand.add_argument("--json", action="store_true", help="print the declarations as JSON")
    hand.set_defaults(handler=_hand)


def declarations(text: str) -> dict[str, Any]:
    """The hand's declarations as JSON: carte blanche, the point, the sequences and the sets, each with its score and law."""
    from piquet.rules.scoring import CARTE_BLANCHE_POINTS
    from piquet.table.cardsets import Hand
    from piquet.table.combinations import combinations, is_carte_blanche

    hand = Hand.parse(text)
    if not 1 <= len(hand) <= MOST_CARDS:
        raise NotationError(f"a hand is one to {MOST_CARDS} cards, not {len(hand)}", text)
    found = combinations(hand)
    point = found.point
    blanche = is_carte_blanche(hand)
    return {
        "cards": [card.code for card in sorted(hand, key=lambda c: (-c.suit, -c.rank))],
        "count": len(hand),
        "carte_blanche": {"score": CARTE_BLANCHE_POINTS, "laws": [18, 61]} if blanche else None,
        "point": None
        if point is None
        else {"name": point.name, "suit": point.suit.plural, "cards": point.length, "value": point.value,
              "score": point.score, "laws": [62]},
        "sequences": [
            {"name": run.name, "suit": run.suit.plural, "cards": run.length, "top": run.top.singular,
             "score": run.score, "laws": [63]}
            for run in found.sequences
        ],
        "sets": [
            {"name": held.name, "rank": held.rank.plural, "cards": held.count, "score": held.score, "laws": [64]}
            for held in found.sets
        ],
    }


def report(said: dict[str, Any]) -> str:
    """What ``piquet hand`` prints: one line for each declaration, with its score and law."""
    lines = [f"Hand of {said['count']} cards: {' '.join(said['cards'])}"]
    if said["carte_blanche"]:
        lines.append(f"Carte blanche: scores {said['carte_blanche']['score']} [Laws 18, 61]")
    point = said["point"]
    if point:
        lines.append(f"Point: {point['cards']} cards in {point['suit']} making {point['value']}, "
                     f"scores {point['score']} if good [Law 62]")
    else:
        lines.append("Point: none")
    for run in said["sequences"]:
        lines.append(f"Sequence: {run['name']} in {run['suit']}, scores {run['score']} if good [Law 63]")
    if not said["sequences"]:
        lines.append("Sequence: none")
    for held in said["sets"]:
        lines.append(f"{held['name'].capitalize()}: scores {held['score']} if good [Law 64]")
    if not said["sets"]:
        lines.append("Quatorze or trio: none")
    if said["count"] != 12:
        lines.append(f"Note: {said['count']} cards, not twelve; carte blanche is a hand of twelve as dealt [Law 18]")
    lines.append("Each scores only if good against the adversary's of its kind [Laws 62-64];")
    lines.append("a good best sequence, quatorze or trio makes the others of its kind good too [Laws 63, 64].")
    return "\n".join(lines) + "\n"


def _hand(args: argparse.Namespace, out: TextIO) -> int:
    said = declarations(args.cards)
    if args.json:
        out.write(json.dumps(said) + "\n")
    else:
        from piquet.faces.width import fit_text

        out.write(fit_text(report(said)))
    return 0
