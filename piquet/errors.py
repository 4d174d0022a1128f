"""The exceptions a library user can catch.

Every error the library raises on bad input derives from :class:`PiquetError`
(an error of the kernel, such as an unknown provision, from its base
:class:`lawkit.errors.LawkitError`, which :class:`PiquetError` extends) and carries the data that locates the fault (deal, event, card) so callers can
report it without parsing messages.
"""

from __future__ import annotations

import difflib
import reprlib
from collections.abc import Iterable, Sequence
from typing import Any

from lawkit.errors import LawkitError

__all__ = [
    "KeepError",
    "cited",
    "shown",
    "did_you_mean",
    "twice",
    "no_such_deal",
    "bounded",
    "MESSAGE_LIMIT",
    "PiquetError",
    "NotationError",
    "ScoreError",
    "Contradiction",
    "RecordError",
    "NotARecord",
    "PlayError",
    "ActError",
    "UnknownLaw",
]


#: The longest message an error of this library carries: bad input is named, never echoed whole.
MESSAGE_LIMIT = 200

_SHORT = reprlib.Repr()
_SHORT.maxlevel = 2
_SHORT.maxstring = 40
_SHORT.maxother = 40
_SHORT.maxlong = 40
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = 4


def shown(value: Any) -> str:
    """A short, safe rendering of any value a record may hold, for an error message.

    Input is not trusted: a value nested a thousand deep, a string of a
    million characters or an integer of five thousand digits must not break
    the message that reports it, so nesting, length and size are cut short.
    """
    if type(value) is int and value.bit_length() > 128:
        return f"an integer of about {int(value.bit_length() * 0.30103) + 1} digits"
    try:
        return _SHORT.repr(value)
    except (ValueError, RecursionError, TypeError):
        return f"a {type(value).__name__}"


def bounded(message: str, limit: int = MESSAGE_LIMIT) -> str:
    """The message, cut to ``limit`` characters with an ellipsis when longer."""
    return message if len(message) <= limit else message[: limit - 1] + "…"


def did_you_mean(word: object, known: Iterable[str]) -> str:
    """The known word closest to a misspelt one, as a question (`` (did you mean 'show'?)``), or nothing when none is close.

    A typo is answered with the word meant, so that the user need not read
    the whole list to find it; a word far from every known one gets no guess.
    """
    if not isinstance(word, str) or not word or len(word) > 60:
        return ""
    close = difflib.get_close_matches(word, sorted(set(known)), n=1)
    if not close:
        close = difflib.get_close_matches(word.lower(), sorted(set(known)), n=1)
    return f" (did you mean {close[0]!r}?)" if close and close[0] != word else ""


def twice(first: str, second: str) -> str:
    """A card's second place in words: ``given twice in A's hand``, or ``given twice (in A's hand and the stock)``."""
    return f"given twice in {first}" if first == second else f"given twice (in {first} and {second})"


def no_such_deal(asked: int, deals: int) -> str:
    """A deal asked for by number (from 1) that the record does not hold, with the numbers it does."""
    if deals == 0:
        return f"there is no deal {asked}: the record has no deals"
    held = "deal 1 only" if deals == 1 else f"deals 1 to {deals}"
    return f"there is no deal {asked}: the record holds {held}"


def cited(laws: Sequence[int], cases: Sequence[str] = ()) -> str:
    """Laws and Cases in words: ``Law 46``, ``Laws 21, 22``, ``Law 54; Case II``."""
    parts = []
    if laws:
        parts.append(("Law " if len(laws) == 1 else "Laws ") + ", ".join(str(n) for n in laws))
    if cases:
        parts.append(("Case " if len(cases) == 1 else "Cases ") + ", ".join(cases))
    return "; ".join(parts)


class PiquetError(LawkitError):
    """Base class of every error this library raises deliberately (the kernel's errors are :class:`~lawkit.errors.LawkitError`)."""


class NotationError(PiquetError, ValueError):
    """A card or list of cards could not be read."""

    def __init__(self, message: str, text: str | None = None) -> None:
        super().__init__(bounded(message))
        self.text = text if text is None or len(text) <= 40 else bounded(text, 40)


class ScoreError(PiquetError, ValueError):
    """A score that no law allows (none of the laws scores nothing or less than nothing)."""


class Contradiction(PiquetError, ValueError):
    """An act the record's own facts contradict, so it cannot have happened.

    A card played that is in the other hand or in the stock, a player not in
    the deal, a reply when no call was made, an election nobody was offered.
    An *irregular* act (a revoke, a lead out of turn, a card too many taken)
    is not this: it happened, and the referee rules on it.  ``laws`` and
    ``cases`` name the law whose facts the act contradicts; ``player`` and
    ``card`` say who and with what.  The state the act was offered to is
    left as it was.
    """

    def __init__(
        self,
        message: str,
        *,
        laws: Sequence[int] = (),
        cases: Sequence[str] = (),
        player: str | None = None,
        card: str | None = None,
    ) -> None:
        message = bounded(message)
        super().__init__(message)
        self.reason = message
        self.laws = tuple(laws)
        self.cases = tuple(cases)
        self.player = player
        self.card = card
        #: The index of the act at fault, where the contradiction arose replaying a list of acts.
        self.index: int | None = None

    def __str__(self) -> str:
        authority = cited(self.laws, self.cases)
        return f"{self.reason} ({authority})" if authority else self.reason


class RecordError(PiquetError, ValueError):
    """A record could not be read or replayed; says where.

    ``deal`` and ``event`` are zero-based indexes into the record (None when
    the fault is not inside one); ``card`` is the card concerned, if any.
    ``cause`` keeps the refused act, if the fault is one.
    """

    def __init__(
        self,
        message: str,
        *,
        deal: int | None = None,
        event: int | None = None,
        card: str | None = None,
        laws: Sequence[int] = (),
        cases: Sequence[str] = (),
    ) -> None:
        message = bounded(message)
        super().__init__(message)
        self.reason = message
        self.deal = deal
        self.event = event
        self.card = card if card is None or len(card) <= 40 else bounded(card, 40)
        self.laws = tuple(laws)
        self.cases = tuple(cases)

    def where(self) -> str:
        """The place of the fault in words, e.g. ``deal 2, event 5``."""
        parts = []
        if self.deal is not None:
            parts.append(f"deal {self.deal + 1}")
        if self.event is not None:
            parts.append(f"event {self.event + 1}")
        if self.card is not None:
            parts.append(f"card {self.card}" if self.card.isprintable() else f"card {self.card!r}")
        return ", ".join(parts)

    def __str__(self) -> str:
        authority = cited(self.laws, self.cases)
        text = self.reason + (f" ({authority})" if authority else "")
        place = self.where()
        return f"{place}: {text}" if place else text


class NotARecord(RecordError):
    """What was given is not a piquet record at all: other JSON, a file's name, an adjudication, a chouette session.

    Told apart from a record with a fault so that the message says what was
    expected (and, for a path, how to read the file) instead of complaining
    about the first key a record would have.
    """


class PlayError(PiquetError, ValueError):
    """A request of the play API that has no answer: the returns of a deal still in play, a choice an option does not
    offer, an act on a deal already scored.  Acts themselves are never refused for it: the referee rules on them."""

class KeepError(PiquetError, ValueError):
    """A line a table of real cards cannot be kept from: not an act, an act that turns on hidden cards, or one that
    contradicts what was played (a card played twice).  An irregular act is ruled on, never refused."""


class ActError(PiquetError, TypeError, ValueError):
    """An act made with a value impossible in itself: a card not in the pack, a point of thirteen cards, a label that is
    no string.

    Raised by the act's constructor, at once, naming the act, the field and what it takes (``Play.cards: expected a
    card like '7C' or a Card, got int 7``).  Both a :class:`TypeError` (a value of the wrong kind for the field) and a
    :class:`ValueError` (one of the right kind out of its range, a point of 13, or a card string naming no card), so
    that a caller catches it as either.
    An act that is merely irregular or false (a revoke, a call not held) is no such error: the referee rules on it.
    """

    def __init__(self, act: str, field: str, message: str) -> None:
        super().__init__(bounded(f"{act}.{field}: {message}"))
        self.act = act
        self.field = field


class UnknownLaw(PiquetError, KeyError):
    """No law, note, Case or au cent clause goes by the number or name asked for; the message says which there are."""

    def __str__(self) -> str:
        # A KeyError shows its argument quoted, as a key; this one is a sentence.
        return str(self.args[0]) if self.args else ""
