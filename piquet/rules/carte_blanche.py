"""Carte blanche (Laws 18-20, 61): announcing it, showing it, and its ten points.

A carte blanche is judged on the hand as dealt, of twelve cards or more, with
no king, queen or knave (Law 18).  Announcing or showing one the hand dealt
does not hold contradicts the record's own cards.
"""

from __future__ import annotations

from piquet.game.acts import AnnounceCarteBlanche, Mix, Retake, ShowCarteBlanche
from piquet.game.state import adversary, DealState
from piquet.rules.common import party, RulingOutcome, flag, no_effect, rule_on
from piquet.table.cards import PACK, bits_of
from piquet.lawbook.registry import rule
from piquet.table.combinations import is_carte_blanche

__all__ = [
    "announce_carte_blanche",
    "announce_after_adversary_took_in",
    "show_carte_blanche",
    "show_after_taking_in",
    "show_after_stock_mixed",
    "stock_mixed_with_hand",
]

def _conceded_before_play(state: DealState) -> bool:
    """The hand was thrown down before a trick was played: the play never began, so a carte blanche may still be shown."""
    return state.conceded_by is not None and not state.tricks


def _why_no_carte_blanche(dealt: int) -> str:
    """Why a hand as dealt is no carte blanche (Law 18): too few cards, or a court card among them."""
    count = dealt.bit_count()
    if count < 12:
        return f"the hand he was dealt has {count} cards, and a carte blanche is a hand of twelve or more, so it is none"
    return "the hand he was dealt holds a king, queen or knave, so it is no carte blanche"


@rule("announce carte blanche", laws=(18, 20), cases=("V", "VI"), label="a carte blanche announced")
def announce_carte_blanche(state: DealState, who: int, event: AnnounceCarteBlanche) -> DealState:
    """Tell the adversary of a carte blanche as soon as it is known (Law 20)."""
    if not is_carte_blanche(state.setup.dealt[who]):
        return no_effect(state, act=f"{party(who)} announces a carte blanche", why=_why_no_carte_blanche(state.setup.dealt[who]), laws=(18,), offender=who)
    if state.first_lead_made and not _conceded_before_play(state):
        return no_effect(state, act=f"{party(who)} announces a carte blanche after the play has begun", why="a carte blanche is told before the play, as soon as it is known", laws=(20,), offender=who)
    if state.announced_carte_blanche[who]:
        return no_effect(state, act=f"{party(who)} announces his carte blanche again", why="it was announced already", laws=(20,))
    return state.evolve(announced_carte_blanche=flag(state.announced_carte_blanche, who))


def _adversary_has_taken_in(state: DealState, who: int, event: AnnounceCarteBlanche) -> bool:
    return state.taken[adversary(who)] is not None and not state.first_lead_made


@rule(
    "announce carte blanche",
    laws=(18, 20, 24),
    cases=("VI",),
    when=_adversary_has_taken_in,
    exception_to=announce_carte_blanche,
    label="a carte blanche announced after the adversary has taken in",
)
def announce_after_adversary_took_in(state: DealState, who: int, event: AnnounceCarteBlanche) -> DealState:
    """A carte blanche told only after the adversary has taken up a card of the stock (Case VI).

    The adversary cannot now alter his discard (Law 24), and the carte
    blanche still counts: the duty to tell at once (Law 20) is one of good
    faith, and a player cannot tell what he has not yet seen.  The laws set
    no penalty, so the ruling rests on etiquette, not law.
    """
    state = announce_carte_blanche(state, who, event)
    return rule_on(
        state,
        act=f"{party(who)} tells of a carte blanche after {party(adversary(who))} has taken up a card of the stock",
        decision=f"{party(adversary(who))} cannot alter his discard, and {party(who)} may show and reckon his carte blanche. "
        f"The ruling rests on etiquette, not on law: {party(who)} must tell as soon as he knows, and is taken to "
        "have done so in good faith, without needless delay; if he found it only now, nothing can be done",
        laws=(24, 20),
        cases=("VI",),
    )


@rule("show carte blanche", laws=(18, 19, 20, 56, 61), cases=("VI", "XX"), label="a carte blanche shown")
def show_carte_blanche(state: DealState, who: int, event: ShowCarteBlanche) -> DealState:
    """Show a carte blanche and score ten for it (Laws 19, 61).

    Judged on the hand as dealt, of twelve cards or more (Law 18); it need
    not be shown until the adversary has discarded (Law 20); it may still be
    shown after taking in (Cases XX, XXI), but not once the play has begun.
    """
    label = party(who)
    if not is_carte_blanche(state.setup.dealt[who]):
        return no_effect(
            state,
            act=f"{label} shows a carte blanche",
            why="the hand dealt is not one (it must have twelve cards or more and no king, queen or knave); nothing is scored for it",
            laws=(18,),
            offender=who,
        )
    if state.carte_blanche[who]:
        return no_effect(state, act=f"{label} shows his carte blanche again", why="it was shown and scored already", laws=(19,))
    if state.first_lead_made and not _conceded_before_play(state):
        # Once the younger has played to the first trick nothing omitted is reckoned at all (Law 56).
        after_trick = state.younger_has_played
        return rule_on(
            state,
            act=f"{label} shows a carte blanche after the play has begun",
            decision="too late: a carte blanche is shown before the play begins"
            + (", and nothing omitted is reckoned once the younger hand has played to the first trick" if after_trick else "")
            + "; it is not scored",
            laws=(19, 20, 56) if after_trick else (19, 20),
            offender=who,
            outcome=RulingOutcome.TOO_LATE,
        )
    return state.evolve(
        carte_blanche=flag(state.carte_blanche, who),
        announced_carte_blanche=flag(state.announced_carte_blanche, who),
    )


def _taken_in(state: DealState, who: int, event: ShowCarteBlanche) -> bool:
    return state.taken[who] is not None and bool(state.discards[who] or state.log_has_exchange())


@rule("show carte blanche", laws=(18, 19, 20, 24, 25, 56), cases=("XX", "XXI"), when=_taken_in, exception_to=show_carte_blanche,
      label="a carte blanche shown after taking in")
def show_after_taking_in(state: DealState, who: int, event: ShowCarteBlanche) -> DealState:
    """Shown after the player took in: still his to show, his hand and discard shown apart (Case XX); having taken a card of
    the stock he may not take back his discard (Law 24), and if he did, the carte blanche still counts (Case XXI)."""
    shown = show_carte_blanche(state, who, event)
    if shown.rulings != state.rulings:
        return shown  # not a carte blanche, shown already, or too late: ruled as such
    label = party(who)
    retook = any(isinstance(e, Retake) for e in state.acts_of(who))
    return rule_on(
        shown,
        act=f"{label} shows his carte blanche after taking in",
        decision="he may: he has mixed no card of the stock with his hand; he shows his hand and his discard apart, and scores ten"
        + ("; taking back his discard after taking in costs him everything after the carte blanche, which still counts" if retook else ""),
        laws=(19, 25) if retook else (19, 24),
        cases=("XX", "XXI") if retook else ("XX",),
    )


def stock_mixed_with_hand(state: DealState, who: int) -> bool:
    """Whether the player has mixed cards of the stock with his hand: he can no longer show a carte blanche (Case XX)."""
    stock = bits_of(PACK[i] for i in state.setup.stock)
    return any(isinstance(e, Mix) and e.into == "hand" and e.cards.bits & stock for e in state.acts_of(who))


def _stock_mixed(state: DealState, who: int, event: ShowCarteBlanche) -> bool:
    return stock_mixed_with_hand(state, who)


@rule("show carte blanche", laws=(19,), cases=("XX", "XXI"), when=_stock_mixed, exception_to=show_after_taking_in,
      label="a carte blanche shown after stock cards were mixed with the hand")
def show_after_stock_mixed(state: DealState, who: int, event: ShowCarteBlanche) -> DealState:
    """A player who has mixed cards of the stock with his hand can no longer show the hand he was dealt apart from them (Case XX):
    the carte blanche is not shown and scores nothing."""
    label = party(who)
    retook = any(isinstance(e, Retake) for e in state.acts_of(who))
    return rule_on(
        state,
        act=f"{label} shows his carte blanche after mixing cards of the stock with his hand",
        decision="of no effect, being too late: having mixed cards of the stock with his hand he can no longer show the hand he was dealt; the carte blanche "
        "is not shown and scores nothing" + ("; taking back his discard does not save it, a card of the stock being in his hand" if retook else ""),
        laws=(19,),
        # Case XXI saves a carte blanche after a discard taken back only while no stock card is in the hand.
        cases=("XX", "XXI") if retook else ("XX",),
        offender=who,
        outcome=RulingOutcome.NO_EFFECT,
    )
