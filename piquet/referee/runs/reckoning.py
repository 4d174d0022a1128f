"""The younger's reckonings after the elder's lead taken in one pass (Laws 46, 55, 56, 62-64): the base rule of reckoning, as a run.

After the elder leads, the younger reckons what he has good in the kinds he
answered "not good" or that the elder did not call, before he plays to the
first trick.  Act by act, each reckoning goes through the referee's
dispatch, where the rules of a reckoning on discovery of a miscall ask
their conditions, and through every refusal the base rule
(:func:`~piquet.rules.reckonings.reckon`) can give.  :func:`reckoning_run`
applies the base rule (:func:`~piquet.rules.reckonings.reckon_rule`) to such
reckonings at once and leaves exactly the state the act-by-act referee
leaves.

It stops before the first reckoning that would draw a ruling or that another
rule would answer (a kind allowed good or equal, a call awaiting an answer,
what he does not hold, what he has reckoned already, what the elder's calls
imply is better, nothing better than the elder's call, a better holding
the elder called too late, a miscall found), and
steps aside entirely when a rule it does not account for (one not marked
:data:`~piquet.rules.marks.RECKONING_RUN`) could answer a reckoning in this
stage and variant, as :func:`~piquet.referee.runs.play.play_run` does for the play.
"""

from __future__ import annotations

from piquet.game.acts import Event, Reckon
from piquet.game.state import ELDER, YOUNGER, DealState, Outcome, Phase, Said
from piquet.lawbook.citation import cites
from piquet.lawbook.registry import all_marked
from piquet.rules.declaring_common import hand_score, overlaps_reckoned, unreckoned
from piquet.rules.implied import implied_best
from piquet.rules.marks import RECKONING_RUN
from piquet.rules.on_discovery import barred_on_discovery, credited_on_discovery
from piquet.rules.reckonings import self_barred_on_discovery
from piquet.table.categories import Category
from piquet.table.claims import best_held, resolve
from piquet.table.combinations import Comparison, compare

__all__ = ["reckoning_run"]

_OPEN = Outcome.OPEN
_NOT_GOOD = Outcome.NOT_GOOD
_POINT = Category.POINT
#: Members as module names, read at every act (through the enum's class, several times slower).
_PLAY = Phase.PLAY
_BETTER = Comparison.GOOD


@cites(46, 55, 56, 62, 63, 64, cases=("IV",))
def reckoning_run(state: DealState, events: tuple[Event, ...], start: int) -> tuple[DealState, int]:
    """Apply the base rule of reckoning to a run of the younger's regular reckonings; returns the state and the index it stopped at.

    A regular reckoning here is the younger's, after the elder's first card
    and before his own, in a deal with nothing declared at once, no option
    open, nothing taken back and no penalty, of what he holds and has not
    reckoned, in a kind the elder did not call (and whose calls imply
    nothing better) or whose call he answered "not good" (what he reckons
    beating it).  Anything else the run leaves to the referee act by act.
    """
    count = len(events)
    if (
        start >= count
        or type(events[start]) is not Reckon
        or state.phase is not _PLAY
        or state.tricks
        or not state.pending
        or state.declared_all
        or state.conceded_by is not None
        or state.elections
        or state.retaken
        or state.surplus
        or state.penalties
        or not all_marked("reckon", RECKONING_RUN, state.phase, state.setup.variant)
    ):
        return state, start
    younger = state.setup.younger
    said = state.said
    hand_scores = state.hand_scores
    first = len(state.log)
    index = start
    current = state
    while index < count:
        event = events[index]
        if type(event) is not Reckon or event.player != younger:
            break
        assert isinstance(event, Reckon)
        # The rules that answer a reckoning before the base rule, asked as the referee asks them (their conditions).
        if credited_on_discovery(current, YOUNGER, event) or barred_on_discovery(current, YOUNGER, event) or self_barred_on_discovery(current, YOUNGER, event):
            break
        claim = event.claim
        category = claim.category
        dialogue = current.dialogues[category - _POINT]
        outcome = dialogue.outcome
        if outcome is not _OPEN and outcome is not _NOT_GOOD:
            break  # a kind allowed good or equal, or a call awaiting his answer (Laws 46, 51, 56)
        held = resolve(claim, unreckoned(current, YOUNGER, category))
        if held is None:
            break  # not held as named: a misnomer, a miscall or of no effect (Laws 53, 54)
        if dialogue.late_bar is not None:
            break  # the elder called a better holding too late: it may bar what he reckons (Law 50, Case I)
        if outcome is _NOT_GOOD and dialogue.resolved is not None and dialogue.younger_barred:
            break  # he asked what the point makes (Law 46, Case I)
        if category is _POINT and any(s.player == YOUNGER and s.category is _POINT for s in hand_scores):
            break  # the point is reckoned once (Law 62)
        if outcome is _OPEN and dialogue.call is None and not dialogue.forfeited:
            implied = implied_best(current, ELDER, category)
            if implied is not None and compare(implied, held) is _BETTER:
                break  # the elder's calls imply better (Law 56, Case IV)
        if overlaps_reckoned(current, YOUNGER, held):
            break  # cards already reckoned
        if outcome is _NOT_GOOD and dialogue.resolved is not None:
            best = held if category is _POINT else best_held(category, current.hands[YOUNGER] | current.played[YOUNGER])
            if compare(best, dialogue.resolved) is not _BETTER:
                break  # nothing better than the elder's call
        at = first + index - start
        said = said + (Said(at, YOUNGER, "reckon", claim, None, held),)
        hand_scores = hand_scores + (hand_score(YOUNGER, held, founded=True, said_at=at),)
        index += 1
        current = state.logged(events[start:index], said=said, hand_scores=hand_scores)
    return current, index
