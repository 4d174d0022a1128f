"""A look at the cards left in the stock, taken without dispatch when the law gives the right to it (Laws 33, 36).

The elder may look at the cards he left once he has taken in (Law 33); the
younger at his after the elder has led and before he plays to the first
trick, and then the elder at them too, once he has led (Law 36).  Looked
at so, the act only marks that the player looked; every other look is
ruled on.  Records look at the cards left in a good share of deals, each
look between two stretches the runs take, so :func:`looked_at_left` gives
the state the ``look left`` rule leaves for a look made by right, and None
for anything else (a look without the right, cards mixed with a discard,
an empty stock, an open option), which the referee rules on act by act.
It answers None whenever a ``look left`` rule it does not account for (one
not marked :data:`~piquet.rules.marks.LOOKING_RUN`) could answer, as
:func:`~piquet.referee.runs.play.play_run` does for the play.
"""

from __future__ import annotations

from piquet.game.acts import LookAtLeft
from piquet.game.state import ELDER, YOUNGER, DealState, Phase
from piquet.lawbook.citation import cites
from piquet.lawbook.registry import all_marked
from piquet.rules.marks import LOOKING_RUN

__all__ = ["looked_at_left"]

_EXCHANGE = Phase.EXCHANGE
_PLAY = Phase.PLAY


@cites(33, 36, 37)
def looked_at_left(state: DealState, event: LookAtLeft) -> DealState | None:
    """The state after a look at the cards left that the law allows, the act in the log; None for any other look."""
    phase = state.phase
    if (phase is not _EXCHANGE and phase is not _PLAY) or state.elections or state.retaken or state.younger_will_look is not None:
        return None  # a declaration of the younger's (Law 36) is for the rules to weigh
    setup = state.setup
    who = setup.index(event.player or "")
    if who is None:
        return None
    led = bool(state.tricks or state.pending)
    if who == ELDER and state.taken[YOUNGER] is None:
        # The elder's own cards left, once he has taken in and if he left any (Law 33).
        allowed = state.taken[ELDER] is not None and state.left_by_elder != 0
    elif who == ELDER and state.discards[YOUNGER] & setup.stock_bits:
        allowed = led  # the younger's cards left mixed with his discard: seen with it, once the elder has led (Law 37)
    elif not state.stock:
        allowed = False
    elif who == ELDER:
        allowed = state.looked_at_left[YOUNGER] and led  # what the younger left, if he looked at it (Law 36)
    else:
        allowed = led and not state.tricks  # the younger's, after the lead and before he plays (Law 36)
    if not allowed or not all_marked("look left", LOOKING_RUN, phase, state.setup.variant):
        return None
    looked = state.looked_at_left
    return state.evolve(
        looked_at_left=(True, looked[YOUNGER]) if who == ELDER else (looked[ELDER], True),
        log=state.log + (event,),
        acted_by=state.acted_by + (who,),
    )
