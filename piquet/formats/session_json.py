"""Reading a chouette session: three players, an optional cut, and the parties they played, each an ordinary record.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from piquet.errors import NotationError, RecordError, shown
from piquet.formats.record_json import read_record
from piquet.formats.recognition import refuse_non_session
from piquet.game.record import MAX_LABEL
from piquet.game.session import (
    CHOUETTE_FORMAT,
    MAX_CUT_ROUNDS,
    MAX_PARTIES,
    ChouetteError,
    ChouettePartie,
    ChouetteSession,
)
from piquet.table.cards import Card

__all__ = ["is_chouette_session", "read_session"]

_TOP_KEYS = {"format", "players", "cut", "parties"}
_PARTIE_KEYS = {"single", "partie"}


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
    """Read a parsed chouette session; raises :class:`ChouetteError` naming the partie and the fault.

    Input that is no session at all (a record of two, other JSON, a file's
    name) raises :class:`~piquet.game.session.NotASession`, which says what
    was expected instead.
    """
    refuse_non_session(data)
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
