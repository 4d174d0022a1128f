"""What a player's declarations reveal about his hand (Case IV): calling is showing.

A sequence declared names its cards; a quatorze names four; a point of so
many cards making so much, in a suit, can only be made of certain cards.
The cards every reading of a declaration must contain are known to the
table, and holdings they make up are declared by implication: in Case IV,
a point headed by the ace and two tierce majors in other suits declare
three aces, which bar the younger hand's three knaves although the elder
never called his aces.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from piquet.lawbook.citation import cites
from piquet.game.state import adversary, DealState
from piquet.rules.common import shown_bits
from piquet.table.cards import Card, Rank, Suit
from piquet.table.categories import Category
from piquet.table.claims import PointClaim, best_held
from piquet.table.combinations import Combination, Point, RankSet, Sequence

__all__ = ["cards_implied", "implied_cards", "implied_best"]


@lru_cache(maxsize=4096)
def _point_cards(suit: Suit, length: int, value: int, elsewhere: int = 0) -> int:
    """The cards that every ``length``-card holding of ``suit`` worth ``value`` contains (0 when none is certain).

    ``elsewhere`` are cards known not to be in the holding (the observer's own): they narrow the readings.
    """
    cards = [Card(rank, suit) for rank in Rank if not Card(rank, suit).bit & elsewhere]
    common = -1
    for chosen in combinations(cards, length):
        if sum(card.rank.pip_value for card in chosen) == value:
            bits = sum(card.bit for card in chosen)
            common = bits if common == -1 else common & bits
    return max(common, 0)


_SEQUENCE_CARDS: dict[tuple[Suit, int, Rank], int] = {}
_QUATORZE_CARDS: dict[Rank, int] = {}


def cards_implied(what: Combination, elsewhere: int = 0) -> int:
    """The cards a declared combination must contain, whatever its exact cards; ``elsewhere``, cards known to lie elsewhere."""
    if isinstance(what, Sequence):
        # A sequence's or a quatorze's cards depend on it alone: worked out once for each, as a reckoning asks at every act.
        key = (what.suit, what.length, what.top)
        found = _SEQUENCE_CARDS.get(key)
        if found is None:
            found = _SEQUENCE_CARDS[key] = sum(Card(Rank(what.top - step), what.suit).bit for step in range(what.length))
        return found
    if isinstance(what, RankSet):
        if what.count != 4:
            return 0
        found = _QUATORZE_CARDS.get(what.rank)
        if found is None:
            found = _QUATORZE_CARDS[what.rank] = sum(Card(what.rank, suit).bit for suit in Suit)
        return found
    if isinstance(what, Point):
        return _point_cards(what.suit, what.length, what.value, elsewhere & (0xFF << (8 * what.suit.value)))
    return 0


@cites(cases=("IV",))
def implied_cards(state: DealState, who: int) -> int:
    """The cards ``who`` has shown his adversary he holds, by what he declared and had allowed (his scores in hand).

    The adversary reads the declarations against the cards he sees to be
    elsewhere, his own hand and the cards he has played: a point of four
    diamonds making thirty-eight may be many things, but not to a player
    who holds the king, queen and knave.
    """
    elsewhere = state.hands[adversary(who)] | state.played[adversary(who)]
    # Cards he laid on the table to show what he called are known to be his, whatever else they make (Case IV).
    bits = shown_bits(state, who)
    for score in state.hand_scores:
        if score.player == who and score.what is not None:
            if isinstance(score.what, Point) and not _point_value_said(state, who):
                continue  # "four cards", allowed good, tells the adversary neither the suit nor what it makes
            bits |= cards_implied(score.what, elsewhere)
    return bits


def _point_value_said(state: DealState, who: int) -> bool:
    """Whether ``who`` said what his point makes: only then can the point show its cards."""
    return any(
        said.player == who and isinstance(said.claim, PointClaim) and said.claim.value is not None and not said.corrected
        for said in state.said
    )


@cites(56, cases=("IV",))
def implied_best(state: DealState, who: int, category: Category) -> Combination | None:
    """The best holding of a category that ``who``'s declarations make up by implication, or None."""
    return best_held(category, implied_cards(state, who))
