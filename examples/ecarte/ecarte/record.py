"""The écarté record (``ecarte-record/1``): reading it into values, with errors that name the deal and event.

A record is a JSON object::

    {"format": "ecarte-record/1", "players": ["A", "B"],
     "cut_for_deal": [{"player": "A", "cut": "KS"}, {"player": "B", "cut": "9H"}],
     "deals": [{"dealer": "A", "order": "3-2",
                "hands": {"A": "KH QH 7S 8D 9C", "B": "..."},
                "stock": "...", "events": [{"player": "B", "cut": 14}, ...]}]}

``hands`` are the cards as dealt and ``stock`` the rest, top card first
(the trump is turned from its top).  ``order`` is the order of the deal,
``"3-2"`` or ``"2-3"`` (by default the one the dealer picked before).  A deal
played with an incorrect pack says so: ``"pack": {"missing": "7C"}`` or
``{"extra": "9D"}``.  ``cut_for_deal`` and ``start`` (``{"scores": {...}}``,
a game taken up in progress) are optional.  The events are listed in
``docs/your-game.rst``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

import attrs

from ecarte.acts import (
    CLAIMS,
    FAULTS,
    Abandon,
    Accept,
    Act,
    ChangeOrder,
    Claim,
    Cut,
    CutForDeal,
    Discard,
    Elect,
    King,
    LayDown,
    Look,
    NewCards,
    Play,
    Propose,
    Refuse,
    Retake,
    Shuffle,
    Turn,
)
from ecarte.cards import Card, Suit
from ecarte.errors import RecordError
from ecarte.pack import PACK, parse_cards
from lawkit.errors import LawkitError

__all__ = ["FORMAT", "DealRecord", "Record", "read_record", "VERBS"]

FORMAT = "ecarte-record/1"
ORDERS = ("3-2", "2-3")


@attrs.frozen
class DealRecord:
    """One deal as the record gives it."""

    dealer: str
    order: str | None
    hands: Mapping[str, tuple[Card, ...]]
    stock: tuple[Card, ...]
    pack_fault: str | None
    events: tuple[Act, ...]


@attrs.frozen
class Record:
    """A record read: the players, the cut for deal if given, the scores taken up, the deals."""

    players: tuple[str, str]
    cut_for_deal: tuple[Act, ...]
    start: Mapping[str, int]
    deals: tuple[DealRecord, ...]


def _fail(message: str, deal: int | None = None, event: int | None = None) -> RecordError:
    return RecordError(message, deal=deal, event=event)


def _cards(value: object, what: str, deal: int | None, event: int | None = None) -> tuple[Card, ...]:
    if not isinstance(value, str | list):
        raise _fail(f"{what} must be cards, as a string or a list", deal, event)
    try:
        return parse_cards(value)
    except LawkitError as error:
        raise _fail(f"{what}: {error}", deal, event) from None


def _one_card(value: object, what: str, deal: int | None, event: int | None) -> Card:
    cards = _cards(value, what, deal, event)
    if len(cards) != 1:
        raise _fail(f"{what} must be one card", deal, event)
    return cards[0]


def _flag(data: Mapping[str, Any], key: str, deal: int | None, event: int) -> None:
    if data[key] is not True:
        raise _fail(f"{key!r} must be true", deal, event)


def _count(value: object, what: str, deal: int | None, event: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise _fail(f"{what} must be a whole number", deal, event)
    return value


def _suit(value: object, deal: int | None, event: int) -> Suit:
    if not isinstance(value, str):
        raise _fail("'naming' must be a suit letter", deal, event)
    try:
        return Suit.parse(value)
    except LawkitError:
        raise _fail(f"'naming': {value!r} is not a suit", deal, event) from None


def _act(data: object, players: tuple[str, str], deal: int | None, event: int) -> Act:
    if not isinstance(data, Mapping):
        raise _fail("an event must be an object", deal, event)
    player = data.get("player")
    if player not in players:
        raise _fail(f"'player' must be one of {', '.join(players)}", deal, event)
    verbs = [k for k in data if k in VERBS]
    if len(verbs) != 1:
        raise _fail(f"an event has one verb, one of: {', '.join(VERBS)}", deal, event)
    verb = verbs[0]
    allowed = {"player", verb} | set(VERBS[verb])
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise _fail(f"unknown key {unknown[0]!r} in a {verb!r} event", deal, event)
    value = data[verb]
    if verb == "shuffle":
        if value is not True and value not in FAULTS:
            raise _fail(f"'shuffle' is true or one of: {', '.join(FAULTS)}", deal, event)
        return Shuffle(player, None if value is True else value)
    if verb == "cut":
        if deal is None:
            card = _one_card(value, "'cut'", deal, event)
            shown = _cards(data.get("shown", [str(card)]), "'shown'", deal, event)
            return CutForDeal(player, card, shown)
        exposed = data.get("exposed")
        return Cut(player, _count(value, "'cut'", deal, event), None if exposed is None else _one_card(exposed, "'exposed'", deal, event))
    if verb == "order":
        if value not in ORDERS:
            raise _fail("'order' is \"3-2\" or \"2-3\"", deal, event)
        return ChangeOrder(player, value)
    if verb == "turn":
        turned = _count(value, "'turn'", deal, event)
        if turned < 1:
            raise _fail("'turn' turns up one card or more", deal, event)
        return Turn(player, turned)
    if verb == "discard":
        return Discard(player, _cards(value, "'discard'", deal, event))
    if verb == "play":
        naming = data.get("naming")
        return Play(player, _one_card(value, "'play'", deal, event), None if naming is None else _suit(naming, deal, event))
    if verb == "claim":
        if value not in CLAIMS:
            raise _fail(f"'claim' is one of: {', '.join(CLAIMS)}", deal, event)
        return Claim(player, value)
    if verb == "elect":
        if not isinstance(value, str) or not value.strip():
            raise _fail("'elect' names an option", deal, event)
        return Elect(player, value.strip())
    if verb == "new_cards":
        _flag(data, verb, deal, event)
        packs = _count(data.get("packs", 2), "'packs'", deal, event)
        chosen = data.get("chosen_by")
        if chosen is not None and chosen not in players:
            raise _fail("'chosen_by' must name a player", deal, event)
        return NewCards(player, packs, chosen)
    _flag(data, verb, deal, event)
    return _SIMPLE[verb](player)


_SIMPLE: dict[str, type[Act]] = {
    "look": Look, "king": King, "propose": Propose, "accept": Accept, "refuse": Refuse,
    "retake": Retake, "abandon": Abandon, "lay_down": LayDown,
}

#: Every verb of an event, with the keys it may carry besides ``player``.
VERBS: dict[str, tuple[str, ...]] = {
    "shuffle": (), "cut": ("exposed", "shown"), "order": (), "look": (), "turn": (), "king": (), "propose": (),
    "accept": (), "refuse": (), "discard": (), "play": ("naming",), "retake": (), "abandon": (), "lay_down": (),
    "claim": (), "elect": (), "new_cards": ("packs", "chosen_by"),
}


def _pack_fault(cards: tuple[Card, ...], pack: object, deal: int) -> str | None:
    counts = Counter(cards)
    if pack is None:
        twice = sorted(str(c) for c, n in counts.items() if n > 1)
        if twice:
            raise _fail(f"{twice[0]} is given twice (say \"pack\": {{\"extra\": ...}} for a faulty pack)", deal)
        missing = [str(c) for c in PACK if c not in counts]
        if missing:
            raise _fail(f"{missing[0]} is missing (say \"pack\": {{\"missing\": ...}} for a faulty pack)", deal)
        return None
    if not isinstance(pack, Mapping) or not set(pack) <= {"missing", "extra"} or not pack:
        raise _fail("'pack' says what is \"missing\" or \"extra\"", deal)
    missing_cards = _cards(pack.get("missing", ""), "'pack.missing'", deal)
    extra_cards = _cards(pack.get("extra", ""), "'pack.extra'", deal)
    expected = Counter(PACK) - Counter(missing_cards) + Counter(extra_cards)
    if counts != expected:
        raise _fail("the hands and the stock are not the pack that 'pack' describes", deal)
    said = [f"{c} missing" for c in missing_cards] + [f"{c} twice" for c in extra_cards]
    return ", ".join(said)


def _deal(data: object, players: tuple[str, str], index: int) -> DealRecord:
    if not isinstance(data, Mapping):
        raise _fail("a deal must be an object", index)
    unknown = sorted(set(data) - {"dealer", "order", "hands", "stock", "events", "pack"})
    if unknown:
        raise _fail(f"unknown key {unknown[0]!r}", index)
    dealer = data.get("dealer")
    if dealer not in players:
        raise _fail(f"'dealer' must be one of {', '.join(players)}", index)
    order = data.get("order")
    if order is not None and order not in ORDERS:
        raise _fail("'order' is \"3-2\" or \"2-3\"", index)
    hands_data = data.get("hands")
    if not isinstance(hands_data, Mapping) or set(hands_data) != set(players):
        raise _fail(f"'hands' must give the cards of {' and '.join(players)}", index)
    hands = {p: _cards(hands_data[p], f"{p}'s hand", index) for p in players}
    stock = _cards(data.get("stock", ""), "'stock'", index)
    fault = _pack_fault(tuple(c for p in players for c in hands[p]) + stock, data.get("pack"), index)
    events = data.get("events", [])
    if not isinstance(events, list):
        raise _fail("'events' must be a list", index)
    return DealRecord(dealer, order, hands, stock, fault, tuple(_act(e, players, index, n) for n, e in enumerate(events)))


def read_record(data: object) -> Record:
    """Read a parsed ``ecarte-record/1`` document; raises :class:`~ecarte.errors.RecordError` naming the place."""
    if not isinstance(data, Mapping):
        raise _fail("a record must be a JSON object")
    if data.get("format", FORMAT) != FORMAT:
        raise _fail(f"'format' must be {FORMAT!r}")
    unknown = sorted(set(data) - {"format", "players", "cut_for_deal", "start", "deals"})
    if unknown:
        raise _fail(f"unknown key {unknown[0]!r}")
    players = data.get("players")
    if not isinstance(players, list) or len(players) != 2 or not all(isinstance(p, str) and p for p in players) or players[0] == players[1]:
        raise _fail("'players' must be two different names")
    pair = (players[0], players[1])
    cuts = data.get("cut_for_deal", [])
    if not isinstance(cuts, list):
        raise _fail("'cut_for_deal' must be a list of events")
    cut_acts = tuple(_act(e, pair, None, n) for n, e in enumerate(cuts))
    for n, act in enumerate(cut_acts):
        if not isinstance(act, CutForDeal | Claim):
            raise _fail("the cut for deal holds only cuts and claims", None, n)
    start = data.get("start", {"scores": {}})
    scores = start.get("scores", {}) if isinstance(start, Mapping) else None
    if not isinstance(scores, Mapping) or not set(scores) <= set(pair) or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 5 for v in scores.values()):
        raise _fail("'start' gives {\"scores\": {player: 0 to 4}} for a game taken up")
    deals = data.get("deals")
    if not isinstance(deals, list) or not deals:
        raise _fail("'deals' must be a list of at least one deal")
    return Record(pair, cut_acts, {p: int(scores.get(p, 0)) for p in pair}, tuple(_deal(d, pair, i) for i, d in enumerate(deals)))
