"""A call disallowed by a reply the younger's own cards contradict, and the call shown afterwards (Laws 54, 55).

The younger who answers "not good" claims to hold better; "equal", to hold
as good.  When his cards say otherwise the reply is still what was said at
the table: the referee does not refuse it, it rules on it.  The Laws of
Piquet set no penalty for a false reply.  The library reads the reply as a
claim the younger cannot make good, which the elder let stand, and so gives
the elder Law 54's remedy against a claim found unfounded: once it comes
out, he may show the cards he called and reckon them if they are better, or
show that they are equal, whenever it is found out in the deal (Law 55 lets
him ask to see what the younger claims).  Piquet au Cent says as much in a
clause of its own (:func:`piquet.rules.au_cent_showing.disallowed_call_shown`).
"""

from __future__ import annotations

from piquet.game.acts import Answer, Reply, ShowCards
from piquet.game.state import ELDER, YOUNGER, DealState, Dialogue, Outcome
from piquet.rules.asking import value_asked
from piquet.rules.declaring_common import awaiting_answer, hand_score, holding_of, say, scored_once, scores_but, with_dialogue
from piquet.rules.replies import reply_rule
from piquet.rules.common import rule_on, party
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.rules.marks import DECLARATION_RUN
from piquet.lawbook.registry import rule
from piquet.rules.showing import record_shown, show_cards, shown_bits, shows_at_least
from piquet.table.categories import Category
from piquet.table.claims import PointClaim, best_held
from piquet.table.combinations import Comparison, compare

__all__ = ["reply_contradicted", "call_shown_after_a_false_reply", "false_reply", "shows_after_a_false_reply"]


def false_reply(state: DealState, answer: Answer) -> Dialogue | None:
    """The dialogue a reply of "not good" or "equal" would answer falsely, or None if the reply is true (or no full call awaits it)."""
    if state.declared_all or answer not in (Answer.NOT_GOOD, Answer.EQUAL):
        return None
    dialogue = awaiting_answer(state)
    if dialogue is None or dialogue.call is None or dialogue.resolved is None or value_asked(dialogue):
        return None
    count_only = isinstance(dialogue.call, PointClaim) and dialogue.call.value is None and not dialogue.answers
    if answer is Answer.EQUAL and (count_only or dialogue.category is Category.SET):
        return None  # asking the value, or an equality the laws do not admit (Law 64): other rules answer these
    theirs = best_held(dialogue.category, holding_of(state, YOUNGER))
    verdict = compare(theirs, dialogue.resolved)
    if answer is Answer.NOT_GOOD and verdict is not Comparison.GOOD:
        return dialogue
    if answer is Answer.EQUAL and verdict is Comparison.NOT_GOOD:
        return dialogue
    return None


def _contradicted(state: DealState, who: int, event: Reply) -> bool:
    return who == YOUNGER and false_reply(state, event.answer) is not None


# In au cent the elder's remedy is the clause on a good call disallowed, which governs the reply in place of Laws 54 and 55.
@rule("reply", marks=(DECLARATION_RUN,), laws=(54, 55), also=(au_cent_clause("disallowed-good-call"),), when=_contradicted, exception_to=reply_rule,
      label="a reply the younger's own cards contradict")
def reply_contradicted(state: DealState, who: int, event: Reply) -> DealState:
    """The younger disallows a call, or calls it equal, holding nothing to make it so: the reply stands until it is found out.

    The call is not reckoned for now; the elder may show it and reckon it
    (or show its equality) once the reply is found out (Laws 54, 55; in au cent, :au-cent:`disallowed-good-call`).
    """
    dialogue = false_reply(state, event.answer)
    assert dialogue is not None and dialogue.resolved is not None
    theirs = best_held(dialogue.category, holding_of(state, YOUNGER))
    holding = f"his best is {theirs}" if theirs is not None else f"he holds no {dialogue.category.label}"
    outcome = Outcome.NOT_GOOD if event.answer is Answer.NOT_GOOD else Outcome.EQUAL
    remedy = "reckon it" if event.answer is Answer.EQUAL or compare(dialogue.resolved, theirs) is Comparison.GOOD else "show his equality"
    state = rule_on(
        state,
        act=f"{party(who)} replies {event.answer.value!r} to {dialogue.resolved}; {holding}",
        decision=f"the reply is contradicted by {party(who)}'s own cards, and the laws set no penalty for it; it stands as said "
        f"until it is found out, and then {party(ELDER)} may show the cards he called and {remedy}, "
        "whenever in the deal it comes out",
        laws=() if state.setup.au_cent else (54, 55),
        au_cent=("disallowed-good-call",) if state.setup.au_cent else (),
        displaced=(),
        offender=who,
        injured=ELDER,
        facts=(f"{party(who)} holds nothing {'better than' if event.answer is Answer.NOT_GOOD else 'as good as'} {dialogue.resolved}",),
    )
    state = with_dialogue(state, dialogue.evolve(outcome=outcome, answers=dialogue.answers + (event.answer,), contradicted=True))
    return say(state, who, "reply", None, None, event.answer)


def _puts_right(state: DealState, who: int, event: ShowCards) -> Dialogue | None:
    """The dialogue a false reply left open that the elder's cards shown now put right."""
    if who != ELDER:
        return None
    # What he shows now, with what he showed before (the king of a trio among the cards of his point, say).
    shown = (event.cards.bits | shown_bits(state, ELDER)) & holding_of(state, ELDER)
    for dialogue in state.dialogues:
        if dialogue.contradicted and dialogue.resolved is not None and shows_at_least(shown, dialogue.resolved):
            return dialogue
    return None


def shows_after_a_false_reply(state: DealState, who: int, event: ShowCards) -> bool:
    """Whether the elder shows a call the younger's false reply let stand, to put it right (Laws 54, 55)."""
    return _puts_right(state, who, event) is not None


def put_right(state: DealState, event: ShowCards, *, laws: tuple[int, ...] = (), au_cent: tuple[str, ...] = (),
              displaced: tuple[int, ...] = ()) -> DealState:
    """The elder's call, shown after a false reply: reckoned if better than what the younger holds, equal if as good."""
    dialogue = _puts_right(state, ELDER, event)
    assert dialogue is not None and dialogue.resolved is not None
    state = record_shown(state, ELDER, event)
    theirs = best_held(dialogue.category, holding_of(state, YOUNGER))
    better = compare(dialogue.resolved, theirs) is Comparison.GOOD
    # Whatever the younger reckoned on the strength of his reply falls with it.
    kept = scores_but(state, YOUNGER, dialogue.category)
    if better:
        kept = scored_once(kept, hand_score(ELDER, dialogue.resolved, said_at=state.events))
    state = rule_on(
        state,
        act=f"{party(ELDER)} shows {event.cards}, his {dialogue.resolved}, which {party(YOUNGER)} answered falsely",
        decision=(f"{party(ELDER)} reckons {dialogue.resolved}" if better else f"the {dialogue.category.label} is equal: neither reckons it"),
        laws=laws,
        au_cent=au_cent,
        displaced=displaced,
        injured=ELDER,
        offender=YOUNGER,
    )
    outcome = Outcome.GOOD if better else Outcome.EQUAL
    return with_dialogue(state.evolve(hand_scores=kept), dialogue.evolve(outcome=outcome, contradicted=False))


@rule("show cards", laws=(54, 55), when=shows_after_a_false_reply, exception_to=show_cards, label="a call shown after a false reply")
def call_shown_after_a_false_reply(state: DealState, who: int, event: ShowCards) -> DealState:
    """The elder shows the call the younger disallowed or called equal falsely: he reckons it, or its equality stands (Laws 54, 55)."""
    return put_right(state, event, laws=(54, 55))
