"""What the cards of a player who reckons nothing still bar (Law 58), and why that may be no penalty (Case XXII).

A player with too many cards, or under any penalty of reckoning nothing,
keeps his cards good to bar: an equal point leaves the adversary's point
unscored, a better sequence or set stops his adversary's.  When the deal is
scored the referee names each score the penalised hand kept from the
adversary, so that a reader sees what the penalty really cost, which may
be nothing at all.
"""

from __future__ import annotations

from typing import NamedTuple

from piquet.game.state import ELDER, YOUNGER, adversary, DealState, Outcome, Phase
from piquet.rules.marks import CLOSING_RUN
from piquet.rules.common import rule_on, party
from piquet.lawbook.registry import rule
from piquet.rules.elections import PENALTY_LAWS
from piquet.rules.scoring import bonus_barred_by_a_penalty
from piquet.table.categories import Category
from piquet.table.claims import Answer
from piquet.table.combinations import combinations

__all__ = ["penalised_hand_barred"]

_DECLARED = (Category.POINT, Category.SEQUENCE, Category.SET)


def _adversary_holds(state: DealState, who: int, category: Category) -> bool:
    """Whether the player held, after the exchange, anything that scores in the category."""
    held = combinations(state.hands[who] | state.played[who])
    found = {Category.POINT: held.point, Category.SEQUENCE: held.best_sequence, Category.SET: held.best_set}[category]
    return found is not None


class _Bar(NamedTuple):
    """One thing a penalised hand still barred: the declared category, or the bonus ("pique", "repique") it kept, and its words."""

    category: Category | None
    bonus: str | None
    words: str


def _barred(state: DealState, penalised: int) -> list[_Bar]:
    """Each declared category in which the penalised hand, though it scores nothing, stopped the adversary scoring."""
    found: list[_Bar] = []
    for dialogue in state.dialogues:
        category = dialogue.category
        if category not in _DECLARED or not state.reckons_nothing(penalised, category) or dialogue.forfeited:
            continue
        if not dialogue.founded or any(s.player != penalised and s.category is category for s in state.hand_scores):
            continue  # a call he could not make good bars nothing (Law 54), and what the adversary scored was not barred
        if penalised == YOUNGER and dialogue.call is not None and dialogue.outcome in (Outcome.EQUAL, Outcome.NOT_GOOD):
            how = "equal" if dialogue.outcome is Outcome.EQUAL else "better"
            found.append(_Bar(category, None, f"his {category.label}, {how}, left {party(ELDER)}'s {category.label} unscored"))
        elif (
            penalised == ELDER
            and dialogue.outcome in (Outcome.GOOD, Outcome.EQUAL)
            and _adversary_holds(state, YOUNGER, category)
        ):
            how = "good" if dialogue.outcome is Outcome.GOOD else "equal"
            found.append(_Bar(category, None, f"his {category.label}, allowed {how}, left {party(YOUNGER)}'s {category.label} unscored"))
    for who, bonus in bonus_barred_by_a_penalty(state):
        if who != penalised:
            found.append(_Bar(None, bonus, f"what he holds kept {party(who)} from a {bonus}"))
    return found


def _asked_its_value(state: DealState) -> bool:
    """Whether the younger asked what the elder's point makes: the inquiry bars him from a point of more cards (Law 46, Case I)."""
    point = state.dialogue(Category.POINT)
    theirs = combinations(state.hands[YOUNGER] | state.played[YOUNGER]).point
    called = point.resolved
    return (
        Answer.WHAT_DO_THEY_MAKE in point.answers and theirs is not None and isinstance(called, type(theirs)) and theirs.length > called.length
    )


def _laws_of(penalty_laws: tuple[int, ...], barred: list[_Bar]) -> tuple[int, ...]:
    """The laws a barring ruling cites: the penalty's own with Law 58 (Law 54's correct calls bar by Law 54), and 68 or 69 for a bonus kept."""
    own = (54,) if 54 in penalty_laws else (58,) + tuple(sorted(n for n in set(penalty_laws) if n in PENALTY_LAWS and n != 58))
    return own + tuple(sorted({68 if bar.bonus == "repique" else 69 for bar in barred if bar.bonus is not None}))


@rule("deal scored", laws=(46, 68, 69) + PENALTY_LAWS, cases=("I", "XXII"), label="what a hand that reckons nothing still barred", marks=(CLOSING_RUN,))
def penalised_hand_barred(state: DealState) -> DealState:
    """Name what a penalised hand kept from the adversary: its cards bar though they score nothing (Law 58; Case XXII).

    Law 58 speaks of a hand of more than twelve; read with Case XXII, it is
    the reason any hand that reckons nothing still bars, and the penalty's
    own law is cited beside it.  Under Law 54 it is the offender's correct
    calls that still bar, and Law 54 is cited instead.  Where the younger
    asked the value of the point, that inquiry too kept his point of more
    cards unscored (Law 46, Case I), and is cited.
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
        inquiry = penalty.player == ELDER and _asked_its_value(state) and any(bar.category is Category.POINT for bar in barred)
        state = rule_on(
            state,
            act=f"the deal is scored with {label} reckoning nothing",
            decision=f"{label} scores nothing, yet his cards still bar: " + "; ".join(bar.words for bar in barred)
            + (f" ({party(YOUNGER)} had asked what the point makes, an inquiry that bars him from a point of more cards)" if inquiry else "")
            + ". The penalty takes only what he would have scored, and may cost him nothing",
            laws=_laws_of(penalty.laws, barred) + ((46,) if inquiry else ()),
            cases=("XXII", "I") if inquiry else ("XXII",),
            offender=penalty.player,
            injured=adversary(penalty.player),
            event=None,
        )
    return state
