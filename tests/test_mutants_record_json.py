"""What the record reader accepts, where the mutation sample of seed 1127 found
``piquet/formats/record_json.py`` untested.

Each test goes through ``piquet.adjudicate`` on a record dict and names in its
docstring the mutant it kills (see ``docs/mutation.rst``).
"""

from __future__ import annotations

from typing import Any

import pytest

from piquet import RecordError, adjudicate


def _nested(levels: int) -> Any:
    value: Any = []
    for _ in range(levels - 1):
        value = [value]
    return value


def test_an_extension_nested_a_hundred_deep_is_read_and_one_deeper_refused() -> None:
    """An ``x-`` extension is kept as it is; one nested more than a hundred lists
    deep is refused when the record is read, so that every record read can be
    written back.  A hundred is the documented limit.  (Kills
    ``MAX_EXTENSION_DEPTH = 100`` made 99 or 101.)"""
    record: dict[str, Any] = {"format": "piquet-record/1", "players": ["A", "B"], "deals": []}
    adjudicate({**record, "x-note": _nested(100)})
    with pytest.raises(RecordError, match="more than 100 deep"):
        adjudicate({**record, "x-note": _nested(101)})


def test_a_deal_of_five_hundred_events_is_read_and_one_more_refused() -> None:
    """A deal holds at most five hundred events (``piquet.game.record.MAX_EVENTS``):
    a deal of exactly that many is read, one more is refused with a message
    naming the limit.  (Kills ``len(events_data) > MAX_EVENTS`` made ``>=``.)"""
    deal: dict[str, Any] = {
        "dealer": "B",
        "hands": {"A": "AH QH 9H 7H KS TS 8S QD 8D 7D JC 8C", "B": "KH TH 8H AS QS 9S JD 9D AC KC QC 7C"},
        "stock": "JH JS AD KD TC 9C 7S TD",
    }
    opening = [{"player": "A", "exchange": "8S 8D 7D JC 8C"}, {"player": "B", "exchange": "9S 9D 7C"}]
    remark = {"player": "A", "remark": "a remark"}
    record: dict[str, Any] = {"format": "piquet-record/1", "players": ["A", "B"]}
    adjudicate({**record, "deals": [{**deal, "events": opening + [remark] * 498}]})
    with pytest.raises(RecordError, match=r"a deal of 501 events is more than this library reads \(500 at most\)"):
        adjudicate({**record, "deals": [{**deal, "events": opening + [remark] * 499}]})


def test_a_hand_that_is_not_cards_is_refused_with_what_a_hand_must_be() -> None:
    """A hand or the stock is a string of cards or a list of card strings; a
    number, or a list holding anything else, is refused with a message saying so
    (the same hand written either way is read alike).  (Kills
    ``isinstance(value, str)`` made ``True`` in ``_read_cards``, which passed any
    value on to the card parser.)"""
    hands = {"A": "AH QH 9H 7H KS TS 8S QD 8D 7D JC 8C", "B": "KH TH 8H AS QS 9S JD 9D AC KC QC 7C"}
    deal: dict[str, Any] = {"dealer": "B", "hands": hands, "stock": "JH JS AD KD TC 9C 7S TD", "events": []}
    record: dict[str, Any] = {"format": "piquet-record/1", "players": ["A", "B"]}
    as_text = adjudicate({**record, "deals": [deal]})
    as_list = adjudicate({**record, "deals": [{**deal, "hands": {"A": hands["A"].split(), "B": hands["B"]}}]})
    assert as_list.deals[0].state.hands == as_text.deals[0].state.hands
    for wrong in (12, ["AH", 7], {"AH": 1}):
        with pytest.raises(RecordError, match="hands.A must be a string of cards or a list of card strings"):
            adjudicate({**record, "deals": [{**deal, "hands": {"A": wrong, "B": hands["B"]}}]})


def test_an_unknown_option_is_refused_by_name() -> None:
    """The record's ``options`` are the agreements the library knows; an unknown
    one is refused, naming it and the known ones, not passed over or left to
    fail later.  (Kills ``key not in _OPTIONS`` made ``False`` in ``_read_options``.)"""
    record: dict[str, Any] = {"format": "piquet-record/1", "players": ["A", "B"], "deals": [], "options": {"carte_rouge": True}}
    with pytest.raises(RecordError, match="unknown option 'carte_rouge'; known: deals, deal_by"):
        adjudicate(record)


def test_law_71_a_partie_taken_up_needs_a_whole_number_of_deals_played() -> None:
    """A record may take up a partie in progress (``start``); the deals already
    played must be a whole number, and text or a fraction is refused with a
    message saying so.  (Kills dropping ``not isinstance(played, int)`` in
    ``_read_start``.)"""
    record: dict[str, Any] = {"format": "piquet-record/1", "players": ["A", "B"], "deals": []}
    adjudicate({**record, "start": {"scores": {"A": 10, "B": 20}, "deals_played": 2}})
    for played in ("2", 2.5, None):
        with pytest.raises(RecordError, match="'start.deals_played' must be a whole number"):
            adjudicate({**record, "start": {"scores": {"A": 10, "B": 20}, "deals_played": played}})


def test_hands_must_be_an_object_giving_each_player_s_cards() -> None:
    """A deal's ``hands`` is an object giving the cards dealt to each player; a
    string (even one whose letters are the players' names) or a list is refused
    with a message saying so.  (Kills dropping ``not isinstance(hands_data,
    Mapping)`` in ``_read_deal``.)"""
    for hands in ("AB", ["A", "B"]):
        record: dict[str, Any] = {
            "format": "piquet-record/1", "players": ["A", "B"],
            "deals": [{"dealer": "B", "hands": hands, "stock": "", "events": []}],
        }  # fmt: skip
        with pytest.raises(RecordError, match="'hands' must give the cards dealt to each of A and B"):
            adjudicate(record)


def test_law_71_a_partie_taken_up_gives_a_score_for_each_player() -> None:
    """A partie taken up in progress (``start``) gives the score of each player,
    as an object; a list of the names, or an object missing a player, is refused
    with a message saying so.  (Kills ``not isinstance(scores, Mapping) or
    set(scores) != set(players)`` made ``and`` in ``_read_start``.)"""
    record: dict[str, Any] = {"format": "piquet-record/1", "players": ["A", "B"], "deals": []}
    for scores in (["A", "B"], {"A": 10}, {"A": 10, "B": 20, "C": 5}):
        with pytest.raises(RecordError, match="'start.scores' must give a score for each of A and B"):
            adjudicate({**record, "start": {"scores": scores, "deals_played": 1}})
