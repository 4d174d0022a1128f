"""The partie: six deals (or four by agreement), ties, and what the winner wins.

A partie is six deals, dealt alternately; a tie is played off with one more
deal each, and a second tie is a drawn partie (Law 71).  By agreement a
partie is four deals with the first and last counting double and any extra
deals single (the note to Law 71).  The winner wins the difference plus a
hundred (Law 72), or, if the loser is short of a hundred, the sum plus a
hundred: a rubicon (Law 73).
"""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from piquet.errors import PiquetError, shown
from piquet.lawbook.citation import cites

__all__ = ["most_after", "MOST_IN_A_DEAL", "Partie", "Settlement", "settle", "PartieError", "RUBICON", "PARTIE_BONUS", "EXTRA_DEALS"]

RUBICON = 100
PARTIE_BONUS = 100
EXTRA_DEALS = 2


class PartieError(PiquetError, ValueError):
    """A score was entered into a partie that cannot take it."""


#: More than any player can score in one deal: the sum of every item's
#: highest score, though no hand holds them all at once (carte blanche 10,
#: a point of eight 8, two sixièmes 32, three quatorzes 42, repique 60,
#: thirteen in play and the capot 40; Laws 61-69).
MOST_IN_A_DEAL = 10 + 8 + 2 * 16 + 3 * 14 + 60 + 13 + 40


@cites(61, 71)
def most_after(played: int, deals: int = 6) -> int:
    """The most a score can be after ``played`` deals, the first and last of a four-deal partie doubled (note to Law 71)."""
    doubled = sum(1 for number in range(1, played + 1) if deals == 4 and number in (1, 4))
    return MOST_IN_A_DEAL * (played + doubled)


@attrs.frozen
class Settlement:
    """What a finished partie comes to."""

    winner: str | None
    points_won: int
    rubicon: bool


@cites(72, 73)
def settle(totals: Mapping[str, int]) -> Settlement:
    """Settle a finished partie from the two totals.

    The winner takes the difference and a hundred (Law 72); if the loser has
    not reached a hundred, the winner takes both scores and a hundred,
    whether or not he himself reached it (Law 73).  Equal totals: drawn.
    """
    (first, a), (second, b) = totals.items()
    if a == b:
        return Settlement(None, 0, False)
    winner, high, low = (first, a, b) if a > b else (second, b, a)
    if low < RUBICON:
        return Settlement(winner, high + low + PARTIE_BONUS, True)
    return Settlement(winner, high - low + PARTIE_BONUS, False)


@attrs.frozen
class Partie:
    """The running state of a partie: totals and deals played.

    ``deals`` is 6, or 4 for the four-deal partie by agreement.  Enter each
    deal's raw score with :meth:`record`; the doubling of the four-deal
    partie is applied here.
    """

    players: tuple[str, str]
    deals: int = 6
    totals: tuple[int, int] = (0, 0)
    played: int = 0
    extended: bool = False

    def __attrs_post_init__(self) -> None:
        if self.deals not in (4, 6):
            raise PartieError(f"a partie is six deals, or four by agreement, not {self.deals}")
        if len(set(self.players)) != 2:
            raise PartieError(f"a partie needs two distinct players, not {self.players}")

    @classmethod
    def in_progress(cls, players: tuple[str, str], scores: Mapping[str, int], played: int, deals: int = 6) -> Partie:
        """A partie taken up after ``played`` deals with these scores."""
        if set(scores) != set(players):
            raise PartieError(f"start scores must name {players[0]} and {players[1]}")
        if played < 0 or played > deals + EXTRA_DEALS:
            raise PartieError(f"deals_played must be between 0 and {deals + EXTRA_DEALS}, not {shown(played)}")
        totals = (scores[players[0]], scores[players[1]])
        for label, total in zip(players, totals):
            most = most_after(played, deals)
            if total < 0 or total > most:
                raise PartieError(
                    f"{label}'s score of {shown(total)} after {played} deal(s) is more than the laws allow ({most} at most)"
                    if total > 0
                    else f"{label}'s score cannot be less than nothing"
                )
        extended = played > deals or (played == deals and totals[0] == totals[1])
        return cls(players, deals, totals, played, extended)

    @property
    def next_deal(self) -> int:
        """The number (from 1) of the next deal."""
        return self.played + 1

    @cites(71)
    def deals_due(self) -> int:
        """How many deals the partie runs to, as things stand: two more if tied after the regular deals."""
        if self.extended:
            return self.deals + EXTRA_DEALS
        return self.deals

    @property
    def complete(self) -> bool:
        due = self.deals_due()
        return self.played >= due

    def is_last_deal(self, number: int) -> bool:
        """Whether deal ``number`` is, as things stand, the last of the partie."""
        return number == self.deals or number == self.deals + EXTRA_DEALS

    @cites(71)
    def multiplier(self, number: int) -> int:
        """Two for the first and last of a four-deal partie; one otherwise (note to Law 71)."""
        if self.deals == 4 and number in (1, 4):
            return 2
        return 1

    def record(self, scores: Mapping[str, int], *, counted: bool = False) -> Partie:
        """The partie after one more deal with these raw scores (doubling applied here), or with the scores as they count
        in the partie, doubling included (``counted``: a figure written doubled and standing may be odd, note to Law 71)."""
        if self.complete:
            raise PartieError("the partie is already complete")
        factor = 1 if counted else self.multiplier(self.next_deal)
        a, b = (scores[self.players[0]] * factor, scores[self.players[1]] * factor)
        totals = (self.totals[0] + a, self.totals[1] + b)
        played = self.played + 1
        extended = self.extended or (played == self.deals and totals[0] == totals[1])
        # The constructor, as attrs.evolve would call it, without its look at the class: once a deal.
        return Partie(self.players, self.deals, totals, played, extended)

    def totals_by_player(self) -> dict[str, int]:
        return {self.players[0]: self.totals[0], self.players[1]: self.totals[1]}

    def settlement(self) -> Settlement | None:
        """The result once complete, else None."""
        if not self.complete:
            return None
        return settle(self.totals_by_player())
