"""Law 78: a bystander's remark followed only by a claim of the score that changed nothing is ruled of no effect.

A claim found too late, or of no effect before the deal's own score was written (the last deal's written score was
right), changed no score, and the remark with it; a claim of the deal's own written score, made after it was written,
is weighed when the deal is scored, and the remark that brought it may then have affected the score.
"""

from __future__ import annotations

import piquet
from lawkit.ruling import Outcome
from tests.examination.harness import record_of


def _remark_rulings(name: str, deal: int, remark: int) -> list[piquet.Ruling]:
    done = piquet.adjudicate(record_of(name))
    return [r for r in done.deals[deal].rulings if r.event == remark and "Law 78" in {str(c) for c in r.citations}]


def test_law_78_a_remark_then_a_claim_finding_the_last_deals_score_right_is_of_no_effect() -> None:
    [ruling] = _remark_rulings("round_1129e/law-78-70-bystander-questions-a-correct-score-nothing-changes.json", 3, 0)
    assert ruling.outcome is Outcome.NO_EFFECT and not ruling.options


def test_law_78_a_remark_then_a_claim_too_late_is_of_no_effect() -> None:
    [ruling] = _remark_rulings("round_1129e/law-78-70-bystander-remark-two-deals-late-affects-nothing.json", 3, 0)
    assert ruling.outcome is Outcome.NO_EFFECT


def test_law_78_a_remark_then_a_claim_of_the_deals_own_written_score_put_right_may_cost_the_bystander() -> None:
    rulings = _remark_rulings("laws_70_78/law-78-70-bystander-points-out-that-the-cards-were-not-counted.json", 0, 29)
    assert [r.outcome for r in rulings] == [Outcome.OPTION]
    assert {o.name for o in rulings[0].options} == {"call-on-bystander", "release-bystander"}
