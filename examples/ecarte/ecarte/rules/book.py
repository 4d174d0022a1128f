"""Écarté's rulebook, and the helpers every rule uses to rule.

:data:`ECARTE` is a :class:`lawkit.registry.Rulebook` of its own: piquet's
rules are never candidates here, nor these in piquet's.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

import attrs

from ecarte.acts import said
from ecarte.state import CutState, DealState
from lawkit.citation import Citation
from lawkit.elections import Choice, Election
from lawkit.registry import Rulebook
from lawkit.ruling import Displaced, Finding, Option, Outcome, Ruling
from lawkit.runner import Act

__all__ = ["ECARTE", "ruled", "offer"]

#: Every rule of écarté.
ECARTE: Rulebook[Any] = Rulebook("Laws of Écarté")

_S = TypeVar("_S", DealState, CutState)


def ruled(state: _S, act: Act | str, decision: str, cites: Iterable[Citation], *,
          findings: Iterable[str | tuple[str, Iterable[int]]] = (), offender: str | None = None,
          injured: str | None = None, penalty: str | None = None, options: Iterable[Option] = (),
          displaced: Iterable[Displaced] = (), note: bool = False, whole_deal: bool = False, void: bool = False,
          outcome: Outcome | None = None) -> _S:
    """The state with a ruling on ``act`` (or on what the words say happened) added; it names the rule being applied.

    The ruling answers the act at ``state.event``, or the deal as a whole.  The parties, named here by label, are kept
    as seats (their places in the record's players), the kernel's form; the runner fills in their labels.
    """
    ruling = Ruling(event=None if whole_deal else state.event, act=act if isinstance(act, str) else said(act),
                    decision=decision,
                    findings=[Finding(f, [state.event]) if isinstance(f, str) else Finding(f[0], f[1]) for f in findings],
                    offender=None if offender is None else state.table.index(offender),
                    injured=None if injured is None else state.table.index(injured), penalty=penalty, options=options,
                    citations=tuple(cites), displaced=displaced, note=note, void=void)
    if outcome is not None:  # where the structure alone does not say it: of no effect, too late, put right in time
        ruling = attrs.evolve(ruling, outcome=outcome)
    return attrs.evolve(state, rulings=state.rulings + (ruling,))


def offer(state: DealState, elector: str, key: str, choices: Iterable[tuple[str, str]], cite: Citation) -> tuple[Election, tuple[Option, ...]]:
    """The election a ruling opens, from (name, words) pairs, and the options as the ruling states them."""
    election = Election(key, state.table.index(elector), [Choice(name, text, [cite]) for name, text in choices], event=state.event)
    return election, election.options()
