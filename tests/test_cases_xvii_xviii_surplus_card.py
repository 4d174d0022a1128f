"""Cases XVII and XVIII: a card of the other pack found among a player's cards, and a fresh deal claimed under Law 75."""

from __future__ import annotations

from typing import Any

import pytest

from piquet import Deal, EventError, SurplusCard, event_from_json
from piquet.errors import Contradiction
from piquet.game.state import Phase
from piquet.table.cards import Card
from tests.dealing import play_out
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, EXAMPLE_CALLS, FIRST_TRICK, HANDS, SCENARIOS, STOCK


def _deal(*acts: dict[str, Any]) -> Deal:
    deal = Deal.dealt("B", "A", HANDS, STOCK)
    for act in acts:
        deal = deal.apply(event_from_json(act))
    return deal


def _cited(ruling: Any) -> list[str]:
    return [str(c) for c in ruling.citations]


def _found(place: str, card: str = "9H", holder: str = "A") -> dict[str, Any]:
    return {"player": "B", "surplus": {"holder": holder, "card": card, "in": place}}


def test_case_xvii_the_surplus_act_reads_and_writes_back() -> None:
    act = {"player": "B", "surplus": {"holder": "A", "card": "9h", "in": "discard"}}
    event = event_from_json(act)
    assert event == SurplusCard("B", "A", Card.parse("9H"), "discard")
    assert event.to_json() == {"player": "B", "surplus": {"holder": "A", "card": "9H", "in": "discard"}}
    with pytest.raises(EventError):
        event_from_json({"player": "B", "surplus": {"holder": "A", "card": "9H", "in": "stock"}})
    with pytest.raises(EventError):
        event_from_json({"player": "B", "surplus": {"holder": "A", "card": "9H 8H", "in": "hand"}})


def test_case_xvii_thirteen_real_cards_after_a_stray_card_discarded_reckon_nothing_and_the_fresh_deal_is_refused() -> None:
    deal = _deal(*SCENARIOS["case xvii a card of the other pack in the discard and a fresh deal claimed"])
    took, found, claimed = deal.state.shown_rulings
    assert _cited(took) == ["Law 31", "Law 58"] and took.offender_label == "A"
    assert _cited(found) == ["Law 58", "Law 75", "Case XVII"] and found.offender_label == "A"
    assert found.decision == (
        "9H of the other pack is put back with the undealt pack; nothing proves the pack was redundant when dealt, since the card may "
        "have come among A's cards after the deal, so the deal is not void and goes on; in real cards A took in more than he "
        "discarded and plays with 13: he reckons nothing this deal, his cards still barring his adversary"
    )
    assert _cited(claimed) == ["Law 75", "Case XVII"] and claimed.decision.startswith("Of no effect: nothing proves the pack was redundant")
    assert claimed.decision.endswith("the deal stands, and A still reckons nothing this deal")
    assert deal.state.phase is Phase.EXCHANGE and [p.laws for p in deal.state.penalties] == [(31, 58)]


def test_case_xvii_a_stray_card_put_out_when_twelve_real_cards_remain_costs_nothing() -> None:
    deal = _deal({"player": "A", "discard": "KS 8C 7C 9D"}, {"player": "A", "take": 4}, _found("discard"))
    (found,) = deal.state.shown_rulings
    assert _cited(found) == ["Law 75", "Case XVII"] and found.offender is None
    assert found.decision.endswith("the deal is not void and goes on; A plays with his 12 cards")
    assert deal.state.penalties == ()


def test_case_xvii_a_card_found_in_a_discard_that_does_not_exist_is_contradicted() -> None:
    with pytest.raises(Contradiction, match="A has no discard"):
        _deal(_found("discard"))


def test_law_75_a_fresh_deal_claimed_when_the_pack_is_correct_is_refused() -> None:
    (ruling,) = _deal({"player": "A", "claim": "incorrect pack"}).state.shown_rulings
    assert _cited(ruling) == ["Law 75"] and ruling.decision == "Of no effect: the pack as dealt holds its 32 cards once each; the claim fails and the deal stands"


def test_case_xviii_a_stray_card_kept_in_hand_and_not_played_goes_back_without_penalty() -> None:
    deal = _deal(A_EXCHANGES, _found("hand"), {"player": "A", "claim": "incorrect pack"})
    found, claimed = deal.state.shown_rulings
    assert _cited(found) == ["Law 75", "Case XVIII"] and found.offender is None
    assert found.decision == "9H of the other pack is put back with the undealt pack; the deal is not void, and A incurs no penalty"
    assert _cited(claimed) == ["Law 75", "Case XVII", "Case XVIII"] and claimed.decision.endswith("the deal stands")
    assert deal.state.penalties == ()


_TRIO = [
    {"player": "A", "exchange": "KS 8C 7C 9D 8D"},
    B_EXCHANGES,
    {"player": "A", "call": {"point": 5, "value": 49}},
    {"player": "B", "reply": "good"},
    {"player": "A", "call": {"set": "K", "count": 3}},
    {"player": "B", "reply": "good"},
]


def test_case_xviii_law_54_a_call_allowed_good_resting_on_the_stray_card_then_a_lead_reckons_nothing() -> None:
    deal = _deal(*_TRIO, {"player": "A", "play": "AH"}, _found("hand", "KS"))
    (found,) = deal.state.shown_rulings
    assert _cited(found) == ["Law 54", "Law 75", "Case XVIII"] and found.offender_label == "A" and found.injured_label == "B"
    assert "A's three kings, allowed good, rested on it and he has led since: he reckons nothing this deal" in found.decision
    assert [(o.said, o.elector_label) for o in found.options] == [
        ("enforce: A reckons nothing this deal", "B"),
        ("waive: the penalty of reckoning nothing is not enforced", "B"),
    ]
    after = deal.apply(event_from_json({"player": "B", "play": "TH"}))
    assert after.state.shown_rulings == deal.state.shown_rulings, "settled once: the first trick does not rule on the call again"
    assert [p.laws for p in after.state.penalties] == [(54,)]


def test_case_xviii_a_call_resting_on_the_stray_card_found_before_the_lead_costs_nothing_yet() -> None:
    deal = _deal(*_TRIO, _found("hand", "KS"))
    (found,) = deal.state.shown_rulings
    assert _cited(found) == ["Law 52", "Law 54", "Law 75", "Case XVIII"] and found.offender is None
    assert found.decision.endswith("he has not led since: no penalty, and he may still correct the call (Law 52)")
    assert deal.state.penalties == ()


def test_case_xviii_law_54_a_call_he_could_not_have_held_in_hand_and_discard_costs_nothing() -> None:
    # A stray queen of spades does not make a quart to the king in spades: A never held the ten.
    deal = _deal(*_TRIO[:4], {"player": "A", "call": {"sequence": 4, "to": "K", "suit": "S"}}, _found("hand", "QS"))
    # A holds a quart (major, in hearts) and could not have held the one he named: a misnomer, no penalty (Law 53).
    assert _cited(deal.state.shown_rulings[0]) == ["Law 53"]
    found = deal.state.shown_rulings[-1]
    assert _cited(found) == ["Law 75", "Case XVIII"], "the quart needs TS too: the stray QS does not make it"
    # A holds three knaves and B the fourth: the stray knave of diamonds makes a quatorze A could not have held.
    deal = _deal(*_TRIO[:4], {"player": "A", "call": {"set": "J", "count": 4}}, _found("hand", "JD"))
    found = deal.state.shown_rulings[-1]
    assert _cited(found) == ["Law 54", "Law 75", "Case XVIII"] and found.offender is None
    assert found.decision.endswith("his call of four knaves, which he could not possibly have held in hand and discard together, costs him nothing")


def test_case_xviii_a_stray_card_found_played_has_the_hands_played_over() -> None:
    deal = _deal(A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS, *FIRST_TRICK, {"player": "A", "play": "QH"}, {"player": "B", "play": "7D"},
                 _found("played"))
    found = deal.state.shown_rulings[-1]
    assert _cited(found) == ["Law 59", "Law 75", "Case XVIII"] and found.offender_label == "A"
    assert found.decision.endswith("4 play(s) made are of no effect: they are taken up and the hands are played over again from the first lead, without the surplus card")
    state = deal.state
    assert state.tricks == () and state.played == (0, 0) and state.hands[0].bit_count() == 12
    again = play_out(deal)
    assert len(again.state.tricks) == 12


def test_case_xviii_a_stray_card_found_played_when_no_card_of_the_deal_was_played_leaves_the_play_to_begin() -> None:
    deal = _deal(A_EXCHANGES, _found("played"))
    (found,) = deal.state.shown_rulings
    assert _cited(found) == ["Law 75", "Case XVIII"]
    assert found.decision.endswith("no card of the deal has been played, so the play begins afresh")
    assert deal.state.retaken == ()
