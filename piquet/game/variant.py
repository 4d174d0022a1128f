"""The code a partie is played under: the Laws of Piquet (rubicon) or the Laws of Piquet au Cent.

The variant is a value, read once from the record and carried by every deal
it governs.  The referee selects the rules of the variant when it dispatches
(:func:`piquet.lawbook.registry.dispatch`), so no rule asks which code it is
under; and nothing outside this module compares a variant's name.
"""

from __future__ import annotations

import enum

from piquet.errors import shown

__all__ = ["Variant", "as_variant"]


class Variant(enum.Enum):
    """Which laws govern the deal: ``RUBICON`` (the Laws of Piquet, 1882) or ``AU_CENT`` (Piquet au Cent)."""

    RUBICON = "rubicon"
    AU_CENT = "au-cent"

    #: Compared by identity, hashed by identity: the rules are looked up by variant at every act (as Phase).
    __hash__ = object.__hash__

    @classmethod
    def parse(cls, text: object) -> Variant:
        """The variant a record names (``"rubicon"`` or ``"au-cent"``); ValueError for anything else."""
        if isinstance(text, Variant):
            return text
        for variant in cls:
            if variant.value == text:
                return variant
        raise ValueError(f"unknown variant {shown(text)}; one of {', '.join(v.value for v in cls)}")

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """The names a record may give, in order."""
        return tuple(v.value for v in cls)

    @property
    def au_cent(self) -> bool:
        """Whether this is Piquet au Cent (games of a hundred up)."""
        return self is Variant.AU_CENT

    def __str__(self) -> str:
        return self.value


def as_variant(value: Variant | str) -> Variant:
    """A variant from a record's name for it, or the variant itself (the converter of every field holding one)."""
    return Variant.parse(value)
