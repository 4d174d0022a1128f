"""What one player may know of a deal in play: the view a strategy is given.

A strategy sees its own hand and discard, the cards played to the tricks and
the trick under way, how many cards are left in the stock, the score of the
deal so far, what the referee awaits of it, its regular acts and the options
open to it.  It is not given the adversary's hand or discard, the stock's
cards, or the acts of the deal (the adversary's exchange names his discard).

The library's own computer opponent is advised from the state itself
(:mod:`piquet.advice` samples the cards the player has not seen, and asks the
referee whether an act it weighs is regular); it reaches the state through the
view's :meth:`View.referee_state`, which a strategy written to play fair
leaves alone.
"""

from __future__ import annotations

import attrs

from piquet.game.acts import Event
from piquet.game.state import DealState
from piquet.game.variant import Variant
from piquet.referee.awaiting import Awaiting, awaiting_and_acts
from piquet.errors import PlayError
from piquet.referee.offers import Offer
from piquet.rules.scoring import score_deal
from piquet.table.cards import PACK, Card
from piquet.table.cardsets import Hand

__all__ = ["View", "view_of"]


@attrs.frozen
class View:
    """One player's view of the deal: his cards, what is public, what is awaited of him and what he may do."""

    player: str
    adversary: str
    elder: str
    dealer: str
    #: The deal's number in the partie.
    number: int
    variant: Variant
    hand: Hand
    #: The cards he put out in the exchange.
    discard: Hand
    #: The cards each player has played, by name.
    played: dict[str, Hand]
    #: The cards led to the trick under way, in order.
    pending: tuple[Card, ...]
    #: How many cards are left in the stock.
    stock_left: int
    #: The deal's score so far, by name.
    score: dict[str, int]
    #: What the referee awaits of him (an empty value when it awaits another).
    awaiting: Awaiting
    #: His regular acts now (none unless he is to act).
    legal_acts: tuple[Event, ...]
    #: The options open to him.
    offers: tuple[Offer, ...]
    _state: DealState = attrs.field(repr=False, eq=False, alias="state")

    def referee_state(self) -> DealState:
        """The referee's whole state, both hands included: for the library's advisor, not for a fair strategy."""
        return self._state


def view_of(state: DealState, player: str) -> View:
    """The view of ``player`` (a name) of the deal in this state."""
    setup = state.setup
    seat = setup.index(player)
    if seat is None:
        raise PlayError(f"{player!r} is not a player in this deal ({setup.elder}, {setup.younger})")
    waited, acts = awaiting_and_acts(state, player)
    return View(
        player=player,
        adversary=setup.label(1 - seat),
        elder=setup.elder,
        dealer=setup.dealer,
        number=setup.number,
        variant=setup.variant,
        hand=Hand(state.hands[seat]),
        discard=Hand(state.discards[seat]),
        played={label: Hand(state.played[s]) for s, label in enumerate(setup.labels)},
        pending=tuple(PACK[i] for i in state.pending),
        stock_left=len(state.stock),
        score=dict(score_deal(state).totals),
        awaiting=waited,
        legal_acts=acts,
        offers=waited.offers,
        state=state,
    )
