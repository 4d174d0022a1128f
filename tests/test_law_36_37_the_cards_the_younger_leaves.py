"""Laws 36 and 37: the younger's declaration whether he will see the cards he left, and the elder's look at the younger's
discard with the cards he left mixed in it (the record format of #34).

The Example of the Description of the Game, with the younger (B) leaving one card: he discards two and takes two, so the
seven of diamonds stays on the stock.  ``{"player": "B", "will": "look"}`` (or ``"not look"``) is his declaration;
``{"player": "A", "look": "adversary's discard"}`` the elder's look at his discard (Law 37).
"""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest

import piquet
from lawkit.ruling import Ruling
from piquet.formats.notation import format_record_text, parse_record_text
from piquet.formats.schemas import schema
from piquet.lawbook.registry import rule_of
from piquet.rules.au_cent_exchange import cards_left_seen_after_the_younger_declined
from piquet.rules.cards_left import (
    cards_left_looked_at_after_declining,
    elder_looks_at_the_younger_s_discard,
    younger_declares_looking,
)
from piquet.rules.exchange import look_at_left

HANDS = {"A": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D", "B": "TS 7S TH 9H 7H KC QC TC AD QD JD TD"}
STOCK = "9S 8S KH 9C KD QS AC 7D"
#: The exchange, the younger leaving 7D, and the declarations (what the calls of the Example come to).
OPENING: list[dict[str, Any]] = [
    {"player": "A", "exchange": "KS 8C 7C 9D 8D"},
    {"player": "B", "discard": "7S 9H"},
    {"player": "B", "take": 2},
    {"declare": "all"},
]
LEAD = {"player": "A", "play": "AH"}


def _record(*events: dict[str, Any], variant: str = "rubicon") -> dict[str, Any]:
    return {"variant": variant, "players": ["A", "B"], "deals": [{"dealer": "B", "hands": HANDS, "stock": STOCK, "events": OPENING + list(events)}]}


def _rulings(*events: dict[str, Any], variant: str = "rubicon") -> dict[int, list[Ruling]]:
    """The rulings on the acts after the opening, by their index among ``events``."""
    found: dict[int, list[Ruling]] = {}
    for ruling in piquet.adjudicate(_record(*events, variant=variant)).deals[0].rulings:
        if ruling.event is not None and ruling.event >= len(OPENING):
            found.setdefault(ruling.event - len(OPENING), []).append(ruling)
    return found


def _one(rulings: dict[int, list[Ruling]], at: int) -> Ruling:
    (ruling,) = rulings[at]
    return ruling


def _declared(*events: dict[str, Any]) -> bool | None:
    return piquet.adjudicate(_record(*events)).deals[0].state.younger_will_look


def test_law_36_the_younger_who_declares_he_will_look_sees_them_and_so_does_the_elder_once_he_has_led() -> None:
    events = (LEAD, {"player": "B", "will": "look"}, {"player": "B", "look": "left"}, {"player": "A", "look": "left"})
    assert _rulings(*events) == {}
    assert _declared(*events) is True


def test_law_36_the_elder_may_see_them_once_the_younger_has_declared_he_will_even_before_he_looks() -> None:
    declared = _record(LEAD, {"player": "B", "will": "look"}, {"player": "A", "look": "left"})
    assert piquet.adjudicate(declared).deals[0].rulings == ()
    assert piquet.adjudicate(declared).deals[0].state.looked_at_left == (True, False)
    # Without the declaration the elder's look, before the younger has looked, gives him no right.
    (without,) = _rulings(LEAD, {"player": "A", "look": "left"})[1]
    assert without.rule == rule_of(look_at_left).name and without.offender == 0


def test_law_36_after_the_younger_declares_he_will_not_look_neither_player_may_see_them() -> None:
    rulings = _rulings(LEAD, {"player": "B", "will": "not look"}, {"player": "B", "look": "left"}, {"player": "A", "look": "left"})
    younger, elder = _one(rulings, 2), _one(rulings, 3)
    for ruling, seat in ((younger, 1), (elder, 0)):
        assert ruling.rule == rule_of(cards_left_looked_at_after_declining).name
        assert ruling.outcome.value == "no-effect" and ruling.offender == seat and ruling.penalty is None
        assert [str(c) for c in ruling.citations] == ["Law 36"]
    assert 1 not in rulings  # the declaration itself, in its time, is a regular act


def test_law_36_the_younger_declares_after_the_elder_has_led_a_declaration_before_is_of_no_effect() -> None:
    ruling = _one(_rulings({"player": "B", "will": "look"}, LEAD), 0)
    assert ruling.rule == rule_of(younger_declares_looking).name and ruling.outcome.value == "no-effect"
    assert _declared({"player": "B", "will": "look"}, LEAD) is None


def test_law_36_a_declaration_after_the_younger_has_played_is_too_late() -> None:
    events = (LEAD, {"player": "B", "play": "TH"}, {"player": "B", "will": "look"})
    ruling = _one(_rulings(*events), 2)
    assert ruling.outcome.value == "too-late" and ruling.offender is None
    assert _declared(*events) is None


def test_law_36_the_first_declaration_binds() -> None:
    events = (LEAD, {"player": "B", "will": "look"}, {"player": "B", "will": "not look"})
    assert _one(_rulings(*events), 2).outcome.value == "no-effect"
    assert _declared(*events) is True


def test_law_36_the_elder_declares_nothing_and_a_younger_who_left_nothing_has_nothing_to_declare() -> None:
    ruling = _one(_rulings(LEAD, {"player": "A", "will": "look"}), 1)
    assert ruling.outcome.value == "no-effect" and [str(c) for c in ruling.citations] == ["Law 33", "Law 36"]
    took_all = _record(LEAD, {"player": "B", "will": "look"})
    took_all["deals"][0]["events"][1:3] = [{"player": "B", "exchange": "7S 9H 7H"}]
    (nothing,) = [r for r in piquet.adjudicate(took_all).deals[0].rulings if r.event == 4]
    assert "left no cards" in nothing.decision


def test_law_36_in_au_cent_cards_the_younger_declared_he_would_not_see_are_exposed_when_looked_at() -> None:
    rulings = _rulings(LEAD, {"player": "B", "will": "not look"}, {"player": "A", "look": "left"}, variant="au-cent")
    ruling = _one(rulings, 2)
    assert ruling.rule == rule_of(cards_left_seen_after_the_younger_declined).name
    assert ruling.offender == 0 and [o.name for o in ruling.options] == ["demand"]


def test_law_37_the_elder_sees_the_younger_s_discard_with_the_cards_he_left_once_he_has_led() -> None:
    mixed = {"player": "B", "mix": "7D", "with": "discard"}
    before = _one(_rulings(mixed, {"player": "A", "look": "adversary's discard"}, LEAD), 1)
    assert before.rule == rule_of(elder_looks_at_the_younger_s_discard).name
    assert before.outcome.value == "no-effect" and before.offender == 0 and [str(c) for c in before.citations] == ["Law 37"]
    after = _rulings(mixed, LEAD, {"player": "A", "look": "adversary's discard"})
    assert 2 not in after
    assert piquet.adjudicate(_record(mixed, LEAD, {"player": "A", "look": "adversary's discard"})).deals[0].state.looked_at_left[0]


@pytest.mark.parametrize(
    ("events", "at", "seat"),
    [
        ((LEAD, {"player": "A", "look": "adversary's discard"}), 1, 0),  # the cards left are still on the stock
        ((LEAD, {"player": "B", "look": "adversary's discard"}), 1, 1),  # the younger has no such right
    ],
    ids=["elder, nothing mixed", "younger"],
)
def test_law_37_45_a_look_at_the_adversary_s_discard_without_the_right_is_of_no_effect(events: tuple[dict[str, Any], ...], at: int, seat: int) -> None:
    ruling = _one(_rulings(*events), at)
    assert ruling.outcome.value == "no-effect" and ruling.offender == seat and ruling.penalty is None
    assert [str(c) for c in ruling.citations] == ["Law 37", "Law 45"]


def test_law_36_37_the_new_acts_read_write_validate_and_round_trip_through_the_notation() -> None:
    acts = [{"player": "B", "will": "look"}, {"player": "B", "will": "not look"}, {"player": "A", "look": "adversary's discard"}]
    for act in acts:
        assert piquet.event_from_json(act).to_json() == act
    record = _record(LEAD, *acts)
    assert not list(jsonschema.Draft202012Validator(schema("record")).iter_errors(record))
    text = format_record_text(record)
    assert "B: will look; will not look\n" in text and "A: look adversary's discard\n" in text
    assert parse_record_text(text) == piquet.read_record(record).to_json()
    with pytest.raises(piquet.RecordError, match="will"):
        piquet.adjudicate(_record(LEAD, {"player": "B", "will": "peek"}))
