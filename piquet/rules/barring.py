"""What the cards of a player who reckons nothing still bar (Law 58), and why that may be no penalty (Case XXII).

A player with too many cards, or under any penalty of reckoning nothing,
keeps his cards good to bar: an equal point leaves the adversary's point
unscored, a better sequence or set stops his adversary's.  When the deal is
scored the referee names each score the penalised hand kept from the
adversary, so that a reader sees what the penalty really cost, which may
be nothing at all.
"""

from __future__ import annotations

from piquet.game.state import ELDER, YOUNGER, adversary, DealState, Outcome, Phase
from piquet.rules.marks import CLOSING_RUN
from piquet.rules.common import rule_on, party
from piquet.lawbook.registry import rule
from piquet.rules.scoring import bonus_barred_by_a_penalty
from piquet.table.categories import Category
from piquet.table.combinations import combinations

__all__ = ["penalised_hand_barred"]

_DECLARED = (Category.POINT, Category.SEQUENCE, Category.SET)


def _adversary_holds(state: DealState, who: int, category: Category) -> bool:
    """Whether the player held, after the exchange, anything that scores in the category."""
    held = combinations(state.hands[who] | state.played[who])
    found = {Category.POINT: held.point, Category.SEQUENCE: held.best_sequence, Category.SET: held.best_set}[category]
    return found is not None


def _barred(state: DealState, penalised: int) -> list[str]:
    """Each declared category in which the penalised hand, though it scores nothing, stopped the adversary scoring."""
    found: list[str] = []
    for dialogue in state.dialogues:
        category = dialogue.category
        if category not in _DECLARED or not state.reckons_nothing(penalised, category) or dialogue.forfeited:
            continue
        if not dialogue.founded or any(s.player != penalised and s.category is category for s in state.hand_scores):
            continue  # a call he could not make good bars nothing (Law 54), and what the adversary scored was not barred
        if penalised == YOUNGER and dialogue.call is not None and dialogue.outcome in (Outcome.EQUAL, Outcome.NOT_GOOD):
            how = "equal" if dialogue.outcome is Outcome.EQUAL else "better"
            found.append(f"his {category.label}, {how}, left {party(ELDER)}'s {category.label} unscored")
        elif (
            penalised == ELDER
            and dialogue.outcome in (Outcome.GOOD, Outcome.EQUAL)
            and _adversary_holds(state, YOUNGER, category)
        ):
            how = "good" if dialogue.outcome is Outcome.GOOD else "equal"
            found.append(f"his {category.label}, allowed {how}, left {party(YOUNGER)}'s {category.label} unscored")
    for who, bonus in bonus_barred_by_a_penalty(state):
        if who != penalised:
            found.append(f"what he holds kept {party(who)} from a {bonus}")
    return found


@rule("deal scored", laws=(54, 58, 68, 69), cases=("XXII",), label="what a hand that reckons nothing still barred", marks=(CLOSING_RUN,))
def penalised_hand_barred(state: DealState) -> DealState:
    """Name what a penalised hand kept from the adversary: its cards bar though they score nothing (Law 58; Case XXII).

    Under Law 54 it is the offender's correct calls that still bar, and Law 54 is cited instead.
    """
    if state.phase is not Phase.FINISHED:
        return state
    for penalty in state.penalties:
        if penalty.waived:
            continue
        barred = _barred(state, penalty.player)
        if not barred:
            continue
        label = party(penalty.player)
        state = rule_on(
            state,
            act=f"the deal is scored with {label} reckoning nothing",
            decision=f"{label} scores nothing, yet his cards still bar: " + "; ".join(barred)
            + ". The penalty takes only what he would have scored, and may cost him nothing",
            laws=((54,) if 54 in penalty.laws else (58,)) + tuple(sorted({68 if "repique" in text else 69 for text in barred if "kept" in text})),
            cases=("XXII",),
            offender=penalty.player,
            injured=adversary(penalty.player),
            event=None,
        )
    return state
