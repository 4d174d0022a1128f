"""What ``piquet/referee/adjudication.py`` does for a user, where the mutation sample of seed 1127 found it untested.

Each test goes through the public API (``piquet.adjudicate``, ``piquet.state_after``)
and names in its docstring the mutant it kills (see ``docs/mutation.rst``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from piquet import adjudicate


def test_state_after_reaches_every_deal_of_a_record_from_the_first_to_the_last() -> None:
    """``piquet.state_after`` gives the state of any deal of a record, counted from
    one, the first and the last included, as the referee reaches it; a deal past
    the last is refused.  (Kills ``1 <= deal <= len(record.deals)`` made
    ``1 < deal`` in ``state_after``.)"""
    import pytest

    from piquet import RecordError, state_after

    record: dict[str, Any] = json.loads((Path(__file__).resolve().parents[1] / "examples" / "partie-six-deals.json").read_text())
    first = state_after(record, 1)
    assert first.finished and first.setup.number == 1
    last = state_after(record, 6)
    assert last.finished and last.setup.number == 6
    assert adjudicate(record).deals[5].state.hands == last.hands
    for beyond in (0, 7):
        with pytest.raises(RecordError, match=f"there is no deal {beyond}"):
            state_after(record, beyond)


def test_law_4_a_cut_for_deal_by_a_stranger_is_refused_naming_the_act() -> None:
    """Law 4: the two players cut for deal.  A record built in Python (not read
    from JSON, whose reader refuses it first) in which someone else cuts is
    refused by ``adjudicate``, and the error names the act of the cut: "act 2".
    (Kills ``error.index is None`` made ``is not None`` in ``_cut_for_deal``.)"""
    import attrs
    import pytest

    from piquet import Card, RecordError, read_record
    from piquet.formats.cut_json import cut_act_from_json
    from piquet.game.cut import DealCut

    example = json.loads((Path(__file__).resolve().parents[1] / "examples" / "description-example.json").read_text())
    record = attrs.evolve(read_record(example), cut_for_deal=(cut_act_from_json({"player": "A", "cut": "KH"}), DealCut("C", Card.parse("9S"))))
    with pytest.raises(RecordError, match="^the cut for deal, act 2: 'C' is not a player of this partie$"):
        adjudicate(record)
