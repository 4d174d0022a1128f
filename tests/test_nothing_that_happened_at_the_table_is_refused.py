"""Issue #34: an act that happened at the table is ruled on, never refused.

Only a record that contradicts its own facts (a card played that the player
does not hold, a card given twice, an unknown verb) is an error, a
:class:`~piquet.errors.PiquetError`, exit status 2 from the command.  So:

* no blind examination record is refused unless its examiner judged it to
  contradict its own facts (``"contradiction": true`` in ``x-expected``),
  and each of those is refused;
* no record of random deals with irregular acts that could happen at the
  table (:mod:`tests.irregular_simulation`) is refused, in rubicon or au
  cent, deal by deal or as a whole partie, in process or by ``piquet
  adjudicate``; and its adjudication is sane.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import piquet
from piquet.errors import Contradiction, PiquetError
from piquet.game.acts import Expose
from piquet.game.state import DealState
from tests.examination.harness import BLIND
from tests.irregular_simulation import IRREGULAR_ACTS, Refused, irregular_act, irregular_partie

ROOT = Path(__file__).resolve().parents[1]
RECORDS = sorted(p for p in BLIND.rglob("*.json") if p.name != "open.json")
SEEDS = st.integers(0, 2**32 - 1)


def _examination(path: Path) -> tuple[dict[str, Any], bool]:
    """The record as the table wrote it (its expectations stripped), and whether its examiner judged it self-contradictory."""
    record: dict[str, Any] = json.loads(path.read_text())
    expected = record.pop("x-expected")
    return record, bool(expected.get("contradiction"))


def _refusal(record: dict[str, Any]) -> str | None:
    try:
        if "parties" in record:
            piquet.adjudicate_chouette(record)
        else:
            piquet.adjudicate(record)
    except PiquetError as error:
        return str(error)
    return None


def test_no_examination_record_is_refused_unless_it_contradicts_its_own_facts() -> None:
    refused = {}
    for path in RECORDS:
        record, contradicts = _examination(path)
        if not contradicts:
            found = _refusal(record)
            if found is not None:
                refused[path.relative_to(BLIND).as_posix()] = found
    assert len(RECORDS) >= 800 and refused == {}


def test_every_examination_record_that_contradicts_its_own_facts_is_refused() -> None:
    contradictory = [path for path in RECORDS if _examination(path)[1]]
    assert contradictory, "the examination has records that contradict their own facts"
    assert [p.name for p in contradictory if _refusal(_examination(p)[0]) is None] == []


# -- random deals with irregular acts -------------------------------------------------------------------------


def _adjudicated_sanely(record: dict[str, Any]) -> piquet.Adjudication:
    """Adjudicate (raising, with the record shown, if refused) and check what every adjudication must hold."""
    try:
        done = piquet.adjudicate(record)
    except PiquetError as error:
        raise AssertionError(f"refused: {error}\n{json.dumps(record)}") from None
    assert len(done.deals) == len(record["deals"])
    for deal, given_deal in zip(done.deals, record["deals"]):
        events = len(given_deal["events"])
        assert all(r.event is None or 0 <= r.event < events for r in deal.rulings), [r.event for r in deal.rulings]
        _each_card_in_one_place(deal.state)
    json.dumps(done.to_json())
    return done


def _each_card_in_one_place(state: DealState) -> None:
    places = [card for cards in state.places().values() for card in cards]
    assert len(places) == len(set(places)) == 32


def _made(seed: int, variant: str, deals: int) -> dict[str, Any]:
    try:
        return irregular_partie(seed, variant, deals)
    except Refused as refused:
        raise AssertionError(f"seed {seed}: {refused}") from None


@settings(deadline=None, max_examples=40)
@given(SEEDS, st.integers(1, 6))
def test_rubicon_deals_with_irregular_acts_are_never_refused(seed: int, deals: int) -> None:
    _adjudicated_sanely(_made(seed, "rubicon", deals))


@settings(deadline=None, max_examples=25)
@given(SEEDS, st.integers(1, 8))
def test_au_cent_deals_with_irregular_acts_are_never_refused(seed: int, deals: int) -> None:
    _adjudicated_sanely(_made(seed, "au-cent", deals))


@settings(deadline=None, max_examples=10)
@given(SEEDS)
def test_whole_parties_with_irregular_acts_are_never_refused(seed: int) -> None:
    """Six deals or more (a tie plays two more, Law 71): the record runs until the partie is complete or a deal is left unfinished."""
    _adjudicated_sanely(_made(seed, "rubicon", 8))


def test_the_command_adjudicates_records_with_irregular_acts_with_exit_status_0(tmp_path: Path) -> None:
    records = [_made(seed, variant, 6) for seed in range(4) for variant in ("rubicon", "au-cent")]
    assert sum(len(deal["events"]) for record in records for deal in record["deals"]) > 100
    lines = tmp_path / "irregular.jsonl"
    lines.write_text("".join(json.dumps(record) + "\n" for record in records))
    done = subprocess.run([sys.executable, "-m", "piquet", "adjudicate", "--json", str(lines)], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert len(done.stdout.splitlines()) == len(records)


def test_the_generator_makes_every_kind_of_irregular_act() -> None:
    """Each kind of act is possible in some state the simulator reaches, so none is silently dead."""
    from piquet.referee.simulate import random_deal

    import random

    rng = random.Random(34)
    made = set()
    for kind in IRREGULAR_ACTS:
        state = random_deal(rng)
        act = irregular_act(state, rng, (kind,))
        if act.get("remark") != "nothing":
            made.add(kind)
    # The kinds that need a later state (a discard, a card led, a question put, a trick) are made in the deals played.
    later = {"discard retaken", "card played taken back", "answer, true or wrong"}
    assert set(IRREGULAR_ACTS) - made <= later


def test_the_property_finds_a_referee_that_refuses_an_act_that_happened(monkeypatch: pytest.MonkeyPatch) -> None:
    """The property bites: a referee that refused a card of a player's own hand exposed is caught within a few seeds."""
    import piquet.referee.apply as referee

    dispatch = referee._dispatch

    def refusing(state: DealState, who: int | None, event: Any) -> DealState:
        if isinstance(event, Expose) and who is not None and event.cards.bits & state.hands[who]:
            raise Contradiction("a card exposed from the hand is refused (a deliberately broken referee)")
        found: DealState = dispatch(state, who, event)
        return found

    monkeypatch.setattr(referee, "_dispatch", refusing)
    caught = 0
    for seed in range(30):
        try:
            _adjudicated_sanely(_made(seed, "rubicon", 3))
        except AssertionError:
            caught += 1
    assert caught
