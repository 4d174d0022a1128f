"""abartnof ``scoring.json``: the order of precedence (Law 67), pique (69) and repique (68).

Each case is a log of (player, points, category) entries.  We map it onto
:func:`piquet.rules.scoring.pique_and_repique`: categories I-IV become
:class:`~piquet.game.state.HandScore` values, PLAY entries the play tuple in the
order entered, and CARDS (the cards, a capot) is added to the totals only,
since it reckons after the play and never counts towards a pique (Law 69).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from piquet.rules import scoring
from piquet.game.acts import Category
from piquet.game.state import HandScore
from tests.conformance.adapter import CATEGORY, ROLE, cases, load, rejected

V = load("scoring")

IN_HAND = {Category.CARTE_BLANCHE, Category.POINT, Category.SEQUENCE, Category.SET}


def _ours(events: list[list[Any]]) -> tuple[int | None, int | None, dict[str, int]]:
    hand: list[HandScore] = []
    play: list[tuple[int, int]] = []
    totals = {"elder": 0, "younger": 0}
    for player, points, category, _detail in events:
        ours = CATEGORY[category]
        if ours in IN_HAND:
            hand.append(HandScore(ROLE[player], ours, points, None, ()))
        elif ours is Category.PLAY:
            play.append((ROLE[player], points))
        totals[player] += points
    pique, repique = scoring.pique_and_repique(hand, frozenset(), tuple(play))
    return pique, repique, totals


NAMES = {0: "elder", 1: "younger", None: None}


@pytest.mark.parametrize("vector", cases(V["cases"], lambda v: v["name"]))
def test_laws_67_to_69_pique_and_repique(vector: dict[str, Any]) -> None:
    pique, repique, totals = _ours(vector["events"])
    assert NAMES[repique] == vector["repique"]
    assert NAMES[pique] == vector["pique"]
    assert totals == vector["totals"]
    by_category: dict[str, Counter[str]] = {"elder": Counter(), "younger": Counter()}
    for player, points, category, _ in vector["events"]:
        by_category[player][category] += points
    assert {p: dict(c) for p, c in by_category.items()} == vector["by_category"]
    after = dict(totals)
    if repique is not None:
        after[NAMES[repique]] += scoring.REPIQUE_BONUS  # type: ignore[index]
    if pique is not None:
        after[NAMES[pique]] += scoring.PIQUE_BONUS  # type: ignore[index]
    assert after == vector["totals_after_bonuses"]


def test_law_67_order_of_precedence() -> None:
    """Category numbers are the reckoning order; their BONUS (pique, repique) is no
    category of ours: those are items added after the deal's scores."""
    theirs = {c["name"]: c["value"] for c in V["categories"]}
    assert theirs.pop("BONUS") == max(theirs.values()) + 1
    assert {CATEGORY[name]: value for name, value in theirs.items()} == {c: int(c) for c in Category}


def test_law_67_categories_in_hand_and_towards_a_pique() -> None:
    """Categories I-IV are the hand (a repique, Law 68); I-V count towards a pique (Law 69)."""
    assert {CATEGORY[n] for n in V["declaration_categories"]} == IN_HAND
    assert {CATEGORY[n] for n in V["pique_categories"]} == IN_HAND | {Category.PLAY}


def test_laws_68_69_constants() -> None:
    c = V["constants"]
    assert (scoring.PIQUE_THRESHOLD, scoring.PIQUE_BONUS, scoring.REPIQUE_BONUS) == (
        c["PIQUE_THRESHOLD"],
        c["PIQUE_BONUS"],
        c["REPIQUE_BONUS"],
    )


@pytest.mark.parametrize("vector", cases(V["errors"], lambda v: f"amount {'minus ' if v['amount'] < 0 else ''}{abs(v['amount'])}"))
def test_score_of_no_points_or_negative_points_rejected(vector: dict[str, Any]) -> None:
    """Their score log refuses an entry of zero or fewer points.  Our counterpart of a
    log entry in hand is :class:`HandScore`; every score of the Laws is positive
    (Laws 61-66), so a HandScore of zero or negative points must be refused."""
    amount = vector["amount"]
    rejected(lambda: HandScore(0, Category.POINT, amount, None, (62,)))
