"""A ruling's words agree with its data, and its data with the score, over every record the project keeps.

A ruling is data (seats, an outcome, options by name, what a claim
concerns) and words written from it.  Over every record and partie in
``examples/`` and ``tests/`` and every irregular scenario:

* an act ruled of no effect changes no score in hand and imposes no penalty
  (Law 44: nothing follows from it);
* a penalty of reckoning nothing that stands is followed by no score in
  hand of the offender from the category it runs from (Laws 44, 58);
* an option's elector is a party to the deal, and its name is one the
  election it opened answers to;
* a claim that puts a written score right (Law 70, au cent's errors in
  scoring) is ruled corrected, on the deal it concerns, and a claim ruled
  corrected put a score right;
* the words of every ruling shown are filled: no party's slot is left.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from lawkit.ruling import Outcome, Ruling
from piquet.formats.acts_json import event_from_json
from piquet.game.acts import PenaltyClaim
from piquet.game.state import DealState
from piquet.referee.adjudication import Adjudication, DealAdjudication, adjudicate
from piquet.referee.apply import initial_state, step
from piquet.rules.scoring import score_deal
from piquet.table.categories import Category
from tests.irregular_scenarios import DEALT, HANDS, SCENARIOS, STOCK

ROOT = Path(__file__).resolve().parents[1]

#: The score items that are scores in hand (Law 67's declarations), by the category a penalty of reckoning nothing runs from.
_IN_HAND = {"carte blanche": Category.CARTE_BLANCHE, "point": Category.POINT, "sequence": Category.SEQUENCE, "set": Category.SET}

#: The rules that put a written score right when the deal is scored.
_PUTTING_RIGHT = ("piquet.rules.partie.written_scores", "piquet.rules.partie.rectify_during_the_game")


def _records() -> Iterator[tuple[str, dict[str, Any]]]:
    for base in ("examples", "tests"):
        for path in sorted((ROOT / base).rglob("*.json")):
            if {"ecarte", "whist", "snapshots"} & set(path.parts) or path.name == "open.json":
                continue
            data = json.loads(path.read_text())
            if isinstance(data, dict) and "deals" in data and "players" in data and "format" not in data.get("x-expected", {}):
                yield path.relative_to(ROOT).as_posix(), data
    for name, acts in sorted(SCENARIOS.items()):
        hands, stock = DEALT.get(name, (HANDS, STOCK))
        variant = "au-cent" if name.startswith("au cent") else "rubicon"
        yield f"scenario: {name}", {"variant": variant, "players": ["A", "B"], "deals": [{"dealer": "B", "hands": hands, "stock": stock, "events": acts}]}


def _adjudicated() -> list[tuple[str, Adjudication]]:
    found = []
    for name, data in _records():
        try:
            found.append((name, adjudicate(data)))
        except Exception:  # a record its own facts contradict is refused, and has no rulings to weigh
            continue
    return found


ADJUDICATED = _adjudicated()


def test_the_corpus_is_the_whole_of_what_the_project_keeps() -> None:
    assert len(ADJUDICATED) >= 900
    assert sum(len(deal.rulings) for _, result in ADJUDICATED for deal in result.deals) >= 1500


def _steps(deal: DealAdjudication) -> Iterator[tuple[DealState, DealState, tuple[Ruling, ...]]]:
    """Each act of the deal replayed from the deal as dealt: the state before, the state after, and the rulings on that act
    (an act may draw a ruling on an earlier one, which that act's own effect does not answer for)."""
    state = initial_state(deal.state.setup)
    for index, event in enumerate(deal.state.log):
        done = step(state, event)
        yield state, done.state, tuple(r for r in done.rulings if r.event == index)
        state = done.state


@pytest.mark.parametrize(("name", "result"), ADJUDICATED, ids=[name for name, _ in ADJUDICATED])
def test_law_44_an_act_ruled_of_no_effect_changes_no_score(name: str, result: Adjudication) -> None:
    for deal in result.deals:
        for before, after, rulings in _steps(deal):
            if rulings and all(r.outcome is Outcome.NO_EFFECT for r in rulings):
                assert after.hand_scores == before.hand_scores, f"deal {deal.number}: {rulings[0].act}"
                assert after.penalties == before.penalties, f"deal {deal.number}: {rulings[0].act}"


@pytest.mark.parametrize(("name", "result"), ADJUDICATED, ids=[name for name, _ in ADJUDICATED])
def test_law_58_a_penalty_of_reckoning_nothing_leaves_the_offender_no_score_in_hand(name: str, result: Adjudication) -> None:
    for deal in result.deals:
        state = deal.state
        if state.is_void:
            continue
        ruled = {r.offender for r in deal.rulings if r.outcome is Outcome.PENALTY}
        for penalty in state.penalties:
            if penalty.waived or penalty.player not in ruled:
                continue
            label = state.setup.labels[penalty.player]
            scored = [i for i in score_deal(state).items if i.player == label and i.item in _IN_HAND and i.points > 0]
            assert [i for i in scored if _IN_HAND[i.item] >= penalty.reckons_nothing_from] == [], f"deal {deal.number}"


@pytest.mark.parametrize(("name", "result"), ADJUDICATED, ids=[name for name, _ in ADJUDICATED])
def test_law_44_an_option_s_elector_is_a_party_to_the_deal(name: str, result: Adjudication) -> None:
    for deal in result.deals:
        labels = deal.state.setup.labels
        for ruling in deal.rulings:
            for option in ruling.options:
                assert option.elector in (0, 1, None) and option.name
                if option.elector is not None:
                    assert option.elector_label == labels[option.elector]
            # A ruling that offers a choice says so in its outcome, unless it imposes a penalty (the choice then is Law 44's).
            if ruling.options:
                assert ruling.outcome is (Outcome.PENALTY if ruling.penalty is not None else Outcome.OPTION), ruling.decision
            for seat, label in ((ruling.offender, ruling.offender_label), (ruling.injured, ruling.injured_label)):
                assert seat is None and label is None or seat in (0, 1) and label == labels[seat]


def _claims_of_the_score(deal: DealAdjudication) -> list[Ruling]:
    claimed = {i for i, event in enumerate(deal.state.log) if isinstance(event, PenaltyClaim) and event.what == "score"}
    return [r for r in deal.rulings if r.event in claimed]


@pytest.mark.parametrize(("name", "result"), ADJUDICATED, ids=[name for name, _ in ADJUDICATED])
def test_law_70_a_claim_that_puts_a_score_right_is_ruled_corrected(name: str, result: Adjudication) -> None:
    deals = result.deals
    numbered = {deal.number: deal for deal in deals}
    for n, deal in enumerate(deals):
        put_right = [r for r in deal.rulings if r.rule in _PUTTING_RIGHT and r.outcome is Outcome.CORRECTED]
        here_and_next = _claims_of_the_score(deal) + (_claims_of_the_score(deals[n + 1]) if n + 1 < len(deals) else [])
        corrected = [
            r for r in here_and_next
            # The claim's subject is the deal whose score it proved wrong: this one, or in au cent an earlier deal of the game.
            if r.outcome is Outcome.CORRECTED and r.subject is not None and r.subject.item == "score"
            and (r.subject.deal is None or r.subject.deal <= deal.number)
        ]  # fmt: skip
        if put_right:
            assert corrected, f"deal {deal.number}: {put_right[0].decision}"
        for claim in _claims_of_the_score(deal):
            if claim.outcome is Outcome.CORRECTED:
                assert claim.subject is not None and claim.subject.item == "score"
                # A claim on a written score of this game (au cent) may find it put right already, by Law 70, in an earlier deal;
                # one naming its deal is put right in that deal, or (au cent) in a later deal of the game, up to the claim's.
                named = claim.subject.deal
                concerned = deals[: n + 1] if named is None else [d for d in deals[: n + 1] if d.number >= named] or [numbered[named]]
                assert any(r.rule in _PUTTING_RIGHT and r.outcome is Outcome.CORRECTED for d in concerned for r in d.rulings), claim.decision


_SLOT = re.compile(r"\{p\d+\}")


@pytest.mark.parametrize(("name", "result"), ADJUDICATED, ids=[name for name, _ in ADJUDICATED])
def test_every_ruling_shown_has_its_slots_filled(name: str, result: Adjudication) -> None:
    assert not _SLOT.search(json.dumps(result.to_json()))
