"""Law 55: what was called and allowed is shown on demand (the younger after the lead); shown unasked, a miscall costs no penalty."""

from __future__ import annotations

import pytest

from piquet import Contradiction, event_from_json
from piquet.game.acts import Ask, ShowCards
from piquet.referee.apply import step
from piquet.table.cardsets import Hand
from piquet.table.categories import Category
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, EXAMPLE_CALLS, run, start


def _laws(ruling: object) -> list[str]:
    return [str(c) for c in ruling.citations]  # type: ignore[attr-defined]


def test_law_55_the_elder_shows_on_demand_the_cards_he_called_and_nothing_is_ruled() -> None:
    state = start()
    for act in [A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS, {"player": "A", "play": "AH"}]:
        state = step(state, event_from_json(act)).state
    asked = step(state, event_from_json({"player": "B", "ask": "show"}))
    shown = step(asked.state, event_from_json({"player": "A", "show": "AH KH QH JH 8H"}))
    assert asked.rulings == () and shown.rulings == ()
    assert [s.kind for s in shown.state.said][-2:] == ["ask", "shown"]
    assert shown.state.hand_scores == state.hand_scores


def test_law_55_a_demand_when_nothing_was_allowed_finds_nothing_to_show() -> None:
    done = step(start(), event_from_json({"player": "B", "ask": "show"}))
    (ruling,) = done.rulings
    assert _laws(ruling) == ["Law 55"] and ruling.offender is None
    assert ruling.decision == "A has had nothing allowed good or equal, so there is nothing he must show"


def test_law_55_only_a_demand_to_show_finds_nothing_to_show_other_questions_are_not_ruled_so() -> None:
    """A question of another kind ("how many hearts?") asked when nothing was allowed is no demand to show: nothing of
    Law 55 answers it.  (Asked for by the mutation sample of seed 1130.)"""
    state = start()
    for act in [A_EXCHANGES, B_EXCHANGES, {"player": "A", "play": "AH"}]:
        state = step(state, event_from_json(act)).state
    assert step(state, event_from_json({"player": "B", "ask": {"how many": "hearts"}})).rulings == ()
    (demand,) = step(state, event_from_json({"player": "B", "ask": "show"})).rulings
    assert (demand.rule or "").endswith("nothing_to_show")


def test_law_55_the_younger_is_asked_to_show_only_after_the_elder_has_led() -> None:
    state, steps = run("law 55 a miscall shown on demand")
    (ruling,) = steps[5].rulings
    assert _laws(ruling) == ["Law 55"]
    assert ruling.decision == "Of no effect: B, the younger hand, need show what he called only after the elder hand has led a card"


def test_law_55_law_54_cards_shown_on_demand_that_do_not_make_the_call_reveal_the_miscall() -> None:
    state, steps = run("law 55 a miscall shown on demand")
    assert steps[0].rulings[0].decision.startswith("A has had nothing allowed good or equal")
    assert steps[6].rulings == (), "B may ask the elder at any time"
    (revealed,) = steps[7].rulings
    assert _laws(revealed) == ["Law 55", "Law 54"] and revealed.offender_label == "A" and revealed.injured_label == "B"
    assert revealed.decision.startswith("The cards shown do not make point of 5 in clubs making 44, which was allowed: unless A corrects it")
    (penalty,) = steps[9].rulings
    assert _laws(penalty) == ["Law 54", "Case II"] and penalty.offender_label == "A"
    assert state.reckons_nothing(0, Category.POINT)


def test_law_55_shown_of_his_own_accord_before_playing_a_miscall_costs_nothing_and_he_reckons_what_he_shows() -> None:
    state, steps = run("law 55 a miscall shown of his own accord")
    (ruling,) = steps[4].rulings
    assert _laws(ruling) == ["Law 55"] and ruling.offender is None and ruling.penalty is None
    assert ruling.decision == "No penalty for miscalling what he shows; A reckons point of 4 in clubs making 37"
    assert steps[6].rulings == (), "no Law 54 at the first trick"
    assert [(s.player, s.category, s.points, s.founded) for s in state.hand_scores] == [(0, Category.POINT, 4, True)]
    assert not state.penalties


def test_law_55_shown_unasked_after_playing_a_card_is_no_longer_free() -> None:
    base = start("law 55 a miscall shown of his own accord")
    for act in [
        {"player": "A", "exchange": "7C"},
        {"player": "B", "exchange": "9H"},
        {"player": "A", "call": {"point": 5}},
        {"player": "B", "reply": "good"},
        {"player": "A", "play": "AD"},
    ]:
        base = step(base, event_from_json(act)).state
    done = step(base, ShowCards("A", Hand.parse("8C 9C TC JC")))
    (ruling,) = done.rulings
    assert _laws(ruling) == ["Law 55", "Law 54"]
    assert any(not s.founded for s in done.state.hand_scores)


def test_law_55_a_player_cannot_show_cards_he_does_not_hold() -> None:
    with pytest.raises(Contradiction, match="A shows TS, which he does not hold"):
        step(start(), ShowCards("A", Hand.parse("TS")))


def test_law_55_the_show_act_reads_cards_or_carte_blanche() -> None:
    assert event_from_json({"player": "A", "show": "8c 9c"}) == ShowCards("A", Hand.parse("8C 9C"))
    assert event_from_json({"player": "A", "show": "8C 9C"}).to_json() == {"player": "A", "show": "9C 8C"}
    assert event_from_json({"player": "B", "ask": "show"}) == Ask("B", "show")
    assert type(event_from_json({"player": "A", "show": "carte blanche"})).__name__ == "ShowCarteBlanche"


def test_law_55_cards_shown_round_trip_through_the_notation() -> None:
    from piquet.formats.notation import format_record_text, parse_record_text
    from tests.irregular_scenarios import DEALT, SCENARIOS

    hands, stock = DEALT["law 55 a miscall shown on demand"]
    record = {"players": ["A", "B"], "deals": [{"dealer": "B", "hands": hands, "stock": stock, "events": SCENARIOS["law 55 a miscall shown on demand"]}]}
    text = format_record_text(record)
    assert "A: show JC TC 9C 8C" in text and "B: ask show" in text
    assert parse_record_text(text)["deals"][0]["events"][7] == {"player": "A", "show": "JC TC 9C 8C"}
