"""Law 59 II and Case X: too many cards played to a string of leads, and the extra card taken back."""

from __future__ import annotations

from typing import Any

from piquet import Deal, adjudicate, event_from_json
from piquet.game.acts import Play, Retake
from piquet.table.cards import Card
from piquet.table.cardsets import Hand
from piquet.rules.scoring import uncontested
from tests.dealing import play_out
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, EXAMPLE_CALLS, HANDS, STOCK

OPENING = [A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS]


def _deal(*acts: dict[str, object]) -> Deal:
    deal = Deal.dealt("B", "A", HANDS, STOCK)
    for act in [*OPENING, *acts]:
        deal = deal.apply(event_from_json(act))
    return deal


def _laws(ruling: object) -> list[str]:
    return [str(c) for c in ruling.citations]  # type: ignore[attr-defined]


def test_law_59_ii_leads_answered_card_for_card_make_their_tricks_without_a_ruling() -> None:
    deal = _deal({"player": "A", "play": "AH QH"}, {"player": "B", "play": "TH 7D"})
    assert deal.state.shown_rulings == () and deal.state.surplus == ()
    assert len(deal.state.tricks) == 2 and deal.state.pending == ()


def test_law_59_ii_case_x_a_card_played_beyond_the_leads_is_out_of_play_and_the_last_card_counts_to_the_adversary() -> None:
    deal = _deal({"player": "A", "play": "AH QH"}, {"player": "B", "play": "TH 7D KC"})
    (ruling,) = deal.state.shown_rulings
    assert _laws(ruling) == ["Law 59", "Case X"] and ruling.offender_label == "B"
    assert ruling.decision.startswith("KC is played in error; B may take back the extra card when the error is found")
    assert len(deal.state.tricks) == 2 and deal.state.pending == ()
    assert Card.parse("KC") not in deal.state.hand(1), "the extra card lies on the table, in no trick"
    finished = play_out(deal)
    state = finished.state
    assert len(state.tricks) == 11, "B, a card short, answers eleven leads"
    assert state.hands[1] == 0 and state.hands[0].bit_count() == 1, "A keeps the one card B cannot answer"
    assert uncontested(state) == (0, 1), "it counts to A as the twelfth trick (Law 57)"
    assert finished.finished and state.shown_rulings == deal.state.shown_rulings


def test_law_59_ii_case_x_the_extra_card_taken_back_at_the_end_has_the_hand_played_over_again() -> None:
    deal = play_out(_deal({"player": "A", "play": "AH QH"}, {"player": "B", "play": "TH 7D KC"}))
    plays_after = len(deal.state.log) - len(OPENING) - 2
    step = deal.step(Retake("B", Hand.parse("KC")))
    (ruling,) = step[1].rulings
    assert _laws(ruling) == ["Law 59", "Case X"] and ruling.offender is None  # Case X: put right without penalty, no one named
    assert ruling.decision == f"The extra card is taken back; {plays_after} later play(s) are taken up, and the hand is played over again from there"
    state = step[0].state
    assert len(state.tricks) == 2 and state.surplus == () and Card.parse("KC") in state.hand(1)
    again = play_out(step[0])
    assert len(again.state.tricks) == 12 and not again.state.revokes


def test_case_x_the_player_may_take_back_any_one_of_the_cards_he_played_to_the_leads() -> None:
    deal = _deal({"player": "A", "play": "AH QH"}, {"player": "B", "play": "TH 7D KC"}, {"player": "A", "play": "JH"})
    deal, done = deal.step(Retake("B", Hand.parse("7D")))
    assert _laws(done.rulings[0]) == ["Law 59", "Case X"]
    state = deal.state
    assert [(Card.from_index(t.led).code, Card.from_index(t.followed).code) for t in state.tricks] == [("AH", "TH"), ("QH", "KC")]
    assert Card.parse("7D") in state.hand(1) and Card.parse("JH") in state.hand(0)


def test_law_59_ii_no_more_cards_may_be_taken_back_than_were_played_beyond_the_leads() -> None:
    deal = _deal({"player": "A", "play": "AH QH"}, {"player": "B", "play": "TH 7D KC"})
    deal, done = deal.step(Retake("B", Hand.parse("7D KC")))
    assert done.rulings[0].decision == "Of no effect: a card once led or played cannot be taken up; the play stands"
    assert deal.state.surplus != ()


def test_law_59_ii_case_x_in_a_record_the_retake_replays_the_rest_of_the_hand() -> None:
    record = {
        "players": ["A", "B"],
        "deals": [
            {
                "dealer": "B",
                "hands": HANDS,
                "stock": STOCK,
                "events": [
                    *OPENING,
                    {"player": "A", "play": "AH QH"},
                    {"player": "B", "play": "TH 7D KC"},
                    {"player": "A", "play": "JH"},
                    {"player": "B", "play": "TD"},
                    {"player": "B", "retake": "KC"},
                ],
            }
        ],
    }
    done = adjudicate(record)
    deal = done.deals[0]
    assert [_laws(r) for r in deal.rulings] == [["Law 59", "Case X"], ["Law 59", "Case X"]]
    assert not deal.complete and len(deal.state.tricks) == 2
    assert isinstance(deal.state.log[-1], Retake)
    assert Play("B", (Card.parse("TH"), Card.parse("7D"), Card.parse("KC"))) in deal.state.log


def test_case_x_law_59_the_card_taken_back_must_leave_every_lead_answered_in_suit() -> None:
    """B answers the ace of spades with the ten of spades and the queen of diamonds: he may take back the queen, not the ten.

    Taking back the ten would leave the queen of diamonds answering a spade
    while B holds spades: a revoke the laws do not let him choose (found by
    the state machine, where a refused revoke claim then came good on replay).
    """
    import json
    from pathlib import Path

    from piquet import adjudicate

    record = json.loads((Path(__file__).resolve().parents[1] / "examples" / "description-example.json").read_text())
    base = record["deals"][0]["events"][:14]
    string = [{"player": "A", "play": "AS"}, {"player": "B", "play": "TS QD"}, {"player": "A", "claim": "revoke"}]

    def judged(card: str) -> Any:
        deal = dict(record["deals"][0], events=base + string + [{"player": "B", "retake": card}])
        return adjudicate(dict(record, deals=[deal])).deals[0]

    refused = judged("TS")
    assert refused.rulings[-1].decision == "Of no effect: a card once led or played cannot be taken up; the play stands"
    assert refused.state.revokes == ()
    allowed = judged("QD")
    assert allowed.rulings[-1].decision.startswith("The extra card is taken back")
    assert [str(c) for c in allowed.rulings[-1].citations] == ["Law 59", "Case X"]
