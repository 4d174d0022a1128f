"""Errors that help: a refused card shows how cards are written, a card twice reads sensibly, JSON that is no record says so.

Issue #35: a user who mistypes a card, gives one twice in a hand, feeds the
reader some other JSON or passes a file's name where the record belongs
should learn from the one line what was expected, not be told about a key
he never meant to write.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import piquet
from piquet.errors import NotARecord, RecordError, did_you_mean
from piquet.formats.acts_json import VERBS
from piquet.formats.notation import format_record_text, parse_record_text
from piquet.game.session import ChouetteError, NotASession
from piquet.table.cards import CARD_SYNTAX, PACK, Card

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE_PATH = ROOT / "examples" / "description-example.json"
EXAMPLE: dict[str, Any] = json.loads(EXAMPLE_PATH.read_text(encoding="utf-8"))
SESSION: dict[str, Any] = json.loads((ROOT / "examples" / "chouette-session.json").read_text(encoding="utf-8"))


def _refused(call: Any, *args: Any, kind: type[Exception] = RecordError) -> str:
    with pytest.raises(kind) as raised:
        call(*args)
    return str(raised.value)


def _with_hand(label: str, cards: str) -> dict[str, Any]:
    data = copy.deepcopy(EXAMPLE)
    data["deals"][0]["hands"][label] = cards
    return data


# -- the card syntax ------------------------------------------------------------


def test_an_unknown_card_is_answered_with_how_cards_are_written() -> None:
    said = _refused(Card.parse, "ZH", kind=piquet.NotationError)
    assert said == f"unknown card 'ZH': {CARD_SYNTAX}"
    for part in ("A K Q J T or 10", "9 8 7", "S H D C", "\u2660", "AS", "10h"):
        assert part in CARD_SYNTAX


@given(st.sampled_from(PACK))
def test_a_card_written_suit_first_is_named_the_right_way_round(card: Card) -> None:
    backwards = card.suit.letter + card.rank.letter
    assert f"the rank comes first ({card.code})" in _refused(Card.parse, backwards, kind=piquet.NotationError)


@pytest.mark.parametrize(
    ("place", "record"),
    [
        ("a hand", _with_hand("A", "ZH KS JS AH QH JH 8H JC 8C 7C 9D 8D")),
        ("an exchange", {**EXAMPLE, "deals": [{**EXAMPLE["deals"][0], "events": [{"player": "A", "exchange": "ZH 8C 7C 9D 8D"}]}]}),
    ],
)
def test_a_record_refusing_a_card_shows_the_card_syntax(place: str, record: dict[str, Any]) -> None:
    said = _refused(piquet.adjudicate, record)
    assert "card ZH: unknown card 'ZH'" in said and CARD_SYNTAX in said, place


def test_the_notation_refusing_a_card_shows_the_card_syntax() -> None:
    text = format_record_text(EXAMPLE).replace("A: play AH", "A: play ZH", 1)
    assert f"unknown card 'ZH': {CARD_SYNTAX}" in _refused(parse_record_text, text)


def test_the_new_command_names_the_hand_whose_card_it_refuses() -> None:
    from piquet.faces.template import new_record
    import random

    said = _refused(new_record, random.Random(1), ("A", "B"), None, {"A": "AS ZH"})
    assert said.startswith("the hand given for A: unknown card 'ZH'") and CARD_SYNTAX in said


# -- a card given twice -----------------------------------------------------------

TWICE = [
    ("A", "AH AH KS JS QH JH 8H JC 8C 7C 9D 8D", None, "AH is given twice in A's hand"),
    ("B", "TS TS TH 9H 7H KC QC TC AD QD JD 7S", None, "TS is given twice in B's hand"),
    (None, None, "9S 9S KH 9C KD QS AC 7D", "9S is given twice in the stock"),
    ("B", "AS 7S TH 9H 7H KC QC TC AD QD JD TD", None, "AS is given twice (in A's hand and B's hand)"),
    (None, None, "AS 8S KH 9C KD QS AC 7D", "AS is given twice (in A's hand and the stock)"),
    ("B", "9S 7S TH 9H 7H KC QC TC AD QD JD TD", None, "9S is given twice (in B's hand and the stock)"),
]


@pytest.mark.parametrize(("label", "hand", "stock", "message"), TWICE)
def test_a_card_given_twice_names_its_place_once_when_both_are_one(
    label: str | None, hand: str | None, stock: str | None, message: str
) -> None:
    data = copy.deepcopy(EXAMPLE)
    if label is not None:
        data["deals"][0]["hands"][label] = hand
    if stock is not None:
        data["deals"][0]["stock"] = stock
    assert _refused(piquet.read_record, data) == f"deal 1, card {message.split()[0]}: {message}"
    dealt = data["deals"][0]
    given = {"A: ": f"A: {dealt['hands']['A']}", "B: ": f"B: {dealt['hands']['B']}", "stock: ": f"stock: {dealt['stock']}"}
    lines = format_record_text(EXAMPLE).splitlines()
    for start, line in given.items():
        at = next(n for n, old in enumerate(lines) if old.startswith(start))  # the deal's hands and stock come first
        lines[at] = line
    text = "\n".join(lines) + "\n"
    assert message in _refused(parse_record_text, text), "the notation words it as the JSON reader does"


# -- JSON that is no record -------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"hello": 1}, "not a piquet record: expected an object with 'players' and 'deals'; found keys: hello"),
        ({}, "not a piquet record: expected an object with 'players' and 'deals'; found keys: none"),
        ([1, 2], "not a piquet record: expected a JSON object with 'players' and 'deals', found a list"),
        (7, "not a piquet record: expected a JSON object with 'players' and 'deals', found a number"),
        (None, "not a piquet record: expected a JSON object with 'players' and 'deals', found null"),
        (SESSION, "not a piquet record: this is a chouette session; read it with piquet.adjudicate_chouette"),
        ({"format": "something/3", "players": ["A", "B"]}, "not a piquet record: its format is 'something/3'"),
        ({"source": "a.json", "adjudication": {}}, "not a piquet record: this is a line of piquet adjudicate's output"),
    ],
)
def test_json_that_is_no_record_is_told_so_with_what_was_expected(data: Any, message: str) -> None:
    said = _refused(piquet.adjudicate, data, kind=NotARecord)
    assert said.startswith(message) and "'players' must be" not in said


def test_an_adjudication_fed_back_in_is_told_it_is_an_adjudication() -> None:
    answer = piquet.adjudicate(EXAMPLE).to_json()
    assert _refused(piquet.adjudicate, answer, kind=NotARecord).startswith("not a piquet record: this is an adjudication")
    chouette = piquet.adjudicate_chouette(SESSION).to_json()
    said = _refused(piquet.adjudicate_chouette, chouette, kind=NotASession)
    assert said.startswith("not a chouette session: this is the adjudication of a chouette session")


def test_a_record_given_to_the_chouette_reader_is_pointed_to_adjudicate() -> None:
    said = _refused(piquet.adjudicate_chouette, EXAMPLE, kind=NotASession)
    assert said == "not a chouette session: this is a piquet record of two players; read it with piquet.adjudicate"
    assert _refused(piquet.adjudicate_chouette, {"hello": 1}, kind=ChouetteError).endswith("found keys: hello")


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.text(min_size=1, max_size=8).filter(lambda k: k not in ("players", "deals", "format", "parties")), st.integers(), min_size=1, max_size=4))
def test_an_object_without_the_keys_of_a_record_is_no_record_and_its_keys_are_listed(data: dict[str, int]) -> None:
    said = _refused(piquet.read_record, data, kind=NotARecord)
    assert said.startswith("not a piquet record") and "found keys: " in said


def test_a_record_with_a_fault_keeps_its_precise_message() -> None:
    data = copy.deepcopy(EXAMPLE)
    data["players"] = ["A"]
    with pytest.raises(RecordError) as raised:
        piquet.read_record(data)
    assert not isinstance(raised.value, NotARecord) and "'players' must be a list of two" in str(raised.value)
    assert "unknown format 'piquet-record/9'" in _refused(piquet.read_record, {**EXAMPLE, "format": "piquet-record/9"})


# -- a path where the record belongs ------------------------------------------------


@pytest.mark.parametrize("given_as", [str, Path])
@pytest.mark.parametrize("call", [piquet.adjudicate, piquet.read_record, format_record_text, lambda r: piquet.state_after(r, 1)])
def test_a_path_passed_for_a_record_is_pointed_to_load_record(given_as: type, call: Any) -> None:
    said = _refused(call, given_as("file.json"), kind=NotARecord)
    assert said.endswith("to read a file, use piquet.load_record(path)")


def test_a_path_passed_for_a_session_is_told_how_to_read_it() -> None:
    said = _refused(piquet.adjudicate_chouette, "evening.json", kind=NotASession)
    assert "not a string" in said and "json.load" in said


def test_json_text_passed_for_a_record_is_told_to_parse_it() -> None:
    assert "use json.loads first or piquet.load_record(text)" in _refused(piquet.adjudicate, json.dumps(EXAMPLE), kind=NotARecord)


def test_a_record_in_the_notation_passed_for_a_record_is_told_to_parse_it() -> None:
    text = format_record_text(EXAMPLE)
    assert _refused(piquet.adjudicate, text, kind=NotARecord).endswith("use piquet.parse_record_text(text)")


def test_an_open_file_passed_for_a_record_is_pointed_to_load_record() -> None:
    with EXAMPLE_PATH.open(encoding="utf-8") as handle:
        assert "not an open file; to read a file" in _refused(piquet.adjudicate, handle, kind=NotARecord)


@pytest.mark.parametrize("given_as", [str, Path])
def test_read_records_given_a_path_says_to_open_the_file(given_as: type) -> None:
    said = _refused(lambda path: next(piquet.read_records(path)), given_as(str(EXAMPLE_PATH)), kind=NotARecord)
    assert said.startswith("read_records reads an open text file or lines") and "open the file first" in said


def test_load_record_reads_the_path_it_is_pointed_to() -> None:
    by_path = piquet.load_record(EXAMPLE_PATH)
    assert piquet.load_record(str(EXAMPLE_PATH)) == by_path == piquet.read_record(EXAMPLE)
    assert "parse_record_text" in _refused(piquet.load_record, ROOT / "examples" / "description-example.pqn")
    assert "no file 'missing.json'" in _refused(piquet.load_record, "missing.json")
    assert "not bytes" in _refused(piquet.load_record, b"{}", kind=NotARecord)


# -- suggestions ----------------------------------------------------------------------


def test_a_misspelt_verb_without_a_near_one_is_answered_with_the_regular_verbs() -> None:
    said = _refused(piquet.event_from_json, {"player": "A", "swap": "KS"}, kind=piquet.NotationError)
    for verb in ("discard", "exchange", "call", "reply", "play"):
        assert f" {verb}" in said
    assert "docs/record-format.rst (Events)" in said


def test_the_notation_answers_a_misspelt_verb_with_the_verb_meant() -> None:
    text = format_record_text(EXAMPLE).replace("A: play AH", "A: plya AH", 1)
    assert "unknown verb 'plya' (did you mean 'play'?)" in _refused(parse_record_text, text)


@given(st.sampled_from(sorted(VERBS)), st.data())
def test_a_verb_with_one_letter_dropped_is_answered_with_a_verb_close_to_it(verb: str, data: st.DataObject) -> None:
    at = data.draw(st.integers(0, len(verb) - 1))
    typo = verb[:at] + verb[at + 1 :]
    guess = did_you_mean(typo, VERBS)
    if typo not in VERBS and len(typo) >= 3:
        assert guess.startswith(" (did you mean '")
