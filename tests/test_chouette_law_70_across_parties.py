"""Chouette: Law 70's time runs from a partie's last deal into the next partie's first hand.

An error in a written score is put right if proved before the player in
error has seen his next hand (Law 70); at a chouette table the next hand of
a partie's last deal is dealt in the next partie.  So a claim made there,
before he takes up his cards, puts the last partie's score right (and with
it, perhaps, who won it and who sits single), and one made after is too
late, not of no effect.  The session is a blind record of round 1129l, whose
examiner worked its scores from the laws: the single player X writes his
doubled last deal ten too high, and Z claims it in the next partie.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from piquet.referee.chouette import adjudicate_chouette

_SESSION = Path(__file__).parent / "examination" / "round_1129l" / (
    "chouette-single-players-overcount-in-the-last-deal-claimed-in-the-next-partie-too-late-he-keeps-the-seat.json"
)


def _session(claim_first: bool) -> Any:
    """The session, Z's claim made after X lifts his hand (as written) or before it."""
    data: dict[str, Any] = json.loads(_SESSION.read_text(encoding="utf-8"))
    data.pop("x-expected")
    events = data["parties"][1]["partie"]["deals"][0]["events"]
    assert events[:2] == [{"player": "X", "lift": "hand"}, {"player": "Z", "claim": "score"}]
    if claim_first:
        events[:2] = events[1::-1]
    return adjudicate_chouette(data)


def test_law_70_chouette_a_claim_after_the_player_in_error_takes_up_his_next_hand_is_too_late() -> None:
    done = _session(claim_first=False)
    ruling = next(r for r in done.parties[1].adjudication.deals[0].rulings if r.event == 1)
    assert ruling.outcome.value == "too-late" and ruling.subject is None  # the last deal was the last partie's
    last = done.parties[0].adjudication.deals[-1]
    assert last.scores["X"] == 234  # as written, ten over the count
    assert (done.parties[0].adjudication.partie.settlement.winner, done.parties[0].points_won) == ("X", 105)


def test_law_70_chouette_a_claim_before_he_takes_it_up_rights_the_last_partie() -> None:
    done = _session(claim_first=True)
    ruling = next(r for r in done.parties[1].adjudication.deals[0].rulings if r.event == 0)
    assert ruling.outcome.value == "corrected"
    last = done.parties[0].adjudication.deals[-1]
    assert last.scores["X"] == 224
    assert done.parties[0].adjudication.partie.settlement.winner == "Y"  # the ten decided the partie


_ADVISER_IN_ERROR = Path(__file__).parent / "examination" / "round_1130a" / (
    "chouette-single-undercounts-his-last-deal-card-gives-partie-to-y-claimed-before-any-hand-is-lifted-x-keeps-the-single-seat.json"
)


def test_law_70_chouette_a_claim_in_time_of_the_score_of_a_player_who_now_advises_is_corrected() -> None:
    """The player in error (X, single in the last partie) sits out the next one as adviser, seated by the card's wrong figure.

    He sees no hand of the next partie's first deal, so the claim made there is in time: the claim itself is ruled
    corrected, as the last partie's own adjudication puts the score right, not of no effect (blind round 1130a).
    """
    data: dict[str, Any] = json.loads(_ADVISER_IN_ERROR.read_text(encoding="utf-8"))
    data.pop("x-expected")
    done = adjudicate_chouette(data)
    assert "X" not in done.parties[1].adjudication.partie.totals  # X advises: Y plays single against Z
    claim = next(r for r in done.parties[1].adjudication.deals[0].rulings if r.event == 0)
    assert claim.outcome.value == "corrected" and 70 in claim.cited("law")
    assert "X, in error, holds no hand in this partie" in claim.decision
    righted = done.parties[0].adjudication.deals[-1].rulings
    assert [r.outcome.value for r in righted] == ["corrected"] and done.parties[0].adjudication.partie.totals["X"] == 128
