"""``piquet.read_records``: records one at a time from an open handle, lazily, a bad record's error in its place.

JSON Lines (blank lines skipped), one JSON record however it is laid out,
and the notation with one record or several; and the command reads a file
of several records in the notation as it reads JSON Lines.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet import PiquetError, Record, RecordError, format_record_text, read_record, read_records
from piquet.faces.cli import main
from piquet.formats.notation import parse_record_text

ROOT = Path(__file__).resolve().parents[1]
JSON_EXAMPLE = ROOT / "examples" / "description-example.json"
PQN_EXAMPLE = ROOT / "examples" / "description-example.pqn"
DATA = json.loads(JSON_EXAMPLE.read_text(encoding="utf-8"))
SIX = json.loads((ROOT / "examples" / "partie-six-deals.json").read_text(encoding="utf-8"))


def test_json_lines_give_each_line_s_record_with_its_line_and_a_bad_line_its_error() -> None:
    text = json.dumps(DATA) + "\n\n{broken\n" + json.dumps(SIX) + "\n"
    found = list(read_records(io.StringIO(text), name="games.jsonl"))
    assert [source for source, _ in found] == ["games.jsonl:1", "games.jsonl:3", "games.jsonl:4"]
    assert found[0][1] == read_record(DATA) and found[2][1] == read_record(SIX)
    assert isinstance(found[1][1], RecordError) and "not valid JSON" in str(found[1][1])


def test_a_bad_first_line_costs_that_line_only() -> None:
    text = '{"players": ["A"]}\n' + json.dumps(DATA) + "\n"
    (first, error), (second, record) = read_records(io.StringIO(text), name="x")
    assert (first, second) == ("x:1", "x:2")
    assert isinstance(error, PiquetError) and "players" in str(error) and record == read_record(DATA)


def test_one_json_record_on_one_line_or_indented_is_one_record_named_by_the_handle() -> None:
    for text in (json.dumps(DATA), json.dumps(DATA, indent=2), "\n\n" + json.dumps(DATA, indent=4) + "\n\n"):
        assert list(read_records(io.StringIO(text), name="one.json")) == [("one.json", read_record(DATA))]


def test_the_source_is_the_handle_s_name(tmp_path: Path) -> None:
    path = tmp_path / "lines.jsonl"
    path.write_text(json.dumps(DATA) + "\n" + json.dumps(DATA) + "\n", encoding="utf-8")
    with path.open(encoding="utf-8") as handle:
        assert [source for source, _ in read_records(handle)] == [f"{path}:1", f"{path}:2"]
    assert [source for source, _ in read_records(iter([json.dumps(DATA)]))] == ["<stream>"]


def test_the_notation_with_one_record_or_several() -> None:
    one = PQN_EXAMPLE.read_text(encoding="utf-8")
    assert list(read_records(io.StringIO(one), name="a.pqn")) == [("a.pqn", read_record(parse_record_text(one)))]
    second = format_record_text(SIX)
    text = one + "\n" + second
    found = list(read_records(io.StringIO(text), name="b.pqn"))
    opening = text.split("\n").index("players: North South") + 1
    assert [source for source, _ in found] == ["b.pqn:1", f"b.pqn:{opening}"]
    assert [record for _, record in found] == [read_record(DATA), read_record(SIX)]


def test_a_fault_in_the_second_record_of_the_notation_names_the_line_of_the_whole_text() -> None:
    one = PQN_EXAMPLE.read_text(encoding="utf-8")
    bad = format_record_text(SIX).replace("deal 2:", "deal 7:", 1)
    text = one + bad
    (_, good), (_, error) = read_records(io.StringIO(text))
    assert isinstance(good, Record) and isinstance(error, RecordError)
    line = text.split("\n").index("deal 7: dealer North") + 1
    assert str(error).startswith(f"line {line}")


def test_a_player_labelled_players_is_quoted_so_his_acts_open_no_record() -> None:
    record = json.loads(json.dumps(DATA))
    record["players"] = ["players", "B"]
    for event in record["deals"][0]["events"]:
        event["player"] = {"A": "players"}.get(event["player"], event["player"])
    record["deals"][0]["hands"] = {{"A": "players"}.get(k, k): v for k, v in record["deals"][0]["hands"].items()}
    text = format_record_text(record)
    assert '"players": ' in text
    assert [found for _, found in read_records(io.StringIO(text + text))] == [read_record(record)] * 2


def _handing_out(lines: list[str], given: list[str]) -> Iterator[str]:
    for line in lines:
        given.append(line)
        yield line


@settings(max_examples=10, deadline=None)
@given(count=st.integers(min_value=3, max_value=8))
def test_records_are_yielded_before_the_handle_is_read_to_its_end(count: int) -> None:
    given: list[str] = []
    stream = read_records(_handing_out([json.dumps(DATA) + "\n"] * count, given))
    source, record = next(stream)
    assert source == "<stream>:1" and record == read_record(DATA)
    assert len(given) <= 2 < count
    assert len(list(stream)) == count - 1


def test_the_notation_is_read_a_record_at_a_time() -> None:
    one = PQN_EXAMPLE.read_text(encoding="utf-8")
    given: list[str] = []
    stream = read_records(_handing_out((one * 3).splitlines(keepends=True), given))
    next(stream)
    assert len(given) < 2 * len(one.splitlines())


def test_empty_input_gives_no_record() -> None:
    assert list(read_records(io.StringIO("\n  \n"))) == []


def test_the_command_adjudicates_each_record_of_a_notation_file(tmp_path: Path) -> None:
    path = tmp_path / "two.pqn"
    path.write_text(PQN_EXAMPLE.read_text(encoding="utf-8") + format_record_text(SIX), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert main(["adjudicate", "--json", str(path)], out=out, err=err) == 0
    printed = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [p["source"] for p in printed] == [f"{path}:{source.split(':')[-1]}" for source, _ in read_records(path.open())]
    assert printed[1]["adjudication"]["players"] == ["North", "South"]
    assert err.getvalue() == "2 records: 2 adjudicated, 0 with errors\n"


def test_a_stock_read_quickly_is_the_stock_its_constructor_makes_and_checks() -> None:
    # The reader's quick path checks the stock with the hands on their masks and makes it without checking it again.
    from piquet.formats.record_json import read_record as read
    from piquet.table.cardsets import Stock

    data = {
        "players": ["A", "B"],
        "deals": [{"dealer": "B", "hands": {"A": "7S 8S 9S TS JS QS KS AS 7H 8H 9H TH", "B": "JH QH KH AH 7D 8D 9D TD JD QD KD AD"}, "stock": "7C 8C 9C TC JC QC KC AC"}],
    }
    stock = read(data).deals[0].stock
    assert stock == Stock.parse("7C 8C 9C TC JC QC KC AC") and hash(stock) == hash(Stock(stock.order))
    assert type(stock.order) is tuple and stock.bits == 0xFF


def test_an_act_reads_the_same_whether_its_verb_or_its_player_is_written_first() -> None:
    # The reader's loop takes the verb as the key that is not "player", in whichever order the two keys come.
    from piquet.formats.acts_json import events_from_json

    acts = [{"player": "A", "play": "AC"}, {"discard": "7S 8S", "player": "B"}, {"call": {"point": 5}, "player": "A"}, {"player": "B", "take": 2}]
    flipped = [dict(reversed(list(act.items()))) for act in acts]
    assert events_from_json(acts) == events_from_json(flipped)
    assert [e.player for e in events_from_json(flipped)] == ["A", "B", "A", "B"]
