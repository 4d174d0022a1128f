"""Playing the cards (Laws 57-60, 65-66): leads, following suit, tricks, concession.

A player may lead several cards one after another without waiting (Law 59
II); the adversary's cards answer them in order.  A revoke, a lead out of
turn or a card not held is refused, naming the law, until the referee
applies their remedies.
"""

from __future__ import annotations

import attrs

from piquet.table.cards import PACK, Card
from piquet.lawbook.citation import cites
from piquet.rules.calling import close_elder_calls
from piquet.lawbook.citation import law
from piquet.errors import IllegalAct
from piquet.lawbook.ruling import Finding, Ruling
from piquet.referee.state import ELDER, YOUNGER, DealState, Phase, Place, Trick

__all__ = ["play", "concede", "trick_winner", "legal_cards"]


@cites(59)
def trick_winner(leader: int, led: int, followed: int) -> int:
    """The higher card of the suit led wins the trick."""
    if led >> 3 == followed >> 3 and followed > led:
        return 1 - leader
    return leader


@cites(59)
def legal_cards(hand_bits: int, led: int | None) -> int:
    """The cards a player may play: any when leading, else the suit led if he has it (Law 59 IV)."""
    if led is None:
        return hand_bits
    suit_bits = hand_bits & (0xFF << (8 * (led >> 3)))
    return suit_bits or hand_bits


_PLACE_LAWS = {
    Place.ELDER_DISCARD: (25,),
    Place.YOUNGER_DISCARD: (25,),
    Place.STOCK: (27, 29),
}


@cites(25, 27, 29, 59)
def _not_held(state: DealState, who: int, card: Card) -> IllegalAct:
    """A card played that is not in the player's hand: refused, naming the law for where it is."""
    label = state.setup.label(who)
    place = state.where(card)
    laws = _PLACE_LAWS.get(place, (59,))
    return IllegalAct(
        f"{label} plays {card}, which is not in {label}'s hand (it is in the {place.value}); not yet adjudicated",
        laws=laws,
        player=label,
        card=card.code,
    )


@cites(56, 59, 65, 66, cases=("X", "XI", "XIX"))
def play(state: DealState, who: int, cards: tuple[Card, ...]) -> DealState:
    """Lead or play cards, in order; returns the state after the last of them.

    The elder's first lead closes his calls; the younger's first card closes
    his reckoning (Law 56).  Each card must be in hand; a follower must
    follow suit if able (Law 59 IV); a lead out of turn is refused (Law 59
    III); leads made one after another are answered in order (Law 59 II).
    """
    label = state.setup.label(who)
    if state.phase is Phase.EXCHANGE:
        raise IllegalAct("the play begins after both players have taken in and declared", laws=(21, 22, 46), player=label)
    if state.phase is Phase.FINISHED:
        raise IllegalAct("the deal is over", laws=(65,), player=label)
    if not state.first_lead_made:
        if who != ELDER:
            raise IllegalAct("the elder hand leads to the first trick", laws=(59,), player=label, card=cards[0].code)
        close_elder_calls(state)
    hands = list(state.hands)
    played = list(state.played)
    pending = list(state.pending)
    tricks = list(state.tricks)
    leader = state.leader
    for card in cards:
        bit = card.bit
        if not hands[who] & bit:
            raise _not_held(state, who, card)
        if not pending or who == leader:
            if who != leader:
                raise IllegalAct(
                    f"{label} leads {card} out of turn: it is {state.setup.label(leader)}'s lead; not yet adjudicated",
                    laws=(59,),
                    player=label,
                    card=card.code,
                )
            pending.append(card.index)
        else:
            led = pending.pop(0)
            allowed = legal_cards(hands[who], led)
            if not allowed & bit:
                raise IllegalAct(
                    f"{label} plays {card} to {PACK[led]} holding {PACK[led].suit.plural}: "
                    "a player must follow suit if able; the revoke is not yet adjudicated",
                    laws=(59,),
                    player=label,
                    card=card.code,
                )
            winner = trick_winner(leader, led, card.index)
            tricks.append(Trick(leader, led, card.index, winner))
            if winner != leader and pending:
                raise IllegalAct(
                    f"{state.setup.label(leader)} led cards one after another, and {label} won {PACK[led]} with {card}: "
                    "the later leads were out of turn; not yet adjudicated",
                    laws=(59,),
                    cases=("X", "XI"),
                    player=state.setup.label(leader),
                    card=PACK[pending[0]].code,
                )
            leader = winner
        hands[who] &= ~bit
        played[who] |= bit
    done = not pending and not hands[ELDER] and not hands[YOUNGER]
    return state.replace(
        phase=Phase.FINISHED if done else Phase.PLAY,
        hands=(hands[0], hands[1]),
        played=(played[0], played[1]),
        pending=tuple(pending),
        tricks=tuple(tricks),
        leader=leader,
    )


@cites(71, 73)
def concede(state: DealState, who: int) -> DealState:
    """In the last deal of a partie, a player throws his hand down before the play.

    The adversary then counts every trick (thirteen) and the cards (ten);
    the player keeps what he reckoned in hand.  Allowed only in the last
    deal: the elder in place of his first lead, the younger once the elder
    has finished calling and led, before playing to it.  Both may still
    reckon their hands afterwards.
    """
    label = state.setup.label(who)
    if not state.setup.last_of_partie:
        raise IllegalAct("a hand is thrown down only in the last deal of a partie", laws=(71, 73), player=label)
    if state.phase is Phase.EXCHANGE:
        raise IllegalAct("a hand is thrown down after the exchange, when the play is about to begin", laws=(71,), player=label)
    if state.tricks or state.phase is Phase.FINISHED:
        raise IllegalAct("a hand is thrown down before the play of the hand begins", laws=(71,), player=label)
    if who == ELDER and state.first_lead_made:
        raise IllegalAct("the elder hand throws his hand down in place of leading, not after", laws=(71,), player=label)
    if who == YOUNGER and not state.first_lead_made:
        raise IllegalAct(
            "the younger hand throws his hand down when the elder has finished calling and led, before playing to the lead",
            laws=(71,),
            player=label,
        )
    if not state.first_lead_made:
        close_elder_calls(state)
    adversary = state.setup.label(1 - who)
    ruling = Ruling(
        event=state.events,
        act=f"{label} throws down his hand in the last deal",
        decision=f"{adversary} counts every trick (thirteen) and the cards (ten); "
        f"{label} keeps what he reckoned in hand and counts nothing in play",
        findings=(Finding("the last deal of the partie, before the play of the hand", (state.events,)),),
        offender=None,
        citations=(law(65), law(66), law(71), law(73)),
    )
    return state.replace(phase=Phase.FINISHED, conceded_by=who, rulings=state.rulings + (ruling,))
