"""Changing cards (Laws 75-77): fresh packs called for before the cut, and a torn or marked card found.

A player may call for two new packs at his own expense before the pack is
cut to the dealer, and the dealer chooses between them (Law 76).  A card
found torn or marked is replaced, or new packs called for, at the expense
of both (Law 77), and the deal goes on.  A pack found incorrect voids the
deal in which it is found, and every deal before it stands (Law 75).
"""

from __future__ import annotations

from piquet.game.acts import Cut, DamagedCard, FreshCards, Gather, PenaltyClaim, Play, WriteScore
from piquet.game.state import DealState, Phase
from piquet.rules.common import party, RulingOutcome, names, rule_on
from piquet.rules.dealing import pack_incorrect, void_deal
from piquet.rules.surplus_card import claim_fresh_deal_for_a_surplus_card, claim_incorrect_pack
from piquet.lawbook.registry import rule
from piquet.table.cards import FULL_PACK_BITS

__all__ = ["pack_found_incorrect", "pack_found_incorrect_after_the_deal", "left_off_with_an_incorrect_pack", "fresh_cards", "fresh_cards_too_late", "damaged_card", "damaged_card_before_the_cut", "damaged_card_after_the_deal"]


def _incorrect_pack_claimed(state: DealState, who: int, event: PenaltyClaim) -> bool:
    return event.what == "incorrect pack" and pack_incorrect(state)


# The pack as dealt is short: Law 75 voids the deal whatever card of another pack was found on the way (Cases XVII, XVIII).
@rule(
    "claim",
    laws=(75,),
    when=_incorrect_pack_claimed,
    exception_to=claim_incorrect_pack,
    prevails_over=(claim_fresh_deal_for_a_surplus_card,),
    label="an incorrect pack discovered",
)
def pack_found_incorrect(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """The pack is discovered to be incorrect: the deal in which it is found is void, and every deal before it stands (Law 75).

    Nobody can know it before it is found: until then the deal is judged as
    the cards lie (a stock of seven gives the elder his option, Law 11), and
    a deal played out with the pack unnoticed stands.
    """
    state = rule_on(
        state,
        act=f"{party(who)} finds the pack incorrect",
        decision="the deal in which the pack is found incorrect is void, and every deal before it stands; "
        "the same dealer deals again with a correct pack",
        laws=(75,),
        facts=(_missing(state),),
    )
    return void_deal(state, "the pack was incorrect", (75,))


def _missing(state: DealState) -> str:
    """The fact a claim of an incorrect pack finds: the cards the pack dealt lacks."""
    return f"missing from the pack: {names(FULL_PACK_BITS & ~state.setup.pack_bits)}"


def _over(state: DealState) -> bool:
    """Whether the deal is over: its cards played, and the pack gathered for the ensuing deal (Law 17) or its score written by both."""
    if state.phase is not Phase.FINISHED:
        return False
    writers = set()
    for seat, event in zip(reversed(state.acted_by), reversed(state.log)):
        if isinstance(event, Gather):
            return True
        if isinstance(event, WriteScore):
            writers.add(seat)
        elif isinstance(event, Play):
            break
    return len(writers) == 2


def _found_after_the_deal(state: DealState, who: int, event: PenaltyClaim) -> bool:
    return _incorrect_pack_claimed(state, who, event) and _over(state)


@rule("claim", laws=(17, 75), when=_found_after_the_deal, exception_to=pack_found_incorrect, label="an incorrect pack found after the deal")
def pack_found_incorrect_after_the_deal(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """The pack is found incorrect once the deal is over: that deal precedes the discovery, and stands (Law 75).

    Played out and scored, or its cards gathered for the ensuing deal (Law
    17), the deal is done: the discovery belongs to no deal yet begun, and
    the claim that would void the one played comes after its time.  The
    pack is put right before the next deal.
    """
    return rule_on(
        state,
        act=f"{party(who)} finds the pack incorrect after the deal is over",
        decision="the deal was played out and scored before the pack was found incorrect: it stands, as every deal before "
        "the discovery does, and the pack is put right before the next deal",
        laws=(17, 75),
        facts=(_missing(state),),
        offender=who,
        outcome=RulingOutcome.TOO_LATE,
    )


@rule("unfinished deal followed", laws=(75,), label="a deal from an incorrect pack left off")
def left_off_with_an_incorrect_pack(state: DealState) -> DealState:
    """The deal stops before its end and the next deal follows, and its pack is not the 32 cards once each.

    The record shows both facts, so the pack was found incorrect in this deal:
    that is why it was left off, and Law 75 makes it void, the deals before it standing.
    """
    missing = FULL_PACK_BITS & ~state.setup.pack_bits
    state = rule_on(
        state,
        act="the deal is left off unfinished, and the next deal follows",
        decision="the pack it was dealt from is incorrect, found in this deal: the deal is void, every deal before it "
        "stands, and the same dealer deals again",
        laws=(75,),
        facts=(f"missing from the pack: {names(missing)}",) if missing else ("the pack dealt holds a card twice",),
        event=None,
    )
    return void_deal(state, "the pack was incorrect", (75,))


def _cut_made(state: DealState) -> bool:
    return any(isinstance(e, Cut) for e in state.log) or state.cards_taken_up()


@rule("fresh", laws=(76,), label="fresh cards called for")
def fresh_cards(state: DealState, who: int, event: FreshCards) -> DealState:
    """Fresh cards called for before the cut: two new packs at the caller's expense, the dealer choosing (Law 76)."""
    label = party(who)
    return rule_on(
        state,
        act=f"{label} calls for fresh cards before the cut",
        decision=f"two new packs are brought at {label}'s expense, and {state.setup.dealer}, the dealer, chooses between them; "
        "the deal is dealt from them",
        laws=(76,),
    )


def _after_the_cut(state: DealState, who: int, event: FreshCards) -> bool:
    return _cut_made(state)


@rule("fresh", laws=(76,), when=_after_the_cut, exception_to=fresh_cards, label="fresh cards called for after the cut")
def fresh_cards_too_late(state: DealState, who: int, event: FreshCards) -> DealState:
    """Fresh cards may be called for only before the pack is cut to the dealer (Law 76): the deal goes on with these cards."""
    return rule_on(
        state,
        act=f"{party(who)} calls for fresh cards after the pack was cut to the dealer",
        decision="too late: fresh cards are called for before the cut; the deal goes on with these cards, and new packs may be called for "
        "before the next cut",
        laws=(76,),
        outcome=RulingOutcome.TOO_LATE,
    )


@rule("damaged", laws=(75, 77), label="a torn or marked card found in the deal")
def damaged_card(state: DealState, who: int, event: DamagedCard) -> DealState:
    """A torn or marked card found while the deal is in progress: it is replaced, or new packs called for, at the expense of both
    (Law 77), and the deal goes on.

    Law 75 voids a deal for a pack incorrect, redundant or imperfect, that
    is wrong in what it holds; a marked card leaves the pack whole, and Law 77,
    which governs it, voids nothing.
    """
    return rule_on(
        state,
        act=f"{party(who)} finds {event.card.code} torn or marked",
        decision="the card is replaced, or new packs called for, at the expense of both players; the pack holds every card, "
        "so the deal is not void and goes on",
        laws=(75, 77),
        facts=(f"{event.card.code} torn or marked",),
    )


def _before_the_cut(state: DealState, who: int, event: DamagedCard) -> bool:
    return not _cut_made(state)


@rule("damaged", laws=(77,), when=_before_the_cut, exception_to=damaged_card, label="a torn or marked card found before the cut")
def damaged_card_before_the_cut(state: DealState, who: int, event: DamagedCard) -> DealState:
    """Found before the pack is cut to the dealer: the card is replaced, or new packs called for, at the expense of both (Law 77)."""
    return rule_on(
        state,
        act=f"{party(who)} finds {event.card.code} torn or marked before the cut",
        decision="the card is replaced, or new packs called for, at the expense of both players, before the pack is cut; the deal goes on",
        laws=(77,),
    )


def _after_the_deal(state: DealState, who: int, event: DamagedCard) -> bool:
    return state.phase is Phase.FINISHED


@rule("damaged", laws=(75, 77), when=_after_the_deal, exception_to=damaged_card, label="a torn or marked card found after the deal")
def damaged_card_after_the_deal(state: DealState, who: int, event: DamagedCard) -> DealState:
    """Found once the deal is played out: the card is replaced before the next deal (Law 77)."""
    return rule_on(
        state,
        act=f"{party(who)} finds {event.card.code} torn or marked after the deal was played",
        decision="the deal stands, being over; the card is replaced, or new packs called for, at the expense of both players, "
        "before the next deal",
        laws=(75, 77),
    )
