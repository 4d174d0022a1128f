"""Elections: the injured party chooses among the options a ruling gave him (Laws 9, 11, 41, 43)."""

from __future__ import annotations

from ecarte.acts import Elect
from ecarte.cards import Card, Rank
from ecarte.laws import game, law
from ecarte.rules.book import ECARTE, refuse, ruled
from ecarte.rules.scoring import close
from ecarte.state import HAND_SIZE, DealState, Mark, Stage
from lawkit.elections import UnknownChoice

__all__ = ["no_election", "elect_after_a_misdeal", "elect_the_trump", "elect_after_a_suit_named", "elect_after_a_revoke"]


def _awaited(state: DealState, act: Elect, about: str) -> bool:
    pending = state.pending
    return pending is not None and pending.key == about and state.players[pending.elector] == act.player and act.option in pending.names


@ECARTE.rule("elect", law(9), law(11), law(41), law(43))
def no_election(state: DealState, act: Elect) -> DealState:
    """An election nobody was offered cannot be made."""
    pending = state.pending
    if pending is None:
        raise refuse(f"{act.player} elects {act.option!r}, but no option awaits an election", act)
    if state.players[pending.elector] != act.player:
        raise refuse(f"the election is {state.players[pending.elector]}'s, not {act.player}'s", act)
    try:
        pending.choice(act.option)
    except UnknownChoice as error:
        raise refuse(str(error), act) from None
    raise refuse(f"{act.option!r} answers no election now", act)


def _void(state: DealState, act: Elect, cite: int) -> DealState:
    return ruled(state.evolve(stage=Stage.OVER, void=True, pending=None), act, "a fresh deal, by the same dealer", [law(cite), game(2)], note=True, void=True)


def _rectify(state: DealState) -> DealState:
    """Each hand brought to five: a long hand's last cards go back on the stock, a short hand draws from its top."""
    hands = dict(state.hands)
    stock = list(state.stock)
    for player in state.players:
        extra = hands[player][HAND_SIZE:]
        hands[player] = hands[player][:HAND_SIZE]
        stock = list(extra) + stock
    for player in state.players:
        short = HAND_SIZE - len(hands[player])
        hands[player] = hands[player] + tuple(stock[:short])
        stock = stock[short:]
    return state.evolve(hands=hands, stock=tuple(stock), order=state.picked or state.order, pending=None)


@ECARTE.rule("elect", law(9), game(2), exception_to=no_election, when=lambda state, act: _awaited(state, act, "misdeal"))
def elect_after_a_misdeal(state: DealState, act: Elect) -> DealState:
    """After a wrong deal the non-dealer has it put right, or a fresh deal."""
    if act.option == "fresh deal":
        return _void(state, act, 9)
    return ruled(
        _rectify(state), act, "the hands are made five each from the top of the stock, and the deal goes on", [law(9)], note=True,
    )


@ECARTE.rule("elect", law(11), game(2), game(3), exception_to=no_election, when=lambda state, act: _awaited(state, act, "turn"))
def elect_the_trump(state: DealState, act: Elect) -> DealState:
    """After several cards turned, the non-dealer names the trump among them, or has a fresh deal."""
    if act.option == "fresh deal":
        return _void(state, act, 11)
    trump = Card.parse(act.option.removeprefix("trump "))
    others = tuple(c for c in state.turned if c != trump)
    rest = others + state.stock[len(state.turned):]
    chosen = state.evolve(trump=trump, stock=rest, turned=(), stage=Stage.EXCHANGE, leader=state.elder, pending=None)
    if trump.rank is Rank.KING:
        chosen = chosen.evolve(marks=chosen.marks + (Mark(state.dealer, "king", 1, (game(3),)),))
    return ruled(
        chosen, act, f"{trump} is the trump; the other cards turned go back on top of the stock", [law(11)], note=True,
    )


@ECARTE.rule("elect", law(41), exception_to=no_election, when=lambda state, act: _awaited(state, act, "named suit"))
def elect_after_a_suit_named(state: DealState, act: Elect) -> DealState:
    """The adversary plays to the card led, or has the suit named led."""
    if act.option == "card led":
        return ruled(state.evolve(pending=None, named=None), act, "the card led stands", [law(41)], note=True)
    (leader, card), = state.trick
    named = state.named
    hands = dict(state.hands) | {leader: state.hands[leader] + (card,)}
    return ruled(
        state.evolve(pending=None, hands=hands, trick=(), required=named, named=None), act,
        f"{leader} takes {card} back and leads a {named.plural[:-1] if named else 'card'} of the suit he named", [law(41)], note=True,
    )


@ECARTE.rule("elect", law(43), exception_to=no_election, when=lambda state, act: _awaited(state, act, "revoke"))
def elect_after_a_revoke(state: DealState, act: Elect) -> DealState:
    """After a revoke claimed, the hands are played again, or the hand stands; either way the offender's score is limited."""
    if act.option == "stand":
        after = state.evolve(pending=None)
        return ruled(close(after) if after.stage is Stage.OVER else after, act, "the hand stands as played", [law(43)], note=True)
    again = state.evolve(
        pending=None, hands=state.at_play or state.hands, tricks=(), trick=(), leader=state.elder, stage=Stage.PLAY,
        offences=(), undoable=None, abandoned=None, out_of_turn=False, named=None, required=None,
        played=frozenset(), marks=tuple(m for m in state.marks if m.item == "king"),
    )
    return ruled(again, act, "the hands are played again from the first lead", [law(43)], note=True)
