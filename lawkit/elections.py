"""Elections: a ruling that leaves a choice to a party, awaiting it.

Codes of laws often end a ruling with a choice: the injured party may have
the error put right or a fresh deal, may let the hand stand or have it
played again.  An :class:`Election` holds that choice while the referee
awaits it: who elects, the :class:`Choice` values open to him (each with
the provisions that give it), the event that opened it, and the choice the
code makes for him if he lets it lapse.  :meth:`Election.options` gives the
ruling's :class:`~lawkit.ruling.Option` values, so the ruling and the
election it opens never disagree.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import attrs

from lawkit.citation import Citation
from lawkit.errors import LawkitError
from lawkit.ruling import Option

__all__ = ["Choice", "Election", "UnknownChoice"]


class UnknownChoice(LawkitError, LookupError):
    """An election names a choice the election does not offer."""

    def __init__(self, name: str, election: Election) -> None:
        super().__init__(f"{name!r} is not among the choices: {', '.join(election.names)}")
        self.name = name
        self.election = election


def _citations(values: Iterable[Citation]) -> tuple[Citation, ...]:
    return tuple(values)


@attrs.frozen
class Choice:
    """One course open to the elector: its name (what an ``elect`` act says), its words, its authority.

    ``effect`` is optional: a game may name the function (or rule) that
    carries the choice out, or dispatch on the election's key instead.
    """

    name: str
    text: str
    citations: tuple[Citation, ...] = attrs.field(default=(), converter=_citations)
    effect: Callable[..., Any] | None = attrs.field(default=None, repr=False, eq=False)


def _choices(values: Iterable[Choice]) -> tuple[Choice, ...]:
    found = tuple(values)
    names = [c.name for c in found]
    if not found or len(set(names)) != len(names):
        raise ValueError(f"an election offers one choice or more, each named once, not {names}")
    return found


@attrs.frozen
class Election:
    """A choice awaiting its elector: ``key`` says which ruling opened it, ``event`` the act it answered.

    ``lapses_to`` names the choice the code applies when the elector lets
    the option pass, or None when the referee must wait for him.
    """

    key: str
    #: The seat of the player who elects.
    elector: int
    choices: tuple[Choice, ...] = attrs.field(converter=_choices)
    event: int | None = None
    lapses_to: str | None = None

    def __attrs_post_init__(self) -> None:
        if self.lapses_to is not None and self.lapses_to not in self.names:
            raise ValueError(f"an election lapses to one of its choices, not {self.lapses_to!r}")

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(c.name for c in self.choices)

    def choice(self, name: str) -> Choice:
        """The choice of that name; :class:`UnknownChoice` if there is none."""
        for found in self.choices:
            if found.name == name:
                return found
        raise UnknownChoice(name, self)

    def options(self) -> tuple[Option, ...]:
        """The options as the ruling that opens the election states them: each choice, who elects, on what authority."""
        return tuple(Option(name=c.name, text=c.text, elector=self.elector, citations=c.citations) for c in self.choices)

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "elector": self.elector,
            "choices": [{"name": c.name, "text": c.text, "citations": [{"kind": x.kind, "id": x.id} for x in c.citations]} for c in self.choices],
            "event": self.event,
            "lapses_to": self.lapses_to,
        }
