"""Laws whose consequences the mutation sample of seed 1127 found untested in ``piquet/rules/void_deal.py``.

Each test is named after the law it checks, goes through ``piquet.adjudicate``
on a record, and names in its docstring the mutant it kills (see
``docs/mutation.rst``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from piquet import adjudicate

EXAMINATION = Path(__file__).resolve().parent / "examination"


def test_law_13_an_act_after_a_fresh_deal_for_a_card_exposed_in_dealing_cites_law_13() -> None:
    """Law 13: the dealer exposes one of the elder's cards in dealing and the
    elder elects a fresh deal.  An exchange after it is of no effect, the deal
    being void, and the ruling cites the law the void rests on, Law 13 (not the
    Law 12 it falls back on when it knows no other).  (Kills 13 made 14 in
    ``_VOIDING_LAWS``.)"""
    path = EXAMINATION / "laws_01_17" / "law-13-dealer-exposes-an-elder-card-fresh-deal.json"
    record: dict[str, Any] = json.loads(path.read_text())
    record.pop("x-expected")
    record["deals"][0]["events"].append({"player": "A", "exchange": "QS 9S 7C QD JD"})
    (deal,) = adjudicate(record).deals
    last = deal.rulings[-1]
    assert last.decision == "Of no effect: the deal is void (A elected a fresh deal); nothing more is played in it, and B deals next"
    assert [(c.kind, c.id) for c in last.citations] == [("law", 13)]
