"""abartnof ``cards.json``: the pack, card notation, hands as 32-bit masks, set algebra, errors."""

from __future__ import annotations

from typing import Any

import pytest

from piquet.table.cards import PACK, Card, Rank, Suit, parse_cards
from piquet.table.cardsets import Hand
from piquet.errors import PiquetError
from tests.conformance.adapter import cases, hand, index_order, load, rejected

V = load("cards")


@pytest.mark.parametrize("vector", cases(V["pack"], lambda v: v["code"]))
def test_pack_card(vector: dict[str, Any]) -> None:
    """Index layout, and the card values the Laws use: pip value for the point (Law 62),
    court cards for carte blanche (Law 18), tens and above for quatorzes and trios (Law 64)."""
    card = Card.from_index(vector["index"])
    assert card is PACK[vector["index"]]
    assert card.code == vector["code"]
    assert card.index == vector["index"]
    assert (int(card.rank), int(card.suit)) == (vector["rank"], vector["suit"])
    assert card.rank.pip_value == vector["pip_value"]
    assert card.rank.is_court == vector["is_court"]
    assert card.rank.counts_for_set == vector["counts_for_set"]
    assert Card.parse(vector["code"]) == card


@pytest.mark.parametrize("vector", cases(V["parse"], lambda v: v["text"]))
def test_card_notation(vector: dict[str, str]) -> None:
    """``10`` for ``T``, any case, suit symbols, surrounding blanks."""
    assert Card.parse(vector["text"]).code == vector["code"]


@pytest.mark.parametrize("vector", cases(V["hands"], lambda v: v["code"] or "empty"))
def test_hand_as_mask(vector: dict[str, Any]) -> None:
    h = hand(vector["code"])
    assert h.bits == vector["bits"]
    assert len(h) == vector["size"]
    assert index_order(h) == vector["cards"]
    assert Hand(vector["bits"]) == h


@pytest.mark.parametrize("vector", cases(V["suits"], lambda v: f"{v['hand']} suit {v['suit']}"))
def test_hand_suits_and_rank_counts(vector: dict[str, Any]) -> None:
    h = hand(vector["hand"])
    in_suit = h.suit(Suit(vector["suit"]))
    assert in_suit == hand(vector["in_suit"])
    assert [int(c.rank) for c in in_suit] == vector["ranks_in"]  # ours iterate high to low, as theirs list
    counts = {int(r): sum(1 for c in h if c.rank is r) for r in Rank}
    assert counts == {c["rank"]: c["count"] for c in vector["counts"]}


OPS = {"sub": lambda a, b: a - b, "and": lambda a, b: a & b, "or": lambda a, b: a | b}


@pytest.mark.parametrize("vector", cases(V["set_ops"], lambda v: f"{v['left']} {v['op']} {v['right']}"))
def test_hand_set_operations(vector: dict[str, str]) -> None:
    assert OPS[vector["op"]](hand(vector["left"]), hand(vector["right"])) == hand(vector["result"])


def _error(vector: dict[str, Any]) -> None:
    op, args = vector["op"], vector["args"]
    if op == "Card.parse":
        Card.parse(args["text"])
    elif op == "Card.from_index":
        Card.from_index(args["index"])
    elif op == "Hand.add":
        hand(args["hand"]).add(Card.parse(args["card"]))
    elif op == "Hand.remove":
        hand(args["hand"]).remove(Card.parse(args["card"]))
    else:
        raise AssertionError(op)


ERRORS = [v for v in V["errors"] if v["op"] != "Hand.or"]


@pytest.mark.parametrize("vector", cases(ERRORS, lambda v: f"{v['op']} {v['args']}"))
def test_bad_notation_and_hand_misuse_rejected(vector: dict[str, Any]) -> None:
    """They raise ValueError/KeyError; we must refuse with a PiquetError (NotationError)."""
    if vector["op"] == "parse_hand":
        rejected(lambda: parse_cards(vector["args"]["text"]))
        rejected(lambda: Hand.parse(vector["args"]["text"]))
    else:
        rejected(lambda: _error(vector))


@pytest.mark.parametrize("vector", cases([v for v in V["errors"] if v["op"] == "Hand.or"], lambda v: v["args"]))
def test_departure_union_of_overlapping_hands_is_a_plain_set_union(vector: dict[str, Any]) -> None:
    """DEPARTURE (API design, no law involved): their ``Hand.or`` refuses overlapping
    hands (a disjoint-union guard, KeyError).  Our :class:`Hand` is a frozen set and
    ``|`` is set union, as for Python sets; where the referee needs disjointness it
    checks it itself (e.g. start_deal, Law 75).  We assert our union."""
    left, right = hand(vector["args"]["left"]), hand(vector["args"]["right"])
    assert left | right == hand("AS KS QS")
    # Our guarded single-card forms do refuse a card already held.
    with pytest.raises(PiquetError):
        left.add(Card.parse("KS"))
