"""Laws 46 and 56: everything declared at once out of its time is ruled on, never refused.

``{"declare": "all"}`` is the whole dialogue said at once; its time is
after both players have taken in and before the first lead.  Said before
the elder has taken in, or once a call was made, it has no effect; said
after the first lead, it comes too late.  The players did say it, so the
record is adjudicated (it used to be refused as contradicting itself), and
since both declared, neither is named in error.
"""

from __future__ import annotations

from typing import Any

import pytest

import piquet
from lawkit.ruling import Outcome as RulingOutcome
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, FIRST_TRICK, HANDS, STOCK

DECLARE = {"declare": "all"}

#: The acts before the declaration, and the outcome it draws.
OUT_OF_TIME: dict[str, tuple[list[dict[str, Any]], RulingOutcome]] = {
    "before the elder has taken in": ([], RulingOutcome.NO_EFFECT),
    "after the elder has discarded, before he takes in": ([{"player": "A", "discard": "KS 8C"}], RulingOutcome.NO_EFFECT),
    "after a call was made": ([A_EXCHANGES, B_EXCHANGES, {"player": "A", "call": {"point": 5, "value": 49}}], RulingOutcome.NO_EFFECT),
    "after everything was declared": ([A_EXCHANGES, B_EXCHANGES, DECLARE], RulingOutcome.NO_EFFECT),
    "after the first lead": ([A_EXCHANGES, B_EXCHANGES, DECLARE, FIRST_TRICK[0]], RulingOutcome.TOO_LATE),
    "after the first trick": ([A_EXCHANGES, B_EXCHANGES, DECLARE, *FIRST_TRICK], RulingOutcome.TOO_LATE),
}


def _record(events: list[dict[str, Any]]) -> dict[str, Any]:
    return {"players": ["A", "B"], "deals": [{"dealer": "B", "hands": HANDS, "stock": STOCK, "events": events}]}


@pytest.mark.parametrize("when", list(OUT_OF_TIME), ids=list(OUT_OF_TIME))
def test_law_46_everything_declared_out_of_its_time_is_ruled_not_refused(when: str) -> None:
    before, outcome = OUT_OF_TIME[when]
    done = piquet.adjudicate(_record([*before, DECLARE]))
    (ruling,) = [r for r in done.deals[0].rulings if r.event == len(before)]
    assert ruling.rule == "piquet.rules.declaring_all.declared_out_of_its_time"
    assert ruling.outcome is outcome and ruling.offender is None
    assert {c.id for c in ruling.citations} <= {46, 56}
    # What was done before stands: the declaration changed nothing.
    unchanged = piquet.adjudicate(_record(before)).deals[0]
    assert done.deals[0].state.hand_scores == unchanged.state.hand_scores
    assert done.deals[0].state.hands == unchanged.state.hands


def test_law_46_everything_declared_in_its_time_draws_no_ruling() -> None:
    done = piquet.adjudicate(_record([A_EXCHANGES, B_EXCHANGES, DECLARE]))
    assert done.deals[0].rulings == ()
