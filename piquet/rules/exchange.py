"""Discarding and taking in (Laws 21-45), and carte blanche (Laws 18-20).

Each function checks an act against the laws and returns the new state, or
raises :class:`~piquet.errors.IllegalAct` naming the law and leaving the
state untouched.  Irregular exchanges (taking more or fewer than discarded,
cards from the wrong place) are refused here until the referee applies
their penalties.
"""

from __future__ import annotations

import attrs

from piquet.table.cards import cards_from_bits
from piquet.lawbook.citation import cites
from piquet.table.combinations import is_carte_blanche
from piquet.errors import IllegalAct
from piquet.referee.state import ELDER, YOUNGER, DealState, Phase

__all__ = [
    "discard",
    "take",
    "announce_carte_blanche",
    "show_carte_blanche",
    "look_at_left",
    "ELDER_MAXIMUM",
    "YOUNGER_MAXIMUM",
]

ELDER_MAXIMUM = 5
YOUNGER_MAXIMUM = 3


def pair(values: tuple[int, int], who: int, value: int) -> tuple[int, int]:
    return (value, values[1]) if who == ELDER else (values[0], value)


def _names(bits: int) -> str:
    return " ".join(c.code for c in cards_from_bits(bits))


def _require_exchange(state: DealState, who: int, act: str) -> None:
    if state.phase is not Phase.EXCHANGE:
        raise IllegalAct(
            f"{state.setup.label(who)} cannot {act} now: the exchange is over",
            laws=(24,),
            player=state.setup.label(who),
        )


@cites(21, 22, 24, cases=("V",))
def discard(state: DealState, who: int, bits: int) -> DealState:
    """Put cards out of the hand, face down.

    The elder may put out up to five and must put out one (Law 21); the
    younger up to three plus what the elder left, and at least one (Law 22).
    Until he takes a card of the stock a player may add to his discard
    (Case V); after that it cannot be altered (Law 24).
    """
    label = state.setup.label(who)
    _require_exchange(state, who, "discard")
    if state.taken[who] is not None:
        raise IllegalAct(
            f"{label} has taken in; a discard cannot be altered once a card of the stock is taken",
            laws=(24,),
            player=label,
        )
    missing = bits & ~state.hands[who]
    if missing:
        raise IllegalAct(
            f"{label} discards {_names(missing)}, not in {label}'s hand",
            laws=(21, 22),
            player=label,
            card=_names(missing).split()[0],
        )
    count = (bits | state.discards[who]).bit_count()  # a discard may be added to until taking in (Law 24, Case V)
    if count == 0:
        raise IllegalAct(f"{label} must discard at least one card", laws=(21,) if who == ELDER else (22,), player=label)
    if who == ELDER:
        if count > ELDER_MAXIMUM:
            raise IllegalAct(f"the elder hand may discard at most five cards, not {count}", laws=(21,), player=label)
    else:
        allowed = YOUNGER_MAXIMUM + state.left_by_elder
        if count > allowed:
            raise IllegalAct(
                f"the younger hand may discard at most {allowed} cards, not {count}",
                laws=(22, 34),
                player=label,
            )
    return state.replace(
        hands=pair(state.hands, who, state.hands[who] & ~bits),
        discards=pair(state.discards, who, state.discards[who] | bits),
    )


@cites(21, 22, 23, 30, 31, 32, 34, cases=("XIV",))
def take(state: DealState, who: int, count: int) -> DealState:
    """Take cards in order from the top of the stock (Law 23).

    As many as discarded (taking more or fewer is Laws 30-31, not yet
    adjudicated).  The elder takes first; taking fewer than five declares how
    many he leaves (Law 32).  The younger then takes from what remains,
    including what the elder left (Law 34).
    """
    label = state.setup.label(who)
    _require_exchange(state, who, "take in")
    if state.taken[who] is not None:
        raise IllegalAct(f"{label} has already taken in", laws=(24,), player=label)
    discarded = state.discards[who].bit_count()
    if not discarded:
        raise IllegalAct(f"{label} must discard before taking in", laws=(21,) if who == ELDER else (22,), player=label)
    if count != discarded:
        more = count > discarded
        raise IllegalAct(
            f"{label} discarded {discarded} and takes {count}: "
            + ("taking in more than discarded" if more else "taking in fewer than discarded")
            + " is not yet adjudicated",
            laws=(31,) if more else (30,),
            player=label,
        )
    if who == YOUNGER and state.taken[ELDER] is None:
        raise IllegalAct(
            "the younger hand takes in after the elder hand has taken in",
            laws=(23, 34),
            cases=("XIV",),
            player=label,
        )
    if count > len(state.stock):
        raise IllegalAct(f"{label} takes {count} but the stock holds {len(state.stock)}", laws=(23,), player=label)
    taken_bits = 0
    for index in state.stock[:count]:
        taken_bits |= 1 << index
    new = state.replace(
        hands=pair(state.hands, who, state.hands[who] | taken_bits),
        stock=state.stock[count:],
        taken=(count, state.taken[1]) if who == ELDER else (state.taken[0], count),
    )
    if who == ELDER:
        return new.replace(left_by_elder=ELDER_MAXIMUM - count)
    return new.replace(phase=Phase.DECLARATION)


@cites(20, cases=("V", "VI"))
def announce_carte_blanche(state: DealState, who: int) -> DealState:
    """Tell the adversary of a carte blanche as soon as it is known (Law 20)."""
    label = state.setup.label(who)
    if not is_carte_blanche(state.setup.dealt[who]):
        raise IllegalAct(f"{label} announces a carte blanche but was dealt a court card", laws=(18,), player=label)
    if state.first_lead_made:
        raise IllegalAct("a carte blanche is announced before the play", laws=(20,), player=label)
    if state.announced_carte_blanche[who]:
        raise IllegalAct(f"{label} has already announced the carte blanche", laws=(20,), player=label)
    return state.replace(announced_carte_blanche=_flag(state.announced_carte_blanche, who))


@cites(18, 19, 20, 61, cases=("VI", "XX"))
def show_carte_blanche(state: DealState, who: int) -> DealState:
    """Show a carte blanche and score ten for it (Laws 19, 61).

    Judged on the hand as dealt, of twelve cards or more (Law 18); it need
    not be shown until the adversary has discarded (Law 20); it may still be
    shown after taking in (Cases XX, XXI), but not once the play has begun.
    """
    label = state.setup.label(who)
    if not is_carte_blanche(state.setup.dealt[who]):
        raise IllegalAct(
            f"{label} shows a carte blanche but the hand dealt is not one (it must have twelve cards and no king, queen or knave)",
            laws=(18,),
            player=label,
        )
    if state.carte_blanche[who]:
        raise IllegalAct(f"{label} has already shown the carte blanche", laws=(19,), player=label)
    if state.first_lead_made:
        raise IllegalAct("a carte blanche is shown before the play begins", laws=(19, 20), player=label)
    return state.replace(
        carte_blanche=_flag(state.carte_blanche, who),
        announced_carte_blanche=_flag(state.announced_carte_blanche, who),
    )


@cites(33, 36)
def look_at_left(state: DealState, who: int) -> DealState:
    """Look at the cards a player left in the stock.

    The elder may look at cards he leaves (Law 33).  The younger may look at
    his after the elder has led; if he does, the elder may see them too
    (Law 36).
    """
    label = state.setup.label(who)
    if who == ELDER and state.taken[YOUNGER] is None:
        if state.taken[ELDER] is None or state.left_by_elder == 0:
            raise IllegalAct("the elder hand has left no cards to look at", laws=(33,), player=label)
    elif who == ELDER:
        if not state.stock:
            raise IllegalAct("no cards are left in the stock to look at", laws=(36,), player=label)
        if not state.looked_at_left[YOUNGER] or not state.first_lead_made:
            raise IllegalAct(
                "the elder hand sees the cards the younger left only if the younger looked at them, "
                "and only once he has led",
                laws=(36,),
                player=label,
            )
    else:
        if state.taken[YOUNGER] is None or not state.stock:
            raise IllegalAct("the younger hand has left no cards to look at", laws=(36,), player=label)
        if not state.first_lead_made or state.younger_has_played:
            raise IllegalAct(
                "the younger hand looks at the cards he left after the elder has led and before he plays",
                laws=(36,),
                player=label,
            )
    return state.replace(looked_at_left=_flag(state.looked_at_left, who))


def _flag(flags: tuple[bool, bool], who: int) -> tuple[bool, bool]:
    return (True, flags[1]) if who == ELDER else (flags[0], True)
