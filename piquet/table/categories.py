"""The kinds of score a deal makes, in the order they reckon (Law 67)."""

from __future__ import annotations

import enum

__all__ = ["Category"]


class Category(enum.IntEnum):
    """The scores of a deal, numbered in the order they reckon (Law 67)."""

    CARTE_BLANCHE = 1
    POINT = 2
    SEQUENCE = 3
    SET = 4
    PLAY = 5
    CARDS = 6

    @property
    def label(self) -> str:
        """The category in words, as score items name it (``carte blanche``, ``point``, ...)."""
        return _LABELS[self]


_LABELS = {category: category.name.lower().replace("_", " ") for category in Category}
