"""abartnof ``combos.json``: point, sequences and sets; scores; comparisons; support of a claim."""

from __future__ import annotations

from typing import Any

import pytest

from piquet.errors import ActError
from piquet.table.cards import Rank, Suit
from piquet.table.claims import resolve
from piquet.table.combinations import (
    Point,
    best_point,
    compare,
    is_carte_blanche,
    points,
    rank_sets,
    sequence_score,
    sequences,
    set_score,
)
from piquet.game.acts import Category, PointClaim, SequenceClaim, SetClaim
from tests.conformance.adapter import COMPARISON, best_held, bits, cases, load

V = load("combos")

HOLDINGS = cases(V["holdings"], lambda v: v["hand"] or "empty hand")


@pytest.mark.parametrize("vector", HOLDINGS)
def test_law_62_best_point(vector: dict[str, Any]) -> None:
    """The point is the longest suit, then the greatest value (Law 62); it scores a card each.

    Which suit is named when two suits make the same point is no matter of
    law (equal points are equal): the suit is checked only to be one of the
    suits that make that point."""
    expected = vector["best_point"]
    got = best_point(bits(vector["hand"]))
    if expected is None:
        assert got is None
        return
    assert got is not None
    assert list(got.key) == expected["key"] == [expected["length"], expected["pip_value"]]
    assert got.score == expected["score"]
    tied = {p.suit for p in points(bits(vector["hand"])) if p.key == got.key}
    assert Suit(expected["suit"]) in tied and got.suit in tied


@pytest.mark.parametrize("vector", HOLDINGS)
def test_law_63_sequences_found_named_and_scored(vector: dict[str, Any]) -> None:
    """Every sequence (maximal run of three or more) with its length, top and score (Law 63).

    Their names are the bare length word (``tierce``); ours add the height
    (``tierce major``, ``quart to a king``), so the length word is compared."""
    got = sequences(bits(vector["hand"]))
    mine = sorted((int(s.suit), int(s.top), s.length, s.score, s.name.split()[0]) for s in got)
    theirs = sorted((s["suit"], s["top"], s["length"], s["score"], s["name"]) for s in vector["sequences"])
    assert mine == theirs
    assert sum(s.score for s in got) == vector["score_sequences"]


@pytest.mark.parametrize("vector", HOLDINGS)
def test_law_64_quatorzes_and_trios(vector: dict[str, Any]) -> None:
    """Tens and above only; a quatorze scores fourteen, a trio three (Law 64)."""
    got = rank_sets(bits(vector["hand"]))
    mine = sorted((int(s.rank), s.count, s.score, s.name.split()[0]) for s in got)
    theirs = sorted((s["rank"], s["count"], s["score"], s["name"]) for s in vector["sets"])
    assert mine == theirs
    assert sum(s.score for s in got) == vector["score_sets"]


def _short_blank(v: dict[str, Any]) -> bool:
    return v["carte_blanche"] and len(v["hand"].split()) < 12


@pytest.mark.parametrize("vector", cases([v for v in V["holdings"] if not _short_blank(v)], lambda v: v["hand"] or "empty"))
def test_law_18_carte_blanche(vector: dict[str, Any]) -> None:
    assert is_carte_blanche(bits(vector["hand"])) is vector["carte_blanche"]


@pytest.mark.parametrize("vector", cases([v for v in V["holdings"] if _short_blank(v)], lambda v: v["hand"] or "empty"))
def test_departure_law_18_no_carte_blanche_below_twelve_cards(vector: dict[str, Any]) -> None:
    """DEPARTURE: they call any hand without king, queen or knave carte blanche, even
    one of fewer than twelve cards.  Law 18 asks for a
    dealt hand of twelve cards or more holding no court card.  Ours
    follows the law: not carte blanche."""
    assert vector["carte_blanche"] is True
    assert is_carte_blanche(bits(vector["hand"])) is False


@pytest.mark.parametrize("vector", cases(V["sequence_scores"], lambda v: f"length {v['length']}"))
def test_law_63_sequence_scores(vector: dict[str, int]) -> None:
    assert sequence_score(vector["length"]) == vector["score"]


@pytest.mark.parametrize("vector", cases(V["set_scores"], lambda v: f"count {v['count']}"))
def test_law_64_set_scores(vector: dict[str, int]) -> None:
    assert set_score(vector["count"]) == vector["score"]


@pytest.mark.parametrize("vector", cases(V["ties"], lambda v: v["hand"]))
def test_law_63_equal_sequences(vector: dict[str, Any]) -> None:
    """Sequences of equal length and height are equal (Law 63).

    Their vector pins the *order* in which equal sequences are listed (a
    stable sort, clubs first) and the suit named as best; neither is a matter
    of law, so we check the keys and that the suits are the tied ones, not
    the listing order."""
    got = sequences(bits(vector["hand"]))
    assert [list(s.key) for s in got] == vector["keys"]
    assert sorted((int(s.suit), int(s.top)) for s in got) == sorted((o["suit"], o["top"]) for o in vector["order"])
    best = best_held(Category.SEQUENCE, bits(vector["hand"]))
    assert best is not None and best.key == got[0].key
    assert vector["best_suit"] in {int(s.suit) for s in got if s.key == best.key}


@pytest.mark.parametrize("vector", cases(V["comparisons"], lambda v: f"{v['left'] or 'nothing'} v {v['right'] or 'nothing'}"))
@pytest.mark.parametrize(
    "category,field",
    [(Category.POINT, "point"), (Category.SEQUENCE, "sequence"), (Category.SET, "set")],
    ids=["law_62_point", "law_63_sequence", "law_64_set"],
)
def test_laws_62_to_64_comparison(vector: dict[str, Any], category: Category, field: str) -> None:
    """Something beats nothing; nothing against nothing is equal; then the keys decide."""
    left = best_held(category, bits(vector["left"]))
    right = best_held(category, bits(vector["right"]))
    assert compare(left, right) is COMPARISON[vector[field]]


def _claim(vector: dict[str, Any]) -> PointClaim | SequenceClaim | SetClaim:
    c = vector["claim"]
    if vector["kind"] == "point":
        return PointClaim(c["length"], c["pip_value"], Suit(c["suit"]))
    if vector["kind"] == "sequence":
        return SequenceClaim(c["length"], Rank(c["top"]), Suit(c["suit"]))
    return SetClaim(c["count"], Rank(c["rank"]))


def _is_law_50_departure(v: dict[str, Any]) -> bool:
    return v == {
        "kind": "point",
        "hand": "AC KC QC JC TC",
        "claim": {"suit": 0, "length": 4, "pip_value": 40},
        "supported": False,
    }


@pytest.mark.parametrize(
    "vector",
    cases([v for v in V["support"] if not _is_law_50_departure(v)], lambda v: f"{v['kind']} {v['claim']} in {v['hand']}"),
)
def test_laws_50_54_claim_held(vector: dict[str, Any]) -> None:
    """Whether the hand holds what is claimed: calling less than is held is allowed
    (Law 50: a trio out of a quatorze, a tierce inside a quart); calling what is
    not held is not (Law 54); a run of two is no sequence (Law 63); nines make no trio (Law 64)."""
    try:
        claim = _claim(vector)
    except ActError:
        # A call no hand can hold (a run of two, Law 63) is no call: refused where it is made, as the record reader refuses it.
        assert vector["supported"] is False
        return
    found = resolve(claim, bits(vector["hand"]))
    assert (found is not None) is vector["supported"]


@pytest.mark.parametrize("vector", cases([v for v in V["support"] if _is_law_50_departure(v)], lambda v: v["claim"]))
def test_departure_law_50_point_of_fewer_cards_need_not_be_the_top_cards(vector: dict[str, Any]) -> None:
    """DEPARTURE: holding A K Q J 10 of clubs, a claim of a point of four making 40 is
    "not supported" in their engine, which accepts 41 (the top four) only.  The
    Laws treat calling less than one holds as a miscall the elder may correct
    before the reply (Law 50), not an offence: only calling more than is held is
    penalised (Laws 52, 54).  Four of his clubs (K Q J 10) do make 40 (Law 62),
    so the claim is of something he holds, and ours accepts it (clubs, 4, 40).
    Our library should not change."""
    found = resolve(_claim(vector), bits(vector["hand"]))
    assert isinstance(found, Point) and found.key == (4, 40) and found.suit is Suit.CLUBS
