"""Adjudicating a record: replay every deal through the referee and score the partie.

:func:`adjudicate` is the library's main entry point.  It takes a record
(parsed JSON or a :class:`~piquet.faces.record.Record`), replays each deal act by
act with every act validated, scores each deal (Law 67 order, pique,
repique) and the partie (Laws 71-73), and returns an :class:`Adjudication`
whose ``to_json()`` is the adjudication of the record format.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from piquet.lawbook.citation import cites
from piquet.referee.deal import apply, start_deal
from piquet.errors import IllegalAct, RecordError
from piquet.rules.partie import Partie, Settlement
from piquet.faces.record import Record, read_record
from piquet.lawbook.ruling import Ruling, rulings_to_json
from piquet.rules.scoring import ScoreItem, score_deal
from piquet.referee.state import DealState

__all__ = ["adjudicate", "Adjudication", "DealAdjudication", "PartieStanding"]


@attrs.frozen
class DealAdjudication:
    """One deal adjudicated: its scores (doubling applied), items and rulings."""

    number: int
    dealer: str
    elder: str
    scores: dict[str, int]
    items: tuple[ScoreItem, ...]
    rulings: tuple[Ruling, ...]
    complete: bool
    multiplier: int
    state: DealState = attrs.field(eq=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "dealer": self.dealer,
            "elder": self.elder,
            "scores": dict(self.scores),
            "items": [item.to_json() for item in self.items],
            "rulings": rulings_to_json(self.rulings),
            "complete": self.complete,
            "multiplier": self.multiplier,
        }


@attrs.frozen
class PartieStanding:
    """Where the partie stands after the record's deals."""

    totals: dict[str, int]
    deals_played: int
    deals_due: int
    complete: bool
    settlement: Settlement | None

    def to_json(self) -> dict[str, Any]:
        settled = self.settlement
        return {
            "totals": dict(self.totals),
            "complete": self.complete,
            "winner": settled.winner if settled else None,
            "points_won": settled.points_won if settled else None,
            "rubicon": settled.rubicon if settled else None,
            "deals_played": self.deals_played,
            "deals_due": self.deals_due,
        }


@attrs.frozen
class Adjudication:
    """The answer to a record: each deal, and the partie."""

    record: Record = attrs.field(repr=False)
    deals: tuple[DealAdjudication, ...]
    partie: PartieStanding

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "piquet-adjudication/1",
            "variant": self.record.variant,
            "players": list(self.record.players),
            "deals": [deal.to_json() for deal in self.deals],
            "partie": self.partie.to_json(),
        }


@cites(71)
def _doubled(factor: int, player: str, extra: int) -> ScoreItem:
    """The extra a doubled deal of the four-deal partie adds (note to Law 71)."""
    return ScoreItem(player, "doubled", extra, (71,), f"the deal counts {'double' if factor == 2 else factor}")


@cites(16, 71)
def _check_dealer(record: Record, index: int, previous: str | None) -> None:
    """Players deal alternately (Law 16)."""
    dealer = record.deals[index].dealer
    if previous is not None and dealer == previous:
        raise RecordError(
            f"{dealer} deals twice running; a deal out of turn is not yet adjudicated",
            deal=index,
            laws=(16,),
        )


def adjudicate(record: Record | Mapping[str, Any]) -> Adjudication:
    """Replay and score a record; raises :class:`RecordError` naming deal, event and card on a fault."""
    if not isinstance(record, Record):
        record = read_record(record)
    if record.variant != "rubicon":
        raise RecordError(f"the {record.variant} variant is not yet adjudicated; only the Laws of Piquet (rubicon)")
    players = record.players
    if record.start is not None:
        try:
            partie = Partie.in_progress(players, record.start.scores, record.start.deals_played, record.partie_deals)
        except ValueError as error:
            raise RecordError(str(error)) from None
    else:
        partie = Partie(players, record.partie_deals)
    deals: list[DealAdjudication] = []
    previous: str | None = None
    for index, deal in enumerate(record.deals):
        if partie.complete:
            raise RecordError(f"the partie was complete before this deal (after {partie.played} deals)", deal=index, laws=(71,))
        _check_dealer(record, index, previous)
        previous = deal.dealer
        number = partie.next_deal
        elder = players[1] if deal.dealer == players[0] else players[0]
        try:
            state = start_deal(deal.dealer, elder, deal.hands, deal.stock, number=number, last_of_partie=partie.is_last_deal(number))
        except IllegalAct as error:
            raise RecordError(error.reason, deal=index, card=error.card, laws=error.laws, cases=error.cases) from None
        for position, event in enumerate(deal.events):
            try:
                state = apply(state, event)
            except IllegalAct as error:
                raise RecordError(
                    error.reason, deal=index, event=position, card=error.card, laws=error.laws, cases=error.cases
                ) from None
        score = score_deal(state)
        factor = partie.multiplier(number)
        items = list(score.items)
        if factor != 1:
            for label in players:
                if score.totals[label]:
                    items.append(_doubled(factor, label, score.totals[label] * (factor - 1)))
        scores = {label: score.totals[label] * factor for label in players}
        if state.finished:
            partie = partie.record(score.totals)
        elif index != len(record.deals) - 1:
            raise RecordError("this deal is unfinished, yet another deal follows it", deal=index)
        deals.append(DealAdjudication(number, deal.dealer, elder, scores, tuple(items), state.rulings, state.finished, factor, state))
    standing = PartieStanding(partie.totals_by_player(), partie.played, partie.deals_due(), partie.complete, partie.settlement())
    return Adjudication(record, tuple(deals), standing)
