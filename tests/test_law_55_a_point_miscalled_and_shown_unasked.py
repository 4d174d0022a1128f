"""Law 55 with Case II: a point called for more than it makes and shown unasked before the elder plays.

The show spares him the penalty and he reckons what the cards make; but the
younger's "good" allowed what was called, not what is shown.  Against an
equal point neither scores; a point shown better than the younger's bars
it, as any correct call does (Law 54).
"""

from __future__ import annotations

from piquet.acts import Call, Play, PointClaim, Reply, ShowCards
from piquet.referee.deal import Deal
from piquet import Card, Hand
from piquet.table.claims import Answer
from tests.dealing import deal_to

# A: five hearts making 47 (K Q J 9 8); B: five clubs making 47 (K Q T 9 8) in the first hand, four clubs in the second.
ELDER = "KH QH JH 9H 8H AS TS 7S AD 8D AC 7C"
EQUAL = "KC QC TC 9C 8C KS QS AH KD QD JD TD"
SHORTER = "KC QC TC 9C JS KS QS AH KD QD JD TD"


def _called_48_and_shown(younger: str) -> Deal:
    deal = deal_to(ELDER, younger)
    deal = deal.apply(Call("A", PointClaim(5, 48))).apply(Reply("B", Answer.GOOD))
    return deal.apply(ShowCards("A", Hand.parse("KH QH JH 9H 8H")))


def _points(deal: Deal) -> list[tuple[str, int]]:
    return [(i.player, i.points) for i in deal.score().items if i.item == "point"]


def test_law_55_case_ii_a_point_shown_only_equal_to_the_younger_s_scores_for_neither() -> None:
    deal = _called_48_and_shown(EQUAL)
    assert deal.state.penalties == ()
    assert _points(deal) == []


def test_law_55_a_point_shown_better_than_the_younger_s_is_reckoned_and_bars_his() -> None:
    deal = _called_48_and_shown(SHORTER).apply(Play("A", (Card.parse("AS"),)))
    assert _points(deal) == [("A", 5)]
