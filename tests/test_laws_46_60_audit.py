"""Laws 46-60 (calling, showing and playing), law by law: the regular course, and the act against the law with the ruling it draws and the scores that follow.

Law 55 is left to its own tests.  Most deals are on the Example's cards
(:mod:`tests.irregular_scenarios`): after the exchange A holds a point of
five hearts making 49, a quart major in hearts and three knaves; B a point
of five diamonds making 48, four tens and three queens.  A's calls of the
Example, his lead of AH and B's reckoning of his four tens and three
queens, finished with plain acts (:mod:`tests.law_audit`), score A 14, B 38.
"""

from __future__ import annotations

from typing import Any

import pytest

from piquet.referee.adjudication import DealAdjudication
from piquet.game.state import Category
from lawkit.ruling import Ruling
from piquet.table.cards import PACK
from piquet.table.cardsets import Hand
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, EXAMPLE_CALLS
from tests.law_audit import adjudged, cited, items, options

EXCHANGED = [A_EXCHANGES, B_EXCHANGES]
LEAD = {"player": "A", "play": "AH"}
B_RECKONS = [{"player": "B", "reckon": {"set": "T", "count": 4}}, {"player": "B", "reckon": {"set": "Q", "count": 3}}]
POINT, POINT_GOOD, QUART, QUART_GOOD, KNAVES, KNAVES_NOT_GOOD = EXAMPLE_CALLS
#: The Example's calls, A's lead and B's reckoning: no ruling.
REGULAR: list[dict[str, Any]] = [*EXCHANGED, *EXAMPLE_CALLS, LEAD, *B_RECKONS]
REGULAR_ITEMS = [
    ("A", "point", 5),
    ("A", "sequence", 4),
    ("B", "set", 14),
    ("B", "set", 3),
    ("A", "play", 5),
    ("B", "play", 11),
    ("B", "cards", 10),
]
REGULAR_SCORES = {"A": 14, "B": 38}
KINGS = {"player": "A", "call": {"set": "K", "count": 3}}  # not held: KH KD in hand, KS in the discard
PENALTY = "reckons nothing this deal (the adversary may decline to enforce it, Law 44)"


def _only(deal: DealAdjudication) -> Ruling:
    (ruling,) = deal.rulings
    return ruling


def _no_effect(ruling: Ruling, offender: str, laws: list[str]) -> None:
    """Ruled of no effect, or too late when the act's time had passed; no penalty either way."""
    assert ruling.decision.startswith(("Of no effect", "Too late")) and ruling.offender_label == offender
    assert ruling.penalty is None and options(ruling) == [] and cited(ruling) == laws


def _regular(deal: DealAdjudication) -> None:
    assert deal.rulings == () and items(deal) == REGULAR_ITEMS and deal.scores == REGULAR_SCORES


# -- Law 46: the point first; "what do they make" -----------------------------------------


def test_law_46_regular_the_elder_calls_his_point_first_and_the_younger_reckons_after_the_lead() -> None:
    _regular(adjudged(REGULAR))


def test_law_46_irregular_the_elder_who_calls_a_sequence_first_loses_his_point() -> None:
    deal = adjudged([*EXCHANGED, QUART, QUART_GOOD, POINT, POINT_GOOD, LEAD, *B_RECKONS])
    lost, late, reply = deal.rulings
    assert lost.act == "A calls quart before calling a point" and cited(lost) == ["Law 46", "Law 47"]
    assert lost.decision == "A has lost the right to call his point this deal; B may reckon his point after the first lead"
    assert [f.text for f in lost.findings] == ["the point was not called first"]
    _no_effect(late, "A", ["Law 46"])
    assert late.decision == "Of no effect: the elder hand must call his point first, or lose the right to call it"
    _no_effect(reply, "B", ["Law 46"])
    assert ("A", "point", 5) not in items(deal) and ("A", "sequence", 4) in items(deal)
    assert deal.scores == {"A": 9, "B": 38}


SEVEN_SPADES = {"A": "AS KS QS JS TS 9S 8H 7H 8D 7D 8C 7C", "B": "AH KH QH JH AD KD QD JD AC KC QC JC"}
SEVEN_STOCK = "8S 7S TH 9H TD 9D TC 9C"
SEVEN_EXCHANGED = [{"player": "A", "exchange": "8D"}, {"player": "B", "exchange": "JC"}]


def test_law_46_irregular_the_younger_holding_fewer_cards_cannot_ask_what_the_point_makes() -> None:
    deal = adjudged(
        [*SEVEN_EXCHANGED, {"player": "A", "call": {"point": 7}}, {"player": "B", "reply": "what do they make"}], hands=SEVEN_SPADES, stock=SEVEN_STOCK
    )
    asked, taken = deal.rulings
    assert asked.act == "B replies 'what do they make'"
    _no_effect(asked, "B", ["Law 46"])
    assert asked.decision == "Of no effect: B may ask what the point makes only holding at least 7 cards in a suit"
    # Unanswered when B plays, the call of seven is taken as good: A scores one a card (Law 62).
    assert taken.decision == "The call is taken as allowed good" and cited(taken) == ["Law 46", "Law 56"]
    assert items(deal, "A")[0] == ("A", "point", 7) and deal.scores == {"A": 10, "B": 23}


# -- Law 47: no fixed order after the point --------------------------------------------------


def test_law_47_regular_the_elder_calls_his_trio_before_his_sequence_without_a_ruling() -> None:
    _regular(adjudged([*EXCHANGED, POINT, POINT_GOOD, KNAVES, KNAVES_NOT_GOOD, QUART, QUART_GOOD, LEAD, *B_RECKONS]))


def test_law_47_regular_the_younger_reckons_his_trio_before_his_quatorze() -> None:
    deal = adjudged([*EXCHANGED, *EXAMPLE_CALLS, LEAD, *reversed(B_RECKONS)])
    assert deal.rulings == () and sorted(items(deal, "B")) == sorted(i for i in REGULAR_ITEMS if i[0] == "B") and deal.scores == REGULAR_SCORES


def test_law_47_irregular_the_freedom_of_order_does_not_reach_the_point() -> None:
    deal = adjudged([*EXCHANGED, KNAVES, KNAVES_NOT_GOOD, POINT, LEAD, *B_RECKONS])
    lost, late = deal.rulings
    assert lost.act == "A calls three knaves before calling a point" and cited(lost) == ["Law 46", "Law 47"]
    _no_effect(late, "A", ["Law 46"])
    assert items(deal, "A") == [("A", "play", 5)] and deal.scores["A"] == 5


# -- Law 48: naming what the call is -------------------------------------------------------

#: A's quart major in hearts is not good against the cards: B holds a quint in spades.
QUINT = {"A": "AH KH QH JH 7S 8S 9D 8D 7D 8C 7C 9C", "B": "AS KS QS JS TS AD KD AC KC QC 9S 7H"}
QUINT_STOCK = "TC TH 9H 8H QD JD TD JC"
QUINT_EXCHANGED = [{"player": "A", "exchange": "7S"}, {"player": "B", "exchange": "7H"}, {"player": "A", "call": {"point": 4}}, {"player": "B", "reply": "not good"}]


def test_law_48_regular_a_quart_good_against_the_cards_is_called_by_its_length() -> None:
    deal = adjudged(REGULAR)
    (sequence,) = [d for d in deal.state.dialogues if d.category is Category.SEQUENCE]
    assert sequence.first_good_against_the_cards and deal.rulings == () and ("A", "sequence", 4) in items(deal)


def test_law_48_irregular_a_quart_not_good_against_the_cards_named_to_its_ace_is_beaten_by_the_quint() -> None:
    deal = adjudged([*QUINT_EXCHANGED, {"player": "A", "call": {"sequence": 4, "to": "A"}}, {"player": "B", "reply": "not good"}], hands=QUINT, stock=QUINT_STOCK)
    (sequence,) = [d for d in deal.state.dialogues if d.category is Category.SEQUENCE]
    assert not sequence.first_good_against_the_cards and deal.rulings == ()
    assert not [i for i in items(deal, "A") if i[1] != "play"] and deal.scores == {"A": 3, "B": 23}


def test_law_48_irregular_a_quart_called_by_its_length_when_not_good_against_the_cards_stands_for_the_one_held() -> None:
    deal = adjudged([*QUINT_EXCHANGED, {"player": "A", "call": {"sequence": 4}}, {"player": "B", "reply": "good"}], hands=QUINT, stock=QUINT_STOCK)
    (sequence,) = [d for d in deal.state.dialogues if d.category is Category.SEQUENCE]
    assert not sequence.first_good_against_the_cards and str(sequence.resolved) == "quart major in hearts"
    assert items(deal, "A")[0] == ("A", "sequence", 4) and deal.scores == {"A": 7, "B": 23}


# -- Laws 50-52: corrections ----------------------------------------------------------------


def test_law_50_regular_an_undercall_corrected_before_the_reply_stands_corrected() -> None:
    deal = adjudged([*EXCHANGED, {"player": "A", "call": {"point": 4}}, {"player": "A", "correct": {"point": 5, "value": 49}}, POINT_GOOD, *EXAMPLE_CALLS[2:], LEAD, *B_RECKONS])
    ruling = _only(deal)
    assert ruling.act == "A corrects his call to point of 5 making 49" and cited(ruling) == ["Law 50"]
    assert ruling.decision == "Corrected before it was answered: the corrected call stands"
    assert ruling.offender is None and ruling.penalty is None and options(ruling) == []
    assert items(deal) == REGULAR_ITEMS and deal.scores == REGULAR_SCORES


def test_law_50_irregular_an_undercall_corrected_after_the_reply_comes_too_late() -> None:
    deal = adjudged([*EXCHANGED, {"player": "A", "call": {"point": 4}}, {"player": "B", "reply": "not good"}, {"player": "A", "correct": {"point": 5, "value": 49}}, *EXAMPLE_CALLS[2:], LEAD, *B_RECKONS])
    ruling = _only(deal)
    _no_effect(ruling, "A", ["Law 50"])
    assert ruling.decision == "Too late: the call stands as made"
    # His point of four was answered not good: neither scores a point (B never reckoned his).
    assert items(deal) == [i for i in REGULAR_ITEMS if i[1] != "point"] and deal.scores == {"A": 9, "B": 38}


def test_law_51_regular_a_reply_corrected_before_the_next_call_makes_the_call_not_good() -> None:
    deal = adjudged([*EXCHANGED, *EXAMPLE_CALLS[:4], KNAVES, {"player": "B", "reply": "good"}, {"player": "B", "correct": "not good"}, LEAD, *B_RECKONS])
    ruling = _only(deal)
    assert ruling.act == "B corrects his reply to 'not good'" and cited(ruling) == ["Law 51"]
    assert ruling.decision == "Corrected in time: the elder's call is not good" and ruling.offender is None and ruling.penalty is None
    assert items(deal) == REGULAR_ITEMS and deal.scores == REGULAR_SCORES


def test_law_51_irregular_a_reply_corrected_after_the_elder_called_again_is_of_no_effect() -> None:
    deal = adjudged([*EXCHANGED, POINT, POINT_GOOD, KNAVES, {"player": "B", "reply": "good"}, QUART, {"player": "B", "correct": "not good"}, QUART_GOOD, LEAD, *B_RECKONS])
    late, fourteen, three = deal.rulings
    _no_effect(late, "B", ["Law 51"])
    assert late.decision == "Too late: a reply is corrected only before the elder calls again or leads"
    for ruling, what in ((fourteen, "four tens"), (three, "three queens")):
        assert ruling.act == f"B reckons {what}"
        _no_effect(ruling, "B", ["Law 51", "Case II"])  # A held his knaves: B's "good" binds (Case II)
    # A's three knaves stand good: B's four tens and three queens are lost.
    assert items(deal) == [("A", "point", 5), ("A", "sequence", 4), ("A", "set", 3), ("A", "play", 5), ("B", "play", 11), ("B", "cards", 10)]
    assert deal.scores == {"A": 17, "B": 21}


def test_law_52_regular_an_overcall_allowed_good_corrected_before_the_younger_plays_costs_nothing() -> None:
    deal = adjudged([*EXCHANGED, *EXAMPLE_CALLS[:4], KINGS, {"player": "B", "reply": "good"}, LEAD, {"player": "A", "correct": {"set": "J", "count": 3}}, {"player": "B", "reply": "not good"}, *B_RECKONS])
    ruling = _only(deal)
    assert ruling.act == "A corrects his call to three knaves" and cited(ruling) == ["Law 52"]
    assert ruling.decision == "A miscall allowed good, corrected before the younger hand played to the first trick: no penalty; the corrected call is answered afresh"
    assert ruling.penalty is None and deal.state.penalties == ()
    assert items(deal) == REGULAR_ITEMS and deal.scores == REGULAR_SCORES


def test_law_52_irregular_an_overcall_corrected_after_the_younger_played_is_too_late_and_law_54_takes_everything() -> None:
    """The late correction of an overcall is too late (Law 52) and is the discovery of the miscall: the Law 54 ruling comes with it."""
    deal = adjudged([*EXCHANGED, *EXAMPLE_CALLS[:4], KINGS, {"player": "B", "reply": "good"}, LEAD, *B_RECKONS, {"player": "B", "play": "TH"}, {"player": "A", "correct": {"set": "J", "count": 3}}])
    assert [cited(r) for r in deal.rulings][-3:] == [["Law 52", "Law 54", "Case II"], ["Law 44", "Law 54"], ["Law 54", "Case XXII"]]
    late = deal.rulings[-3]
    assert late.act == "A corrects his call to three knaves, after the younger hand played to the first trick: too late"
    assert late.offender_label == "A" and late.penalty == PENALTY and options(late) == [("enforce", "B"), ("waive", "B")]
    assert items(deal, "A") == [] and deal.scores == {"A": 0, "B": 38}


# -- Law 53: misnomers ------------------------------------------------------------------------


def test_law_53_regular_a_point_called_with_its_right_suit_draws_no_ruling() -> None:
    deal = adjudged([*EXCHANGED, {"player": "A", "call": {"point": 5, "value": 49, "suit": "H"}}, *EXAMPLE_CALLS[1:], LEAD, *B_RECKONS])
    _regular(deal)


def test_law_53_irregular_a_point_named_in_the_wrong_suit_is_a_misnomer_without_penalty() -> None:
    deal = adjudged([*EXCHANGED, {"player": "A", "call": {"point": 5, "value": 49, "suit": "S"}}, *EXAMPLE_CALLS[1:], LEAD, *B_RECKONS])
    ruling = _only(deal)
    assert ruling.act == "A calls point of 5 making 49 in spades, which he does not hold" and cited(ruling) == ["Law 53"]
    assert ruling.decision.startswith("A misnomer: A holds point of 5 in hearts making 49, and could not have held what he named")
    assert ruling.decision.endswith("no penalty, and the call stands for what he holds")
    assert ruling.offender is None and ruling.penalty is None and options(ruling) == [] and deal.state.penalties == ()
    assert items(deal) == REGULAR_ITEMS and deal.scores == REGULAR_SCORES


# -- Law 54: an overcall not corrected in time ---------------------------------------------------


def test_law_54_regular_a_claim_of_an_unfounded_call_fails_when_everything_called_was_held() -> None:
    deal = adjudged([*EXCHANGED, *EXAMPLE_CALLS, {"player": "B", "claim": "unfounded call"}, LEAD, *B_RECKONS])
    ruling = _only(deal)
    assert ruling.act == "B claims that A called what he did not hold" and cited(ruling) == ["Law 54"]
    assert ruling.decision == "Of no effect: everything A called or reckoned was in his hand or discard; the claim fails"
    assert ruling.offender is None and ruling.penalty is None and items(deal) == REGULAR_ITEMS and deal.scores == REGULAR_SCORES


def test_law_54_irregular_an_unfounded_trio_not_corrected_before_the_first_trick_loses_everything_but_still_bars() -> None:
    deal = adjudged([*EXCHANGED, *EXAMPLE_CALLS[:4], KINGS, {"player": "B", "reply": "good"}, LEAD, {"player": "B", "reckon": {"point": 5, "value": 48}}, *B_RECKONS])
    point, _, _, penalty, lapse, barred = deal.rulings
    assert [str(c) for c in barred.citations][-1] == "Case XXII" and "still bar" in barred.decision
    assert point.act == "B reckons point of 5 making 48" and cited(point) == ["Law 51", "Case II"]  # A held his point
    # Nobody found the miscall during the deal: the referee rules on it when the deal is scored (Law 54, docs/decisions.rst).
    assert penalty.act == "A's miscall, uncorrected at the first trick, is found when the deal is scored" and penalty.event is None
    assert penalty.decision == "A reckons nothing this deal; B reckons whatever he has good that no correct call of A's bars"
    assert penalty.penalty == PENALTY and penalty.offender_label == "A" and penalty.injured_label == "B"
    assert options(penalty) == [("enforce", "B"), ("waive", "B")] and cited(penalty) == ["Law 54", "Case II"]
    assert lapse.decision == "The option lapses: enforce (A reckons nothing this deal)"
    # A's correct point (49 against 48) still bars B's; B reckons his sets, and A nothing, not even in play.
    assert items(deal) == [("B", "set", 14), ("B", "set", 3), ("B", "play", 11), ("B", "cards", 10)] and deal.scores == {"A": 0, "B": 38}


# -- Law 56: nothing omitted after the younger plays ---------------------------------------------


def test_law_56_regular_a_trio_omitted_is_called_after_the_lead_before_the_younger_plays() -> None:
    deal = adjudged([*EXCHANGED, *EXAMPLE_CALLS[:4], LEAD, KNAVES, KNAVES_NOT_GOOD, *B_RECKONS])
    _regular(deal)


def test_law_56_irregular_nothing_omitted_is_called_once_the_younger_has_played() -> None:
    deal = adjudged([*EXCHANGED, POINT, POINT_GOOD, LEAD, *B_RECKONS, {"player": "B", "play": "TH"}, QUART])
    ruling = _only(deal)
    assert ruling.act == "A calls quart"
    _no_effect(ruling, "A", ["Law 56", "Case IV"])  # Case IV decides what may be called after the lead, and until when
    assert ruling.decision == "Too late: the younger hand has played to the first trick, and nothing omitted can be reckoned now"
    assert ("A", "sequence", 4) not in items(deal) and deal.scores == {"A": 10, "B": 38}


# -- Laws 57-58: too few or too many cards in the play --------------------------------------------


def test_law_57_law_58_regular_twelve_cards_each_make_twelve_tricks_without_a_ruling() -> None:
    deal = adjudged(REGULAR)
    assert deal.state.played[0].bit_count() == deal.state.played[1].bit_count() == 12 and len(deal.state.tricks) == 12
    _regular(deal)


def test_law_57_irregular_the_elder_playing_eleven_is_not_penalised_and_the_card_unanswered_is_a_trick_to_the_younger() -> None:
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "take": 4}, B_EXCHANGES])
    ruling = _only(deal)
    assert ruling.act == "A takes 4 cards in" and cited(ruling) == ["Law 30", "Law 57"] and ruling.penalty is None
    assert ruling.decision == "A plays with 11 cards, without further penalty; his adversary counts as tricks the cards that cannot be played to"
    assert deal.state.played[0].bit_count() == 11 and len(deal.state.tricks) == 11
    assert items(deal) == [
        ("B", "point", 5),
        ("B", "sequence", 15),
        ("B", "sequence", 3),
        ("B", "set", 14),
        ("B", "set", 3),
        ("A", "play", 5),
        ("B", "play", 10),
        ("B", "cards", 10),
        ("B", "repique", 60),
    ]
    assert deal.scores == {"A": 5, "B": 120}


def test_law_58_irregular_the_elder_playing_thirteen_reckons_nothing_but_his_cards_bar() -> None:
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C 9D"}, {"player": "A", "take": 5}, {"player": "B", "exchange": "7S 9H"}])
    ruling, lapse, barred = deal.rulings
    assert [str(c) for c in barred.citations][-1] == "Case XXII" and "still bar" in barred.decision
    assert ruling.act == "A takes 5 cards in" and cited(ruling) == ["Law 31", "Law 58"]
    assert ruling.decision == "A plays with 13 cards and reckons nothing this deal; his cards still bar his adversary"
    assert ruling.penalty == PENALTY and ruling.offender_label == "A" and options(ruling) == [("enforce", "B"), ("waive", "B")]
    assert lapse.decision == "The option lapses: enforce (A reckons nothing this deal)"
    # A's point and quart bar B's: B scores only his sets and the play.
    assert items(deal) == [("B", "set", 14), ("B", "set", 3), ("B", "play", 13), ("B", "cards", 10)] and deal.scores == {"A": 0, "B": 40}


# -- Laws 59-60: a card played stays played; the tricks may be examined ---------------------------


def test_law_59_regular_the_younger_follows_suit_and_a_revoke_claimed_is_found_unfounded() -> None:
    deal = adjudged([*REGULAR, {"player": "B", "play": "TH"}, {"player": "A", "play": "KH"}, {"player": "B", "play": "7D"}, {"player": "A", "claim": "revoke"}])
    ruling = _only(deal)
    assert ruling.act == "A claims that B revoked" and ruling.decision == "Of no effect: no revoke was made; the play stands"
    assert [f.text for f in ruling.findings] == ["B followed suit whenever he could"] and cited(ruling) == ["Law 59"]
    assert deal.scores == {"A": 15, "B": 37}


def test_law_59_iv_irregular_a_revoke_claimed_takes_up_the_card_and_the_younger_follows_suit() -> None:
    deal = adjudged([*REGULAR, {"player": "B", "play": "7D"}, {"player": "A", "claim": "revoke"}])
    ruling = _only(deal)
    assert ruling.act == "A claims that B revoked" and ruling.offender_label == "B" and ruling.injured_label == "A"
    assert ruling.decision == "B revoked with 7D at event 12: that card and every card played after it are taken up, and the play goes on from there as though no error had been made"
    assert [(f.text, f.events) for f in ruling.findings] == [("B played 7D holding the suit led", (11,)), ("1 play(s) taken up", (11,))]
    assert cited(ruling) == ["Law 59"]
    first = deal.state.tricks[0]
    assert (PACK[first.led].code, PACK[first.followed].code) == ("AH", "TH")
    assert items(deal) == REGULAR_ITEMS and deal.scores == REGULAR_SCORES


def test_law_59_irregular_a_card_played_in_turn_is_not_taken_back() -> None:
    deal = adjudged([*REGULAR, {"player": "B", "play": "TH"}, {"player": "A", "play": "KH"}, {"player": "A", "retake": "KH"}])
    ruling = _only(deal)
    assert ruling.act == "A takes back KH" and ruling.decision == "Of no effect: a card once led or played cannot be taken up; the play stands"
    assert ruling.offender_label == "A" and cited(ruling) == ["Law 59"] and "KH" in {c.code for c in Hand(deal.state.played[0])}
    assert deal.scores == {"A": 15, "B": 37}


def test_law_60_regular_the_younger_examines_the_tricks_without_a_ruling() -> None:
    deal = adjudged([*REGULAR, {"player": "B", "play": "TH"}, {"player": "B", "look": "tricks"}])
    _regular(deal)
    assert any(e.verb == "look" for e in deal.state.log)


def test_law_60_irregular_a_penalty_claimed_for_examining_the_tricks_is_refused() -> None:
    deal = adjudged([*REGULAR, {"player": "B", "play": "TH"}, {"player": "B", "look": "tricks"}, {"player": "A", "claim": "penalty"}])
    ruling = _only(deal)
    assert ruling.act == "A claims a penalty against B, who examined the tricks" and cited(ruling) == ["Law 60", "Law 44"]
    assert ruling.decision == "Either player may examine his own and his adversary's tricks at any time; B has incurred no penalty"
    assert ruling.offender is None and ruling.penalty is None and options(ruling) == []
    assert items(deal) == REGULAR_ITEMS and deal.scores == REGULAR_SCORES



def test_law_57_irregular_an_elder_who_discarded_every_card_ends_the_play_at_once_and_the_younger_counts_his_cards() -> None:
    from piquet.game.acts import DeclareAll, Discard, Exchange, Take
    from piquet.referee.apply import step
    from piquet.referee.deal import start_deal
    from piquet.table.cardsets import Stock

    state = start_deal("B", "A", {"A": Hand(2047), "B": Hand(16775168)}, Stock(tuple(range(24, 32))))  # eleven to A, thirteen to B
    for act in (Discard("A", Hand(31)), Discard("A", Hand(2016)), Take("A", 0), Exchange("B", Hand(1 << 11)), DeclareAll(None)):
        state = step(state, act).state
    assert state.hands[0] == 0
    assert state.finished
    from piquet.rules.scoring import score_deal, uncontested

    assert [str(c) for c in state.shown_rulings[-1].citations] == ["Law 57"]
    assert state.shown_rulings[-1].decision == "The play is over before it begins: B counts as tricks the cards that cannot be played to"
    assert uncontested(state) == (1, 12)
    assert score_deal(state).items == (), "B, with thirteen, reckons nothing (Law 58); A scores nothing with no card"


def test_law_59_ii_a_record_answering_leads_with_too_many_cards_is_adjudicated_as_the_referee_rules_act_by_act() -> None:
    """The run of plays used by adjudicate took a follower's cards beyond the leads as new leads; it now leaves them to the rule of Law 59 II."""
    import random

    from piquet.errors import Contradiction
    from piquet.game.acts import Play
    from piquet.referee.apply import advance, step
    from piquet.referee.simulate import play_random_deal

    deal = play_random_deal(random.Random(0))
    events = list(deal.events)
    del events[5]  # A's lead of JH left out: B leads out of turn, and the leads and answers that follow run on
    slow = deal.initial
    for event in events:
        try:
            slow = step(slow, event).state
        except Contradiction:
            break
    fast = deal.initial
    for fast, _ in advance(deal.initial, tuple(events)):
        pass
    assert any(isinstance(e, Play) and len(e.cards) > 1 for e in events)
    assert any("beyond the cards" in r.act for r in slow.rulings)
    assert fast == slow and fast.surplus == slow.surplus != ()


def test_law_52_irregular_the_younger_who_reckons_past_a_corrected_call_unanswered_does_not_score_with_it() -> None:
    """A's corrected trio awaits B's answer; B reckons his sets without answering and plays: the trio is allowed, and only A scores sets (Law 64).

    Before the audit B's reckoning was taken as well, and both players scored sets.
    """
    deal = adjudged([*EXCHANGED, *EXAMPLE_CALLS[:4], KINGS, {"player": "B", "reply": "good"}, LEAD, {"player": "A", "correct": {"set": "J", "count": 3}}, *B_RECKONS])
    corrected, fourteen, three, allowed = deal.rulings
    assert cited(corrected) == ["Law 52"]
    for ruling, what in ((fourteen, "four tens"), (three, "three queens")):
        assert ruling.act == f"B reckons {what}" and ruling.offender_label == "B" and cited(ruling) == ["Law 46", "Law 56"]
        assert ruling.decision == "Of no effect: B has not answered the elder's call of three knaves: he answers it before reckoning in it"
    assert allowed.decision == "The call is taken as allowed good"
    assert [i for i in items(deal) if i[1] == "set"] == [("A", "set", 3)]
    assert deal.scores == {"A": 17, "B": 21}
