"""The worked figures of the Description, replayed through the referee (Laws 61-73)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from piquet import adjudicate, settle
from tests.dealing import declared, deal_to, play_out

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def items_of(deal, player):  # type: ignore[no-untyped-def]
    return {(i.item, i.points) for i in deal.score().items if i.player == player}


def test_description_example_scores_28_to_23() -> None:
    record = json.loads((EXAMPLES / "description-example.json").read_text())
    result = adjudicate(record)
    (deal,) = result.deals
    assert deal.scores == {"A": 28, "B": 23}
    got = [(i.player, i.item, i.points) for i in deal.items]
    assert got == [
        ("A", "point", 5),
        ("A", "sequence", 4),
        ("B", "set", 14),
        ("B", "set", 3),
        ("A", "play", 9),
        ("B", "play", 6),
        ("A", "cards", 10),
    ]
    assert result.partie.totals == {"A": 28, "B": 23}
    assert not result.partie.complete


def test_law_69_pique_elder_counts_sixty() -> None:
    """Quint major and three aces good: 23 in hand; the seventh card led makes thirty, counted sixty."""
    deal = declared(deal_to(
        "AS KS QS JS TS AH 8H 7H AD 9D 8C 7C",
        "KH QH JH TH 9H KD QD TD KC QC JC TC",
    ))
    assert sum(i.points for i in deal.score().items if i.player == "A") == 23
    deal = play_out(deal, ["AS", "KS", "QS", "JS", "TS", "AH", "AD"])
    score = deal.score()
    assert score.pique == "A"
    assert ("pique", 30) in items_of(deal, "A")
    assert score.repique is None


def test_law_69_equality_does_not_save_a_pique() -> None:
    """Point equal, quint and quatorze good (29) and a lead: a pique all the same."""
    deal = declared(deal_to(
        "KS QS JS TS 9S KH KD KC 8D 7D 8C 7C",
        "AH QH JH TH 8H AD QD JD TD AC QC JC",
    ))
    items = items_of(deal, "A")
    assert ("point", 5) not in items and ("sequence", 15) in items and ("set", 14) in items
    deal = play_out(deal, ["KS"])
    assert deal.score().pique == "A"


def test_law_68_repique_point_quint_quatorze_ninety_four() -> None:
    deal = declared(deal_to(
        "AS KS QS JS TS AH AD AC 7H 8D 7D 8C",
        "KH QH JH TH 9H KD QD JD TD 9D KC QC",
    ))
    hand = [i for i in deal.score().items if i.player == "A"]
    assert [(i.item, i.points) for i in hand] == [("point", 5), ("sequence", 15), ("set", 14), ("repique", 60)]
    assert sum(i.points for i in hand) == 94


def test_law_69_capot_does_not_count_toward_pique_sixty_six() -> None:
    deal = declared(deal_to(
        "AS KS QS JS 8S AH KH JH TH 8H 7H AD",
        "TS 9S QH 9H KD QD TD 9D 8D KC QC JC",
    ))
    deal = play_out(deal, ["AS", "KS", "QS", "JS", "8S", "AH", "KH", "JH", "TH", "8H", "7H", "AD"])
    score = deal.score()
    assert score.totals["A"] == 66
    assert ("capot", 40) in items_of(deal, "A")
    assert score.pique is None


def test_law_67_three_tens_save_a_pique() -> None:
    """Huitième and tierce make 29; the lead would make 30, but B's tens reckon first."""
    deal = declared(deal_to(
        "AS KS QS JS TS 9S 8S 7S KH QH JH 7D",
        "TH 9H 8H AH TD 9D 8D JD TC 9C 8C 7C",
    ))
    hand_a = sum(i.points for i in deal.score().items if i.player == "A")
    assert hand_a == 29
    assert ("set", 3) in items_of(deal, "B")
    deal = play_out(deal, ["AS"])
    assert deal.score().pique is None


def test_laws_72_73_settlements_from_the_description() -> None:
    assert settle({"A": 131, "B": 113}).points_won == 118
    assert not settle({"A": 131, "B": 113}).rubicon
    result = settle({"A": 125, "B": 81})
    assert (result.winner, result.points_won, result.rubicon) == ("A", 306, True)


def test_law_73_winner_short_of_a_hundred_still_wins_rubicon() -> None:
    assert settle({"A": 51, "B": 49}).points_won == 200


def test_law_58_case_xxii_a_player_who_reckons_nothing_still_bars_a_pique() -> None:
    """B's three tens, though not good to score under a penalty, still stop A's pique."""
    from piquet.game.state import Penalty

    deal = declared(deal_to(
        "AS KS QS JS TS 9S 8S 7S KH QH JH 7D",
        "TH 9H 8H AH TD 9D 8D JD TC 9C 8C 7C",
    ))
    penalised = deal.state.evolve(penalties=(Penalty(1, (58,), ("XXII",)),))
    from piquet.referee.deal import Deal

    deal = play_out(Deal(penalised), ["AS"])
    score = deal.score()
    assert score.totals["B"] == 0
    assert score.pique is None
    assert score.totals["A"] == sum(i.points for i in score.items if i.player == "A") > 29


def test_case_xxi_a_penalty_after_the_carte_blanche_keeps_it() -> None:
    from piquet.game.acts import Category
    from piquet.game.state import Penalty

    deal = declared(deal_to(
        "AS KS QS JS TS 9S 8S 7S KH QH JH 7D",
        "TH 9H 8H AH TD 9D 8D JD TC 9C 8C 7C",
    ))
    late = Penalty(1, (25,), ("XXI",), Category.POINT)
    state = deal.state.evolve(carte_blanche=(False, True), penalties=(late,))
    assert state.reckons_nothing(1, Category.SET) and not state.reckons_nothing(1, Category.CARTE_BLANCHE)
    from piquet.rules.scoring import score_deal

    items = [(i.player, i.item) for i in score_deal(state).items if i.player == "B"]
    assert items == [("B", "carte blanche")]
