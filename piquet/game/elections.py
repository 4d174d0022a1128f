"""The injured party's options, as data: who elects, the choices, when the option lapses.

A ruling that leaves a choice to a player opens an :class:`Election`.  Each
:class:`Choice` is a named change that cites its law and names the *effect*
rule (registered in :mod:`piquet.lawbook.registry` under the verb ``"effect"``)
the referee applies when it is chosen.  The option lapses when its
:class:`Window` closes: the referee then applies the choice the law gives by
default (Law 44: a penalty not waived is enforced; Law 11: a deal not
refused stands) and says so in a ruling.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any

import attrs

from lawkit.citation import Citation

__all__ = ["Window", "Choice", "Election", "option_key", "LAW_OF_OPTION"]


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


@attrs.frozen
class Choice:
    """One course open to the elector: a named change and the law that gives it."""

    name: str
    text: str
    #: The effect rule's function: the referee applies the rule it was registered as.
    effect: Callable[..., Any] = attrs.field(repr=False)
    citations: tuple[Citation, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "text": self.text,
            "citations": [{"kind": c.kind, "id": c.id} for c in self.citations],
        }


@attrs.frozen
class Election:
    """An option open to a player, awaiting his choice, until its window closes.

    ``key`` identifies the option within the deal (an ``elect`` act may name
    it); ``blocking`` options must be settled before the game goes on, so the
    referee awaits the elector (``current_player``); the others (Law 44) stay
    open while play continues.  ``on_lapse`` names the choice the law applies
    when the window closes unelected.  ``subject`` is the player the option
    concerns (the offender), where it matters to the effect.
    """

    key: str
    elector: int
    choices: tuple[Choice, ...]
    window: Window
    on_lapse: str
    offered_at: int | None
    blocking: bool = True
    subject: int | None = None

    def choice(self, name: str) -> Choice | None:
        for found in self.choices:
            if found.name == name:
                return found
        return None

    @property
    def default(self) -> Choice:
        found = self.choice(self.on_lapse)
        assert found is not None, f"{self.key}: the lapse choice {self.on_lapse!r} is not offered"
        return found
