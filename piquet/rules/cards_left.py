"""The cards the younger hand leaves in the stock: his declaration whether he will see them, and the elder's sight of them
mixed with the younger's discard (Laws 36, 37).

The younger who leaves cards may see them, but says whether he will once
the elder has led (or named the suit he will lead) and before he plays a
card himself (Law 36).  If he will, the elder may see them too, once he has
led; if he will not, neither may.  The declaration is the act ``will``; the
looks themselves are ``look left`` (:func:`~piquet.rules.exchange.look_at_left`,
whose answers the exceptions here refine once a declaration is made).  A
younger who mixed the cards he left with his discard without showing them
gives the elder the sight of that discard, and of the cards in it, once the
elder has led a card (Law 37): the act ``look adversary's discard``.
"""

from __future__ import annotations

from piquet.game.acts import LookAtAdversarysDiscard, LookAtLeft, WillLook
from piquet.game.state import ELDER, YOUNGER, DealState
from piquet.lawbook.registry import rule
from piquet.rules.au_cent_exchange import cards_left_seen_after_the_younger_declined
from piquet.rules.common import RulingOutcome, flag, no_effect, party, rule_on
from piquet.rules.exchange import look_at_left
from piquet.rules.marks import LOOKING_RUN

__all__ = [
    "younger_declares_looking",
    "cards_left_looked_at_after_declining",
    "elder_looks_at_cards_the_younger_will_see",
    "elder_looks_at_the_younger_s_discard",
]


def _left_by_younger(state: DealState) -> bool:
    """Whether the younger has taken in and left cards on the stock, still there (not mixed with his discard)."""
    return state.taken[YOUNGER] is not None and bool(state.stock)


@rule("will", laws=(33, 36), label="the younger declares whether he will see the cards he left")
def younger_declares_looking(state: DealState, who: int, event: WillLook) -> DealState:
    """The younger who left cards declares whether he will look at them: after the elder has led, before he plays (Law 36).

    Made in its time, the declaration binds both players: if he will look,
    the elder may see the cards too once he has led; if he will not, neither
    may.  Made too soon it is of no effect, and he declares again in time;
    made after he has played a card, too late: he played without declaring,
    and the time to see them is past.  The elder declares nothing: he may
    look at cards he leaves (Law 33).
    """
    label = party(who)
    act = f"{label} declares that he will {'' if event.look else 'not '}look at the cards he left"
    if who == ELDER:
        return no_effect(state, act=act, why="the declaration is the younger hand's, of cards he leaves; the elder looks at cards he leaves "
                         "without declaring", laws=(33, 36))
    if state.taken[YOUNGER] is not None and not state.stock:
        return no_effect(state, act=act, why="the younger left no cards in the stock", laws=(36,))
    if state.younger_will_look is not None:
        return no_effect(state, act=act, why=f"he has declared already that he would {'' if state.younger_will_look else 'not '}look, "
                         "and that declaration binds", laws=(36,))
    if state.younger_has_played or state.played[YOUNGER]:
        return rule_on(
            state,
            act=act,
            decision="too late: the younger declares before he plays a card; having played without declaring, he may no longer "
            "see the cards he left",
            laws=(36,),
            outcome=RulingOutcome.TOO_LATE,
        )
    if not state.first_lead_made:
        return no_effect(state, act=act, why="the younger declares once the elder has led, or named the suit he will lead, and "
                         "before he plays; he may declare then", laws=(36,))
    return state.evolve(younger_will_look=event.look)


def _declined(state: DealState, who: int, event: LookAtLeft) -> bool:
    """A look at the cards the younger left, still on the stock, after he declared he would not look at them."""
    return state.younger_will_look is False and _left_by_younger(state) and not (state.discards[YOUNGER] & state.setup.stock_bits)


@rule(
    "look left",
    laws=(36,),
    when=_declined,
    exception_to=look_at_left,
    yields_to=(cards_left_seen_after_the_younger_declined,),
    marks=(LOOKING_RUN,),
    label="cards left looked at after the younger declared he would not",
)
def cards_left_looked_at_after_declining(state: DealState, who: int, event: LookAtLeft) -> DealState:
    """The younger declared he would not look at the cards he left: neither player may see them (Law 36), and a look gives
    no right; the law sets no penalty."""
    label = party(who)
    return rule_on(
        state.evolve(looked_at_left=flag(state.looked_at_left, who)),
        act=f"{label} looks at the cards {party(YOUNGER)} left, which {party(YOUNGER)} declared he would not look at",
        decision="of no effect: the younger declared he would not look at them, so neither player may see them; the law sets no penalty",
        laws=(36,),
        offender=who,
        outcome=RulingOutcome.NO_EFFECT,
    )


def _elder_after_younger_will(state: DealState, who: int, event: LookAtLeft) -> bool:
    """The elder looks at the cards the younger left, still on the stock, the younger having declared he would see them."""
    return who == ELDER and state.younger_will_look is True and _left_by_younger(state) and not (state.discards[YOUNGER] & state.setup.stock_bits)


@rule(
    "look left",
    laws=(36,),
    when=_elder_after_younger_will,
    exception_to=look_at_left,
    marks=(LOOKING_RUN,),
    label="the elder looks at cards the younger declared he would see",
)
def elder_looks_at_cards_the_younger_will_see(state: DealState, who: int, event: LookAtLeft) -> DealState:
    """The younger declared he would look at the cards he left: the elder may see them too (Law 36), whether or not the younger
    has yet looked.  The declaration comes only once the elder has led, so the elder's right, which waits for his lead, is
    already his."""
    return state.evolve(looked_at_left=flag(state.looked_at_left, who))


@rule("look adversary's discard", laws=(37, 45), label="a look at the adversary's discard")
def elder_looks_at_the_younger_s_discard(state: DealState, who: int, event: LookAtAdversarysDiscard) -> DealState:
    """The elder may see the younger's discard, and the cards mixed with it, once he has led a card, where the younger mixed
    cards he left with his discard without showing them (Law 37).  Otherwise a player examines his own discard only
    (Law 45): a look at his adversary's is of no effect, with no penalty the law sets."""
    label = party(who)
    act = f"{label} looks at {party(1 - who)}'s discard"
    mixed = state.discards[YOUNGER] & state.setup.stock_bits
    if who != ELDER or not mixed:
        why = (
            "the younger has no right to see the elder's discard"
            if who != ELDER
            else "the younger mixed no cards he left with his discard, and a player may examine only his own discard"
        )
        return rule_on(state, act=act, decision=f"of no effect: {why}; the law sets no penalty", laws=(37, 45), offender=who, outcome=RulingOutcome.NO_EFFECT)
    new = state.evolve(looked_at_left=flag(state.looked_at_left, who))
    if state.first_lead_made:
        return new
    return rule_on(
        new,
        act=act + " and the cards he left mixed with it",
        decision="of no effect: the elder sees the younger's discard and the cards mixed with it only after leading a card; "
        "the law sets no penalty",
        laws=(37,),
        offender=who,
        outcome=RulingOutcome.NO_EFFECT,
    )
