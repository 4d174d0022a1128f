"""The acts of an écarté record, as the runner reads them: each event's key, its value read, the verb its rules answer.

Most acts carry nothing but their player (``{"player": "A", "look": true}``);
the others' values are read into the values below.  A claim is answered by
the rules for its kind (``"claim revoke"``), and the cut for deal, a card
rather than a count, is read by its own act (:data:`CUT_FOR_DEAL_ACTS`).
"""

from __future__ import annotations

from typing import Any

import attrs

from ecarte.pack import Card, Suit, one_card, read_cards
from lawkit.reading import count, one_of
from lawkit.runner import Act, ActSpec

#: What a player may claim: a wrong deal (Law 9), a revoke or a trick not won (Law 43), a faulty pack (Laws 6, 45).
CLAIMS = ("misdeal", "revoke", "incorrect pack")
#: How a shuffle may go wrong (Law 2).
FAULTS = ("faces shown", "below the table")
ORDERS = ("3-2", "2-3")


@attrs.frozen
class Cut:
    """A cut to the dealer: how many cards were lifted, and a card shown in doing it (Law 7)."""

    count: int
    exposed: Card | None = None


@attrs.frozen
class Play:
    """A card played, and the suit a leader named with it (Law 41)."""

    card: Card
    naming: Suit | None = None


@attrs.frozen
class NewCards:
    """New cards called for (Law 44): how many packs, and who chose between them."""

    packs: int = 2
    chosen_by: str | None = None


@attrs.frozen
class CutForDeal:
    """A cut for the deal: the card cut, and every card let be seen when more than one (Law 4)."""

    card: Card
    shown: tuple[Card, ...] = ()


def _new_cards(value: Any, packs: Any = 2, chosen_by: Any = None) -> NewCards:
    one_of(True)(value)
    if chosen_by is not None and not isinstance(chosen_by, str):
        raise ValueError("'chosen_by' names a player")
    return NewCards(count(packs), chosen_by)


#: The acts a player makes only with his hand seen: looking at it, or acting on it.  Made by the non-dealer, any of
#: them ends the choice Laws 9 and 11 give him only while his cards are unseen.
HAND_SEEN = frozenset({"look", "king", "propose", "discard", "play", "retake", "abandon", "lay_down"})

_FLAGS = ("look", "king", "propose", "accept", "refuse", "retake", "abandon", "lay_down")

#: Every act of a deal's events, by the key that names it.
ACTS = (
    ActSpec("shuffle", lambda value: None if value is True else one_of(*FAULTS)(value)),
    ActSpec("cut", lambda value, exposed=None: Cut(count(value), None if exposed is None else one_card(exposed)), fields=("exposed",)),
    ActSpec("order", one_of(*ORDERS)),
    ActSpec("turn", lambda value: count(value, 1)),
    ActSpec("discard", read_cards),
    ActSpec("play", lambda value, naming=None: Play(one_card(value), None if naming is None else Suit.parse(str(naming))), fields=("naming",)),
    ActSpec("claim", one_of(*CLAIMS), dispatch=lambda what: f"claim {what}"),
    ActSpec("new_cards", _new_cards, fields=("packs", "chosen_by")),
    *(ActSpec(key, one_of(True)) for key in _FLAGS),
)

#: The acts of the cut for deal: the cuts, each a card, and a claim that the pack is incorrect (Law 6).
CUT_FOR_DEAL_ACTS = (
    ActSpec("cut", lambda value, shown=None: _cut_for_deal(one_card(value), shown), fields=("shown",), dispatch=lambda _: "cut for deal"),
    ActSpec("claim", one_of(*CLAIMS), dispatch=lambda what: f"claim {what}"),
)


def _cut_for_deal(card: Card, shown: Any) -> CutForDeal:
    return CutForDeal(card, (card,) if shown is None else read_cards(shown))


def said(act: Act) -> str:
    """The act in words, for the ruling that answers it."""
    who, value = act.player, act.value
    if act.verb == "shuffle":
        return f"{who} shuffles" + (f" ({value})" if value else "")
    if act.verb == "cut":
        return f"{who} cuts {value.count} cards" + (f", showing {value.exposed}" if value.exposed is not None else "")
    if act.verb == "cut for deal":
        if len(value.shown) > 1:
            return f"{who} cuts for deal, showing {' '.join(str(c) for c in value.shown)}"
        return f"{who} cuts {value.card} for deal"
    if act.verb == "play":
        named = f", naming {value.naming.plural}" if value.naming is not None and value.naming != value.card.suit else ""
        return f"{who} plays {value.card}{named}"
    if act.verb == "discard":
        return f"{who} discards {' '.join(str(c) for c in value) or 'nothing'}"
    if act.verb == "new_cards":
        chosen = f", {value.chosen_by} choosing" if value.chosen_by else ""
        return f"{who} calls for {value.packs} new pack" + ("s" if value.packs != 1 else "") + chosen
    return f"{who} " + _SAID[act.verb.split()[0]].format(value=value, s="s" if value != 1 else "")


_SAID = {
    "order": "will deal {value}", "look": "looks at his hand", "turn": "turns up {value} card{s}", "king": "marks the king",
    "propose": "proposes", "accept": "accepts", "refuse": "refuses", "retake": "takes his card back",
    "abandon": "abandons his hand", "lay_down": "lays his cards down, claiming to score", "claim": "claims {value}",
    "elect": "elects: {value}",
}
