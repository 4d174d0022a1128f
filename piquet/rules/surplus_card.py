"""A card of another pack found among a player's cards (Law 75; Cases XVII, XVIII), and a fresh deal claimed for it.

The record holds the cards of the deal exactly as they are: the 32 codes
are all dealt, so a card of the undealt pack is never one of them.  A player
who holds one plays the real cards he has; what he discarded and took in is
counted in real cards (a stray card put out with four real ones is a discard
of four), so thirteen real cards after taking in are judged by the laws of
too many cards (Laws 31, 58) when they are taken.  The ``surplus`` act says
where the stray card was found; it is put back with the undealt pack, and:

* found in the discard (Case XVII), the deal stands: nothing proves the pack
  was redundant when dealt, so it is not void (Law 75), and whatever the
  exchange cost the holder stands;
* found in the hand, not played (Case XVIII), there is no penalty, unless a
  call allowed good or equal rested on it and a card was led since: then he
  reckons nothing (Law 54), except for a call he could not possibly have
  held in hand and discard together;
* found after it was played (Case XVIII), every card played is taken up and
  the hands are played over, the surplus card removed.
"""

from __future__ import annotations

import attrs

from lawkit.ruling import Finding
from piquet.game.acts import Call, Play, PenaltyClaim, Reckon, SurplusCard
from piquet.game.state import ELDER, REGULAR_HAND, YOUNGER, adversary, DealState, HandScore, Phase
from piquet.rules.miscalls import called_at, penalise_miscall, penalised_for_a_miscall
from piquet.rules.common import cite, contradiction, rule_on, party, RulingOutcome
from piquet.rules.elections import impose_penalty
from piquet.lawbook.registry import rule
from piquet.table.cards import Card
from piquet.table.claims import resolve
from piquet.table.combinations import Combination, Point, RankSet, Sequence

__all__ = ["surplus_in_discard", "surplus_in_hand", "surplus_played", "claim_incorrect_pack", "claim_fresh_deal_for_a_surplus_card"]

_STAGES = (Phase.EXCHANGE, Phase.DECLARATION, Phase.PLAY, Phase.FINISHED)


def _holder(state: DealState, who: int, event: SurplusCard) -> int:
    found = state.setup.index(event.holder)
    if found is None:
        raise contradiction(state, who, f"{event.holder!r} is not a player in this deal")
    return found


def _put_back(event: SurplusCard) -> str:
    return f"{event.card.code} of the other pack is put back with the undealt pack"


@rule("surplus card", laws=(58, 75), cases=("XVII",), stages=_STAGES, label="a card of another pack found in a discard")
def surplus_in_discard(state: DealState, who: int, event: SurplusCard) -> DealState:
    """Found in the discard: the pack is not proved redundant when dealt, so the deal stands (Law 75, Case XVII).

    The stray card may have come among the holder's cards after the deal.
    What he discarded and took in in real cards decides the rest: more than
    twelve real cards reckon nothing (Law 58), as ruled when he took in.
    """
    holder = _holder(state, who, event)
    label = party(holder)
    if not state.discards[holder]:
        raise contradiction(state, who, f"{label} has no discard for a card to be found in", card=event.card.code, laws=(75,))
    held = state.in_play_count(holder)
    decision = (
        f"{_put_back(event)}; nothing proves the pack was redundant when dealt, since the card may have come among "
        f"{label}'s cards after the deal, so the deal is not void and goes on"
    )
    too_many = held > REGULAR_HAND and state.taken[holder] is not None
    if not too_many:
        return rule_on(state, act=_act(state, who, event), decision=decision + f"; {label} plays with his {held} cards", laws=(75,), cases=("XVII",))
    penalised = any(p.player == holder for p in state.penalties)
    state = rule_on(
        state,
        act=_act(state, who, event),
        decision=decision + f"; in real cards {label} took in more than he discarded and plays with {held}: he reckons nothing this deal, "
        "his cards still barring his adversary",
        laws=(58, 75),
        cases=("XVII",),
        offender=holder,
        injured=adversary(holder),
        penalty="reckons nothing this deal (the adversary may decline to enforce it, Law 44)",
        facts=(f"{label} holds {held} cards of the deal besides the surplus card",),
    )
    return state if penalised else impose_penalty(state, holder, (58,), ("XVII",))


def _act(state: DealState, who: int, event: SurplusCard) -> str:
    where = {"discard": f"in {event.holder}'s discard", "hand": f"in {event.holder}'s hand", "played": f"among the cards {event.holder} played"}
    return f"{party(who)} finds {event.card.code} of the other pack {where[event.place]}"


def _uses(what: Combination | None, card: Card) -> bool:
    """Whether a combination called counts the card's place: its suit for a point, its rank and suit for a sequence, its rank for a set."""
    if isinstance(what, Point):
        return what.suit is card.suit
    if isinstance(what, Sequence):
        return bool(what.bits & card.bit)
    if isinstance(what, RankSet):
        return what.rank is card.rank
    return False


def _relied_on(state: DealState, holder: int, card: Card) -> list[HandScore]:
    """Calls of the holder allowed good that his real cards do not hold and the surplus card helps make."""
    return [s for s in state.hand_scores if s.player == holder and not s.founded and _uses(s.what, card)]


def _impossible(state: DealState, holder: int, card: Card) -> list[str]:
    """Calls the surplus card made, which the holder could not have held in hand and discard together (Law 54: no penalty)."""
    real = state.hands[holder] | state.played[holder] | state.discards[holder]
    out = []
    for event in state.acts_of(holder):
        if isinstance(event, Call | Reckon):
            if resolve(event.claim, real) is None and resolve(event.claim, real | card.bit) is not None:
                out.append(str(event.claim))
    return out


def _led_since(state: DealState, holder: int) -> bool:
    """The holder has led a card after his calls (Case XVIII): the elder's first lead, the younger's first card played."""
    return state.first_lead_made if holder == ELDER else bool(state.tricks or state.played[YOUNGER])


def _in_hand(state: DealState, who: int, event: SurplusCard) -> bool:
    return event.place == "hand"


@rule("surplus card", laws=(52, 54, 75), cases=("II", "XVIII"), when=_in_hand, exception_to=surplus_in_discard, stages=_STAGES,
      label="a card of another pack found in a hand")
def surplus_in_hand(state: DealState, who: int, event: SurplusCard) -> DealState:
    """Found in the hand and not played: it goes back, without penalty (Case XVIII), unless a call allowed good rested on it
    and the holder has led since, when he reckons nothing (Law 54); a call he could not have held in hand and discard
    together costs nothing (Law 54)."""
    holder = _holder(state, who, event)
    label = party(holder)
    relied = _relied_on(state, holder, event.card)
    impossible = _impossible(state, holder, event.card)
    spared = (f"; his call of {', '.join(impossible)}, which he could not possibly have held in hand and discard together, "
              "costs him nothing") if impossible else ""
    if not relied:
        return rule_on(
            state,
            act=_act(state, who, event),
            decision=f"{_put_back(event)}; the deal is not void, and {label} incurs no penalty" + spared,
            laws=(54, 75) if impossible else (75,),
            cases=("XVIII",),
        )
    what = ", ".join(s.description for s in relied)
    if not _led_since(state, holder):
        return rule_on(
            state,
            act=_act(state, who, event),
            decision=f"{_put_back(event)}; the deal is not void; {label}'s {what}, allowed good, rested on it, but he has not led "
            "since: no penalty, and he may still correct the call (Law 52)" + spared,
            laws=(52, 54, 75),
            cases=("XVIII",),
        )
    decision = (
        f"{_put_back(event)}; the deal is not void; {label}'s {what}, allowed good, rested on it and he has led since: "
        f"he reckons nothing this deal, his cards still barring; {party(adversary(holder))} reckons whatever he has good "
        f"that no correct call of {label}'s bars" + spared
    )
    facts = tuple(
        Finding(f"{s.description} needs {event.card.code}, which {label} does not hold among the cards of the deal", _call_and_find(state, s))
        for s in relied
    )
    if penalised_for_a_miscall(state, holder) and holder not in state.miscalls:
        # Already settled when the younger played to the first trick (Law 54): the find confirms it.
        return rule_on(state, act=_act(state, who, event), decision=decision, laws=(54, 75), cases=("XVIII",), offender=holder,
                       injured=adversary(holder), facts=facts)
    state = penalise_miscall(state, holder, relied)
    ruled = attrs.evolve(state.rulings[-1], act=_act(state, who, event), decision=decision, citations=cite((54, 75), ("XVIII",)),
                         findings=facts)
    # Settled now, not again at the first trick: the calls stay said, and the penalty covers them.
    settled = tuple(attrs.evolve(s, founded=True) if s in relied else s for s in state.hand_scores)
    return state.evolve(rulings=state.rulings[:-1] + (ruled,), hand_scores=settled)


def _played(state: DealState, who: int, event: SurplusCard) -> bool:
    return event.place == "played"


@rule("surplus card", laws=(59, 75), cases=("XVIII",), when=_played, exception_to=surplus_in_discard, stages=_STAGES,
      label="a card of another pack found played")
def surplus_played(state: DealState, who: int, event: SurplusCard) -> DealState:
    """Played before it was found: every card played is taken up and the hands are played over, the surplus card first
    removed (Case XVIII); the record's plays are of real cards, so the trick it fell in is not written."""
    holder = _holder(state, who, event)
    if not (state.played[ELDER] or state.played[YOUNGER]):
        # Nothing of the deal is on the table (the stray card was the only card played, or the plays are already taken up).
        return rule_on(
            state,
            act=_act(state, who, event),
            decision=f"{_put_back(event)}; the deal is not void; no card of the deal has been played, so the play begins afresh",
            laws=(75,),
            cases=("XVIII",),
            offender=holder,
        )
    gone = dict(state.retaken)
    plays = tuple((index, None) for index, act in enumerate(state.log) if isinstance(act, Play) and gone.get(index, act) is not None)
    state = rule_on(
        state,
        act=_act(state, who, event),
        decision=f"{_put_back(event)}; the deal is not void, but the {len(plays)} play(s) made are of no effect: they are taken up "
        f"and the hands are played over again from the first lead, without the surplus card",
        laws=(59, 75),
        cases=("XVIII",),
        offender=holder,
    )
    return state.evolve(retaken=state.retaken + plays, surplus=())


def _claims_incorrect_pack(state: DealState, who: int, event: PenaltyClaim) -> bool:
    return event.what == "incorrect pack"


@rule("claim", laws=(75,), when=_claims_incorrect_pack, label="a fresh deal claimed for an incorrect pack")
def claim_incorrect_pack(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """The pack as dealt holds every card once and no card of another pack was found: it is correct, and the deal stands (Law 75)."""
    return rule_on(
        state,
        act=f"{party(who)} claims a fresh deal, the pack being incorrect",
        decision="of no effect: the pack as dealt holds its 32 cards once each; the claim fails and the deal stands",
        laws=(75,),
        outcome=RulingOutcome.NO_EFFECT,
    )


def _found(state: DealState) -> list[SurplusCard]:
    return [e for e in state.log if isinstance(e, SurplusCard)]


def _after_a_surplus_card(state: DealState, who: int, event: PenaltyClaim) -> bool:
    return event.what == "incorrect pack" and bool(_found(state))


@rule("claim", laws=(75,), cases=("XVII", "XVIII"), when=_after_a_surplus_card, exception_to=claim_incorrect_pack,
      label="a fresh deal claimed for a card of another pack")
def claim_fresh_deal_for_a_surplus_card(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """A card of the undealt pack found among a player's cards does not prove the pack redundant when dealt (Case XVII):
    the deal is not void under Law 75, and what was ruled on the find stands."""
    found = _found(state)[-1]
    label = party(who)
    penalised = any(p.player == who and not p.waived for p in state.penalties)
    return rule_on(
        state,
        act=f"{label} claims a fresh deal under Law 75, {found.card.code} of the other pack having been found among {found.holder}'s cards",
        decision="of no effect: nothing proves the pack was redundant when it was dealt, since the card may have come among "
        f"{found.holder}'s cards after the deal; the deal stands"
        + (f", and {label} still reckons nothing this deal" if penalised else ""),
        laws=(75,),
        cases=("XVII",) if found.place == "discard" else ("XVII", "XVIII"),
        outcome=RulingOutcome.NO_EFFECT,
    )


def _call_and_find(state: DealState, score: HandScore) -> tuple[int, ...]:
    """The events a surplus card's finding rests on: the call it made and the act that found the card."""
    at = called_at(state, score)
    return ((at,) if at is not None else ()) + (state.events,)
