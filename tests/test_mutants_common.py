"""What the rulings say of an act, where the mutation sample of seed 1127 found
``piquet/rules/common.py`` untested.

The test goes through ``piquet.adjudicate`` on a record and names in its
docstring the mutant it kills (see ``docs/mutation.rst``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from piquet import adjudicate

EXAMINATION = Path(__file__).resolve().parent / "examination"


def test_case_iii_a_card_played_in_a_void_deal_is_named_as_played() -> None:
    """Laws 13 and 44 (Case III): once the elder has elected a fresh deal,
    nothing more is played in the deal; a card played after it is ruled of no
    effect, and the ruling names the act as "A plays QS".  (Kills dropping
    ``verb[-2:-1] not in "aeiou"`` in ``_third_person``, which wrote "plaies".)"""
    path = EXAMINATION / "laws_01_17" / "law-13-dealer-exposes-an-elder-card-fresh-deal.json"
    record: dict[str, Any] = json.loads(path.read_text())
    record.pop("x-expected")
    record["deals"][0]["events"].append({"player": "A", "play": "QS"})
    (deal,) = adjudicate(record).deals
    last = deal.rulings[-1]
    assert last.act == "A plays QS"
    assert last.decision.startswith("Of no effect: the deal is void")
