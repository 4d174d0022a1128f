"""Changes of behaviour the seed 38 mutation sample left alive (issue 38), each pinned to the law or Case it touches.

Each test below was checked by hand against its mutant (docs/mutation.rst,
"Survivors of the seed 38 sample"): it passes on the code and fails with the
mutation applied.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import piquet
from lawkit.ruling import Outcome
from piquet.game.state import Outcome as Answered
from piquet.referee.adjudication import DealAdjudication
from piquet.table.categories import Category
from piquet.table.combinations import Point
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, HANDS, STOCK
from tests.law_audit import adjudged, cited

CASE_VII = Path(__file__).parent / "examination" / "cases" / "case-vii-elder-asks-which-queen-then-calls-his-kings.json"
#: The elder's five and the younger's three of the Example, each put out before any card of the stock is taken.
A_OUT = {"player": "A", "discard": "KS 8C 7C 9D 8D"}
B_OUT = {"player": "B", "discard": "7S 9H 7H"}


def _on_the_example(events: list[dict[str, Any]], variant: str) -> DealAdjudication:
    """One deal on the Example's cards in the variant named, adjudicated as far as its events go."""
    deal = {"dealer": "B", "hands": HANDS, "stock": STOCK, "events": events}
    return piquet.adjudicate({"variant": variant, "players": ["A", "B"], "deals": [deal]}).deals[0]


def test_case_vii_the_elder_who_asked_which_card_of_a_trio_is_out_calls_no_set_though_another_trio_followed() -> None:
    """B reckons three queens and A asks which queen is out, admitting them good (Case VII); B then reckons three aces as
    well.  A's three kings, omitted and called before B plays, are of no effect: the later trio does not undo his
    admission of the first, and B alone scores trios."""
    data: dict[str, Any] = json.loads(CASE_VII.read_text())
    data.pop("x-expected")
    events = data["deals"][0]["events"]
    events[1] = {"player": "B", "exchange": "7H QD 9D"}  # B keeps the ace of diamonds: three aces beside three queens
    asked = events[:10]  # the point, the quart and the queens reckoned, A's question and B's answer (QD)
    data["deals"][0]["events"] = [*asked, {"player": "B", "reckon": {"set": "A", "count": 3}}, {"player": "A", "call": {"set": "K", "count": 3}}]
    (deal,) = piquet.adjudicate(data).deals
    (barred,) = [r for r in deal.rulings if r.event == 11]
    assert barred.outcome is Outcome.NO_EFFECT and barred.offender_label == "A" and cited(barred) == ["Law 55", "Case VII"]
    assert [(s.player, str(s.what)) for s in deal.state.hand_scores if s.category is Category.SET] == [(1, "three queens"), (1, "three aces")]


def test_au_cent_a_point_called_by_its_number_while_his_point_awaits_the_answer_is_no_call() -> None:
    """Au cent asks the elder to call what his point makes: "point of five" said while his 49 awaits B's answer is no
    call, refused by that clause (Law 46 displaced), and the 49 still awaits the answer."""
    deal = _on_the_example([A_EXCHANGES, B_EXCHANGES, {"player": "A", "call": {"point": 5, "value": 49}}, {"player": "A", "call": {"point": 5}}], "au-cent")
    (bare,) = deal.rulings
    assert bare.event == 3 and bare.outcome is Outcome.NO_EFFECT and bare.offender_label == "A"
    assert bare.cited("au-cent") == ("point-called-by-value",)
    point = deal.state.dialogue(Category.POINT)
    assert point.outcome is Answered.AWAITING and str(point.call) == "point of 5 making 49"


def test_au_cent_law_52_a_point_called_with_its_value_after_a_bare_call_was_corrected_draws_no_second_ruling() -> None:
    """A calls a point of six by its number (he holds none), B allows it, and A corrects it in time (Law 52), to another
    point he does not hold.  His point of five making 49, called next, is a call in the form au cent asks: it draws no
    ruling, and nothing more is said of the bare call the correction already put right."""
    deal = _on_the_example(
        [
            A_EXCHANGES,
            B_EXCHANGES,
            {"player": "A", "call": {"point": 6}},
            {"player": "B", "reply": "good"},
            {"player": "A", "correct": {"point": 7, "value": 60}},
            {"player": "A", "call": {"point": 5, "value": 49}},
        ],
        "au-cent",
    )
    (corrected,) = deal.rulings
    assert corrected.event == 4 and corrected.outcome is Outcome.CORRECTED and corrected.offender is None
    point = deal.state.dialogue(Category.POINT)
    assert point.outcome is Answered.AWAITING and str(point.call) == "point of 5 making 49"


def test_law_51_case_i_saying_what_his_point_makes_is_no_further_call_so_the_reply_to_his_trio_is_corrected_in_time() -> None:
    """A calls five cards, allowed; then three knaves, allowed, though B holds four tens; then says his point makes 49.
    That completes the first call (Case I) and is no further call, so B's correction of his last reply, to the knaves,
    is in time (Law 51): the knaves score nothing, and the point stands."""
    deal = adjudged(
        [
            A_EXCHANGES,
            B_EXCHANGES,
            {"player": "A", "call": {"point": 5}},
            {"player": "B", "reply": "good"},
            {"player": "A", "call": {"set": "J", "count": 3}},
            {"player": "B", "reply": "good"},
            {"player": "A", "call": {"point": 5, "value": 49}},
            {"player": "B", "correct": "not good"},
        ],
        finish=False,
    )
    (corrected,) = deal.rulings
    assert corrected.event == 7 and corrected.outcome is Outcome.CORRECTED and corrected.offender is None
    assert deal.state.dialogue(Category.SET).outcome is Answered.NOT_GOOD
    assert [str(s.what) for s in deal.state.hand_scores if s.player == 0] == ["point of 5 in hearts making 49"]


def test_law_29_case_iii_the_elder_who_takes_in_after_the_younger_took_two_of_his_five_has_refused_a_fresh_deal() -> None:
    """B takes two cards before A has taken in: they are of A's five (Law 29).  A takes in the three left him, carrying
    the game a step further, which refuses the fresh deal the law offered him (Case III's reasoning): asked for after,
    it is of no effect, and the deal stands."""
    deal = _on_the_example([A_OUT, B_OUT, {"player": "B", "take": 2}, {"player": "A", "take": 3}, {"player": "A", "elect": "fresh deal"}], "rubicon")
    (took,) = [r for r in deal.rulings if r.event == 2]
    assert took.offender_label == "B" and "Law 29" in cited(took) and "fresh deal" in [o.name for o in took.options]
    (lapsed,) = [r for r in deal.rulings if r.event == 3 and r.note]
    assert "Law 29" in cited(lapsed)
    (asked,) = [r for r in deal.rulings if r.event == 4]
    assert asked.outcome is Outcome.NO_EFFECT and not deal.state.is_void


def test_law_24_30_a_card_mixed_with_the_discard_before_taking_in_is_discarded_and_no_lift() -> None:
    """A puts out four and mixes the king of spades with them before taking any card: that is his discard of five, not a
    lift.  B mixes one of A's five with his hand; A stands and takes the four left.  He had begun no taking in when B
    mixed, so he could still have altered his discard (Law 24): he is ruled exactly as the elder who put out the five
    at once, short of twelve by his own discard (Law 30)."""
    after: list[dict[str, Any]] = [{"player": "B", "mix": "9S", "with": "hand"}, {"player": "A", "elect": "stand"}, {"player": "A", "take": 4}]
    mixed = _on_the_example([{"player": "A", "discard": "8C 7C 9D 8D"}, {"player": "A", "mix": "KS", "with": "discard"}, *after], "rubicon")
    at_once = _on_the_example([A_OUT, *after], "rubicon")
    took = mixed.rulings[-1]
    assert took.event == 4 and took.offender_label == "A" and "Law 30" in cited(took)
    assert [(r.act, cited(r), r.offender_label) for r in mixed.rulings] == [(r.act, cited(r), r.offender_label) for r in at_once.rulings]


def test_case_i_the_call_taken_as_allowed_when_the_younger_plays_after_asking_its_value_is_the_point_scored() -> None:
    """A calls five cards, B asks what they make, and A leads without saying; B plays to the first trick.  The call is
    taken as allowed good (Laws 46, 56): the point the note names is the point A scores, five hearts making 49."""
    deal = _on_the_example(
        [A_EXCHANGES, B_EXCHANGES, {"player": "A", "call": {"point": 5}}, {"player": "B", "reply": "what do they make"}, {"player": "A", "play": "AH"}, {"player": "B", "play": "TH"}],
        "rubicon",
    )
    (allowed,) = deal.rulings
    assert allowed.event == 5 and cited(allowed) == ["Law 46", "Law 56"]
    (point,) = [s for s in deal.state.hand_scores if s.category is Category.POINT]
    assert point.player == 0 and str(point.what) == "point of 5 in hearts making 49"
    assert isinstance(point.what, Point)
    assert f"the call of point of {point.what.length} making {point.what.value}" in allowed.act
