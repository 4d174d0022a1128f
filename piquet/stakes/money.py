"""Money as the players of 1882 counted it: pounds, shillings, pence and farthings, kept exact.

A sum is a whole number of farthings (four to the penny, twelve pence to
the shilling, twenty shillings to the pound), so adding and multiplying
never drift as floats would.
"""

from __future__ import annotations

import re

import attrs

from piquet.errors import PiquetError, shown

__all__ = ["Money", "MoneyError", "FARTHINGS_PER_PENNY", "PENCE_PER_SHILLING", "SHILLINGS_PER_POUND"]

FARTHINGS_PER_PENNY = 4
PENCE_PER_SHILLING = 12
SHILLINGS_PER_POUND = 20
_PENNY = FARTHINGS_PER_PENNY
_SHILLING = PENCE_PER_SHILLING * _PENNY
_POUND = SHILLINGS_PER_POUND * _SHILLING

_PART = re.compile(r"(£\s*\d+|\d+\s*(?:l|s|d))", re.IGNORECASE)


class MoneyError(PiquetError, ValueError):
    """A sum of money that cannot be read, or a stake that cannot be settled."""


def _whole(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise MoneyError(f"{what} must be a whole number, not {shown(value)}")
    return value


def _farthings(value: object) -> int:
    return _whole(value, "a sum in farthings")


@attrs.frozen(order=True)
class Money:
    """An exact sum, in farthings; written as ``£1 17s 6d``."""

    farthings: int = attrs.field(converter=_farthings)

    @classmethod
    def of(cls, pounds: int = 0, shillings: int = 0, pence: int = 0, farthings: int = 0) -> Money:
        """A sum from its pounds, shillings, pence and farthings."""
        return cls(
            _whole(pounds, "pounds") * _POUND
            + _whole(shillings, "shillings") * _SHILLING
            + _whole(pence, "pence") * _PENNY
            + _whole(farthings, "farthings")
        )

    @classmethod
    def parse(cls, text: str) -> Money:
        """Read ``£1 2s 6d``, ``10s``, ``3d``, ``1l 5s`` (any order, spaces optional); MoneyError otherwise."""
        if not isinstance(text, str) or not text.strip():
            raise MoneyError(f"a sum of money is written like '£1 2s 6d', '10s' or '3d', not {shown(text)}")
        rest = _PART.sub("", text).strip()
        parts = _PART.findall(text)
        if rest or not parts:
            raise MoneyError(f"cannot read {shown(text)} as money: write it like '£1 2s 6d', '10s' or '3d'")
        total = 0
        for part in parts:
            part = part.replace(" ", "").lower()
            if part.startswith("£"):
                total += int(part[1:]) * _POUND
            elif part.endswith("l"):
                total += int(part[:-1]) * _POUND
            elif part.endswith("s"):
                total += int(part[:-1]) * _SHILLING
            else:
                total += int(part[:-1]) * _PENNY
        return cls(total)

    @property
    def pounds(self) -> int:
        return abs(self.farthings) // _POUND

    @property
    def shillings(self) -> int:
        return abs(self.farthings) % _POUND // _SHILLING

    @property
    def pence(self) -> int:
        return abs(self.farthings) % _SHILLING // _PENNY

    @property
    def odd_farthings(self) -> int:
        return abs(self.farthings) % _PENNY

    def whole_pounds(self) -> Money:
        """The sum with its shillings and pence dropped (toward nothing)."""
        sign = -1 if self.farthings < 0 else 1
        return Money(sign * self.pounds * _POUND)

    def __add__(self, other: Money) -> Money:
        return Money(self.farthings + other.farthings)

    def __sub__(self, other: Money) -> Money:
        return Money(self.farthings - other.farthings)

    def __neg__(self) -> Money:
        return Money(-self.farthings)

    def __mul__(self, times: int) -> Money:
        return Money(self.farthings * _whole(times, "a multiplier"))

    __rmul__ = __mul__

    def __bool__(self) -> bool:
        return self.farthings != 0

    def __str__(self) -> str:
        if not self.farthings:
            return "nothing"
        parts = []
        if self.pounds:
            parts.append(f"£{self.pounds}")
        if self.shillings:
            parts.append(f"{self.shillings}s")
        if self.pence or self.odd_farthings:
            fraction = {0: "", 1: "¼", 2: "½", 3: "¾"}[self.odd_farthings]
            parts.append(f"{self.pence if self.pence or not fraction else ''}{fraction}d")
        return ("-" if self.farthings < 0 else "") + " ".join(parts)

    def to_json(self) -> dict[str, object]:
        """The sum as JSON: its parts and the text, and the exact farthings."""
        sign = -1 if self.farthings < 0 else 1
        return {
            "pounds": sign * self.pounds,
            "shillings": sign * self.shillings,
            "pence": sign * self.pence,
            "farthings": self.farthings,
            "text": str(self),
        }
