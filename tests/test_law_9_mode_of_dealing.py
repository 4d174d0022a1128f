"""Law 9: each dealer deals by two or by three and keeps the mode he chose for the whole partie."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from piquet import RecordError, adjudicate, read_record
from piquet.formats.notation import format_record_text, parse_record_text

ROOT = Path(__file__).resolve().parents[1]
SIX: dict[str, Any] = json.loads((ROOT / "examples" / "partie-six-deals.json").read_text())


def _dealt_by(*modes: int | None, options: dict[str, Any] | None = None) -> Any:
    record = copy.deepcopy(SIX)
    for deal, by in zip(record["deals"], modes):
        if by is not None:
            deal["deal_by"] = by
    if options:
        record["options"] = options
    return record


def test_law_9_each_dealer_keeps_his_own_mode_without_a_ruling() -> None:
    """South deals by two throughout and North by three: two modes, each kept, no ruling."""
    done = adjudicate(_dealt_by(2, 3, 2, 3, 2, 3))
    plain = adjudicate(SIX)
    assert all(d.rulings == () for d in done.deals)
    assert [d.scores for d in done.deals] == [d.scores for d in plain.deals]


def test_law_9_a_dealer_who_changes_his_mode_is_ruled_on_and_the_deal_stands() -> None:
    done = adjudicate(_dealt_by(2, 3, 3, 3, 2, 3))
    plain = adjudicate(SIX)
    (ruling,) = done.deals[2].rulings
    assert ruling.event is None and ruling.offender_label == "South" and [int(c.id) for c in ruling.citations] == [9]
    assert ruling.act == "South deals by 3; his mode in this partie is by 2"
    assert ruling.decision.startswith("The dealer keeps in the partie the mode he chose, by 2; the law sets no penalty, so the deal stands")
    assert ruling.penalty is None and ruling.options == ()
    assert done.deals[4].rulings == (), "back to his own mode, no ruling"
    assert [d.scores for d in done.deals] == [d.scores for d in plain.deals]
    assert done.partie.totals == plain.partie.totals


def test_law_9_the_mode_agreed_for_the_partie_binds_both_dealers_from_the_first_deal() -> None:
    done = adjudicate(_dealt_by(3, 3, None, None, None, None, options={"deal_by": 3}))
    assert all(d.rulings == () for d in done.deals)
    done = adjudicate(_dealt_by(3, 2, options={"deal_by": 3}))
    (ruling,) = done.deals[1].rulings
    assert ruling.act == "North deals by 2; his mode in this partie is by 3"


def test_law_9_the_mode_reads_and_writes_in_json_and_in_the_notation() -> None:
    record = read_record(_dealt_by(2, 3))
    assert [d.deal_by for d in record.deals] == [2, 3, None, None, None, None]
    canonical = record.to_json()
    assert list(canonical["deals"][0])[:2] == ["dealer", "deal_by"] and "deal_by" not in canonical["deals"][2]
    text = format_record_text(canonical)
    assert "deal 1: dealer South by 2\n" in text and "deal 3: dealer South\n" in text
    assert parse_record_text(text) == canonical


@pytest.mark.parametrize("bad", [1, 4, "2", True, 2.0])
def test_law_9_a_mode_other_than_two_or_three_is_refused_naming_the_deal(bad: Any) -> None:
    with pytest.raises(RecordError) as caught:
        read_record(_dealt_by(bad))
    assert caught.value.deal == 0 and "'deal_by' is 2 or 3" in str(caught.value)


def test_law_9_the_dispute_record_of_the_mode_of_dealing() -> None:
    done = adjudicate(json.loads((ROOT / "examples" / "disputes" / "law-9-mode-of-dealing.json").read_text()))
    assert [[int(c.id) for r in d.rulings for c in r.citations] for d in done.deals] == [[], [], [9], []]
    assert done.deals[2].rulings[0].offender_label == "B"


def test_law_9_with_laws_10_12_a_changed_mode_and_a_wrong_count_are_both_ruled_the_mode_first() -> None:
    """The dealer deals by three where his mode is by two, and deals a card too many: the change of mode is ruled (Law 9,
    no penalty, nothing voided by it), then the cards as dealt are judged as any deal's (a fresh deal, Law 12); the two
    exceptions are ordered, so the conflict check has nothing to refuse.  Once ruled, the change is not ruled again."""
    from piquet.referee.deal import start_deal
    from piquet.table.cardsets import Hand, Stock

    hands = {"A": Hand.parse("AS TS 9S 8S 7S AH TH 9H 8H AD TD"), "B": Hand.parse("KS QS JS KH QH JH KD QD JD KC QC JC")}
    stock = Stock.parse("9D 7H 8D 7D AC TC 9C 8C 7C")
    state = start_deal("B", "A", hands, stock, deal_by=3, mode=2)
    mode, wrong = state.shown_rulings
    assert (mode.rule or "").endswith(".mode_changed") and "the change alone voids nothing" in mode.decision
    assert (wrong.rule or "").endswith(".fresh_deal_required") and state.is_void
    plain = start_deal("B", "A", hands, stock)
    assert [r.rule for r in plain.rulings] == [wrong.rule] and plain.rulings[0].decision == wrong.decision
