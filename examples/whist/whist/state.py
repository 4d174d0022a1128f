"""The state of one deal: hands, the trick on the table, tricks won, exposed cards, revokes, rulings and options."""

from __future__ import annotations

import attrs

from lawkit.elections import Election
from lawkit.ruling import Ruling
from lawkit.runner import RecordError
from whist.cards import Card


def side(seat: int) -> int:
    """Seats 0 and 2 are side 0; seats 1 and 3 side 1."""
    return seat % 2


@attrs.frozen
class Deal:
    """A deal as it stands: each field a value, so every rule returns a new one with ``attrs.evolve``."""

    number: int
    players: tuple[str, ...]
    hands: tuple[frozenset[Card], ...]
    trumps: str
    leader: int
    turn: int
    trick: tuple[tuple[int, Card], ...] = ()
    done: int = 0
    tricks: tuple[int, int] = (0, 0)
    exposed: frozenset[Card] = frozenset()
    #: Each revoke not yet claimed: the revoker's seat and the trick (counted from 0) it was made in.
    revokes: tuple[tuple[int, int], ...] = ()
    #: The seat bound to lead a called suit, and the suit.
    suit_call: tuple[int, str] | None = None
    #: The exposed card an adversary has called, its holder to play it now.
    called: Card | None = None
    #: Each elected revoke penalty: the revoking side and the choice.
    penalties: tuple[tuple[int, str], ...] = ()
    rulings: tuple[Ruling, ...] = ()
    open: tuple[Election, ...] = ()
    event: int = 0

    def holds(self, seat: int, suit: str | None) -> bool:
        return any(c.suit == suit for c in self.hands[seat])

    def closed(self, election: Election) -> Deal:
        return attrs.evolve(self, open=tuple(e for e in self.open if e != election))

    def led(self) -> str | None:
        return self.trick[0][1].suit if self.trick else None

    def error(self, reason: str) -> RecordError:
        """A record that cannot be so (a card not held...), named by deal and event."""
        return RecordError(reason, deal=self.number - 1, event=self.event)
