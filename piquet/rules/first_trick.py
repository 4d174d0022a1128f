"""What stands once the younger plays to the first trick (Laws 46, 52-54, 56; Cases II, IV, VIII).

A call still unanswered is allowed; a misnamed call the younger's cards
beat scores nothing; a call that could not have been held is struck; and a
miscall allowed good and not corrected costs its maker everything that deal,
its penalty fixed now and ruled when it is found (:mod:`piquet.rules.miscalls`).
"""

from __future__ import annotations

from piquet.game.acts import Call
from piquet.game.state import ELDER, YOUNGER, DealState, Dialogue, Outcome
from piquet.lawbook.citation import cites
from piquet.lawbook.registry import rule
from piquet.rules.common import rule_on
from piquet.rules.declaring_common import beaten_reckonings, hand_score, holding_of, scored_once, scores_but, with_dialogue
from piquet.rules.miscalls import could_not_have_held, credit_adversary, fix_miscall, found_before, penalise_miscall, penalised_for_a_miscall
from piquet.table.claims import best_held, held_in_category, resolve
from piquet.table.combinations import Comparison, compare

__all__ = ["first_trick"]

#: Read at every deal's first trick: module names, where a member read through its enum's class is several times slower.
_AWAITING_ANSWER = Outcome.AWAITING
_ALLOWED_GOOD = Outcome.GOOD


@rule("first trick", laws=(46, 52, 53, 54, 56), cases=("II", "IV", "VIII"), label="the younger plays to the first trick")
def first_trick(state: DealState) -> DealState:
    """What stands once the younger hand plays to the first trick (Laws 52, 54, 56).

    A call still unanswered is taken as allowed; a miscall allowed good and
    not corrected costs its maker everything that deal (Law 54), his
    adversary reckoning what he has good that no correct call of his bars.
    """
    for dialogue in state.dialogues:
        if dialogue.outcome is _AWAITING_ANSWER and dialogue.resolved is not None:
            state = rule_on(
                state,
                act=f"{state.setup.younger} plays to the first trick without answering the call of {dialogue.call}",
                decision="the call is taken as allowed good",
                laws=(46, 56),
                note=True,
            )
            score = hand_score(ELDER, dialogue.resolved, founded=dialogue.founded, said_at=state.events)
            # Allowed so, the call is the best of its kind, and what the younger reckoned there, all worse, scores nothing
            # (Laws 62-64), as when he answers it good.
            beaten = beaten_reckonings(state, dialogue.resolved, dialogue.category)
            kept = tuple(s for s in state.hand_scores if s not in beaten) if beaten else state.hand_scores
            state = with_dialogue(state.evolve(hand_scores=scored_once(kept, score)), dialogue.evolve(outcome=Outcome.GOOD))
    for dialogue in state.dialogues:
        state = _misnomer_beaten(state, dialogue)
    if all(s.founded for s in state.hand_scores):
        return state  # the usual case: every score rests on what was held, and nothing below applies
    for offender in (ELDER, YOUNGER):
        impossible = [s for s in state.hand_scores if s.player == offender and not s.founded and could_not_have_held(state, s)]
        if impossible:
            # No penalty (Law 54), but the call scores nothing, and on its discovery the adversary reckons what he has good.
            kept = tuple(s for s in state.hand_scores if s not in impossible)
            state = credit_adversary(state.evolve(hand_scores=kept, impossible_calls=state.impossible_calls + tuple(impossible)), offender)
        unfounded = [s for s in state.hand_scores if s.player == offender and not s.founded]
        if not unfounded or penalised_for_a_miscall(state, offender):
            continue
        if found_before(state, offender):
            # Found already (a show that did not make the call, a claim): the penalty is ruled as it falls due.
            state = penalise_miscall(state, offender, unfounded)
        else:
            state = fix_miscall(state, offender)
    return state


@cites(53, 54, cases=("II",))
def _misnomer_beaten(state: DealState, dialogue: Dialogue) -> DealState:
    """A misnamed call allowed good that the younger's cards beat: on its discovery he reckons what he has good (Laws 53, 54).

    A misnomer costs no penalty, and the call stands for what the elder
    holds; but the younger allowed what was named, not what was held.  When
    what was held is no better than his own, the elder scores nothing in
    the kind and the younger reckons what he has good, as Law 54 gives the
    adversary of any call found wrong.  Counted when the younger plays to
    the first trick, as an impossible call's credit is, and ruled when it
    comes out (his reckoning, a claim, a show), as the misnomer itself was
    ruled when it was made.
    """
    held = dialogue.resolved
    if dialogue.outcome is not _ALLOWED_GOOD or held is None or not dialogue.founded:
        return state
    spoken = [s for s in state.said if s.player == ELDER and s.kind == "call" and s.claim is not None and s.claim.category is dialogue.category]
    act = state.log[spoken[0].event] if spoken and spoken[0].event < len(state.log) else None
    # Held in hand, it is held in hand and discard together (the answer kept from the call, in the usual case).
    if not isinstance(act, Call) or resolve(act.claim, holding_of(state, ELDER)) is not None:
        return state
    if resolve(act.claim, holding_of(state, ELDER) | state.discards[ELDER]) is not None:
        return state
    holding = holding_of(state, YOUNGER)
    mine = best_held(dialogue.category, holding)
    if mine is None or compare(mine, held) is Comparison.NOT_GOOD:
        return state
    kept = scores_but(state, ELDER, dialogue.category)
    better = compare(mine, held) is Comparison.GOOD
    gained = tuple(hand_score(YOUNGER, found, cases=("II",)) for found in held_in_category(dialogue.category, holding)) if better else ()
    return state.evolve(hand_scores=kept + gained)
