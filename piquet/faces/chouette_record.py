"""Reading a chouette session: three players, an optional cut, and the parties they played.

Chouette is piquet for three (the Description of the Game, "Chouette
piquet"): one player plays each partie alone against the other two, one of
whom plays the cards while the other advises him.  A session record lists
the parties in the order they were played, each an ordinary two-player
record (:mod:`piquet.faces.record`) between the single player and the one
who played against him, so that every deal is refereed exactly as in a
partie for two.  This module only reads: who should have played, and what
each partie is worth, is :mod:`piquet.referee.chouette`'s business.

A fault is a :class:`ChouetteError`, a :class:`~piquet.errors.RecordError`
that also names the partie (``partie``, counted from 0), so the command
reports it in one line with exit status 2 like any other bad record.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from piquet.errors import NotationError, RecordError, shown
from piquet.faces.record import MAX_LABEL, Record, read_record
from piquet.table.cards import Card

__all__ = [
    "CHOUETTE_FORMAT",
    "MAX_PARTIES",
    "ChouetteError",
    "ChouettePartie",
    "ChouetteSession",
    "is_chouette_session",
    "read_session",
]

CHOUETTE_FORMAT = "piquet-chouette/1"
#: More parties than any evening holds; a longer list is refused rather than replayed for minutes.
MAX_PARTIES = 50
#: Rounds of the cut: the first, and re-cuts of tied players (at most two ties can need a re-cut each).
MAX_CUT_ROUNDS = 20
_TOP_KEYS = {"format", "players", "cut", "parties"}
_PARTIE_KEYS = {"single", "partie"}


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


def is_chouette_session(data: Any) -> bool:
    """Whether parsed JSON claims to be a chouette session (its ``format``, or ``parties`` with no format)."""
    if not isinstance(data, Mapping):
        return False
    fmt = data.get("format")
    return fmt == CHOUETTE_FORMAT or (fmt is None and "parties" in data)


def _extensions(data: Mapping[str, Any], known: set[str], where: str, partie: int | None = None) -> dict[str, Any]:
    extra = {k: v for k, v in data.items() if k not in known}
    for key in extra:
        if not isinstance(key, str) or not key.startswith("x-"):
            raise ChouetteError(f"unknown key {shown(key)} in {where} (extensions start with 'x-')", partie=partie)
    return extra


def _read_players(data: Mapping[str, Any]) -> tuple[str, str, str]:
    players = data.get("players")
    if (
        not isinstance(players, list)
        or len(players) != 3
        or not all(isinstance(p, str) and p and p.isprintable() and len(p) <= MAX_LABEL for p in players)
        or len(set(players)) != 3
    ):
        raise ChouetteError(
            f"'players' must be a list of three distinct printable labels of at most {MAX_LABEL} characters, not {shown(players)}"
        )
    return players[0], players[1], players[2]


def _read_cut(data: Mapping[str, Any], players: tuple[str, str, str]) -> tuple[Mapping[str, Card], ...]:
    """The cut as rounds; one object alone is read as a cut of a single round."""
    cut = data.get("cut")
    if cut is None:
        return ()
    rounds = [cut] if isinstance(cut, Mapping) else cut
    if not isinstance(rounds, list) or not rounds or len(rounds) > MAX_CUT_ROUNDS:
        raise ChouetteError(f"'cut' must be an object of one card a player, or a list of up to {MAX_CUT_ROUNDS} such rounds")
    read: list[Mapping[str, Card]] = []
    for number, rnd in enumerate(rounds, 1):
        if not isinstance(rnd, Mapping) or not rnd or not set(rnd) <= set(players):
            raise ChouetteError(f"the cut, round {number}: must give a card for players among {', '.join(players)}, not {shown(rnd)}")
        cards: dict[str, Card] = {}
        for label in players:
            if label not in rnd:
                continue
            try:
                card = Card.parse(rnd[label])
            except NotationError as error:
                raise ChouetteError(f"the cut, round {number}: {error}", card=error.text) from None
            if card in cards.values():
                raise ChouetteError(f"the cut, round {number}: {card} is cut twice from one pack", card=card.code)
            cards[label] = card
        read.append(cards)
    if set(read[0]) != set(players):
        raise ChouetteError("the cut, round 1: all three players cut")
    return tuple(read)


def _read_partie(data: Any, index: int, players: tuple[str, str, str]) -> ChouettePartie:
    if not isinstance(data, Mapping):
        raise ChouetteError("a partie must be an object with 'single' and 'partie'", partie=index)
    for key in sorted(_PARTIE_KEYS):
        if key not in data:
            raise ChouetteError(f"a partie must give {shown(key)}", partie=index)
    extra = _extensions(data, _PARTIE_KEYS, "the partie", index)
    try:
        record = read_record(data["partie"])
    except RecordError as error:
        raise ChouetteError.inside(error, index) from None
    strangers = [label for label in record.players if label not in players]
    if strangers:
        raise ChouetteError(f"{shown(strangers[0])} plays in this partie but is not one of {', '.join(players)}", partie=index)
    single = data["single"]
    if single not in record.players:
        raise ChouetteError(
            f"'single' must be one of the partie's players {record.players[0]} and {record.players[1]}, not {shown(single)}", partie=index
        )
    return ChouettePartie(single, record, extra)


def read_session(data: Any) -> ChouetteSession:
    """Read a parsed chouette session; raises :class:`ChouetteError` naming the partie and the fault."""
    if not isinstance(data, Mapping):
        raise ChouetteError("a chouette session must be a JSON object")
    fmt = data.get("format", CHOUETTE_FORMAT)
    if fmt != CHOUETTE_FORMAT:
        raise ChouetteError(f"unknown format {shown(fmt)}; a chouette session is {shown(CHOUETTE_FORMAT)}")
    players = _read_players(data)
    cut = _read_cut(data, players)
    parties_data = data.get("parties")
    if not isinstance(parties_data, list) or not parties_data:
        raise ChouetteError("'parties' must be a list of at least one partie")
    if len(parties_data) > MAX_PARTIES:
        raise ChouetteError(f"a session of {len(parties_data)} parties is more than this library reads ({MAX_PARTIES} at most)")
    parties = tuple(_read_partie(item, index, players) for index, item in enumerate(parties_data))
    extra = _extensions(data, _TOP_KEYS, "the session")
    return ChouetteSession(players, parties, cut, extra)
