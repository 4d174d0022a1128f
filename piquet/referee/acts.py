"""The acts at the table, as values, and their JSON form in a record.

Each event names the acting player (by label) and one verb.  The JSON shape
is the record format's (``docs/record-format``): ``{"player": "A",
"discard": "KS 8C"}``, ``{"declare": "all"}`` and so on.  Reading is strict
about verbs and cards and says what is wrong; writing gives canonical JSON,
so ``event_from_json(e.to_json()) == e``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import attrs

from piquet.table.cards import Card, Rank, Suit, parse_cards
from piquet.table.categories import Category
from piquet.table.claims import Answer, Claim, PointClaim, SequenceClaim, SetClaim
from piquet.table.cardsets import Hand
from piquet.errors import NotationError, shown

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
    "Expose",
    "FacedCard",
    "AnnounceHand",
    "Leave",
    "DemandSuit",
    "CountStock",
    "LookAtDiscard",
    "Retake",
    "Mix",
    "Correct",
    "Ask",
    "AnswerQuestion",
    "Elect",
    "Propose",
    "Accept",
    "PenaltyClaim",
    "Remark",
    "WriteScore",
    "LiftHand",
    "Gather",
    "Rectify",
    "LookAtTricks",
    "ShowCards",
    "FreshCards",
    "DamagedCard",
    "SurplusCard",
    "SURPLUS_PLACES",
    "Shuffle",
    "Cut",
    "CLAIMS",
    "EventError",
    "event_from_json",
    "claim_from_json",
    "VERBS",
]


class EventError(NotationError):
    """An event could not be read: unknown verb, bad card, missing key."""


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




@attrs.frozen
class Expose(Event):
    """A card shown by accident: by the dealer in dealing, or from the stock, a hand or a discard (Laws 13, 27)."""

    cards: Hand
    verb = "expose"

    def payload(self) -> Any:
        return str(self.cards)


@attrs.frozen
class FacedCard(Event):
    """A card found face up in the pack when dealing, or in the stock when taking in (Law 14)."""

    card: Card
    verb = "faced"

    def payload(self) -> Any:
        return self.card.code


@attrs.frozen
class AnnounceHand(Event):
    """A player says how many cards he was dealt, eleven or thirteen (Law 38)."""

    count: int
    verb = "announce"

    def payload(self) -> Any:
        return f"{self.count} cards"


@attrs.frozen
class DemandSuit(Event):
    """Calls on the adversary to lead a suit the next time he leads, where a law gives the right (au cent: cards left seen)."""

    suit: Suit
    verb = "demand"

    def payload(self) -> Any:
        return str(self.suit)


@attrs.frozen
class Leave(Event):
    """The elder hand declares how many cards he leaves in the stock (Law 32)."""

    count: int
    verb = "leave"

    def payload(self) -> Any:
        return self.count


@attrs.frozen
class CountStock(Event):
    """Counts the cards of the stock (Laws 38, 39)."""

    verb = "count"

    def payload(self) -> Any:
        return "stock"


@attrs.frozen
class LookAtDiscard(Event):
    """Looks at his own discard (Law 45)."""

    verb = "look"

    def payload(self) -> Any:
        return "discard"


@attrs.frozen
class ShowCards(Event):
    """Shows cards he called, on demand or of his own accord (Law 55)."""

    cards: Hand
    verb = "show"

    def payload(self) -> Any:
        return str(self.cards)


@attrs.frozen
class LookAtTricks(Event):
    """Examines the tricks turned, his own or his adversary's (Law 60)."""

    verb = "look"

    def payload(self) -> Any:
        return "tricks"


@attrs.frozen
class FreshCards(Event):
    """Calls for two new packs at his own expense, the dealer choosing between them (Law 76)."""

    verb = "fresh"

    def payload(self) -> Any:
        return "packs"


@attrs.frozen
class DamagedCard(Event):
    """Finds a card torn or marked (Laws 75, 77)."""

    card: Card
    verb = "damaged"

    def payload(self) -> Any:
        return self.card.code


#: Where a card of another pack may be found: among the holder's discard, in his hand, or among the cards he has played.
SURPLUS_PLACES = ("discard", "hand", "played")


@attrs.frozen
class SurplusCard(Event):
    """Finds a card of another pack (the undealt one) among a player's cards (Law 75; Cases XVII, XVIII).

    The 32 codes of a deal are all dealt, so the surplus card is named by
    its code but is never a card of the deal: ``card`` says which it is
    ("a nine of hearts of the other pack"), ``holder`` whose it is and
    ``place`` where it was found.
    """

    holder: str
    card: Card
    place: str
    verb = "surplus"

    def payload(self) -> Any:
        return {"holder": self.holder, "card": self.card.code, "in": self.place}


@attrs.frozen
class Retake(Event):
    """Takes cards back into the hand: from his discard (Law 25) or from the table (Law 59)."""

    cards: Hand
    verb = "retake"

    def payload(self) -> Any:
        return str(self.cards)


@attrs.frozen
class Mix(Event):
    """Mixes cards with his hand or with his discard (Laws 26, 28, 29, 37)."""

    cards: Hand
    into: str
    verb = "mix"

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "mix": str(self.cards), "with": self.into}


@attrs.frozen
class Correct(Event):
    """Corrects his call (Laws 50, 52) or his reply (Law 51)."""

    correction: Claim | Answer
    verb = "correct"

    def payload(self) -> Any:
        if isinstance(self.correction, Answer):
            return self.correction.value
        return self.correction.to_json()


@attrs.frozen
class Ask(Event):
    """A question to the adversary about what he called or holds (Laws 55, 59 V; Cases VII, VIII, XV, XVI)."""

    question: str
    about: str | None = None
    verb = "ask"

    def payload(self) -> Any:
        return self.question if self.about is None else {self.question: self.about}


@attrs.frozen
class AnswerQuestion(Event):
    """The answer given to a question: a card, a number or a word."""

    answer: str
    verb = "answer"

    def payload(self) -> Any:
        return self.answer


@attrs.frozen
class Elect(Event):
    """Takes one of the options a ruling left to him (``option`` names it when several are open)."""

    choice: str
    option: str | None = None

    verb = "elect"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "elect": self.choice}
        if self.option is not None:
            out["option"] = self.option
        return out


@attrs.frozen
class Propose(Event):
    """Proposes something the laws leave to agreement: a fresh deal (Case III)."""

    proposal: str
    verb = "propose"

    def payload(self) -> Any:
        return self.proposal


@attrs.frozen
class Accept(Event):
    """Accepts the adversary's proposal."""

    proposal: str
    verb = "accept"

    def payload(self) -> Any:
        return self.proposal


@attrs.frozen
class PenaltyClaim(Event):
    """Claims that the adversary erred: a revoke, a deal out of turn, a call not held, a score wrongly counted."""

    what: str
    verb = "claim"

    def payload(self) -> Any:
        return self.what


@attrs.frozen
class Remark(Event):
    """A bystander calls attention to an error or oversight (Law 78); ``by`` names him."""

    by: str
    text: str
    verb = "remark"

    def to_json(self) -> dict[str, Any]:
        return {"remark": self.text, "by": self.by}


@attrs.frozen
class WriteScore(Event):
    """What a player wrote on his scoring card for the deal (Laws 70, 74)."""

    scores: tuple[tuple[str, int], ...]
    verb = "write"

    def payload(self) -> Any:
        return dict(self.scores)

    def written(self) -> dict[str, int]:
        return dict(self.scores)


@attrs.frozen
class Rectify(Event):
    """The dealer puts a misdeal right before either hand is taken up (Law 10): each card moved, and where to.

    ``moves`` pairs a card with its destination: a player's label, or
    ``"stock"`` for the top of the stock (cards moved there are stacked in
    the order given, the first on top).
    """

    moves: tuple[tuple[Card, str], ...]
    verb = "rectify"

    def payload(self) -> Any:
        return {card.code: to for card, to in self.moves}


@attrs.frozen
class Gather(Event):
    """Gathers the cards for the coming deal and puts them squared, face down, on the table (Law 17)."""

    verb = "gather"

    def payload(self) -> Any:
        return "pack"


@attrs.frozen
class Shuffle(Event):
    """Shuffles the pack before the deal (Laws 1, 2); ``faces_shown`` when it was done so that faces could be seen."""

    faces_shown: bool = False
    verb = "shuffle"

    def payload(self) -> Any:
        return "faces shown" if self.faces_shown else "pack"


@attrs.frozen
class Cut(Event):
    """Cuts the pack to the dealer, lifting ``lifted`` cards off the top (Laws 3, 7, 8); ``exposed``, a card shown in cutting."""

    lifted: int
    exposed: Card | None = None
    verb = "cut"

    def payload(self) -> Any:
        return self.lifted

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if self.exposed is not None:
            out["exposed"] = self.exposed.code
        return out


@attrs.frozen
class LiftHand(Event):
    """Takes up his hand from the table (Laws 10, 15, 16)."""

    verb = "lift"

    def payload(self) -> Any:
        return "hand"


def _int(value: Any, what: str, low: int = 0, high: int = 32) -> int:
    """A whole number within what a pack of 32 allows; anything else is not a card count."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise EventError(f"{what} must be a whole number, not {shown(value)}")
    if not low <= value <= high:
        raise EventError(f"{what} must be from {low} to {high}, not {shown(value)}")
    return value


def claim_from_json(data: Any) -> Claim:
    """Read a call or reckoning: ``{"point": 5, "value": 49}``, ``{"sequence": 4, "to": "A"}``, ``{"set": "J", "count": 3}``."""
    if not isinstance(data, Mapping):
        raise EventError(f"a call must be an object, not {shown(data)}")
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
    raise EventError(f"a call names a point, a sequence or a set: {shown(dict(data))}")


def _only(data: Mapping[str, Any], allowed: set[str]) -> None:
    extra = set(data) - allowed
    if extra:
        raise EventError(f"unknown key(s) in call: {', '.join(sorted(map(repr, extra)))}")


_NUMBER_WORDS = {"eleven": 11, "thirteen": 13, "twelve": 12, "fourteen": 14, "ten": 10}


def _hand(value: Any) -> Hand:
    return Hand.of(parse_cards(_cards(value)))


def _word(value: Any, verb: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise EventError(f"{shown(verb)} takes one of {list(allowed)}, not {shown(value)}")
    return str(value)


def _card_as_code(text: str) -> str:
    """An answer that is one card ("jd", "10♥") is kept as the card's code, so that it reads the same however it was written."""
    if 2 <= len(text.strip()) <= 3:
        try:
            return Card.parse(text).code
        except NotationError:
            return text
    return text


def _number_as_text(value: Any) -> Any:
    """An answer given as a number ("how many cards?" answered 5) is read as its text; a number too long for a line stays as it is, and is refused."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**200:
        return str(value)
    return value


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > 200 or not value.isprintable():
        raise EventError(f"{what} must be a short line of text, not {shown(value)}"[:200])
    return value


def _announce(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    if value == "carte blanche":
        return AnnounceCarteBlanche(player)
    if isinstance(value, str) and value.endswith(" cards"):
        number = value[: -len(" cards")].strip()
        count = _NUMBER_WORDS.get(number) or (int(number) if number.isdigit() else None)
        if count is not None and 10 <= count <= 14:
            return AnnounceHand(player, count)
    raise EventError(f'"announce" takes "carte blanche" or a count of cards dealt such as "13 cards", not {shown(value)}')


def _look(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    what = _word(value, "look", ("left", "discard", "tricks"))
    return {"left": LookAtLeft, "discard": LookAtDiscard, "tricks": LookAtTricks}[what](player)


def _play(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    cards = parse_cards(_cards(value))
    if not cards:
        raise EventError("a play names at least one card")
    return Play(player, cards)


def _reply(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    return Reply(player, _answer(value))


def _answer(value: Any) -> Answer:
    try:
        return Answer(value)
    except (ValueError, TypeError):
        raise EventError(f"unknown reply {shown(value)}"[:120] + f": one of {[a.value for a in Answer]}") from None


def _correct(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    if isinstance(value, str):
        return Correct(player, _answer(value))
    return Correct(player, claim_from_json(value))


def _ask(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    if isinstance(value, Mapping) and len(value) == 1:
        ((question, about),) = value.items()
        return Ask(player, _text(question, "a question"), _text(about, "what a question is about"))
    return Ask(player, _text(value, "a question"))


def _elect(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    option = data.get("option")
    return Elect(player, _text(value, "a choice"), None if option is None else _text(option, "an option"))


def _write(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    if not isinstance(value, Mapping) or not value:
        raise EventError(f'"write" takes the scores written, such as {{"A": 28, "B": 23}}, not {shown(value)}'[:200])
    return WriteScore(player, tuple((_text(k, "a player"), _int(v, "a score written", 0, 10_000)) for k, v in value.items()))


def _faced(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    cards = parse_cards(_cards(value))
    if len(cards) != 1:
        raise EventError('"faced" names the one card found face up')
    return FacedCard(player, cards[0])


def _shown(value: Any) -> Hand:
    cards = _hand(value)
    if not cards:
        raise EventError('"show" takes "carte blanche" or the cards shown')
    return cards


def _damaged(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    cards = parse_cards(_cards(value))
    if len(cards) != 1:
        raise EventError('"damaged" names the one card found torn or marked')
    return DamagedCard(player, cards[0])


def _surplus(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    if not isinstance(value, Mapping) or set(value) != {"holder", "card", "in"}:
        raise EventError(f'"surplus" takes {{"holder": "A", "card": "9H", "in": "discard"}}, not {shown(value)}'[:200])
    cards = parse_cards(_cards(value["card"]))
    if len(cards) != 1:
        raise EventError('"surplus" names the one card of the other pack found')
    return SurplusCard(player, _text(value["holder"], "the player the surplus card was found with"), cards[0], _word(value["in"], "surplus ... in", SURPLUS_PLACES))


def _moves(value: Any) -> tuple[tuple[Card, str], ...]:
    if not isinstance(value, Mapping) or not value or len(value) > 32:
        raise EventError(f'"rectify" takes each card moved and where to, such as {{"7C": "stock"}}, not {shown(value)}'[:200])
    moves = []
    for code, to in value.items():
        moves.append((Card.parse(code), _text(to, "where a card is moved to")))
    if len({card for card, _ in moves}) != len(moves):
        raise EventError('"rectify" moves each card once')
    return tuple(moves)


#: What a player may claim the adversary did wrong.
CLAIMS = ("revoke", "deal out of turn", "unfounded call", "score", "penalty", "wrong pack", "misinformed", "incorrect pack")

_READERS: dict[str, Any] = {
    "discard": lambda p, v, d: Discard(p, _hand(v)),
    "exchange": lambda p, v, d: Exchange(p, _hand(v)),
    "take": lambda p, v, d: Take(p, _int(v, "the number of cards taken")),
    "announce": _announce,
    "show": lambda p, v, d: ShowCarteBlanche(p) if v == "carte blanche" else ShowCards(p, _shown(v)),
    "call": lambda p, v, d: Call(p, claim_from_json(v)),
    "reckon": lambda p, v, d: Reckon(p, claim_from_json(v)),
    "reply": _reply,
    "look": _look,
    "play": _play,
    "concede": lambda p, v, d: Concede(p) if v is True else _bad('"concede" takes true', v),
    "expose": lambda p, v, d: Expose(p, _hand(v)),
    "faced": _faced,
    "leave": lambda p, v, d: Leave(p, _int(v, "the number of cards left", 0, 8)),
    "demand": lambda p, v, d: DemandSuit(p, _suit(v)),
    "count": lambda p, v, d: CountStock(p) if _word(v, "count", ("stock",)) else None,
    "retake": lambda p, v, d: Retake(p, _hand(v)),
    "mix": lambda p, v, d: Mix(p, _hand(v), _word(d.get("with"), "mix ... with", ("hand", "discard"))),
    "correct": _correct,
    "ask": _ask,
    "answer": lambda p, v, d: AnswerQuestion(p, _card_as_code(_text(_number_as_text(v), "an answer"))),
    "elect": _elect,
    "propose": lambda p, v, d: Propose(p, _word(v, "propose", ("fresh deal",))),
    "accept": lambda p, v, d: Accept(p, _word(v, "accept", ("fresh deal", "rectify"))),
    "claim": lambda p, v, d: PenaltyClaim(p, _word(v, "claim", CLAIMS)),
    "write": _write,
    "lift": lambda p, v, d: LiftHand(p) if _word(v, "lift", ("hand",)) else None,
    "rectify": lambda p, v, d: Rectify(p, _moves(v)),
    "fresh": lambda p, v, d: FreshCards(p) if _word(v, "fresh", ("packs",)) else None,
    "damaged": _damaged,
    "surplus": _surplus,
    "gather": lambda p, v, d: Gather(p) if _word(v, "gather", ("pack",)) else None,
    "shuffle": lambda p, v, d: Shuffle(p, _word(v, "shuffle", ("pack", "faces shown")) == "faces shown"),
    "cut": lambda p, v, d: Cut(
        p, _int(v, "the number of cards lifted in the cut", 0, 32), Card.parse(d["exposed"]) if d.get("exposed") is not None else None
    ),
}

#: Keys an event may carry besides ``player`` and its verb.
_MODIFIERS = {"mix": {"with"}, "elect": {"option"}, "remark": {"by"}, "cut": {"exposed"}}

VERBS = tuple(_READERS) + ("declare", "remark")

#: Readers of verbs that take no modifier, for the fast path of :func:`event_from_json`.
_PLAIN = {verb: reader for verb, reader in _READERS.items() if verb not in _MODIFIERS}


def _suit(value: Any) -> Suit:
    text = _text(value, "the suit demanded")
    try:
        return Suit.parse(text)
    except ValueError:
        raise EventError(f'"demand" names a suit (S, H, D or C), not {shown(value)}'[:200]) from None


def _bad(what: str, value: Any) -> Event:
    raise EventError(f"{what}, not {shown(value)}"[:200])


def event_from_json(data: Any) -> Event:
    """Read one event of a record; raises :class:`EventError` naming the fault."""
    if type(data) is dict and len(data) == 2:
        # The common shape, {"player": label, verb: value}: straight to the verb's reader.
        player = data.get("player")
        if type(player) is str:
            for verb in data:
                if verb != "player":
                    reader = _PLAIN.get(verb)
                    if reader is not None:
                        value = data[verb]
                        kind = type(value)
                        if kind is int or kind is bool or (kind is str and len(value) <= 64):
                            key = (player, verb, kind, value)
                            known = _READ.get(key)
                            return known if known is not None else _remembered(reader, key)
                        event: Event = reader(player, value, data)
                        return event
    return _event_from_json(data)


#: Events already read, by player, verb and value.  Events are immutable and
#: a record repeats the same few acts ("A plays AC") deal after deal, so one
#: reading serves every repeat.  The type is part of the key, since ``true``
#: and ``1`` read differently; the store is emptied when full.
_READ: dict[tuple[str, str, type, Any], Event] = {}
_READ_MOST = 8192


def _remembered(reader: Callable[[str, Any, Mapping[str, Any]], Event], key: tuple[str, str, type, Any]) -> Event:
    player, verb, _, value = key
    found = reader(player, value, {"player": player, verb: value})
    if len(_READ) >= _READ_MOST:
        _READ.clear()
    _READ[key] = found
    return found


def _event_from_json(data: Any) -> Event:
    if not isinstance(data, Mapping):
        raise EventError(f"an event must be an object, not {shown(data)}"[:200])
    keys = [k for k in data if k != "player"]
    verb = next((k for k in keys if k in _READERS or k in ("declare", "remark")), keys[0] if keys else None)
    if verb is None or set(keys) - {verb} - _MODIFIERS.get(verb, set()):
        raise EventError(f"an event has one verb besides 'player'; found {keys or 'none'}"[:200])
    value = data[verb]
    player = data.get("player")
    if player is not None and not isinstance(player, str):
        raise EventError(f"player must be a label, not {shown(player)}"[:200])
    if verb == "declare":
        if value != "all":
            raise EventError(f'the only shorthand declaration is {{"declare": "all"}}, not {shown(value)}'[:200])
        return DeclareAll(player)
    if verb == "remark":
        by = data.get("by")
        return Remark(player, _text(by, "the bystander who remarks") if by is not None else "a bystander", _text(value, "a remark"))
    reader = _READERS.get(verb) if isinstance(verb, str) else None
    if reader is None:
        raise EventError(f"unknown verb {shown(verb)}"[:200])
    if player is None:
        raise EventError(f"a {shown(verb)} event must name its player")
    read: Event = reader(player, value, data)
    return read


def _cards(value: Any) -> Any:
    if isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        return value
    raise EventError(f"cards must be a string or a list of strings, not {shown(value)}")
