"""Rulings whose citations the blind re-examination of issue 38 disputed: each must cite the provision that governs it.

In au cent a clause displaces the law it replaces, so a ruling whose authority
is the clause cites the clause; Case XIII, Case XXI, Law 57 and Law 46 with
Case I are cited where they, and not a neighbouring law, decide.  The records
are the examiner's; what each ruling must cite comes from the texts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import piquet

EXAMINATION = Path(__file__).parent / "examination"


def _ruling(name: str, event: int | None, *, deal: int = 0) -> Any:
    """The one ruling naming someone in error at ``event`` of a record (its expectations removed)."""
    data: dict[str, Any] = json.loads((EXAMINATION / name).read_text())
    data.pop("x-expected")
    rulings = [r for r in piquet.adjudicate(data).deals[deal].rulings if r.event == event and r.offender is not None and not r.note]
    assert len(rulings) == 1, [r.decision for r in rulings]
    return rulings[0]


def _cites(ruling: Any) -> set[str]:
    return {f"{c.kind}:{c.id}" for c in ruling.authorities()}


def test_au_cent_stock_of_seven_option_cites_the_au_cent_clause() -> None:
    cited = _cites(_ruling("au_cent/stock-of-seven-elder-takes-five.json", None))
    assert {"au-cent:stock-of-seven", "law:11"} <= cited and "law:43" not in cited


def test_au_cent_younger_abides_by_answer_is_what_bars_his_reckoning() -> None:
    ruling = _ruling("au_cent/younger-abides-by-good.json", 11)
    assert ruling.citations[0].id == "younger-abides-by-answer" and "abides by his answer" in ruling.decision


def test_au_cent_disallowed_good_call_governs_a_reply_the_cards_contradict() -> None:
    cited = _cites(_ruling("au_cent_more/disallowed-good-call-kings-denied-by-three-queens.json", 7))
    assert cited == {"au-cent:disallowed-good-call"}


def test_au_cent_point_called_by_value_a_reply_to_a_bare_point_answers_nothing() -> None:
    ruling = _ruling("au_cent_more/point-called-by-value-never-valued-scores-nothing.json", 3)
    assert ruling.outcome.value == "no-effect" and _cites(ruling) == {"au-cent:point-called-by-value"}


def test_au_cent_sequence_named_to_its_card_a_reply_to_a_bare_trio_answers_nothing() -> None:
    ruling = _ruling("au_cent_more/sequence-named-to-its-card-trio-called-without-its-rank.json", 7)
    assert ruling.outcome.value == "no-effect" and _cites(ruling) == {"au-cent:sequence-named-to-its-card"}


def test_au_cent_wrong_number_of_cards_option_lost_on_touching_the_stock_not_law_39() -> None:
    cited = _cites(_ruling("round_1127b/aucent-thirteen-announced-after-counting-the-stock.json", 1))
    assert {"au-cent:wrong-number-of-cards", "au-cent:touching-the-stock"} <= cited and "law:39" not in cited


def test_case_xiii_younger_who_took_one_too_few_may_take_it_up() -> None:
    ruling = _ruling("laws_18_34/law-30-case-xiii-younger-took-one-too-few-and-takes-it-up-later.json", 2)
    assert {"case:XIII", "law:30", "law:57"} <= _cites(ruling) and "may still take up the card he left" in ruling.decision


def test_case_xxi_penalty_claim_spares_the_carte_blanche() -> None:
    ruling = _ruling("round_1127e/caseXXI-carte-blanche-shown-after-both-took-in-discard-retaken-to-show-it.json", 7)
    assert "case:XXI" in _cites(ruling) and "save his carte blanche" in ruling.decision


def test_law_57_short_pack_younger_with_eleven_is_no_law_40_case() -> None:
    cited = _cites(_ruling("round_1129e/law-75-fourth-deal-pack-short-found-in-play-void-earlier-deals-stand.json", 1, deal=3))
    assert "law:57" in cited and "law:40" not in cited


def test_law_46_case_i_inquiry_cited_where_it_left_the_younger_point_unscored() -> None:
    name = "round_1129h/law-46-54-younger-asks-what-five-make-holding-six-then-the-elders-quart-is-found-unheld.json"
    assert {"law:46", "case:I", "law:54"} <= _cites(_ruling(name, None))


def test_law_58_case_xxii_barring_cites_the_penalty_law_too() -> None:
    cited = _cites(_ruling("laws_18_34/law-28-elder-takes-six-younger-stands-and-takes-two.json", None))
    assert {"law:58", "case:XXII", "law:28"} <= cited
