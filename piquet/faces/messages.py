"""An error in the one line the command prints: kept apart from the command so that its parts can share it."""

from __future__ import annotations

__all__ = ["error_message"]


def error_message(error: BaseException) -> str:
    """An error in words; a fault of the rulebook says it is the library's, not the record's."""
    from lawkit.registry import RuleConflict, RulebookError

    if isinstance(error, RuleConflict):
        return f"the rulebook is in conflict: {error}; this is a fault of the library, not of the record: please report it"
    if isinstance(error, RulebookError):
        return f"the rulebook is at fault: {error}; this is a fault of the library, not of the record: please report it"
    return str(error)
