"""Robustness of reading records, against the interchange contract.

The contract (``shared/spec/record-format.md``) and ``docs/record-format.rst``
promise that *any* bad record gives a :class:`~piquet.errors.RecordError`
naming the place (deal, event, card), and that the command answers it with
exit status 2 and one line on standard error, never a traceback.  These tests
splice random JSON values into the example record, respell its cards, break
its text, and check that promise, the canonical output (cards written
``TS``, ``AH``), the round trip ``read_record(r.to_json()) == r`` and the
shape of the adjudication JSON.
"""

from __future__ import annotations

from piquet.faces.report import adjudication_markdown, adjudication_text

import copy
import io
import json
import os
import random
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from piquet import adjudicate
from piquet.table.cards import PACK, Card
from piquet.faces.cli import main
from piquet.errors import PiquetError, RecordError
from piquet.formats.record_json import load_record, read_record
from piquet.referee.simulate import partie_record

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE_PATH = ROOT / "examples" / "description-example.json"
EXAMPLE: dict[str, Any] = json.loads(EXAMPLE_PATH.read_text(encoding="utf-8"))
EVENTS = EXAMPLE["deals"][0]["events"]

FAST = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])

CANONICAL_CARD = re.compile(r"^[AKQJT987][SHDC]$")
ROMAN = re.compile(r"^(?=[XVI])(X{0,3})(IX|IV|V?I{0,3})$")
CONTRACT_ITEMS = {"carte blanche", "point", "sequence", "set", "play", "cards", "capot", "pique", "repique"}
OUR_ITEMS = {"doubled"}  # docs/record-format.rst, "Our additional keys"


# -- helpers ------------------------------------------------------------------


def _example() -> dict[str, Any]:
    return copy.deepcopy(EXAMPLE)


def _attempt(data: Any) -> tuple[Any, RecordError | None]:
    """Adjudicate; a RecordError is an answer, anything else breaks the contract."""
    try:
        return adjudicate(data), None
    except RecordError as error:
        return None, error
    except PiquetError as error:  # the contract's error is RecordError
        raise AssertionError(f"{type(error).__name__} instead of RecordError: {error}") from error
    except Exception as error:
        raise AssertionError(f"{type(error).__name__} escaped instead of a RecordError: {error!r}") from error


def _check_error(error: RecordError) -> None:
    text = str(error)
    assert text and "\n" not in text and "\r" not in text, f"the message is not one line: {text!r}"
    assert error.deal is None or isinstance(error.deal, int)
    assert error.event is None or (isinstance(error.event, int) and error.deal is not None)


def _paths(node: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield here
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, here + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, here + (index,))


PATHS = [p for p in _paths(EXAMPLE) if p]
KEYS = [
    "format", "variant", "options", "players", "start", "deals", "dealer", "hands", "stock", "events",
    "player", "discard", "take", "exchange", "declare", "call", "reply", "reckon", "play", "concede",
    "look", "announce", "show", "point", "value", "suit", "sequence", "to", "set", "count", "scores",
    "deals_played", "deal_by", "A", "B", "x-note", "",
]


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        node = node[key]
    return node


def _json_values() -> st.SearchStrategy[Any]:
    """Any JSON value (no NaN or infinity: those are tested on their own), with some that look like a record's."""
    atoms = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.sampled_from([0, -1, 1, 3, 5, 8, 12, 10**30, -(10**30), 2**63]),
        st.floats(allow_nan=False, allow_infinity=False),
        st.text(max_size=12),
        st.sampled_from(["A", "B", "AS", "10h", "q♠", "TS TS", "XX", "all", "good", "left", "carte blanche", "J", "H", "7"]),
    )
    return st.recursive(
        atoms,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4),
            st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=6), inner, max_size=4),
        ),
        max_leaves=8,
    )


def _splice(draw: st.DrawFn, data: dict[str, Any]) -> tuple[Any, ...]:
    """Splice one random value in, remove a key or element, or add one; returns the path touched."""
    path: tuple[Any, ...] = draw(st.sampled_from([p for p in _paths(data) if p]))
    parent = _get(data, path[:-1])
    operation = draw(st.sampled_from(["replace", "remove", "add"]))
    target = parent[path[-1]]
    if operation == "remove":
        del parent[path[-1]]
    elif operation == "add" and isinstance(target, dict):
        target[draw(st.sampled_from(KEYS) | st.text(max_size=6))] = draw(_json_values())
    elif operation == "add" and isinstance(target, list):
        target.insert(draw(st.integers(0, len(target))), draw(_json_values()))
    else:
        parent[path[-1]] = draw(_json_values())
    return path


@st.composite
def _mutations(draw: st.DrawFn, most: int = 1) -> tuple[dict[str, Any], tuple[Any, ...]]:
    """The example record after 1 to ``most`` splices; the path of the first."""
    data = _example()
    first = _splice(draw, data)
    for _ in range(draw(st.integers(0, most - 1))):
        if not isinstance(data, dict) or not any(True for p in _paths(data) if p):
            break
        _splice(draw, data)
    return data, first


def _check_adjudication_json(answer: dict[str, Any], record: dict[str, Any] | None = None) -> None:
    """The contract's keys and types, and that the items add up to the scores."""
    players = answer["players"]
    for deal in answer["deals"]:
        assert {"dealer", "elder", "scores", "items", "rulings"} <= set(deal)
        assert set(deal["scores"]) == set(players)
        added = {label: 0 for label in players}
        for item in deal["items"]:
            assert {"player", "item", "points", "laws"} <= set(item)
            assert item["item"] in CONTRACT_ITEMS | OUR_ITEMS, item
            assert item["laws"] and all(type(n) is int for n in item["laws"]), item
            assert all(isinstance(c, str) and ROMAN.match(c) for c in item.get("cases", [])), item
            added[item["player"]] += item["points"]
        assert added == deal["scores"], (added, deal["scores"])
        for ruling in deal["rulings"]:
            assert {"event", "decision", "laws", "cases", "penalty", "options"} <= set(ruling)
            assert ruling["event"] is None or type(ruling["event"]) is int
            assert all(type(n) is int for n in ruling["laws"]), ruling
            assert all(isinstance(c, str) and ROMAN.match(c) and c for c in ruling["cases"]), ruling
    partie = answer["partie"]
    assert {"totals", "complete", "winner", "points_won", "rubicon"} <= set(partie)
    assert set(partie["totals"]) == set(players)
    if partie["complete"]:
        assert partie["winner"] is None or partie["winner"] in players
        assert type(partie["points_won"]) is int and isinstance(partie["rubicon"], bool)
    else:
        assert partie["winner"] is None and partie["points_won"] is None and partie["rubicon"] is None


def _run_cli(stdin_text: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    try:
        status = main(["adjudicate", "-"], out=out, err=err, stdin=io.StringIO(stdin_text))
    except BaseException as error:  # noqa: BLE001 - the point is that nothing escapes
        raise AssertionError(f"the command raised {type(error).__name__}: {error!r}") from error
    return status, out.getvalue(), err.getvalue()


def _command(stdin: bytes | None = None, args: tuple[str, ...] = ("-",), env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "piquet.faces.cli", "adjudicate", *args],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        timeout=60,
    )


def _assert_answered_by_command(done: subprocess.CompletedProcess[bytes]) -> None:
    """Either an adjudication (status 0) or a refusal (status 2); never a traceback.

    The refusal is one line on standard error, or under ``--json`` a JSON
    ``{"source": ..., "error": ...}`` on standard output and nothing on standard error.
    """
    err = done.stderr.decode("utf-8", "backslashreplace")
    assert "Traceback" not in err, err[-600:]
    assert done.returncode in (0, 2), (done.returncode, err[-600:])
    if done.returncode == 2 and "--json" in done.args:
        assert not err and set(json.loads(done.stdout)) == {"source", "error"}, (err, done.stdout[-600:])
    elif done.returncode == 2:
        assert err.count("\n") == 1 and err.startswith("piquet: "), err


def _assert_refused_by_command(done: subprocess.CompletedProcess[bytes]) -> None:
    err = done.stderr.decode("utf-8", "backslashreplace")
    assert "Traceback" not in err, err[-600:]
    assert done.returncode == 2, (done.returncode, err[-600:])
    assert err.endswith("\n") and err.count("\n") == 1 and err.startswith("piquet: "), err


# -- the invariant under random splices -----------------------------------------


@FAST
@given(_mutations())
def test_record_format_any_splice_gives_an_adjudication_or_a_record_error(case: tuple[dict[str, Any], tuple[Any, ...]]) -> None:
    data, path = case
    result, error = _attempt(data)
    if error is not None:
        _check_error(error)
        if len(path) > 2 and path[:2] == ("deals", 0):
            assert error.deal == 0, (path, str(error))
        if len(path) > 3 and path[:3] == ("deals", 0, "events"):
            assert error.event is not None and error.event >= path[3], (path, str(error))
        return
    answer = result.to_json()
    json.dumps(answer, allow_nan=False)
    _check_adjudication_json(answer)
    adjudication_text(result)
    adjudication_markdown(result)


@FAST
@given(_mutations())
def test_record_format_read_errors_name_the_spliced_event(case: tuple[dict[str, Any], tuple[Any, ...]]) -> None:
    """Reading stops at the first fault: a fault spliced into event j of deal 0 is reported there."""
    data, path = case
    assume(len(path) > 3 and path[:3] == ("deals", 0, "events"))
    try:
        read_record(data)
    except RecordError as error:
        _check_error(error)
        assert (error.deal, error.event) == (0, path[3]), (path, str(error))
    except Exception as error:
        raise AssertionError(f"{type(error).__name__} escaped read_record: {error!r}") from error


@FAST
@given(_mutations(most=4))
def test_record_format_several_splices_never_escape(case: tuple[Any, tuple[Any, ...]]) -> None:
    data, _ = case
    result, error = _attempt(data)
    if error is not None:
        _check_error(error)
    else:
        _check_adjudication_json(result.to_json())


# -- round trips -------------------------------------------------------------------


@FAST
@given(_mutations())
def test_record_format_round_trip_of_whatever_reads(case: tuple[dict[str, Any], tuple[Any, ...]]) -> None:
    data, _ = case
    try:
        record = read_record(data)
    except Exception:  # noqa: BLE001 - refusals (and crashes) are the other tests' business
        return
    written = record.to_json()
    again = read_record(json.loads(json.dumps(written)))
    assert again == record
    assert again.to_json() == written
    for deal in written["deals"]:
        for text in list(deal["hands"].values()) + [deal["stock"]]:
            assert all(CANONICAL_CARD.match(c) for c in text.split()), text


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([4, 6]))
def test_record_format_round_trip_of_simulated_parties(seed: int, deals: int) -> None:
    record = partie_record(random.Random(seed), deals=deals)
    written = record.to_json()
    assert read_record(json.loads(json.dumps(written))) == record
    answer = adjudicate(written).to_json()
    _check_adjudication_json(answer)
    totals = {label: sum(d["scores"][label] for d in answer["deals"] if d.get("complete", True)) for label in record.players}
    assert totals == answer["partie"]["totals"]
    # the simulator stops at the regular number of deals; a tie then runs to two more (Law 71)
    assert answer["partie"]["complete"] or len(set(totals.values())) == 1


def test_record_format_round_trip_keeps_start_options_and_extensions() -> None:
    data = _example()
    data["options"] = {"deals": 4, "deal_by": 3}
    data["start"] = {"scores": {"A": 12, "B": 40}, "deals_played": 2}
    data["x-source"] = {"book": "Cavendish", "page": [1, 2]}
    record = read_record(data)
    written = record.to_json()
    assert read_record(written) == record
    assert written["options"] == {"deals": 4, "deal_by": 3}
    assert written["start"] == data["start"]
    assert written["x-source"] == data["x-source"]
    assert written["format"] == "piquet-record/1"


# -- cards: lenient in, canonical out ---------------------------------------------------


def _spellings(card: Card) -> list[str]:
    ranks = [card.rank.letter, card.rank.letter.lower()] + (["10"] if card.rank.letter == "T" else [])
    suits = [card.suit.letter, card.suit.letter.lower(), card.suit.symbol]
    return [r + s for r in ranks for s in suits]


def test_record_format_every_spelling_of_every_card_reads_as_the_card() -> None:
    for card in PACK:
        for text in _spellings(card):
            assert Card.parse(text) == card, text
            assert Card.parse(text).code == card.code and CANONICAL_CARD.match(str(Card.parse(text)))


@FAST
@given(st.randoms(use_true_random=False), st.booleans())
def test_record_format_respelt_cards_give_the_same_record_and_canonical_output(rng: random.Random, as_lists: bool) -> None:
    def respell(text: str) -> Any:
        words = [rng.choice(_spellings(Card.parse(w))) for w in text.split()]
        return words if as_lists and rng.random() < 0.7 else " ".join(words)

    data = _example()
    deal = data["deals"][0]
    deal["hands"] = {label: respell(cards) for label, cards in deal["hands"].items()}
    deal["stock"] = respell(deal["stock"])
    for event in deal["events"]:
        for verb in ("exchange", "discard", "play"):
            if verb in event:
                event[verb] = respell(event[verb])
    record, canonical = read_record(data), read_record(_example())
    assert record == canonical
    assert record.to_json() == canonical.to_json()
    assert adjudicate(data).to_json() == adjudicate(_example()).to_json()
    for event in record.to_json()["deals"][0]["events"]:
        for verb in ("exchange", "discard", "play"):
            if verb in event:
                assert isinstance(event[verb], str) and all(CANONICAL_CARD.match(c) for c in event[verb].split())


def _is_card(text: str) -> bool:
    try:
        Card.parse(text)
    except PiquetError:
        return False
    return True


#: Where cards are written in the example: (path, deal's event index or None).
CARD_PLACES = [(HAND, None) for HAND in (("deals", 0, "hands", "A"), ("deals", 0, "hands", "B"), ("deals", 0, "stock"))] + [
    (("deals", 0, "events", i, verb), i) for i, e in enumerate(EVENTS) for verb in ("exchange", "discard", "play") if verb in e
]


@FAST
@given(
    st.sampled_from(CARD_PLACES),
    st.text(min_size=1, max_size=5).filter(lambda t: not _is_card(t)),
    st.booleans(),
    st.integers(0, 12),
)
def test_record_format_an_unknown_card_is_named_with_its_place(place: tuple[tuple[Any, ...], int | None], token: str, as_list: bool, at: int) -> None:
    path, event = place
    data = _example()
    words = _get(data, path).split()
    if not as_list:
        assume(token.split() == [token] and "," not in token)
    words.insert(min(at, len(words)), token)
    _get(data, path[:-1])[path[-1]] = words if as_list else " ".join(words)
    _, error = _attempt(data)
    assert error is not None
    _check_error(error)
    assert (error.deal, error.event, error.card) == (0, event, token), str(error)


@FAST
@given(st.sampled_from(CARD_PLACES), st.sampled_from(CARD_PLACES), st.data())
def test_record_format_a_card_given_twice_is_named_with_its_place(first: tuple[tuple[Any, ...], int | None], second: tuple[tuple[Any, ...], int | None], data_: st.DataObject) -> None:
    """A card of one place copied into another of the deal as dealt, or twice into one event."""
    (source, _), (target, event) = first, second
    data = _example()
    card = data_.draw(st.sampled_from(_get(data, source).split()))
    words = _get(data, target).split()
    if event is not None:  # twice within the event itself
        words = words + [data_.draw(st.sampled_from(words)).lower()]
    elif card in words:
        words = words + [card]
    else:
        words = [card] + words
    _get(data, target[:-1])[target[-1]] = words if data_.draw(st.booleans()) else " ".join(words)
    if event is None and source == target and len(set(words)) == len(words):
        return
    _, error = _attempt(data)
    assert error is not None
    _check_error(error)
    assert error.deal == 0 and error.event == event and error.card is not None and CANONICAL_CARD.match(error.card), str(error)


def test_record_format_claims_take_ten_and_suit_symbols() -> None:
    data = _example()
    data["deals"][0]["events"][6] = {"player": "A", "call": {"sequence": 4, "to": "a", "suit": "♥"}}
    data["deals"][0]["events"][11] = {"player": "B", "reckon": {"set": "10", "count": 4}}
    written = read_record(data).to_json()["deals"][0]["events"]
    assert written[6] == {"player": "A", "call": {"sequence": 4, "to": "A", "suit": "H"}}
    assert written[11] == {"player": "B", "reckon": {"set": "T", "count": 4}}


# -- each malformed input of the brief, with the place it must be named at ----------------


def _event(index: int, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["deals"][0]["events"][index] = value

    return change


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        _get(data, path[:-1])[path[-1]] = value

    return change


def _drop(path: tuple[Any, ...]) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        del _get(data, path[:-1])[path[-1]]

    return change


def _discard_then_take(count: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["deals"][0]["events"][0:1] = [{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "take": count}]

    return change


HAND_A = ("deals", 0, "hands", "A")
HAND_B = ("deals", 0, "hands", "B")
STOCK = ("deals", 0, "stock")
D0 = ("deals", 0)

#: (mutation, deal, event, card) where the error must be; ``...`` for "not checked".
MALFORMED: dict[str, tuple[Callable[[dict[str, Any]], None], Any, Any, Any]] = {
    # numbers, booleans and nulls where strings are expected
    "hand is a number": (_set(HAND_A, 5), 0, None, ...),
    "hand holds a number": (_set(HAND_A, ["AS", 5]), 0, None, ...),
    "stock is null": (_set(STOCK, None), 0, None, ...),
    "stock is true": (_set(STOCK, True), 0, None, ...),
    "dealer is a number": (_set(D0 + ("dealer",), 1), 0, None, None),
    "player is a number": (_event(0, {"player": 1, "exchange": "KS 8C 7C 9D 8D"}), 0, 0, None),
    "player is null": (_event(0, {"player": None, "exchange": "KS 8C 7C 9D 8D"}), 0, 0, None),
    "play is a number": (_event(10, {"player": "A", "play": 14}), 0, 10, None),
    "play holds null": (_event(10, {"player": "A", "play": [None]}), 0, 10, None),
    "discard is true": (_event(0, {"player": "A", "discard": True}), 0, 0, None),
    "reply is a number": (_event(3, {"player": "B", "reply": 1}), 0, 3, None),
    "sequence to a number": (_event(6, {"player": "A", "call": {"sequence": 4, "to": 14}}), 0, 6, None),
    "sequence to a list": (_event(6, {"player": "A", "call": {"sequence": 4, "to": ["A"]}}), 0, 6, None),
    "point suit a number": (_event(4, {"player": "A", "call": {"point": 5, "value": 49, "suit": 2}}), 0, 4, None),
    "point suit an object": (_event(4, {"player": "A", "call": {"point": 5, "suit": {}}}), 0, 4, None),
    "set of a number": (_event(8, {"player": "A", "call": {"set": 11, "count": 3}}), 0, 8, None),
    "reckoned set of true": (_event(11, {"player": "B", "reckon": {"set": True, "count": 4}}), 0, 11, None),
    "point length a string": (_event(2, {"player": "A", "call": {"point": "5"}}), 0, 2, None),
    "set count a float": (_event(8, {"player": "A", "call": {"set": "J", "count": 3.0}}), 0, 8, None),
    "players are numbers": (_set(("players",), [1, 2]), None, None, None),
    "players null": (_set(("players",), None), None, None, None),
    # empty objects, missing and extra keys
    "record empty": (lambda d: d.clear(), None, None, None),
    "deal empty": (_set(D0, {}), 0, None, None),
    "event empty": (_event(0, {}), 0, 0, None),
    "call empty": (_event(2, {"player": "A", "call": {}}), 0, 2, None),
    "hands empty": (_set(D0 + ("hands",), {}), 0, None, None),
    "no dealer": (_drop(D0 + ("dealer",)), 0, None, None),
    "no hands": (_drop(D0 + ("hands",)), 0, None, None),
    "no players": (_drop(("players",)), None, None, None),
    "extra key in deal": (_set(D0 + ("colour",), "red"), 0, None, None),
    "extra key in event": (_event(0, {"player": "A", "exchange": "KS 8C 7C 9D 8D", "note": "x"}), 0, 0, None),
    "extra key in call": (_event(2, {"player": "A", "call": {"point": 5, "colour": "red"}}), 0, 2, None),
    "extra key in record": (_set(("colour",), "red"), None, None, None),
    "extra key with a line break in a call": (_event(2, {"player": "A", "call": {"point": 5, "colour\nred": 1}}), 0, 2, None),
    "extra key with a line break in a deal": (_set(D0 + ("colour\nred",), 1), 0, None, None),
    "extra key with a line break in an event": (_event(0, {"player": "A", "exchange": "KS", "x\ny": 1}), 0, 0, None),
    "extra key with a line break in a record": (_set(("x\ny",), 1), None, None, None),
    "extra key in start": (_set(("start",), {"scores": {"A": 0, "B": 0}, "deals_played": 0, "x": 1}), None, None, None),
    # verbs
    "unknown verb": (_event(0, {"player": "A", "swap": "KS"}), 0, 0, None),
    "two verbs": (_event(0, {"player": "A", "discard": "KS", "take": 1}), 0, 0, None),
    "declare some": (_event(2, {"declare": "some"}), 0, 2, None),
    "concede 1": (_event(23, {"player": "B", "concede": 1}), 0, 23, None),
    "look right": (_event(2, {"player": "A", "look": "right"}), 0, 2, None),
    "event is a list": (_event(0, ["player", "A", "exchange", "KS"]), 0, 0, None),
    "event is a string": (_event(0, "A exchanges KS"), 0, 0, None),
    "event is null": (_event(0, None), 0, 0, None),
    # cards
    "unknown card in hand": (_set(HAND_A, "AS KS JS AH QH JH 8H JC 8C 7C 9D 1D"), 0, None, "1D"),
    "unknown card in stock": (_set(STOCK, ["9S", "8S", "KH", "9C", "KD", "QS", "AC", "7X"]), 0, None, "7X"),
    "unknown card in play": (_event(10, {"player": "A", "play": "AH 11H"}), 0, 10, "11H"),
    "unknown card in exchange": (_event(0, {"player": "A", "exchange": ["KS", "8C", "C7", "9D", "8D"]}), 0, 0, "C7"),
    "unknown card with a line break": (_set(HAND_A, ["A\nS"]), 0, None, "A\nS"),
    "card twice in a hand": (_set(HAND_A, "AS AS JS AH QH JH 8H JC 8C 7C 9D 8D"), 0, None, "AS"),
    "card in both hands": (_set(HAND_B, "AS 7S TH 9H 7H KC QC TC AD QD JD TD"), 0, None, "AS"),
    "card in hand and stock": (_set(STOCK, "9S 8S KH 9C KD QS AC as"), 0, None, "AS"),
    "card twice in one play": (_event(14, {"player": "A", "play": "KH QH KH"}), 0, 14, "KH"),
    "card twice in one exchange": (_event(0, {"player": "A", "exchange": ["KS", "ks", "7C", "9D", "8D"]}), 0, 0, "KS"),
    # players not in the record
    "event by a stranger": (_event(0, {"player": "C", "exchange": "KS 8C 7C 9D 8D"}), 0, 0, None),
    "declaration by a stranger": (_event(2, {"player": "C", "declare": "all"}), 0, 2, None),
    "dealt by a stranger": (_set(D0 + ("dealer",), "C"), 0, None, None),
    "hand of a stranger": (_set(D0 + ("hands",), {"A": EXAMPLE["deals"][0]["hands"]["A"], "C": EXAMPLE["deals"][0]["hands"]["B"]}), 0, None, None),
    # counts
    "take negative": (_discard_then_take(-5), 0, 1, None),
    "take huge": (_discard_then_take(10**30), 0, 1, None),
    "take a float": (_discard_then_take(5.0), 0, 1, None),
    "take a string": (_discard_then_take("5"), 0, 1, None),
    "take true": (_discard_then_take(True), 0, 1, None),
    # start
    "start is a list": (_set(("start",), []), None, None, None),
    "start is empty": (_set(("start",), {}), None, None, None),
    "start score negative": (_set(("start",), {"scores": {"A": -1, "B": 0}, "deals_played": 1}), None, None, None),
    "start score a float": (_set(("start",), {"scores": {"A": 1.5, "B": 0}, "deals_played": 1}), None, None, None),
    "start score a string": (_set(("start",), {"scores": {"A": "10", "B": 0}, "deals_played": 1}), None, None, None),
    "start score of a stranger": (_set(("start",), {"scores": {"A": 1, "C": 0}, "deals_played": 1}), None, None, None),
    "start deals_played too many": (_set(("start",), {"scores": {"A": 1, "B": 0}, "deals_played": 9}), None, None, None),
    "start deals_played huge": (_set(("start",), {"scores": {"A": 1, "B": 0}, "deals_played": 10**30}), None, None, None),
    "start deals_played true": (_set(("start",), {"scores": {"A": 1, "B": 0}, "deals_played": True}), None, None, None),
    # options
    "options a list": (_set(("options",), [4]), None, None, None),
    "options null": (_set(("options",), None), None, None, None),
    "option unknown": (_set(("options",), {"deals": 6, "speed": 1}), None, None, None),
    "option deals 5": (_set(("options",), {"deals": 5}), None, None, None),
    "option deals a string": (_set(("options",), {"deals": "4"}), None, None, None),
    "option deals true": (_set(("options",), {"deals": True}), None, None, None),
    "option deals a float": (_set(("options",), {"deals": 4.0}), None, None, None),
    "option deal_by a float": (_set(("options",), {"deal_by": 2.0}), None, None, None),
    "option deal_by 1": (_set(("options",), {"deal_by": 1}), None, None, None),
    "option of au cent under rubicon": (_set(("options",), {"point_four_less": True}), None, None, None),
    # lists that are not lists
    "deals an object": (_set(("deals",), {"0": EXAMPLE["deals"][0]}), None, None, None),
    "deals a string": (_set(("deals",), "deal"), None, None, None),
    "events an object": (_set(D0 + ("events",), {"0": EVENTS[0]}), 0, None, None),
    "events a string": (_set(D0 + ("events",), "events"), 0, None, None),
    "deal a list": (_set(D0, [EXAMPLE["deals"][0]]), 0, None, None),
    "variant a list": (_set(("variant",), ["rubicon"]), None, None, None),
    "format a number": (_set(("format",), 1), None, None, None),
}


@pytest.mark.parametrize("name", list(MALFORMED))
def test_record_format_malformed_input_is_a_record_error_at_its_place(name: str) -> None:
    change, deal, event, card = MALFORMED[name]
    data = _example()
    change(data)
    _, error = _attempt(data)
    assert error is not None, f"{name}: accepted"
    _check_error(error)
    assert error.deal == deal, (name, str(error))
    assert error.event == event, (name, str(error))
    if card is not ...:
        assert error.card == card, (name, str(error))


@pytest.mark.parametrize("name", ["unknown card in play", "card twice in one play", "sequence to a number", "take negative"])
def test_record_format_command_reports_malformed_input_on_one_line(name: str) -> None:
    data = _example()
    MALFORMED[name][0](data)
    status, out, err = _run_cli(json.dumps(data))
    assert status == 2 and out == "", (status, err)
    assert err.startswith("piquet: deal 1, event ") and err.count("\n") == 1, err


def test_record_format_keys_that_are_not_strings_are_a_record_error() -> None:
    """Through the Python API a record's keys need not be strings."""
    for place in ((), ("deals", 0), ("deals", 0, "events", 0)):
        data = _example()
        _get(data, place)[1] = "x"
        _, error = _attempt(data)
        assert error is not None, place


def test_record_format_deeply_nested_values_are_a_record_error() -> None:
    """A value nested deeper than the recursion limit, inside an event (Python API)."""
    deep: Any = []
    for _ in range(sys.getrecursionlimit() + 100):
        deep = [deep]
    data = _example()
    data["deals"][0]["events"][3] = {"player": "B", "reply": deep}
    _, error = _attempt(data)
    assert error is not None and (error.deal, error.event) == (0, 3)


# -- labels ----------------------------------------------------------------------------


def _relabel(data: dict[str, Any], names: dict[str, str]) -> dict[str, Any]:
    data["players"] = [names[p] for p in data["players"]]
    if "start" in data:
        data["start"]["scores"] = {names[k]: v for k, v in data["start"]["scores"].items()}
    for deal in data["deals"]:
        deal["dealer"] = names[deal["dealer"]]
        deal["hands"] = {names[k]: v for k, v in deal["hands"].items()}
        for event in deal["events"]:
            if "player" in event:
                event["player"] = names[event["player"]]
    return data


@FAST
@given(st.lists(st.text(min_size=1, max_size=8), min_size=2, max_size=2, unique=True))
def test_record_format_any_labels_work_and_errors_stay_on_one_line(labels: list[str]) -> None:
    names = dict(zip(("A", "B"), labels))
    data = _relabel(_example(), names)
    result, error = _attempt(data)
    if error is not None:  # a library may refuse labels it cannot print, but says so on one line
        _check_error(error)
        assert error.deal is None, str(error)
        return
    answer = result.to_json()
    assert answer["deals"][0]["scores"] == {names["A"]: 28, names["B"]: 23}
    _check_adjudication_json(answer)
    broken = copy.deepcopy(data)
    broken["deals"][0]["hands"][names["B"]] = "AS 7S TH 9H 7H KC QC TC AD QD JD TD"
    _, error = _attempt(broken)
    assert error is not None and error.card == "AS"
    _check_error(error)


# -- the command: broken text, encodings, limits ----------------------------------------


EXAMPLE_TEXT = EXAMPLE_PATH.read_text(encoding="utf-8")


def _looks_like_json_lines(text: str) -> bool:
    from piquet.formats.loading import _looks_like_json_lines as looks

    return looks(text)


@FAST
@given(st.integers(0, len(EXAMPLE_TEXT)), st.integers(0, 40), st.text(max_size=6))
def test_record_format_command_on_broken_text_exits_0_or_2(start: int, length: int, insert: str) -> None:
    text = EXAMPLE_TEXT[:start] + insert + EXAMPLE_TEXT[start + length :]
    status, out, err = _run_cli(text)
    assert status in (0, 2), (status, err)
    if _looks_like_json_lines(text):
        # A first line that is a JSON object by itself makes the input JSON Lines: one answer per line, every fault named.
        assert status == 2 and err and all(line.startswith("piquet: <stdin>:") for line in err.splitlines()), err
        return
    if status == 2:
        assert out == "" and err.startswith("piquet: ") and err.count("\n") == 1, err
    else:
        assert err == ""


def test_record_format_command_json_is_the_adjudication_json() -> None:
    out = io.StringIO()
    assert main(["adjudicate", "--json", "-"], out=out, err=io.StringIO(), stdin=io.StringIO(EXAMPLE_TEXT)) == 0
    assert json.loads(out.getvalue()) == {"source": "<stdin>", "adjudication": adjudicate(_example()).to_json()}
    bare = io.StringIO()
    assert main(["adjudicate", "--bare", "-"], out=bare, err=io.StringIO(), stdin=io.StringIO(EXAMPLE_TEXT)) == 0
    assert json.loads(bare.getvalue()) == adjudicate(_example()).to_json()


LOADS: dict[str, str] = {
    "not JSON": '{"players": ',
    "empty": "",
    "a list": "[1, 2]",
    "nested deeper than the parser goes": "[" * 100_000 + "]" * 100_000,
    "an integer of 5000 digits": '{"players": ["A", "B"], "start": {"scores": {"A": ' + "9" * 5000 + ', "B": 0}, "deals_played": 0}}',
    "NaN": '{"players": ["A", "B"], "x-note": NaN}',
    "Infinity": '{"players": ["A", "B"], "x-note": -Infinity}',
    "a key given twice in an event": EXAMPLE_TEXT.replace('{"player": "A", "play": "AH"}', '{"player": "A", "play": "AH", "play": "AS"}'),
    "a key given twice in a deal": EXAMPLE_TEXT.replace('"dealer": "B"', '"dealer": "A", "dealer": "B"'),
}


@pytest.mark.parametrize("name", list(LOADS))
def test_record_format_load_record_refuses_what_is_not_a_record(name: str) -> None:
    text = LOADS[name]
    assert text != EXAMPLE_TEXT
    try:
        load_record(text)
    except RecordError as error:
        _check_error(error)
        return
    except Exception as error:
        raise AssertionError(f"{type(error).__name__} escaped load_record: {str(error)[:200]}") from error
    raise AssertionError(f"{name}: read as a record")


def test_record_format_command_strict_stdin_with_bad_utf8_exits_2() -> None:
    stdin = io.TextIOWrapper(io.BytesIO(b'{"players": ["A", "\xff"]}'), encoding="utf-8", errors="strict")
    err = io.StringIO()
    try:
        status = main(["adjudicate", "-"], out=io.StringIO(), err=err, stdin=stdin)
    except Exception as error:
        raise AssertionError(f"{type(error).__name__} escaped the command") from error
    assert status == 2 and err.getvalue().count("\n") == 1


SURROGATE_RECORD = json.dumps(_relabel(_example(), {"A": "\ud800", "B": "B"}))


@pytest.mark.parametrize(
    "name, stdin, args",
    [
        ("invalid JSON", b'{"players": ', ("-",)),
        ("unknown card", json.dumps({**EXAMPLE, "deals": [{**EXAMPLE["deals"][0], "stock": "9S 8S KH 9C KD QS AC 7X"}]}).encode(), ("-",)),
        ("deep nesting", b"[" * 100_000, ("-",)),
        ("huge integer", b'{"players": ["A", "B"], "x-n": ' + b"9" * 5000 + b"}", ("-",)),
        ("call to a number", json.dumps({**EXAMPLE, "deals": [{**EXAMPLE["deals"][0], "events": EVENTS[:6] + [{"player": "A", "call": {"sequence": 4, "to": 14}}]}]}).encode(), ("-",)),
        ("label with a newline", json.dumps({**EXAMPLE, "players": ["A\nB", "B"]}).encode(), ("-",)),
        ("bad UTF-8 file", None, ("BADFILE",)),
    ],
)
def test_record_format_command_never_shows_a_traceback(name: str, stdin: bytes | None, args: tuple[str, ...], tmp_path: Path) -> None:
    if args == ("BADFILE",):
        bad = tmp_path / "bad.json"
        bad.write_bytes(b'{"players": ["A", "\xff\xfe"]}')
        args = (str(bad),)
    _assert_refused_by_command(_command(stdin, args))


@pytest.mark.parametrize("form", [(), ("--json",), ("--markdown",)])
def test_record_format_command_answers_a_label_with_a_lone_surrogate(form: tuple[str, ...]) -> None:
    """``"\\ud800"`` is a JSON string escape; such a label cannot be written out in UTF-8."""
    _assert_answered_by_command(_command(SURROGATE_RECORD.encode(), (*form, "-")))


def test_a_misspelt_verb_is_named_with_the_verb_it_is_closest_to_and_where_the_verbs_are_listed() -> None:
    from piquet import event_from_json
    from piquet.errors import PiquetError

    with pytest.raises(PiquetError) as raised:
        event_from_json({"player": "A", "exchang": "KS"})
    assert "unknown verb 'exchang' (did you mean 'exchange'?)" in str(raised.value)
    with pytest.raises(PiquetError) as raised:
        event_from_json({"player": "A", "swap": "KS"})
    assert "did you mean" not in str(raised.value) and "docs/record-format.rst" in str(raised.value)
