"""The solver's transposition table: what is known of positions already searched, as bounds.

A position of the play is reached by many orders of the same cards, so the
solver remembers each one it searches.  The search is exact (it always runs
to the end of the play), so whatever it learns of a position is a true bound
on the position's value, whatever window it was searching with: a search
that failed high proves a lower bound, one that failed low an upper bound,
one inside its window the value itself.  Bounds from different windows are
merged, which is what lets a sequence of zero-window searches (MTD(f))
converge on the value while reusing each other's work.

The key packs into one int what the future of the play depends on (see
:func:`key_of`; the search computes the same inline):

* each suit *squeezed* (:func:`piquet.search.ordering.squeezed`): only the
  order of the cards left matters, so the cards already played are left
  out and positions that differ only by them meet; nine bits a suit, and
  the four suits sorted, since piquet has no trumps and a position with its
  suits renamed is the same position (bits 0-35);
* whether the leader is the player the search serves (bit 36);
* the tricks each side has won so far, each capped at seven (bits 37 up),
  and only when the objective counts the cards or capot at the end.

The number of tricks made is not in the key: within one search it follows
from the number of cards left, so it would add nothing.  The tricks won
matter only for the ten for the cards (more than six) and the forty for
capot (all twelve); beyond seven, more makes no difference to either.
"""

from __future__ import annotations

from piquet.search.ordering import SQUEEZED

__all__ = ["Table", "key_of", "INFINITY"]

#: Larger than any value of the play (at most a few dozen points or twelve tricks).
INFINITY = 1 << 20


def key_of(leader_hand: int, follower_hand: int, leader_served: int, leader_won: int, follower_won: int,
           counts_won: bool = True) -> int:
    """The key of a position, as the search packs it (see the module's note)."""
    key = leader_served << 36
    suits = sorted(SQUEEZED[(leader_hand >> 8 * s & 0xFF) | (follower_hand >> 8 * s & 0xFF) << 8] for s in range(4))
    for place, code in enumerate(suits):
        key |= code << 9 * place
    if counts_won:
        key |= (min(leader_won, 7) << 3 | min(follower_won, 7)) << 37
    return key


class Table:
    """Bounds on the values of positions, by key: ``entries[key] = (lower, upper, best card index or -1)``.

    A plain dict inside: the search reads and writes ``entries`` directly,
    which is faster than calling methods at every node.
    """

    __slots__ = ("entries",)

    def __init__(self) -> None:
        self.entries: dict[int, tuple[int, int, int]] = {}

    def __len__(self) -> int:
        return len(self.entries)

    def bounds(self, key: int) -> tuple[int, int]:
        """What is known of a position's value: (lower, upper), unbounded if never searched."""
        lower, upper, _ = self.entries.get(key, (-INFINITY, INFINITY, -1))
        return lower, upper

    def store(self, key: int, found: int, alpha: int, beta: int, best: int) -> None:
        """Record what a search of window (alpha, beta) that returned ``found`` proves, merged with what was known."""
        lower, upper, _ = self.entries.get(key, (-INFINITY, INFINITY, -1))
        if found <= alpha:
            upper = min(upper, found)
        elif found >= beta:
            lower = max(lower, found)
        else:
            lower = upper = found
        self.entries[key] = (lower, upper, best)
