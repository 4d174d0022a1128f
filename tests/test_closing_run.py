"""Laws 16, 58, 70, 74 and 78: a regular deal closed in one step is scored and passed on exactly as the rules of the
close would score and pass it.

:func:`piquet.referee.runs.closing.closes_plainly` lets the partie skip the
close of a deal (Law 58's bars named, a bystander's remark weighed), the
next dealers (Law 16) and the written scores (Laws 70, 74) when every rule
of them would leave the deal as it is.  These tests adjudicate the same
records with the shortcut and without it, the example records (written
scores, remarks, penalties, deals out of turn, au cent) and simulated
parties, and compare the whole adjudication; they check that the shortcut
is taken on regular deals, refused on the irregular ones, and refused
whenever a rule of the close it does not know could answer.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import attrs
import pytest

import piquet
from piquet.game.acts import WriteScore
from piquet.game.state import ELDER, Penalty, Said
from piquet.lawbook import registry
from piquet.referee import adjudication
from piquet.referee.apply import replay
from piquet.referee.deal import start_deal
from piquet.referee.simulate import partie_record
from piquet.referee.runs.closing import closes_plainly
from piquet.rules.marks import CLOSING_RUN

ROOT = Path(__file__).resolve().parent.parent


def _records() -> list[tuple[str, Any]]:
    """Every record among the examples and the tests' files, and twenty simulated parties."""
    found: list[tuple[str, Any]] = []
    for path in sorted(ROOT.joinpath("examples").rglob("*.json")) + sorted(ROOT.joinpath("tests").rglob("*.json")):
        try:
            data = json.loads(path.read_text())
        except (ValueError, UnicodeDecodeError):
            continue
        if isinstance(data, dict) and "deals" in data:
            found.append((str(path), data))
        elif isinstance(data, dict) and isinstance(data.get("record"), dict):
            found.append((f"{path}:record", data["record"]))
    rng = random.Random(20)
    found += [(f"simulated {n}", partie_record(rng).to_json()) for n in range(20)]
    return found


def _adjudicated(data: Any) -> Any:
    try:
        return piquet.adjudicate(data).to_json()
    except piquet.RecordError as error:
        return ("refused", str(error))


def test_laws_16_58_70_74_78_a_plain_close_adjudicates_every_record_as_the_rules_of_the_close(monkeypatch: pytest.MonkeyPatch) -> None:
    records = _records()
    assert len(records) > 100
    fast = [_adjudicated(data) for _, data in records]
    taken: list[bool] = []

    def counted(state: Any, out_of_turn: bool) -> bool:
        taken.append(closes_plainly(state, out_of_turn))
        return False

    monkeypatch.setattr(adjudication, "closes_plainly", counted)
    slow = [_adjudicated(data) for _, data in records]
    for (name, _), one, other in zip(records, fast, slow):
        assert one == other, name
    # Both kinds of deal were met: most closed plainly, and enough did not.
    assert sum(taken) > 100 and len(taken) - sum(taken) > 50


def _regular_deal() -> Any:
    """A simulated deal played out, with the names of its players."""
    rng = random.Random(5)
    for _ in range(50):
        record = partie_record(rng, deals=1)
        deal = record.deals[0]
        elder = record.players[0] if deal.dealer == record.players[1] else record.players[1]
        state = replay(start_deal(deal.dealer, elder, deal.hands, deal.stock), deal.events)
        if closes_plainly(state, False):
            return state
    pytest.fail("no simulated deal closed plainly")


def test_laws_16_58_70_74_78_a_deal_with_anything_to_weigh_at_its_close_is_left_to_its_rules() -> None:
    state = _regular_deal()
    elder = state.setup.elder
    assert not closes_plainly(state, True)  # dealt out of turn (Law 16)
    assert not closes_plainly(state.evolve(log=state.log + (WriteScore(elder, ((elder, 10),)),)), False)  # Laws 70, 74
    assert not closes_plainly(state.evolve(penalties=(Penalty(ELDER, (54,)),)), False)  # Law 58
    said = Said(len(state.log), -1, "remark", by="C")
    assert not closes_plainly(state.evolve(said=state.said + (said,)), False)  # Law 78
    assert not closes_plainly(state.evolve(miscalls=(ELDER,)), False)
    assert not closes_plainly(state.evolve(played=(state.played[0], 0)), False)


def test_laws_16_58_70_74_78_the_plain_close_steps_aside_when_a_rule_it_does_not_know_could_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _regular_deal()
    book = registry.PIQUET_RULES
    for verb, rule in (("deal scored", "piquet.rules.barring.penalised_hand_barred"), ("bystander", "piquet.rules.scoresheet.bystander_liability"),
                       ("next dealers", "piquet.rules.partie.next_dealers"), ("written scores", "piquet.rules.partie.written_scores")):
        with monkeypatch.context() as patched:
            new = attrs.evolve(registry.rule_named(rule), name="a.new.rule", marks=frozenset())
            patched.setitem(book._by_verb, verb, [new, *book._by_verb[verb]])
            patched.setattr(book, "_candidates", {})
            patched.setattr(book, "_marked", {})
            patched.setattr(book, "_marked_in", {})
            assert not closes_plainly(state, False), verb
    assert closes_plainly(state, False)
    assert CLOSING_RUN in registry.rule_named("piquet.rules.partie.next_dealers").marks
