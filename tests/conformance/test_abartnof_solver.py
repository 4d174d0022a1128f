"""abartnof ``solver.json``: exact endgame values, fed to :func:`piquet.search.solve`.

Their positions give what is left of two twelve-card hands, who leads, a
card already led (``led``) and elder's tricks so far; the tricks made follow
from the length of the hands (:func:`piquet.search.from_cards_left`).  Their
values are the play points still to come, elder minus younger, the point of
a card already led left out: ours are counted the same way
(:data:`piquet.search.DIFFERENCE`).  Where several cards reach the value,
their ``best_card`` is the lowest of them, which is how ours breaks ties.

Their error vectors carry only a name: the positions they describe are built
here, and must be refused (ValueError) because the tricks made cannot be
read from hands of those lengths.
"""

from __future__ import annotations

from typing import Any

import pytest

from piquet.search import from_cards_left, solve
from piquet.table.cards import Card
from tests.conformance.adapter import ROLE, cases, load

V = load("solver")


def _solved(vector: dict[str, Any]) -> Any:
    position, led = from_cards_left(vector["elder"], vector["younger"], leader=ROLE[vector["leader"]], led=vector["led"],
                                    elder_tricks=vector["elder_tricks"])
    return solve(position, led=led, card_values=True)


@pytest.mark.parametrize("vector", cases(V["positions"], lambda v: v["name"]))
def test_endgame_value(vector: dict[str, Any]) -> None:
    found = _solved(vector)
    assert found.value == vector["value"] == vector["best_value"]
    assert str(found.best) == vector["best_card"]
    assert {str(card): worth for card, worth in found.card_values} == {c["card"]: c["value"] for c in vector["card_values"]}


@pytest.mark.parametrize("vector", cases(V["positions"], lambda v: v["name"]))
def test_endgame_line_starts_with_the_best_card_and_scores_the_value(vector: dict[str, Any]) -> None:
    """The line given begins with the card named best (after the card led, if any) and runs to the end of the hands."""
    found = _solved(vector)
    first = found.line[0][1] if vector["led"] else found.line[0][0]
    assert first == found.best
    if vector["led"]:
        assert found.line[0][0] == Card.parse(vector["led"])
    assert len(found.line) == len(vector["younger"].split()), "every card left is played"


# The positions their error vectors name, made from their own shape of input.
ERROR_POSITIONS = {
    "hands of unequal length with nothing led": dict(elder="AS KS", younger="QS", leader="elder", led=None),
    "leader not short after leading": dict(elder="AS KS", younger="QS JS", leader="elder", led="7S"),
}


@pytest.mark.parametrize("vector", cases(V["errors"], lambda v: v["name"]))
def test_endgame_errors(vector: dict[str, Any]) -> None:
    assert vector["raises"] == "ValueError"
    shape = ERROR_POSITIONS[vector["name"]]
    with pytest.raises(ValueError):
        from_cards_left(shape["elder"], shape["younger"], leader=ROLE[shape["leader"]], led=shape["led"])


def test_memo_key_layout() -> None:
    pytest.skip("their 75-bit transposition-key layout is an internal detail of their solver, not a rule of the game")
