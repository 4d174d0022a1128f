"""Law 44 under au cent's touching-the-stock: an option elected again after it was taken is ruled, citing the clause.

A discard altered after touching the stock (au cent, Law 25 displaced)
leaves the younger Law 44's option to enforce the penalty or waive it.
Having enforced it, he says "waive": that is ruled too late, citing the
clause that set the option's time.  The rule of an option not open had not
declared that clause, so the referee failed on its own citation instead of
ruling.
"""

from __future__ import annotations

from lawkit.ruling import Outcome as RulingOutcome
from piquet import event_from_json
from piquet.referee.apply import step
from tests.irregular_scenarios import run


def test_law_44_an_option_elected_again_after_it_was_taken_is_too_late_under_the_clause() -> None:
    state, _ = run("au cent a discard altered after touching the stock")
    state = step(state, event_from_json({"player": "B", "elect": "enforce", "option": "law-44"})).state
    again = step(state, event_from_json({"player": "B", "elect": "waive"}))
    (ruling,) = again.rulings
    assert ruling.rule == "piquet.rules.elections.election_not_open" and ruling.outcome is RulingOutcome.TOO_LATE
    assert ruling.cited("au-cent") == ("touching-the-stock",) and ruling.cited("law") == (44,)
    assert again.state.penalties == state.penalties
