"""Elections: a ruling that leaves a choice to a party, awaiting it.

Codes of laws often end a ruling with a choice: the injured party may have
the error put right or a fresh deal, may let the hand stand or have it
played again.  An :class:`Election` holds that choice while the referee
awaits it: who elects, the :class:`Choice` values open to him (each with
the provisions that give it), the event that opened it, and the choice the
code makes for him if he lets it lapse.  :meth:`Election.options` gives the
ruling's :class:`~lawkit.ruling.Option` values, so the ruling and the
election it opens never disagree.

A game whose laws set the time an option lasts (until the first trick,
until the deal is scored) says so in ``window``, in its own terms; whether
the game waits for the elector (``blocking``) or plays on with the option
open, and which player the option concerns (``subject``), are the game's
to say too.  The kernel keeps them so that every game's referee holds its
options in one kind of value.
"""

from __future__ import annotations

import enum
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

    def to_json(self) -> dict[str, Any]:
        """The choice as an election's JSON gives it: name, words, citations (not the effect, which is code)."""
        return {"name": self.name, "text": self.text, "citations": [{"kind": x.kind, "id": x.id} for x in self.citations]}


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
    ``window`` says when the option passes, in the game's terms: a member of
    the game's own enum (whose value words it) or plain words; None when
    only the runner's rule closes it (the acts the game says let it lapse).
    An option with a window names the choice it lapses to.
    """

    key: str
    #: The seat of the player who elects.
    elector: int
    choices: tuple[Choice, ...] = attrs.field(converter=_choices)
    event: int | None = None
    lapses_to: str | None = None
    window: enum.Enum | str | None = None
    #: Whether the game waits for this election before it goes on (the elector is the player to act);
    #: False for an option that stays open while play continues (a penalty the injured may waive until the scoring).
    blocking: bool = True
    #: The seat of the player the option concerns (the offender, say), where what a choice does depends on him.
    subject: int | None = None

    def __attrs_post_init__(self) -> None:
        if self.lapses_to is not None and self.lapses_to not in self.names:
            raise ValueError(f"an election lapses to one of its choices, not {self.lapses_to!r}")
        if self.window is not None and self.lapses_to is None:
            raise ValueError(f"an election that lapses {self.lapses} names the choice it lapses to")

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(c.name for c in self.choices)

    @property
    def lapses(self) -> str | None:
        """When the option lapses, in words: the window's own (an enum member's value), or None."""
        if isinstance(self.window, enum.Enum):
            return str(self.window.value)
        return self.window

    @property
    def default(self) -> Choice | None:
        """The choice the code applies when the option lapses (``lapses_to``), or None when it waits for the elector."""
        return None if self.lapses_to is None else self.choice(self.lapses_to)

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
        """The election as the runner's adjudication shows an open option, the same keys for every game.

        ``window``, ``blocking`` and ``subject`` are left out: a game that
        shows them says them in its own words, beside these.
        """
        return {
            "key": self.key,
            "elector": self.elector,
            "choices": [c.to_json() for c in self.choices],
            "event": self.event,
            "lapses_to": self.lapses_to,
        }
