"""The record as a value: what happened at the table, deal by deal (read and written by :mod:`piquet.formats.record_json`).

The format is the interchange contract in ``shared/spec/record-format.md``
(documented in ``docs/record-format.rst``).  Reading checks everything it
can without playing: JSON shape, players, cards (unknown or given twice),
verbs; faults raise :class:`~piquet.errors.RecordError` naming the deal and
event.  Writing gives canonical JSON that reads back to an equal record.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from piquet.game.variant import Variant, as_variant
from piquet.game.acts import MAX_DEALS, Event
from piquet.table.cardsets import Hand, Stock

__all__ = ["Record", "DealRecord", "Start", "FORMAT", "VARIANTS", "MAX_DEALS", "MAX_EVENTS", "MAX_LABEL", "MAX_TEXT"]

FORMAT = "piquet-record/1"
VARIANTS = Variant.names()
#: Limits on one record, far above any real partie (six deals of about forty acts,
#: with fresh deals and disputes), so that a runaway input is refused plainly
#: instead of being played for minutes.  ``MAX_DEALS`` is the acts' (a claim of the score names a deal by its index).
MAX_EVENTS = 500
MAX_LABEL = 40
MAX_TEXT = 5_000_000


@attrs.frozen
class Start:
    """A partie taken up in progress: the scores so far and the deals already played.

    In au cent the scores are those of the game in progress, and ``games`` the
    games already won, in order: (winner, double).  ``next_dealer`` (our
    extension) says whose deal is next, where the record knows it.
    """

    scores: Mapping[str, int]
    deals_played: int
    games: tuple[tuple[str, bool], ...] = ()
    #: Who deals next, when the record says: the deals alternate (Law 16), so a first deal of the record dealt by the other
    #: player is a deal out of turn.
    next_dealer: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"scores": dict(self.scores), "deals_played": self.deals_played}
        if self.games:
            out["games"] = [{"winner": winner, "double": double} for winner, double in self.games]
        if self.next_dealer is not None:
            out["next_dealer"] = self.next_dealer
        return out


@attrs.frozen
class DealRecord:
    """One deal as dealt, and its events in order."""

    dealer: str
    hands: Mapping[str, Hand]
    stock: Stock
    events: tuple[Event, ...] = ()
    #: How the dealer gave the cards, by two or by three at a time (Law 9), when the record says.
    deal_by: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"dealer": self.dealer}
        if self.deal_by is not None:
            out["deal_by"] = self.deal_by
        out["hands"] = {label: str(hand) for label, hand in self.hands.items()}
        out["stock"] = str(self.stock)
        out["events"] = [event.to_json() for event in self.events]
        return out


@attrs.frozen
class Record:
    """A whole record: rules in force, players, where the partie stands, the deals."""

    players: tuple[str, str]
    deals: tuple[DealRecord, ...]
    variant: Variant = attrs.field(default=Variant.RUBICON, converter=as_variant)
    options: Mapping[str, Any] = attrs.field(factory=dict)
    start: Start | None = None
    extra: Mapping[str, Any] = attrs.field(factory=dict, eq=False)
    #: The acts of the cut for deal that opened the partie (Laws 4-6), when the record gives them.
    cut_for_deal: tuple[Event, ...] = ()

    @property
    def partie_deals(self) -> int:
        return int(self.options.get("deals", 6))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT, "variant": self.variant.value}
        if self.options:
            out["options"] = dict(self.options)
        out["players"] = list(self.players)
        if self.start is not None:
            out["start"] = self.start.to_json()
        if self.cut_for_deal:
            out["cut_for_deal"] = [act.to_json() for act in self.cut_for_deal]
        out["deals"] = [deal.to_json() for deal in self.deals]
        out.update(self.extra)
        return out
