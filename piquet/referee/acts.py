"""The acts at the table, as values, and their JSON form in a record.

Each event names the acting player (by label) and one verb.  The JSON shape
is the record format's (``docs/record-format``): ``{"player": "A",
"discard": "KS 8C"}``, ``{"declare": "all"}`` and so on.  Reading is strict
about verbs and cards and says what is wrong; writing gives canonical JSON,
so ``event_from_json(e.to_json()) == e``.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

import attrs

from piquet.table.cards import Card, Rank, Suit, parse_cards
from piquet.table.cardsets import Hand
from piquet.table.combinations import SEQUENCE_WORDS
from piquet.errors import NotationError

__all__ = [
    "Category",
    "Answer",
    "PointClaim",
    "SequenceClaim",
    "SetClaim",
    "Claim",
    "Event",
    "Discard",
    "Take",
    "Exchange",
    "DeclareAll",
    "AnnounceCarteBlanche",
    "ShowCarteBlanche",
    "Call",
    "Reply",
    "Reckon",
    "LookAtLeft",
    "Play",
    "Concede",
    "EventError",
    "event_from_json",
    "claim_from_json",
    "VERBS",
]


class EventError(NotationError):
    """An event could not be read: unknown verb, bad card, missing key."""


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
        return self.name.lower().replace("_", " ")


class Answer(enum.Enum):
    """The younger hand's replies to a call."""

    GOOD = "good"
    NOT_GOOD = "not good"
    EQUAL = "equal"
    WHAT_DO_THEY_MAKE = "what do they make"


@attrs.frozen
class PointClaim:
    """A call of the point: its number of cards, and perhaps its value and suit."""

    length: int
    value: int | None = None
    suit: Suit | None = None
    category = Category.POINT

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"point": self.length}
        if self.value is not None:
            out["value"] = self.value
        if self.suit is not None:
            out["suit"] = self.suit.letter
        return out

    def __str__(self) -> str:
        text = f"point of {self.length}"
        if self.value is not None:
            text += f" making {self.value}"
        return text + (f" in {self.suit.plural}" if self.suit is not None else "")


@attrs.frozen
class SequenceClaim:
    """A call of a sequence: its length, and perhaps its top card and suit."""

    length: int
    top: Rank | None = None
    suit: Suit | None = None
    category = Category.SEQUENCE

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"sequence": self.length}
        if self.top is not None:
            out["to"] = self.top.letter
        if self.suit is not None:
            out["suit"] = self.suit.letter
        return out

    def __str__(self) -> str:
        text = SEQUENCE_WORDS.get(self.length, f"sequence of {self.length}")
        if self.top is not None:
            text += f" to {self.top.with_article}"
        return text + (f" in {self.suit.plural}" if self.suit is not None else "")


@attrs.frozen
class SetClaim:
    """A call of a quatorze (four) or trio (three), perhaps naming the rank."""

    count: int
    rank: Rank | None = None
    category = Category.SET

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"set": self.rank.letter if self.rank is not None else None}
        out["count"] = self.count
        return out

    def __str__(self) -> str:
        number = {3: "three", 4: "four"}.get(self.count, str(self.count))
        return f"{number} {self.rank.plural if self.rank is not None else 'of a kind'}"


Claim = PointClaim | SequenceClaim | SetClaim


@attrs.frozen
class Event:
    """Base of all acts; ``player`` is the actor's label (None for shared acts)."""

    player: str | None

    verb = ""

    def payload(self) -> Any:
        return True

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.player is not None:
            out["player"] = self.player
        out[self.verb] = self.payload()
        return out


@attrs.frozen
class Discard(Event):
    """Puts cards out, face down."""

    cards: Hand
    verb = "discard"

    def payload(self) -> Any:
        return str(self.cards)


@attrs.frozen
class Take(Event):
    """Takes cards from the top of the stock."""

    count: int
    verb = "take"

    def payload(self) -> Any:
        return self.count


@attrs.frozen
class Exchange(Event):
    """Discards these cards and takes as many from the stock."""

    cards: Hand
    verb = "exchange"

    def payload(self) -> Any:
        return str(self.cards)


@attrs.frozen
class DeclareAll(Event):
    """Both players call and reckon everything they hold, nothing sunk."""

    verb = "declare"

    def payload(self) -> Any:
        return "all"


@attrs.frozen
class AnnounceCarteBlanche(Event):
    """Tells the adversary of a carte blanche (Law 20)."""

    verb = "announce"

    def payload(self) -> Any:
        return "carte blanche"


@attrs.frozen
class ShowCarteBlanche(Event):
    """Shows a carte blanche card by card (Law 19) and scores it."""

    verb = "show"

    def payload(self) -> Any:
        return "carte blanche"


@attrs.frozen
class Call(Event):
    """The elder hand calls a combination."""

    claim: Claim
    verb = "call"

    def payload(self) -> Any:
        return self.claim.to_json()


@attrs.frozen
class Reply(Event):
    """The younger hand answers the elder's call."""

    answer: Answer
    verb = "reply"

    def payload(self) -> Any:
        return self.answer.value


@attrs.frozen
class Reckon(Event):
    """The younger hand reckons a combination he has good."""

    claim: Claim
    verb = "reckon"

    def payload(self) -> Any:
        return self.claim.to_json()


@attrs.frozen
class LookAtLeft(Event):
    """Looks at cards left in the stock (Laws 33, 36)."""

    verb = "look"

    def payload(self) -> Any:
        return "left"


@attrs.frozen
class Play(Event):
    """Leads or plays cards, one after another without waiting."""

    cards: tuple[Card, ...]
    verb = "play"

    def payload(self) -> Any:
        return " ".join(c.code for c in self.cards)


@attrs.frozen
class Concede(Event):
    """In the last deal, throws the hand down (the adversary counts every trick and the cards)."""

    verb = "concede"


VERBS = ("discard", "take", "exchange", "declare", "announce", "show", "call", "reply", "reckon", "look", "play", "concede")


def _int(value: Any, what: str, low: int = 0, high: int = 32) -> int:
    """A whole number within what a pack of 32 allows; anything else is not a card count."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise EventError(f"{what} must be a whole number, not {value!r}")
    if not low <= value <= high:
        raise EventError(f"{what} must be from {low} to {high}, not {value}")
    return value


def claim_from_json(data: Any) -> Claim:
    """Read a call or reckoning: ``{"point": 5, "value": 49}``, ``{"sequence": 4, "to": "A"}``, ``{"set": "J", "count": 3}``."""
    if not isinstance(data, Mapping):
        raise EventError(f"a call must be an object, not {data!r}")
    try:
        suit = Suit.parse(data["suit"]) if data.get("suit") is not None else None
        if "point" in data:
            _only(data, {"point", "value", "suit"})
            value = _int(data["value"], "the point's value", 0, 100) if data.get("value") is not None else None
            return PointClaim(_int(data["point"], "the point's number of cards", 1, 8), value, suit)
        if "sequence" in data:
            _only(data, {"sequence", "to", "suit"})
            top = Rank.parse(data["to"]) if data.get("to") is not None else None
            return SequenceClaim(_int(data["sequence"], "the sequence's length", 3, 8), top, suit)
        if "set" in data:
            _only(data, {"set", "count"})
            rank = Rank.parse(data["set"]) if data.get("set") is not None else None
            return SetClaim(_int(data.get("count", 3), "the set's count", 3, 4), rank)
    except NotationError as error:
        raise EventError(str(error)) from None
    raise EventError(f"a call names a point, a sequence or a set: {dict(data)!r}")


def _only(data: Mapping[str, Any], allowed: set[str]) -> None:
    extra = set(data) - allowed
    if extra:
        raise EventError(f"unknown key(s) in call: {', '.join(sorted(map(repr, extra)))}")


def event_from_json(data: Any) -> Event:
    """Read one event of a record; raises :class:`EventError` naming the fault."""
    if not isinstance(data, Mapping):
        raise EventError(f"an event must be an object, not {data!r}")
    verbs = [k for k in data if k != "player"]
    if len(verbs) != 1:
        raise EventError(f"an event has one verb besides 'player'; found {verbs or 'none'}")
    verb = verbs[0]
    value = data[verb]
    player = data.get("player")
    if player is not None and not isinstance(player, str):
        raise EventError(f"player must be a label, not {player!r}")
    if verb == "declare":
        if value != "all":
            raise EventError(f'the only shorthand declaration is {{"declare": "all"}}, not {value!r}')
        return DeclareAll(player)
    if player is None:
        raise EventError(f"a {verb!r} event must name its player")
    if verb == "discard":
        return Discard(player, Hand.of(parse_cards(_cards(value))))
    if verb == "exchange":
        return Exchange(player, Hand.of(parse_cards(_cards(value))))
    if verb == "take":
        return Take(player, _int(value, "the number of cards taken"))
    if verb in ("announce", "show"):
        if value != "carte blanche":
            raise EventError(f"{verb!r} takes \"carte blanche\", not {value!r}")
        return AnnounceCarteBlanche(player) if verb == "announce" else ShowCarteBlanche(player)
    if verb == "call":
        return Call(player, claim_from_json(value))
    if verb == "reckon":
        return Reckon(player, claim_from_json(value))
    if verb == "reply":
        try:
            return Reply(player, Answer(value))
        except ValueError:
            raise EventError(f"unknown reply {value!r}: one of {[a.value for a in Answer]}") from None
    if verb == "look":
        if value != "left":
            raise EventError(f'"look" takes "left", not {value!r}')
        return LookAtLeft(player)
    if verb == "play":
        cards = parse_cards(_cards(value))
        if not cards:
            raise EventError("a play names at least one card")
        return Play(player, cards)
    if verb == "concede":
        if value is not True:
            raise EventError(f'"concede" takes true, not {value!r}')
        return Concede(player)
    raise EventError(f"unknown verb {verb!r}")


def _cards(value: Any) -> Any:
    if isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        return value
    raise EventError(f"cards must be a string or a list of strings, not {value!r}")
