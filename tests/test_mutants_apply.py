"""Laws whose consequences the mutation sample of seed 1127 found untested in ``piquet/referee/apply.py``.

Each test is named after the law or Case it checks, goes through the public
referee (``piquet.adjudicate`` on a record, or a :class:`piquet.Deal`), and
names in its docstring the mutant it kills (see ``docs/mutation.rst``).
"""

from __future__ import annotations

from piquet import adjudicate
from tests.examination.harness import record_of as _record


def test_case_iii_a_deal_void_by_agreement_settles_no_call_left_unanswered() -> None:
    """Case III: a deal given up by agreement does not count, so nothing of it is
    settled as at the first trick: the elder's call, unanswered when the fresh
    deal was agreed, is not "taken as allowed good" (Laws 46, 56 apply only when
    the younger plays to the first trick).  (Kills making the condition of
    ``close_deal`` always true, which settles the first trick of a void deal.)"""
    record = _record("cases/case-iii-offer-after-the-calls-accepted-at-once.json")
    record["deals"][0]["events"][2] = {"player": "A", "call": {"point": 5}}
    (deal,) = adjudicate(record).deals
    assert deal.void
    assert [r.cited("case") for r in deal.rulings] == [("III",), ("III",)], [r.decision for r in deal.rulings]
    assert all(56 not in r.cited("law") for r in deal.rulings)


def test_law_46_after_the_elder_calls_the_younger_is_to_answer() -> None:
    """Law 46: the elder calls and the younger answers "good", "not good" or
    "equal"; while a call awaits its answer the referee names the younger as the
    player to act.  (Kills ``current_player`` returning the state instead of a
    player's name while a call awaits its reply.)"""
    from piquet import current_player
    from piquet.game.acts import Call, PointClaim
    from tests.dealing import deal_to
    from tests.test_law_gaps import ELDER_FINAL, YOUNGER_FINAL

    deal = deal_to(ELDER_FINAL, YOUNGER_FINAL)
    assert deal.current_player() == "A"
    deal = deal.apply(Call("A", PointClaim(5)))
    assert deal.current_player() == "B"
    assert current_player(deal.state) == "B"

