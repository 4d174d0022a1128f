"""Piquet au Cent: the cut for deal, where au cent displaces Laws 4 and 5 (the lower card deals; no choice).

Each rule is an exception to the rule applying the law it displaces,
declared for au cent (``variant=Variant.AU_CENT``).
"""

from __future__ import annotations

import attrs

from piquet.game.cut import Choose, CutForDeal, DealCut
from piquet.game.state import adversary
from piquet.game.variant import Variant
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.registry import rule
from lawkit.ruling import party, Ruling
from piquet.rules.common import displaced_by
from piquet.rules.cutting_for_deal import cards_chosen_by_the_wrong_player, choice_not_the_winners, cut_a_card, ranks_equal, several_cards_shown

# -- the cut for deal ------------------------------------------------------------------------


def _cut_ruling(state: CutForDeal, who: int | None, *, act: str, decision: str, clause: str, displaced: tuple[int, ...]) -> CutForDeal:
    at = len(state.log)
    ruling = Ruling(
        event=at,
        act=act,
        decision=decision,
        findings=(),
        offender=who,
        citations=(au_cent_clause(clause),),
        displaced=displaced_by((clause,), displaced),
    )
    return attrs.evolve(state, rulings=state.rulings + (ruling,))


def _au_cent_cut(state: CutForDeal, who: int, event: DealCut) -> bool:
    return state.winner is None and state.dealer is None and state.cards[who] is None


def _settle_lower(state: CutForDeal, who: int, event: DealCut) -> CutForDeal:
    first, second = state.cards
    if first is None or second is None:
        return state
    if first.rank == second.rank:
        return ranks_equal(state, who, event)
    return attrs.evolve(state, dealer=0 if first.rank < second.rank else 1)


@rule(
    "cut for deal",
    laws=(4,),
    au_cent=("cut",),
    when=lambda s, w, e: _au_cent_cut(s, w, e) and not e.exposed - {e.card},
    exception_to=cut_a_card,
    label="a card cut for deal in au cent",
    variant=Variant.AU_CENT,
)
def lower_card_deals(state: CutForDeal, who: int, event: DealCut) -> CutForDeal:
    """In au cent the player who cuts the lower card deals; there is no choice of deal (Law 4 gives it to the higher card)."""
    cards = (event.card, state.cards[1]) if who == 0 else (state.cards[0], event.card)
    return _settle_lower(attrs.evolve(state, cards=cards), who, event)


@rule(
    "cut for deal",
    laws=(4, 5),
    au_cent=("cut",),
    when=lambda s, w, e: _au_cent_cut(s, w, e) and bool(e.exposed - {e.card}),
    exception_to=several_cards_shown,
    label="more than one card shown in cutting for deal, in au cent",
    variant=Variant.AU_CENT,
)
def several_cards_shown_lowest_taken(state: CutForDeal, who: int, event: DealCut) -> CutForDeal:
    """In au cent the adversary of a player who shows several cards may treat the lowest as his cut (Law 5: he cuts again).

    A record holds no act for the adversary's option; as the lowest card is
    the one that makes the offender deal, the option is taken as exercised.
    """
    lowest = min({event.card, *event.exposed}, key=lambda c: (c.rank, c.suit))
    state = _cut_ruling(
        state,
        who,
        act=f"{party(who)} shows {len({event.card, *event.exposed})} cards in cutting for deal",
        decision=f"{party(adversary(who))} may treat the lowest card shown, {lowest.code}, as the card cut, and it is so taken",
        clause="cut",
        displaced=(5,),
    )
    cards = (lowest, state.cards[1]) if who == 0 else (state.cards[0], lowest)
    return _settle_lower(attrs.evolve(state, cards=cards), who, event)


@rule(
    "choose",
    laws=(4,),
    au_cent=("cut",),
    exception_to=choice_not_the_winners,
    label="a choice of deal in au cent",
    variant=Variant.AU_CENT,
)
def no_choice_of_deal(state: CutForDeal, who: int, event: Choose) -> CutForDeal:
    """In au cent the lower card deals, so nobody chooses whether to deal (Law 4 gives the higher card the choice)."""
    return _cut_ruling(
        state,
        who,
        act=f"{party(who)} chooses {'to deal' if event.what == 'deal' else 'to be elder hand'}",
        decision="of no effect: in au cent the player who cuts the lower card deals, and there is no choice of deal",
        clause="cut",
        displaced=(4,),
    )


@rule(
    "choose cards",
    laws=(4,),
    au_cent=("no-choice-of-cards",),
    exception_to=cards_chosen_by_the_wrong_player,
    label="a choice of cards in au cent",
    variant=Variant.AU_CENT,
)
def no_choice_of_cards(state: CutForDeal, who: int, event: Choose) -> CutForDeal:
    """In au cent neither player has a choice of cards on beginning a fresh partie (Law 4 gives it to the dealer)."""
    return _cut_ruling(
        state,
        who,
        act=f"{party(who)} chooses the cards",
        decision="of no effect: in au cent there is no choice of cards on beginning a partie",
        clause="no-choice-of-cards",
        displaced=(4,),
    )
