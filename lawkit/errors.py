"""The one base class of the kernel's errors.

A game built on the kernel derives its own errors from :class:`LawkitError`,
so that a program embedding several games, or a command, catches every
deliberate error of the kernel and of the game with one ``except``.
"""

from __future__ import annotations

__all__ = ["LawkitError"]


class LawkitError(Exception):
    """Base class of every error the kernel, or a game built on it, raises on purpose."""
