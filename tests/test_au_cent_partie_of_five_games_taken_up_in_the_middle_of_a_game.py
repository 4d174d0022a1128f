"""An au cent partie taken up part way (the record's ``start``): the scores of the game in progress (au-cent:game-a-hundred-up)
and the games already won (au-cent:partie-of-five-games, a double counting two)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from piquet import adjudicate, read_record
from piquet.errors import RecordError
from piquet.formats.notation import format_record_text, parse_record_text

RECORD = Path(__file__).parent / "examination" / "round_1129c" / "both-pass-a-hundred-in-the-play-first-to-a-hundred-ends-lower.json"


def _taken_up(start: dict[str, Any], variant: str = "au-cent") -> dict[str, Any]:
    """The record's third deal, in which A reaches a hundred first (71 and 68 going in), taken up after two deals."""
    data: dict[str, Any] = json.loads(RECORD.read_text())
    data.pop("x-expected")
    data["deals"] = data["deals"][2:]
    data["variant"] = variant
    if variant != "au-cent":
        del data["options"]  # the agreements of au cent
    data["start"] = start
    return data


def test_au_cent_game_a_hundred_up_taken_up_with_the_games_scores_so_far() -> None:
    result = adjudicate(_taken_up({"scores": {"A": 71, "B": 68}, "deals_played": 2}))
    assert result.deals[0].number == 3
    assert result.partie.games is not None
    (game,) = result.partie.games
    assert (game.number, game.winner, game.double, game.scores["A"]) == (1, "A", False, 100)
    assert result.partie.games_won == {"A": 1, "B": 0}


def test_au_cent_partie_of_five_games_the_games_won_before_count_and_number_the_next() -> None:
    earlier = [{"winner": "A", "double": True}, {"winner": "B"}]
    result = adjudicate(_taken_up({"scores": {"A": 71, "B": 68}, "deals_played": 2, "games": earlier}))
    assert result.partie.games is not None
    (game,) = result.partie.games
    assert game.number == 3 and game.winner == "A"
    # A's double (two) and this game make three: the partie is A's.
    assert result.partie.games_won == {"A": 3, "B": 1} and result.partie.complete
    assert result.partie.settlement is not None and result.partie.settlement.winner == "A"


def test_au_cent_double_game_a_game_taken_up_under_fifty_can_still_be_double() -> None:
    result = adjudicate(_taken_up({"scores": {"A": 71, "B": 0}, "deals_played": 2}))
    assert result.partie.games is not None
    (game,) = result.partie.games
    assert game.winner == "A" and game.double


@pytest.mark.parametrize(
    ("start", "says"),
    [
        ({"scores": {"A": 100, "B": 68}, "deals_played": 2}, "a hundred up"),
        ({"scores": {"A": 71, "B": 68}, "deals_played": 2, "games": [{"winner": "B", "double": True}, {"winner": "B"}]}, "three games"),
        ({"scores": {"A": 71, "B": 68}, "deals_played": 2, "games": [{"winner": "C"}]}, "not a player"),
        ({"scores": {"A": 71, "B": 68}, "deals_played": 2, "games": [{"winner": "A", "double": "yes"}]}, "true or false"),
        ({"scores": {"A": 71, "B": 68}, "deals_played": 2, "games": {"A": 1}}, "a list"),
    ],
)
def test_au_cent_game_a_hundred_up_a_start_that_could_not_be_is_refused(start: dict[str, Any], says: str) -> None:
    with pytest.raises(RecordError, match=says):
        adjudicate(_taken_up(start))


def test_law_71_a_partie_of_deals_has_no_games_to_take_up() -> None:
    with pytest.raises(RecordError, match="start.games"):
        adjudicate(_taken_up({"scores": {"A": 71, "B": 68}, "deals_played": 2, "games": []}, variant="rubicon"))


def test_au_cent_partie_of_five_games_the_start_is_written_and_read_back_in_json_and_notation() -> None:
    start = {"scores": {"A": 71, "B": 68}, "deals_played": 2, "games": [{"winner": "B", "double": True}, {"winner": "A", "double": False}]}
    record = read_record(_taken_up(start))
    assert record.to_json()["start"] == start
    text = format_record_text(record)
    assert "start: A 71, B 68 after 2 deals, games B double, A\n" in text
    assert read_record(parse_record_text(text)) == record
