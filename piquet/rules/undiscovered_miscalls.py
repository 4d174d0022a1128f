"""Miscalls nobody found before the deal was scored (Law 54, Case II): the referee, who sees every card, finds them then.

A call its maker could not possibly have held scored nothing and costs no
penalty, and the ruling says so; a miscall that stood uncorrected is ruled
on as any miscall found, as a revoke nobody claimed is.
"""

from __future__ import annotations

from piquet.game.state import YOUNGER, adversary, DealState
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.citation import law
from piquet.lawbook.registry import rule
from piquet.rules.common import RulingOutcome, party, rule_on
from piquet.rules.miscalls import settle_miscall

__all__ = ["impossible_call_found_at_the_scoring", "undiscovered_miscall"]


def _found_on_discovery(state: DealState, offender: int) -> bool:
    """Whether the adversary found this player's impossible call after the first trick: an act of his (a claim of it, a
    reckoning its discovery lets him make) drew a ruling under Law 54, which said what the law makes of the call."""
    other, rests_on_54 = adversary(offender), law(54)
    first_trick = state.first_card_of(YOUNGER)
    return first_trick is not None and any(
        r.event is not None and r.event > first_trick and state.acted_by[r.event] == other and rests_on_54 in r.citations for r in state.rulings
    )


@rule("impossible call scored", laws=(54,), cases=("II",), label="a call that could not have been held, found when the deal is scored")
def impossible_call_found_at_the_scoring(state: DealState, offender: int) -> DealState:
    """A call allowed good that its maker could not possibly have held in hand and discard together, played on and found
    by nobody: the referee, who sees every card, finds it when the deal is scored and says what Law 54 made of it at the
    first trick.  It scored nothing and costs no penalty, and the adversary reckoned what he has good that no correct call
    of the caller bars (Case II)."""
    his = [s for s in state.impossible_calls if s.player == offender]
    state = state.evolve(impossible_calls=tuple(s for s in state.impossible_calls if s.player != offender))
    if _found_on_discovery(state, offender):
        return state
    label, other = party(offender), party(adversary(offender))
    what = ", ".join(s.description for s in his)
    return rule_on(
        state,
        act=f"{label}'s call of {what}, allowed good and uncorrected at the first trick, is found when the deal is scored",
        decision=f"of no effect, and no penalty: {label} could not possibly have held it in his hand and discard together; it "
        f"scores nothing, and {other} reckons what he has good that no correct call of {label}'s bars",
        laws=(54,),
        cases=("II",),
        event=None,
        outcome=RulingOutcome.NO_EFFECT,
    )


@rule("undiscovered miscall", laws=(44, 54, 58), cases=("II", "VIII"), also=(au_cent_clause("unheld-quatorze-or-trio"),), label="a miscall not found before the deal was scored")
def undiscovered_miscall(state: DealState, offender: int) -> DealState:
    """A miscall that stood uncorrected at the first trick and that nobody found before the deal was scored (Law 54).

    The referee, who sees every card, finds it when the deal is scored and
    rules then, as it does a revoke nobody claimed.
    """
    label = party(offender)
    return settle_miscall(state, offender, act=f"{label}'s miscall, uncorrected at the first trick, is found when the deal is scored", event=None)
