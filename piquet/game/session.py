"""A chouette session as a value: three players, an optional cut, and the parties they played.

Chouette is piquet for three (the Description of the Game, "Chouette
piquet"): one player plays each partie alone against the other two, one of
whom plays the cards while the other advises him.  A session record lists
the parties in the order they were played, each an ordinary two-player
record (:mod:`piquet.game.record`) between the single player and the one
who played against him, so that every deal is refereed exactly as in a
partie for two.  This module holds the values (:mod:`piquet.formats.session_json` reads them): who should have played, and what
each partie is worth, is :mod:`piquet.referee.chouette`'s business.

A fault is a :class:`ChouetteError`, a :class:`~piquet.errors.RecordError`
that also names the partie (``partie``, counted from 0), so the command
reports it in one line with exit status 2 like any other bad record.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from piquet.errors import NotARecord, RecordError
from piquet.game.record import Record
from piquet.table.cards import Card

__all__ = [
    "CHOUETTE_FORMAT",
    "MAX_PARTIES",
    "ChouetteError",
    "NotASession",
    "ChouettePartie",
    "ChouetteSession",
]

CHOUETTE_FORMAT = "piquet-chouette/1"
#: More parties than any evening holds; a longer list is refused rather than replayed for minutes.
MAX_PARTIES = 50
#: Rounds of the cut: the first, and re-cuts of tied players (at most two ties can need a re-cut each).
MAX_CUT_ROUNDS = 20


class ChouetteError(RecordError):
    """A chouette session that cannot be read or reckoned; names the partie (from 0) when the fault is inside one.

    ``deal``, ``event`` and ``card`` locate a fault inside that partie's own
    record, as :class:`~piquet.errors.RecordError` does for a lone record.
    """

    def __init__(
        self,
        message: str,
        *,
        partie: int | None = None,
        deal: int | None = None,
        event: int | None = None,
        card: str | None = None,
        laws: Sequence[int] = (),
        cases: Sequence[str] = (),
    ) -> None:
        super().__init__(message, deal=deal, event=event, card=card, laws=laws, cases=cases)
        self.partie = partie

    def where(self) -> str:
        inner = super().where()
        if self.partie is None:
            return inner
        return f"partie {self.partie + 1}" + (f", {inner}" if inner else "")

    @classmethod
    def inside(cls, error: RecordError, partie: int) -> ChouetteError:
        """A fault of one partie's record, said to be in that partie."""
        return cls(error.reason, partie=partie, deal=error.deal, event=error.event, card=error.card, laws=error.laws, cases=error.cases)


class NotASession(ChouetteError, NotARecord):
    """What was given is not a chouette session at all (a record of two, other JSON, a file's name): says what was expected."""


@attrs.frozen
class ChouettePartie:
    """One partie of the session: who played it single-handed, and its record."""

    single: str
    record: Record
    extra: Mapping[str, Any] = attrs.field(factory=dict, eq=False)

    @property
    def opponent(self) -> str:
        """The player who played the cards against the single player."""
        first, second = self.record.players
        return second if first == self.single else first

    def to_json(self) -> dict[str, Any]:
        return {"single": self.single, "partie": self.record.to_json(), **self.extra}


@attrs.frozen
class ChouetteSession:
    """A chouette session as recorded: the three players, the cut (rounds of one card each), the parties."""

    players: tuple[str, str, str]
    parties: tuple[ChouettePartie, ...]
    #: The cut for the first partie, round by round: the first of all three, then re-cuts of tied players.
    cut: tuple[Mapping[str, Card], ...] = ()
    extra: Mapping[str, Any] = attrs.field(factory=dict, eq=False)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": CHOUETTE_FORMAT, "players": list(self.players)}
        if self.cut:
            out["cut"] = [{label: card.code for label, card in rnd.items()} for rnd in self.cut]
        out["parties"] = [partie.to_json() for partie in self.parties]
        out.update(self.extra)
        return out
