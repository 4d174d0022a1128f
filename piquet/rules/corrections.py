"""Calls and replies corrected (Laws 50-52): before the answer, before the first trick, before the elder calls again or leads.

A call is corrected before it is answered (Law 50), a miscall allowed good
before the younger plays to the first trick (Law 52), a reply of good or
equal before the elder calls again or leads (Law 51).  Too late, the call or
reply stands as made, and a miscall owned after the first trick is its
discovery (Law 54).
"""

from __future__ import annotations

import attrs

from piquet.game.acts import Answer, Correct, Reply
from piquet.game.state import ELDER, YOUNGER, DealState, Dialogue, Outcome, Said
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.citation import cites
from piquet.lawbook.registry import rule, run
from piquet.rules.asking import completed_call
from piquet.rules.common import Subject, RulingOutcome, party, rule_on
from piquet.rules.declaring_common import NoEffect, awaiting_answer, hand_score, holding_of, said_with, scores_but, with_dialogue
from piquet.rules.marks import DECLARATION_RUN
from piquet.rules.miscalls import settle_miscall
from piquet.rules.misnomers import Misnomer, stands_for
from piquet.rules.reckonings import reckon
from piquet.rules.replies import reply_rule
from piquet.table.categories import Category
from piquet.table.claims import Claim, best_held
from piquet.table.combinations import Combination, Comparison, compare

__all__ = ["correct_call", "reply_to_a_corrected_call"]


@rule("correct", laws=(46, 47, 50, 51, 52, 53, 54, 55, 56, 62, 63, 64), cases=("I", "II", "IV", "VII", "VIII"),
      also=(au_cent_clause("unheld-quatorze-or-trio"), au_cent_clause("smaller-call-binds")), label="a call or reply corrected")
def correct_call(state: DealState, who: int, event: Correct) -> DealState:
    """A call corrected before it is answered (Law 50), a miscall allowed good corrected before the younger
    plays to the first trick (Law 52), or a reply corrected before the elder calls again or leads (Law 51).
    A correction made too late is of no effect: the call or reply stands as made.
    """
    label = party(who)
    correction = event.correction
    if isinstance(correction, Answer):
        point = state.dialogue(Category.POINT)
        if who == YOUNGER and point.outcome is Outcome.AWAITING and point.value_stated:
            # The value he asked for has just been given: his "correction" is his first answer to the completed call (Case I).
            return reply_rule(state, who, Reply(event.player, correction))
        return _correct_reply(state, who, correction)
    dialogue = state.dialogue(correction.category)
    act = f"{label} corrects his call to {correction}"
    # What the correction names of his cards, asked by every branch below.
    held, founded = _held_or_none(state, who, correction)
    if who == ELDER and dialogue.outcome is Outcome.AWAITING and not dialogue.answers:
        if held is None:
            return rule_on(state, act=act, decision="of no effect: he does not hold the call he corrects to", laws=(50, 54), offender=who, outcome=RulingOutcome.NO_EFFECT)
        state = rule_on(state, act=act, decision="corrected before it was answered: the corrected call stands", laws=(50,), outcome=RulingOutcome.CORRECTED, subject=Subject(None, correction.category.label))
        said = said_with(state, who, "correct", correction, held if founded else None)
        return with_dialogue(state, dialogue.evolve(call=correction, resolved=held, founded=founded), said=said)
    # What he reckoned of this kind and holds: a misnomer standing, or the younger's reckoning he corrects upward.
    standing = [s for s in state.hand_scores if s.player == who and s.founded and s.category is correction.category]
    if held is not None and not state.younger_has_played and any(s.what is not None and s.what.key == held.key for s in standing):
        # A misnomer already stands for what he holds (Law 53): naming it rightly, in the time a miscall may be put right,
        # changes nothing and is allowed (au cent lets a misnamed trio or quatorze be put right so).
        return rule_on(
            state,
            act=act,
            decision=f"corrected in time: his call already stands for what he holds, {held}; he names it rightly, and nothing "
            "he scores changes",
            laws=(52, 53),
            # Au cent holds the elder to his call, but lets him put a misnamed sequence, trio or quatorze right before he leads.
            au_cent=(("smaller-call-binds",) + (("unheld-quatorze-or-trio",) if correction.category is Category.SET else ()))
            if state.setup.au_cent and correction.category is not Category.POINT else (),
            # The misnomer is put right in time (Law 52); it names no category whose score it changes (Law 78 weighs only those).
            outcome=RulingOutcome.CORRECTED,
        )
    if who == YOUNGER and state.first_lead_made and not state.younger_has_played:
        # The younger reckons what he has good until he plays to the first trick (Law 56): correcting a reckoning to the
        # more he holds is reckoning what he omitted.  It is no miscall put right, so it gives the elder no liberty (Law 52).
        if standing and held is not None and founded and all(s.what is not None and compare(held, s.what) is Comparison.GOOD for s in standing):
            kept = tuple(s for s in state.hand_scores if s not in standing)
            state = rule_on(
                state,
                act=act,
                decision=f"allowed: the younger reckons what he holds until he plays to the first trick; {held} stands in place "
                "of what he reckoned",
                laws=(56,),
            )
            return state.evolve(hand_scores=kept + (hand_score(YOUNGER, held, said_at=state.events),), said=said_with(state, who, "correct", correction, held))
    unfounded = [s for s in state.hand_scores if s.player == who and not s.founded and s.category is correction.category]
    if unfounded and not state.younger_has_played:
        kept = tuple(s for s in state.hand_scores if s not in unfounded)
        state = rule_on(
            state,
            act=act,
            decision="a miscall allowed good, corrected before the younger hand played to the first trick: "
            "no penalty; the corrected call is answered afresh"
            + ("; the elder may take back the card he led" if who == YOUNGER and state.first_lead_made else ""),
            laws=(52,),
            # In au cent a quatorze or trio not held is put right before its caller plays a card: this one is in that time.
            # Au cent holds the elder to his call, but lets him put a misnamed sequence, trio or quatorze right before he leads.
            au_cent=(("smaller-call-binds",) + (("unheld-quatorze-or-trio",) if correction.category is Category.SET else ()))
            if state.setup.au_cent and correction.category is not Category.POINT else (),
            outcome=RulingOutcome.CORRECTED,
            subject=Subject(None, correction.category.label),
        )
        said = tuple(attrs.evolve(s, corrected=True) if s.player == who and s.claim is not None and s.claim.category is correction.category else s for s in state.said)
        if who == YOUNGER and state.first_lead_made:
            # Law 52: the elder may now take back the card he led; the retake rule looks for this.
            said += (Said(state.events, who, "correct after the lead", correction),)
        state = state.evolve(hand_scores=kept, said=said)
        if who == YOUNGER and held is not None and founded:
            # The younger's corrected reckoning is reckoned as any reckoning is, with the same checks (Laws 46, 52).
            try:
                return reckon(state, YOUNGER, correction)
            except NoEffect:
                return state
        if held is None or who != ELDER:
            return with_dialogue(state, dialogue.evolve(outcome=Outcome.OPEN if who == ELDER else dialogue.outcome))
        return with_dialogue(
            state, dialogue.evolve(outcome=Outcome.AWAITING, call=correction, resolved=held, answers=(), founded=founded)
        )
    if who == ELDER and not state.younger_has_played and dialogue.outcome is Outcome.GOOD:
        shown = [s for s in state.hand_scores if s.player == who and s.category is correction.category]
        if held is not None and founded and any(s.what is not None and s.what.key == held.key for s in shown):
            # His own show put the overcall right already (Law 55); saying so before the younger plays is in time (Law 52).
            state = rule_on(
                state,
                act=act,
                decision="corrected in time, before the younger hand played to the first trick: no penalty; "
                "the corrected call is answered afresh",
                laws=(52,),
                outcome=RulingOutcome.CORRECTED,
                subject=Subject(None, correction.category.label),
            )
            kept = tuple(s for s in state.hand_scores if s not in shown)
            return with_dialogue(
                state.evolve(hand_scores=kept), dialogue.evolve(outcome=Outcome.AWAITING, call=correction, resolved=held, answers=(), founded=True)
            )
    if who in state.miscalls and unfounded:
        # Owning the miscall after the first trick is too late to save him, and is its discovery (Laws 52, 54).
        return settle_miscall(state, who, act=f"{act}, after the younger hand played to the first trick: too late", late_correction=True)
    # An overcall allowed good is corrected under Law 52 (in time only until the younger plays); an undercall under Law 50.
    law = 52 if unfounded or not (dialogue.answers or dialogue.outcome is not Outcome.OPEN) else 50
    # In au cent an undercall binds its maker (smaller-call-binds): he abides by it, whatever the reply.
    binds = law == 50 and state.setup.au_cent
    return rule_on(
        state,
        act=act,
        decision="too late: the call stands as made",
        laws=(law,),
        au_cent=("smaller-call-binds",) if binds else (),
        offender=who,
        outcome=RulingOutcome.TOO_LATE,
    )


def _held_or_none(state: DealState, who: int, claim: Claim) -> tuple[Combination | None, bool]:
    try:
        return stands_for(state, who, claim, "corrects to")
    except (NoEffect, Misnomer):
        return None, False


@cites(51)
def _correct_reply(state: DealState, who: int, answer: Answer) -> DealState:
    """The younger corrects a reply of good or equal before the elder calls again or leads (Law 51)."""
    label = party(who)
    act = f"{label} corrects his reply to {answer.value!r}"
    answered = [d for d in state.dialogues if d.answers and d.outcome in (Outcome.GOOD, Outcome.EQUAL)]
    last_reply = max((s.event for s in state.said if s.kind == "reply"), default=-1)
    # Showing his cards or saying what his point makes is not another call (Law 55, Case I): only a call closes the time.
    later_call = any(s.player == ELDER and s.kind == "call" and s.event > last_reply for s in state.said)
    completed = any(s.player == ELDER and s.kind == "complete" and s.event > last_reply for s in state.said)
    if who != YOUNGER or not answered or answer not in (Answer.NOT_GOOD, Answer.EQUAL) or later_call or state.first_lead_made:
        return rule_on(state, act=act, decision="too late: a reply is corrected only before the elder calls again or leads", laws=(51,), offender=who, outcome=RulingOutcome.TOO_LATE)
    calls = [s for s in state.said if s.kind == "call" and s.event < last_reply and s.claim is not None]
    replied_to = calls[-1].claim.category if calls and calls[-1].claim is not None else None
    dialogue = next((d for d in answered if d.category is replied_to), answered[-1])
    if answer is Answer.EQUAL:
        return _correct_to_equal(state, dialogue, act)
    if not _beats(state, dialogue):
        earlier = next((d for d in answered if d is not dialogue and _beats(state, d)), None)
        if earlier is not None:
            # Nothing better than the call he answered last: the correction can only mean an earlier reply, whose time is past.
            return rule_on(
                state,
                act=act,
                decision=f"too late: his reply to the {earlier.category.label} could be corrected only before the elder called again",
                laws=(51,),
                offender=who,
                outcome=RulingOutcome.TOO_LATE,
            )
        return rule_on(state, act=act, decision="of no effect: he holds nothing better than the call he allowed", laws=(51,), offender=who, outcome=RulingOutcome.NO_EFFECT)
    kept = scores_but(state, ELDER, dialogue.category)
    if dialogue.younger_barred:
        # He asked what the point makes: the correction stands, but his point of more cards only bars (Case I, Law 46).
        assert dialogue.resolved is not None
        ruled = completed_call(state, label, dialogue.resolved, f"corrects his reply to {dialogue.resolved} to 'not good'")
        state = state.evolve(rulings=state.rulings + (ruled,), bars=state.bars | {(YOUNGER, dialogue.category)})
    else:
        state = rule_on(
            state,
            act=act,
            decision="corrected in time: the elder's call is not good"
            + ("; saying what his call was completed it, and was not another call" if completed else ""),
            laws=(51,),
            cases=("I",) if completed else (),
            outcome=RulingOutcome.CORRECTED,
            subject=Subject(None, dialogue.category.label),
        )
    return with_dialogue(state.evolve(hand_scores=kept), dialogue.evolve(outcome=Outcome.NOT_GOOD, answers=dialogue.answers + (answer,)))


def _beats(state: DealState, dialogue: Dialogue) -> bool:
    """Whether the younger holds better in this kind than the call he answered."""
    return dialogue.resolved is not None and compare(best_held(dialogue.category, holding_of(state, YOUNGER)), dialogue.resolved) is Comparison.GOOD


@cites(51, 64)
def _correct_to_equal(state: DealState, dialogue: Dialogue, act: str) -> DealState:
    """"Good" corrected to "equal" in time: the younger gave away more than he had to, and Law 51 lets him take it back.

    The law speaks of a younger who holds better; one who holds as good
    and said "good" has conceded the same thing, a score his cards deny
    the elder, and the library reads the law as letting him put that
    right too (see the positions on the blind examination).  Neither then
    scores in the kind.  Quatorzes and trios are never equal (Law 64).
    """
    mine = dialogue.resolved
    held = best_held(dialogue.category, holding_of(state, YOUNGER))
    if dialogue.outcome is not Outcome.GOOD or mine is None or dialogue.category is Category.SET or compare(held, mine) is not Comparison.EQUAL:
        why = "quatorzes and trios are never equal" if dialogue.category is Category.SET else (
            "he does not hold as good as the call he allowed" if dialogue.outcome is Outcome.GOOD else "his reply was not 'good'")
        return rule_on(state, act=act, decision=f"of no effect: {why}", laws=(51, 64) if dialogue.category is Category.SET else (51,), offender=YOUNGER, outcome=RulingOutcome.NO_EFFECT)
    kept = scores_but(state, ELDER, dialogue.category)
    state = rule_on(state, act=act, decision=f"corrected in time: {held} is equal to the call, and neither scores the {dialogue.category.label}", laws=(51,), outcome=RulingOutcome.CORRECTED, subject=Subject(None, dialogue.category.label))
    return with_dialogue(state.evolve(hand_scores=kept), dialogue.evolve(outcome=Outcome.EQUAL, answers=dialogue.answers + (Answer.EQUAL,)))


def _corrected_just_now(state: DealState) -> Claim | None:
    """The call the elder corrected by the act just before this one, before the younger played to the first trick, or None."""
    if not state.log or state.acted_by[-1] != ELDER or state.younger_has_played:
        return None
    last = state.log[-1]
    if not isinstance(last, Correct) or isinstance(last.correction, Answer):
        return None
    return last.correction


def _answers_a_corrected_call(state: DealState, who: int, event: Reply) -> bool:
    """The younger replies straight after the elder corrected a call, and the correction left no call awaiting him."""
    return who == YOUNGER and not state.declared_all and awaiting_answer(state) is None and _corrected_just_now(state) is not None


@rule("reply", marks=(DECLARATION_RUN,), laws=(52,), cases=("IX",), when=_answers_a_corrected_call, exception_to=reply_rule,
      label="a reply to a corrected call")
def reply_to_a_corrected_call(state: DealState, who: int, event: Reply) -> DealState:
    """The younger answers the call the elder has just corrected: an answer like any other (Case IX, Law 52).

    Case IX has the younger say "not good" to a call put right after his
    "good", and treats it as his answer.  However the correction was ruled
    (a misnomer named rightly, a call put right to one still not held, a
    correction too late to spare a penalty), what the elder now says he
    holds is the call before the younger: it is put to him again, and his
    reply is ruled as any reply to it is (a "not good" his cards contradict
    included).  What the elder reckoned of that kind waits on the answer.
    """
    correction = _corrected_just_now(state)
    assert correction is not None
    category = correction.category
    try:
        held, founded = stands_for(state, ELDER, correction, "corrects to", heard=True)
    except (NoEffect, Misnomer):
        # A correction to what he could not possibly hold puts no call before the younger: the base rule says so.
        return reply_rule(state, who, event)
    dialogue = state.dialogue(category)
    kept = tuple(
        s for s in state.hand_scores
        if not (s.player == ELDER and s.category is category and (not s.founded or (s.what is not None and s.what.key == held.key)))
    )
    put = with_dialogue(
        state.evolve(hand_scores=kept),
        dialogue.evolve(outcome=Outcome.AWAITING, call=correction, resolved=held, answers=(), founded=founded, contradicted=False),
    )
    answered: DealState = run("reply", put.phase, put, who, event)
    return answered
