"""Piquet au Cent: the clauses that put themselves in the place of a Law of Piquet.

Au cent is not a second engine.  Each clause here is a rule of the same
registry, an *exception* to the rule applying the law it displaces, whose
condition holds only in a deal of au cent (``state.setup.variant``); it cites
its clause by slug and the law it displaces.  Everything au cent does not
mention is left to the Laws of Piquet.  The games, double games and the
partie of five games are in :mod:`piquet.rules.games`.
"""

from __future__ import annotations

import attrs

from piquet.referee.state import DealState, HandScore
from piquet.rules.registry import rule
from piquet.rules.scoring import every_card_counts, point_scores_its_cards
from piquet.table.cards import PACK, Rank
from piquet.table.combinations import Point

__all__ = ["in_au_cent", "agreed", "point_ending_in_four", "low_card_does_not_count"]

#: The ranks that do not count in play by agreement (:au-cent:`low-cards-do-not-count`).
LOW_RANKS = frozenset((Rank.NINE, Rank.EIGHT, Rank.SEVEN))


def in_au_cent(state: DealState, *_: object) -> bool:
    """Whether the deal is one of Piquet au Cent: the condition of every au cent rule."""
    return state.setup.au_cent


def agreed(state: DealState, agreement: str) -> bool:
    """Whether the players of an au cent deal made this agreement (a record option)."""
    return state.setup.au_cent and agreement in state.setup.agreements


def _point_ends_in_four(state: DealState, score: HandScore) -> bool:
    return agreed(state, "point_four_less") and isinstance(score.what, Point) and score.what.value % 10 == 4


@rule(
    "point score",
    laws=(62,),
    au_cent=("point-four-less",),
    when=_point_ends_in_four,
    exception_to=point_scores_its_cards,
    label="a point ending in four counts one less, by agreement",
)
def point_ending_in_four(state: DealState, score: HandScore) -> HandScore:
    """By agreement in au cent, a point whose value ends in four scores one less than its cards (Law 62 otherwise)."""
    return attrs.evolve(score, points=score.points - 1)


def _low_card(state: DealState, card: int) -> bool:
    return agreed(state, "low_cards_do_not_count") and PACK[card].rank in LOW_RANKS


@rule(
    "card counts",
    laws=(65,),
    au_cent=("low-cards-do-not-count",),
    when=_low_card,
    exception_to=every_card_counts,
    label="nines, eights and sevens do not count in play, by agreement",
)
def low_card_does_not_count(state: DealState, card: int) -> bool:
    """By agreement in au cent, a nine, eight or seven led, or winning a trick, scores nothing (Law 65 otherwise).

    The extra point for the last trick is for the trick, not the card: it stands.
    """
    return False
