"""The acts of a record in JSON: strict reading, naming the fault, of the shape each act writes.

Each act names the acting player (by label) and one verb:
``{"player": "A", "discard": "KS 8C"}``, ``{"declare": "all"}`` and so on
(``docs/record-format``).  Reading is strict about verbs and cards and says
what is wrong; the act values write canonical JSON, so
``event_from_json(e.to_json()) == e``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import attrs

from piquet.errors import ActError, NotationError, did_you_mean, shown
from piquet.game.acts import (
    CLAIMS,
    EXPOSE_TIMES,
    SURPLUS_PLACES,
    Accept,
    AnnounceCarteBlanche,
    AnnounceHand,
    AnswerQuestion,
    Ask,
    Call,
    Concede,
    Correct,
    CountStock,
    Cut,
    DamagedCard,
    DeclareAll,
    DemandSuit,
    Discard,
    Elect,
    Event,
    Exchange,
    Expose,
    FacedCard,
    FreshCards,
    Gather,
    Leave,
    LiftHand,
    LookAtAdversarysDiscard,
    LookAtDiscard,
    LookAtLeft,
    LookAtTricks,
    Mix,
    PenaltyClaim,
    Play,
    Propose,
    Reckon,
    Rectify,
    Remark,
    Reply,
    Retake,
    ShowCards,
    ShowCarteBlanche,
    Shuffle,
    SurplusCard,
    Take,
    WillLook,
    WriteScore,
)
from piquet.game.acts import ACCEPTED, ANNOUNCED_COUNTS, LEFT_MOST, MAX_DEALS, MIX_PLACES, PACK_SIZE, PROPOSALS
from piquet.table.cards import Card, Rank, Suit, parse_cards
from piquet.table.cardsets import Hand
from piquet.table.claims import POINT_LENGTHS, POINT_VALUES, SEQUENCE_LENGTHS, SET_COUNTS, Answer, Claim, PointClaim, SequenceClaim, SetClaim
from piquet.table.coerce import SCORE_MOST, is_line

__all__ = ["EventError", "event_from_json", "events_from_json", "claim_from_json", "VERBS", "LOOKS"]


class EventError(NotationError):
    """An act could not be read: unknown verb, bad card, missing key."""


def _int(value: Any, what: str, low: int = 0, high: int = PACK_SIZE) -> int:
    """A whole number within what a pack of 32 allows; anything else is not a card count."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise EventError(f"{what} must be a whole number, not {shown(value)}")
    if not low <= value <= high:
        raise EventError(f"{what} must be from {low} to {high}, not {shown(value)}")
    return value


def claim_from_json(data: Any) -> Claim:
    """Read a call or reckoning: ``{"point": 5, "value": 49}``, ``{"sequence": 4, "to": "A"}``, ``{"set": "J", "count": 3}``.

    A record repeats the same few calls, so what a call's keys and values
    (and their types: ``true`` is not ``1``) were read as is kept; each
    reading still makes its own claim, since the referee tells two calls of
    one deal apart by the claim they carry.
    """
    if type(data) is dict:
        key = (tuple(data.items()), tuple(map(type, data.values())))
        try:
            known = _CLAIMS_READ.get(key)
        except TypeError:  # a value that is a list or an object: read it the long way, which says what is wrong
            return _claim_from_json(data)
        if known is not None:
            made: Claim = known[0](*known[1])
            return made
        claim = _claim_from_json(data)
        if len(_CLAIMS_READ) >= _READ_MOST:
            _CLAIMS_READ.clear()
        _CLAIMS_READ[key] = (type(claim), attrs.astuple(claim, recurse=False))
        return claim
    return _claim_from_json(data)


#: The claims already read, by the call's items and their types: the class and the fields to make one again.
_CLAIMS_READ: dict[tuple[Any, ...], tuple[Any, tuple[Any, ...]]] = {}


def _claim_from_json(data: Any) -> Claim:
    if not isinstance(data, Mapping):
        raise EventError(f"a call must be an object, not {shown(data)}")
    try:
        suit = Suit.parse(data["suit"]) if data.get("suit") is not None else None
        if "point" in data:
            _only(data, {"point", "value", "suit"})
            value = _int(data["value"], "the point's value", *POINT_VALUES) if data.get("value") is not None else None
            return PointClaim(_int(data["point"], "the point's number of cards", *POINT_LENGTHS), value, suit)
        if "sequence" in data:
            _only(data, {"sequence", "to", "suit"})
            top = Rank.parse(data["to"]) if data.get("to") is not None else None
            return SequenceClaim(_int(data["sequence"], "the sequence's length", *SEQUENCE_LENGTHS), top, suit)
        if "set" in data:
            _only(data, {"set", "count"})
            rank = Rank.parse(data["set"]) if data.get("set") is not None else None
            return SetClaim(_int(data.get("count", 3), "the set's count", *SET_COUNTS), rank)
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


def _number_as_text(value: Any) -> Any:
    """An answer given as a number ("how many cards?" answered 5) is read as its text; a number too long for a line stays as it is, and is refused."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**200:
        return str(value)
    return value


def _text(value: Any, what: str) -> str:
    if not is_line(value):
        raise EventError(f"{what} must be a short line of text, not {shown(value)}"[:200])
    return str(value)


def _announce(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    if value == "carte blanche":
        return AnnounceCarteBlanche(player)
    if isinstance(value, str) and value.endswith(" cards"):
        number = value[: -len(" cards")].strip()
        count = _NUMBER_WORDS.get(number) or (int(number) if number.isdigit() else None)
        if count is not None and ANNOUNCED_COUNTS[0] <= count <= ANNOUNCED_COUNTS[1]:
            return AnnounceHand(player, count)
    raise EventError(f'"announce" takes "carte blanche" or a count of cards dealt such as "13 cards", not {shown(value)}')


#: What a player may look at, and the act of looking at each.
LOOKS: dict[str, Callable[[str], Event]] = {
    "left": LookAtLeft,
    "discard": LookAtDiscard,
    "tricks": LookAtTricks,
    "adversary's discard": LookAtAdversarysDiscard,
}


def _look(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    return LOOKS[_word(value, "look", tuple(LOOKS))](player)


def _some_hand(value: Any, verb: str) -> Hand:
    cards = _hand(value)
    if not cards:
        raise EventError(f"a {verb} names at least one card")
    return cards


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
    doubled = data.get("doubled")
    if doubled is not None and not isinstance(doubled, bool):
        raise EventError(f'"doubled" is true (the figures written are the doubled ones) or false (the hand\'s own), not {shown(doubled)}'[:200])
    return WriteScore(player, tuple((_text(k, "a player"), _int(v, "a score written", 0, SCORE_MOST)) for k, v in value.items()), doubled)


def _claim(player: str, value: Any, data: Mapping[str, Any]) -> Event:
    what = _word(value, "claim", CLAIMS)
    deal = data.get("deal")
    if deal is None:
        return PenaltyClaim(player, what)
    if what != "score":
        raise EventError(f'only a claim of the score names a deal ("deal"), not a claim of {shown(what)}'[:200])
    return PenaltyClaim(player, what, _int(deal, "the deal a claim of the score names (its index in 'deals', from 0)", 0, MAX_DEALS - 1))


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
    "expose": lambda p, v, d: Expose(p, _hand(v), _word(d["while"], "expose ... while", EXPOSE_TIMES) if d.get("while") is not None else None),
    "faced": _faced,
    "leave": lambda p, v, d: Leave(p, _int(v, "the number of cards left", 0, LEFT_MOST)),
    "demand": lambda p, v, d: DemandSuit(p, _suit(v)),
    "count": lambda p, v, d: CountStock(p) if _word(v, "count", ("stock",)) else None,
    "retake": lambda p, v, d: Retake(p, _some_hand(v, "retake")),
    "mix": lambda p, v, d: Mix(p, _hand(v), _word(d.get("with"), "mix ... with", MIX_PLACES)),
    "correct": _correct,
    "ask": _ask,
    # The act keeps an answer that is one card as the card's code ("jd" is "JD"), so that it reads the same however written.
    "answer": lambda p, v, d: AnswerQuestion(p, _text(_number_as_text(v), "an answer")),
    "elect": _elect,
    "propose": lambda p, v, d: Propose(p, _word(v, "propose", PROPOSALS)),
    "accept": lambda p, v, d: Accept(p, _word(v, "accept", ACCEPTED)),
    "claim": _claim,
    "write": _write,
    "lift": lambda p, v, d: LiftHand(p) if _word(v, "lift", ("hand",)) else None,
    "will": lambda p, v, d: WillLook(p, _word(v, "will", ("look", "not look")) == "look"),
    "rectify": lambda p, v, d: Rectify(p, _moves(v)),
    "fresh": lambda p, v, d: FreshCards(p) if _word(v, "fresh", ("packs",)) else None,
    "damaged": _damaged,
    "surplus": _surplus,
    "gather": lambda p, v, d: Gather(p) if _word(v, "gather", ("pack",)) else None,
    "shuffle": lambda p, v, d: Shuffle(p, _word(v, "shuffle", ("pack", "faces shown")) == "faces shown"),
    "cut": lambda p, v, d: Cut(
        p, _int(v, "the number of cards lifted in the cut", 0, PACK_SIZE), Card.parse(d["exposed"]) if d.get("exposed") is not None else None
    ),
}

#: Keys an event may carry besides ``player`` and its verb.
_MODIFIERS = {
    "expose": {"while"},
    "mix": {"with"},
    "elect": {"option"},
    "remark": {"by"},
    "cut": {"exposed"},
    "claim": {"deal"},
    "write": {"doubled"},
}

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
    """Read one event of a record; raises :class:`EventError` naming the fault.

    The readers check what JSON can get wrong and say it in the record's
    terms; the act's constructor checks the rest, as it does for an act made
    in a program, and what it refuses is said here as an :class:`EventError`.
    """
    try:
        return _read_event(data)
    except ActError as error:
        raise EventError(str(error)) from None


def _read_event(data: Any) -> Event:
    if type(data) is dict and len(data) == 1 and data.get("declare") == "all":
        return _DECLARE_ALL  # the record's shorthand, in every deal declared so
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


def events_from_json(items: list[Any]) -> tuple[Event, ...]:
    """Read a deal's events in one pass (:func:`event_from_json` on each); raises :class:`EventError` at the first fault.

    A record's acts are mostly ones already read ("A plays AC"): they are
    taken from the store here, in the loop; a call or a reckoning is made
    here from its claim; only the rest are read one by one.
    """
    try:
        return _read_events(items)
    except ActError as error:
        raise EventError(str(error)) from None


def _read_events(items: list[Any]) -> tuple[Event, ...]:
    read = _READ.get
    made_from_claim = _CLAIM_ACTS.get
    events: list[Event] = []
    append = events.append
    for data in items:
        if type(data) is dict and len(data) == 2:
            player = data.get("player")
            if type(player) is str:
                # The two keys unpacked at once: the verb is the one that is not "player" (no loop over the items).
                first, verb = data
                if verb == "player":
                    verb = first
                value = data[verb]
                kind = type(value)
                if kind is str:
                    # Only the plain verbs' acts are in the store, so a hit needs no look at the verb.
                    if len(value) <= 64:
                        known = read((player, verb, kind, value))
                        if known is not None:
                            append(known)
                            continue
                elif kind is dict:
                    act = made_from_claim(verb)
                    if act is not None:
                        append(act(player, claim_from_json(value)))
                        continue
        append(event_from_json(data))
    return tuple(events)


#: The acts whose value is a claim, by verb, made straight from the claim read (as their readers in :data:`_READERS` do).
_CLAIM_ACTS: dict[str, Callable[[str, Claim], Event]] = {"call": Call, "reckon": Reckon}


#: Events already read, by player, verb and value.  Events are immutable and
#: a record repeats the same few acts ("A plays AC") deal after deal, so one
#: reading serves every repeat.  The type is part of the key, since ``true``
#: and ``1`` read differently; the store is emptied when full.
_READ: dict[tuple[str, str, type, Any], Event] = {}
_DECLARE_ALL = DeclareAll(None)
_READ_MOST = 8192


def _remembered(reader: Callable[[str, Any, Mapping[str, Any]], Event], key: tuple[str, str, type, Any]) -> Event:
    player, verb, _, value = key
    found = reader(player, value, {"player": player, verb: value})
    if len(_READ) >= _READ_MOST:
        _READ.clear()
    _READ[key] = found
    return found


#: The verbs of a deal's regular course, named when a verb is not known and none is close to it.
_REGULAR_VERBS = ("discard", "take", "exchange", "call", "reply", "reckon", "play", "concede", "declare")


def _unknown_verb(verb: object) -> str:
    """Why a verb is refused: the verb meant, when one is close, else the regular ones; and where all are listed."""
    guess = did_you_mean(verb, VERBS)
    if guess:
        return f"unknown verb {shown(verb)}{guess}; all {len(VERBS)} verbs are in docs/record-format.rst (Events)"
    return (
        f"unknown verb {shown(verb)}; the regular verbs are {' '.join(_REGULAR_VERBS)}, "
        "the rest in docs/record-format.rst (Events)"
    )


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
        raise EventError(_unknown_verb(verb)[:200])
    if player is None:
        raise EventError(f"a {shown(verb)} event must name its player")
    read: Event = reader(player, value, data)
    return read


def _cards(value: Any) -> Any:
    if isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        return value
    raise EventError(f"cards must be a string or a list of strings, not {shown(value)}")
