"""Cutting for deal at the start of a partie (Laws 4-6, 8).

Each player cuts a card; the ace is highest, and the player who cuts the
higher card chooses whether to deal; the dealer chooses the cards (Law 4).
A player who shows more than one card cuts again (Law 5).  The cut holds
even when the pack proves incorrect (Law 6).  A player who has separated
the pack abides by his cut (Law 8), so a second cut of his stands for
nothing.

The laws do not say what happens when both cut cards of the same rank.
The library's position: neither has cut the higher card, so neither has
the choice, and both cut again (see ``docs/decisions.rst``).
"""

from __future__ import annotations

import attrs

from piquet.lawbook.citation import cites
from lawkit.ruling import party, Finding, Ruling
from piquet.game.cut import Choose, CutForDeal, DealCut, PackFoundIncorrect
from piquet.game.state import adversary
from piquet.rules.common import cite
from piquet.lawbook.registry import rule

__all__ = [
    "cut_a_card",
    "ranks_equal",
    "several_cards_shown",
    "cut_already_made",
    "choose_deal",
    "choice_not_the_winners",
    "choose_cards",
    "cards_chosen_by_the_wrong_player",
    "incorrect_pack_at_the_cut",
]


def _ruling(
    state: CutForDeal,
    *,
    act: str,
    decision: str,
    laws: tuple[int, ...],
    offender: int | None = None,
    facts: tuple[str, ...] = (),
) -> CutForDeal:
    at = len(state.log)
    ruling = Ruling(
        event=at,
        act=act,
        decision=decision,
        findings=tuple(Finding(text, (at,)) for text in facts),
        offender=offender,
        citations=cite(laws),
    )
    return attrs.evolve(state, rulings=state.rulings + (ruling,))


def _set_card(state: CutForDeal, who: int, event: DealCut) -> CutForDeal:
    cards = (event.card, state.cards[1]) if who == 0 else (state.cards[0], event.card)
    return attrs.evolve(state, cards=cards)


@rule("cut for deal", laws=(4,), label="a card cut for deal")
def cut_a_card(state: CutForDeal, who: int, event: DealCut) -> CutForDeal:
    """The card a player cuts stands; once both have cut, the higher card, the ace highest, wins the choice of deal (Law 4)."""
    state = _set_card(state, who, event)
    first, second = state.cards
    if first is None or second is None:
        return state
    if first.rank == second.rank:
        return ranks_equal(state, who, event)
    winner = 0 if first.rank > second.rank else 1
    return attrs.evolve(state, winner=winner)


@cites(4)
def ranks_equal(state: CutForDeal, who: int, event: DealCut) -> CutForDeal:
    """Cards of one rank: the laws give the choice only to a higher card, so neither has it and both cut again (Law 4)."""
    first, second = state.cards
    assert first is not None and second is not None
    state = _ruling(
        state,
        act=f"{party(0)} cuts {first.code} and {party(1)} cuts {second.code}, cards of the same rank",
        decision="neither player has cut the higher card, so neither has the choice of deal; both cut again",
        laws=(4,),
        facts=(f"{first.code} and {second.code}",),
    )
    return attrs.evolve(state, cards=(None, None), rounds=state.rounds + 1)


def _shows_several(state: CutForDeal, who: int, event: DealCut) -> bool:
    return bool(event.exposed - {event.card})


@rule("cut for deal", laws=(5,), when=_shows_several, exception_to=cut_a_card, label="more than one card shown in cutting for deal")
def several_cards_shown(state: CutForDeal, who: int, event: DealCut) -> CutForDeal:
    """A player who shows more than one card in cutting for deal must cut again; this cut counts for nothing (Law 5)."""
    shown = sorted({event.card, *event.exposed}, reverse=True)
    return _ruling(
        state,
        act=f"{party(who)} shows {len(shown)} cards in cutting for deal",
        decision=f"{party(who)} must cut again; this cut does not count",
        laws=(5,),
        offender=who,
        facts=(" ".join(c.code for c in shown),),
    )


def _already_cut(state: CutForDeal, who: int, event: DealCut) -> bool:
    return state.winner is not None or state.cards[who] is not None


# A cut once made stands (Law 8): a later cut counts for nothing, however many cards it shows, so Law 5's second
# cut is for a cut that would have counted.
@rule("cut for deal", prevails_over=(several_cards_shown,), laws=(4, 8), when=_already_cut, exception_to=cut_a_card, label="a second cut for deal")
def cut_already_made(state: CutForDeal, who: int, event: DealCut) -> CutForDeal:
    """A player whose card stands cuts again: he abides by his first cut (Law 8), and the second card is of no effect."""
    standing = state.cards[who]
    first = f"his first card, {standing.code}, stands" if standing is not None else "the cut is decided"
    return _ruling(
        state,
        act=f"{party(who)} cuts again for deal ({event.card.code})",
        decision=f"{first}: a player abides by his cut, and the second card counts for nothing",
        laws=(8, 4),
        offender=who,
    )


@rule("choose", laws=(4,), label="the choice of deal")
def choose_deal(state: CutForDeal, who: int, event: Choose) -> CutForDeal:
    """The winner of the cut deals, or has his adversary deal (Law 4)."""
    dealer = who if event.what == "deal" else adversary(who)
    return attrs.evolve(state, dealer=dealer)


def _not_the_winners(state: CutForDeal, who: int, event: Choose) -> bool:
    return state.winner != who or state.dealer is not None


@rule("choose", laws=(4,), when=_not_the_winners, exception_to=choose_deal, label="a choice of deal made by the wrong player")
def choice_not_the_winners(state: CutForDeal, who: int, event: Choose) -> CutForDeal:
    """Only the player who cut the higher card chooses, and once: any other choice is of no effect (Law 4)."""
    label = party(who)
    if state.dealer is not None:
        decision = f"the choice was made already: {state.first_dealer} deals, and {label}'s second choice is of no effect"
    elif state.winner is None:
        decision = f"nobody has yet cut the higher card, so nobody has the choice of deal; {label}'s choice is of no effect"
    else:
        decision = f"the choice of deal is {party(state.winner)}'s, who cut the higher card; {label}'s choice is of no effect"
    return _ruling(state, act=f"{label} chooses {'to deal' if event.what == 'deal' else 'to be elder hand'}", decision=decision, laws=(4,), offender=who)


@rule("choose cards", laws=(4,), label="the dealer's choice of cards")
def choose_cards(state: CutForDeal, who: int, event: Choose) -> CutForDeal:
    """The dealer of the first deal chooses the cards, at the start of each partie (Law 4)."""
    return attrs.evolve(state, cards_chosen=True)


def _not_the_dealers(state: CutForDeal, who: int, event: Choose) -> bool:
    return state.dealer != who or state.cards_chosen


@rule("choose cards", laws=(4,), when=_not_the_dealers, exception_to=choose_cards, label="the cards chosen by the wrong player")
def cards_chosen_by_the_wrong_player(state: CutForDeal, who: int, event: Choose) -> CutForDeal:
    """The choice of cards is the dealer's, and is made once: any other choice is of no effect (Law 4)."""
    label = party(who)
    if state.cards_chosen:
        decision = f"the dealer has chosen the cards already; {label}'s choice is of no effect"
    elif state.dealer is None:
        decision = f"nobody is dealer yet, and the choice of cards is the dealer's; {label}'s choice is of no effect"
    else:
        decision = f"the choice of cards is {state.first_dealer}'s, the dealer; {label}'s choice is of no effect"
    return _ruling(state, act=f"{label} chooses the cards", decision=decision, laws=(4,), offender=who)


@rule("incorrect pack at the cut", laws=(6,), label="the pack cut from found incorrect")
def incorrect_pack_at_the_cut(state: CutForDeal, who: int, event: PackFoundIncorrect) -> CutForDeal:
    """The pack cut from proves incorrect: the cut for deal holds good all the same (Law 6); only a deal is voided by it (Law 75)."""
    if state.winner is not None:
        decision = f"the cut for deal holds good: {party(state.winner)} keeps the choice of deal; the pack is put right before it is dealt"
    else:
        cut = [f"{party(i)}'s {c.code}" for i, c in enumerate(state.cards) if c is not None]
        standing = f"{' and '.join(cut)} {'stands' if len(cut) == 1 else 'stand'}" if cut else "nothing cut so far is undone"
        decision = f"the cut for deal holds good as far as it has gone: {standing}, and it goes on"
    state = _ruling(state, act=f"{party(who)} finds the pack cut from incorrect", decision=decision, laws=(6,))
    return attrs.evolve(state, pack_incorrect=True)
