"""Rules of au cent whose consequences the mutation sample of seed 1127 found untested in
``piquet/rules/au_cent_calling.py``.

Each test is named after the rule it checks, goes through ``piquet.adjudicate``
on a record, and names in its docstring the mutant it kills (see
``docs/mutation.rst``).
"""

from __future__ import annotations

from piquet import adjudicate
from tests.examination.harness import record_of as _record


def test_au_cent_an_unheld_trio_or_quatorze_played_on_injures_the_adversary() -> None:
    """Au cent, "unheld quatorze or trio" (in place of Laws 52 and 54): B reckons
    four tens holding three, it is allowed, and he plays on; B reckons nothing
    that deal, and the party injured, who may decline to enforce it (Law 44), is
    A, not B himself; it is ruled when A's claim finds it.  (Kills ``injured=1 - offender`` made ``2 - offender`` in
    ``unheld_quatorze_or_trio_played_on``, now in ``piquet.rules.miscalls.unheld_set_settled``.)"""
    record = _record("au_cent_more/unheld-quatorze-or-trio-younger-reckons-four-tens-holding-three.json")
    (ruling,) = [
        r for d in adjudicate(record).deals for r in d.rulings
        if r.penalty is not None and any(c.id == "unheld-quatorze-or-trio" for c in r.citations)
    ]
    assert ruling.event == 13
    assert ruling.offender_label == "B" and ruling.injured_label == "A"
    assert ruling.decision == "B reckons nothing this deal; A reckons whatever he has good that no correct call of B's bars"
