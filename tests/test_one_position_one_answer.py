"""One position, one answer (issue 23, point 6): a position reached after cards are taken up and played over again is
ruled as the same position reached directly, by the acts kept alone.

Cards taken up stay in the log, so that the indices the retakes, revokes and
rulings name stay fixed; the rules that look back at the plays must see only
the plays that stand.  Each test offers the same act to the deal as the
referee left it after a retake (its log replayed by ``rebuild``) and to the
deal that the kept acts, offered one by one, reach
(:func:`piquet.testing.machine.kept_acts_replayed`), and asserts one ruling.
The cards are the Description's Example (B deals, A is elder).
"""

from __future__ import annotations

from typing import Any

from lawkit.ruling import Finding
from piquet import Deal, event_from_json
from piquet.game.acts import Elect, Event, Retake
from piquet.game.state import DealState
from piquet.referee.apply import Step, step
from piquet.table.cards import Card
from piquet.table.cardsets import Hand
from piquet.testing.machine import kept_acts_replayed, same_answer
from tests.irregular_scenarios import (
    A_EXCHANGES,
    B_EXCHANGES,
    EXAMPLE_CALLS,
    HANDS,
    STOCK,
)

OPENING: list[dict[str, Any]] = [A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS]
STRING_ANSWERED_WITH_A_CARD_TOO_MANY: list[dict[str, Any]] = [{"player": "A", "play": "AH QH"}, {"player": "B", "play": "TH 7D KC"}]


def _state(*acts: dict[str, Any]) -> DealState:
    deal = Deal.dealt("B", "A", HANDS, STOCK)
    for act in [*OPENING, *acts]:
        deal = deal.apply(event_from_json(act))
    return deal.state


def _both_ways(state: DealState, act: Event) -> tuple[Step, Step]:
    """The act offered after the retake, and to the same position reached by the kept acts alone."""
    assert state.retaken, "the position is reached after a retake"
    direct = kept_acts_replayed(state)
    same_answer(state, direct)
    return step(state, act), step(direct, act)


def _ruled(done: Step) -> list[tuple[str, tuple[str, ...]]]:
    return [(r.decision, tuple(str(c) for c in r.citations)) for r in done.rulings]


def test_law_59_a_card_of_a_string_taken_up_under_case_x_and_led_again_alone_cannot_be_taken_back() -> None:
    """The failing position: A's string AS JS is taken up when B takes back his extra card (Law 59 II, Case X).

    Played over again, A leads AS alone and waits.  That is a single lead
    in turn, not a card of a string, so Case XI does not let him change it
    before B plays: Law 59 holds it led.  Before the fix the rebuilt deal
    remembered the string that was taken up and let AS go back to A's hand.
    """
    state = _state(*STRING_ANSWERED_WITH_A_CARD_TOO_MANY, {"player": "A", "play": "AS JS"}, {"player": "B", "retake": "KC"}, {"player": "A", "play": "AS"})
    assert state.pending == (Card.parse("AS").index,)
    after_retake, directly = _both_ways(state, Retake("A", Hand.parse("AS")))
    assert _ruled(after_retake) == _ruled(directly) == [("Of no effect: a card once led or played cannot be taken up; the play stands", ("Law 59",))]
    same_answer(after_retake.state, directly.state)
    assert after_retake.state.pending == (Card.parse("AS").index,), "the card stays led"


def test_law_59_case_xviii_a_card_of_a_string_led_again_alone_after_every_card_is_taken_up_cannot_be_taken_back() -> None:
    """The same position after a card of another pack is found played (Case XVIII): every play is taken up, and the lead
    made alone afterwards stands (Law 59), as the machine found it."""
    state = _state(
        {"player": "A", "play": "AH QH"},
        {"player": "B", "play": "TH 7D"},
        {"player": "A", "play": "AS JS"},
        {"player": "A", "surplus": {"holder": "B", "card": "9H", "in": "played"}},
        {"player": "A", "play": "AS"},
    )
    after_retake, directly = _both_ways(state, Retake("A", Hand.parse("AS")))
    assert _ruled(after_retake) == _ruled(directly) == [("Of no effect: a card once led or played cannot be taken up; the play stands", ("Law 59",))]
    same_answer(after_retake.state, directly.state)


def test_case_xi_a_string_led_again_after_the_hand_is_played_over_may_still_be_changed_before_it_is_played_to() -> None:
    """The control: a string that stands is a string, however the position was reached; Case XI lets A change JS until B plays to it."""
    state = _state(*STRING_ANSWERED_WITH_A_CARD_TOO_MANY, {"player": "A", "play": "AS JS"}, {"player": "B", "retake": "KC"}, {"player": "A", "play": "AS JS"})
    after_retake, directly = _both_ways(state, Retake("A", Hand.parse("JS")))
    assert _ruled(after_retake) == _ruled(directly)
    assert [laws for _, laws in _ruled(directly)] == [("Law 59", "Case XI")]
    same_answer(after_retake.state, directly.state)
    assert Card.parse("JS") in after_retake.state.hand(0)


def test_law_59_case_x_a_card_already_taken_back_and_played_again_to_a_trick_is_not_taken_back_a_second_time() -> None:
    """B played two cards beyond A's two leads, took KC back (Case X), and has since played KC to a trick.

    Only QC still lies beyond the leads; KC in a trick stands (Law 59), and
    the hand is not played over again.  Before the fix the rebuilt deal read
    B's play as first logged, KC and all, and took the trick up.
    """
    state = _state(
        {"player": "A", "play": "AH QH"},
        {"player": "B", "play": "TH 7D KC QC"},
        {"player": "B", "retake": "KC"},
        {"player": "A", "play": "JH"},
        {"player": "B", "play": "KC"},
    )
    after_retake, directly = _both_ways(state, Retake("B", Hand.parse("KC")))
    assert _ruled(after_retake) == _ruled(directly) == [("Of no effect: a card once led or played cannot be taken up; the play stands", ("Law 59",))]
    same_answer(after_retake.state, directly.state)
    assert len(after_retake.state.tricks) == 3



def test_law_59_v_the_option_for_misinformation_stays_open_after_a_revoke_claimed_later_in_a_deal_already_played_over() -> None:
    """Found by the long run: an option open before a retake's cut stays open, whatever earlier retakes the deal has seen.

    B took back his extra card (Case X) early in the play; A later
    misinformed B about his hearts (Law 59 V, Case XV), then B revoked and A
    claimed it (Law 59 IV).  The revoke claim takes up only the cards from
    the revoke on, so B's option, given before them, is still his to take.
    Before the fix the rebuilt deal measured from the first retake of the
    deal and dropped it; reached directly it stayed open.
    """
    state = _state(
        *STRING_ANSWERED_WITH_A_CARD_TOO_MANY,
        {"player": "B", "retake": "KC"},
        {"player": "B", "ask": {"how many": "hearts"}},
        {"player": "A", "answer": "2"},
        {"player": "A", "play": "JC"},
        {"player": "B", "play": "QS"},
        {"player": "A", "claim": "revoke"},
    )
    assert [e.key for e in state.elections] == ["law-59-v"]
    after_retake, directly = _both_ways(state, Elect("B", "retake", None))
    assert _ruled(after_retake) == _ruled(directly) == [("Every card played after the answer is taken up and played again", ("Law 59",))]
    same_answer(after_retake.state, directly.state)


def test_case_xiii_the_renounce_found_is_the_play_that_stands_not_one_taken_up_by_a_revoke() -> None:
    # B took in one card too few, leaving 8S.  He revoked (7C to AD) and then played 7H to AS; the revoke claimed took up
    # 7C, AS and 7H, and the same cards were played again.  When he then takes up 8S (Case XIII) the renounce is his 7H
    # that stands (act 11), and only the cards from it are taken up: his 7D to AD, played again after the claim, stands.
    from piquet import adjudicate, state_after

    record: dict[str, Any] = {
        "format": "piquet-record/1", "players": ["A", "B"],
        "deals": [{
            "dealer": "B",
            "hands": {"A": "AD KD AS KS QS JS TS 9S AH KH AC KC", "B": "7D 8D 9D TD 7C 8C 9C TC 7H 8H 9H TH"},
            "stock": "QD JD QH JH QC JC 8S 7S",
            "events": [
                {"player": "A", "exchange": "AH KH AC KC 9S"}, {"player": "B", "discard": "TC 9C"}, {"player": "B", "take": 1},
                {"player": "A", "play": "AD"}, {"player": "B", "play": "7C"}, {"player": "A", "play": "AS"}, {"player": "B", "play": "7H"},
                {"player": "A", "claim": "revoke"},
                {"player": "B", "play": "7D"}, {"player": "A", "play": "AS"}, {"player": "B", "play": "7H"},
                {"player": "B", "mix": "8S", "with": "hand"},
            ],
        }],
    }
    ruling = adjudicate(record).deals[0].rulings[-1]
    assert ruling.cited("case") == ("XIII",) and ruling.findings[0] == Finding("B played 7H to a lead of the suit of 8S", (10,))
    state = state_after(record, 1)
    assert [(t.led, t.followed) for t in state.tricks] == [(Card.parse("AD").index, Card.parse("7D").index)]
    assert state.pending == (Card.parse("AS").index,)
