"""Where a record leaves a deal, exactly as the referee finds it: the state the advice starts from.

A deal's first state depends on more than its cards: the variant and the
agreements of au cent, the deal's number in the partie and whether it is
the last, whether it was dealt out of turn, the mode of dealing its dealer
is bound to, the laws of the cut for deal.  All of that comes from the
deals before it, as :func:`piquet.adjudicate` keeps the partie; rebuilding
it apart from the referee is how an advisor comes to advise a player the
referee does not await.  So the advice starts from
:func:`piquet.referee.adjudication.state_after`, the referee's own state.
"""

from __future__ import annotations

from piquet.game.record import Record
from piquet.game.state import DealState
from piquet.referee.adjudication import state_after
from piquet.referee.apply import current_player

__all__ = ["state_after", "awaited", "in_progress"]


def awaited(state: DealState) -> str | None:
    """The player the advisor advises in ``state``: the one the referee awaits, and nobody once the deal is over."""
    if state.finished:
        return None
    return current_player(state)


def in_progress(record: Record) -> int | None:
    """The deal in progress (counted from 1): the last of the record's deals that is not finished, or None if all are.

    The last deal is looked at first, as it is nearly always the one; each
    look replays the partie up to that deal.
    """
    for deal in range(len(record.deals), 0, -1):
        if not state_after(record, deal).finished:
            return deal
    return None
