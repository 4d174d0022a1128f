"""Laws whose consequences the mutation sample of seed 1127 found untested in ``piquet/rules/dealing.py``.

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


def test_law_16_a_deal_out_of_turn_found_late_before_the_last_deal_simply_passes() -> None:
    """Law 16: a deal out of turn found after the cards were taken up stands, and
    the elder of it deals the next two, unless this or the next deal is the last
    of the partie, when the deal simply passes in turn.  A deals the fifth of
    six out of turn and B claims it too late: the next deal is the last, and the
    ruling says the deal passes in turn.  (Kills dropping
    ``state.setup.next_is_last`` in ``_double_deal_note``.)"""
    path = EXAMINATION / "laws_01_17" / "law-16-fifth-deal-out-of-turn-next-is-last.json"
    record: dict[str, Any] = json.loads(path.read_text())
    record.pop("x-expected")
    (ruling,) = adjudicate(record).deals[4].rulings
    assert ruling.decision == (
        "Found too late to correct: the deal stands; as this or the next deal is the last of the partie, the deal simply passes in turn"
    )
