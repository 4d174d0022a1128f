"""Laws whose consequences the mutation sample of seed 1127 found untested in ``piquet/rules/exchange.py``.

Each test is named after the law it checks, goes through the public referee,
and names in its docstring the mutant it kills (see ``docs/mutation.rst``).
"""

from __future__ import annotations

from piquet import Deal, event_from_json
from tests.test_law_gaps import HANDS, STOCK, rulings_on


def test_law_33_only_the_elder_is_held_to_the_cards_he_said_he_would_leave() -> None:
    """Laws 33 and 35: the elder who takes up cards he said he would leave
    scores nothing (Law 33); the younger is penalised only for taking in more
    than he discarded (Law 35).  B says he will leave one, then discards three
    and takes all three: no ruling and no penalty.  (Kills making ``who !=
    ELDER or _intrudes(...)`` always false in ``_takes_what_he_left``.)"""
    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(event_from_json({"player": "A", "exchange": "KS 8C 7C 9D 8D"}))
    for act in ({"player": "B", "leave": 1}, {"player": "B", "discard": "7S 9H 7H"}, {"player": "B", "take": 3}):
        deal, rulings = rulings_on(deal, event_from_json(act))
        assert rulings == (), [r.decision for r in rulings]
    assert deal.state.penalties == () and deal.state.hand(1).__len__() == 12
