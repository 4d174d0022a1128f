"""Laws whose consequences the mutation sample of seed 1127 found untested in ``piquet/rules/calling.py``.

That module has since been split into the modules of the declarations
(calls, replies, reckonings, corrections and the rest).

Each test is named after the law or Case it checks, goes through the public
referee, and names in its docstring the mutant it kills (see
``docs/mutation.rst``).  Hands are those held after the exchange
(``tests.dealing.deal_to``: B deals, A is the elder hand).
"""

from __future__ import annotations

from piquet.game.acts import Answer, Call, Correct, Play, PointClaim, Reckon, Reply
from tests.dealing import deal_to
from tests.test_law_gaps import ELDER_FINAL, YOUNGER_FINAL, cards, rulings_on
from tests.test_law_gaps_2 import ELDER, YOUNGER


def test_law_54_a_miscall_owned_twice_after_the_first_trick_is_ruled_once() -> None:
    """Law 54: a miscall allowed good and uncorrected at the first trick costs its
    maker everything; owning it afterwards is its discovery, ruled once.  Owning
    it a second time is a correction too late (Law 52), of no effect, and no
    second Law 54 ruling.  (Kills dropping ``who in state.miscalls`` in
    ``correct_call``.)"""
    deal = deal_to(ELDER, YOUNGER).apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Play("A", cards("AD"))).apply(Play("B", cards("QD")))
    deal, first = rulings_on(deal, Correct("A", PointClaim(4)))
    assert [r.cited("law") for r in first] == [(52, 54)], [r.decision for r in first]  # too late under Law 52 as well
    deal, second = rulings_on(deal, Correct("A", PointClaim(4)))
    assert [r.cited("law") for r in second] == [(52,)], [r.decision for r in second]
    assert second[0].decision.startswith("Too late") and second[0].offender_label == "A"


def test_law_51_a_reply_corrected_by_a_younger_who_holds_nothing_better_is_of_no_effect() -> None:
    """Law 51: the younger may correct "good" to "not good" only if he holds
    something better; A's point of five (fifty-one) is better than B's (forty-nine),
    so B's correction is ruled of no effect against him and A's point stands.
    (Kills ``_correct_reply`` returning the state unruled in that case.)"""
    deal = deal_to(ELDER_FINAL, YOUNGER_FINAL).apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.GOOD))
    deal, rulings = rulings_on(deal, Correct("B", Answer.NOT_GOOD))
    (ruling,) = rulings
    assert ruling.cited("law") == (51,) and ruling.offender_label == "B" and ruling.decision.startswith("Of no effect")


def test_law_62_the_younger_reckons_his_point_once() -> None:
    """Law 62: the point scores once.  B, whose point of five is good against A's
    four, reckons it after A's lead; reckoning it again is of no effect, and the
    ruling says why.  (Kills making the "reckoned once" condition of ``reckon``
    always false: the second reckoning was ruled as overlapping cards instead.)"""
    deal = deal_to(ELDER, YOUNGER).apply(Call("A", PointClaim(4))).apply(Reply("B", Answer.NOT_GOOD))
    deal = deal.apply(Play("A", cards("AD")))
    deal, first = rulings_on(deal, Reckon("B", PointClaim(5)))
    assert first == ()
    deal, again = rulings_on(deal, Reckon("B", PointClaim(5)))
    (ruling,) = again
    assert ruling.decision == "Of no effect: the point is reckoned once" and ruling.cited("law") == (62,) and ruling.offender_label == "B"


def test_law_50_a_call_corrected_before_its_answer_to_one_not_held_is_of_no_effect() -> None:
    """Law 50: a call may be corrected before it is answered, but only to a call
    its maker holds; A, holding four clubs, corrects his point of four to a point
    of six, which is of no effect (Laws 50, 54), and his first call still awaits
    B's answer.  (Kills making ``held is None`` always false in ``correct_call``:
    the correction stood with nothing held behind it.)"""
    deal = deal_to(ELDER, YOUNGER).apply(Call("A", PointClaim(4)))
    deal, rulings = rulings_on(deal, Correct("A", PointClaim(6)))
    (ruling,) = rulings
    assert ruling.decision == "Of no effect: he does not hold the call he corrects to", ruling.decision
    assert ruling.cited("law") == (50, 54) and ruling.offender_label == "A"
    deal, replied = rulings_on(deal, Reply("B", Answer.NOT_GOOD))
    assert replied == (), [r.decision for r in replied]


def test_law_46_a_reply_when_no_call_awaits_is_of_no_effect_for_that_reason() -> None:
    """Law 46: the younger answers the elder's calls; "not good" or "equal" said
    when no call awaits an answer is of no effect because there is nothing to
    answer, not because of Case VII (a trio allowed good by asking which card is
    out, which was never asked here).  (Kills dropping ``_admitted_by_asking(state)``
    in ``reply``.)"""
    deal = deal_to(ELDER_FINAL, YOUNGER_FINAL)
    for answer in (Answer.NOT_GOOD, Answer.EQUAL):
        _, rulings = rulings_on(deal, Reply("B", answer))
        (ruling,) = rulings
        assert ruling.decision == "Of no effect: there is no call to answer"
        assert ruling.cited("law") == (46,) and ruling.cited("case") == () and ruling.offender_label == "B"


def test_law_47_the_elder_hand_does_not_reckon_after_his_lead() -> None:
    """Laws 46, 47: the elder calls; only the younger reckons what he has good
    after the elder has led.  A, having declared everything and led, "reckons"
    his point: of no effect, against him, and nothing is scored for it.  (Kills
    making ``who != YOUNGER`` always false in ``reckon``.)"""
    from piquet.game.acts import DeclareAll

    deal = deal_to(ELDER_FINAL, YOUNGER_FINAL).apply(DeclareAll(None)).apply(Play("A", cards("AS")))
    after, rulings = rulings_on(deal, Reckon("A", PointClaim(5)))
    (ruling,) = rulings
    assert ruling.decision == "Of no effect: the elder hand calls; only the younger hand reckons after the lead"
    assert ruling.cited("law") == (46, 47) and ruling.offender_label == "A"
    assert after.state.hand_scores == deal.state.hand_scores


def test_law_56_after_the_adversary_s_miscall_is_found_only_what_is_good_is_reckoned_late() -> None:
    """Laws 54 and 56 (Case II): A's point of five, a miscall allowed good,
    stands past the first trick; A owns it and the miscall is found, so B reckons
    what he has good though the first trick is played.  That exception covers
    only what Law 54 counts to him: B's point of three clubs, which is not good,
    is still too late (Law 56).  (Kills ``held is not None and any(...)`` made
    ``or`` in ``_credited_on_discovery``.)"""
    from piquet.table.cards import Suit

    deal = deal_to(ELDER, YOUNGER).apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Play("A", cards("AD"))).apply(Play("B", cards("QD")))
    deal = deal.apply(Correct("A", PointClaim(4)))
    _, rulings = rulings_on(deal, Reckon("B", PointClaim(3, None, Suit.CLUBS)))
    (ruling,) = rulings
    assert ruling.decision == "Too late: the younger hand has played to the first trick, and nothing omitted can be reckoned now"
    assert ruling.cited("law") == (56,) and ruling.offender_label == "B"


def test_case_vii_asking_twice_which_knave_is_out_still_admits_the_trio() -> None:
    """Case VII (Law 55): to ask which card of the elder's trio is out is to admit
    it good.  B asks which knave is out, and after the answer asks again; the
    trio stays admitted by the first asking, so B's quatorze of tens reckoned
    after the lead is refused under Case VII.  (Kills ``asks[0]`` made
    ``asks[-1]`` in ``_admitted_by_asking``: the second question, coming after
    the first's admission, seemed to follow a reply.)"""
    from piquet import Deal, event_from_json
    from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, EXAMPLE_CALLS, HANDS, STOCK

    acts = [
        A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS[:4], {"player": "A", "call": {"set": "J", "count": 3}},
        {"player": "B", "ask": {"which out": "J"}}, {"player": "A", "answer": "JD"},
        {"player": "B", "ask": {"which out": "J"}}, {"player": "A", "answer": "JD"}, {"player": "A", "play": "AH"},
    ]  # fmt: skip
    deal = Deal.dealt("B", "A", HANDS, STOCK)
    for act in acts:
        deal = deal.apply(event_from_json(act))
    _, rulings = rulings_on(deal, event_from_json({"player": "B", "reckon": {"set": "T", "count": 4}}))
    (ruling,) = rulings
    assert ruling.decision.startswith("Of no effect: B asked which card of the elder's trio is out, or to see it, and so allowed it good")
    assert ruling.cited("law") == (55,) and ruling.cited("case") == ("VII",)
