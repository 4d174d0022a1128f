"""Settling points won in money, as the Description of the Game says it was done.

Piquet is played for so much a point or so much a hundred, and odd money is
not paid.  Each way of playing drops its own odd money:

* so much a hundred: fractions of fifty points are not reckoned (of
  twenty-five, by agreement); twopenny points are a pound a hundred, on
  the same footing;
* threepenny points are reckoned in whole forties;
* sixpenny and shilling points drop the odd shillings and pence, keeping
  whole pounds.

Where several players settle at once (a chouette), each winner's amount is
reckoned on its own; the losers pay what the winners receive, shared in
proportion to what each lost.  That is what the Description's running card
shows: A's 190 and C's 310 count 150 and 300, and B, who lost 500, pays 450.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import attrs

from piquet.errors import shown
from piquet.stakes.money import Money, MoneyError

__all__ = [
    "Stake",
    "Settled",
    "settle",
    "settle_balances",
    "TWOPENNY",
    "THREEPENNY",
    "SIXPENNY",
    "SHILLING",
    "parse_stake",
]

_HUNDRED = 100


@attrs.frozen
class Stake:
    """How points become money: a rate a point or a hundred, and how odd money is dropped.

    ``rate`` is the money for one point (``per`` 1) or for a hundred (``per``
    100); points are reckoned in whole ``multiples`` (fifty, twenty-five,
    forty, or one); with ``whole_pounds`` the sum keeps only its pounds.
    """

    rate: Money
    per: int = _HUNDRED
    multiples: int = 50
    whole_pounds: bool = False
    name: str = ""
    #: What the rate is paid on: points (the Laws of Piquet) or games (Piquet au Cent, a double game counting two).
    unit: str = "point"

    def __attrs_post_init__(self) -> None:
        if self.rate.farthings <= 0:
            raise MoneyError(f"a stake must be a positive sum, not {self.rate}")
        if self.unit not in ("point", "game"):
            raise MoneyError(f"a stake is paid on points or on games, not on {shown(self.unit)}")
        if self.unit == "game" and (self.per, self.multiples, self.whole_pounds) != (1, 1, False):
            raise MoneyError("a stake on games is so much a game, every game paid")
        if self.per not in (1, _HUNDRED):
            raise MoneyError(f"a stake is so much a point or so much a hundred, not per {self.per}")
        if self.multiples < 1:
            raise MoneyError(f"points are reckoned in whole multiples of at least one, not {self.multiples}")

    @classmethod
    def a_hundred(cls, rate: Money, fractions: int = 50) -> Stake:
        """So much a hundred, fractions of fifty points (or of twenty-five, by agreement) not reckoned."""
        if fractions not in (25, 50):
            raise MoneyError(f"fractions of fifty or of twenty-five points are dropped, not of {fractions}")
        return cls(rate, _HUNDRED, fractions, name=f"{rate} a hundred" + (", fractions of 25 dropped" if fractions == 25 else ""))

    @classmethod
    def a_point(cls, rate: Money) -> Stake:
        """So much a point, every point paid."""
        return cls(rate, 1, 1, name=f"{rate} a point")

    @classmethod
    def a_game(cls, rate: Money) -> Stake:
        """So much a game, for Piquet au Cent: the loser of the partie pays for each game he is behind, a double game counting two."""
        return cls(rate, 1, 1, name=f"{rate} a game", unit="game")

    def __str__(self) -> str:
        return self.name or (f"{self.rate} a point" if self.per == 1 else f"{self.rate} a hundred")


#: Twopenny points: reckoned at a pound a hundred, fractions of fifty dropped.
TWOPENNY = Stake(Money.of(pounds=1), _HUNDRED, 50, name="twopenny points (a pound a hundred)")
#: Threepenny points: reckoned by whole forties.
THREEPENNY = Stake(Money.of(pence=3), 1, 40, name="threepenny points (by forties)")
#: Sixpenny points: odd shillings and pence dropped.
SIXPENNY = Stake(Money.of(pence=6), 1, 1, whole_pounds=True, name="sixpenny points (whole pounds)")
#: Shilling points: odd shillings and pence dropped.
SHILLING = Stake(Money.of(shillings=1), 1, 1, whole_pounds=True, name="shilling points (whole pounds)")

_NAMED = {"twopenny": TWOPENNY, "threepenny": THREEPENNY, "sixpenny": SIXPENNY, "shilling": SHILLING}


@attrs.frozen
class Settled:
    """Points won or lost, the points that count for money, and the money (negative for a loser)."""

    points: int
    counted: int
    money: Money

    def to_json(self) -> dict[str, object]:
        return {"points": self.points, "counted": self.counted, "money": self.money.to_json()}


def _money_for(points: int, stake: Stake) -> Money:
    """The money for a count of points already reckoned in whole multiples; MoneyError if not a whole farthing."""
    whole, odd = divmod(stake.rate.farthings * points, stake.per)
    if odd:
        raise MoneyError(f"{points} points at {stake} is not a whole number of farthings")
    return Money(whole)


def settle(points: int, stake: Stake) -> Settled:
    """What ``points`` won come to at ``stake``, odd money dropped as that stake drops it.

    >>> from piquet.stakes import Money, Stake, settle
    >>> str(settle(75, Stake.a_hundred(Money.parse("10s"))).money)
    '5s'
    """
    if isinstance(points, bool) or not isinstance(points, int) or points < 0:
        raise MoneyError(f"points won are a whole number, nought or more, not {shown(points)}")
    if stake.whole_pounds:
        money = _money_for(points, stake).whole_pounds()
        return Settled(points, money.farthings * stake.per // stake.rate.farthings, money)
    counted = points // stake.multiples * stake.multiples
    return Settled(points, counted, _money_for(counted, stake))


def settle_balances(balances: Mapping[str, int], stake: Stake) -> dict[str, Settled]:
    """Settle several players at once: each winner on his own, the losers paying it between them.

    The balances must sum to nothing (a running card always does).  With one
    loser he pays all that the winners receive; with several, each pays his
    share in proportion to what he lost, to the farthing.
    """
    if sum(balances.values()) != 0:
        raise MoneyError(f"the balances must sum to nothing, not {sum(balances.values())}: {dict(balances)}")
    out: dict[str, Settled] = {}
    for player, points in balances.items():
        if points > 0:
            out[player] = settle(points, stake)
    receivable = sum(s.money.farthings for s in out.values())
    losers = {p: -points for p, points in balances.items() if points < 0}
    lost = sum(losers.values())
    shares = {p: receivable * loss // lost for p, loss in losers.items()} if lost else {}
    short = receivable - sum(shares.values())
    for player in sorted(losers, key=lambda p: (-(receivable * losers[p] % lost), p))[:short]:
        shares[player] += 1
    for player, loss in losers.items():
        paid = shares[player]
        out[player] = Settled(-loss, -(paid * stake.per // stake.rate.farthings), Money(-paid))
    for player, points in balances.items():
        out.setdefault(player, Settled(0, 0, Money(0)))
    return {player: out[player] for player in balances}


_A_HUNDRED = re.compile(r"^(?P<rate>.+?)\s*(?:/|\s+a\s+)(?:100|hundred)(?:\s*[:,]\s*(?P<fractions>\d+))?$", re.IGNORECASE)
_A_POINT = re.compile(r"^(?P<rate>.+?)\s*(?:/|\s+a\s+)point$", re.IGNORECASE)
_A_GAME = re.compile(r"^(?P<rate>.+?)\s*(?:/|\s+a\s+)game$", re.IGNORECASE)


def parse_stake(text: str) -> Stake:
    """A stake as the command takes it: ``10s/100``, ``10s/100:25``, ``1d/point``, ``5s/game``, or a name.

    The names are ``twopenny``, ``threepenny``, ``sixpenny`` and ``shilling`` (points).
    """
    if not isinstance(text, str):
        raise MoneyError(f"a stake is written like '10s/100' or 'threepenny', not {shown(text)}")
    key = text.strip().lower()
    if key in _NAMED:
        return _NAMED[key]
    hundred = _A_HUNDRED.match(key)
    if hundred:
        fractions = int(hundred.group("fractions") or 50)
        return Stake.a_hundred(Money.parse(hundred.group("rate")), fractions)
    point = _A_POINT.match(key)
    if point:
        return Stake.a_point(Money.parse(point.group("rate")))
    game = _A_GAME.match(key)
    if game:
        return Stake.a_game(Money.parse(game.group("rate")))
    raise MoneyError(
        f"cannot read the stake {shown(text)}: write '10s/100' (so much a hundred; ':25' to drop only fractions of "
        "twenty-five), '1d/point', '5s/game' (au cent), or one of twopenny, threepenny, sixpenny, shilling"
    )
