"""Readers of the values a record's events and deals carry, for any game's :class:`~lawkit.runner.ActSpec`.

Each raises ``ValueError`` with what was wanted and what was found; the
runner prefixes the act's key and the place, so the message says only the
value's fault (``cut: a whole number of 0 or more, not -1``).  An event's
cards are read by the pack a game plays with (:meth:`lawkit.cards.Pack.read`);
a deal's, which the runner does not place, say where they are (:func:`cards_at`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from lawkit.cards import Card, Pack

__all__ = ["count", "one_of", "known_keys", "cards_at", "hands"]


def count(value: Any, least: int = 0) -> int:
    """A whole number of ``least`` or more (``True`` is not one)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise ValueError(f"a whole number of {least} or more, not {value!r}")
    return value


def one_of(*allowed: Any) -> Callable[[Any], Any]:
    """A reader that takes only the values allowed (``one_of(True)`` for an act that carries nothing but itself)."""

    def read(value: Any) -> Any:
        if value not in allowed:
            raise ValueError(f"one of {', '.join(map(str, allowed))}, not {value!r}")
        return value

    return read


def known_keys(data: Mapping[str, Any], allowed: Iterable[str]) -> None:
    """Refuse a key the game does not read, naming the first in order, so that a misspelt key is not ignored."""
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        raise ValueError(f"unknown key {unknown[0]!r}")


def cards_at(pack: Pack, value: object, what: str) -> tuple[Card, ...]:
    """The cards a deal gives at the place ``what`` names (``'stock'``), the place in any message."""
    if not isinstance(value, str | list):
        raise ValueError(f"{what} must be cards, as a string or a list")
    try:
        return pack.parse(value)
    except ValueError as error:
        raise ValueError(f"{what}: {error}") from None


def hands(pack: Pack, value: object, players: Sequence[str]) -> dict[str, tuple[Card, ...]]:
    """Each player's cards from a deal's ``hands``, an object naming every player and no one else."""
    if not isinstance(value, Mapping) or set(value) != set(players):
        raise ValueError(f"'hands' must give the cards of {' and '.join(players)}")
    return {p: cards_at(pack, value[p], f"{p}'s hand") for p in players}
