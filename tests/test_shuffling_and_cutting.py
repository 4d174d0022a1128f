"""Laws 1-3, 7 and 8: shuffling and the cut to the dealer, the acts before the cards are dealt."""

from __future__ import annotations

import pytest

from piquet import Contradiction, adjudicate
from piquet.game.acts import Cut, Shuffle
from piquet.formats.acts_json import event_from_json
from piquet.referee.apply import step
from tests.irregular_scenarios import HANDS, STOCK, SCENARIOS, run, start


def _decisions(name: str) -> list[list[str]]:
    _, steps = run(name)
    return [[ruling.decision for ruling in done.rulings] for done in steps]


def _laws(name: str) -> list[list[int]]:
    _, steps = run(name)
    return [[int(c.id) for r in done.rulings for c in r.citations if c.kind == "law"] for done in steps]


def test_law_1_either_player_shuffles_and_the_dealer_last_without_a_ruling() -> None:
    assert _decisions("law 1 either player shuffles, the dealer last") == [[], [], [], [], [], []]


def test_law_1_a_shuffle_after_the_cards_are_taken_up_is_contradicted() -> None:
    state, _ = run("law 1 either player shuffles, the dealer last")
    with pytest.raises(Contradiction, match="before the deal"):
        step(state, Shuffle("B"))
    with pytest.raises(Contradiction, match="before the deal"):
        step(state, Cut("A", 12))


def test_law_2_a_shuffle_that_shows_the_faces_is_ruled_on_and_shuffled_again() -> None:
    decisions = _decisions("law 2 a shuffle that shows the faces")
    assert "the pack should be shuffled again" in decisions[0][0] and decisions[1] == []
    _, steps = run("law 2 a shuffle that shows the faces")
    ruling = steps[0].rulings[0]
    assert ruling.offender_label == "B" and ruling.options == () and [str(c) for c in ruling.citations] == ["Law 2"]


@pytest.mark.parametrize("lifted, ruled", [(0, True), (1, True), (2, False), (16, False), (30, False), (31, True), (32, True)])
def test_law_3_a_cut_lifts_two_or_more_and_leaves_two_or_more(lifted: int, ruled: bool) -> None:
    done = step(start(), Cut("A", lifted))
    assert bool(done.rulings) is ruled
    if ruled:
        assert done.rulings[0].decision.startswith("Of no effect: not a cut") and [str(c) for c in done.rulings[0].citations] == ["Law 3"]


def test_law_3_after_a_cut_too_small_the_next_cut_is_the_cut() -> None:
    assert _laws("law 3 a cut of one card") == [[3], [], []]


def test_law_7_a_card_exposed_in_the_cut_is_cut_again() -> None:
    decisions = _decisions("law 7 a card exposed in the cut")
    assert decisions[0] == ["Of no effect: a card was exposed in the cut, and the pack is cut again"] and decisions[1] == []


def test_law_8_a_cut_once_made_stands() -> None:
    decisions = _decisions("law 8 a second cut")
    assert decisions[1] == ["Of no effect: the first cut (12 lifted) was made and stands; it may not be tried again"]
    _, steps = run("law 8 a second cut")
    assert steps[1].rulings[0].offender_label == "A"


def test_law_8_a_second_cut_after_a_good_one_is_of_no_effect_even_if_it_is_too_small() -> None:
    state = step(start(), Cut("A", 12)).state
    done = step(state, Cut("A", 1))
    assert [str(c) for c in done.rulings[0].citations] == ["Law 8"]


def test_law_3_a_shuffle_and_a_cut_in_a_record_adjudicate_with_their_rulings_and_the_scores_that_follow() -> None:
    record = {
        "players": ["A", "B"],
        "deals": [{"dealer": "B", "hands": HANDS, "stock": STOCK, "events": [{"player": "A", "cut": 1}, {"player": "A", "cut": 12}]}],
    }
    result = adjudicate(record)
    assert [str(c) for c in result.deals[0].rulings[0].citations] == ["Law 3"]
    assert result.deals[0].complete is False


def test_law_7_the_cut_reads_and_writes_its_exposed_card() -> None:
    event = event_from_json({"player": "A", "cut": 10, "exposed": "as"})
    assert event == Cut("A", 10, event.exposed) and event.to_json() == {"player": "A", "cut": 10, "exposed": "AS"}
    assert all(name in SCENARIOS for name in ("law 7 a card exposed in the cut", "law 8 a second cut"))


def test_law_8_the_dispute_record_of_shuffling_and_cutting_rules_on_each_act_and_the_deal_is_scored() -> None:
    import json
    from pathlib import Path

    record = json.loads((Path(__file__).resolve().parents[1] / "examples" / "disputes" / "law-2-3-7-8-shuffle-and-cut.json").read_text())
    deal = adjudicate(record).deals[0]
    assert [[int(c.id) for c in r.citations] for r in deal.rulings] == [[2], [3], [7], [8]]
    assert [r.event for r in deal.rulings] == [1, 3, 4, 6]
    assert deal.complete and deal.scores == {"A": 32, "B": 6}


def test_law_17_the_cards_are_gathered_by_the_player_who_is_not_dealing() -> None:
    assert _decisions("law 1 either player shuffles, the dealer last")[0] == []
    decisions = _decisions("law 17 the dealer gathers the cards")
    assert decisions[0] == ["The cards are gathered by the player who is not dealing, A; the law sets no penalty, and the deal goes on"]
    assert decisions[1] == []
    _, steps = run("law 17 the dealer gathers the cards")
    assert steps[0].rulings[0].offender_label == "B" and [str(c) for c in steps[0].rulings[0].citations] == ["Law 17"]
