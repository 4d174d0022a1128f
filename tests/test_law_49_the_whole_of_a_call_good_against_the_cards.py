"""Law 49: after a first call good against the cards, the elder reckons whatever he holds of the kind, the whole of a holding of
which he called a part among it (three kings, then the four; a quart to the king, then the quint it belongs to).

Piquet au Cent holds the caller to his smaller call (:au-cent:`smaller-call-binds`); the Laws of Piquet do not.
"""

from __future__ import annotations

from piquet.acts import Call, Reply, SequenceClaim, SetClaim, PointClaim
from piquet.referee.deal import Deal
from piquet.table.cards import Rank
from piquet.table.categories import Category
from piquet.table.claims import Answer
from tests.dealing import deal_to

# A holds a huitième in spades (the ace to the seven), the other three kings and an ace: no quatorze is left to B, so his three
# kings are good against the cards, and so is his sequence.
ELDER = "AS KS QS JS TS 9S 8S 7S KH KD KC AH"
YOUNGER = "QH JH TH 9H 8H QD JD TD 9D QC JC TC"


def _three_kings_allowed() -> Deal:
    """A's point and huitième allowed, then his three kings, good against the cards."""
    deal = deal_to(ELDER, YOUNGER)
    deal = deal.apply(Call("A", PointClaim(8))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SequenceClaim(8, Rank.ACE))).apply(Reply("B", Answer.GOOD))
    return deal.apply(Call("A", SetClaim(3, Rank.KING))).apply(Reply("B", Answer.GOOD))


def _set_scores(deal: object) -> list[tuple[str, int]]:
    return [(i.player, i.points) for i in deal.score().items if i.item == "set"]  # type: ignore[attr-defined]


def test_law_49_four_kings_reckoned_after_three_kings_good_against_the_cards_stand_in_their_place() -> None:
    deal = _three_kings_allowed()
    after, step = deal.step(Call("A", SetClaim(4, Rank.KING)))
    assert step.rulings == ()
    assert _set_scores(after) == [("A", 14)]


def test_law_49_a_quint_reckoned_after_the_quart_of_it_good_against_the_cards_stands_in_its_place() -> None:
    elder = "KS QS JS TS 9S JH TH 9H JD TD JC TC"
    younger = "AS 8S 7S AH KH QH 8H AD KD QD AC KC"
    deal = deal_to(elder, younger)
    deal = deal.apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SequenceClaim(4, Rank.KING))).apply(Reply("B", Answer.GOOD))
    assert deal.state.dialogue(Category.SEQUENCE).first_good_against_the_cards
    after, step = deal.step(Call("A", SequenceClaim(5, Rank.KING)))
    assert step.rulings == ()
    assert [(i.player, i.points) for i in after.score().items if i.item == "sequence"] == [("A", 15)]


def test_law_49_the_quint_of_a_quart_not_good_against_the_cards_is_not_reckoned() -> None:
    elder = "AS KS QS JS TS 8H 7H AD 8D 7D 8C 7C"
    younger = "9S 8S 7S KH QH JH TH 9H KD QD JD TD"
    deal = deal_to(elder, younger)
    deal = deal.apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.NOT_GOOD))
    # A's quart to the king is not good against the cards: B holds a quart to the king in hearts.
    deal = deal.apply(Call("A", SequenceClaim(4, Rank.KING))).apply(Reply("B", Answer.EQUAL))
    after, step = deal.step(Call("A", SequenceClaim(5, Rank.ACE)))
    assert step.rulings and step.rulings[0].offender_label == "A"


def test_law_49_a_higher_call_after_a_first_call_good_against_the_cards_of_other_cards_is_reckoned_beside_it() -> None:
    deal = _three_kings_allowed()
    after, step = deal.step(Call("A", SetClaim(4, Rank.KING)))
    again, second = after.step(Call("A", SetClaim(3, Rank.KING)))
    assert second.rulings and second.rulings[0].decision.startswith("Of no effect")  # the kings are reckoned once
    assert _set_scores(again) == [("A", 14)]
