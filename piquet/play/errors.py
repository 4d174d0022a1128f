"""The error of a program playing through the referee: a request the play API cannot answer (never an act at the table)."""

from __future__ import annotations

from piquet.errors import PiquetError

__all__ = ["PlayError"]


class PlayError(PiquetError, ValueError):
    """A request of the play API that has no answer: the returns of a deal still in play, a choice an option does not
    offer, an act on a deal already scored.  Acts themselves are never refused here: the referee rules on them."""
