"""The cut for deal that opens a partie (Laws 4-6, 8): its acts and what the referee knows of it.

Before the first deal of a partie each player cuts a card; the higher
(ace high) has the choice of deal, and the dealer the choice of cards
(Law 4).  A record gives these acts under ``"cut_for_deal"``, in order, and
the referee rules on each through the same rulebook as the acts of a deal
(:mod:`piquet.rules.cutting_for_deal`, by way of
:func:`piquet.referee.opening.judge_cut_for_deal`).  The outcome fixes who should deal
first: a first deal by the other player is a deal out of turn (Law 16).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from piquet.errors import shown
from piquet.lawbook.ruling import Ruling, rulings_to_json
from piquet.referee.acts import Event, EventError
from piquet.table.cards import Card, parse_cards
from piquet.table.cardsets import Hand

__all__ = [
    "DealCut",
    "Choose",
    "PackFoundIncorrect",
    "CHOICES",
    "CutForDeal",
    "cut_act_from_json",
]

#: What the winner of the cut may choose ("deal", or "elder": the other deals), and the dealer's choice of the cards.
CHOICES = ("deal", "elder", "cards")


@attrs.frozen
class DealCut(Event):
    """Cuts a card for the deal (Law 4); ``exposed``, other cards shown in the same cut (Law 5)."""

    card: Card
    exposed: Hand = Hand()
    verb = "cut"

    def payload(self) -> Any:
        return self.card.code

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if self.exposed:
            out["exposed"] = str(self.exposed)
        return out


@attrs.frozen
class Choose(Event):
    """Makes a choice the cut gives: to deal, to be elder hand (the other deals), or, as dealer, the cards (Law 4)."""

    what: str
    verb = "choose"

    def payload(self) -> Any:
        return self.what


@attrs.frozen
class PackFoundIncorrect(Event):
    """Says the pack cut from is incorrect (Law 6)."""

    verb = "claim"

    def payload(self) -> Any:
        return "incorrect pack"


def _one_card(value: Any) -> Card:
    cards = parse_cards(value) if isinstance(value, str) else ()
    if len(cards) != 1:
        raise EventError(f'"cut" in the cut for deal names the one card cut, such as "KH", not {shown(value)}'[:200])
    return cards[0]


def cut_act_from_json(data: Any) -> Event:
    """Read one act of the cut for deal; :class:`~piquet.referee.acts.EventError` names the fault."""
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
        exposed = data.get("exposed")
        return DealCut(player, _one_card(value), Hand.parse(exposed) if exposed is not None else Hand())
    if verb == "choose":
        if value not in CHOICES:
            raise EventError(f"'choose' takes one of {list(CHOICES)}, not {shown(value)}"[:200])
        return Choose(player, str(value))
    if value != "incorrect pack":
        raise EventError(f"'claim' in the cut for deal takes 'incorrect pack', not {shown(value)}"[:200])
    return PackFoundIncorrect(player)


@attrs.frozen
class CutForDeal:
    """What the referee knows of the cut for deal after some of its acts.

    ``cards`` are the cards standing in the present round of cutting (None
    for a player yet to cut); ``winner`` cut the higher card, ``dealer`` is
    who deals first once the winner has chosen, ``cards_chosen`` once the
    dealer has chosen his cards.  Players are indexes into ``players``.
    """

    players: tuple[str, str]
    cards: tuple[Card | None, Card | None] = (None, None)
    winner: int | None = None
    dealer: int | None = None
    cards_chosen: bool = False
    pack_incorrect: bool = False
    rounds: int = 1
    rulings: tuple[Ruling, ...] = ()
    log: tuple[Event, ...] = ()
    #: The code of the partie: ``"au-cent"`` for Piquet au Cent, where the lower card deals.
    variant: str = "rubicon"

    def label(self, who: int) -> str:
        return self.players[who]

    @property
    def first_dealer(self) -> str | None:
        """The player who should deal the first deal, once the winner has chosen."""
        return None if self.dealer is None else self.players[self.dealer]

    def to_json(self) -> dict[str, Any]:
        return {
            "cards": {self.players[i]: (c.code if c is not None else None) for i, c in enumerate(self.cards)},
            "winner": None if self.winner is None else self.players[self.winner],
            "dealer": self.first_dealer,
            "rulings": rulings_to_json(self.rulings),
        }
