"""Gathering, shuffling and cutting to the dealer (Laws 1-3, 7, 8, 17): the acts before the cards are dealt.

A record gives each deal as dealt, and its acts in order; the gathering of
the cards, the shuffles and the cut come first, before any card is taken
up.  The dealer's adversary gathers the cards for the coming deal (Law 17).  Either player may shuffle,
the dealer last (Law 1), and so that no face is seen (Law 2).  The cut lifts
at least two cards and leaves at least two (Law 3); a card exposed in it is
cut again (Law 7); a cut once made stands (Law 8).  None of these laws sets
a penalty: the referee says what the law requires and the deal goes on.
The cut for the deal and the choice of packs (Laws 4-6) belong to the
partie, not to a deal, and are not ruled on here.
"""

from __future__ import annotations

from piquet.game.acts import Cut, Gather, Shuffle
from piquet.game.state import DealState, Phase
from piquet.rules.common import party, RulingOutcome, contradiction, rule_on
from piquet.rules.scoring import score_deal
from piquet.lawbook.registry import rule

__all__ = ["gather", "gathered_by_the_dealer", "gather_for_the_next_deal", "shuffle", "shuffle_showing_faces", "cut", "cut_too_small", "cut_exposing_a_card", "cut_again", "PACK_SIZE", "FEWEST_IN_A_PACKET"]

#: The cards of a piquet pack, and the fewest a packet of a cut may hold (Law 3).
PACK_SIZE = 32
FEWEST_IN_A_PACKET = 2

_BEFORE_THE_DEAL = (Phase.EXCHANGE,)


def _before_the_deal(state: DealState, who: int, what: str) -> None:
    """Shuffling and cutting come before the cards are dealt: after a card is taken up, the record contradicts itself."""
    if state.cards_taken_up():
        raise contradiction(state, who, f"the cards were dealt and taken up: a {what} comes before the deal", laws=(1, 3))


@rule("gather", laws=(1, 3, 17), stages=_BEFORE_THE_DEAL, label="the cards gathered for the deal")
def gather(state: DealState, who: int, event: Gather) -> DealState:
    """The player who is not dealing gathers the cards and puts them, squared, face down on the table (Law 17)."""
    _before_the_deal(state, who, "gathering of the cards")
    return state


def _by_the_dealer(state: DealState, who: int, event: Gather) -> bool:
    return who == state.setup.dealer_seat


@rule("gather", laws=(1, 3, 17), when=_by_the_dealer, exception_to=gather, stages=_BEFORE_THE_DEAL, label="the cards gathered by the dealer")
def gathered_by_the_dealer(state: DealState, who: int, event: Gather) -> DealState:
    """The dealer gathered the cards himself: it is his adversary's office (Law 17); the law sets no penalty, and the deal goes on."""
    _before_the_deal(state, who, "gathering of the cards")
    label = party(who)
    return rule_on(
        state,
        act=f"{label}, the dealer, gathers the cards for the deal",
        decision=f"the cards are gathered by the player who is not dealing, {state.setup.elder}; the law sets no penalty, and the deal goes on",
        laws=(17,),
        offender=who,
    )


@rule("gather", laws=(17,), stages=(Phase.FINISHED,), label="the cards gathered after the deal for the next")
def gather_for_the_next_deal(state: DealState, who: int, event: Gather) -> DealState:
    """After the deal the cards are collected for the ensuing deal by the player who will not deal it (Law 17).

    The players deal alternately (Law 16), so that is this deal's dealer: his
    collecting is regular; his adversary, who deals next, collecting them
    is ruled, without penalty.
    """
    if who == state.setup.dealer_seat:
        return state
    label = party(who)
    return rule_on(
        state,
        act=f"{label}, who deals next, collects the cards for his own deal",
        decision=f"the cards for the ensuing deal are collected by the player who will not deal it, {state.setup.dealer}; "
        "the law sets no penalty",
        laws=(17,),
        offender=who,
    )


def _no_ensuing_deal(state: DealState, who: int, event: Gather) -> bool:
    """Whether the deal just played ends the partie: the last deal, with no tie to extend it (Law 71), or the last of
    the extra deals a tie brought.  The partie's scores before a deal a tie would extend are in its setup."""
    setup = state.setup
    if not setup.last_of_partie or state.is_void or who == setup.dealer_seat:
        return False
    if setup.partie_before is None:
        return True
    totals = score_deal(state).totals
    elder, younger = setup.partie_before
    return elder + setup.multiplier * totals[setup.elder] != younger + setup.multiplier * totals[setup.younger]


@rule("gather", laws=(17, 71), when=_no_ensuing_deal, exception_to=gather_for_the_next_deal, stages=(Phase.FINISHED,),
      label="the cards gathered after the last deal of the partie")
def gathered_after_the_partie(state: DealState, who: int, event: Gather) -> DealState:
    """The partie is over (Law 71): there is no ensuing deal for Law 17 to give to either player, and whoever gathers the
    cards does nothing the laws speak of; the next partie's dealer is found by cutting (Law 4)."""
    return state


@rule("shuffle", laws=(1, 3), stages=_BEFORE_THE_DEAL, label="a shuffle before the deal")
def shuffle(state: DealState, who: int, event: Shuffle) -> DealState:
    """Either player may shuffle either pack; the dealer may shuffle last (Law 1).

    A right, not a duty: a dealer who lets his adversary shuffle last has
    not claimed his right, and the deal is good.
    """
    _before_the_deal(state, who, "shuffle")
    return state


def _faces_shown(state: DealState, who: int, event: Shuffle) -> bool:
    return event.faces_shown


@rule("shuffle", laws=(1, 2, 3), when=_faces_shown, exception_to=shuffle, stages=_BEFORE_THE_DEAL, label="a shuffle that shows the faces")
def shuffle_showing_faces(state: DealState, who: int, event: Shuffle) -> DealState:
    """A pack shuffled so that faces could be seen (Law 2): the law sets no penalty, and the pack is to be shuffled again."""
    _before_the_deal(state, who, "shuffle")
    label = party(who)
    return rule_on(
        state,
        act=f"{label} shuffles so that the faces of cards can be seen",
        decision="of no effect: the pack is shuffled above the table and without showing a face; the law sets no penalty, "
        "and the pack should be shuffled again before it is cut",
        laws=(2,),
        offender=who,
        outcome=RulingOutcome.NO_EFFECT,
    )


def _cuts_made(state: DealState) -> list[Cut]:
    """The cuts recorded so far in this deal (the act being applied is not yet in the log)."""
    return [event for event in state.log if isinstance(event, Cut)]


def _good(event: Cut) -> bool:
    return event.exposed is None and FEWEST_IN_A_PACKET <= event.lifted <= PACK_SIZE - FEWEST_IN_A_PACKET


@rule("cut", laws=(1, 3, 8), stages=_BEFORE_THE_DEAL, label="the cut to the dealer")
def cut(state: DealState, who: int, event: Cut) -> DealState:
    """The pack is cut: two cards or more lifted, two or more left (Law 3); the cut then stands (Law 8)."""
    _before_the_deal(state, who, "cut")
    return state


def _after_a_good_cut(state: DealState, who: int, event: Cut) -> bool:
    return any(_good(made) for made in _cuts_made(state))


@rule("cut", laws=(1, 3, 8), when=_after_a_good_cut, exception_to=cut, stages=_BEFORE_THE_DEAL, label="a second cut")
def cut_again(state: DealState, who: int, event: Cut) -> DealState:
    """A cut once made stands (Law 8): a second cut after a good one is of no effect, whatever it lifted or showed."""
    _before_the_deal(state, who, "cut")
    label = party(who)
    first = next(made for made in _cuts_made(state) if _good(made))
    return rule_on(
        state,
        act=f"{label} cuts again, lifting {event.lifted}",
        decision=f"of no effect: the first cut ({first.lifted} lifted) was made and stands; it may not be tried again",
        laws=(8,),
        offender=who,
        outcome=RulingOutcome.NO_EFFECT,
    )


def _too_small(state: DealState, who: int, event: Cut) -> bool:
    return not FEWEST_IN_A_PACKET <= event.lifted <= PACK_SIZE - FEWEST_IN_A_PACKET


# Once the pack is lifted apart the cut stands (Law 8): a second try is ruled as that, whatever the size of its packet (Law 3).
@rule("cut", yields_to=(cut_again,), laws=(1, 3), when=_too_small, exception_to=cut, stages=_BEFORE_THE_DEAL, label="a cut of fewer than two cards")
def cut_too_small(state: DealState, who: int, event: Cut) -> DealState:
    """A packet of fewer than two cards is not a cut (Law 3): the pack is cut again."""
    _before_the_deal(state, who, "cut")
    label = party(who)
    left = PACK_SIZE - event.lifted
    return rule_on(
        state,
        act=f"{label} cuts, lifting {event.lifted} card{'s' if event.lifted != 1 else ''} and leaving {left}",
        decision=f"of no effect: not a cut; each packet must hold at least {FEWEST_IN_A_PACKET} cards; the pack is cut again",
        laws=(3,),
        offender=who,
        facts=(f"{event.lifted} lifted, {left} left",),
        outcome=RulingOutcome.NO_EFFECT,
    )


def _exposes(state: DealState, who: int, event: Cut) -> bool:
    return event.exposed is not None


# A second try at the cut (Law 8) and a packet too small (Law 3) are ruled as such before a card the try exposed (Law 7).
@rule("cut", yields_to=(cut_again, cut_too_small), laws=(1, 3, 7), when=_exposes, exception_to=cut, stages=_BEFORE_THE_DEAL, label="a card exposed in the cut")
def cut_exposing_a_card(state: DealState, who: int, event: Cut) -> DealState:
    """A card exposed in cutting to the dealer, or in putting the packets together (Law 7): there must be a fresh cut."""
    _before_the_deal(state, who, "cut")
    label = party(who)
    return rule_on(
        state,
        act=f"{label} cuts and exposes {event.exposed}",
        decision="of no effect: a card was exposed in the cut, and the pack is cut again",
        laws=(7,),
        facts=(f"{event.exposed} was seen",),
        outcome=RulingOutcome.NO_EFFECT,
    )
