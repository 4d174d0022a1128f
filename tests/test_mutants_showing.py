"""Laws whose consequences the mutation sample of seed 1127 found untested in ``piquet/rules/showing.py``.

Each test is named after the law it checks, goes through the public referee,
and names in its docstring the mutant it kills (see ``docs/mutation.rst``).
Hands are those held after the exchange (``tests.dealing.deal_to``: B deals,
A is the elder hand).
"""

from __future__ import annotations

from piquet.game.acts import Ask
from tests.dealing import deal_to
from tests.test_law_gaps import ELDER_FINAL, YOUNGER_FINAL, rulings_on


def test_law_55_a_question_other_than_a_demand_to_show_is_not_ruled_as_one() -> None:
    """Law 55: only what was allowed good or equal must be shown; a question that
    is not a demand to show ("how many hearts?") is simply kept with what was
    said, however little the adversary has had allowed.  (Kills dropping
    ``event.question == DEMAND`` in ``_nothing_allowed``: every question to a
    player with nothing allowed was ruled "nothing he must show".)"""
    deal = deal_to(ELDER_FINAL, YOUNGER_FINAL)
    deal, rulings = rulings_on(deal, Ask("A", "how many", "hearts"))
    assert rulings == (), [r.decision for r in rulings]
    assert [s.kind for s in deal.state.said] == ["ask"]
