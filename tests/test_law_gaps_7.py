"""A combination the elder reckoned on objecting to the younger's reckoning (Case IV), then named again, scores once.

Objecting to what the younger reckoned, the elder must reckon what his calls
implied (Case IV); until the younger plays he may still call what he omitted
(Law 56).  Calling outright what the objection reckoned already names the same
cards again, and the laws count a point, a sequence or a set once (Laws
62-64), whether the call is then allowed, left unanswered, or disallowed
falsely and shown.  A part reckoned on the objection (three aces) gives way to
the whole called after it (the four).  Expected scores are worked from the
laws' values, not read from the referee.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import piquet
from piquet.game.state import ELDER
from piquet.rules.declaring_common import hand_score, scored_once
from piquet.table.cards import Rank, Suit
from piquet.table.categories import Category
from piquet.table.combinations import Point, RankSet, Sequence
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, HANDS, STOCK

#: What A's hand scores on the Example's cards when his quart counts once: the point of five making 49 (Law 62: one a
#: card), the quart major (Law 63: four), and one for the card he leads (Law 65).
_ONCE = 5 + 4 + 1

#: A has his forty-nine allowed and leads; B reckons a tierce; A's point, in hearts, showed his quart major (the ten is
#: B's), so he objects and must reckon it (Case IV); then he calls the quart outright before B plays (Law 56).
_OBJECTED_THEN_CALLED: list[dict[str, Any]] = [
    A_EXCHANGES,
    B_EXCHANGES,
    {"player": "A", "call": {"point": 5, "value": 49}},
    {"player": "B", "reply": "good"},
    {"player": "A", "play": "AH"},
    {"player": "B", "reckon": {"sequence": 3, "to": "Q"}},
    {"player": "A", "reply": "not good"},
    {"player": "A", "call": {"sequence": 4, "to": "A"}},
]


def _deal(events: list[dict[str, Any]], *, hands: dict[str, str] = HANDS, stock: str = STOCK) -> Any:
    record = {"variant": "rubicon", "players": ["A", "B"], "deals": [{"dealer": "B", "hands": hands, "stock": stock, "events": events}]}
    return piquet.adjudicate(record)


def _scored(result: Any, category: Category) -> list[str]:
    return [str(s.what) for s in result.deals[0].state.hand_scores if s.player == ELDER and s.category is category]


def _elder_total(result: Any) -> int:
    scores: dict[str, int] = result.to_json()["deals"][0]["scores"]
    return scores["A"]


def _objection_ruled(result: Any) -> bool:
    return any("IV" in r.cited("case") and r.offender is None and r.event == 6 for r in result.deals[0].rulings)


def test_law_63_case_iv_a_quart_named_in_objection_and_then_called_scores_once() -> None:
    """B allows the quart A reckoned on his objection and then called: it is one quart, scored once."""
    result = _deal([*_OBJECTED_THEN_CALLED, {"player": "B", "reply": "good"}, {"player": "B", "play": "TH"}])
    assert _objection_ruled(result)
    assert _scored(result, Category.SEQUENCE) == ["quart major in hearts"]
    assert _elder_total(result) == _ONCE


def test_law_56_case_iv_the_quart_called_after_objecting_and_taken_as_allowed_scores_once() -> None:
    """B plays without answering the call, which is then taken as allowed (Law 56): still one quart."""
    result = _deal([*_OBJECTED_THEN_CALLED, {"player": "B", "play": "TH"}])
    assert _scored(result, Category.SEQUENCE) == ["quart major in hearts"]
    assert _elder_total(result) == _ONCE


def test_laws_54_55_case_iv_the_quart_shown_after_a_false_not_good_scores_once() -> None:
    """B says "not good" to the call holding only a tierce major; A shows the quart and reckons it (Laws 54, 55): once."""
    shown = [*_OBJECTED_THEN_CALLED, {"player": "B", "reply": "not good"}, {"player": "A", "show": "AH KH QH JH"}]
    result = _deal([*shown, {"player": "B", "play": "TH"}])
    assert _scored(result, Category.SEQUENCE) == ["quart major in hearts"]
    assert _elder_total(result) == _ONCE


#: A's point in hearts and his tierce majors in spades and clubs show three aces; the fourth, taken in, is not shown.
_FOUR_ACES = {"A": "AH KH QH JH 8H AS KS QS AC KC QC 7D", "B": "JS TS 9S 8S JC TC 9C JD KD QD TH 7H"}
_FOUR_ACES_STOCK = "AD 9H 7S 8C 7C TD 9D 8D"


def test_law_64_case_iv_four_aces_called_after_three_reckoned_on_objection_stand_in_their_place() -> None:
    """Objecting to B's three knaves, A reckons the three aces his calls showed (Case IV); calling the four before B plays
    (Law 56), allowed, he scores the quatorze and not the trio besides: 29 in hand (5 + 4 + 3 + 3 + 14), and no repique."""
    events: list[dict[str, Any]] = [
        {"player": "A", "exchange": "7D"},
        {"player": "B", "exchange": "7H"},
        {"player": "A", "call": {"point": 5, "value": 49}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"sequence": 4, "to": "A", "suit": "H"}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"sequence": 3, "to": "A", "suit": "S"}},
        {"player": "A", "call": {"sequence": 3, "to": "A", "suit": "C"}},
        {"player": "A", "play": "8H"},
        {"player": "B", "reckon": {"set": "J", "count": 3}},
        {"player": "A", "reply": "not good"},
        {"player": "A", "call": {"set": "A", "count": 4}},
        {"player": "B", "reply": "good"},
        {"player": "B", "play": "TH"},
    ]
    result = _deal(events, hands=_FOUR_ACES, stock=_FOUR_ACES_STOCK)
    assert any("IV" in r.cited("case") and r.event == 10 and r.offender is None for r in result.deals[0].rulings)
    assert _scored(result, Category.SET) == ["four aces"]
    in_hand = sum(s.points for s in result.deals[0].state.hand_scores if s.player == ELDER)
    assert in_hand == 5 + 4 + 3 + 3 + 14
    assert not any(item["item"] == "repique" for item in result.to_json()["deals"][0]["items"])


_SEQUENCES = st.integers(3, 8).flatmap(
    lambda length: st.builds(Sequence, st.sampled_from(list(Suit)), st.just(length), st.sampled_from([r for r in Rank if r - length + 1 >= 7]))
)
_SETS = st.builds(RankSet, st.sampled_from([Rank.TEN, Rank.KNAVE, Rank.QUEEN, Rank.KING, Rank.ACE]), st.integers(3, 4))


@given(st.one_of(_SEQUENCES, _SETS))
def test_laws_63_64_a_combination_credited_twice_scores_once(what: Sequence | RankSet) -> None:
    """Crediting a combination its player has scored already leaves the scores as they were."""
    first = scored_once((), hand_score(ELDER, what, ("IV",)))
    assert scored_once(first, hand_score(ELDER, what, said_at=9)) == first


@given(st.sampled_from([Rank.TEN, Rank.KNAVE, Rank.QUEEN, Rank.KING, Rank.ACE]))
def test_law_64_the_whole_credited_after_its_part_stands_in_its_place_and_not_the_reverse(rank: Rank) -> None:
    """Three of a rank, then the four: the quatorze alone; the four, then three of them: still the quatorze alone."""
    trio, quatorze = hand_score(ELDER, RankSet(rank, 3)), hand_score(ELDER, RankSet(rank, 4))
    assert scored_once(scored_once((), trio), quatorze) == (quatorze,)
    assert scored_once(scored_once((), quatorze), trio) == (quatorze,)


def test_laws_62_63_other_combinations_and_the_adversarys_are_credited_as_before() -> None:
    """Only the same player's same cards are held back: another sequence, or the younger's, is credited."""
    quart = hand_score(ELDER, Sequence(Suit.HEARTS, 4, Rank.ACE))
    other = hand_score(ELDER, Sequence(Suit.CLUBS, 3, Rank.ACE))
    theirs = hand_score(1, Sequence(Suit.HEARTS, 4, Rank.ACE))
    point = hand_score(ELDER, Point(Suit.HEARTS, 5, 49))
    assert scored_once((quart,), other) == (quart, other)
    assert scored_once((quart,), theirs) == (quart, theirs)
    assert scored_once((quart,), point) == (quart, point)
