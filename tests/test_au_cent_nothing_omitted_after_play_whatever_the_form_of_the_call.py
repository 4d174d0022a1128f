"""Au cent's nothing-omitted-after-play (Law 56 displaced): once the elder has led, a call of his comes too late, whatever its form.

A call after the lead that is also of the wrong form (a point by its number
of cards only, a sequence or trio not named to its card, more than an
under-call allowed good) was two exceptions to the call at once, with no
order between them: the referee raised a rule conflict.  The time of the
call decides first; its form is never reached.
"""

from __future__ import annotations

from typing import Any

import pytest

from lawkit.ruling import Outcome as RulingOutcome
from piquet import Deal, event_from_json
from piquet.referee.apply import step
from tests.irregular_scenarios import HANDS, STOCK, TIERCE_ALLOWED

_LED: list[dict[str, Any]] = [*TIERCE_ALLOWED, {"player": "A", "play": "AH"}]

LATE_CALLS = {
    "a point by its number of cards": {"point": 5},
    "a sequence not named to its card": {"sequence": 4},
    "a trio not named to its rank": {"set": None, "count": 3},
    "more than the under-call allowed": {"sequence": 4, "to": "A"},
}


@pytest.mark.parametrize("claim", list(LATE_CALLS.values()), ids=list(LATE_CALLS))
def test_au_cent_nothing_omitted_after_play_a_call_after_the_lead_is_too_late_whatever_its_form(claim: dict[str, Any]) -> None:
    state = Deal.dealt("B", "A", HANDS, STOCK, variant="au-cent").state
    for act in _LED:
        state = step(state, event_from_json(act)).state
    scored = state.hand_scores
    done = step(state, event_from_json({"player": "A", "call": claim}))
    (ruling,) = done.rulings
    assert ruling.rule == "piquet.rules.au_cent_calling.call_after_the_lead"
    assert ruling.outcome is RulingOutcome.TOO_LATE
    assert [(c.kind, c.id) for c in ruling.citations] == [("au-cent", "nothing-omitted-after-play")]
    assert done.state.hand_scores == scored
