"""The younger's reckonings after the elder's lead (Laws 46, 47, 51, 53-56, 62-64; Cases I, II, IV, VII): the rule of a reckoning and its exceptions.

He reckons what he has good in the kinds he did not allow, from the
elder's first lead until he plays to the first trick.  Once the elder's
miscall is found he reckons what Law 54 lets him, and nothing that a
correct call of the elder bars.
"""

from __future__ import annotations

from piquet.game.acts import Reckon
from piquet.game.state import ELDER, YOUNGER, adversary, DealState, HandScore, Outcome
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.citation import cites
from piquet.lawbook.registry import rule
from piquet.rules.asking import admitted_by_asking
from piquet.rules.common import RulingOutcome, party, rule_on
from piquet.rules.declaring_common import (
    LAWS_OF_CATEGORY, NoEffect, hand_score, holding_of, omitted_too_late, overlaps_reckoned, reckoned_within, say, scored_once,
    scores_but, unreckoned,
)
from piquet.rules.implied import implied_best
from piquet.rules.marks import RECKONING_RUN
from piquet.rules.miscalls import barred_by_his_inquiry, barring_call
from piquet.rules.misnomers import Misnomer, applied_or_refused, stands_for, words_when_ruled
from piquet.rules.on_discovery import barred_on_discovery, credited_on_discovery, discovered, reckoned_on_discovery
from piquet.table.categories import Category
from piquet.table.claims import Claim, best_held, resolve
from piquet.table.combinations import Combination, Comparison, category_of, compare

__all__ = ["reckon", "reckon_rule", "reckon_on_discovery", "reckon_barred_on_discovery", "reckon_barred_by_his_inquiry", "self_barred_on_discovery"]


@cites(46, 50, 51, 54, 55, 56, cases=("I", "II"))
def reckon(state: DealState, who: int, claim: Claim) -> DealState:
    """The younger hand reckons what he has good, after the elder's first lead.

    He may reckon in a category the elder did not call, or whose call he
    answered "not good"; not one he allowed good or equal, nor a point of
    more cards than one he asked the value of (Law 46).  Nothing can be
    reckoned once he has played to the first trick (Law 56).
    """
    label = party(who)
    if who != YOUNGER:
        raise NoEffect("the elder hand calls; only the younger hand reckons after the lead", laws=(46, 47), player=label)
    if state.declared_all:
        raise NoEffect("everything has been declared", laws=(46,), player=label)
    conceded = state.conceded_by is not None
    if not state.first_lead_made and not conceded:
        raise NoEffect("the younger hand reckons after the elder hand has led a card", laws=(55,), player=label)
    if state.younger_has_played:
        raise omitted_too_late(state, label)
    category = claim.category
    awaiting = state.dialogue(category)
    if awaiting.outcome is Outcome.AWAITING and awaiting.call is not None:
        # A call (a corrected one, Law 52, or one made after the lead, Case IV) awaits his answer: he answers it first,
        # or his play to the first trick allows it (Law 56); reckoning past it would let both players score the kind.
        raise NoEffect(f"{label} has not answered the elder's call of {awaiting.call}: he answers it before reckoning in it", laws=(46, 56), player=label)
    # A claim stands first for what he holds and has not yet reckoned (a second "quart" is another quart, Law 49).  Failing
    # that, the whole of what he reckoned in part (three aces, then the four): until he plays he may put his count right,
    # and the whole stands in the part's place, scored once (Law 56).
    try:
        held, founded = stands_for(state, YOUNGER, claim, "reckons", unreckoned(state, YOUNGER, category), heard=True)
        misnamed = None
    except Misnomer as misnomer:
        founded, misnamed = False, misnomer
    parts: tuple[HandScore, ...] = ()
    if not founded:  # only then is the whole of a part looked for: most reckonings stand for what is not yet reckoned
        whole = resolve(claim, holding_of(state, YOUNGER))
        parts = reckoned_within(state, YOUNGER, whole) if whole is not None else ()
        if whole is not None and parts:
            held, founded = whole, True
        elif misnamed is not None:
            raise misnamed
    state = say(state, YOUNGER, "reckon", claim, held if founded else None)
    dialogue = state.dialogue(category)
    if category is Category.SET and dialogue.outcome is Outcome.GOOD and admitted_by_asking(state):
        raise NoEffect(
            f"{label} asked which card of the elder's trio is out, or to see it, and so allowed it good: he cannot now reckon a set",
            laws=(55,),
            cases=("VII",),
            player=label,
        )
    if dialogue.outcome is Outcome.GOOD and barred_by_his_inquiry(state, YOUNGER, held):
        # He asked what the point makes: more cards than it were barred from counting before he answered (Law 46, Case I).
        raise NoEffect(
            f"{label} asked the value of a point of {dialogue.resolved.key[0] if dialogue.resolved else '?'} cards, which bars him "
            f"from counting a point of more cards, and then answered it good",
            laws=(46, 51),
            cases=("I",),
            player=label,
        )
    if dialogue.outcome is Outcome.GOOD and not dialogue.founded:
        if any(s.player == YOUNGER and s.category is category and "II" in s.cases for s in state.hand_scores):
            # Holding the best of the kind after all (below), he reckons his lesser ones of it too (Laws 63, 64).
            if overlaps_reckoned(state, YOUNGER, held):
                raise NoEffect(f"{held} uses cards already reckoned", laws=LAWS_OF_CATEGORY[category], player=label)
            return state.evolve(hand_scores=state.hand_scores + (hand_score(YOUNGER, held, ("II",), founded=founded, said_at=state.events),))
        shown = _shown_for_a_miscall(state, category)
        mine = best_held(category, holding_of(state, YOUNGER))
        if shown is not None and mine is not None and compare(mine, shown) is Comparison.GOOD:
            return _reckoned_against_what_was_shown(state, category, held, founded, shown)
    if dialogue.outcome is Outcome.GOOD:
        # His "good" binds once the elder, holding what he called, has called again or led (Law 51): he may have meant
        # to sink what he holds (Case II), and the time to say otherwise has passed.  Allowing a call not held binds
        # only on that condition (Case II): what follows its discovery is Law 54's.
        raise NoEffect(
            f"{label} answered the elder's {category.label} good, and cannot now reckon one",
            laws=(51,),
            cases=("II",) if dialogue.founded else (),
            player=label,
            late=dialogue.founded,
        )
    if dialogue.outcome is Outcome.EQUAL:
        raise NoEffect(
            f"{label} answered the elder's {category.label} equal, and cannot now reckon one",
            laws=LAWS_OF_CATEGORY[category],
            player=label,
        )
    if dialogue.outcome is Outcome.NOT_GOOD and dialogue.resolved is not None:
        if barred_by_his_inquiry(state, YOUNGER, held):
            raise NoEffect(
                f"{label} asked the value of a point of {dialogue.resolved.key[0] if dialogue.resolved else '?'} cards: "
                "that bars him from counting a point of more cards",
                laws=(46,),
                cases=("I",),
                player=label,
            )
    if category is Category.POINT and any(s.player == YOUNGER and s.category is Category.POINT for s in state.hand_scores):
        raise NoEffect("the point is reckoned once", laws=(62,), player=label)
    # A point the elder lost the right to call (Law 46) is out of the deal's reckoning: what his calls imply of it bars
    # nothing, as the ruling on the forfeit tells the younger (docs/decisions.rst).
    if dialogue.outcome is Outcome.OPEN and dialogue.call is None and not dialogue.forfeited:
        implied = implied_best(state, ELDER, category)
        if implied is not None and compare(implied, held) is Comparison.GOOD:
            raise NoEffect(
                f"{state.setup.elder} has declared {implied} by implication in what he called, which is better: "
                f"{label} cannot reckon {held}",
                laws=(56,),
                cases=("IV",),
                player=label,
            )
    if overlaps_reckoned(state if not parts else state.evolve(hand_scores=tuple(s for s in state.hand_scores if s not in parts)), YOUNGER, held):
        raise NoEffect(f"{held} uses cards already reckoned", laws=LAWS_OF_CATEGORY[category], player=label)
    if dialogue.outcome is Outcome.NOT_GOOD and dialogue.resolved is not None:
        # The point reckoned must itself beat the elder's; of sequences and sets
        # the younger reckons lesser ones too, once he holds a better one.
        # A reckoning of what he does not hold is heard as said (Law 54): it is measured as claimed.
        best = held if category is Category.POINT or not founded else best_held(category, holding_of(state, YOUNGER))
        if compare(best, dialogue.resolved) is not Comparison.GOOD:
            raise NoEffect(f"{label} holds nothing better than the elder's {dialogue.resolved}", laws=LAWS_OF_CATEGORY[category], player=label)
        bar = dialogue.late_bar
        if bar is not None and compare(best, bar) is not Comparison.GOOD:
            # The elder's better holding, called too late to score (Law 50), is good to bar, as in Case I; the younger
            # reckoned what he holds in good faith and is in no error.
            raise NoEffect(
                f"{state.setup.elder} called his {bar} too late to reckon it, but it is as good as {label}'s best, "
                "and a holding not good to score is good to bar",
                laws=LAWS_OF_CATEGORY[category] + (50,),
                cases=("I",),
                player=label,
                in_error=False,
            )
    return state.evolve(hand_scores=scored_once(state.hand_scores, hand_score(YOUNGER, held, founded=founded, said_at=state.events)))


def _shown_for_a_miscall(state: DealState, category: Category) -> Combination | None:
    """What the elder showed of his own accord for a call he did not hold, and reckons in its place (Law 55): None if nothing."""
    kept = [s.what for s in state.hand_scores if s.player == ELDER and s.category is category and s.founded and s.what is not None]
    return max(kept, key=lambda c: c.key) if kept else None


@cites(55, cases=("II",))
def _reckoned_against_what_was_shown(state: DealState, category: Category, held: Combination, founded: bool, shown: Combination) -> DealState:
    """The younger allowed a call the elder did not hold and then showed less of his own accord: the admission was of what
    was called (Case II), so the younger who holds better than what was shown reckons it, and the elder's shown
    combination, now beaten, scores nothing (Law 55 spares the elder only the penalty)."""
    kept = scores_but(state, ELDER, category)
    state = rule_on(
        state,
        act=f"{state.setup.younger} reckons {held}, having allowed the elder's call that was then shown as {shown}",
        decision=f"allowed: his 'good' admitted what was called, which the elder did not hold; what was shown, {shown}, is "
        f"not as good as his own, so he reckons it and the elder scores nothing in the {category.label}",
        laws=(55,),
        cases=("II",),
    )
    return state.evolve(hand_scores=kept + (hand_score(YOUNGER, held, ("II",), founded=founded, said_at=state.events),))


@rule("reckon", marks=(RECKONING_RUN,), laws=(46, 47, 50, 51, 53, 54, 55, 56, 62, 63, 64), cases=("I", "II", "IV", "VII"), also=(au_cent_clause("nothing-omitted-after-play"),), label="the younger reckons what he has good")
def reckon_rule(state: DealState, who: int, event: Reckon) -> DealState:
    """The younger reckons what he has good after the elder's lead, before he plays (Laws 46, 56)."""
    return applied_or_refused(state, who, words_when_ruled(state, who, "reckons {}", event.claim), reckon, event.claim)


@rule("reckon", marks=(RECKONING_RUN,), laws=(54, 56), cases=("II", "VIII"), when=credited_on_discovery, exception_to=reckon_rule, label="what is good reckoned on discovery of a miscall")
def reckon_on_discovery(state: DealState, who: int, event: Reckon) -> DealState:
    """The younger reckons, after the first trick, what Law 54 lets him reckon on discovery of the elder's miscall."""
    return reckoned_on_discovery(state, who, event)


def self_barred_on_discovery(state: DealState, who: int, event: Reckon) -> bool:
    """The younger reckons, on discovery of the elder's miscall, a point of more cards than the one he asked the value of."""
    if who != YOUNGER or event.claim.category is not Category.POINT or not discovered(state, adversary(who)):
        return False
    held = resolve(event.claim, holding_of(state, who))
    return held is not None and barred_by_his_inquiry(state, who, held)


@rule("reckon", marks=(RECKONING_RUN,), laws=(46, 54), cases=("I",), when=self_barred_on_discovery, exception_to=reckon_rule,
      label="a point his own inquiry barred, reckoned on discovery of a miscall")
def reckon_barred_by_his_inquiry(state: DealState, who: int, event: Reckon) -> DealState:
    """The younger who asked what the elder's point makes reckons, once the elder's miscall is found, a point of more cards:
    of no effect, his inquiry having barred it (Law 46, Case I); Law 54 lifts only what the elder's calls barred."""
    return rule_on(
        state,
        act=f"{party(who)} reckons {event.claim} after {party(adversary(who))}'s miscall was found",
        decision=f"of no effect: {party(who)} asked what the elder's point makes, and that inquiry bars him from counting a "
        "point of more cards; the discovery of the miscall does not lift a bar of his own making",
        laws=(46, 54),
        cases=("I",),
        offender=who,
        outcome=RulingOutcome.NO_EFFECT,
    )


# What Law 54 already counts to him (his best beats the barrier, and with it his lesser holdings of the kind) is ruled so first.
@rule("reckon", marks=(RECKONING_RUN,), laws=(54,), when=barred_on_discovery, exception_to=reckon_rule, yields_to=(reckon_on_discovery, reckon_barred_by_his_inquiry),
      label="what a correct call bars reckoned on discovery of a miscall")
def reckon_barred_on_discovery(state: DealState, who: int, event: Reckon) -> DealState:
    """The younger reckons, after the elder's miscall was found, what the elder's correct call bars (Law 54): of no effect."""
    label, other = party(who), party(adversary(who))
    held = resolve(event.claim, holding_of(state, who))
    assert held is not None
    barrier = barring_call(state, adversary(who), category_of(held))
    return rule_on(
        state,
        act=f"{label} reckons {event.claim} after {other}'s miscall was found",
        decision=f"of no effect: on discovery of {other}'s miscall {label} reckons only what no correct call of {other}'s bars, "
        f"and what {other} correctly called ({barrier}) bars his {held}",
        laws=(54,),
        offender=who,
        outcome=RulingOutcome.NO_EFFECT,
    )
