"""Helpers for the law-by-law audit tests (Laws 1-45): a deal from given cards, scripted acts, finished regularly and adjudicated.

:func:`adjudged` takes the acts written in a test, completes the deal with
plain regular acts (``{"declare": "all"}``, then each player plays his
lowest legal card), writes the whole as a record and adjudicates it through
:func:`piquet.adjudicate`: the test then asserts the rulings the record drew
and the scores that follow.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from piquet import adjudicate, event_from_json
from lawkit.ruling import Ruling
from piquet.game.acts import DeclareAll, Play
from piquet.referee.adjudication import DealAdjudication
from piquet.referee.apply import step
from piquet.referee.deal import Deal
from piquet.game.state import DealState, Phase
from piquet.rules.play import legal_cards
from piquet.table.cards import PACK
from tests.irregular_scenarios import HANDS, STOCK

Act = dict[str, Any]


def _lowest(bits: int) -> int:
    return min((i for i in range(32) if bits >> i & 1), key=lambda i: (PACK[i].rank, PACK[i].suit))


def finishing_acts(state: DealState) -> list[Act]:
    """Plain regular acts that end the deal from a state past the exchange: everything declared, then the lowest legal card each time."""
    acts: list[Act] = []
    if state.phase is Phase.EXCHANGE:
        raise AssertionError("write the exchange in the test: the plain acts start after it")
    if state.phase is Phase.DECLARATION and not state.declared_all and not state.first_lead_made:
        declared = DeclareAll(None)
        done = step(state, declared)
        if not done.rulings:  # ruled of no effect once the calls have begun: the play goes on from them
            state = done.state
            acts.append(declared.to_json())
    while not state.finished:
        if state.pending:
            who = 1 - state.leader
            allowed = legal_cards(state.hands[who], state.pending[0]) or state.hands[who]
        else:
            who = state.leader
            allowed = state.hands[who]
        if not allowed:
            raise AssertionError(f"{state.setup.label(who)} has no card to play and the deal is not over")
        event = Play(state.setup.label(who), (PACK[_lowest(allowed)],))
        acts.append(event.to_json())
        state = step(state, event).state
    return acts


def played(acts: Sequence[Act], hands: Mapping[str, str] = HANDS, stock: str = STOCK, dealer: str = "B", *, finish: bool = True) -> list[Act]:
    """The acts given, and (with ``finish``) the plain acts that end the deal after them."""
    elder = next(p for p in hands if p != dealer)
    state = Deal.dealt(dealer, elder, hands, stock).state
    for act in acts:
        state = step(state, event_from_json(act)).state
    if finish and not state.finished:
        return [*acts, *finishing_acts(state)]
    return list(acts)


def record(acts: Sequence[Act], hands: Mapping[str, str] = HANDS, stock: str = STOCK, dealer: str = "B", *, finish: bool = True) -> dict[str, Any]:
    """A one-deal record of the acts (finished with plain acts), ready for :func:`piquet.adjudicate`."""
    deal = {"dealer": dealer, "hands": dict(hands), "stock": stock, "events": played(acts, hands, stock, dealer, finish=finish)}
    return {"format": "piquet-record/1", "players": ["A", "B"], "deals": [deal]}


def adjudged(acts: Sequence[Act], hands: Mapping[str, str] = HANDS, stock: str = STOCK, dealer: str = "B", *, finish: bool = True) -> DealAdjudication:
    """The one deal of :func:`record`, adjudicated."""
    return adjudicate(record(acts, hands, stock, dealer, finish=finish)).deals[0]


def cited(ruling: Ruling) -> list[str]:
    """The ruling's citations as printed: ``['Law 25', 'Law 58']``."""
    return [str(c) for c in ruling.citations]


def options(ruling: Ruling) -> list[tuple[str, str | None]]:
    """Each option's name (the text before its colon) and who elects it."""
    return [(o.name, o.elector_label) for o in ruling.options]


def items(deal: DealAdjudication, player: str | None = None) -> list[tuple[str, str, int]]:
    """The deal's score items as (player, item, points), of one player or both."""
    return [(i.player, i.item, i.points) for i in deal.items if player is None or i.player == player]
