"""Law 44: an option still open when the deal is scored lapses to the law's default, a ruling on the deal as a whole.

No act closed the option: the deal was scored with it open.  The ruling
that says it lapsed answered the position after the last act before, an
event the record does not have (printed as "event 34" of a deal of 33
acts); it is now on the deal as a whole (``"event": null``), as the record
format says a ruling on no act is.
"""

from __future__ import annotations

import json
from pathlib import Path

import piquet

CASE_II = Path(__file__).resolve().parents[1] / "examples" / "cases" / "case-II.json"


def test_law_44_an_option_lapsing_when_the_deal_is_scored_is_a_ruling_on_the_deal_as_a_whole() -> None:
    record = json.loads(CASE_II.read_text())
    deal = piquet.adjudicate(record).deals[0]
    (lapsed,) = [r for r in deal.rulings if r.decision.startswith("The option lapses")]
    assert lapsed.event is None and lapsed.note and lapsed.cited("law") == (44, 54)
    assert all(r.event is None or 0 <= r.event < len(record["deals"][0]["events"]) for r in deal.rulings)
