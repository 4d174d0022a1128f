"""Écarté's rulebook, and the helpers every rule uses to rule.

:data:`ECARTE` is a :class:`lawkit.registry.Rulebook` of its own: piquet's
rules are never candidates here, nor these in piquet's.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol, TypeVar

from ecarte.acts import Act
from ecarte.errors import Refused
from ecarte.state import CutState, DealState
from lawkit.citation import Citation
from lawkit.elections import Choice, Election
from lawkit.registry import Rulebook
from lawkit.ruling import Displaced, Finding, Option, Ruling

__all__ = ["ECARTE", "ruled", "refuse", "offer"]

#: Every rule of écarté.
ECARTE: Rulebook[Any] = Rulebook("Laws of Écarté")

_S = TypeVar("_S", DealState, CutState)


class _Said(Protocol):
    """What a ruling needs of the act it answers: the words for it."""

    def said(self) -> str: ...


def ruled(
    state: _S,
    act: _Said,
    decision: str,
    cites: Iterable[Citation],
    *,
    findings: Iterable[str | tuple[str, Iterable[int]]] = (),
    offender: str | None = None,
    injured: str | None = None,
    penalty: str | None = None,
    options: Iterable[Option] = (),
    displaced: Iterable[Displaced] = (),
    note: bool = False,
    whole_deal: bool = False,
    void: bool = False,
) -> _S:
    """The state with a ruling on ``act`` added; it names the rule being applied (the kernel checks what it cites).

    The ruling answers the act at ``state.event``, or the deal as a whole.  The parties, named here by label, are kept
    as seats (their places in ``state.players``), the kernel's form; their labels are filled where the ruling is shown.
    """
    ruling = Ruling(
        event=None if whole_deal else state.event,
        act=act.said(),
        decision=decision,
        findings=[Finding(f, [state.event]) if isinstance(f, str) else Finding(f[0], f[1]) for f in findings],
        offender=None if offender is None else state.players.index(offender),
        injured=None if injured is None else state.players.index(injured),
        penalty=penalty,
        options=options,
        citations=tuple(cites),
        displaced=displaced,
        note=note,
        void=void,
    )
    return state.with_ruling(ruling)


def offer(state: DealState, elector: str, key: str, choices: Iterable[tuple[str, str]], cite: Citation) -> tuple[Election, tuple[Option, ...]]:
    """The election a ruling opens, from (name, words) pairs, and the options as the ruling states them."""
    election = Election(key, state.players.index(elector), [Choice(name, text, [cite]) for name, text in choices], event=state.event)
    return election, election.options()


def refuse(message: str, act: Act) -> Refused:
    """An act the deal's facts contradict, or one out of its time that no recovered law rules on."""
    return Refused(message, player=act.player)
