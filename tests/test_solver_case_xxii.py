"""Case XXII's argument about the play, checked by the exact solver as the plain minimax checks it.

The book's claim after A's five spades, in our words: A is sure of the last
two tricks and of the cards, and makes forty.  B answers the ten of spades and then any
four of his other eleven cards: 330 ways.  The solver's zero-window question
"is A sure of at least k?" settles each at once.
"""

from __future__ import annotations

import itertools

from piquet.search import POINTS, TRICKS, LastTricks, Position, solve, sure_of, value
from piquet.table.cardsets import Hand
from tests.test_case_records_xxii import A_HAND, B_TWELVE, SPADES


def _after_the_spades() -> list[Position]:
    a_left = Hand.parse(A_HAND) - Hand.parse(SPADES)
    b_rest = Hand.parse(B_TWELVE) - Hand.parse("TS")
    return [Position.of(a_left, b_rest - list(thrown), made=5, won=(5, 0)) for thrown in itertools.combinations(list(b_rest), 4)]


def test_case_xxii_law_66_whatever_b_keeps_a_is_sure_of_two_more_tricks_and_so_of_the_cards() -> None:
    positions = _after_the_spades()
    assert len(positions) == 330
    assert all(sure_of(p, 2, player=0, objective=TRICKS) for p in positions), "seven tricks in all: the cards"
    assert not all(sure_of(p, 3, player=0, objective=TRICKS) for p in positions), "two is all B cannot take from him"


def test_case_xxii_the_last_two_tricks_themselves_are_not_sure_the_solver_agrees_with_the_minimax() -> None:
    """Taken to the letter, "the last two tricks" is not forced: B can keep cards that take the eleventh or twelfth."""
    positions = _after_the_spades()
    sure = [sure_of(p, 2, player=0, objective=LastTricks(2)) for p in positions]
    assert sure == [value(p, 0, LastTricks(2)) >= 2 for p in positions]
    assert any(sure) and not all(sure), "sure against some of B's arrangements, not against his best"
    assert not all(sure_of(p, 1, player=0, objective=LastTricks(2)) for p in positions), (
        "against B's best, A is not sure of even one of the last two: his two tricks come earlier")


def test_case_xxii_law_65_a_scores_forty_against_b_s_best_and_no_more() -> None:
    worst = min(solve(p, objective=POINTS, player=0, line=False).value for p in _after_the_spades())
    assert 21 + 5 + worst == 40, "twenty-one in hand, five spades led, and what the rest of the play gives at worst"
