"""Laws whose consequences the mutation sample of seed 1127 found untested in ``piquet/rules/partie.py``.

Each test is named after the law it checks, goes through ``piquet.adjudicate``
on a record, and names in its docstring the mutant it kills (see
``docs/mutation.rst``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from piquet import adjudicate

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def _six_deals() -> dict[str, Any]:
    record: dict[str, Any] = json.loads((EXAMPLES / "partie-six-deals.json").read_text())
    return record


def _dealt_by_the_other(record: dict[str, Any], index: int) -> None:
    """The same cards and acts, but dealt by the other player: the deal is out of turn."""
    one, two = record["players"]
    other = {one: two, two: one}
    deal = record["deals"][index]
    deal["dealer"] = other[deal["dealer"]]
    deal["hands"] = {other[who]: cards for who, cards in deal["hands"].items()}
    for event in deal["events"]:
        if "player" in event:
            event["player"] = other[event["player"]]


def test_law_16_the_last_deal_of_a_partie_dealt_out_of_turn_simply_passes() -> None:
    """Law 16: a deal out of turn not found before the cards are taken up stands,
    and the elder deals the next two; but when this or the next deal is the last
    of the partie the deal simply passes in turn.  The sixth deal of six is the
    last: the ruling says so, and gives no one two deals.  (Kills dropping
    ``state.setup.last_of_partie`` in ``out_of_turn_unclaimed``.)"""
    record = _six_deals()
    _dealt_by_the_other(record, 5)
    last = adjudicate(record).deals[5]
    (ruling,) = [r for r in last.rulings if 16 in r.cited("law")]
    assert ruling.decision == "The deal stands; this or the next deal is the last of the partie, so the deal simply passes in turn"


def test_law_70_in_au_cent_an_error_in_the_score_not_claimed_is_not_put_right() -> None:
    """Law 70 and the au cent rule on errors in scoring: an error in the written
    score is put right during the game once it is proved.  Both players wrote
    B's first deal as 18 instead of 21; with B's claim in the third deal the three
    points are restored and B wins the game, but without it nothing is put right
    and the game goes on.  (Kills making ``errors and score_claimed(state)``
    always true in the au cent keeper's ``rectify``.)"""
    path = Path(__file__).resolve().parent / "examination" / "au_cent_more" / "errors-in-scoring-proved-two-deals-later-wins-the-game.json"
    record: dict[str, Any] = json.loads(path.read_text())
    record.pop("x-expected")
    result = adjudicate(record)
    claimed = result.deals[2]
    # The three points are restored to the first deal, where the error was made.
    assert result.deals[0].scores == {"A": 56, "B": 21} and claimed.scores == {"A": 10, "B": 39}
    assert any(c.id == "errors-in-scoring" for r in claimed.rulings for c in r.citations)
    del record["deals"][2]["events"][0]  # B's claim that the score was written wrong
    unclaimed = adjudicate(record)
    assert unclaimed.deals[0].scores == {"A": 56, "B": 18} and unclaimed.deals[2].scores == {"A": 10, "B": 39}
    assert unclaimed.deals[2].rulings == ()


def test_au_cent_a_game_lost_by_a_penalty_is_a_single_game() -> None:
    """Au cent: the elder who takes six cards loses the game by the penalty of
    the au cent clause "elder mixes stock cards"; the ruling that ends the game says it was lost by that penalty and is a
    single game, citing the clause and the partie of five games.  (Kills making
    ``game.forfeited is not None`` always false in ``game_decided``.)"""
    path = Path(__file__).resolve().parent / "examination" / "au_cent" / "elder-takes-six.json"
    record: dict[str, Any] = json.loads(path.read_text())
    record.pop("x-expected")
    rulings = [r for d in adjudicate(record).deals for r in d.rulings if r.act.startswith("A has lost the game")]
    (ruling,) = rulings
    assert ruling.act == "A has lost the game by a penalty (elder-mixes-stock-cards)"
    assert ruling.decision.startswith("B wins game 1, a single game (it was not won by a hundred)")
    assert [c.id for c in ruling.citations] == ["elder-mixes-stock-cards", "partie-of-five-games"]
