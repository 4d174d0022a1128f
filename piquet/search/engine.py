"""The search itself: alpha-beta over tricks, on ints, driven by zero-window tests (MTD(f)).

This module is the fast inside of :func:`piquet.search.solver.solve`; it
knows nothing of cards as objects.  A position is the leader's and the
follower's hands as bit masks, whether the leader is the player the search
serves, the tricks each has won and the tricks made.  Values are seen from
the leader's side (negamax): what the leader's side of the objective gains
from here, less what it loses, so the follower's best answer is the one that
makes it least, and a trick the follower wins hands him the lead with the
value turned round.

One node is one trick: the leader's card, then every answer the follower
may make to it.  The follower's answers are searched inside the lead's loop
with a window narrowed to the best answer found so far, so a lead the
follower can hold below what the leader already has is dropped at once.

Before any card is tried, a node is settled without search where it can be:

* a leader every one of whose cards wins its trick takes all that are left
  (:func:`Engine._build`'s ``runs_home``);
* with one or two cards each, the tricks are played out directly;
* bounds from the extremes: the leader's side can do no better than win
  every trick left, and no worse than cash the masters it holds and then
  lose every other trick (its adversary leading from then on).  A zero-window
  test whose bound lies outside them is answered there and then.

Why the extremes are bounds: each objective counted here (points, tricks,
the difference) gives a side at least as much for a trick it wins as for
one it loses, and the lead it then keeps is worth at least as much as the
lead it hands over; so no line gives the leader's side more than winning
every trick, and it can make sure of no less than cashing its masters and
losing all the rest.
"""

from __future__ import annotations

from collections.abc import Callable

from piquet.search.ordering import (
    ALL_MASTERS,
    ANSWERS,
    DISCARDS,
    LEAD_MASTERS,
    LEAD_OTHERS,
    MASTER_COUNT,
    RANKS_LEFT,
    SQUEEZED,
    SUIT_MASKS,
    answer_order,
)
from piquet.search.table import INFINITY, Table

__all__ = ["Engine", "Scoring"]

TRICKS_IN_A_DEAL = 12
#: The suit of a card given as its bit.
SUIT_OF = {1 << i: i >> 3 for i in range(32)}


class Scoring:
    """What each trick and the end of the play are worth, from the leader's side, precomputed for one objective.

    ``trick[number * 4 + leader_served * 2 + leader_wins]`` is what trick
    ``number`` (1-12) gives the leader's side; ``end[leader_served][leader_won][follower_won]``
    what the tricks won give when the play is over (the cards, capot).
    ``counts_won`` says whether the end depends on the tricks won at all
    (if not, the transposition key leaves them out).
    """

    __slots__ = ("trick", "end", "counts_won")

    def __init__(self, per_trick: Callable[[int, int, int], int], at_end: Callable[[int, int], int]) -> None:
        """``per_trick(number, leader_served, leader_wins)`` and ``at_end(served_won, other_won)``, for the served side."""
        self.trick = [0] * (4 * (TRICKS_IN_A_DEAL + 2))
        for number in range(1, TRICKS_IN_A_DEAL + 1):
            for served in (0, 1):
                for wins in (0, 1):
                    gained = per_trick(number, served, wins)
                    self.trick[number * 4 + served * 2 + wins] = gained if served else -gained
        self.end = [[[0] * 14 for _ in range(14)] for _ in (0, 1)]
        for served in (0, 1):
            for mine in range(14):
                for theirs in range(14):
                    if served:
                        self.end[served][mine][theirs] = at_end(mine, theirs)
                    else:
                        self.end[served][mine][theirs] = -at_end(theirs, mine)
        self.counts_won = any(at_end(m, t) for m in range(13) for t in range(13))


class Engine:
    """One search's state: the scoring, the table of bounds, the switches, and the count of nodes."""

    def __init__(self, scoring: Scoring, *, merge: bool = True, table: Table | None = None) -> None:
        self.scoring = scoring
        self.merge = merge
        self.table = table
        self.count: Callable[[], int] = lambda: 0
        self.search = self._build()

    def _build(self) -> Callable[[int, int, int, int, int, int, int, int], int]:
        trick = self.scoring.trick
        end = self.scoring.end
        counts_won = self.scoring.counts_won
        merge = self.merge
        remember = self.table is not None
        entries: dict[int, tuple[int, int, int]] = self.table.entries if self.table is not None else {}
        nodes = 0

        def count() -> int:
            return nodes

        self.count = count
        masters = LEAD_MASTERS
        others = LEAD_OTHERS
        discards = DISCARDS
        squeezed = SQUEEZED
        all_masters = ALL_MASTERS
        answers_known = ANSWERS
        master_count = MASTER_COUNT
        # cashed[ls][n]: what the leader's side gets from leading and winning tricks 1 to n.
        cashed = [[sum(trick[n * 4 + ls * 2 + 1] for n in range(1, upto + 1)) for upto in range(TRICKS_IN_A_DEAL + 1)]
                  for ls in (0, 1)]
        ranks_left = RANKS_LEFT

        def finish(lh: int, fh: int, ls: int, wl: int, wf: int, made: int) -> int:
            """The play is over: the longer hand's unanswerable cards count as its tricks (Law 57), then the end."""
            if lh:
                holder, count = 1, min(lh.bit_count(), TRICKS_IN_A_DEAL - made)
            elif fh:
                holder, count = 0, min(fh.bit_count(), TRICKS_IN_A_DEAL - made)
            else:
                return end[ls][wl][wf]
            got = 0
            for number in range(made + 1, made + count + 1):
                if holder:  # the leader leads and wins them all
                    got += trick[number * 4 + ls * 2 + 1]
                else:  # the follower does: seen from the leader's side, turned round
                    got -= trick[number * 4 + (1 - ls) * 2 + 1]
            if holder:
                return got + end[ls][wl + count][wf]
            return got + end[ls][wl][wf + count]

        def runs_home(lh: int, fh: int, ls: int, wl: int, wf: int, made: int) -> int:
            """Every card the leader holds wins its trick whatever is played to it: he takes them all, in any order."""
            played = min(lh.bit_count(), fh.bit_count(), TRICKS_IN_A_DEAL - made)
            got = cashed[ls][made + played] - cashed[ls][made]
            left = (1 << (lh.bit_count() - played)) - 1, (1 << (fh.bit_count() - played)) - 1
            return got + finish(left[0], left[1], ls, wl + played, wf, made + played)

        def last_one(lh: int, fh: int, ls: int, wl: int, wf: int, made: int) -> int:
            """One card each: nothing to choose."""
            index = (made + 1) * 4 + ls * 2
            if fh > lh and (fh.bit_length() - 1) >> 3 == (lh.bit_length() - 1) >> 3:
                return trick[index] - finish(0, 0, 1 - ls, wf + 1, wl, made + 1)
            return trick[index + 1] + finish(0, 0, ls, wl + 1, wf, made + 1)

        def last_two(lh: int, fh: int, ls: int, wl: int, wf: int, made: int) -> int:
            """Two cards each: every lead and answer tried outright, cheaper than searching them."""
            nonlocal nodes
            index = (made + 1) * 4 + ls * 2
            l_low = lh & -lh
            f_low = fh & -fh
            best = -INFINITY
            for lead in (l_low, lh ^ l_low):
                l_left = lh ^ lead
                suit = SUIT_OF[lead]
                follows = fh & SUIT_MASKS[suit]
                worst = INFINITY
                for answer in ((f_low, fh ^ f_low) if not follows or follows == fh else (follows,)):
                    nodes += 1
                    f_left = fh ^ answer
                    if answer > lead and SUIT_OF[answer] == suit:
                        got = trick[index] - last_one(f_left, l_left, 1 - ls, wf + 1, wl, made + 1)
                    else:
                        got = trick[index + 1] + last_one(l_left, f_left, ls, wl + 1, wf, made + 1)
                    if got < worst:
                        worst = got
                if worst > best:
                    best = worst
            return best

        def search(lh: int, fh: int, ls: int, wl: int, wf: int, made: int, alpha: int, beta: int) -> int:
            nonlocal nodes
            nodes += 1
            if not lh or not fh or made >= TRICKS_IN_A_DEAL:
                return finish(lh, fh, ls, wl, wf, made)
            l_rest = lh & (lh - 1)
            f_rest = fh & (fh - 1)
            if not (l_rest or f_rest):  # one card each: the last trick, played out at once
                return last_one(lh, fh, ls, wl, wf, made)
            if not (l_rest & (l_rest - 1) or f_rest & (f_rest - 1)) and l_rest and f_rest:
                return last_two(lh, fh, ls, wl, wf, made)
            # Each suit as the leader's byte and the follower's: the tables' index.
            k0 = (lh & 0xFF) | (fh & 0xFF) << 8
            k1 = (lh >> 8 & 0xFF) | (fh >> 8 & 0xFF) << 8
            k2 = (lh >> 16 & 0xFF) | (fh >> 16 & 0xFF) << 8
            k3 = (lh >> 24 & 0xFF) | (fh >> 24 & 0xFF) << 8
            if all_masters[k0] and all_masters[k1] and all_masters[k2] and all_masters[k3]:
                return runs_home(lh, fh, ls, wl, wf, made)
            held = lh.bit_count()
            if held == fh.bit_count() and made + held <= TRICKS_IN_A_DEAL:
                # Bounds from the extremes: the leader's side can do no better than win every trick left,
                # and no worse than lose them all (its adversary leading from the second on).
                ceiling = cashed[ls][made + held] - cashed[ls][made] + end[ls][wl + held][wf]
                if ceiling < beta:
                    return ceiling
                # The floor: cash the masters, then lose every trick.
                sure = master_count[k0] + master_count[k1] + master_count[k2] + master_count[k3]
                after = made + sure
                floor = (cashed[ls][after] - cashed[ls][made] + trick[(after + 1) * 4 + ls * 2]
                         - cashed[1 - ls][made + held] + cashed[1 - ls][after + 1] - end[1 - ls][wf + held - sure][wl + sure])
                if floor >= beta:
                    return floor
            hint = -1
            if remember:
                # The suits squeezed and sorted: suits are alike (no trumps), so a position and the same
                # with its suits renamed share an entry.
                c0, c1, c2, c3 = sorted((squeezed[k0], squeezed[k1], squeezed[k2], squeezed[k3]))
                key = c0 | c1 << 9 | c2 << 18 | c3 << 27 | ls << 36
                if counts_won:
                    key |= ((wl if wl < 7 else 7) << 3 | (wf if wf < 7 else 7)) << 37
                entry = entries.get(key)
                if entry is not None:
                    lower, upper, hint = entry
                    if lower >= beta:
                        return lower
                    if upper <= alpha:
                        return upper
                    if lower == upper:
                        return lower
                    if lower > alpha:
                        alpha = lower
                    if upper < beta:
                        beta = upper
                    if hint >= 0:  # the same place in a suit squeezed alike: back to a card of this position
                        code = hint >> 3
                        base = 0 if squeezed[k0] == code else 8 if squeezed[k1] == code else 16 if squeezed[k2] == code else 24
                        hint = base + ranks_left[(lh | fh) >> base & 0xFF][hint & 7]
                else:
                    lower, upper = -INFINITY, INFINITY
            start_alpha, start_beta = alpha, beta
            index = (made + 1) * 4 + ls * 2
            leader_wins_gain = trick[index + 1]
            follower_wins_gain = trick[index]
            # The leads to try.
            if merge:
                leads = (masters[0][k0] + masters[1][k1] + masters[2][k2] + masters[3][k3]
                         + others[0][k0] + others[1][k1] + others[2][k2] + others[3][k3])
            else:
                leads = tuple(i for i in range(32) if lh >> i & 1)
            if hint >= 0 and hint in leads:
                leads = (hint,) + tuple(c for c in leads if c != hint)
            best = -INFINITY
            best_lead = -1
            for lead in leads:
                lh2 = lh & ~(1 << lead)
                base = lead & 0x18
                suit_cards = fh >> base & 0xFF
                if suit_cards:
                    if merge:
                        theirs = lh2 >> base & 0xFF
                        replies = answers_known.get(suit_cards | theirs << 8 | lead << 16) or answer_order(suit_cards, theirs, lead)
                    else:
                        replies = tuple(base + r for r in range(8) if suit_cards >> r & 1)
                    follows = True
                else:
                    follows = False
                    if merge:
                        replies = (discards[0][(fh & 0xFF) | (lh2 & 0xFF) << 8]
                                   + discards[1][(fh >> 8 & 0xFF) | (lh2 >> 8 & 0xFF) << 8]
                                   + discards[2][(fh >> 16 & 0xFF) | (lh2 >> 16 & 0xFF) << 8]
                                   + discards[3][(fh >> 24 & 0xFF) | (lh2 >> 24 & 0xFF) << 8])
                    else:
                        replies = tuple(i for i in range(32) if fh >> i & 1)
                worst = INFINITY
                for answer in replies:
                    ceiling = worst if worst < beta else beta
                    fh2 = fh & ~(1 << answer)
                    if follows and answer > lead:
                        got = follower_wins_gain - search(fh2, lh2, 1 - ls, wf + 1, wl, made + 1,
                                                          follower_wins_gain - ceiling, follower_wins_gain - alpha)
                    else:
                        got = leader_wins_gain + search(lh2, fh2, ls, wl + 1, wf, made + 1,
                                                        alpha - leader_wins_gain, ceiling - leader_wins_gain)
                    if got < worst:
                        worst = got
                        if worst <= alpha:
                            break
                if worst > best:
                    best = worst
                    best_lead = lead
                    if best > alpha:
                        alpha = best
                        if alpha >= beta:
                            break
            if remember:
                if best <= start_alpha:
                    if best < upper:
                        upper = best
                elif best >= start_beta:
                    if best > lower:
                        lower = best
                else:
                    lower = upper = best
                if best > start_alpha:
                    hint = best_lead
                if hint >= 0:  # remember the lead as its suit squeezed and its place among the suit's cards left
                    base = hint & 0x18
                    hint = (squeezed[(lh >> base & 0xFF) | (fh >> base & 0xFF) << 8] << 3
                            | ((lh | fh) >> base & ((1 << (hint - base)) - 1)).bit_count())
                entries[key] = (lower, upper, hint)
            return best

        return search

    @property
    def nodes(self) -> int:
        """How many tricks the search has looked at so far."""
        return self.count()

    def value(self, lh: int, fh: int, ls: int, wl: int, wf: int, made: int, guess: int = 0) -> int:
        """The exact value from the leader's side, by MTD(f): zero-window tests until the bounds meet."""
        lower, upper = -INFINITY, INFINITY
        found = guess
        while lower < upper:
            beta = found + 1 if found == lower else found
            found = self.search(lh, fh, ls, wl, wf, made, beta - 1, beta)
            if found < beta:
                upper = found
            else:
                lower = found
        return found

    def at_least(self, lh: int, fh: int, ls: int, wl: int, wf: int, made: int, target: int) -> bool:
        """Whether the leader's side is sure of ``target`` or more: one zero-window test."""
        return self.search(lh, fh, ls, wl, wf, made, target - 1, target) >= target
