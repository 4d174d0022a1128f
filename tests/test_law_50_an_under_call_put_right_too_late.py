"""Law 50 with Law 49 and Case I: what the elder says in a kind after his call of it, not good against the cards, was answered.

The whole of the holding he called a part of is his under-call put right,
allowed only before the reply (Law 50): after it, too late.  Another holding
of the kind, after a call allowed good, is what Law 49 denies him: of no
effect.  Anything better after "not good" is too late again.  The holding
named too late scores nothing but bars the younger's equal or lesser ones
(Case I: a holding not good to score is good to bar), and the younger who
reckons one is named in no error.
"""

from __future__ import annotations

from lawkit.ruling import Outcome
from piquet.acts import Call, Play, Reckon, Reply, SequenceClaim, SetClaim, PointClaim
from piquet.referee.deal import Deal
from piquet.table.cards import Card, Rank
from piquet.table.claims import Answer
from tests.dealing import deal_to

# A: four tens and three queens, a point of four diamonds; B: three kings and three knaves, six clubs.
ELDER = "QS QD TS TH KD AD 9S QH TD TC 7C AS"
YOUNGER = "KS JS AH KH JH 9H AC KC QC JC 9C 8C"


def _point_and_sequence_not_good() -> Deal:
    deal = deal_to(ELDER, YOUNGER)
    deal = deal.apply(Call("A", PointClaim(4))).apply(Reply("B", Answer.NOT_GOOD))
    return deal.apply(Call("A", SequenceClaim(3, Rank.ACE))).apply(Reply("B", Answer.NOT_GOOD))


def _sets(deal: Deal) -> list[tuple[str, int]]:
    return [(i.player, i.points) for i in deal.score().items if i.item == "set"]


def test_law_50_four_tens_called_after_three_queens_were_answered_not_good_are_too_late_and_bar_the_younger() -> None:
    deal = _point_and_sequence_not_good().apply(Call("A", SetClaim(3, Rank.QUEEN))).apply(Reply("B", Answer.NOT_GOOD))
    after, step = deal.step(Call("A", SetClaim(4, Rank.TEN)))
    (ruling,) = step.rulings
    assert ruling.outcome is Outcome.TOO_LATE and ruling.offender_label == "A"
    assert {str(c) for c in ruling.citations} >= {"Law 50", "Case I"}
    after = after.apply(Play("A", (Card.parse("AS"),)))
    for rank in (Rank.KING, Rank.KNAVE):
        after, step = after.step(Reckon("B", SetClaim(3, rank)))
        (barred,) = step.rulings
        assert barred.outcome is Outcome.NO_EFFECT and barred.offender is None
        assert "Case I" in {str(c) for c in barred.citations}
    assert _sets(after) == []


def test_law_50_four_tens_called_before_the_reply_to_three_queens_put_it_right_in_time() -> None:
    deal = _point_and_sequence_not_good().apply(Call("A", SetClaim(3, Rank.QUEEN)))
    after, step = deal.step(Call("A", SetClaim(4, Rank.TEN)))
    assert all(r.outcome is not Outcome.TOO_LATE for r in step.rulings)


def test_law_49_another_set_after_three_queens_allowed_good_is_of_no_effect_not_too_late() -> None:
    younger = "KS JS AH 8H JH 9H AC 8D QC JC 9C 8C"  # two kings given up: B has no trio to beat the queens
    deal = deal_to(ELDER, younger)
    deal = deal.apply(Call("A", PointClaim(4))).apply(Reply("B", Answer.NOT_GOOD))
    deal = deal.apply(Call("A", SetClaim(3, Rank.QUEEN))).apply(Reply("B", Answer.GOOD))
    after, step = deal.step(Call("A", SetClaim(4, Rank.TEN)))
    (ruling,) = step.rulings
    assert ruling.outcome is Outcome.NO_EFFECT and [str(c) for c in ruling.citations] == ["Law 49"]


def test_law_50_four_kings_after_three_kings_not_good_against_the_cards_allowed_good_are_too_late_and_three_are_scored() -> None:
    elder = "KS KH KD KC JS 8S JH 8D 9D AS 9C 8C"
    younger = "QS TS 9S AH QH TH 9H AD QD TD 7D AC"  # B could have held a quatorze of queens or tens: not good against the cards
    deal = deal_to(elder, younger)
    deal = deal.apply(Call("A", PointClaim(3))).apply(Reply("B", Answer.NOT_GOOD))
    deal = deal.apply(Call("A", SetClaim(3, Rank.KING))).apply(Reply("B", Answer.GOOD))
    after, step = deal.step(Call("A", SetClaim(4, Rank.KING)))
    (ruling,) = step.rulings
    assert ruling.outcome is Outcome.TOO_LATE
    assert {str(c) for c in ruling.citations} >= {"Law 49", "Law 50"}
    assert _sets(after) == [("A", 3)]
