"""A record to fill in: ``piquet new``.

:func:`new_record` deals one deal, from a shuffled pack or from the cards
given, and returns it as a record with no events yet, for a scorer to write
the acts into as they happen.  Cards not given are dealt from the rest of
the pack, shuffled: twelve to each hand not given (the elder's first), and
what is left to the stock when it is not given.  The record reads back with
:func:`~piquet.game.record.read_record`, which is how it is checked.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from piquet.errors import NotationError, RecordError
from piquet.game.record import FORMAT
from piquet.formats.record_json import read_record
from piquet.faces.validation import check_record
from piquet.referee.deal import HAND_SIZE, STOCK_SIZE
from piquet.table.cards import PACK, Card, parse_cards

__all__ = ["new_record", "parse_hand_options", "irregular_counts"]


def parse_hand_options(items: list[str]) -> dict[str, str]:
    """``["A=AS KS ...", "B=..."]`` as ``{"A": "AS KS ...", "B": "..."}``; :class:`RecordError` if one has no ``=``."""
    hands: dict[str, str] = {}
    for item in items:
        label, sep, cards = item.partition("=")
        label = label.strip()
        if not sep or not label:
            raise RecordError(f"a hand is given as PLAYER=CARDS (e.g. \"A=AS KS QS\"), not {item!r}")
        if label in hands:
            raise RecordError(f"the hand of {label} is given twice")
        hands[label] = cards
    return hands


def _cards(text: str, place: str) -> tuple[Card, ...]:
    """The cards given for ``place`` (a hand, the stock), a card refused with the place named."""
    try:
        return parse_cards(text.replace(",", " ").split(), allow_repeats=True)
    except NotationError as error:
        raise RecordError(f"{place}: {error}") from None


def new_record(
    rng: random.Random,
    players: tuple[str, str] = ("A", "B"),
    dealer: str | None = None,
    hands: Mapping[str, str] | None = None,
    stock: str | None = None,
) -> dict[str, Any]:
    """The JSON of a record of one deal, dealt by ``dealer`` (the second player by default), with no events.

    ``hands`` (cards by player) and ``stock`` (top card first) fix what is
    given; the rest is dealt from the remaining cards shuffled by ``rng``.
    Raises :class:`RecordError` (or :class:`~piquet.errors.NotationError`)
    when the players, dealer or cards cannot make a deal.
    """
    first, second = players
    if not first or not second or first == second:
        raise RecordError(f"the players must be two distinct labels, not {first!r} and {second!r}")
    dealer = second if dealer is None else dealer
    if dealer not in players:
        raise RecordError(f"the dealer must be one of {first} and {second}, not {dealer!r}")
    elder = second if dealer == first else first
    given = dict(hands or {})
    for label in given:
        if label not in players:
            raise RecordError(f"a hand is given for {label!r}, who is not one of the players {first} and {second}")
    dealt = {label: _cards(text, f"the hand given for {label}") for label, text in given.items()}
    pile = _cards(stock, "the stock given") if stock is not None else None
    used = {card for cards in dealt.values() for card in cards} | set(pile or ())
    rest = [card for card in PACK if card not in used]
    rng.shuffle(rest)
    for label in (elder, dealer):
        if label not in dealt:
            dealt[label], rest = tuple(rest[:HAND_SIZE]), rest[HAND_SIZE:]
    if pile is None:
        pile = tuple(rest)
    data = {
        "format": FORMAT,
        "variant": "rubicon",
        "players": [first, second],
        "deals": [
            {
                "dealer": dealer,
                "hands": {label: " ".join(card.code for card in dealt[label]) for label in players},
                "stock": " ".join(card.code for card in pile),
                "events": [],
            }
        ],
    }
    # Read it back, as a user of the template will: a card given twice, or
    # one that is not a card, is found here rather than later.
    check_record(data, use_schema=False)
    return read_record(data).to_json()


def irregular_counts(data: Mapping[str, Any]) -> list[str]:
    """What is irregular about the numbers of cards in a template's deal, in words (empty when twelve, twelve and eight).

    A wrong number is not refused (the referee rules on a wrong deal when the
    record is adjudicated), but the scorer who gave the cards may have
    mistyped them.
    """
    notes = []
    for deal in data.get("deals", []):
        for label, cards in deal["hands"].items():
            if len(cards.split()) != HAND_SIZE:
                notes.append(f"{label}'s hand has {len(cards.split())} cards, not {HAND_SIZE}: a wrong deal")
        if len(deal["stock"].split()) != STOCK_SIZE:
            notes.append(f"the stock has {len(deal['stock'].split())} cards, not {STOCK_SIZE}")
    return notes
