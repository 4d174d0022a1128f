"""The text notation of records (piquet.formats.notation, docs/notation.rst).

Its promise is losslessness: text written from any valid record reads back to
that record's canonical JSON, and canonical text reads back to itself.  These
tests hold it to that over the Example, every record of examples/ and
examples/disputes/, every irregular scenario, random simulated parties and
records made up by Hypothesis with every verb, awkward labels and free text;
and check that faulty text raises a RecordError that names the line and
stays short.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet import adjudicate, read_record
from piquet.errors import RecordError
from piquet.game.partie import most_after
from piquet import testing
from piquet.formats.notation import MAX_LINE, SUFFIX, RecordTextError, format_record_text, parse_record_text
from piquet.game.record import Record
from piquet.game.acts import CLAIMS, Answer
from piquet.formats.acts_json import VERBS
from piquet.referee.simulate import partie_record
from piquet.table.cards import PACK
from tests.irregular_scenarios import DEALT, HANDS, SCENARIOS, STOCK

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
EXAMPLE_TEXT = EXAMPLES / f"description-example{SUFFIX}"


def _scenario_record(name: str) -> dict[str, Any]:
    hands, stock = DEALT.get(name, (HANDS, STOCK))
    return {"players": ["A", "B"], "deals": [{"dealer": "B", "hands": hands, "stock": stock, "events": SCENARIOS[name]}]}


def _corpus() -> dict[str, dict[str, Any]]:
    records = {path.relative_to(ROOT).as_posix(): json.loads(path.read_text()) for path in sorted(EXAMPLES.glob("*.json")) if not path.name.startswith("chouette")}
    records |= {path.relative_to(ROOT).as_posix(): json.loads(path.read_text()) for path in sorted((EXAMPLES / "disputes").glob("*.json"))}
    records |= {f"scenario: {name}": _scenario_record(name) for name in SCENARIOS}
    return records


CORPUS = _corpus()


def _assert_round_trip(record: dict[str, Any] | Record) -> str:
    canonical = record.to_json() if isinstance(record, Record) else read_record(record).to_json()
    text = format_record_text(record)
    assert parse_record_text(text) == canonical
    assert format_record_text(parse_record_text(text)) == text
    return text


# ---------------------------------------------------------------- the Example


def test_example_text_adjudicates_to_a_28_b_23() -> None:
    result = adjudicate(parse_record_text(EXAMPLE_TEXT.read_text()))
    assert result.deals[0].scores == {"A": 28, "B": 23}


def test_example_text_file_is_the_example_json_written_as_text() -> None:
    data = json.loads((EXAMPLES / "description-example.json").read_text())
    text = EXAMPLE_TEXT.read_text()
    assert parse_record_text(text) == read_record(data).to_json()
    body = "".join(line for line in text.splitlines(keepends=True) if not line.startswith("#")).lstrip("\n")
    assert body == format_record_text(data)


def test_example_text_reads_as_a_player_notes_it() -> None:
    text = format_record_text(json.loads((EXAMPLES / "description-example.json").read_text()))
    lines = text.splitlines()
    assert lines[:2] == ["players: A B", "variant: rubicon"]
    assert "deal 1: dealer B" in lines
    assert "A: exchange KS 9D 8D 8C 7C" in lines
    assert "B: reply what do they make" in lines
    assert "A: call point 5 making 49" in lines
    assert "A: call sequence 4 to A" in lines
    assert "B: reckon set 4 T; reckon set 3 Q; play TH" in lines
    assert "stock: 9S 8S KH 9C KD QS AC 7D" in lines


def test_example_text_file_is_listed_in_the_examples_readme() -> None:
    readme = (EXAMPLES / "README.md").read_text()
    for path in EXAMPLES.glob(f"*{SUFFIX}"):
        assert path.name in readme, path.name


# ---------------------------------------------------------------- round trips over the corpus


@pytest.mark.parametrize("name", sorted(CORPUS))
def test_every_example_dispute_and_scenario_round_trips(name: str) -> None:
    _assert_round_trip(CORPUS[name])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), deals=st.integers(1, 6))
def test_random_simulated_parties_round_trip(seed: int, deals: int) -> None:
    _assert_round_trip(partie_record(random.Random(seed), deals=deals))


def _respell(text: str, rng: random.Random) -> str:
    """The same record written loosely: comments, blank lines, spacing, case, acts split or joined."""
    out: list[str] = []
    for line in text.splitlines():
        if rng.random() < 0.1:
            out.append("# a note in the margin")
        if rng.random() < 0.1:
            out.append("")
        line = re.sub(r"\b([2-9TJQKA])([SHDC])\b", lambda m: m.group().lower() if rng.random() < 0.3 else m.group(), line)
        line = line.replace("T", "10", 1) if re.search(r"\bT[SHDC]\b", line) and rng.random() < 0.3 else line
        prefix, colon, acts = line.partition(": ")
        if colon and "; " in acts and rng.random() < 0.5:
            out += [f"{prefix}: {act}" for act in acts.split("; ")]
            continue
        if rng.random() < 0.2:
            line = "  " + line.replace(" ", "\t ", 1) + "   # so it was"
        out.append(line)
    return "\n".join(out) + rng.choice(["", "\n", "\n\n", "\r\n"])


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(sorted(CORPUS)), seed=st.integers(0, 2**32 - 1))
def test_loosely_written_text_reads_as_the_canonical_record(name: str, seed: int) -> None:
    record = CORPUS[name]
    loose = _respell(format_record_text(record), random.Random(seed))
    assert parse_record_text(loose) == read_record(record).to_json()


# ---------------------------------------------------------------- made-up records: every verb, awkward text

_TEXT = st.one_of(
    st.sampled_from(["fresh deal", "stand", "retake", "how many", "hearts", "none", "4", "about", "by", "option", "a b", "B did not follow suit"]),
    st.text(min_size=1, max_size=30).filter(lambda s: s.isprintable() and bool(s.strip())),
)
_LABEL = st.one_of(
    st.sampled_from(["A", "B", "North", "South", "stock", "deal", "players", "remark", "1", "Mme de B.", "a;b", 'say "hi"', "x:y", "#1", "-", "Ælfric"]),
    st.text(min_size=1, max_size=12).filter(lambda s: s.isprintable()),
)
_CARDS = st.lists(st.sampled_from(PACK), unique=True, max_size=12).map(lambda cs: " ".join(c.code for c in cs))
_SUIT = st.none() | st.sampled_from("SHDC")
_RANK = st.sampled_from("AKQJT987")
_CLAIM = st.one_of(
    st.fixed_dictionaries({"point": st.integers(1, 8)}, optional={"value": st.integers(0, 100), "suit": _SUIT}),
    st.fixed_dictionaries({"sequence": st.integers(3, 8)}, optional={"to": st.none() | _RANK, "suit": _SUIT}),
    st.fixed_dictionaries({"set": st.none() | _RANK, "count": st.integers(3, 4)}),
)
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)


def _event(player: str) -> st.SearchStrategy[dict[str, Any]]:
    """Every event shape the reader accepts, for the given player."""
    acts: list[st.SearchStrategy[dict[str, Any]]] = [
        st.builds(lambda v, c: {v: c}, st.sampled_from(["discard", "exchange", "expose"]), _CARDS),
        # A retake names at least one card, as a play does.
        st.builds(lambda cs: {"retake": " ".join(c.code for c in cs)}, st.lists(st.sampled_from(PACK), unique=True, min_size=1, max_size=4)),
        st.builds(lambda n: {"take": n}, st.integers(0, 32)),
        st.builds(lambda n: {"leave": n}, st.integers(0, 8)),
        st.builds(lambda cs: {"play": " ".join(c.code for c in cs)}, st.lists(st.sampled_from(PACK), unique=True, min_size=1, max_size=8)),
        st.builds(lambda c: {"faced": c.code}, st.sampled_from(PACK)),
        st.just({"declare": "all"}),
        st.builds(lambda n: {"announce": f"{n} cards"}, st.integers(10, 14)),
        st.sampled_from(
            [
                {"announce": "carte blanche"},
                {"show": "carte blanche"},
                {"look": "left"},
                {"look": "discard"},
                {"count": "stock"},
                {"lift": "hand"},
                {"will": "look"},
                {"will": "not look"},
                {"look": "adversary's discard"},
                {"propose": "fresh deal"},
                {"accept": "fresh deal"},
                {"concede": True},
            ]
        ),
        st.builds(lambda w: {"claim": w}, st.sampled_from(CLAIMS)),
        st.builds(lambda a: {"reply": a.value}, st.sampled_from(Answer)),
        st.builds(lambda v, c: {v: c}, st.sampled_from(["call", "reckon", "correct"]), _CLAIM),
        st.builds(lambda a: {"correct": a.value}, st.sampled_from(Answer)),
        st.builds(lambda c, w: {"mix": c, "with": w}, _CARDS, st.sampled_from(["hand", "discard"])),
        st.builds(lambda q: {"ask": q}, _TEXT),
        st.builds(lambda q, a: {"ask": {q: a}}, _TEXT, _TEXT),
        st.builds(lambda a: {"answer": a}, _TEXT),
        st.builds(lambda c: {"elect": c}, _TEXT),
        st.builds(lambda c, o: {"elect": c, "option": o}, _TEXT, _TEXT),
        st.builds(lambda s: {"write": s}, st.dictionaries(_TEXT, st.integers(0, 10_000), min_size=1, max_size=3)),
        # The record format of #34: a claim of the score naming its deal, a written score saying whether it is doubled.
        st.builds(lambda d: {"claim": "score", "deal": d}, st.integers(0, 49)),
        st.builds(lambda s, d: {"write": s, "doubled": d}, st.dictionaries(_TEXT, st.integers(0, 10_000), min_size=1, max_size=3), st.booleans()),
    ]
    with_player = st.one_of(acts).map(lambda act: {"player": player, **act})
    without = st.one_of(st.just({"declare": "all"}), st.builds(lambda t, b: {"remark": t, "by": b}, _TEXT, _TEXT))
    return st.one_of(with_player, with_player, with_player, without)


@st.composite
def _records(draw: st.DrawFn) -> dict[str, Any]:
    first = draw(_LABEL)
    second = draw(_LABEL.filter(lambda s: s != first))
    players = [first, second]
    variant = draw(st.sampled_from(["rubicon", "au-cent"]))
    record: dict[str, Any] = {"variant": variant, "players": players}
    options = {"deals": st.sampled_from([4, 6]), "deal_by": st.sampled_from([2, 3])}
    if variant == "au-cent":
        options |= {"point_four_less": st.booleans(), "low_cards_do_not_count": st.booleans()}
    chosen = draw(st.fixed_dictionaries({}, optional=options))
    if chosen:
        record["options"] = chosen
    if draw(st.booleans()):
        order = draw(st.permutations(players))
        # The laws allow no score before a deal is played, nor more than the deals played can give (Law 71).
        partie = chosen.get("deals", 6)
        played = draw(st.integers(1, partie + 2))
        if variant == "au-cent":
            # Au cent: the scores of the game in progress, under a hundred, and the games won, fewer than three each.
            record["start"] = {"scores": {p: draw(st.integers(0, 99)) for p in order}, "deals_played": played}
            games = draw(st.lists(st.tuples(st.sampled_from(players), st.booleans()), max_size=2))
            if games and len({w for w, d in games}) == len(games) or len(games) == 1:
                record["start"]["games"] = [{"winner": w, "double": d} for w, d in games]
        else:
            record["start"] = {"scores": {p: draw(st.integers(0, most_after(played, partie))) for p in order}, "deals_played": played}
    deals = []
    for _ in range(draw(st.integers(0, 3))):
        pack = [c.code for c in draw(st.permutations(PACK))]
        cut1, cut2 = sorted(draw(st.lists(st.integers(0, 32), min_size=2, max_size=2)))
        events = draw(st.lists(st.one_of(_event(first), _event(second)), max_size=12))
        deals.append(
            {
                "dealer": draw(st.sampled_from(players)),
                "hands": {first: " ".join(pack[:cut1]), second: " ".join(pack[cut1:cut2])},
                "stock": " ".join(pack[cut2:]),
                "events": events,
            }
        )
    record["deals"] = deals
    for key in draw(st.lists(st.text(max_size=10).map(lambda s: "x-" + s), unique=True, max_size=2)):
        record[key] = draw(_JSON)
    return record


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(record=_records())
def test_made_up_records_with_every_verb_and_awkward_text_round_trip(record: dict[str, Any]) -> None:
    _assert_round_trip(record)


def test_every_verb_of_the_reader_has_words_in_the_notation() -> None:
    shown = {
        "discard": {"player": "A", "discard": "KS"},
        "take": {"player": "A", "take": 1},
        "exchange": {"player": "A", "exchange": "KS"},
        "declare": {"declare": "all"},
        "announce": {"player": "A", "announce": "13 cards"},
        "show": {"player": "A", "show": "carte blanche"},
        "call": {"player": "A", "call": {"point": 5, "value": 49, "suit": "H"}},
        "reply": {"player": "B", "reply": "not good"},
        "reckon": {"player": "B", "reckon": {"sequence": 3, "to": "Q", "suit": "S"}},
        "look": {"player": "B", "look": "left"},
        "play": {"player": "A", "play": "AH KH"},
        "concede": {"player": "B", "concede": True},
        "expose": {"player": "B", "expose": "TS"},
        "faced": {"player": "A", "faced": "7C"},
        "leave": {"player": "A", "leave": 1},
        "count": {"player": "B", "count": "stock"},
        "retake": {"player": "A", "retake": "KS"},
        "mix": {"player": "A", "mix": "QS", "with": "hand"},
        "correct": {"player": "A", "correct": {"set": None, "count": 3}},
        "ask": {"player": "B", "ask": {"how many": "hearts"}},
        "answer": {"player": "A", "answer": "two"},
        "elect": {"player": "B", "elect": "fresh deal", "option": "law-28"},
        "propose": {"player": "A", "propose": "fresh deal"},
        "accept": {"player": "B", "accept": "fresh deal"},
        "claim": {"player": "A", "claim": "deal out of turn"},
        "remark": {"remark": "B did not follow suit", "by": "C"},
        "write": {"player": "A", "write": {"A": 28, "B": 23}},
        "lift": {"player": "A", "lift": "hand"},
        "will": {"player": "B", "will": "not look"},
        "gather": {"player": "A", "gather": "pack"},
        "rectify": {"player": "B", "rectify": {"TD": "B", "9S": "stock"}},
        "fresh": {"player": "A", "fresh": "packs"},
        "demand": {"player": "A", "demand": "S"},
        "damaged": {"player": "B", "damaged": "QS"},
        "surplus": {"player": "B", "surplus": {"holder": "A", "card": "9H", "in": "discard"}},
        "shuffle": {"player": "B", "shuffle": "faces shown"},
        "cut": {"player": "A", "cut": 10, "exposed": "QS"},
    }
    assert set(shown) == set(VERBS)
    record = {"players": ["A", "B"], "deals": [{"dealer": "B", "hands": {"A": "", "B": ""}, "stock": "", "events": list(shown.values())}]}
    text = _assert_round_trip(record)
    acts = text.split("stock: -\n", 1)[1]
    assert "{" not in acts, "every verb is written in words, none as JSON"
    segments = {part for line in acts.splitlines() for part in line.split("; ")}
    for act in (
        "mix QS with hand",
        "surplus 9H of A in discard",
        "A: cut 10 exposing QS",
        "B: ask how many about hearts",
        "B: elect fresh deal option law-28",
        "remark B did not follow suit by C",
        "A: write A 28, B 23",
        "B: will not look",
        "correct set 3",
        "call point 5 making 49 in H",
        "reckon sequence 3 to Q in S",
        "B: concede",
    ):
        assert act in segments, act


def test_a_json_event_on_a_line_of_its_own_is_read() -> None:
    text = EXAMPLE_TEXT.read_text().replace("A: play AH\n", '{"player": "A", "play": ["ah"]}  # as in the JSON\n')
    assert parse_record_text(text) == parse_record_text(EXAMPLE_TEXT.read_text())


def test_acts_of_two_players_may_share_a_line_each_with_its_prefix() -> None:
    text = EXAMPLE_TEXT.read_text().replace("A: play KD\nB: play AD; ", "A: play KD; B: play AD; ")
    assert parse_record_text(text) == parse_record_text(EXAMPLE_TEXT.read_text())


def test_awkward_labels_and_texts_are_quoted_as_json_strings() -> None:
    record = {
        "players": ["stock", "Mme de B."],
        "deals": [
            {
                "dealer": "stock",
                "hands": {"stock": "AS", "Mme de B.": ""},
                "stock": "7C",
                "events": [{"player": "Mme de B.", "ask": "how many; and which?"}, {"remark": "about it", "by": "by"}],
            }
        ],
        "x-recorded by": {"name": "C", "at": ["the club", 1882]},
    }
    text = _assert_round_trip(record)
    assert 'players: "stock" "Mme de B."' in text
    assert '"Mme de B.": ask "how many; and which?"' in text
    assert 'remark about it by by' in text
    assert '"x-recorded by": {"name": "C", "at": ["the club", 1882]}' in text


# ---------------------------------------------------------------- faulty text


def _fault(text: str) -> RecordTextError:
    with pytest.raises(RecordError) as caught:
        parse_record_text(text)
    error = caught.value
    assert isinstance(error, RecordTextError)
    assert len(str(error)) <= 200
    return error


def _example_with(old: str, new: str) -> str:
    text = EXAMPLE_TEXT.read_text()
    assert old in text
    return text.replace(old, new, 1)


def _line_of(text: str, content: str) -> int:
    return text.splitlines().index(content) + 1


def test_bad_card_names_its_line_deal_event_and_card() -> None:
    text = _example_with("A: play AH\n", "A: play AX\n")
    error = _fault(text)
    assert (error.line, error.deal, error.event, error.card) == (_line_of(text, "A: play AX"), 0, 10, "AX")
    assert str(error).startswith(f"line {error.line}, deal 1, event 11, card AX: ")


def test_bad_card_in_a_hand_names_its_line() -> None:
    text = _example_with("stock: 9S", "stock: 1S")
    error = _fault(text)
    assert error.line == _line_of(text, "stock: 1S 8S KH 9C KD QS AC 7D") and error.deal == 0 and "1S" in str(error)


def test_unknown_verb_names_its_line() -> None:
    text = _example_with("A: play AH\n", "A: fling AH\n")
    error = _fault(text)
    assert error.line == _line_of(text, "A: fling AH") and "unknown verb 'fling'" in str(error)


def test_missing_hands_are_reported_at_the_line_where_they_were_due() -> None:
    text = _example_with("A: AS KS JS AH QH JH 8H 9D 8D JC 8C 7C\nB: TS 7S TH 9H 7H AD QD JD TD KC QC TC\n", "")
    error = _fault(text)
    assert error.line == _line_of(text, "stock: 9S 8S KH 9C KD QS AC 7D") and "A's hand is missing" in str(error)


def test_an_act_where_a_hand_was_due_is_reported_as_missing_hands() -> None:
    error = _fault(_example_with("A: AS KS JS AH QH JH 8H 9D 8D JC 8C 7C\n", "A: exchange KS\n"))
    assert "A's hand is missing" in str(error)


def test_missing_stock_is_reported() -> None:
    error = _fault(_example_with("stock: 9S 8S KH 9C KD QS AC 7D\n", ""))
    assert "the stock is missing" in str(error)


def test_a_deal_that_ends_the_text_before_its_hands_is_reported_at_the_deal_line() -> None:
    error = _fault("players: A B\n\ndeal 1: dealer B\n")
    assert error.line == 3 and error.deal == 0


def test_overlong_line_is_refused_with_a_short_message() -> None:
    error = _fault(_example_with("A: play AH\n", "A: play " + "AH " * MAX_LINE + "\n"))
    assert "at most" in str(error) and error.line is not None


def test_overlong_word_is_not_echoed_whole() -> None:
    error = _fault(_example_with("A: play AH\n", "A: play " + "Z" * 5000 + "\n"))
    assert error.card is None and "ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ" not in str(error)


def test_overlong_remark_gives_a_bounded_message() -> None:
    _fault(_example_with("A: play AH\n", "remark " + "words " * 100 + "\n"))


@pytest.mark.parametrize(
    ("old", "new", "says"),
    [
        ("A: play AH\n", 'remark "not closed\n', "not closed"),
        ("A: play AH\n", "C: play AH\n", "'C' is not a player"),
        ("stock: 9S", "stock: AS", "AS is given twice"),
        ("deal 1:", "deal 2:", "out of order"),
        ("players: A B\n", "", "names the players before"),
        ("dealer B", "dealer Z", "not one of the players"),
        ("variant: rubicon", "variant: bezique", "unknown variant"),
        ("variant: rubicon", "variant: rubicon\noptions: deals 5", "option 'deals'"),
        ("variant: rubicon", "variant: rubicon\nstart: A 1 after 2 deals", "'start.scores'"),
        ("variant: rubicon", "variant: rubicon\ncolour: red", "unknown header"),
        ("variant: rubicon", "x-a: 1\nx-a: 2\nvariant: rubicon", "given twice"),
        ("variant: rubicon", "x-a: {not json", "JSON value"),
        ("A: play AH\n", "A: take lots\n", "whole number"),
        ("A: call set 3 J", "A: call set J 3", "the count comes first"),
        ("B: reply good", "B: reply maybe", "unknown reply"),
        ("A: call point 5\n", "A: call point 5 making 49 making 50\n", "said twice"),
        ("A: play AH\n", "A: play -\n", "at least one card"),
        ("A: play AH\n", "A: play AH -\n", "'-' stands for no cards"),
        ("A: play AH\n", '{"player": "A", "play": 5}\n', "cards must be"),
        ("A: play AH\n", "A: write A 28, A 23\n", "given twice"),
        ("A: play AH\n", "A: mix AH\n", "'with' is missing"),
        ("A: play AH\n", "A: concede now\n", "unexpected"),
        ("A: play AH\n", "remark it was, I think, wrong\n", "double quotes"),
    ],
)
def test_faulty_lines_raise_a_record_error_naming_the_line(old: str, new: str, says: str) -> None:
    error = _fault(_example_with(old, new))
    assert says in str(error)
    assert error.line is not None or error.reason.startswith("the text")


def test_an_empty_text_says_the_players_are_wanted() -> None:
    assert "players" in str(_fault(""))


def test_writing_an_invalid_record_raises_a_record_error() -> None:
    with pytest.raises(RecordError):
        format_record_text({"players": ["A", "A"], "deals": []})


@settings(max_examples=300, deadline=None)
@given(noise=st.text(max_size=400))
def test_any_text_reads_or_raises_a_short_record_error(noise: str) -> None:
    try:
        parse_record_text(noise)
    except RecordError as error:
        assert len(str(error)) <= 200


@settings(max_examples=200, deadline=None)
@given(position=st.integers(0, 2_000), noise=st.text(min_size=1, max_size=20))
def test_the_example_with_noise_spliced_in_reads_or_raises_a_short_record_error(position: int, noise: str) -> None:
    text = EXAMPLE_TEXT.read_text()
    position %= len(text)
    try:
        read_record(parse_record_text(text[:position] + noise + text[position:]))
    except RecordError as error:
        assert len(str(error)) <= 200


# ------------------------------------------------- records from piquet.testing


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(testing.records(irregular=True))
def test_records_with_irregular_acts_from_piquet_testing_round_trip(record: dict[str, Any]) -> None:
    _assert_round_trip(record)
