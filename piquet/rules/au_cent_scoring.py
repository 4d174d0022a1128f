"""Piquet au Cent: the agreements that change the score of a deal (points ending in four; nines, eights and sevens).

Each is an exception to the rule applying the Law of Piquet it changes
(Law 62, Law 65), declared for au cent (``variant=Variant.AU_CENT``) and
holding when the players made the agreement (the record's options).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from piquet.game.state import DealState, HandScore
from piquet.game.variant import Variant
from piquet.lawbook.registry import rule
from piquet.rules.scoring import every_card_counts, point_scores_its_cards
from piquet.table.cards import PACK, Rank
from piquet.table.combinations import Point

LOW_RANKS = frozenset((Rank.NINE, Rank.EIGHT, Rank.SEVEN))


def agreed(state: DealState, agreement: str) -> bool:
    """Whether the players made this agreement (a record option); the rules asking are selected only in au cent."""
    return agreement in state.setup.agreements


def _point_ends_in_four(state: DealState, score: HandScore) -> bool:
    return agreed(state, "point_four_less") and isinstance(score.what, Point) and score.what.value % 10 == 4


@rule(
    "point score",
    laws=(62,),
    au_cent=("point-four-less",),
    when=_point_ends_in_four,
    exception_to=point_scores_its_cards,
    label="a point ending in four counts one less, by agreement",
    variant=Variant.AU_CENT,
)
def point_ending_in_four(state: DealState, score: HandScore) -> HandScore:
    """By agreement in au cent, a point whose value ends in four scores one less than its cards (Law 62 otherwise)."""
    return attrs.evolve(score, points=score.points - 1)


def _low_cards_agreed(state: DealState) -> bool:
    return agreed(state, "low_cards_do_not_count")


def _counting_card(card: int) -> bool:
    return PACK[card].rank not in LOW_RANKS


@rule(
    "card counts",
    laws=(65,),
    au_cent=("low-cards-do-not-count",),
    when=_low_cards_agreed,
    exception_to=every_card_counts,
    label="nines, eights and sevens do not count in play, by agreement",
    variant=Variant.AU_CENT,
)
def low_card_does_not_count(state: DealState) -> Callable[[int], bool]:
    """By agreement in au cent, a nine, eight or seven led, or winning a trick, scores nothing (Law 65 otherwise).

    The extra point for the last trick is for the trick, not the card: it stands.
    """
    return _counting_card
