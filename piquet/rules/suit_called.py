"""A suit called from a player: the adversary names the suit he must lead next (Piquet au Cent, cards left seen).

The Laws of Piquet give no right to call a suit (Law 36 sets no penalty for
looking at the cards left), so there a demand is of no effect.  In au cent,
cards the younger left and declined to see, looked at all the same, are
exposed and the offender's adversary may call a suit from him the next time
he has to lead (:func:`piquet.rules.au_cent_exchange.cards_left_seen_after_the_younger_declined`
opens the right).  The right lasts until that lead: called or not, it is
spent once he leads.  A player called on who leads another suit while he
holds the one called has his card put back: the lead is of no effect and he
leads again.
"""

from __future__ import annotations

from piquet.game.acts import DemandSuit
from piquet.game.state import adversary, DealState
from piquet.game.variant import Variant
from piquet.lawbook.registry import rule
from piquet.rules.common import rule_on, party, RulingOutcome
from piquet.rules.marks import PLAY_RUN
from piquet.rules.play import PLAYING_STAGES, lead_out_of_turn, play_card
from piquet.table.cards import SUIT_MASKS, Card, Suit

__all__ = ["demand_without_right", "demand_too_late", "suit_demanded", "lead_after_a_suit_call"]


@rule("demand", laws=(36,), label="a suit called without a right to call one")
def demand_without_right(state: DealState, who: int, event: DemandSuit) -> DealState:
    """No law here gives the right to call a suit, so the demand is of no effect (Law 36 sets no penalty for cards left seen).

    A demand the laws give no effect breaks no law: no one is named in error.
    """
    return rule_on(
        state,
        act=f"{party(who)} calls on {party(adversary(who))} to lead {event.suit.plural}",
        decision="of no effect: no law gives him the right to call a suit here",
        laws=(36,),
        outcome=RulingOutcome.NO_EFFECT,
    )


#: The au cent rule that gives a suit call for cards left looked at (piquet.rules.au_cent_exchange).
_SUIT_CALL_GIVEN = "piquet.rules.au_cent_exchange.cards_left_seen_after_the_younger_declined"


def _call_spent(state: DealState, who: int, event: DemandSuit) -> bool:
    """A suit called once the one lead it was given for has passed (au cent's looking-at-cards-left)."""
    if state.suit_call_from is not None:
        return False
    return any(r.rule == _SUIT_CALL_GIVEN for r in state.ruled_against(adversary(who)))


@rule(
    "demand",
    laws=(36,),
    au_cent=("looking-at-cards-left",),
    when=_call_spent,
    exception_to=demand_without_right,
    label="a suit called after the lead it was given for, in au cent",
    variant=Variant.AU_CENT,
)
def demand_too_late(state: DealState, who: int, event: DemandSuit) -> DealState:
    """In au cent the suit may be called from the player who looked at the cards left for his next lead only: once he has
    led without a call, the right is spent."""
    return rule_on(
        state,
        act=f"{party(who)} calls on {party(adversary(who))} to lead {event.suit.plural}",
        decision=f"too late: the suit could be called for {party(adversary(who))}'s next lead only, and he has led since without a call",
        laws=(),
        au_cent=("looking-at-cards-left",),
        displaced=(36,),
        outcome=RulingOutcome.TOO_LATE,
    )


def _may_call(state: DealState, who: int, event: DemandSuit) -> bool:
    return state.suit_call_from == adversary(who) and state.suit_called is None


@rule(
    "demand",
    laws=(36,),
    au_cent=("looking-at-cards-left",),
    when=_may_call,
    exception_to=demand_without_right,
    variant=Variant.AU_CENT,
    label="a suit called from a player who looked at cards left, in au cent",
)
def suit_demanded(state: DealState, who: int, event: DemandSuit) -> DealState:
    """The injured party names the suit the offender must lead when next he leads (au cent: cards left seen)."""
    offender = adversary(who)
    state = rule_on(
        state,
        act=f"{party(who)} calls on {party(offender)} to lead {event.suit.plural}",
        decision=f"{party(offender)} must lead a card of {event.suit.plural} the next time he leads, if he holds one",
        laws=(),
        au_cent=("looking-at-cards-left",),
        displaced=(36,),
        offender=offender,
        injured=who,
    )
    return state.evolve(suit_called=int(event.suit))


def _leads_while_called(state: DealState, who: int, card: Card) -> bool:
    leading = not state.pending or state.leader == who
    return state.suit_call_from == who and leading


@rule(
    "play", cases=("XI",),
    laws=(59,),
    au_cent=("looking-at-cards-left",),
    when=_leads_while_called,
    exception_to=play_card,
    stages=PLAYING_STAGES,
    variant=Variant.AU_CENT,
    label="the lead of a player a suit may be called from, in au cent",
    marks=(PLAY_RUN,),  # play_run stops while a suit may be called (state.suit_call_from)
    # A card he leads when the lead is his adversary's is a lead out of turn (Law 59): the clause is about the lead that
    # is his, which is still to come, so the right to call a suit is not spent by it.
    yields_to=(lead_out_of_turn,),
)
def lead_after_a_suit_call(state: DealState, who: int, card: Card) -> DealState:
    """The offender's next lead: of the suit called if he holds it; the right to call a suit is spent with it."""
    called = state.suit_called
    if called is not None and card.index >> 3 != called and state.hands[who] & SUIT_MASKS[called]:
        suit = Suit(called)
        return rule_on(
            state,
            act=f"{party(who)} leads {card}, though {party(adversary(who))} called {suit.plural} from him",
            decision=f"of no effect: the card goes back into his hand, and he leads a card of {suit.plural}",
            laws=(),
            au_cent=("looking-at-cards-left",),
            displaced=(36,),
            offender=who,
            injured=adversary(who),
            outcome=RulingOutcome.NO_EFFECT,
        )
    played: DealState = play_card(state.evolve(suit_call_from=None, suit_called=None), who, card)
    return played
