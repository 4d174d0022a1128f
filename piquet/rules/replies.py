"""The younger's replies to the elder's calls (Laws 46, 48, 51, 53, 55, 56, 64; Cases I, IV, VII, XII): the rule of a reply and its exception.

He answers good, not good or equal, or asks what a point makes; a reply
that took effect is kept with what was said, so that a later correction
knows what it answered.  The elder's "not good" to what the younger
reckoned, his calls implying better, is a reply too (Case IV).
"""

from __future__ import annotations

from lawkit.ruling import Finding, Ruling
from piquet.game.acts import Answer, Call, Reckon, Reply
from piquet.game.state import ELDER, YOUNGER, DealState, Dialogue, Outcome
from piquet.lawbook.citation import case as case_citation
from piquet.lawbook.citation import cites, law
from piquet.lawbook.registry import rule
from piquet.rules.asking import admitted_by_asking, completed_call, value_asked
from piquet.rules.common import party, rule_on
from piquet.rules.declaring_common import NoEffect, awaiting_answer, beaten_reckonings, hand_score, holding_of, say, scored_once, with_dialogue
from piquet.rules.implied import implied_best
from piquet.rules.marks import DECLARATION_RUN
from piquet.rules.misnomers import applied_or_refused, words_when_ruled
from piquet.table.categories import Category
from piquet.table.claims import PointClaim, SequenceClaim, best_held, by_length_alone
from piquet.table.combinations import Comparison, Point, compare

__all__ = ["reply", "reply_rule", "objects_by_implication"]


@cites(48, cases=("XII",))
def _owed_its_top(state: DealState, answered: Dialogue, answer: Answer) -> DealState:
    """A bare call not good against the cards allowed without asking: its top card or rank was owed, but no penalty (Law 48).

    The elder is bound to say to what card only when his call is not good
    against the cards; the younger could have asked before he answered
    (Case XII), and his answer binds him.  Ruled on the call, when the
    answer shows the younger was never told.
    """
    call = answered.call
    if answer not in (Answer.GOOD, Answer.EQUAL) or call is None or not by_length_alone(call):
        return state
    if not answered.founded or answered.first_good_against_the_cards or answered.resolved is None:
        return state
    made = next((s for s in reversed(state.said) if s.kind == "call" and s.player == ELDER and s.claim is call), None)
    if made is None or any(s.kind == "ask" and s.player == YOUNGER and s.event > made.event for s in state.said):
        return state
    spoken = state.log[made.event] if made.event < len(state.log) else None
    if not isinstance(spoken, Call) or not by_length_alone(spoken.claim):
        return state  # he named a card, wrongly: a misnomer (Law 53), not a call by length alone
    label = party(ELDER)
    owed = "to what card it runs" if isinstance(call, SequenceClaim) else "of what rank it is"
    return rule_on(
        state,
        act=f"{label} calls {call} without saying {owed}",
        decision=f"allowed: the call was not good against the cards, so {label} was bound to say {owed} (he holds {answered.resolved}); "
        f"the laws set no penalty, and {state.setup.younger} answered {answer.value!r} without asking",
        laws=(48,),
        cases=("XII",),
        offender=ELDER,
        event=made.event,
    )


@cites(49)
def _reckoned_after_good(state: DealState) -> bool:
    """Whether the act before this was the elder's call of a kind already allowed good, which he reckons without an answer (Law 49)."""
    if not state.said or state.said[-1].event != state.events - 1:
        return False
    last = state.said[-1]
    return last.player == ELDER and last.kind == "call" and last.claim is not None and state.dialogue(last.claim.category).outcome is Outcome.GOOD


@cites(46, 51, 62, 63, 64, cases=("I",))
def reply(state: DealState, who: int, answer: Answer) -> DealState:
    """The younger hand answers the pending call.

    ``good`` is always open to him (a player need not show what he holds);
    ``not good`` and ``equal`` must be true of his hand.  He may ask what a
    point makes only if he holds as many cards, and the asking bars him from
    counting a point of more cards (Law 46, Case I).  Quatorzes and trios
    admit no equality (Law 64).
    """
    label = party(who)
    if who != YOUNGER:
        raise NoEffect("only the younger hand answers a call", laws=(46,), player=label)
    if state.declared_all:
        raise NoEffect("everything has been declared", laws=(46,), player=label)
    dialogue = awaiting_answer(state)
    if dialogue is None or dialogue.call is None or dialogue.resolved is None:
        if admitted_by_asking(state) and answer is not Answer.GOOD:
            raise NoEffect(
                f"{label} asked which card of the trio called is out, or to see it, and so allowed it good: he cannot now call it {answer.value}",
                laws=(55,),
                cases=("VII",),
                player=label,
            )
        if answer is Answer.GOOD and _reckoned_after_good(state):
            # "Good" to a lesser call the elder reckons of a kind already allowed good (Law 49) only says what is so.
            return state
        raise NoEffect("there is no call to answer", laws=(46,), player=label)
    if value_asked(dialogue):
        raise NoEffect("the elder hand has not yet said what his point makes", laws=(46,), player=label)
    category = dialogue.category
    mine = dialogue.resolved
    theirs = best_held(category, holding_of(state, YOUNGER))
    count_only = isinstance(dialogue.call, PointClaim) and dialogue.call.value is None and not dialogue.answers
    if answer is Answer.WHAT_DO_THEY_MAKE or (answer is Answer.EQUAL and count_only):
        if not count_only:
            raise NoEffect("'what do they make' asks the value of a point called by its number of cards", laws=(46,), player=label)
        their_length = theirs.length if isinstance(theirs, Point) else 0
        if their_length < mine.key[0]:
            raise NoEffect(
                f"{label} may ask what the point makes only holding at least {mine.key[0]} cards in a suit",
                laws=(46,),
                player=label,
            )
        barred = their_length > mine.key[0]
        rulings = state.rulings
        if barred:
            rulings += (
                Ruling(
                    event=state.events,
                    act=f"{label} answers {answer.value!r} to a point of {mine.key[0]} cards, holding {their_length}",
                    decision=f"{label} may not count a point of more than {mine.key[0]} cards this deal; "
                    "his point, though not good to score, is good to bar a pique or a repique",
                    findings=(Finding(f"{label} holds a point of {their_length} cards", (state.events,)),),
                    citations=(law(46), case_citation("I")),
                    note=True,
                ),
            )
        return with_dialogue(
            state,
            dialogue.evolve(answers=dialogue.answers + (answer,), younger_barred=barred, call=PointClaim(mine.key[0], mine.key[1], getattr(mine, "suit", None))),
            rulings=rulings,
        )
    if answer is Answer.GOOD:
        beaten = beaten_reckonings(state, mine, category)
        kept = tuple(s for s in state.hand_scores if s not in beaten)
        return with_dialogue(
            state,
            dialogue.evolve(outcome=Outcome.GOOD, answers=dialogue.answers + (answer,)),
            hand_scores=scored_once(kept, hand_score(ELDER, mine, founded=dialogue.founded, said_at=state.events)),
        )
    if answer is Answer.NOT_GOOD:
        # A "not good" his cards contradict is ruled on by piquet.rules.disallowing, an exception to this rule.
        bars = state.bars | {(YOUNGER, category)} if dialogue.younger_barred else state.bars
        rulings = state.rulings
        if dialogue.younger_barred and dialogue.value_stated:
            rulings += (completed_call(state, label, mine, f"answers 'not good' to {mine}"),)
        return with_dialogue(
            state,
            dialogue.evolve(outcome=Outcome.NOT_GOOD, answers=dialogue.answers + (answer,)),
            bars=bars,
            rulings=rulings,
        )
    # Answer.EQUAL to a full call
    if category is Category.SET:
        raise NoEffect("there is no equality between quatorzes or trios", laws=(64,), player=label)
    # An "equal" his cards contradict is ruled on by piquet.rules.disallowing, an exception to this rule.
    return with_dialogue(state, dialogue.evolve(outcome=Outcome.EQUAL, answers=dialogue.answers + (answer,)))


@rule("reply", marks=(DECLARATION_RUN,), laws=(46, 48, 51, 53, 55, 64), cases=("I", "VII", "XII"), label="a reply to a call")
def reply_rule(state: DealState, who: int, event: Reply) -> DealState:
    """The younger answers the elder's call: good, not good, equal, or what it makes (Law 46).

    A reply that took effect is kept with what was said, so that a later
    correction (Law 51) knows which call it answered and what came after it.
    """
    answered = applied_or_refused(state, who, words_when_ruled(state, who, "replies {!r}", event.answer.value), reply, event.answer)
    if answered.dialogues == state.dialogues:
        return answered
    pending = awaiting_answer(state)
    if pending is not None:
        answered = _owed_its_top(answered, pending, event.answer)
    return say(answered, who, "reply", None, None, event.answer)


def _last_reckoning(state: DealState) -> Reckon | None:
    """The younger's reckoning the elder's act answers: the younger's last act, if it was one (ruled or not)."""
    for act, by in zip(reversed(state.log), reversed(state.acted_by)):
        if by is not None:
            return act if isinstance(act, Reckon) and by == YOUNGER else None
    return None


def _objects_by_implication(state: DealState, who: int, event: Reply) -> bool:
    """The elder, after his lead and before the younger plays, says "not good" to what the younger reckoned, his calls
    implying better in that kind (Case IV)."""
    if who != ELDER or event.answer is not Answer.NOT_GOOD or not state.first_lead_made or state.younger_has_played:
        return False
    reckoned = _last_reckoning(state)
    if reckoned is None:
        return False
    category = reckoned.claim.category
    implied = implied_best(state, ELDER, category)
    already = any(h.player == ELDER and h.category is category for h in state.hand_scores)
    return implied is not None and not already and compare(implied, best_held(category, holding_of(state, YOUNGER))) is Comparison.GOOD


@rule("reply", marks=(DECLARATION_RUN,), laws=(56,), cases=("IV",), when=_objects_by_implication, exception_to=reply_rule, label="the elder objects to what the younger reckoned")
def objects_by_implication(state: DealState, who: int, event: Reply) -> DealState:
    """The elder objects to the younger's reckoning with what his calls implied: he must then reckon it (Case IV).

    He need not reckon what he declared by implication (under a rubicon he
    may prefer to score nothing), but to object to the younger's lesser
    holding he must reckon his own, and he may, before the younger plays to
    the first trick (Law 56).
    """
    reckoned = _last_reckoning(state)
    assert reckoned is not None
    category = reckoned.claim.category
    implied = implied_best(state, ELDER, category)
    assert implied is not None
    state = rule_on(
        state,
        act=f"{party(ELDER)} objects to {party(YOUNGER)}'s {reckoned.claim}",
        decision=f"allowed: {party(ELDER)} declared {implied} by implication in what he called; objecting, he must reckon it, "
        f"and may, before {party(YOUNGER)} has played to the first trick",
        laws=(56,),
        cases=("IV",),
    )
    # What he must reckon to object is what his calls implied, and no more: under a rubicon he may wish to score little.
    return say(state.evolve(hand_scores=state.hand_scores + (hand_score(ELDER, implied, ("IV",)),)), ELDER, "reckon", None, implied)


def _contests_a_reckoning(state: DealState, who: int, event: Reply) -> bool:
    """The elder says "not good" to what the younger has just reckoned, after the lead and before the younger plays."""
    if who != ELDER or event.answer is not Answer.NOT_GOOD or not state.first_lead_made or state.younger_has_played:
        return False
    return _last_reckoning(state) is not None


@rule("reply", marks=(DECLARATION_RUN,), laws=(46, 56), cases=("IV",), when=_contests_a_reckoning, exception_to=reply_rule,
      yields_to=(objects_by_implication,), label="the elder contests what the younger reckoned")
def contests_a_reckoning(state: DealState, who: int, event: Reply) -> DealState:
    """The elder's "not good" to the younger's reckoning, his calls implying nothing better: no answer, and no fault (Law 56).

    Only the younger answers a call (Law 46), so the words decide nothing by
    themselves.  But until the younger plays to the first trick the elder
    may still reckon what he omitted (Law 56, Case IV), and contesting the
    younger's claim is how he comes to it: what he then reckons is ruled on,
    and his words name him in no error.
    """
    reckoned = _last_reckoning(state)
    assert reckoned is not None
    return rule_on(
        state,
        act=f"{party(ELDER)} says 'not good' to {party(YOUNGER)}'s {reckoned.claim}",
        decision=f"no answer in itself, and no error: {party(ELDER)} may still reckon what he omitted before "
        f"{party(YOUNGER)} plays to the first trick, and what he reckons decides whose {reckoned.claim.category.label} is good",
        laws=(46, 56),
        cases=("IV",),
        note=True,
    )
