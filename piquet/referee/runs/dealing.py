"""A regular deal taken as dealt in one step (Law 9): twelve cards to each player, eight to the stock, the mode kept.

Every deal begins with the ``deal`` rules judging the cards as dealt: a card
too many or too few (Laws 11, 12, 39), a change of the mode of dealing
(Law 9).  For a regular deal each of their conditions is false and the base
rule lets the deal go on as it is.  :func:`dealt_regularly` says whether a
deal is such a one, so that the referee can skip the dispatch; it answers
no whenever a ``deal`` rule it does not account for (one not marked
:data:`~piquet.rules.marks.DEALING_RUN`) could answer in the deal's variant, as
:func:`~piquet.referee.runs.play.play_run` does for the play.
"""

from __future__ import annotations

from piquet.game.state import DealState
from piquet.lawbook.registry import all_marked_in
from piquet.rules.marks import DEALING_RUN

__all__ = ["dealt_regularly"]

#: The verb, and the stage, whose rules a regular deal passes over.
_PASSED_OVER: tuple[tuple[str, object], ...] = (("deal", None),)


def dealt_regularly(state: DealState) -> bool:
    """Whether the cards as dealt are twelve to each and eight to the stock, dealt in the dealer's mode, and every
    ``deal`` rule is marked :data:`~piquet.rules.marks.DEALING_RUN`: the ``deal`` rules would leave the deal as it is."""
    setup = state.setup
    return setup.dealt_regularly and setup.mode_kept and all_marked_in(DEALING_RUN, _PASSED_OVER, state.setup.variant)
