"""The acts of the cut for deal in JSON (Laws 4-6): read strictly, each fault named.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from piquet.errors import shown
from piquet.formats.acts_json import EventError
from piquet.game.acts import Event
from piquet.game.cut import CHOICES, Choose, DealCut, PackFoundIncorrect
from piquet.table.cards import Card, parse_cards
from piquet.table.cardsets import Hand

__all__ = ["cut_act_from_json"]


def _one_card(value: Any) -> Card:
    cards = parse_cards(value) if isinstance(value, str) else ()
    if len(cards) != 1:
        raise EventError(f'"cut" in the cut for deal names the one card cut, such as "KH", not {shown(value)}'[:200])
    return cards[0]


def _exposed(value: Any) -> Hand:
    """The other cards shown in a cut (Law 5): a string of cards or a list of card strings, as the acts of a deal give cards.

    Anything else (a number, true, an object whose keys would pass for
    cards) is refused here, with the field named, before it can reach the
    reading of cards.
    """
    if value is None:
        return Hand()
    if isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        return Hand.parse(value)
    raise EventError(f'"exposed" in the cut for deal names the other cards shown, such as "QH 7S", not {shown(value)}'[:200])


def cut_act_from_json(data: Any) -> Event:
    """Read one act of the cut for deal; :class:`~piquet.game.acts.EventError` names the fault."""
    if not isinstance(data, Mapping):
        raise EventError(f"an act of the cut for deal is a JSON object, not {shown(data)}"[:200])
    player = data.get("player")
    if not isinstance(player, str):
        raise EventError(f"an act of the cut for deal names its player, not {shown(player)}"[:200])
    verbs = [key for key in data if key != "player"]
    allowed = {"cut": {"exposed"}, "choose": set(), "claim": set()}
    main = [key for key in verbs if key in allowed]
    if len(main) != 1:
        raise EventError(f"an act of the cut for deal has one verb of 'cut', 'choose', 'claim', not {shown(verbs)}"[:200])
    verb = main[0]
    extra = [key for key in verbs if key != verb and key not in allowed[verb]]
    if extra:
        raise EventError(f"unknown key {shown(extra[0])} in an act of the cut for deal"[:200])
    value = data[verb]
    if verb == "cut":
        return DealCut(player, _one_card(value), _exposed(data.get("exposed")))
    if verb == "choose":
        if value not in CHOICES:
            raise EventError(f"'choose' takes one of {list(CHOICES)}, not {shown(value)}"[:200])
        return Choose(player, str(value))
    if value != "incorrect pack":
        raise EventError(f"'claim' in the cut for deal takes 'incorrect pack', not {shown(value)}"[:200])
    return PackFoundIncorrect(player)
