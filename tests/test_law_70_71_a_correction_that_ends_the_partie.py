"""Laws 70 and 71: written scores that tie after six deals bring more deals; an error in the sixth deal's score proved at
the start of the seventh, before the player in error has seen his hand, shows the partie was won after six.  The seventh
deal is then no deal of the partie: ruled so, never refused (fidelity class 2 of the examination).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import piquet

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "partie-six-deals.json"


def _tied_as_written(claim: bool) -> dict[str, Any]:
    """The six-deal example (North 81, South 111) with North's sixth deal written as 50 for 20, a tie of 111; a seventh deal."""
    record = json.loads(EXAMPLE.read_text())
    record.pop("x-note", None)
    sixth = record["deals"][5]
    for writer in ("North", "South"):
        sixth["events"].append({"player": writer, "write": {"North": 50, "South": 7}})
    first = record["deals"][0]
    elder = next(p for p in first["hands"] if p != first["dealer"])
    seventh = {"dealer": "South", "hands": {"North": first["hands"][first["dealer"]], "South": first["hands"][elder]}, "stock": first["stock"]}
    seventh["events"] = [{"player": "South", "claim": "score"}] if claim else []
    record["deals"].append(copy.deepcopy(seventh))
    return record


def test_law_71_written_scores_that_tie_after_six_deals_bring_another_deal_each() -> None:
    result = piquet.adjudicate(_tied_as_written(claim=False))
    assert result.partie.totals == {"North": 111, "South": 111} and not result.partie.complete
    assert not result.deals[-1].void


def test_law_70_the_sixth_deal_put_right_at_the_seventh_shows_the_partie_won_and_the_seventh_is_no_deal_of_it() -> None:
    result = piquet.adjudicate(_tied_as_written(claim=True))
    assert result.partie.totals == {"North": 81, "South": 111} and result.partie.complete
    seventh = result.deals[-1]
    assert seventh.void and seventh.scores == {"North": 0, "South": 0}
    claim, ended = seventh.rulings
    assert claim.outcome.value == "corrected" and claim.subject is not None and claim.subject.deal == 6
    assert ended.outcome.value == "void" and ended.void and [str(c) for c in ended.citations] == ["Law 70", "Law 71"]
    data = result.to_json()
    assert data["deals"][-1]["void"]["reason"] == "no deal of the partie" and data["partie"]["winner"] == "South"


def test_law_71_a_deal_played_after_a_partie_plainly_over_is_no_deal_of_it() -> None:
    record = json.loads(EXAMPLE.read_text())
    record["deals"].append(copy.deepcopy(record["deals"][4]))
    result = piquet.adjudicate(record)
    assert result.deals[-1].void and [str(c) for r in result.deals[-1].rulings for c in r.citations] == ["Law 71"]
    assert result.partie.totals == {"North": 81, "South": 111}
