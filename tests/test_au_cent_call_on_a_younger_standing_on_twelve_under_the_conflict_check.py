"""Au cent: the elder's call that finds the younger standing on his twelve, when the call is itself irregular in form.

The call takes the younger in first (he keeps his twelve, :au-cent:`younger-need-not-discard`) and is then heard
again, when au cent's clauses on a call by its number alone apply.  Both rules hold for such a call; the first must
prevail, or the conflict check (a conflict is always an error) refuses an act that happened at the table.
"""

from __future__ import annotations

import pytest

import piquet
from lawkit.registry import check_conflicts

HANDS = {"A": "AS KS QS JS 9S AH KH 7H AC 8C 7D 8D", "B": "TS 8S QH JH TH 9H KC QC JC TC AD KD"}
STOCK = "7S 8H 9C QD JD TD 9D 7C"


def _record(call: dict[str, object]) -> dict[str, object]:
    events = [{"player": "A", "exchange": "7H 8C 7D 8D 9S"}, {"player": "A", "call": call}]
    return {"format": "piquet-record/1", "variant": "au-cent", "players": ["A", "B"],
            "deals": [{"dealer": "B", "hands": HANDS, "stock": STOCK, "events": events}]}


@pytest.mark.parametrize("call", [{"point": 5}, {"sequence": 4}, {"set": None, "count": 3}], ids=["point", "sequence", "set"])
def test_au_cent_call_by_number_on_a_younger_standing_on_twelve_is_ruled_without_conflict(call: dict[str, object]) -> None:
    with check_conflicts():
        result = piquet.adjudicate(_record(call))
    cited = {str(c) for r in result.deals[0].rulings for c in r.citations}
    # The call's form is ruled on by au cent's clause, heard after the younger was taken in with none.
    assert any(c.startswith("Au cent") for c in cited), cited
    state = piquet.state_after(_record(call), 1)
    assert state.taken[1] == 0 and bin(state.hands[1]).count("1") == 12
