"""Au cent: a game won on the card only by a written score that stood wrong goes on while it truly lasts (errors-in-scoring).

A game is a hundred up (au cent's game-a-hundred-up), and an error in adding
up or marking the score may be put right at any time during the game
(errors-in-scoring).  A player whose own score, marked ten too high, shows him
at a hundred has not scored a hundred: proved in the next deal, even after
Law 70's time, the error is put right and the game goes on, to be won by
whoever truly reaches a hundred.  Unproved, the game stands as marked; proved
only once the game reckoned truly has been won, it is too late.  The deals are
a blind record of round 1129k (tests/examination/round_1129k),
whose examiner worked the scores from the laws.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import piquet

_RECORD = Path(__file__).parent / "examination" / "round_1129k" / (
    "au-cent-game-wrongly-thought-won-on-an-added-up-score-error-proved-in-the-next-deal-game-goes-on-and-the-other-wins.json"
)
#: A's score of the fourth deal (index 3) is written 23 for the 13 the cards give, which shows him at 100 to B's 84.
_CLAIM = {"player": "B", "claim": "score", "deal": 3}


def _record(claim_in: int | None) -> dict[str, Any]:
    """The record with B's claim of the wrong score made in deal ``claim_in`` (by index) after both exchanged, or never."""
    record: dict[str, Any] = json.loads(_RECORD.read_text(encoding="utf-8"))
    record.pop("x-expected")
    for deal in record["deals"]:
        deal["events"] = [e for e in deal["events"] if e != _CLAIM]
    if claim_in is not None:
        record["deals"][claim_in]["events"].insert(4, _CLAIM)
    return record


def _games(result: Any) -> list[tuple[str, bool, dict[str, int]]]:
    return [(g["winner"], g["double"], g["scores"]) for g in result.partie.to_json()["games"]]


def _claim_outcome(result: Any, deal: int) -> str:
    [ruling] = [r for r in result.deals[deal].rulings if r.event == 4]
    return str(ruling.outcome.value)


def test_au_cent_errors_in_scoring_a_game_won_on_the_card_by_an_error_goes_on_when_it_is_proved() -> None:
    result = piquet.adjudicate(_record(claim_in=4))
    assert _claim_outcome(result, 4) == "corrected"
    assert result.deals[3].scores == {"A": 13, "B": 21}  # the fourth deal restored
    # The game went on, and B reached a hundred first in the next deal, A then at the ninety the cards gave him: single.
    assert _games(result) == [("B", False, {"A": 90, "B": 100})]


def test_au_cent_game_a_hundred_up_unproved_the_game_stands_as_marked() -> None:
    result = piquet.adjudicate(_record(claim_in=None))
    assert result.deals[3].scores == {"A": 23, "B": 21}
    assert [winner for winner, _, _ in _games(result)] == ["A"]  # A's game on the card; the next is under way


def test_au_cent_errors_in_scoring_proved_once_the_game_reckoned_truly_is_won_it_is_too_late() -> None:
    # Reckoned truly, B reached a hundred in the fifth deal (index 4): a claim in the sixth comes after that game.
    result = piquet.adjudicate(_record(claim_in=5))
    assert _claim_outcome(result, 5) == "too-late"
    assert result.deals[3].scores == {"A": 23, "B": 21}
    assert _games(result)[0][0] == "A"
