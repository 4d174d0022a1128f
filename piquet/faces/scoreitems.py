"""A deal for the score pad written item by item: ``A: point 5, quint, trio, play 14, cards; B: quatorze, play 6``.

Each item is worth what the laws give it (Laws 61-66); a word that fixes
its value (``quint`` 15, ``quatorze`` 14, ``cards`` 10, ``capot`` 40) needs
no number, and a number that disagrees with the word is refused.  The
repique follows from the items in hand, in the order of Law 67, so the pad
adds it (Law 68) and refuses one written that the items do not make.  A
pique turns on the order in which the points of play fell, which items do
not tell: it is written (``pique``), and refused where the items make it
impossible (Law 69: the elder's alone, with thirty in hand and play, the
younger having reckoned nothing in hand).
"""

from __future__ import annotations

import re

import attrs

from piquet.errors import ScoreError
from piquet.game.state import HandScore
from piquet.rules.scoring import CAPOT_POINTS, CARDS_POINTS, CARTE_BLANCHE_POINTS, PIQUE_BONUS, REPIQUE_BONUS, pique_and_repique
from piquet.table.categories import Category
from piquet.table.combinations import sequence_score, set_score

__all__ = ["ItemizedDeal", "parse_items", "looks_itemized"]

#: Words with the value the laws fix, and their category (None: not an item in hand).
_FIXED: dict[str, tuple[int, Category | None]] = {
    "carte blanche": (CARTE_BLANCHE_POINTS, Category.CARTE_BLANCHE),
    "tierce": (sequence_score(3), Category.SEQUENCE),
    "quart": (sequence_score(4), Category.SEQUENCE),
    "quint": (sequence_score(5), Category.SEQUENCE),
    "sixieme": (sequence_score(6), Category.SEQUENCE),
    "septieme": (sequence_score(7), Category.SEQUENCE),
    "huitieme": (sequence_score(8), Category.SEQUENCE),
    "trio": (set_score(3), Category.SET),
    "quatorze": (set_score(4), Category.SET),
    "cards": (CARDS_POINTS, None),
    "capot": (CAPOT_POINTS, None),
    "pique": (PIQUE_BONUS, None),
    "repique": (REPIQUE_BONUS, None),
}
_ACCENTS = str.maketrans("èé", "ee")
_ITEM = re.compile(r"^\s*([a-z ]+?)\s*(\d+)?\s*$")
_SIDE = re.compile(r"^\s*([^:;,]+?)\s*:(.*)$")


def looks_itemized(text: str) -> bool:
    """Whether a deal is written by items (``A: point 5, ...``) rather than as two scores."""
    return ":" in text


@attrs.frozen
class ItemizedDeal:
    """A deal's items as written, with the repique the pad added, and each player's total."""

    items: tuple[tuple[str, str, int], ...]
    totals: dict[str, int]

    def described(self, player: str) -> str:
        return ", ".join(f"{item} {points}" for who, item, points in self.items if who == player) or "nothing"


def parse_items(text: str, players: tuple[str, str], elder: str) -> ItemizedDeal:
    """The deal's items and totals; a bad item, a value the laws do not give, or an impossible pique is a ScoreError."""
    items: list[tuple[str, str, int]] = []
    for side in text.split(";"):
        if not side.strip():
            continue
        found = _SIDE.match(side)
        if not found or found.group(1) not in players:
            raise ScoreError(f"items are written per player, '{players[0]}: point 5, quint; {players[1]}: trio', not {side.strip()!r}")
        player = found.group(1)
        for part in found.group(2).split(","):
            if part.strip():
                items.append((player, *_item(part, player)))
    _check_once(items)
    repique = _repique(items, players, elder)
    written = [(who, item) for who, item, _ in items if item == "repique"]
    if written and written != ([(repique, "repique")] if repique else []):
        raise ScoreError(f"{written[0][0]} has no repique: the items in hand do not make thirty before the adversary counts (Law 68)")
    if repique and not written:
        items.append((repique, "repique", REPIQUE_BONUS))
    _check_pique(items, players, elder)
    totals = {p: sum(n for who, _, n in items if who == p) for p in players}
    return ItemizedDeal(tuple(items), totals)


def _item(part: str, player: str) -> tuple[str, int]:
    found = _ITEM.match(part.lower().translate(_ACCENTS))
    if not found:
        raise ScoreError(f"{player}: {part.strip()!r} is not an item (a word, then its points where the word does not fix them)")
    word, number = found.group(1).strip(), found.group(2)
    if word in _FIXED:
        value = _FIXED[word][0]
        if number is not None and int(number) != value:
            raise ScoreError(f"{player}: a {word} is worth {value}, not {number} (Laws 61-69)")
        return word, value
    if word in ("point", "play", "sequence", "set"):
        if number is None:
            raise ScoreError(f"{player}: {word} needs its points ({word} 5)")
        points = int(number)
        if word == "point" and not 1 <= points <= 8:
            raise ScoreError(f"{player}: a point scores one a card, one to eight (Law 62), not {points}")
        if word == "play" and not 1 <= points <= 13:
            raise ScoreError(f"{player}: one player makes one to thirteen in play (Law 65), not {points}")
        if word == "sequence" and points not in {sequence_score(n) for n in range(3, 9)}:
            raise ScoreError(f"{player}: a sequence scores 3, 4, 15, 16, 17 or 18 (Law 63), not {points}")
        if word == "set" and points not in (3, 14):
            raise ScoreError(f"{player}: a trio scores 3 and a quatorze 14 (Law 64), not {points}")
        return word, points
    known = ", ".join(["point", "sequence", "set", "play", *_FIXED])
    raise ScoreError(f"{player}: {word!r} is not an item ({known})")


def _category(item: str) -> Category | None:
    if item == "point":
        return Category.POINT
    if item == "sequence":
        return Category.SEQUENCE
    if item == "set":
        return Category.SET
    return _FIXED[item][1] if item in _FIXED else None


def _check_once(items: list[tuple[str, str, int]]) -> None:
    """Only one player scores each category in hand (Laws 62-64), the point once, the cards or capot once."""
    for category in (Category.CARTE_BLANCHE, Category.POINT, Category.SEQUENCE, Category.SET):
        scorers = {who for who, item, _ in items if _category(item) is category}
        # Two carte blanches cannot be dealt either: twenty cards of the pack are not court cards, and each needs twelve.
        if len(scorers) > 1:
            raise ScoreError(f"only one player scores the {category.label} in a deal (Laws 18, 62-64): both are written")
    for single in (("point",), ("cards", "capot"), ("pique",), ("repique",), ("play",)):
        for player in {who for who, _, _ in items}:
            if sum(1 for who, item, _ in items if who == player and item in single) > 1:
                raise ScoreError(f"{player}: {' or '.join(single)} is written twice")
    if len({who for who, item, _ in items if item in ("cards", "capot")}) > 1:
        raise ScoreError("only one player wins the cards (Law 66): both are written")


def _hand(items: list[tuple[str, str, int]], players: tuple[str, str], elder: str) -> list[HandScore]:
    seat = {elder: 0, next(p for p in players if p != elder): 1}
    hand = [HandScore(seat[who], c, points, None, ()) for who, item, points in items if (c := _category(item)) is not None]
    return sorted(hand, key=lambda h: h.category)


def _repique(items: list[tuple[str, str, int]], players: tuple[str, str], elder: str) -> str | None:
    _, repique = pique_and_repique(_hand(items, players, elder), frozenset(), ())
    order = (elder, next(p for p in players if p != elder))
    return None if repique is None else order[repique]


def _check_pique(items: list[tuple[str, str, int]], players: tuple[str, str], elder: str) -> None:
    piqued = [who for who, item, _ in items if item == "pique"]
    if not piqued:
        return
    who = piqued[0]
    younger = next(p for p in players if p != elder)
    in_hand = sum(h.points for h in _hand(items, players, elder) if h.player == 0)
    play = sum(n for p, item, n in items if p == elder and item == "play")
    if who != elder:
        raise ScoreError(f"only the elder hand can pique (Law 69): {elder} is elder in this deal, not {who}")
    if any(p == younger and _category(item) is not None for p, item, _ in items) or any(item == "repique" for _, item, _ in items):
        raise ScoreError(f"{elder} has no pique: {younger} counted in hand, or a repique was made (Law 69)")
    if in_hand + play < 30:
        raise ScoreError(f"{elder} has no pique: {in_hand} in hand and {play} in play do not make thirty (Law 69)")
