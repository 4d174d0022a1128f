"""abartnof ``partie.json``: six deals, the tie-break deals, alternation, rubicon (Laws 16, 71-73).

Their deal scores are pairs (elder's score, younger's score); the elder
alternates, and each case's ``progress`` names him deal by deal.
"""

from __future__ import annotations

from typing import Any

import pytest

from piquet.referee.adjudication import adjudicate
from piquet.errors import RecordError
from piquet.game.partie import EXTRA_DEALS, PARTIE_BONUS, RUBICON, Partie, settle
from tests.conformance.adapter import cases, load, rejected, replay_events

V = load("partie")
PLAYERS = ("A", "B")


def _other(label: str) -> str:
    return "B" if label == "A" else "A"


def _played(vector: dict[str, Any]) -> Partie:
    partie = Partie(PLAYERS)
    pairs = vector["deals"] + vector["extra"]
    assert len(pairs) == len(vector["progress"])
    for (elder_score, younger_score), step in zip(pairs, vector["progress"]):
        elder = step["elder_is"]
        assert step["scores_entered"] == [elder_score, younger_score]
        assert partie.next_deal == step["deal_number"]
        assert partie.deals_due() - partie.played == step["deals_left"]
        standing = step["standing"]
        totals = partie.totals_by_player()
        assert (totals[elder], totals[_other(elder)]) == (standing["mine"], standing["theirs"])
        assert partie.is_last_deal(step["deal_number"]) is standing["is_last_deal"]
        assert (totals[elder] < RUBICON) is standing["short_of_the_rubicon"]
        assert not partie.complete
        partie = partie.record({elder: elder_score, _other(elder): younger_score})
    return partie


CASES = cases(V["cases"], lambda v: v["name"])


@pytest.mark.parametrize("vector", CASES)
def test_law_71_partie_of_six_deals_and_ties(vector: dict[str, Any]) -> None:
    """Six deals; level after six, each deals once more; level again, drawn (Law 71)."""
    partie = _played(vector)
    assert partie.complete is vector["complete"]
    assert partie.played == vector["deals_played"]
    assert partie.totals_by_player() == vector["totals"]


@pytest.mark.parametrize("vector", CASES)
def test_laws_72_73_settlement(vector: dict[str, Any]) -> None:
    """Difference plus a hundred (Law 72); the loser short of a hundred: sum plus a hundred,
    whether or not the winner reached a hundred (Law 73)."""
    expected = vector["settlement"]
    for settlement in (_played(vector).settlement(), settle(vector["totals"])):
        assert settlement is not None
        assert (settlement.winner, settlement.points_won, settlement.rubicon) == (
            expected["winner"],
            expected["points"],
            expected["rubicon"],
        )


def test_partie_constants() -> None:
    c = V["constants"]
    assert (Partie(PLAYERS).deals, EXTRA_DEALS, RUBICON, PARTIE_BONUS) == (
        c["DEALS_IN_PARTIE"],
        c["EXTRA_DEALS"],
        c["RUBICON"],
        c["PARTIE_BONUS"],
    )


def _record(dealers: list[str]) -> dict[str, Any]:
    """A record of deals all dealt from the pack in index order (rules.json replay 0),
    the non-dealer elder each time.  Each player scores the same as elder and as
    younger, so the totals are level after every second deal."""
    replay = load("rules")["replays"][0]
    pack = replay["pack"]
    deals = []
    for dealer in dealers:
        elder = _other(dealer)
        events = [e.to_json() for e in replay_events(replay, elder, dealer)]
        hands = {elder: " ".join(pack[0:12]), dealer: " ".join(pack[12:24])}
        deals.append({"dealer": dealer, "hands": hands, "stock": " ".join(pack[24:32]), "events": events})
    return {"format": "piquet-record/1", "players": list(PLAYERS), "deals": deals}


@pytest.mark.parametrize("vector", cases(V["alternation"], lambda v: f"{v['opening_dealer']} deals first"))
def test_law_16_players_deal_alternately(vector: dict[str, Any]) -> None:
    """Dealers alternate (Law 16) and the non-dealer is elder, through the two extra deals
    of a tie (Law 71).  Replayed by adjudicating a record of eight level deals."""
    elders = vector["elder_by_deal"]
    dealers = [_other(e) for e in elders]
    assert dealers[0] == vector["opening_dealer"]
    result = adjudicate(_record(dealers))
    assert [d.elder for d in result.deals] == elders
    assert [d.number for d in result.deals] == list(range(1, len(elders) + 1))
    assert result.partie.complete
    assert result.partie.settlement is not None and result.partie.settlement.winner is None  # level after eight: drawn
    # The same dealer twice running is a deal out of turn: it stands, found too late (Law 16).
    twice = adjudicate(_record([dealers[0], dealers[0]]))
    assert any(16 in r.cited("law") for r in twice.deals[1].rulings)


@pytest.mark.parametrize("vector", cases(V["errors"], lambda v: v["name"]))
def test_law_71_recording_into_a_complete_partie_rejected(vector: dict[str, Any]) -> None:
    partie = _played(V["cases"][0])
    assert partie.complete
    rejected(lambda: partie.record({"A": 1, "B": 1}))
