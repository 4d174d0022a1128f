"""Case IV and Law 56: what a player declares shows what he holds, and a holding declared by implication bars lesser ones."""

from __future__ import annotations

from typing import Any

from piquet import event_from_json
from piquet.referee.apply import step
from piquet.rules.implied import cards_implied
from piquet.table.cards import Rank, Suit
from piquet.table.cardsets import Hand
from piquet.table.combinations import Point, RankSet, Sequence
from tests.dealing import deal_to

#: A holds the aces of spades, hearts and diamonds, a point of four spades to the ace and tierce majors in hearts and diamonds;
#: B holds three knaves.
A_CASE_IV = "AS KS QS TS AH KH QH AD KD QD 8C 7C"
B_CASE_IV = "JS JH JD 9S 8S TH 9H TD 9D AC KC QC"


def _play(elder: str, younger: str, point_value: int, *more: dict[str, Any]) -> tuple[Any, list[Any]]:
    state = deal_to(elder, younger).state
    drawn: list[Any] = []
    for act in [
        {"player": "A", "call": {"point": 4, "value": point_value, "suit": "S"}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"sequence": 3, "to": "A", "suit": "H"}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"sequence": 3, "to": "A", "suit": "D"}},
        *more,
        {"player": "A", "play": "AS"},
        {"player": "B", "reckon": {"set": "J", "count": 3}},
        {"player": "B", "play": "8S"},
    ]:
        done = step(state, event_from_json(act))
        drawn.append(done.rulings)
        state = done.state
    return state, drawn


def _sets(state: Any) -> list[tuple[int, int]]:
    return [(s.player, s.points) for s in state.hand_scores if s.what is not None and isinstance(s.what, RankSet)]


def test_case_iv_three_aces_declared_by_implication_bar_the_younger_s_three_knaves() -> None:
    state, drawn = _play(A_CASE_IV, B_CASE_IV, 41)
    (ruling,) = drawn[6]
    assert [str(c) for c in ruling.citations] == ["Law 56", "Case IV"] and ruling.offender_label == "B"
    assert ruling.decision == (
        "Of no effect: A has declared three aces by implication in what he called, which is better: B cannot reckon three knaves"
    )
    assert _sets(state) == [], "B cannot reckon his knaves, and A, who never called his aces, loses them at the first trick"


def test_case_iv_a_point_that_need_not_hold_the_ace_declares_no_ace_and_the_knaves_count() -> None:
    """Four spades making forty may be king, queen, knave, ten, for all B can see: the point shows no ace, only two aces are
    declared.  (Had B held the knave or the ten of spades, it could only be ace, king, queen, nine.)"""
    state, drawn = _play("AS KS QS 9S AH KH QH AD KD QD 8C 7C", "JH JD JC 8S 7S TH 9H TD 9D AC KC QC", 40)
    assert drawn[6] == ()
    assert _sets(state) == [(1, 3)]


def test_case_iv_aces_called_and_allowed_leave_nothing_to_imply() -> None:
    state, drawn = _play(A_CASE_IV, B_CASE_IV, 41, {"player": "A", "call": {"set": "A", "count": 3}}, {"player": "B", "reply": "good"})
    assert (0, 3) in _sets(state) and (1, 3) not in _sets(state)
    (ruling,) = drawn[8]
    # A holds his aces, so B's "good" binds (Case II) and its time to be corrected has passed (Law 51).
    assert ruling.decision == "Too late: B answered the elder's set good, and cannot now reckon one"
    assert [str(c) for c in ruling.citations] == ["Law 51", "Case II"], "decided by the reply, not by implication"


def test_law_56_what_each_declaration_must_contain() -> None:
    assert cards_implied(Sequence(Suit.HEARTS, 3, Rank.ACE)) == Hand.parse("AH KH QH").bits
    assert cards_implied(Point(Suit.SPADES, 4, 41)) == Hand.parse("AS").bits, "only an ace lifts four cards above forty"
    assert cards_implied(Point(Suit.HEARTS, 5, 49)) == 0, "king to nine also makes forty-nine"
    assert cards_implied(Point(Suit.CLUBS, 8, 75)) == Hand.parse("AC KC QC JC TC 9C 8C 7C").bits
    assert cards_implied(RankSet(Rank.KING, 4)) == Hand.parse("KS KH KD KC").bits
    assert cards_implied(RankSet(Rank.KING, 3)) == 0, "which king is not reckoned is not said"


def test_law_56_case_iv_a_point_read_against_the_cards_the_adversary_holds_reveals_more() -> None:
    """Four diamonds making thirty-eight may be many holdings; to a player holding the king, queen and knave it can only be
    ace, ten, nine, eight: a tierce to the ten declared by implication."""
    assert cards_implied(Point(Suit.DIAMONDS, 4, 38)) == 0
    assert cards_implied(Point(Suit.DIAMONDS, 4, 38), Hand.parse("KD QD JD").bits) == Hand.parse("AD TD 9D 8D").bits
    assert cards_implied(Point(Suit.DIAMONDS, 4, 38), Hand.parse("KD QD JD AS KS").bits) == Hand.parse("AD TD 9D 8D").bits


def test_case_iv_the_same_point_barring_when_the_adversary_holds_the_ten_of_spades() -> None:
    state, drawn = _play("AS KS QS 9S AH KH QH AD KD QD 8C 7C", "JH JD JC TS 8S TH 9H TD 9D AC KC QC", 40)
    (ruling,) = drawn[6]
    assert [str(c) for c in ruling.citations] == ["Law 56", "Case IV"]
    assert _sets(state) == []
