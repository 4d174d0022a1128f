"""Piquet au Cent: each clause tested by name (``test_au_cent_<clause>_...``).

Au cent is the Laws of Piquet with the clauses of the Laws of Piquet au Cent
put in the place of the laws they displace; the same referee adjudicates it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from piquet import adjudicate
from piquet.errors import RecordError
from piquet.faces.report import adjudication_text
from piquet.rules.games import GamesPartie, game_value, game_won, partie_won

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "au-cent-partie.json"


def _example() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text())
    return data


# -- scoring: games, double games, the partie ------------------------------------------


def test_au_cent_game_a_hundred_up_the_first_to_a_hundred_at_the_end_of_a_deal_wins() -> None:
    assert game_won({"A": 99, "B": 98}) is None
    assert game_won({"A": 100, "B": 98}) == "A"
    assert game_won({"A": 40, "B": 131}) == "B"


def test_au_cent_game_a_hundred_up_both_past_a_hundred_the_higher_wins_and_a_tie_goes_on() -> None:
    assert game_won({"A": 104, "B": 117}) == "B"
    assert game_won({"A": 110, "B": 110}) is None


def test_au_cent_game_a_hundred_up_scores_carry_over_deal_by_deal_and_start_again() -> None:
    partie = GamesPartie(("A", "B"))
    partie, game = partie.record({"A": 60, "B": 30})
    assert game is None and partie.scores_by_player() == {"A": 60, "B": 30}
    partie, game = partie.record({"A": 45, "B": 10})
    assert game is not None and game.winner == "A" and game.scores == {"A": 105, "B": 40}
    assert (game.first_deal, game.last_deal) == (1, 2)
    assert partie.scores_by_player() == {"A": 0, "B": 0} and partie.game_from == 3


def test_au_cent_double_game_when_the_loser_has_not_reached_fifty() -> None:
    assert game_value({"A": 100, "B": 49}, "A") == 2
    assert game_value({"A": 100, "B": 50}, "A") == 1
    assert game_value({"A": 0, "B": 120}, "B") == 2


def test_au_cent_partie_of_five_games_three_games_win_a_double_counting_two() -> None:
    assert partie_won({"A": 2, "B": 2}) is None
    assert partie_won({"A": 3, "B": 1}) == "A"
    partie = GamesPartie(("A", "B"))
    partie, _ = partie.record({"A": 100, "B": 10})  # a double game: two
    assert partie.games_won() == {"A": 2, "B": 0} and not partie.complete
    partie, _ = partie.record({"A": 20, "B": 100})  # a double game for B
    partie, _ = partie.record({"A": 100, "B": 60})  # a single game for A
    assert partie.games_won() == {"A": 3, "B": 2} and partie.complete and partie.winner == "A"


def test_au_cent_partie_of_five_games_the_example_shows_each_game_and_the_standing() -> None:
    result = adjudicate(_example())
    answer = result.to_json()
    assert answer["variant"] == "au-cent"
    games = answer["partie"]["games"]
    assert [(g["winner"], g["double"]) for g in games] == [("A", True), ("B", True), ("A", False)]
    assert answer["partie"]["games_won"] == {"A": 3, "B": 2}
    assert answer["partie"]["complete"] and answer["partie"]["winner"] == "A"
    for game in games:
        played = [d for d in result.deals if game["deals"][0] <= d.number <= game["deals"][1]]
        assert {p: sum(d.scores[p] for d in played) for p in ("A", "B")} == game["scores"]
    ending = result.deals[games[0]["deals"][1] - 1].rulings[-1]
    assert ("au-cent", "game-a-hundred-up") in [(c.kind, c.id) for c in ending.citations]
    assert {d.citation.id for d in ending.displaced} == {71, 72, 73}
    text = adjudication_text(result)
    assert "Game 1 (deals 1-3): A wins a double game" in text
    assert "Result: A wins the partie, 3 games to the adversary's 2" in text


def test_au_cent_partie_of_five_games_no_deal_after_the_partie_is_won() -> None:
    data = _example()
    data["deals"].append(data["deals"][0])
    with pytest.raises(RecordError, match="won before this deal"):
        adjudicate(data)


def test_au_cent_game_a_hundred_up_a_partie_in_progress_shows_the_game_being_played() -> None:
    data = _example()
    data["deals"] = data["deals"][:2]
    answer = adjudicate(data).to_json()["partie"]
    assert answer["games"] == [] and not answer["complete"] and answer["winner"] is None
    assert sum(answer["totals"].values()) > 0
