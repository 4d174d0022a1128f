"""Law 58 and Case XXII: a hand that reckons nothing still bars, and the referee says what that cost the adversary."""

from __future__ import annotations

from piquet.referee.apply import close_deal
from piquet.referee.deal import Deal
from piquet.game.state import Penalty
from tests.dealing import declared, deal_to, play_out

#: A's six spades and king, queen, knave of hearts; B's three tens and a tierce in diamonds.
ELDER = "AS KS QS JS TS 9S 8S 7S KH QH JH 7D"
YOUNGER = "TH 9H 8H AH TD 9D 8D JD TC 9C 8C 7C"


def _closed(penalised: int) -> list[str]:
    deal = declared(deal_to(ELDER, YOUNGER))
    deal = play_out(Deal(deal.state.evolve(penalties=(Penalty(penalised, (58,)),))), ["AS"])
    return [r.decision for r in close_deal(deal.state).shown_rulings if "still bar" in r.decision]


def test_law_58_case_xxii_the_younger_s_tens_though_scoring_nothing_keep_a_from_a_pique() -> None:
    deal = declared(deal_to(ELDER, YOUNGER))
    deal = play_out(Deal(deal.state.evolve(penalties=(Penalty(1, (58,)),))), ["AS"])
    (ruling,) = [r for r in close_deal(deal.state).shown_rulings if "still bar" in r.decision]
    assert ruling.decision == (
        "B scores nothing, yet his cards still bar: what he holds kept A from a pique. "
        "The penalty takes only what he would have scored, and may cost him nothing"
    )
    assert [str(c) for c in ruling.citations] == ["Law 58", "Law 69", "Case XXII"]
    assert deal.score().pique is None


def test_law_58_the_elder_s_good_calls_still_bar_the_younger_s_lesser_combinations() -> None:
    (decision,) = _closed(0)
    assert decision == (
        "A scores nothing, yet his cards still bar: his point, allowed good, left B's point unscored; "
        "his sequence, allowed good, left B's sequence unscored. The penalty takes only what he would have scored, "
        "and may cost him nothing"
    )


def test_law_58_no_penalty_no_ruling() -> None:
    deal = play_out(declared(deal_to(ELDER, YOUNGER)), ["AS"])
    assert not [r for r in close_deal(deal.state).shown_rulings if "still bar" in r.decision]


def test_law_44_a_waived_penalty_bars_nothing_to_speak_of() -> None:
    deal = declared(deal_to(ELDER, YOUNGER))
    waived = Penalty(1, (58,), waived=True)
    deal = play_out(Deal(deal.state.evolve(penalties=(waived,))), ["AS"])
    assert not [r for r in close_deal(deal.state).shown_rulings if "still bar" in r.decision]


def test_law_54_only_the_offender_s_correct_calls_bar_and_the_adversary_keeps_what_they_do_not() -> None:
    """A's four kings were never held: B reckons his three tens; A's good point and sequence still bar B's."""
    import json
    from pathlib import Path

    from piquet import adjudicate

    path = Path(__file__).resolve().parents[1] / "examples" / "disputes" / "law-50-54-miscall-and-unfounded-call.json"
    done = adjudicate(json.loads(path.read_text()))
    (ruling,) = [r for r in done.deals[0].rulings if "still bar" in r.decision]
    assert [str(c) for c in ruling.citations] == ["Law 54", "Case XXII"]
    assert "his point, allowed good, left B's point unscored; his sequence, allowed good, left B's sequence unscored." in ruling.decision
    assert "set" not in ruling.decision
    assert ("B", "set", 3) in [(i.player, i.item, i.points) for i in done.deals[0].items]
