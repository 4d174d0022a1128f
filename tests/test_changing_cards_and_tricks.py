"""Laws 60, 75, 76 and 77: examining the tricks, fresh packs called for, and torn or marked cards."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from piquet import Card, Contradiction, adjudicate, event_from_json
from piquet.game.acts import DamagedCard, FreshCards, LookAtTricks
from piquet.referee.apply import step
from tests.irregular_scenarios import run, start

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE: dict[str, Any] = json.loads((ROOT / "examples" / "description-example.json").read_text())


def _laws(ruling: Any) -> list[int]:
    return [int(c.id) for c in ruling.citations if c.kind == "law"]


def _example_with(*acts: tuple[int, dict[str, Any]]) -> Any:
    """The Example's record with acts put in at the given places; adjudicated."""
    record = json.loads(json.dumps(EXAMPLE))
    events = record["deals"][0]["events"]
    for at, act in sorted(acts, key=lambda pair: -pair[0]):
        events.insert(at, act)
    return adjudicate(record)


def test_law_60_a_player_examines_the_tricks_at_any_time_without_a_ruling() -> None:
    count = len(EXAMPLE["deals"][0]["events"])
    done = _example_with((14, {"player": "B", "look": "tricks"}), (20, {"player": "A", "look": "tricks"}), (count, {"player": "B", "look": "tricks"}))
    assert done.deals[0].rulings == ()
    assert done.deals[0].scores == {"A": 28, "B": 23}
    assert event_from_json({"player": "A", "look": "tricks"}) == LookAtTricks("A")


def test_law_60_law_44_a_penalty_claimed_for_examining_the_tricks_is_refused() -> None:
    state, steps = run("law 60 the tricks examined and a penalty claimed for it")
    assert steps[-2].rulings == ()
    (ruling,) = steps[-1].rulings
    assert _laws(ruling) == [60, 44] and ruling.offender is None and ruling.penalty is None
    assert ruling.decision == "Either player may examine his own and his adversary's tricks at any time; B has incurred no penalty"
    assert state.penalties == ()


def test_law_76_fresh_cards_called_for_before_the_cut_are_at_the_callers_expense() -> None:
    state, steps = run("law 76 fresh cards called for before the cut")
    (ruling,) = steps[0].rulings
    assert _laws(ruling) == [76] and ruling.offender is None
    assert ruling.decision.startswith("Two new packs are brought at A's expense, and B, the dealer, chooses between them")
    assert steps[1].rulings == () and steps[2].rulings == () and not state.is_void
    assert event_from_json({"player": "A", "fresh": "packs"}) == FreshCards("A")


def test_law_76_fresh_cards_called_for_after_the_cut_come_too_late() -> None:
    state, steps = run("law 76 fresh cards called for after the cut")
    (ruling,) = steps[1].rulings
    assert _laws(ruling) == [76] and ruling.offender is None  # no one is named where nothing was done against a law (docs/decisions.rst, 'Who is named in error')
    assert ruling.decision.startswith("Too late: fresh cards are called for before the cut; the deal goes on with these cards")
    assert not state.is_void and steps[2].rulings == ()


def test_law_77_a_marked_card_found_before_the_cut_is_replaced_and_the_deal_goes_on() -> None:
    state, steps = run("law 77 a marked card found before the cut")
    (ruling,) = steps[0].rulings
    assert _laws(ruling) == [77] and ruling.offender is None
    assert ruling.decision.startswith("The card is replaced, or new packs called for, at the expense of both players")
    assert not state.is_void
    assert event_from_json({"player": "B", "damaged": "q♠"}) == DamagedCard("B", Card.parse("QS"))


def test_law_75_law_77_a_marked_card_found_during_the_deal_is_replaced_and_the_deal_goes_on() -> None:
    """Law 77 governs a torn or marked card and voids nothing; a pack is imperfect for Law 75 when wrong in what it holds."""
    state, steps = run("law 75 law 77 a marked card found in the exchange")
    (ruling,) = steps[1].rulings
    assert _laws(ruling) == [75, 77] and ruling.offender is None and ruling.penalty is None
    assert ruling.decision.startswith("The card is replaced, or new packs called for, at the expense of both players")
    assert not state.is_void


def test_law_75_law_77_a_marked_card_found_after_the_last_trick_leaves_the_deal_standing() -> None:
    count = len(EXAMPLE["deals"][0]["events"])
    done = _example_with((count, {"player": "A", "damaged": "QS"}))
    (ruling,) = done.deals[0].rulings
    assert _laws(ruling) == [75, 77]
    assert ruling.decision.startswith("The deal stands, being over")
    assert not done.deals[0].void and done.deals[0].scores == {"A": 28, "B": 23}


def test_law_77_the_dispute_record_replaces_each_marked_card_and_voids_no_deal() -> None:
    record = json.loads((ROOT / "examples" / "disputes" / "law-75-76-77-changing-cards.json").read_text())
    done = adjudicate(record)
    first, second, third = done.deals
    assert [_laws(r) for r in first.rulings] == [[76], [75, 77]] and not first.void and first.complete
    assert [_laws(r) for r in second.rulings] == [[75, 77]] and not second.void and second.complete
    assert (third.number, third.dealer, third.rulings) == (3, "B", ())
    assert done.partie.totals == {p: first.scores[p] + second.scores[p] + third.scores[p] for p in ("A", "B")}


def test_law_77_a_marked_card_found_in_a_void_deal_plays_nothing() -> None:
    state, _ = run("law 12 more than one card dealt wrongly")
    assert state.is_void
    (ruling,) = step(state, event_from_json({"player": "A", "damaged": "AS"})).rulings
    assert ruling.decision.startswith("Of no effect: the deal is void") and "Law 12" in [str(c) for c in ruling.citations]
    assert not start().is_void
