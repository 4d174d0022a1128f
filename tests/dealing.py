"""Helpers that build deals for tests from the hands wanted *after* the exchange.

The worked examples of the Description give hands after taking in; these
helpers invent a simple deal leading to them (each player exchanges one
card) so that the example can be replayed through the referee.
"""

from __future__ import annotations

from collections.abc import Iterable

from piquet.table.cards import PACK, Card, cards_from_bits
from piquet.table.cardsets import Hand
from piquet.referee.deal import Deal
from piquet.game.acts import DeclareAll, Event, Exchange, Play
from piquet.rules.play import legal_cards


def deal_to(elder_final: str, younger_final: str, *, last_of_partie: bool = False) -> Deal:
    """A deal (B deals, A is elder) after which A holds ``elder_final`` and B ``younger_final``.

    Each discards one card of the eight left over and takes in one card of
    his final hand.
    """
    elder = Hand.parse(elder_final)
    younger = Hand.parse(younger_final)
    assert len(elder) == 12 and len(younger) == 12 and elder.isdisjoint(younger)
    pool = [c for c in PACK if c not in elder and c not in younger]
    elder_take, younger_take = list(elder)[-1], list(younger)[-1]
    elder_out, younger_out = pool[0], pool[1]
    dealt = {
        "A": (elder - [elder_take]).add(elder_out),
        "B": (younger - [younger_take]).add(younger_out),
    }
    stock = " ".join(str(c) for c in [elder_take, younger_take, *pool[2:]])
    deal = Deal.dealt("B", "A", dealt, stock, last_of_partie=last_of_partie)
    deal = deal.apply(Exchange("A", Hand.of([elder_out])))
    return deal.apply(Exchange("B", Hand.of([younger_out])))


def lowest_legal(deal: Deal, who: str) -> Card:
    """The lowest card the player may play now (a reproducible, not a good, policy)."""
    state = deal.state
    index = state.setup.index(who)
    assert index is not None
    led = state.pending[0] if state.pending and state.leader != index else None
    options = cards_from_bits(legal_cards(state.hands[index], led))
    return min(options, key=lambda c: (c.rank, c.suit))


def play_out(deal: Deal, leads: Iterable[str] = ()) -> Deal:
    """Finish the play: the leader leads ``leads`` in order while he has the lead, then everyone plays lowest."""
    wanted = [Card.parse(c) for c in leads]
    while not deal.finished:
        state = deal.state
        leader = state.setup.label(state.leader)
        if state.pending:
            follower = state.setup.label(1 - state.leader)
            deal = deal.apply(Play(follower, (lowest_legal(deal, follower),)))
            continue
        hand = state.hands[state.leader]
        while wanted and not hand & wanted[0].bit:
            wanted.pop(0)
        card = wanted.pop(0) if wanted else lowest_legal(deal, leader)
        deal = deal.apply(Play(leader, (card,)))
    return deal


def declared(deal: Deal) -> Deal:
    return deal.apply(DeclareAll(None))


def events(*items: Event) -> tuple[Event, ...]:
    return items


def of_no_effect(deal: Deal, event: Event) -> tuple[int, ...]:
    """An act that happened but that the laws give no effect: it draws one ruling saying so, and the laws it cites are returned.

    The referee rules on every act at the table and refuses none; only a
    record that contradicts its own facts is refused.
    """
    before = len(deal.state.rulings)
    after = deal.apply(event)
    (ruling,) = [r for r in after.state.rulings[before:] if r.decision.startswith("Of no effect")]
    return tuple(int(c.id) for c in ruling.citations if c.kind == "law")
