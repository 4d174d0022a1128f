"""A misdeal put right by the dealer with his adversary's leave (Law 10).

A deal whose counts are wrong is judged as dealt (Laws 11, 12, 39); the
exception Law 12 itself names is Law 10: before either player has taken up
his hand, the dealer may put the error right if his adversary lets him.
The adversary's leave is an ``accept`` of ``"rectify"``; the dealer's act
is a ``rectify`` naming each card moved and where to.  The deal is then
judged afresh on the cards as they now lie, through the same ``deal``
rules, so a rectification that still leaves a count wrong is ruled on as
any wrong deal is.
"""

from __future__ import annotations

import attrs

from piquet.errors import Contradiction
from piquet.game.acts import Accept, Rectify
from piquet.game.state import ELDER, YOUNGER, DealSetup, DealState, Phase
from piquet.rules.agreements import accept_proposal
from piquet.rules.common import party, RulingOutcome, rule_on
from piquet.lawbook.registry import rule, run
from piquet.table.cards import Card

__all__ = [
    "leave_to_rectify",
    "leave_given_by_the_dealer",
    "rectify",
    "rectified_by_the_wrong_player",
    "rectified_too_late",
    "rectified_without_leave",
    "nothing_to_rectify",
    "may_follow_a_void",
]

def may_follow_a_void(state: DealState, event: object) -> bool:
    """Whether an act may still be made in a void deal: only the leave and the act of putting a misdeal right (Law 10)."""
    if state.void is None or not state.void.rectifiable:
        return False
    return isinstance(event, Rectify) or (isinstance(event, Accept) and event.proposal == "rectify")


def _is_leave(state: DealState, who: int, event: Accept) -> bool:
    return event.proposal == "rectify"


@rule("accept", laws=(10,), when=_is_leave, exception_to=accept_proposal, label="leave to put a misdeal right")
def leave_to_rectify(state: DealState, who: int, event: Accept) -> DealState:
    """The dealer's adversary lets him put a misdeal right (Law 10); the leave is noted, and no ruling is needed."""
    return state.evolve(leave_to_rectify=True)


def _leave_from_the_dealer(state: DealState, who: int, event: Accept) -> bool:
    return event.proposal == "rectify" and who == YOUNGER


@rule("accept", laws=(10,), when=_leave_from_the_dealer, exception_to=leave_to_rectify, label="leave given by the dealer to himself")
def leave_given_by_the_dealer(state: DealState, who: int, event: Accept) -> DealState:
    """The leave is the adversary's to give: the dealer cannot give it to himself (Law 10)."""
    return rule_on(
        state,
        act=f"{state.setup.dealer}, the dealer, gives himself leave to put the deal right",
        decision=f"the leave is {state.setup.elder}'s to give, not the dealer's; nothing is allowed by it",
        laws=(10,),
    )


def _place(state: DealState, card: Card) -> str | None:
    if state.hands[ELDER] & card.bit:
        return state.setup.elder
    if state.hands[YOUNGER] & card.bit:
        return state.setup.younger
    if card.index in state.stock:
        return "stock"
    return None


def _moved(state: DealState, who: int, event: Rectify) -> DealSetup:
    """The deal as the moves leave it; :class:`Contradiction` for a card not in the deal or a place that is not one."""
    setup = state.setup
    hands = list(state.hands)
    stock = list(state.stock)
    on_top: list[int] = []
    for card, to in event.moves:
        if to not in (setup.elder, setup.younger, "stock"):
            raise Contradiction(f"a card is moved to a player or to the stock, not to {to!r}", player=event.player, card=card.code)
        if _place(state, card) is None:
            raise Contradiction(f"{card.code} is not among the cards dealt", laws=(10,), player=event.player, card=card.code)
        hands = [h & ~card.bit for h in hands]
        stock = [i for i in stock if i != card.index]
        if to == "stock":
            on_top.append(card.index)
        else:
            index = ELDER if to == setup.elder else YOUNGER
            hands[index] |= card.bit
    return attrs.evolve(setup, dealt=(hands[ELDER], hands[YOUNGER]), stock=tuple(on_top + stock))


def _cards_stay(
    state: DealState, who: int, event: Rectify, *, act: str, decision: str, laws: tuple[int, ...] = (10,), late: bool = False
) -> DealState:
    """A rectification the law does not allow (``late``: after its time): the moves are checked, and the cards stay as dealt."""
    _moved(state, who, event)
    outcome = RulingOutcome.TOO_LATE if late else RulingOutcome.NO_EFFECT
    return rule_on(state, act=act, decision=decision, laws=laws, offender=who, outcome=outcome)


@rule("rectify", laws=(10, 12), label="a misdeal put right with leave")
def rectify(state: DealState, who: int, event: Rectify) -> DealState:
    """With his adversary's leave and before either hand is taken up, the dealer puts his misdeal right (Law 10).

    The deal is judged again on the cards as they now lie (Laws 9, 11, 12):
    put right, it goes on with no void and no option; still wrong, it is
    ruled on as any wrong deal is.
    """
    setup = _moved(state, who, event)
    moves = ", ".join(f"{card.code} to {'the stock' if to == 'stock' else to}" for card, to in event.moves)
    ruled = rule_on(
        state,
        act=f"{setup.dealer} puts the deal right, with {setup.elder}'s leave: {moves}",
        decision="the error is put right before either hand was taken up; the deal is judged on the cards as they now lie",
        laws=(10, 12) if state.is_void else (10,),
        outcome=RulingOutcome.CORRECTED,
    )
    fresh = DealState(setup, Phase.EXCHANGE, setup.dealt, (0, 0), setup.stock, rulings=ruled.rulings, log=state.log, acted_by=state.acted_by, leave_to_rectify=True)
    judged: DealState = run("deal", None, fresh)
    return judged


def _not_the_dealer(state: DealState, who: int, event: Rectify) -> bool:
    return who != YOUNGER


@rule("rectify", laws=(10,), when=_not_the_dealer, exception_to=rectify, label="a misdeal put right by the wrong player")
def rectified_by_the_wrong_player(state: DealState, who: int, event: Rectify) -> DealState:
    """Only the dealer may put his misdeal right (Law 10); the cards stay as dealt."""
    return _cards_stay(
        state,
        who,
        event,
        act=f"{party(who)} moves cards of the deal to put it right",
        decision=f"of no effect: only the dealer, {state.setup.dealer}, may put a misdeal right; the cards stay as they were dealt",
        laws=(10,),
    )


def _too_late(state: DealState, who: int, event: Rectify) -> bool:
    return state.cards_taken_up()


# Only the dealer may put a misdeal right (Law 10): a rectifying by anyone else is ruled as that, whatever its timing.
@rule("rectify", yields_to=(rectified_by_the_wrong_player,), laws=(10,), when=_too_late, exception_to=rectify, label="a misdeal put right too late")
def rectified_too_late(state: DealState, who: int, event: Rectify) -> DealState:
    """A hand has been taken up: the time to put the deal right has passed (Law 10), and the cards stay as dealt."""
    return _cards_stay(
        state,
        who,
        event,
        act=f"{state.setup.dealer} puts the deal right after a hand was taken up",
        decision="too late: a misdeal may be put right only before either player takes up his hand; the cards stay as they were dealt",
        laws=(10,),
        late=True,
    )


def _without_leave(state: DealState, who: int, event: Rectify) -> bool:
    return not state.leave_to_rectify


# Leave to rectify matters only to the dealer, and only before either player has taken up his hand (Law 10).
@rule("rectify", yields_to=(rectified_by_the_wrong_player, rectified_too_late), laws=(10,), when=_without_leave, exception_to=rectify, label="a misdeal put right without leave")
def rectified_without_leave(state: DealState, who: int, event: Rectify) -> DealState:
    """The adversary has not given leave: the dealer may not put the deal right (Law 10), and the cards stay as dealt."""
    return _cards_stay(
        state,
        who,
        event,
        act=f"{state.setup.dealer} puts the deal right without {state.setup.elder}'s leave",
        decision=f"of no effect: the dealer may put a misdeal right only with his adversary's leave; {state.setup.elder} gave none, "
        "so the cards stay as they were dealt",
        laws=(10,),
    )


def _counts_right(state: DealState, who: int, event: Rectify) -> bool:
    return state.setup.dealt_regularly


# Whether there was anything to put right is asked last: the wrong player, the time and the leave come first (Law 10).
@rule("rectify", yields_to=(rectified_by_the_wrong_player, rectified_too_late, rectified_without_leave), laws=(9, 10), when=_counts_right, exception_to=rectify, label="a deal with nothing to put right")
def nothing_to_rectify(state: DealState, who: int, event: Rectify) -> DealState:
    """Twelve cards each and eight in the stock: there is no misdeal to put right (Laws 9, 10); the cards stay as dealt."""
    return _cards_stay(
        state,
        who,
        event,
        act=f"{state.setup.dealer} moves cards of a deal dealt twelve, twelve and eight",
        decision="no card was dealt wrongly, so there is nothing to put right; the cards stay as they were dealt",
        laws=(9, 10),
    )
