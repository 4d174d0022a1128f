"""Rulings the blind re-examination of issue 38 disputed and the lead decided from the laws, each pinned to its law.

A reply to a corrected call is an answer (Case IX); in au cent the younger may
reckon against a call the elder led without showing; the younger who took in
first takes the cards the elder left, as Case XIV obliges; the elder's "not
good" to a reckoning is no fault (Law 56); a pack a card short is no misdeal of
the dealer's (Laws 11, 75); a hand of eleven is no carte blanche for its count
(Law 18).  Each expected value comes from the laws, not from the referee.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import piquet
from lawkit.ruling import Outcome
from piquet.game.state import Outcome as Said
from piquet.table.categories import Category
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, HANDS, STOCK

EXAMINATION = Path(__file__).parent / "examination"
#: The Example's stock less its last card: twelve to each hand and seven in the stock, a pack of 31.
SHORT_STOCK = " ".join(STOCK.split()[:7])


def _deal(events: list[dict[str, Any]], *, variant: str = "rubicon", hands: dict[str, str] = HANDS, stock: str = STOCK) -> Any:
    """One deal on the Example's cards (B deals, A is elder), adjudicated."""
    record = {"variant": variant, "players": ["A", "B"], "deals": [{"dealer": "B", "hands": hands, "stock": stock, "events": events}]}
    return piquet.adjudicate(record).deals[0]


def _record(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EXAMINATION / name).read_text())
    data.pop("x-expected")
    return data


def _named(deal: Any, event: int | None) -> list[Any]:
    """The rulings at an event that name someone in error."""
    return [r for r in deal.rulings if r.event == event and r.offender is not None]


def _scored(deal: Any, seat: int, category: Category) -> list[str]:
    return [str(s.what) for s in deal.state.hand_scores if s.player == seat and s.category is category]


#: A calls fifty for his five hearts (they make 49), has it allowed, shows them, leads, and names the point rightly.
_SHOWN_AND_CORRECTED: list[dict[str, Any]] = [
    A_EXCHANGES,
    B_EXCHANGES,
    {"player": "A", "call": {"point": 5, "value": 50}},
    {"player": "B", "reply": "good"},
    {"player": "A", "show": "AH KH QH JH 8H"},
    {"player": "A", "play": "AS"},
    {"player": "A", "correct": {"point": 5, "value": 49}},
]


def test_case_ix_a_reply_to_a_corrected_call_is_an_answer() -> None:
    """B's "good" to the call A has just put right answers it (Case IX): no ruling, and A's forty-nine stands allowed."""
    deal = _deal([*_SHOWN_AND_CORRECTED, {"player": "B", "reply": "good"}, {"player": "B", "play": "TS"}])
    assert [r for r in deal.rulings if r.event == 7] == []
    assert _scored(deal, 0, Category.POINT) == ["point of 5 in hearts making 49"]
    assert deal.state.dialogue(Category.POINT).outcome is Said.GOOD


def test_case_ix_law_54_a_false_not_good_to_a_corrected_call_is_ruled_as_a_false_reply() -> None:
    """Answering the corrected call, B says "not good" holding five diamonds of 48: a reply his cards contradict, ruled as
    such (Laws 54, 55), not a reply to no call (Law 46); A's point is not reckoned until the reply is found out."""
    deal = _deal([*_SHOWN_AND_CORRECTED, {"player": "B", "reply": "not good"}, {"player": "B", "play": "TS"}])
    (ruling,) = [r for r in deal.rulings if r.event == 7]
    assert ruling.offender_label == "B" and set(ruling.cited("law")) == {54, 55} and 46 not in ruling.cited("law")
    assert deal.state.dialogue(Category.POINT).outcome is Said.NOT_GOOD


def test_case_ix_law_52_not_good_to_a_corrected_call_is_his_answer_and_he_counts_his_better_point() -> None:
    """Case XVIII's stray card found before the lead, A corrects his point; B's "not good", holding six hearts, answers
    the corrected call: no ruling at it, and B reckons his point of six after the lead."""
    deal = piquet.adjudicate(_record("cases_xii_xxii/case-xviii-52-stray-card-found-before-the-lead-call-corrected.json")).deals[0]
    assert [r for r in deal.rulings if r.event == 14] == []
    assert deal.state.dialogue(Category.POINT).outcome is Said.NOT_GOOD
    assert _scored(deal, 1, Category.POINT) == ["point of 6 in hearts making 55"] and _scored(deal, 0, Category.POINT) == []


def test_au_cent_elder_must_show_the_younger_reckons_against_an_unheld_call_led_unshown() -> None:
    """In au cent A calls five spades making 48 (the king is in his discard), has it allowed and leads without showing:
    B may reckon his own point even if only equal, five diamonds of 48, and is named in no error for it."""
    deal = _deal(
        [
            A_EXCHANGES,
            B_EXCHANGES,
            {"player": "A", "call": {"point": 5, "value": 48, "suit": "S"}},
            {"player": "B", "reply": "good"},
            {"player": "A", "play": "AH"},
            {"player": "B", "reckon": {"point": 5, "value": 48, "suit": "D"}},
            {"player": "B", "play": "TH"},
        ],
        variant="au-cent",
    )
    assert _named(deal, 5) == []
    (point,) = [s for s in deal.state.hand_scores if s.player == 1 and s.category is Category.POINT]
    assert str(point.what) == "point of 5 in diamonds making 48" and point.said_at == 5 and point.cases == ()


def test_au_cent_the_point_reckoned_against_an_unshown_call_is_counted_once() -> None:
    """The record of the unheld point led unshown: B's four hearts reckoned at event 10 count, and Law 54's remedy,
    when A's miscall comes out, does not count them again: B's 10 is the point's 4 and his play."""
    deal = piquet.adjudicate(_record("au_cent/unheld-point-unshown-found-after-the-first-trick.json")).deals[0]
    assert _named(deal, 10) == []
    assert _scored(deal, 1, Category.POINT) == ["point of 4 in hearts making 39"]
    assert dict(deal.scores) == {"A": 0, "B": 10}


#: B takes up the bottom three cards of the stock before A has taken in; A then takes four and leaves the king of diamonds.
_YOUNGER_FIRST: list[dict[str, Any]] = [
    {"player": "B", "discard": "7S 9H 7H"},
    {"player": "B", "mix": "QS AC 7D", "with": "hand"},
    {"player": "A", "exchange": "8C 7C 9D 8D"},
]


def test_case_xiv_the_younger_taking_the_card_left_is_regular() -> None:
    """Case XIV: B must take the card A left; his taking it is that act, and draws no ruling; he holds thirteen.  A take
    of two is not that act, the exchange being over: it is still of no effect."""
    deal = _deal([*_YOUNGER_FIRST, {"player": "B", "take": 1}, {"player": "A", "play": "AH"}])
    assert [r for r in deal.rulings if r.event == 3] == []
    assert deal.state.hands[1].bit_count() + deal.state.played[1].bit_count() == 13
    assert any("XIV" in r.cited("case") and r.penalty for r in deal.rulings if r.event == 2)
    more = _deal([*_YOUNGER_FIRST, {"player": "B", "take": 2}, {"player": "A", "play": "AH"}])
    (ruling,) = [r for r in more.rulings if r.event == 3]
    assert ruling.outcome is Outcome.NO_EFFECT and ruling.offender_label == "B"


_LAW_56 = "round_1127e/law56-younger-reckons-a-quart-elder-answers-with-his-omitted-quart-major-before-the-first-trick.json"


def test_law_56_case_iv_the_elder_contesting_the_younger_s_reckoning_is_no_fault() -> None:
    """A called only his point (diamonds) and led; B reckons a quart to the king; A says "not good" and calls his omitted
    quart major before B plays (Law 56): the words name A in no error, and A's quart, the better, is the one that counts."""
    deal = piquet.adjudicate(_record(_LAW_56)).deals[0]
    assert _named(deal, 6) == []
    assert _scored(deal, 0, Category.SEQUENCE) == ["quart major in hearts"] and _scored(deal, 1, Category.SEQUENCE) == []


def test_law_63_an_omitted_call_taken_as_allowed_at_the_first_trick_leaves_the_younger_s_lesser_one_unscored() -> None:
    """A calls his omitted quart major after B reckoned a quart to the king, and B plays without answering: the call is
    taken as allowed good (Law 56), and of two quarts only the higher scores (Law 63): B's scores nothing."""
    data = _record(_LAW_56)
    del data["deals"][0]["events"][6]  # A's "not good": the call alone, unanswered
    deal = piquet.adjudicate(data).deals[0]
    assert _scored(deal, 0, Category.SEQUENCE) == ["quart major in hearts"] and _scored(deal, 1, Category.SEQUENCE) == []
    assert [i.points for i in deal.items if i.player == "B" and i.item == "sequence"] == []


def test_law_75_a_short_pack_names_no_dealer_at_fault() -> None:
    """Twelve to each hand and seven in the stock: no card was dealt wrongly, and the elder's own twelve give Law 11 no
    option at the deal; finding seven after discarding, he has its second case's option, naming no one; found, the
    pack voids the deal (Law 75)."""
    deal = _deal(
        [{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "count": "stock"}, {"player": "A", "claim": "incorrect pack"}],
        stock=SHORT_STOCK,
    )
    assert [r for r in deal.rulings if r.event is None] == []
    (found,) = [r for r in deal.rulings if r.event == 1]
    assert found.offender is None and found.cited("law") == (11,) and {o.elector_label for o in found.options} == {"A"}
    assert deal.void is not None and [r.cited("law") for r in deal.rulings if r.event == 2] == [(75,)]


def test_law_11_75_twelve_to_the_elder_and_eight_in_the_stock_from_a_short_pack_open_no_option() -> None:
    """The dealer holds eleven from a pack a card short, the elder twelve, the stock eight: neither case of Law 11 is the
    elder's, so nothing is offered him, at the deal or after; the pack found, the deal is void (Law 75)."""
    hands = {"A": HANDS["A"], "B": " ".join(HANDS["B"].split()[:-1])}
    deal = _deal([A_EXCHANGES, B_EXCHANGES, {"player": "A", "claim": "incorrect pack"}], hands=hands)
    assert [r for r in deal.rulings if r.event is None or r.options] == []
    assert deal.void is not None


def test_law_18_eleven_cards_announced_as_carte_blanche_are_ruled_for_their_count() -> None:
    """A hand of eleven without a court card is no carte blanche because it has eleven cards (Law 18), and the ruling
    says so, not that it holds a king, queen or knave."""
    deal = piquet.adjudicate(_record("laws_18_34/law-18-eleven-cards-without-a-court-card-are-no-carte-blanche.json")).deals[0]
    (ruling,) = [r for r in deal.rulings if r.event == 2]
    assert ruling.outcome is Outcome.NO_EFFECT and "11 cards" in ruling.decision
    assert "king, queen or knave" not in ruling.decision
