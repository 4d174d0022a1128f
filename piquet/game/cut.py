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

from typing import Any

import attrs

from piquet.game.variant import Variant, as_variant
from piquet.game.acts import Event
from lawkit.ruling import Ruling
from piquet.lawbook.listing import rulings_to_json
from piquet.table.cards import Card
from piquet.table.cardsets import Hand
from piquet.table.coerce import one_of, refusal, to_card, to_hand

__all__ = [
    "DealCut",
    "Choose",
    "PackFoundIncorrect",
    "CHOICES",
    "CutForDeal",
]

#: What the winner of the cut may choose ("deal", or "elder": the other deals), and the dealer's choice of the cards.
CHOICES = ("deal", "elder", "cards")


@attrs.frozen
class DealCut(Event):
    """Cuts a card for the deal (Law 4); ``exposed``, other cards shown in the same cut (Law 5)."""

    card: Card = attrs.field(converter=to_card, validator=refusal)
    exposed: Hand = attrs.field(default=Hand(), converter=to_hand, validator=refusal)
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

    what: str = attrs.field(validator=one_of(CHOICES))
    verb = "choose"

    def payload(self) -> Any:
        return self.what


@attrs.frozen
class PackFoundIncorrect(Event):
    """Says the pack cut from is incorrect (Law 6)."""

    verb = "claim"

    def payload(self) -> Any:
        return "incorrect pack"


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
    #: The code of the partie: in Piquet au Cent the lower card deals.
    variant: Variant = attrs.field(default=Variant.RUBICON, converter=as_variant)

    def label(self, who: int) -> str:
        return self.players[who]

    @property
    def shown_rulings(self) -> tuple[Ruling, ...]:
        """The cut's rulings as people read them: the players' labels filled in."""
        return tuple(r.shown(self.players) for r in self.rulings)

    @property
    def first_dealer(self) -> str | None:
        """The player who should deal the first deal, once the winner has chosen."""
        return None if self.dealer is None else self.players[self.dealer]

    def to_json(self) -> dict[str, Any]:
        return {
            "cards": {self.players[i]: (c.code if c is not None else None) for i, c in enumerate(self.cards)},
            "winner": None if self.winner is None else self.players[self.winner],
            "dealer": self.first_dealer,
            "rulings": rulings_to_json(self.shown_rulings),
        }
