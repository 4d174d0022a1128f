"""Au cent's shown-sequence-bars with younger-plays-without-showing: one show after the younger played that does both.

The elder called a point, answered equal, and a tierce to the queen; after
the younger played to the first trick he shows cards that hold that point
and, with the cards shown before, a quart to the king, better than the
tierce called (shown-sequence-bars: not reckoned, but it bars).  Two
exceptions to the show held with no order between them, a rule conflict:

* the younger had shown as good before he played: the point counts
  nothing either way, so the sequence's bar is the show's effect, and
  shown-sequence-bars rules;
* he had played without showing: the point is the elder's to reckon now
  (younger-plays-without-showing), and that rule rules.
"""

from __future__ import annotations

from typing import Any

import pytest

import piquet

DEAL = {
    "dealer": "B",
    "hands": {"A": "TD 9D KH 8H JD JS QS KD QH 7C 9H 9S", "B": "AH JH 7S 8S TC JC KS AD TS 7H QC TH"},
    "stock": "QD KC 9C AC 8C 8D 7D AS",
}
CALLED: list[dict[str, Any]] = [
    {"player": "A", "exchange": "JS 9H 8H"},
    {"player": "B", "exchange": "JH QC"},
    {"player": "A", "call": {"point": 3, "value": 26}},
    {"player": "B", "reply": "equal"},
    {"player": "A", "call": {"sequence": 3, "to": "Q"}},
    {"player": "A", "show": "QD JD TD"},
]
PLAYED = [{"player": "A", "play": "9D"}, {"player": "B", "play": "JC"}, {"player": "A", "show": "JD 7C QH 9D KD"}]

CASES = {
    "the younger showed as good": ([*CALLED, {"player": "B", "show": "AC JC TC 8C"}, *PLAYED], "superior_sequence_shown", "shown-sequence-bars"),
    "the younger played without showing": ([*CALLED, *PLAYED], "call_shown_after_the_younger_played_unshown", "younger-plays-without-showing"),
}


@pytest.mark.parametrize("case", list(CASES), ids=list(CASES))
def test_au_cent_shown_sequence_bars_in_a_show_after_the_younger_played(case: str) -> None:
    events, rule, clause = CASES[case]
    done = piquet.adjudicate({"variant": "au-cent", "players": ["A", "B"], "deals": [{**DEAL, "events": events}]})
    (ruling,) = [r for r in done.deals[0].rulings if r.event == len(events) - 1]
    assert ruling.rule == f"piquet.rules.au_cent_showing.{rule}" and ruling.cited("au-cent") == (clause,)
    assert ("A", "sequence", 4) not in [(i.player, i.item, i.points) for i in done.deals[0].items]
