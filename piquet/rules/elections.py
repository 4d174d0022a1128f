"""The injured party's choice (Law 44 and every law that gives an option), and what each choice does.

An ``elect`` act takes one of the choices a ruling offered.  The choice names
an *effect* rule (verb ``"effect"``) that the referee applies: the same rule
applies when the option lapses with its default.
"""

from __future__ import annotations

from piquet.errors import shown
import attrs

from piquet.game.acts import Elect
from piquet.game.elections import Election
from piquet.game.state import DealState
from piquet.rules.common import contradiction, rule_on
from piquet.lawbook.registry import rule, rule_named

__all__ = ["elect", "enforce_penalty", "waive_penalty"]


def _find(state: DealState, who: int, event: Elect) -> Election:
    mine = [e for e in state.elections if e.elector == who]
    if event.option is not None:
        mine = [e for e in mine if e.key == event.option]
    else:
        mine = [e for e in mine if e.choice(event.choice) is not None] or mine
    if not mine:
        raise contradiction(state, who, f"{state.setup.label(who)} elects {shown(event.choice)} but no option is open to him", laws=(44,))
    return mine[0]


@rule("elect", laws=(44,), label="an option taken")
def elect(state: DealState, who: int, event: Elect) -> DealState:
    """The elector takes one of the choices offered to him; the referee applies it."""
    election = _find(state, who, event)
    chosen = election.choice(event.choice)
    if chosen is None:
        offered = ", ".join(repr(c.name) for c in election.choices)
        raise contradiction(state, who, f"{shown(event.choice)} is not one of the choices offered ({offered})", laws=(44,))
    state = state.evolve(elections=tuple(e for e in state.elections if e is not election))
    state = rule_on(
        state,
        act=f"{state.setup.label(who)} elects: {chosen.name}",
        decision=chosen.text,
        laws=tuple(int(c.id) for c in chosen.citations if c.kind == "law"),
        cases=tuple(str(c.id) for c in chosen.citations if c.kind == "case"),
    )
    effect: DealState = rule_named(chosen.effect).action(state, election)
    return effect


@rule("effect", laws=(44,), label="the penalty of reckoning nothing enforced")
def enforce_penalty(state: DealState, election: Election) -> DealState:
    """The adversary enforces the penalty: the offender reckons nothing this deal; his cards still bar (Law 58)."""
    return state


@rule("effect", laws=(44,), label="the penalty of reckoning nothing waived")
def waive_penalty(state: DealState, election: Election) -> DealState:
    """The adversary does not enforce the penalty of reckoning nothing (Law 44)."""
    offender = election.subject
    penalties = tuple(attrs.evolve(p, waived=True) if p.player == offender else p for p in state.penalties)
    return state.evolve(penalties=penalties)
