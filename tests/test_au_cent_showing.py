"""Piquet au Cent's showing clauses and the declaration of cards left, tested by name, beside the Laws of Piquet's answer.

Each test plays a short deal act by act in au cent and, where the Laws of
Piquet answer otherwise, the same acts under them, so that the clause is
seen to change what it says it changes and nothing else.
"""

from __future__ import annotations

from typing import Any

from piquet import adjudicate
from tests.irregular_scenarios import DEALT, HANDS, SCENARIOS, STOCK

Act = dict[str, Any]

# The Description's hands: after the exchange A holds a point of five hearts making 49 and a quart major in
# hearts, and three knaves; B a point of five diamonds making 48, tierces, and a quatorze of tens.
EXCHANGE: list[Act] = [{"player": "A", "exchange": "KS 8C 7C 9D 8D"}, {"player": "B", "exchange": "7S 9H 7H"}]
POINT_AND_QUART: list[Act] = [
    {"player": "A", "call": {"point": 5, "value": 49}},
    {"player": "B", "reply": "good"},
    {"player": "A", "call": {"sequence": 4, "to": "A"}},
    {"player": "B", "reply": "good"},
]
HEARTS = "AH KH QH JH 8H"

# Hands in which the younger's point beats the elder's: A hearts making 50, B diamonds (and clubs) making 51.
BETTER_YOUNGER, BETTER_YOUNGER_STOCK = DEALT["au cent the younger plays without showing"]

# Hands in which the elder holds a quint major in hearts and calls a quart to the king; B holds quarts major.
QUINT, QUINT_STOCK = DEALT["au cent a better sequence shown than called"]


def _adjudicate(acts: list[Act], *, au_cent: bool = True, hands: dict[str, str] = HANDS, stock: str = STOCK) -> Any:
    record = {
        "format": "piquet-record/1",
        "variant": "au-cent" if au_cent else "rubicon",
        "players": ["A", "B"],
        "deals": [{"dealer": "B", "hands": hands, "stock": stock, "events": acts}],
    }
    return adjudicate(record).deals[0]


def _citing(deal: Any, kind: str, ident: str) -> list[Any]:
    return [r for r in deal.rulings if (kind, ident) in [(c.kind, c.id) for c in r.citations]]


def _items(deal: Any, item: str) -> dict[str, int]:
    return {i.player: i.points for i in deal.items if i.item == item}


# -- the elder must show what he calls ------------------------------------------------------


def test_au_cent_elder_must_show_leading_without_showing_loses_the_point_and_sequence() -> None:
    deal = _adjudicate(EXCHANGE + POINT_AND_QUART + [{"player": "A", "play": "AH"}])
    rulings = _citing(deal, "au-cent", "elder-must-show")
    assert len(rulings) == 2  # the point and the quart, each allowed good and not shown
    assert all(r.offender_label == "A" and {d.citation.id for d in r.displaced} == {55} for r in rulings)
    assert "point" not in _items(deal, "point") and "A" not in _items(deal, "point")
    assert "A" not in _items(deal, "sequence")


def test_au_cent_elder_must_show_the_adversary_may_then_reckon_an_inferior_point() -> None:
    acts = EXCHANGE + POINT_AND_QUART + [{"player": "A", "play": "AH"}, {"player": "B", "reckon": {"point": 5, "value": 48}}]
    deal = _adjudicate(acts)
    assert _items(deal, "point") == {"B": 5}


def test_au_cent_elder_must_show_cards_shown_before_the_lead_keep_what_was_allowed() -> None:
    acts = EXCHANGE + POINT_AND_QUART + [{"player": "A", "show": HEARTS}, {"player": "A", "play": "AH"}]
    deal = _adjudicate(acts)
    assert not _citing(deal, "au-cent", "elder-must-show")
    assert _items(deal, "point") == {"A": 5} and _items(deal, "sequence") == {"A": 4}


def test_au_cent_elder_must_show_a_show_of_the_point_alone_loses_only_the_sequence() -> None:
    acts = EXCHANGE + POINT_AND_QUART + [{"player": "A", "show": "AH KH 8H QH JH"}, {"player": "A", "play": "AH"}]
    assert _items(_adjudicate(acts), "sequence") == {"A": 4}  # the hearts shown make the quart too
    acts = EXCHANGE + POINT_AND_QUART[:2] + [{"player": "A", "show": HEARTS}] + POINT_AND_QUART[2:] + [{"player": "A", "play": "AH"}]
    assert _items(_adjudicate(acts), "sequence") == {"A": 4}  # shown before the quart was called: still shown


def test_au_cent_elder_must_show_not_quatorzes_and_trios_nor_under_declare_all() -> None:
    acts = EXCHANGE + [{"player": "A", "call": {"set": "J", "count": 3}}, {"player": "B", "reply": "good"}, {"player": "A", "play": "AH"}]
    deal = _adjudicate(acts)
    assert not _citing(deal, "au-cent", "elder-must-show")
    deal = _adjudicate(EXCHANGE + [{"declare": "all"}, {"player": "A", "play": "AH"}])
    assert not _citing(deal, "au-cent", "elder-must-show") and _items(deal, "point") == {"A": 5}


def test_law_55_under_the_laws_of_piquet_the_elder_need_not_show_unasked() -> None:
    deal = _adjudicate(EXCHANGE + POINT_AND_QUART + [{"player": "A", "play": "AH"}], au_cent=False)
    assert _items(deal, "point") == {"A": 5} and _items(deal, "sequence") == {"A": 4}
    assert not [r for r in deal.rulings if r.offender_label == "A"]


# -- the elder declares what he leaves before touching the stock -------------------------------


def test_au_cent_declare_cards_left_a_short_take_with_nothing_said_is_ruled_on() -> None:
    deal = _adjudicate([{"player": "A", "exchange": "8C 7C 9D"}])
    [ruling] = _citing(deal, "au-cent", "declare-cards-left")
    assert ruling.offender_label == "A" and ruling.injured_label == "B" and "leaves" in ruling.act and "Law 32" in ruling.decision
    assert ruling.penalty is None


def test_au_cent_declare_cards_left_said_first_or_all_taken_needs_no_ruling() -> None:
    assert not _citing(_adjudicate([{"player": "A", "leave": 2}, {"player": "A", "exchange": "8C 7C 9D"}]), "au-cent", "declare-cards-left")
    assert not _citing(_adjudicate(EXCHANGE[:1]), "au-cent", "declare-cards-left")


def test_law_32_taking_fewer_declares_them_under_the_laws_of_piquet() -> None:
    deal = _adjudicate([{"player": "A", "exchange": "8C 7C 9D"}], au_cent=False)
    assert not deal.rulings


# -- a good call disallowed, and a false reply under the Laws of Piquet -----------------------------


FALSE_NOT_GOOD: list[Act] = EXCHANGE + [
    {"player": "A", "call": {"point": 5, "value": 49}},
    {"player": "B", "reply": "not good"},
    {"player": "A", "play": "AH"},
]


def test_au_cent_disallowed_good_call_shown_after_the_lead_is_reckoned() -> None:
    deal = _adjudicate(FALSE_NOT_GOOD + [{"player": "A", "show": HEARTS}])
    [ruling] = [r for r in _citing(deal, "au-cent", "disallowed-good-call") if "contradicted" not in r.decision]  # the reply cites the clause too
    assert "reckons" in ruling.decision and ruling.offender_label == "B"
    assert _items(deal, "point") == {"A": 5}


def test_au_cent_disallowed_good_call_not_shown_is_not_reckoned() -> None:
    deal = _adjudicate(FALSE_NOT_GOOD)
    assert "A" not in _items(deal, "point")
    [reply] = [r for r in deal.rulings if r.offender_label == "B"]
    assert set(reply.cited("au-cent")) == {"disallowed-good-call"} and "contradicted" in reply.decision and "reckon it" in reply.decision


def test_law_54_a_false_not_good_is_ruled_on_not_refused_and_the_call_shown_counts() -> None:
    deal = _adjudicate(FALSE_NOT_GOOD + [{"player": "A", "show": HEARTS}], au_cent=False)
    shown = [r for r in deal.rulings if "shows" in r.act]
    assert len(shown) == 1 and set(shown[0].cited("law")) == {54, 55} and not shown[0].citations[0].kind == "au-cent"
    assert _items(deal, "point") == {"A": 5}


def test_law_54_a_false_equal_is_ruled_on_and_the_call_shown_then_counts() -> None:
    acts = EXCHANGE + [{"player": "A", "call": {"point": 5, "value": 49}}, {"player": "B", "reply": "equal"}]
    deal = _adjudicate(acts + [{"player": "A", "play": "AH"}], au_cent=False)
    assert "A" not in _items(deal, "point") and any("contradicted" in r.decision for r in deal.rulings)
    deal = _adjudicate(acts + [{"player": "A", "show": HEARTS}, {"player": "A", "play": "AH"}], au_cent=False)
    assert _items(deal, "point") == {"A": 5}


def test_law_54_a_true_not_good_is_not_a_false_reply() -> None:
    acts = [
        {"player": "A", "exchange": "7S 8S 9S 7C 8C"},
        {"player": "B", "exchange": "AS KS"},
        {"player": "A", "call": {"point": 5, "value": 50}},
        {"player": "B", "reply": "not good"},
    ]
    deal = _adjudicate(acts, hands=BETTER_YOUNGER, stock=BETTER_YOUNGER_STOCK)
    assert not deal.rulings


# -- the younger plays without showing ---------------------------------------------------------------


YOUNGER_BETTER: list[Act] = SCENARIOS["au cent the younger plays without showing"][:6]


def test_au_cent_younger_plays_without_showing_the_elder_shows_and_reckons_his_call() -> None:
    deal = _adjudicate(
        YOUNGER_BETTER + [{"player": "B", "play": "7H"}, {"player": "A", "show": "AH KH QH JH 9H"}],
        hands=BETTER_YOUNGER,
        stock=BETTER_YOUNGER_STOCK,
    )
    [ruling] = _citing(deal, "au-cent", "younger-plays-without-showing")
    assert ruling.offender_label == "B" and {d.citation.id for d in ruling.displaced} == {56}
    assert _items(deal, "point") == {"A": 5}


def test_au_cent_younger_plays_without_showing_a_younger_who_showed_keeps_his_point() -> None:
    acts = YOUNGER_BETTER + [{"player": "B", "show": "AD KD QD JD TD"}, {"player": "B", "play": "7H"}, {"player": "A", "show": "AH KH QH JH 9H"}]
    deal = _adjudicate(acts, hands=BETTER_YOUNGER, stock=BETTER_YOUNGER_STOCK)
    # The clause gives the elder's late show its force only against a younger who played unshown: here it is of no effect.
    [late] = _citing(deal, "au-cent", "younger-plays-without-showing")
    assert late.decision.startswith("Of no effect") and late.offender is None
    assert _items(deal, "point") == {"B": 5}


def test_law_56_under_the_laws_of_piquet_the_younger_need_not_show_before_playing() -> None:
    acts = YOUNGER_BETTER + [{"player": "B", "play": "7H"}, {"player": "A", "show": "AH KH QH JH 9H"}]
    deal = _adjudicate(acts, au_cent=False, hands=BETTER_YOUNGER, stock=BETTER_YOUNGER_STOCK)
    assert _items(deal, "point") == {"B": 5}


# -- a sequence shown better than the one called ---------------------------------------------------------


QUINT_SHOWN: list[Act] = SCENARIOS["au cent a better sequence shown than called"]


def test_au_cent_shown_sequence_bars_the_younger_quart_major_under_a_quint_shown() -> None:
    deal = _adjudicate(QUINT_SHOWN, hands=QUINT, stock=QUINT_STOCK)
    [shown] = [r for r in _citing(deal, "au-cent", "shown-sequence-bars") if "shows" in r.act]
    assert "bars" in shown.decision and {d.citation.id for d in shown.displaced} == {49}
    [refused] = [r for r in _citing(deal, "au-cent", "shown-sequence-bars") if "reckons" in r.act]
    assert "Of no effect" in refused.decision
    assert _items(deal, "sequence") == {} and _items(deal, "point") == {"A": 6}


def test_law_49_under_the_laws_of_piquet_a_show_bars_nothing_and_the_younger_reckons_his_better_quart() -> None:
    deal = _adjudicate(QUINT_SHOWN, au_cent=False, hands=QUINT, stock=QUINT_STOCK)
    assert _items(deal, "sequence") == {"B": 4} and _items(deal, "point") == {"A": 6}


def test_au_cent_shown_sequence_bars_only_what_is_no_better_than_the_sequence_shown() -> None:
    acts = QUINT_SHOWN[:5] + [
        {"player": "A", "call": {"sequence": 3, "to": "K"}},
        {"player": "B", "reply": "not good"},
        {"player": "A", "show": "KH QH JH TH"},  # a quart to the king, under B's quarts major
        {"player": "A", "play": "AH"},
        {"player": "B", "reckon": {"sequence": 4, "to": "A"}},
    ]
    deal = _adjudicate(acts, hands=QUINT, stock=QUINT_STOCK)
    [shown] = [r for r in _citing(deal, "au-cent", "shown-sequence-bars") if "shows" in r.act]
    assert "is better and is not barred" in shown.decision
    assert _items(deal, "sequence") == {"B": 4}
    assert "A" not in _items(deal, "point")  # the point of six was not shown: the elder cannot reckon it


# -- a suit called from the player who looked at the cards left -----------------------------------------


def test_au_cent_looking_at_cards_left_the_suit_called_must_be_led() -> None:
    from tests.irregular_scenarios import run

    state, steps = run("au cent a suit called from the player who looked at the cards left")
    called, wrong, right = steps[-3], steps[-2], steps[-1]
    assert [(c.kind, c.id) for c in called.rulings[0].citations] == [("au-cent", "looking-at-cards-left")]
    assert "must lead a card of spades" in called.rulings[0].decision
    assert "Of no effect" in wrong.rulings[0].decision and wrong.state.hands == called.state.hands  # QC stays in B's hand
    assert (wrong.rulings[0].offender_label, wrong.rulings[0].injured_label) == ("B", "A") and {d.citation.id for d in wrong.rulings[0].displaced} == {36}
    assert not right.rulings and state.pending and state.suit_call_from is None and state.suit_called is None


def test_au_cent_looking_at_cards_left_the_right_is_spent_with_the_next_lead() -> None:
    from piquet import event_from_json
    from piquet.referee.apply import step
    from tests.irregular_scenarios import SCENARIOS, start

    state = start("au cent a suit called from the player who looked at the cards left")
    for act in SCENARIOS["au cent a suit called from the player who looked at the cards left"][:-3]:
        state = step(state, event_from_json(act)).state
    assert state.suit_call_from == 1  # B, the younger, who looked
    state = step(state, event_from_json({"player": "B", "play": "QC"})).state  # not called: any lead, and the right is gone
    assert state.suit_call_from is None
    state = step(state, event_from_json({"player": "A", "play": "JC"})).state
    late = step(state, event_from_json({"player": "A", "demand": "S"}))
    # Called after the lead it was given for, the right is spent: too late, under the clause that gave it.
    assert "Too late" in late.rulings[0].decision and late.rulings[0].cited("au-cent") == ("looking-at-cards-left",)


def test_law_36_no_suit_may_be_called_under_the_laws_of_piquet() -> None:
    from tests.irregular_scenarios import run

    _, steps = run("law 36 a suit called with no right to call one")
    assert "Of no effect" in steps[-1].rulings[0].decision and steps[-1].rulings[0].cited("law") == (36,)


# -- what the showing clauses leave alone ----------------------------------------------------------------

# A holds a point of five spades making 50, B five diamonds making 50: equal.
EQUAL_POINTS = {"A": "AS KS QS JS 9S 8H 7H 8D 7D 8C 7C TH", "B": "AH KH QH JH 9D AD KD QD JD 9C AC KC"}
EQUAL_STOCK = "TC 9H TS 8S 7S TD QC JC"
EQUAL_CALL: list[Act] = [{"player": "A", "exchange": "8C"}, {"player": "B", "exchange": "9C"}, {"player": "A", "call": {"point": 5, "value": 50}}]


def _equal(acts: list[Act], *, au_cent: bool = False) -> Any:
    return _adjudicate(EQUAL_CALL + acts, au_cent=au_cent, hands=EQUAL_POINTS, stock=EQUAL_STOCK)


def test_law_54_a_true_equal_is_no_false_reply() -> None:
    assert not _equal([{"player": "B", "reply": "equal"}]).rulings


def test_law_54_a_false_not_good_to_an_equal_call_leaves_the_elder_his_equality_to_show() -> None:
    [ruling] = _equal([{"player": "B", "reply": "not good"}]).rulings
    assert "show his equality" in ruling.decision
    shown = _equal([{"player": "B", "reply": "not good"}, {"player": "A", "show": "AS KS QS JS 9S"}])
    assert "equal: neither reckons" in shown.rulings[-1].decision and _items(shown, "point") == {}


def test_law_64_an_equal_to_a_trio_is_no_false_reply_but_of_no_effect() -> None:
    acts = EXCHANGE + [{"player": "A", "call": {"set": "J", "count": 3}}, {"player": "B", "reply": "equal"}]
    ruling = _adjudicate(acts, au_cent=False).rulings[-1]  # after the point lost by calling a trio first (Law 46)
    assert ruling.cited("law") == (64,) and "Of no effect" in ruling.decision


def test_au_cent_younger_plays_without_showing_not_after_declare_all() -> None:
    acts = [*YOUNGER_BETTER[:2], {"declare": "all"}, {"player": "A", "play": "AH"}, {"player": "B", "play": "7H"}, {"player": "A", "show": "AH KH QH JH 9H"}]
    deal = _adjudicate(acts, hands=BETTER_YOUNGER, stock=BETTER_YOUNGER_STOCK)
    assert not _citing(deal, "au-cent", "younger-plays-without-showing") and _items(deal, "point") == {"B": 5}


def test_au_cent_younger_plays_without_showing_not_for_a_call_allowed_good() -> None:
    acts = EXCHANGE + POINT_AND_QUART + [{"player": "A", "show": HEARTS}, {"player": "A", "play": "AH"}, {"player": "B", "play": "TH"}, {"player": "A", "show": HEARTS}]
    deal = _adjudicate(acts)
    assert not _citing(deal, "au-cent", "younger-plays-without-showing") and _items(deal, "point") == {"A": 5}


def test_au_cent_shown_sequence_bars_sequences_only_not_the_point() -> None:
    acts = [a for a in QUINT_SHOWN if "point" not in str(a.get("call", "")) and a.get("reply") != "good"]
    acts[-1] = {"player": "B", "reckon": {"point": 6, "value": 57}}  # the elder called his sequence first: he lost his point
    deal = _adjudicate(acts, hands=QUINT, stock=QUINT_STOCK)
    assert _items(deal, "point") == {"B": 6}


def test_law_64_an_equal_to_a_trio_the_younger_cannot_match_is_of_no_effect_not_a_false_reply() -> None:
    hands = {"A": "AS AH AD KS QS JS 9S 8S 7H 8D 7D 9C", "B": "KH QH JH TH 9H KD QD JD 7S 8H TD 8C"}  # B holds no set
    acts = [{"player": "A", "exchange": "7H"}, {"player": "B", "exchange": "8C"}, {"player": "A", "call": {"set": "A", "count": 3}}]
    ruling = _adjudicate(acts + [{"player": "B", "reply": "equal"}], au_cent=False, hands=hands, stock="9D 7C TS AC KC QC JC TC").rulings[-1]
    assert ruling.cited("law") == (64,) and "Of no effect" in ruling.decision


def test_au_cent_shown_sequence_bars_when_shown_with_the_point_before_the_sequence_is_called() -> None:
    acts = [a for a in QUINT_SHOWN if "show" not in a]
    at = acts.index({"player": "B", "reply": "good"}) + 1
    acts.insert(at, {"player": "A", "show": "AH KH QH JH TH 7H"})  # the point's six hearts, a quint major among them
    deal = _adjudicate(acts, hands=QUINT, stock=QUINT_STOCK)
    [refused] = [r for r in _citing(deal, "au-cent", "shown-sequence-bars") if "reckons" in r.act]
    assert "quint" in refused.decision and "Of no effect" in refused.decision
    assert _items(deal, "sequence") == {} and _items(deal, "point") == {"A": 6}


def test_au_cent_younger_plays_without_showing_the_elder_showing_on_the_younger_s_demand_is_not_ruled_under_the_clause() -> None:
    """Shown because the younger asked (Law 55), the elder's cards are not shown of his own motion to count them: the
    clause on a younger who played unshown does not reach the show.  (Asked for by the mutation sample of seed 1130.)"""
    acts = YOUNGER_BETTER + [
        {"player": "B", "show": "AD KD QD JD TD"},
        {"player": "B", "play": "7H"},
        {"player": "B", "ask": "show"},
        {"player": "A", "show": "AH KH QH JH 9H"},
    ]
    deal = _adjudicate(acts, hands=BETTER_YOUNGER, stock=BETTER_YOUNGER_STOCK)
    assert [r for r in deal.rulings if r.event == len(acts) - 1] == []
    assert _citing(deal, "au-cent", "younger-plays-without-showing") == []
    assert _items(deal, "point") == {"B": 5}
