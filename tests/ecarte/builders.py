"""Small écarté records for the tests: one deal, dealt the same way, with the events a test names."""

from __future__ import annotations

from typing import Any

from ecarte.pack import PACK, parse_cards

#: The non-dealer A and the dealer B; the nine of diamonds is turned for trumps.
HANDS = {"A": "KH QH 7H AS 9C", "B": "JH 8S TS 8D 7C"}
TOP = "9D"
PREPARE: list[dict[str, Any]] = [{"player": "B", "shuffle": True}, {"player": "A", "cut": 12}]
TURN: list[dict[str, Any]] = [{"player": "B", "turn": 1}]
#: A regular play of that deal: A takes four tricks, the point.
PLAY: list[dict[str, Any]] = [
    {"player": "A", "play": "KH"}, {"player": "B", "play": "JH"},
    {"player": "A", "play": "QH"}, {"player": "B", "play": "8D"},
    {"player": "B", "play": "TS"}, {"player": "A", "play": "AS"},
    {"player": "A", "play": "7H"}, {"player": "B", "play": "8S"},
    {"player": "A", "play": "9C"}, {"player": "B", "play": "7C"},
]


def deal(events: list[dict[str, Any]], *, hands: dict[str, str] | None = None, top: str = TOP, dealer: str = "B", **extra: Any) -> dict[str, Any]:
    """One deal of the given hands, the stock holding the rest of the pack with ``top`` on top."""
    hands = hands or HANDS
    used = {c for h in hands.values() for c in parse_cards(h)}
    first = list(parse_cards(top))
    missing = set(parse_cards(extra.get("pack", {}).get("missing", "")))
    rest = [c for c in PACK if c not in used and c not in first and c not in missing]
    rest += list(parse_cards(extra.get("pack", {}).get("extra", "")))
    return {"dealer": dealer, "hands": hands, "stock": " ".join(str(c) for c in first + rest), "events": events, **extra}


def record(*deals: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """A record of the deals given, players A and B."""
    return {"format": "ecarte-record/1", "players": ["A", "B"], "deals": list(deals), **extra}


def one(events: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    """A record of one deal of :data:`HANDS` with these events."""
    return record(deal(events, **extra))
