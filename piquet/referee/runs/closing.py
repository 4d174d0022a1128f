"""A regular deal closed in one step: what the rules of the deal's end answer when nothing irregular is left to weigh.

Once the last card is played, the referee closes the deal (options lapse,
miscalls and revokes nobody found are ruled on, a penalised hand's bars
are named, a bystander's remark is weighed), then asks who deals next and
what the players wrote of the score.  For most deals every one of those
rules answers "nothing to do": the deal passes to the other player and the
scores stand as the cards give them.  :func:`closes_plainly` says whether a
deal is such a one, so that the partie's bookkeeping can skip the four
dispatches; it asks each passed-over rule's own condition, and answers no
whenever a rule it does not account for (one not marked
:data:`~piquet.rules.marks.CLOSING_RUN`) could answer one of those verbs in the deal's variant,
as :func:`~piquet.referee.runs.play.play_run` does for the play.
"""

from __future__ import annotations

from piquet.game.acts import WriteScore
from piquet.game.state import YOUNGER, DealState, Phase
from piquet.lawbook.registry import all_marked_in
from piquet.rules.marks import CLOSING_RUN

__all__ = ["closes_plainly"]

#: The verbs, and the stages, whose rules a plain close passes over.
_PASSED_OVER: tuple[tuple[str, object], ...] = (
    ("deal scored", Phase.FINISHED),
    ("bystander", Phase.FINISHED),
    ("next dealers", None),
    ("written scores", None),
)

_FINISHED = Phase.FINISHED


def closes_plainly(state: DealState, out_of_turn: bool) -> bool:
    """Whether a deal closes as its base rules close a regular one: nothing ruled at its close, the next deal the
    other player's, the scores as the cards give them (no score written in the record).

    That is a deal played out (not void), the younger having played to the
    first trick, with no option open, no miscall (nor call that could not
    have been held) or revoke left unfound, no
    penalty, no bystander's remark, not dealt out of turn and no score
    written; and every rule of the close marked :data:`~piquet.rules.marks.CLOSING_RUN`.
    """
    if (
        state.phase is not _FINISHED
        or out_of_turn
        or not state.played[YOUNGER]
        or state.elections
        or state.miscalls
        or state.impossible_calls
        or state.revokes
        or state.penalties
        or WriteScore in set(map(type, state.log))
    ):
        return False
    for said in state.said:
        if said.kind == "remark":
            return False
    return all_marked_in(CLOSING_RUN, _PASSED_OVER, state.setup.variant)
