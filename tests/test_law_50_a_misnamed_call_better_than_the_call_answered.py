"""Law 50 with Case I and Law 53: a call misnamed, standing for a holding better than the under-call answered, comes too late.

The elder called a tierce major, allowed good, and then a quart "to the
ten", which he does not hold: a misnomer (Law 53), the call standing for
the quart major he holds.  That is a better holding than the one he called
first; his call was answered, so the time to put it right has passed (Law
50): it scores nothing, and as a holding it still bars (Case I).  The
ruling is the call-not-held rule's, which had not declared Law 50 and
Case I, so the referee failed on its own citation instead of ruling.
"""

from __future__ import annotations

import piquet
from lawkit.ruling import Outcome as RulingOutcome
from tests.irregular_scenarios import HANDS, STOCK, TIERCE_ALLOWED


def test_law_50_a_misnamed_call_better_than_the_call_answered_is_too_late_and_bars() -> None:
    events = [*TIERCE_ALLOWED, {"player": "A", "call": {"sequence": 4, "to": "T"}}]
    done = piquet.adjudicate({"players": ["A", "B"], "deals": [{"dealer": "B", "hands": HANDS, "stock": STOCK, "events": events}]})
    late = [r for r in done.deals[0].rulings if r.event == 6 and r.outcome is RulingOutcome.TOO_LATE]
    (ruling,) = late
    assert ruling.rule == "piquet.rules.calls.call_not_held"
    assert {(c.kind, c.id) for c in ruling.citations} == {("law", 49), ("law", 50), ("case", "I")}
    # The tierce scores as allowed, and nothing more of the sequence: the quart comes too late.
    sequences = [item for item in done.deals[0].items if item.item == "sequence" and item.player == "A"]
    assert [item.points for item in sequences] == [3]
