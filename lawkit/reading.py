"""Readers of the values a record's events and deals carry, for any game's :class:`~lawkit.runner.ActSpec`.

Each raises ``ValueError`` with what was wanted and what was found; the
runner prefixes the act's key and the place, so the message says only the
value's fault (``cut: a whole number of 0 or more, not -1``).  Cards are
read by the pack a game plays with (:meth:`lawkit.cards.Pack.read`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

__all__ = ["count", "one_of", "known_keys"]


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
