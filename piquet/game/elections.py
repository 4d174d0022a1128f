"""Piquet's options: when each lapses under the laws, and the key an ``elect`` act names it by.

An option is the kernel's :class:`~lawkit.elections.Election`: who elects,
the :class:`~lawkit.elections.Choice` values open to him (each citing its law
and naming the *effect* rule, registered in :mod:`piquet.lawbook.registry`
under the verb ``"effect"``, that carries it out), whether the game waits for
him, and whom it concerns.  What is piquet's own is the time each option
lasts: its :class:`Window`, set by the laws that give it.  When the window
closes unelected the referee applies the choice the law gives by default
(Law 44: a penalty not waived is enforced; Law 11: a deal not refused
stands) and says so in a ruling.
"""

from __future__ import annotations

import enum

from lawkit.elections import Choice, Election
from lawkit.registry import RulebookError

__all__ = ["Window", "window_of", "default_of", "option_key", "LAW_OF_OPTION"]


def option_key(law: int) -> str:
    """The key of the option a law gives (``"law-11"``): what an ``elect`` act names it by."""
    return f"law-{law}"


#: The law an option's key names, for every law: an election names its option by key, and a ruling on it cites that law.
LAW_OF_OPTION: dict[str, int] = {option_key(n): n for n in range(1, 79)}


class Window(enum.Enum):
    """When an option lapses."""

    #: Law 11: before the elector takes up a card of the stock.
    BEFORE_ELECTOR_TAKES_IN = "before he takes up a card of the stock"
    #: Au cent's wrong number of cards: before the elector so much as touches the stock (counting it, or taking in).
    BEFORE_ELECTOR_TOUCHES_STOCK = "before he touches the stock"
    #: Case III: carrying the game a step further (any act of the elector's) refuses.
    BEFORE_ELECTOR_ACTS = "before he carries the game a step further"
    #: Laws 52, 56: before the younger hand plays to the first trick.
    BEFORE_FIRST_TRICK = "before the younger hand plays to the first trick"
    #: Law 59 III: before the adversary has played to the trick.
    BEFORE_ADVERSARY_PLAYS = "before the adversary has played"
    #: Case III: an offer of a fresh deal is refused once either player carries the game a step further.
    BEFORE_GAME_GOES_ON = "before the game is carried a step further"
    #: Law 44: until the deal is scored.
    UNTIL_DEAL_SCORED = "until the deal is scored"


def window_of(election: Election) -> Window:
    """When a piquet option lapses: each option the referee opens is given its :class:`Window` by the law that gives it."""
    if not isinstance(election.window, Window):
        raise RulebookError(f"the option {election.key} has no window of piquet's laws, but {election.window!r}")
    return election.window


def default_of(election: Election) -> Choice:
    """The choice a piquet option lapses to: every law of piquet that gives an option says what holds if it is not taken."""
    found = election.default
    if found is None:
        raise RulebookError(f"the option {election.key} names no choice it lapses to")
    return found
