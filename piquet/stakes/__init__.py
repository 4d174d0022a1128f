"""Stakes: points won settled in money, exactly (pounds, shillings, pence; no floats)."""

from piquet.stakes.money import Money, MoneyError
from piquet.stakes.settlement import (
    SHILLING,
    SIXPENNY,
    THREEPENNY,
    TWOPENNY,
    Settled,
    Stake,
    parse_stake,
    settle,
    settle_balances,
)

__all__ = [
    "Money",
    "MoneyError",
    "SHILLING",
    "SIXPENNY",
    "THREEPENNY",
    "TWOPENNY",
    "Settled",
    "Stake",
    "parse_stake",
    "settle",
    "settle_balances",
]
