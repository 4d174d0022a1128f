"""Shuffling and cutting: the cut for deal (Laws 4-6), the shuffle (Laws 1-2), the cut to the dealer (Laws 3, 7)."""

from __future__ import annotations

from ecarte.cards import strength
from ecarte.laws import law
from ecarte.rules.book import ECARTE, ruled
from ecarte.state import CutState, DealState, Stage
from lawkit.ruling import Outcome
from lawkit.runner import Act, Contradiction


PACK_SIZE = 32


@ECARTE.rule("cut for deal", law(5), stages=(Stage.CUT_FOR_DEAL,))
def cut_for_deal(state: CutState, act: Act) -> CutState:
    """The higher card in écarté's order deals; equal cards cut again."""
    if state.winner is not None:
        raise Contradiction(f"{act.player} cannot cut for deal now")
    if act.player in state.cards:
        raise Contradiction(f"{act.player} has already cut in this round")
    cards = dict(state.cards) | {act.player: act.value.card}
    if len(cards) < 2:
        return state.evolve(cards=cards)
    first, second = (cards[p] for p in state.players)
    if strength(first) == strength(second):
        return ruled(state.evolve(cards={}), act, "the cards are equal: both players cut again", [law(5)],
                     findings=[f"{state.players[0]} cut {first} and {state.players[1]} cut {second}"], note=True)
    winner = state.players[0] if strength(first) > strength(second) else state.players[1]
    return state.evolve(cards=cards, winner=winner)


@ECARTE.rule("cut for deal", law(4), stages=(Stage.CUT_FOR_DEAL,), exception_to=cut_for_deal,
             when=lambda state, act: len(act.value.shown) > 1)
def several_cards_shown(state: CutState, act: Act) -> CutState:
    """A player who shows more than one card cuts again."""
    return ruled(state, act, f"the cut does not count: {act.player} cuts again", [law(4)],
                 findings=[f"{act.player} showed {len(act.value.shown)} cards"], offender=act.player)


@ECARTE.rule("claim incorrect pack", law(6), stages=(Stage.CUT_FOR_DEAL,))
def cut_stands_with_a_faulty_pack(state: CutState, act: Act) -> CutState:
    """The cut for deal stands even if the pack is incorrect."""
    return ruled(state, act, "the cut for deal stands, whatever the pack", [law(6)], offender=None)


@ECARTE.rule("shuffle", law(1), stages=(Stage.PREPARING,))
def shuffle(state: DealState, act: Act) -> DealState:
    """Either player may shuffle."""
    return state.evolve(shuffles=state.shuffles + (act.player,))


@ECARTE.rule("shuffle", law(1), stages=(Stage.PREPARING,), exception_to=shuffle,
             when=lambda state, act: act.value is None and act.player != state.dealer and state.dealer in state.shuffles)
def dealer_shuffles_last(state: DealState, act: Act) -> DealState:
    """The non-dealer shuffles after the dealer: the dealer may shuffle again, last."""
    return ruled(state.evolve(shuffles=state.shuffles + (act.player,)), act,
                 f"{act.player} may shuffle, but the last shuffle is {state.dealer}'s: he may shuffle again before the cut",
                 [law(1)], note=True)


@ECARTE.rule("shuffle", law(2), stages=(Stage.PREPARING,), exception_to=shuffle,
             when=lambda state, act: act.value is not None, prevails_over=(dealer_shuffles_last,))
def faulty_shuffle(state: DealState, act: Act) -> DealState:
    """A shuffle below the table or showing faces does not count."""
    return ruled(state, act, "the shuffle does not count: the pack is shuffled again, above the table and face down",
                 [law(2)],
                 findings=[f"the shuffle was made {'with ' if act.value == 'faces shown' else ''}{act.value}"],
                 offender=act.player)


@ECARTE.rule("shuffle", law(2), stages=(Stage.DEALT, Stage.EXCHANGE, Stage.PLAY))
def shuffle_in_play(state: DealState, act: Act) -> DealState:
    """No shuffle while a hand is in play."""
    return ruled(state, act, "of no effect: the pack is not shuffled while the hand is being played", [law(2)],
                 offender=act.player, outcome=Outcome.NO_EFFECT)


@ECARTE.rule("cut", law(3), stages=(Stage.PREPARING,))
def cut(state: DealState, act: Act) -> DealState:
    """The non-dealer cuts; the hands are then dealt as the record gives them."""
    if act.player == state.dealer:
        raise Contradiction(f"{act.player} deals: the non-dealer cuts to him")
    return state.evolve(stage=Stage.DEALT)


@ECARTE.rule("cut", law(3), stages=(Stage.PREPARING,), exception_to=cut,
             when=lambda state, act: act.value.count < 2 or PACK_SIZE - act.value.count < 2)
def cut_too_small(state: DealState, act: Act) -> DealState:
    """A cut must lift two cards or more and leave two or more."""
    left = PACK_SIZE - act.value.count
    return ruled(state, act, "not a cut: the pack is cut again", [law(3)],
                 findings=[f"{act.player} lifted {act.value.count} and left {left}"], offender=act.player)


@ECARTE.rule("cut", law(7), stages=(Stage.PREPARING,), exception_to=cut,
             when=lambda state, act: act.value.exposed is not None, yields_to=(cut_too_small,))
def card_shown_in_the_cut(state: DealState, act: Act) -> DealState:
    """A card shown in cutting to the dealer: a fresh cut."""
    return ruled(state, act, "a fresh cut", [law(7)], findings=[f"{act.value.exposed} was shown in the cut"],
                 offender=act.player)
