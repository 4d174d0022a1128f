"""The errors of the Écarté referee: a record it cannot read, an act the record contradicts."""

from __future__ import annotations

from lawkit.errors import LawkitError

__all__ = ["EcarteError", "CardError", "RecordError", "Refused"]


class EcarteError(LawkitError):
    """Base of every error the Écarté referee raises on purpose."""


class CardError(EcarteError, ValueError):
    """Text that names no card or suit of the pack, in the notation records use."""


class Refused(EcarteError):
    """An act the deal's own facts contradict (a card not held, an act out of its time that no recovered law rules on).

    The state it was offered to is left as it was.  ``player`` and ``card`` say who and with what.
    """

    def __init__(self, message: str, *, player: str | None = None, card: str | None = None) -> None:
        super().__init__(message)
        self.reason = message
        self.player = player
        self.card = card


class RecordError(EcarteError, ValueError):
    """A record that cannot be read or replayed, with its place: ``deal`` and ``event`` are indexes from 0, or None.

    The message counts deals and events from one, as a person reads the record.
    """

    def __init__(self, message: str, *, deal: int | None = None, event: int | None = None) -> None:
        self.reason = message
        self.deal = deal
        self.event = event
        super().__init__(message)

    def where(self) -> str:
        parts = []
        if self.deal is not None:
            parts.append(f"deal {self.deal + 1}")
        if self.event is not None:
            parts.append(f"event {self.event + 1}")
        return ", ".join(parts)

    def __str__(self) -> str:
        place = self.where()
        return f"{place}: {self.reason}" if place else self.reason
