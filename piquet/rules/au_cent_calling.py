"""Piquet au Cent: calling and declaring, where au cent displaces Laws 18-20 and 46-56.

A point called by its value, a sequence to its card, a quatorze or trio by
its rank; an under-call binds; nothing omitted once the elder has led; the
younger abides by his answer; the younger's carte blanche told after the
elder took in; a quatorze or trio called and not held.  Each rule is an
exception to the rule applying the law it displaces, declared for au cent
(``variant=Variant.AU_CENT``): the referee selects it only in an au cent deal.
"""

from __future__ import annotations

import attrs

from piquet.game.acts import AnnounceCarteBlanche, Call, Correct, Reply
from piquet.game.state import ELDER, YOUNGER, DealState, Dialogue, HandScore, Outcome
from piquet.game.variant import Variant
from piquet.lawbook.registry import rule, rule_of, run
# An elder's call that finds the younger standing on his twelve takes him in first and is then heard again (Law 46): the
# au cent exceptions to the call yield to it, and apply when the call is heard again.
from piquet.rules.calls import call_after_the_younger_kept_his_cards, call_not_held, call_rule
from piquet.rules.corrections import correct_call
from piquet.rules.declaring_common import awaiting_answer, scores_but, with_dialogue
from piquet.rules.asking import admitted_by_asking
from piquet.rules.replies import reply_rule
from piquet.rules.first_trick import first_trick
from piquet.rules.miscalls import could_not_have_held, fix_unheld_set, found_before, unheld_set_settled
from piquet.rules.carte_blanche import announce_after_adversary_took_in, announce_carte_blanche
from piquet.rules.common import party, RulingOutcome, rule_on
from piquet.table.categories import Category
from piquet.table.claims import Answer, PointClaim, SequenceClaim, SetClaim, resolve

# -- calling ---------------------------------------------------------------------------


def refused_in_au_cent(
    state: DealState, who: int, *, act: str, reason: str, clause: str, displaced: tuple[int, ...], late: bool = False, breach: bool = True,
    also: tuple[str, ...] = (),
) -> DealState:
    """An au cent ruling that a call is of no effect (or, its time past, too late), citing the clause and the law it displaces.

    A call made against what a clause commands (the point's value unnamed, an
    answer not abided by) names the caller in error, though no penalty is set;
    a call that only comes too late, or that a clause bars (``breach=False``),
    breaks nothing and names no one.  ``also``: further clauses the ruling rests on, cited after ``clause``.
    """
    verdict = "too late" if late else "of no effect"
    offender = who if breach and not late else None
    outcome = RulingOutcome.TOO_LATE if late else RulingOutcome.NO_EFFECT
    return rule_on(state, act=act, decision=f"{verdict}: {reason}", laws=(), au_cent=(clause,) + also, displaced=displaced, offender=offender, outcome=outcome)


def _value_pending(state: DealState) -> bool:
    point = state.dialogue(Category.POINT)
    return point.outcome is Outcome.AWAITING and bool(point.answers)


def _point_by_its_number(state: DealState, who: int, event: Call) -> bool:
    claim = event.claim
    return (
        who == ELDER
        and isinstance(claim, PointClaim)
        and claim.value is None
        and not _value_pending(state)
    )


@rule(
    "call",
    laws=(46,),
    au_cent=("point-called-by-value",),
    when=_point_by_its_number,
    exception_to=call_rule,
    # The clause is about the form of a call, Law 54 about its truth: a point called by its number of cards that he
    # does not hold is a call not held, which the younger may allow good, and Law 54 judges it (docs/decisions.rst).
    yields_to=(call_after_the_younger_kept_his_cards, call_not_held,),
    label="a point called by its number of cards only",
    variant=Variant.AU_CENT,
)
def point_called_by_its_number(state: DealState, who: int, event: Call) -> DealState:
    """In au cent the elder calls what his point makes; its number of cards alone is no call (Law 46 otherwise).

    Held or not: a point he does not hold, called by its number of cards, is
    no call either, so it is never allowed good and Law 54 never reaches it.
    """
    return refused_in_au_cent(
        state,
        who,
        act=f"{party(who)} calls a point of {event.claim.length if isinstance(event.claim, PointClaim) else ''} without its value",
        reason="in au cent the elder must call the number his point makes, not only its number of cards; the call is to be made again with its value",
        clause="point-called-by-value",
        displaced=(46,),
    )


def _bare_point_awaiting(state: DealState, who: int, event: Call) -> bool:
    """The elder, before he leads, calls his point with its value after calling by its number of cards alone a point he
    does not hold, answered or not.  (A question of its value, Case I, gives the call its value as the question is
    asked, so the call then standing is no bare one, and this does not arise.)"""
    if who != ELDER or not isinstance(event.claim, PointClaim) or event.claim.value is None or state.first_lead_made:
        return False
    point = state.dialogue(Category.POINT)
    return isinstance(point.call, PointClaim) and point.call.value is None and point.outcome is not Outcome.OPEN


@rule(
    "call",
    laws=(46, 52),
    au_cent=("point-called-by-value",),
    when=_bare_point_awaiting,
    exception_to=call_rule,
    yields_to=(call_after_the_younger_kept_his_cards,),
    # The call with its value is judged afresh, held or not, once the bare call is set aside.
    prevails_over=(call_not_held,),
    label="a point called by its number of cards, then again with its value before an answer",
    variant=Variant.AU_CENT,
)
def bare_point_called_again(state: DealState, who: int, event: Call) -> DealState:
    """The bare call was not the call au cent asks for, and no answer gave it effect: it is of no effect, and the call
    with its value is the one answered (Law 46 otherwise)."""
    point = state.dialogue(Category.POINT)
    bare = [i for i, s in enumerate(state.said) if s.player == ELDER and s.kind == "call" and s.claim == point.call and not s.corrected]
    at = state.said[bare[-1]].event if bare else state.events
    said = tuple(attrs.evolve(s, corrected=True) if i in bare else s for i, s in enumerate(state.said))
    state = rule_on(
        state,
        event=at,
        act=f"{party(who)} calls a point of {point.call.length if isinstance(point.call, PointClaim) else ''} without its value",
        decision="of no effect: in au cent the elder must call the number his point makes, not only its number of cards; "
        "he called it again with its value before he led, in time to put it right (Law 52), and that call is the one answered",
        laws=(52,),
        au_cent=("point-called-by-value",),
        displaced=(46,),
        offender=who,
        outcome=RulingOutcome.NO_EFFECT,
    )
    state = with_dialogue(state, Dialogue(Category.POINT), said=said, hand_scores=scores_but(state, ELDER, Category.POINT))
    called: DealState = run("call", state.phase, state, who, event)
    return called


def _not_named(state: DealState, who: int, event: Call) -> bool:
    claim = event.claim
    return (
        who == ELDER
        and ((isinstance(claim, SequenceClaim) and claim.top is None) or (isinstance(claim, SetClaim) and claim.rank is None))
    )


@rule(
    "call",
    laws=(48,),
    au_cent=("sequence-named-to-its-card",),
    when=_not_named,
    exception_to=call_rule,
    yields_to=(call_after_the_younger_kept_his_cards,),
    # Held or not, a sequence, quatorze or trio not named to its card or rank is no call (au cent
    # sequence-named-to-its-card): it cannot be allowed good, so Law 54 never reaches it.
    prevails_over=(call_not_held,),
    label="a sequence, quatorze or trio called by its number of cards only",
    variant=Variant.AU_CENT,
)
def sequence_or_set_not_named(state: DealState, who: int, event: Call) -> DealState:
    """In au cent a sequence is called to its top card, a quatorze or trio by its rank; the number of cards alone is no call (Law 48 otherwise)."""
    what = "card his sequence is to" if isinstance(event.claim, SequenceClaim) else "rank of the cards"
    return refused_in_au_cent(
        state,
        who,
        act=f"{party(who)} calls {event.claim} without naming the {what}",
        reason=f"in au cent the elder must name the {what}; the call is to be made again in full",
        clause="sequence-named-to-its-card",
        displaced=(48,),
    )


#: The clauses on the form of a call, by the rule that refuses a call made without it, with the law each displaces.
_FORM_CLAUSES = {
    rule_of(point_called_by_its_number).name: ("point-called-by-value", (46,)),
    rule_of(sequence_or_set_not_named).name: ("sequence-named-to-its-card", (48,)),
}


def _bare_call_answered(state: DealState) -> tuple[str, tuple[int, ...]] | None:
    """The clause (and the law it displaces) that made the elder's last call count for nothing, if the younger now answers
    that call: no call awaits an answer, and the last thing ruled is the bare call's refusal, the elder having called nothing since."""
    dialogue = awaiting_answer(state)
    if state.declared_all or (dialogue is not None and dialogue.call is not None and dialogue.resolved is not None):
        return None
    if admitted_by_asking(state):
        return None  # a trio admitted by asking which card is out is answered by Case VII, not by the form of the call
    refused = next((r for r in reversed(state.rulings) if not r.note), None)
    if refused is None or refused.rule not in _FORM_CLAUSES or refused.event is None:
        return None
    if any(s.player == ELDER and s.kind == "call" and s.event > refused.event for s in state.said):
        return None
    return _FORM_CLAUSES[refused.rule]


@rule(
    "reply",
    laws=(46, 48),
    au_cent=("point-called-by-value", "sequence-named-to-its-card"),
    when=lambda state, who, event: who == YOUNGER and _bare_call_answered(state) is not None,
    exception_to=reply_rule,
    label="a reply to a call that counted for nothing, in au cent",
    variant=Variant.AU_CENT,
)
def reply_to_a_bare_call(state: DealState, who: int, event: Reply) -> DealState:
    """A call by its number of cards alone is no call in au cent, so the answer to it answers nothing: of no effect, under
    the clause that made the call count for nothing (Laws 46 and 48 would have let the call stand)."""
    found = _bare_call_answered(state)
    assert found is not None
    clause, displaced = found
    return refused_in_au_cent(
        state,
        who,
        act=f"{party(who)} replies {event.answer.value!r}",
        reason=f"there is no call to answer, since in au cent a call not made in full ({clause}) counts for nothing",
        clause=clause,
        displaced=displaced,
    )


def _better_than_allowed(state: DealState, who: int, event: Call) -> bool:
    """A call, after a call of the same kind was allowed good, of something better than that first call."""
    if who != ELDER:
        return False
    category = event.claim.category
    if category is Category.POINT:
        return False
    dialogue = state.dialogue(category)
    if dialogue.outcome is not Outcome.GOOD or dialogue.resolved is None:
        return False
    held = resolve(event.claim, state.hands[ELDER] | state.played[ELDER])
    return held is not None and held.key > dialogue.resolved.key


@rule(
    "call",
    laws=(49, 50),
    au_cent=("smaller-call-binds",),
    when=_better_than_allowed,
    exception_to=call_rule,
    yields_to=(call_after_the_younger_kept_his_cards,),
    # A bare sequence or set called after an under-call is both unnamed and more than the under-call: the under-call
    # binds whatever form the later call takes, so that is the answer (made again in full, it would still not count).
    prevails_over=(sequence_or_set_not_named,),
    label="more called after an under-call was allowed",
    variant=Variant.AU_CENT,
)
def better_than_an_under_call(state: DealState, who: int, event: Call) -> DealState:
    """In au cent an elder who under-called is held to his call: nothing better is reckoned, even if his call was good against the cards (Laws 49, 50 otherwise)."""
    first = state.dialogue(event.claim.category).resolved
    return refused_in_au_cent(
        state,
        who,
        act=f"{party(who)} calls {event.claim} after {first} was allowed good",
        reason=f"in au cent an under-call binds: having called {first}, he reckons nothing superior to it, "
        "even though his call was good against the cards",
        clause="smaller-call-binds",
        displaced=(49, 50),
    )


def _after_the_lead(state: DealState, who: int, event: Call) -> bool:
    return who == ELDER and state.first_lead_made and not state.younger_has_played


@rule(
    "call",
    laws=(56,),
    cases=("IV",),
    au_cent=("nothing-omitted-after-play",),
    when=_after_the_lead,
    exception_to=call_rule,
    yields_to=(call_after_the_younger_kept_his_cards,),
    # Once he has led, the elder calls nothing (nothing-omitted-after-play), held or not: a call not held is not heard
    # as said, so Law 54 has nothing to judge.  Its time is past whatever its form, so the clauses on the form of a call
    # (a point by its number of cards, a sequence or set not named) and the under-call that binds are not reached.
    prevails_over=(call_not_held, point_called_by_its_number, sequence_or_set_not_named, better_than_an_under_call),
    label="a call made after the elder has led",
    variant=Variant.AU_CENT,
)
def call_after_the_lead(state: DealState, who: int, event: Call) -> DealState:
    """In au cent the elder reckons nothing omitted once he has led (Law 56 and Case IV allow it until the younger plays)."""
    return refused_in_au_cent(
        state,
        who,
        act=f"{party(who)} calls {event.claim} after leading a card",
        reason="in au cent nothing omitted is reckoned once the elder has led a card",
        clause="nothing-omitted-after-play",
        displaced=(56,),
        late=True,
    )


def _withdraws_allowed_reply(state: DealState, who: int, event: Correct) -> bool:
    """The younger would withdraw a reply of good or equal to a correct call."""
    if who != YOUNGER or event.correction not in (Answer.NOT_GOOD, Answer.EQUAL):
        return False
    answered = [d for d in state.dialogues if d.answers and d.outcome in (Outcome.GOOD, Outcome.EQUAL)]
    return bool(answered) and all(d.founded for d in answered)


@rule(
    "correct",
    laws=(51,),
    au_cent=("younger-abides-by-answer",),
    when=_withdraws_allowed_reply,
    exception_to=correct_call,
    label="a reply allowing a correct call withdrawn",
    variant=Variant.AU_CENT,
)
def reply_allowed_withdrawn(state: DealState, who: int, event: Correct) -> DealState:
    """In au cent the younger who allowed a correct call good or equal abides by his answer (Law 51 lets him correct it in time)."""
    return refused_in_au_cent(
        state,
        who,
        act=f"{party(who)} corrects his reply to {getattr(event.correction, 'value', event.correction)!r}",
        reason="in au cent the younger hand who allowed a correct call good or equal must abide by his answer",
        clause="younger-abides-by-answer",
        displaced=(51,),
    )


# -- carte blanche -------------------------------------------------------------------------


def _younger_after_elder_took_in(state: DealState, who: int, event: AnnounceCarteBlanche) -> bool:
    return who == YOUNGER and state.taken[ELDER] is not None and not state.first_lead_made


@rule(
    "announce carte blanche",
    laws=(18, 20),
    au_cent=("carte-blanche-of-younger",),
    when=_younger_after_elder_took_in,
    exception_to=announce_after_adversary_took_in,
    label="the younger tells of his carte blanche once the elder has taken in, in au cent",
    variant=Variant.AU_CENT,
)
def younger_tells_carte_blanche_after_the_elder_took_in(state: DealState, who: int, event: AnnounceCarteBlanche) -> DealState:
    """In au cent the younger need not tell of a carte blanche until the elder has discarded and touched the stock.

    Under the Laws of Piquet he tells at once (Law 20), and telling only now
    is a matter of etiquette (Case VI); in au cent it is his right.
    """
    state = announce_carte_blanche(state, who, event)
    return rule_on(
        state,
        act=f"{party(who)} tells of a carte blanche after {state.setup.elder} has discarded and taken in",
        decision="in time: in au cent the younger hand need not declare his carte blanche until the elder has discarded "
        "and touched the stock; it counts",
        laws=(),
        au_cent=("carte-blanche-of-younger",),
        displaced=(20,),
        # His right in au cent: what the clause makes of a regular act, said for the record.
        note=True,
    )


# -- a quatorze or trio called and not held --------------------------------------------------


def _unheld_sets(state: DealState) -> list[HandScore]:
    return [s for s in state.hand_scores if not s.founded and s.category is Category.SET]


def _unheld_set_allowed(state: DealState) -> bool:
    return bool(_unheld_sets(state))


@rule(
    "first trick", cases=("II",),
    laws=(44, 46, 52, 54, 56),
    au_cent=("unheld-quatorze-or-trio",),
    when=_unheld_set_allowed,
    exception_to=first_trick,
    label="a quatorze or trio not held, allowed good and played on, in au cent",
    variant=Variant.AU_CENT,
)
def unheld_quatorze_or_trio_played_on(state: DealState) -> DealState:
    """In au cent a player who called a quatorze or trio he does not hold, had it allowed and played a card
    without correcting it, reckons nothing that deal (in place of Laws 52 and 54 for quatorzes and trios).

    The clause takes everything from him and says nothing of his adversary
    reckoning what the call would have barred (Law 54's remedy), so the
    adversary reckons only what he has made good.  Whatever else the first
    trick settles is settled as under the Laws of Piquet.
    """
    unheld = _unheld_sets(state)
    for offender in sorted({s.player for s in unheld}):
        his = [s for s in unheld if s.player == offender]
        if not found_before(state, offender) and not any(could_not_have_held(state, s) for s in his):
            # Nobody has found it yet: the penalty is fixed now and ruled on its discovery, or when the deal is scored.
            state = fix_unheld_set(state, offender)
            continue
        state = unheld_set_settled(state, offender, his)
    after: DealState = first_trick(state)
    return after


def _set_corrected_late(state: DealState, who: int, event: Correct) -> bool:
    correction = event.correction
    return (
        who == ELDER
        and state.first_lead_made
        and not isinstance(correction, Answer)
        and correction.category is Category.SET
        and any(s.player == ELDER for s in _unheld_sets(state))
    )


@rule(
    "correct",
    laws=(44, 52, 54),
    cases=("II",),
    au_cent=("unheld-quatorze-or-trio",),
    when=_set_corrected_late,
    exception_to=correct_call,
    label="a quatorze or trio not held, corrected after the elder has led, in au cent",
    variant=Variant.AU_CENT,
)
def unheld_set_corrected_after_the_lead(state: DealState, who: int, event: Correct) -> DealState:
    """In au cent the miscall of a quatorze or trio is corrected before the elder plays a card (Law 52 allows it until the younger plays).

    Corrected after he has led, it is too late, and the correction is the
    discovery of the miscall: he reckons nothing this deal, his adversary
    having the option not to enforce it (Law 44).
    """
    return unheld_set_settled(
        state,
        who,
        [s for s in _unheld_sets(state) if s.player == who],
        act=f"{party(who)} corrects his call to {event.correction} after leading a card",
        decision="too late: in au cent a quatorze or trio called and not held must be corrected before he plays a card; "
        f"having played, {party(who)} reckons nothing this deal",
    )
