"""The options a ruling leaves open, as a program reads them: by key, by the elector's name, by the choices' names.

The referee keeps each open option as an :class:`~lawkit.elections.Election`,
whose elector is a seat; an :class:`Offer` is the same option with the players
named, made for a loop that plays through the referee.  One way to take it:
``offer.elect("waive")`` builds the :class:`~piquet.game.acts.Elect` act, and
the deal's ``step`` applies it.  Nothing is refused there: an election by a
player the option is not open to is ruled on, of no effect, as any act is.

A deal played out may have more to offer than the options still open: the
scoring finds a miscall nobody found and opens its Law 44 option
(:func:`~piquet.referee.apply.found_at_the_scoring`).  Those are offered too,
marked ``at_scoring``, so that a loop can elect them before the deal is scored.
"""

from __future__ import annotations

from typing import Any

import attrs

from lawkit.ruling import fill
from piquet.game.acts import Elect
from lawkit.elections import Election
from piquet.game.elections import default_of, window_of
from piquet.game.state import DealSetup, DealState
from piquet.errors import PlayError
from piquet.referee.apply import found_at_the_scoring

__all__ = ["Offer", "offers_of"]


@attrs.frozen
class Offer:
    """An option open to a player: who elects it, what he may choose, what applies if he lets it lapse, and when."""

    #: The option's key within the deal (``"law-44"``): an ``elect`` act names it so.
    key: str
    #: The player who elects, by name.
    elector: str
    #: The names of the choices, as an ``elect`` act gives them.
    choices: tuple[str, ...]
    #: What each choice does, in the order of ``choices``.
    texts: tuple[str, ...]
    #: The choice the law applies when the option lapses unelected.
    default: str
    #: When the option lapses ("until the deal is scored").
    lapses: str
    #: Whether the game waits for this election before it goes on.
    blocking: bool
    #: The player the option concerns (the offender), by name, where it matters.
    subject: str | None = None
    #: Opened by the scoring of a deal played out (a miscall nobody found): electing it rules the finding first.
    at_scoring: bool = False

    @classmethod
    def of(cls, election: Election, setup: DealSetup, *, at_scoring: bool = False) -> Offer:
        """The referee's open election, the players named."""
        return cls(
            key=election.key,
            elector=setup.label(election.elector),
            choices=tuple(c.name for c in election.choices),
            texts=tuple(fill(c.text, setup.labels) for c in election.choices),
            default=default_of(election).name,
            lapses=window_of(election).value,
            blocking=election.blocking,
            subject=None if election.subject is None else setup.label(election.subject),
            at_scoring=at_scoring,
        )

    def elect(self, choice: str) -> Elect:
        """The act by which the elector takes ``choice``; :class:`PlayError` if the option offers no such choice."""
        if choice not in self.choices:
            raise PlayError(f"the option {self.key} offers {', '.join(repr(c) for c in self.choices)}, not {choice!r}")
        return Elect(self.elector, choice, self.key)

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "elector": self.elector,
            "choices": [{"name": name, "text": text} for name, text in zip(self.choices, self.texts, strict=True)],
            "default": self.default,
            "lapses": self.lapses,
            "blocking": self.blocking,
            "subject": self.subject,
            "at_scoring": self.at_scoring,
        }


def offers_of(state: DealState) -> tuple[Offer, ...]:
    """Every option open in the deal, and those the scoring of a deal played out would open, in the order offered."""
    setup = state.setup
    offered = tuple(Offer.of(e, setup) for e in state.elections)
    found = found_at_the_scoring(state)
    if found is None:
        return offered
    known = set(state.elections)
    return offered + tuple(Offer.of(e, setup, at_scoring=True) for e in found.elections if e not in known)
