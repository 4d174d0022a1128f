"""The elder's calls and the younger's answers taken in one pass (Laws 46-49, 62-64): the base rules of calling, as a run.

Most deals declared by dialogue go the same way before the first lead: the
elder calls his point, the younger answers it good, not good or equal; then
the sequence, then the set.  Act by act, each call and each answer goes
through the referee's dispatch, where the rules of a call not held, of a
reply the younger's own cards contradict and the rest ask their conditions,
and makes a new state.  :func:`declaration_run` applies the base rules
(:func:`~piquet.rules.calls.call_rule` and
:func:`~piquet.rules.replies.reply_rule`) to such a stretch at once and leaves
exactly the state the act-by-act referee leaves.

It stops before the first act any other rule would answer or that would draw
a ruling, and steps aside entirely when a rule it does not account for (one
not marked :data:`~piquet.rules.marks.DECLARATION_RUN`) could answer a call
or a reply in this stage and variant, as :func:`~piquet.referee.runs.play.play_run`
does for the play.
"""

from __future__ import annotations

from piquet.game.acts import Answer, Call, Event, Reply
from piquet.game.state import ELDER, YOUNGER, DealState, Dialogue, Outcome, Phase, Said
from piquet.lawbook.citation import cites
from piquet.lawbook.registry import all_marked_in
from piquet.rules.declaring_common import hand_score
from piquet.rules.marks import DECLARATION_RUN
from piquet.table.categories import Category
from piquet.table.claims import PointClaim, best_held, by_length_alone, good_against_the_cards, resolve
from piquet.table.combinations import Comparison, compare

__all__ = ["declaration_run"]

#: What has been said that the run knows how to read on: calls and the answers to them.
_KINDS = ("call", "reply")

_AWAITING = Outcome.AWAITING
_OPEN = Outcome.OPEN
_POINT = Category.POINT
_SET = Category.SET
_GOOD = Answer.GOOD
_NOT_GOOD = Answer.NOT_GOOD
_EQUAL = Answer.EQUAL
#: Members as module names, read at every act (through the enum's class, several times slower).
_DECLARATION = Phase.DECLARATION
_ALLOWED = Outcome.GOOD
_NOT_ALLOWED = Outcome.NOT_GOOD
_EQUALLED = Outcome.EQUAL
_BETTER = Comparison.GOOD
_WORSE = Comparison.NOT_GOOD


def _accounted(state: DealState) -> bool:
    """Whether every rule that could answer a call or a reply here carries the run's mark, in this deal's variant."""
    return all_marked_in(DECLARATION_RUN, _PASSED_OVER, state.setup.variant)


#: The verbs, and the stage, whose rules the run passes over.
_PASSED_OVER: tuple[tuple[str, object], ...] = (("call", Phase.DECLARATION), ("reply", Phase.DECLARATION))


def _awaiting(dialogues: list[Dialogue]) -> Dialogue | None:
    for dialogue in dialogues:
        if dialogue.outcome is _AWAITING:
            return dialogue
    return None


@cites(46, 47, 62, 63, 64)
def declaration_run(state: DealState, events: tuple[Event, ...], start: int) -> tuple[DealState, int]:
    """Apply the base rules of calling to a run of regular calls and answers at once; returns the state and the index it stopped at.

    A regular call here is the elder's, before his first lead, of what he
    holds, in a kind not yet called, the point first (Law 46); a regular
    answer is the younger's first answer to the call awaiting it: good, not
    good when his best beats it, equal when his best is as good (not to a
    quatorze or trio, Law 64, nor to a point called by its number of cards
    alone).  The deal must be one with nothing ruled yet, no option open,
    nothing said but calls and answers, and no penalty.  Anything else, and
    a bare call not good against the cards allowed without asking (Law 48),
    the run leaves to the referee act by act.
    """
    count = len(events)
    if (
        start >= count
        or state.phase is not _DECLARATION
        or type(events[start]) not in _SPOKEN
        or state.rulings
        or state.elections
        or state.retaken
        or state.surplus
        or state.penalties
        or state.declared_all
        or state.conceded_by is not None
        or state.tricks
        or state.pending
        or (state.said and any(said.kind not in _KINDS for said in state.said))
        or (state.hand_scores and any(score.cases for score in state.hand_scores))
        or not _accounted(state)
    ):
        return state, start
    setup = state.setup
    elder, younger = setup.elder, setup.younger
    hands, played, discards = state.hands, state.played, state.discards
    elder_holding = hands[ELDER] | played[ELDER]
    younger_holding = hands[YOUNGER] | played[YOUNGER]
    dialogues = list(state.dialogues)
    said = state.said
    hand_scores = state.hand_scores
    first = len(state.log)
    index = start
    while index < count:
        event = events[index]
        kind = type(event)
        at = first + index - start
        if kind is Call:
            assert isinstance(event, Call)
            if event.player != elder:
                break
            claim = event.claim
            held = resolve(claim, elder_holding)
            if held is None or _awaiting(dialogues) is not None:
                break  # a call not held (Laws 53, 54), or one made while another awaits its answer
            category = claim.category
            slot = category - _POINT
            dialogue = dialogues[slot]
            point = dialogues[0]
            if dialogue.outcome is not _OPEN or point.forfeited or (category is not _POINT and point.outcome is _OPEN):
                break  # a second call in a kind, or anything called before the point (Law 46)
            dialogues[slot] = dialogue.evolve(
                outcome=_AWAITING,
                call=claim,
                resolved=held,
                first_good_against_the_cards=good_against_the_cards(held, elder_holding | discards[ELDER]),
                founded=True,
            )
            said = said + (Said(at, ELDER, "call", claim, None, held),)
        elif kind is Reply:
            assert isinstance(event, Reply)
            if event.player != younger:
                break
            answer = event.answer
            awaited = _awaiting(dialogues)
            if awaited is None or awaited.call is None or awaited.resolved is None or awaited.answers or awaited.younger_barred:
                break
            category = awaited.category
            mine = awaited.resolved
            call = awaited.call
            # A bare call not good against the cards, allowed without asking, owed its top card (Law 48): ruled act by act.
            owed = by_length_alone(call) and awaited.founded and not awaited.first_good_against_the_cards
            if answer is _GOOD:
                if owed or any(s.player == YOUNGER and s.category is category and s.what is not None for s in hand_scores):
                    break
                hand_scores = hand_scores + (hand_score(ELDER, mine, founded=awaited.founded, said_at=at),)
                outcome = _ALLOWED
            elif answer is _NOT_GOOD:
                if compare(best_held(category, younger_holding), mine) is not _BETTER:
                    break  # his own cards contradict it (Laws 54, 55)
                outcome = _NOT_ALLOWED
            elif answer is _EQUAL:
                if owed or category is _SET or (isinstance(call, PointClaim) and call.value is None):
                    break  # no equality in sets (Law 64); asking what a point makes (Law 46)
                if compare(best_held(category, younger_holding), mine) is _WORSE:
                    break  # his own cards contradict it (Laws 54, 55)
                outcome = _EQUALLED
            else:
                break
            dialogues[category - _POINT] = awaited.evolve(outcome=outcome, answers=(answer,))
            said = said + (Said(at, YOUNGER, "reply", None, answer, None),)
        else:
            break
        index += 1
    if index == start:
        return state, start
    return (
        state.logged(
            events[start:index],
            dialogues=(dialogues[0], dialogues[1], dialogues[2]),
            said=said,
            hand_scores=hand_scores,
        ),
        index,
    )


_SPOKEN = (Call, Reply)
