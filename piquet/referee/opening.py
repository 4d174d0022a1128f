"""The referee's pass over the cut for deal that opens a partie (Laws 4-6, 8).

Each act goes to the rule of :mod:`piquet.rules.cutting_for_deal` that
governs it, found through the rulebook as the acts of a deal are; the
outcome says who should deal the first deal (Law 16 then applies to it).
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

import piquet.rules.rulebook  # noqa: F401  (importing it registers the rules dispatched to here)
from piquet.game.variant import Variant
from piquet.errors import Contradiction, shown
from piquet.game.acts import Event
from piquet.game.cut import Choose, CutForDeal
from piquet.lawbook.registry import run

__all__ = ["judge_cut_for_deal"]


#: The rulebook's verb for each act of the cut for deal.
_KEYS = {"cut": "cut for deal", "choose": "choose", "claim": "incorrect pack at the cut"}


def judge_cut_for_deal(players: tuple[str, str], acts: Iterable[Event], variant: Variant | str = Variant.RUBICON) -> CutForDeal:
    """Rule on each act of the cut for deal in order; :class:`Contradiction` (with ``index``) for an act the facts refute."""
    state = CutForDeal(players, variant=variant)
    for index, act in enumerate(acts):
        if act.player not in players:
            error = Contradiction(f"{shown(act.player)} is not a player of this partie", player=act.player)
            error.index = index
            raise error
        who = players.index(str(act.player))
        key = _KEYS[act.verb] if not (isinstance(act, Choose) and act.what == "cards") else "choose cards"
        try:
            state = run(key, None, state, who, act)
        except Contradiction as error:
            error.index = index
            raise
        state = attrs.evolve(state, log=state.log + (act,))
    return state

