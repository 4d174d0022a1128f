"""Law 54: a call its maker could not possibly have held in hand and discard together.

Allowed good and played on, it scores nothing and costs no penalty, and the
adversary reckons what he has good that no correct call of its maker bars
(Case II).  Found by a claim or by the adversary's reckoning on discovery,
those acts' rulings say so; found by nobody, the referee says so when the
deal is scored, as it does for a miscall nobody found.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import piquet

# Four kings called by A (elder), who holds three: the fourth lies in the stock, left there by B.
RECORD = Path(__file__).parent / "examination" / "laws_46_56" / "law-54-four-kings-called-the-fourth-left-in-the-stock.json"
SCORED_AT_THE_END = "piquet.rules.undiscovered_miscalls.impossible_call_found_at_the_scoring"


def _record(keep: slice | list[int] | None = None) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(RECORD.read_text())
    data.pop("x-expected")
    events = data["deals"][0]["events"]
    if isinstance(keep, list):
        data["deals"][0]["events"] = [events[i] for i in keep]
    elif keep is not None:
        data["deals"][0]["events"] = events[keep]
    return data


def _without_the_finding() -> dict[str, Any]:
    """The deal played out with no show, claim or reckoning after the first trick (events 8 to 11 left out)."""
    return _record(list(range(8)) + list(range(12, len(_record()["deals"][0]["events"]))))


def test_law_54_an_impossible_call_found_by_nobody_is_ruled_when_the_deal_is_scored() -> None:
    deal = piquet.adjudicate(_without_the_finding()).deals[0]
    found = [r for r in deal.rulings if r.rule == SCORED_AT_THE_END]
    assert len(found) == 1
    ruling = found[0]
    assert ruling.event is None and ruling.offender is None and ruling.penalty is None
    assert {str(c.id) for c in ruling.citations} == {"54", "II"}
    assert "four kings" in ruling.act and "no penalty" in ruling.decision
    # The ruling says what the first trick already made of the call: the scores are those of the deal with the finding.
    assert deal.scores == piquet.adjudicate(_record()).deals[0].scores == {"A": 26, "B": 9}


def test_law_54_an_impossible_call_found_by_a_claim_is_not_ruled_again_at_the_scoring() -> None:
    deal = piquet.adjudicate(_record()).deals[0]
    assert [r.rule for r in deal.rulings if r.rule == SCORED_AT_THE_END] == []
    assert any(r.rule == "piquet.rules.questions.claim_unfounded_call" for r in deal.rulings)


def test_law_54_an_impossible_call_found_by_the_adversary_reckoning_on_discovery_is_not_ruled_again() -> None:
    events = _record()["deals"][0]["events"]
    reckoning = next(i for i, e in enumerate(events) if "reckon" in e)
    deal = piquet.adjudicate(_record(list(range(8)) + [reckoning] + list(range(12, len(events))))).deals[0]
    assert any(r.rule == "piquet.rules.reckonings.reckon_on_discovery" for r in deal.rulings)
    assert [r for r in deal.rulings if r.rule == SCORED_AT_THE_END] == []


def test_law_54_a_claim_by_the_caller_himself_does_not_count_as_the_adversary_finding_it() -> None:
    """Only the adversary's finding answers for the call: the rulings on acts of the caller leave it to the scoring."""
    events = _record()["deals"][0]["events"]
    claim = dict(events[10], player="A")
    deal = piquet.adjudicate(_record(list(range(8)) + list(range(12, len(events))))).deals[0]
    with_claim = piquet.adjudicate(
        {**_record(), "deals": [{**_record()["deals"][0], "events": events[:8] + [claim] + events[12:]}]}
    ).deals[0]
    assert len([r for r in deal.rulings if r.rule == SCORED_AT_THE_END]) == 1
    assert len([r for r in with_claim.rulings if r.rule == SCORED_AT_THE_END]) == 1


def test_law_54_a_record_that_stops_before_the_scoring_still_reports_the_impossible_call_once() -> None:
    events = _record()["deals"][0]["events"]
    data = _record(list(range(8)) + list(range(12, 16)))
    data["deals"][0].pop("scores", None)
    result = piquet.adjudicate(data)
    found = [r for d in result.deals for r in d.rulings if r.rule == SCORED_AT_THE_END]
    assert len(found) == 1 and len(events) > 16


def test_law_54_after_an_impossible_call_the_adversary_reckons_only_what_no_correct_call_bars() -> None:
    """On discovery of the error the adversary reckons what he has good that no correct call of the caller bars, whether
    or not the error carried a penalty: B's point, reckoned after the first trick, is barred by A's point called correctly."""
    events = _record()["deals"][0]["events"]
    data = _record()
    data["deals"][0]["events"] = events[:8] + [{"player": "B", "reckon": {"point": 4}}] + events[12:]
    deal = piquet.adjudicate(data).deals[0]
    (barred,) = [r for r in deal.rulings if r.event == 8]
    assert barred.rule == "piquet.rules.reckonings.reckon_barred_on_discovery" and barred.offender_label == "B"
    assert barred.decision.startswith("Of no effect") and {str(c.id) for c in barred.citations} == {"54"}


def test_law_54_a_ruling_on_another_act_of_the_adversary_does_not_count_as_finding_the_impossible_call() -> None:
    """Only a ruling under Law 54 says what the law made of the call: B claiming some other penalty after the first trick
    (of no effect, Law 44) leaves the call to be ruled on at the scoring."""
    events = _record()["deals"][0]["events"]
    data = _record()
    data["deals"][0]["events"] = events[:8] + [{"player": "B", "claim": "penalty"}] + events[12:]
    deal = piquet.adjudicate(data).deals[0]
    (claim,) = [r for r in deal.rulings if r.event == 8]
    assert 54 not in claim.cited("law")
    assert len([r for r in deal.rulings if r.rule == SCORED_AT_THE_END]) == 1
