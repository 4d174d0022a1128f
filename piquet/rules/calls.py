"""The elder's calls (Laws 46-49, 53-56; Cases IV, VII, XII): the rule of a call and its exceptions.

He calls his point first, then his sequences and sets in any order; what he
omits he may call after his lead until the younger plays.  A call of what
he does not hold is heard as said (Law 54), and once the younger's miscall
is found he calls what Law 54 lets him reckon.
"""

from __future__ import annotations

from lawkit.ruling import Finding, Ruling
from lawkit.ruling import party
from piquet.game.acts import Call, Take
from piquet.game.state import ELDER, YOUNGER, DealState, Dialogue, Outcome, Phase
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.citation import cites, law
from piquet.game.variant import Variant
from piquet.lawbook.registry import rule, run
from piquet.rules.asking import trio_admitted_by_the_elder, value_asked
from piquet.rules.declaring_common import (
    part_of, reckoned_within,
    LAWS_OF_CATEGORY, NoEffect, awaiting_answer, hand_score, holding_of, omitted_too_late, overlaps_reckoned, said_with, unreckoned,
    with_dialogue,
)
from piquet.rules.marks import DECLARATION_RUN
from piquet.rules.misnomers import applied_or_refused, stands_for, words_when_ruled
from piquet.rules.on_discovery import credited_on_discovery, reckoned_on_discovery
from piquet.table.categories import Category
from piquet.table.claims import Claim, PointClaim, SequenceClaim, SetClaim, good_against_the_cards, resolve
from piquet.table.combinations import Combination

__all__ = ["call", "call_rule", "call_not_held", "call_on_discovery", "call_after_the_younger_kept_his_cards"]


@cites(46, 47, 48, 49, 50, 53, 54, 55, 56, cases=("I", "IV", "VII", "XII"))
def call(state: DealState, who: int, claim: Claim) -> DealState:
    """The elder hand calls a point, sequence, quatorze or trio.

    The point comes first or the elder loses it (Law 46); the rest in any
    order (Law 47).  After a call is allowed good the elder reckons lesser
    ones of that kind, but nothing better unless the first was good against
    the cards (Law 49).  Calling what is not held (Law 54) is refused.
    """
    label = party(who)
    if who != ELDER:
        raise NoEffect(
            "the younger hand does not call: he answers the elder's calls and reckons what he has good after the elder has led",
            laws=(46, 47),
            player=label,
        )
    if state.phase is Phase.EXCHANGE:
        raise NoEffect("calling begins when both players have taken in", laws=(46,), player=label)
    if state.first_lead_made:
        _check_omission_after_lead(state, claim, label)
    if state.declared_all:
        raise NoEffect("everything has been declared", laws=(46,), player=label)
    category = claim.category
    if category is Category.SET and trio_admitted_by_the_elder(state):
        raise NoEffect(
            f"{label} asked which card of the younger's trio is out, and so allowed it good: he cannot now call a set against it",
            laws=(55,),
            cases=("VII",),
            player=label,
        )
    pending = awaiting_answer(state)
    if pending is not None and value_asked(pending) and category is Category.POINT:
        return _state_value(state, pending, claim, label)
    if pending is not None:
        raise NoEffect(f"the younger hand has not yet answered the call of {pending.call}", laws=(46,), player=label)
    dialogue = state.dialogue(category)
    point = state.dialogue(Category.POINT)
    if category is not Category.POINT and point.outcome is Outcome.OPEN and not point.forfeited:
        ruling = Ruling(
            event=state.events,
            act=f"{label} calls {claim} before calling a point",
            decision=f"{label} has lost the right to call his point this deal; "
            f"{state.setup.younger} may reckon his point after the first lead",
            findings=(Finding("the point was not called first", (state.events,)),),
            citations=(law(46), law(47)),
            note=True,
        )
        state = with_dialogue(state, point.evolve(forfeited=True), rulings=state.rulings + (ruling,))
    elif category is Category.POINT and point.forfeited:
        raise NoEffect("the elder hand must call his point first, or lose the right to call it", laws=(46,), player=label)
    held, founded = stands_for(state, ELDER, claim, "calls", heard=True)
    said = said_with(state, ELDER, "call", claim, held if founded else None)
    if dialogue.outcome is Outcome.OPEN:
        known = holding_of(state, ELDER) | state.discards[ELDER]
        return with_dialogue(
            state,
            dialogue.evolve(
                outcome=Outcome.AWAITING,
                call=claim,
                resolved=held,
                first_good_against_the_cards=good_against_the_cards(held, known),
                founded=founded,
            ),
            said=said,
        )
    if _completes(dialogue, claim, held, founded):
        # Saying what a point allowed by its number of cards makes completes that call; it is not another (Case I).
        return with_dialogue(state, dialogue.evolve(call=claim, value_stated=True), said=said_with(state, ELDER, "complete", claim, held))
    if dialogue.outcome is Outcome.GOOD and category is not Category.POINT:
        first = dialogue.resolved
        assert first is not None
        if founded and held.key > first.key and not dialogue.first_good_against_the_cards:
            if part_of(first, held):
                raise _smaller_call_put_right_too_late(dialogue, held, label)
            raise NoEffect(
                f"{label} called {first} first and it was allowed good; he may reckon only what is equal or lower, "
                "since the first call was not good against the cards",
                laws=(49,),
                player=label,
            )
        lesser = resolve(claim, unreckoned(state, ELDER, category)) if founded else held
        if lesser is None or overlaps_reckoned(state, ELDER, lesser):
            part = reckoned_within(state, ELDER, held) if founded and dialogue.first_good_against_the_cards else ()
            if part:
                # His first call was good against the cards, so he reckons whatever he holds (Law 49): the four kings, or the
                # quint, of which he had called a part stand in that part's place.
                kept = tuple(s for s in state.hand_scores if s not in part)
                return state.evolve(hand_scores=kept + (hand_score(ELDER, held, said_at=state.events),), said=said)
            raise NoEffect(f"{held} uses cards already reckoned", laws=(49,), player=label)
        return state.evolve(hand_scores=state.hand_scores + (hand_score(ELDER, lesser, founded=founded, said_at=state.events),), said=said)
    if founded and dialogue.resolved is not None and held.key > dialogue.resolved.key:
        raise _smaller_call_put_right_too_late(dialogue, held, label)
    raise NoEffect(
        f"the {category.label} has been answered {dialogue.outcome.value}; the elder hand has nothing more to call in it",
        laws=LAWS_OF_CATEGORY[category],
        player=label,
    )


@cites(49, 50, cases=("I",))
def _smaller_call_put_right_too_late(dialogue: Dialogue, held: Combination, label: str) -> NoEffect:
    """The elder calls, after his call of the kind was answered, a better holding than he called: too late (Law 50).

    His first call was smaller than what he held, and Law 50 lets him put
    that right only before the younger replies: so with the whole of what he
    called a part of (three kings, then the four), and with anything better
    once his call was answered not good or equal (no other law lets him speak
    again in the kind).  A first call good against the cards would have let
    him reckon whatever he holds (Law 49), but this one was not.  The
    holding, now known, still bars the younger's equal or lesser ones of the
    kind, as a holding not good to score is good to bar (Case I).
    """
    first = dialogue.resolved
    return NoEffect(
        f"{label} called {first} first, holding {held}; a call smaller than the holding may be put right only before it is "
        f"answered, and it was answered {dialogue.outcome.value}. The {held} scores nothing, but bars any equal or lesser "
        f"{dialogue.category.label} of the younger hand",
        laws=(50,) if dialogue.category is Category.POINT else (49, 50),
        cases=("I",),
        player=label,
        late=True,
        leaves=dialogue.evolve(late_bar=held),
    )


def _completes(dialogue: Dialogue, claim: Claim, held: Combination, founded: bool) -> bool:
    """Whether the call completes one already answered: what a point makes, or to what card a sequence runs, of the same
    holding (Case I: saying it is not another call; Law 48 asks it of a sequence not good against the cards)."""
    called = dialogue.call
    if not founded or held != dialogue.resolved or dialogue.outcome not in (Outcome.GOOD, Outcome.NOT_GOOD, Outcome.EQUAL):
        return False
    if isinstance(called, PointClaim) and isinstance(claim, PointClaim):
        return called.value is None and claim.value is not None and claim.length == called.length
    if isinstance(called, SequenceClaim) and isinstance(claim, SequenceClaim):
        return called.top is None and claim.top is not None and claim.length == called.length
    if isinstance(called, SetClaim) and isinstance(claim, SetClaim):
        return called.rank is None and claim.rank is not None and claim.count == called.count
    return False


@cites(56, cases=("IV",))
def _check_omission_after_lead(state: DealState, claim: Claim, label: str) -> None:
    """After his lead, the elder may still call what he omitted, until the younger plays (Law 56, Case IV)."""
    if state.younger_has_played:
        raise omitted_too_late(state, label)


@cites(46, 62)
def _state_value(state: DealState, dialogue: Dialogue, claim: Claim, label: str) -> DealState:
    """The elder says what his point makes, after the younger asked or said equal (Law 46)."""
    assert dialogue.resolved is not None
    length = dialogue.resolved.key[0]
    if not isinstance(claim, PointClaim) or claim.value is None or claim.length != length:
        raise NoEffect(
            f"the younger hand asked what the point of {length} cards makes: the elder states its value",
            laws=(46,),
            player=label,
        )
    held, founded = stands_for(state, ELDER, claim, "calls")
    said = said_with(state, ELDER, "call", claim, held if founded else None)
    return with_dialogue(state, dialogue.evolve(call=claim, resolved=held, value_stated=True, founded=founded), said=said)


@rule("call", marks=(DECLARATION_RUN,), laws=(46, 47, 48, 49, 50, 53, 55, 56, 62, 63, 64), cases=("I", "IV", "VII", "XII"), also=(au_cent_clause("nothing-omitted-after-play"),), label="a call")
def call_rule(state: DealState, who: int, event: Call) -> DealState:
    """The elder calls (Laws 46-49); after his lead, until the younger plays, he may still call what he omitted (Law 56, Case IV)."""
    return applied_or_refused(state, who, words_when_ruled(state, who, "calls {}", event.claim), call, event.claim)


def _not_in_hand(state: DealState, who: int, event: Call) -> bool:
    return who == ELDER and resolve(event.claim, holding_of(state, ELDER)) is None


# Laws 50 and Case I: a call not held as said may stand for a holding better than an under-call already answered, which
# comes too late and only bars (the ruling of :func:`_smaller_call_put_right_too_late`).
@rule("call", marks=(DECLARATION_RUN,), laws=(46, 47, 49, 50, 53, 54, 55, 56, 62, 63, 64), cases=("I", "IV", "VII", "XII"), also=(au_cent_clause("nothing-omitted-after-play"),), when=_not_in_hand, exception_to=call_rule, label="a call of what is not held")
def call_not_held(state: DealState, who: int, event: Call) -> DealState:
    """A call of what the elder does not hold is heard as said (Laws 53, 54).

    It bars and is answered as called; if it is allowed good and not
    corrected before the younger plays to the first trick, the elder reckons
    nothing that deal (:func:`~piquet.rules.first_trick.first_trick`).
    """
    return applied_or_refused(state, who, words_when_ruled(state, who, "calls {}, which he does not hold", event.claim), call, event.claim)


@rule("call", marks=(DECLARATION_RUN,), laws=(54, 56), cases=("II", "VIII"), when=credited_on_discovery, exception_to=call_rule, label="what is good called on discovery of a miscall")
def call_on_discovery(state: DealState, who: int, event: Call) -> DealState:
    """The elder calls, after the first trick, what Law 54 lets him reckon on discovery of the younger's miscall."""
    return reckoned_on_discovery(state, who, event)


def _younger_kept_his_twelve(state: DealState, who: int, event: Call) -> bool:
    """In au cent, the elder calls once he has taken in, the younger having neither discarded nor taken: he keeps his twelve."""
    return (
        state.setup.au_cent and who == ELDER and state.phase is Phase.EXCHANGE and state.taken[ELDER] is not None
        and state.lifting_in is None and state.taken[YOUNGER] is None and not state.discards[YOUNGER]
    )


@rule(
    "call",
    laws=(22, 46),
    au_cent=("younger-need-not-discard",),
    when=_younger_kept_his_twelve,
    exception_to=call_rule,
    prevails_over=(call_not_held, call_on_discovery),
    stages=(Phase.EXCHANGE,),
    variant=Variant.AU_CENT,
    label="the elder calls, the younger having kept his twelve, in au cent",
)
def call_after_the_younger_kept_his_cards(state: DealState, who: int, event: Call) -> DealState:
    """In au cent the younger need not discard: letting the elder go to his calls without exchanging, he has kept the twelve
    he was dealt, his taking in of none; the call is then heard as any call (Law 46)."""
    state = run("take", state.phase, state, YOUNGER, Take(state.setup.younger, 0))
    called: DealState = run("call", state.phase, state, who, event)
    return called
