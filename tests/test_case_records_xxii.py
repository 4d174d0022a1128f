"""Case XXII from its records: the thirteen-card hand as played, the twelve-card alternatives, and the book's argument searched."""

from __future__ import annotations

import itertools
import subprocess
import sys

from piquet.search import POINTS, TRICKS, LastTricks, Position, lead_values, value
from piquet.table.cardsets import Hand
from tests.case_records import FOLDER, adjudicated, citing, items, options, rulings

#: A after his exchange, and B's twelve had he put out the eight of diamonds with his spades (the Case's hands).
A_HAND = "AS KS QS JS 9S KH JH JC AD QD JD TD"
B_TWELVE = "TS AH QH TH 9H AC KC QC TC 9C KD 9D"
SPADES = "AS KS QS JS 9S"


def test_case_xxii_as_played_b_with_thirteen_wins_a_rubicon_of_283() -> None:
    done = adjudicated("case-XXII")
    assert items("case-XXII") == [
        ("A", "sequence", 4, ), ("A", "sequence", 3), ("A", "set", 14), ("A", "play", 8),
    ]
    assert done.deals[0].scores == {"A": 29, "B": 0}
    assert done.partie.totals == {"A": 91, "B": 92}
    settled = done.partie.settlement
    assert settled is not None and (settled.winner, settled.points_won, settled.rubicon) == ("B", 283, True)


def test_case_xxii_law_31_the_younger_who_takes_three_for_two_reckons_nothing() -> None:
    """He took every card left, so he left none: Law 31 (taking in more than he discarded), not Law 35 (which leaves cards)."""
    ruling, lapsed = citing("case-XXII", "Law 31")[:2]  # the third, the barring ruling, cites the penalty's law too
    assert lapsed.decision == "The option lapses: enforce (B reckons nothing this deal)", "A never waived it"
    assert ruling.decision == "B plays with 13 cards and reckons nothing this deal; his cards still bar his adversary"
    assert (ruling.offender_label, ruling.injured_label) == ("B", "A")
    assert [str(c) for c in ruling.citations] == ["Law 31", "Law 58"]
    assert [str(c) for o in ruling.options for c in o.citations] == ["Law 44", "Law 31", "Law 58", "Law 44"]
    assert options(ruling) == [
        ("enforce: B reckons nothing this deal", "A"),
        ("waive: the penalty of reckoning nothing is not enforced", "A"),
    ]


def test_case_xxii_law_58_the_thirteen_card_hand_still_bars_and_the_penalty_costs_nothing() -> None:
    (ruling,) = citing("case-XXII", "Case XXII")
    assert ruling.decision == (
        "B scores nothing, yet his cards still bar: his point, equal, left A's point unscored. "
        "The penalty takes only what he would have scored, and may cost him nothing"
    )
    assert [str(c) for c in ruling.citations] == ["Law 58", "Law 31", "Case XXII"]
    assert ruling.event is None and ruling.offender_label == "B"
    assert ("A", "point", 5) not in items("case-XXII"), "the equal point of the thirteen-card hand bars A's"


def test_case_xxii_the_command_shows_the_rubicon_of_283() -> None:
    shown = subprocess.run(
        [sys.executable, "-m", "piquet.faces.cli", "adjudicate", str(FOLDER / "case-XXII.json")],
        capture_output=True, text=True, check=False,
    )
    assert shown.returncode == 0, shown.stderr
    assert "Partie: A 91, B 92 after 6 deals; complete" in shown.stdout
    assert "B wins 283 points (Law 73" in shown.stdout


def test_case_xxii_variation_b_holds_twelve_and_concedes_a_wins_298() -> None:
    name = "case-XXII-b-holds-twelve-and-concedes"
    done = adjudicated(name)
    assert items(name) == [
        ("A", "sequence", 4), ("A", "sequence", 3), ("A", "set", 14), ("A", "play", 13), ("A", "cards", 10),
    ]
    assert done.partie.totals == {"A": 106, "B": 92}
    settled = done.partie.settlement
    assert settled is not None and (settled.winner, settled.points_won) == ("A", 298)
    assert citing(name, "Case XXII") == [], "with twelve cards nobody reckons nothing: the Case's rule has nothing to say"
    assert ["Law 65", "Law 66", "Law 71", "Law 73"] == [str(c) for c in rulings(name)[0].citations]


def test_case_xxii_variation_b_holds_twelve_and_plays_out_a_scores_forty() -> None:
    name = "case-XXII-b-holds-twelve-and-plays-it-out"
    done = adjudicated(name)
    assert done.deals[0].scores == {"A": 40, "B": 6}
    assert done.partie.totals == {"A": 102, "B": 98}, "the book: A 102, B 98 at most"
    settled = done.partie.settlement
    assert settled is not None and (settled.winner, settled.points_won, settled.rubicon) == ("A", 300, True)
    assert rulings(name) == ()


def test_case_xxii_exhaustive_search_whatever_b_plays_to_the_spades_a_wins_the_cards_and_forty() -> None:
    """Every way B can answer the five spades (the ten, then any four), each searched to the end with both sides best.

    The book's claim, in our words: A is sure of the last two tricks and of
    the cards, and makes forty.  The search agrees that A makes at least two more tricks
    (seven in all: the cards) and at least nineteen in play (with his
    twenty-one in hand, forty), and that forty is exact for B's best answers.
    It also finds that the two tricks need not be the final two: B can
    arrange his cards so that A cannot make sure of the eleventh or twelfth.
    """
    a_left = Hand.parse(A_HAND) - Hand.parse(SPADES)
    b_rest = Hand.parse(B_TWELVE) - Hand.parse("TS")
    worst_points, worst_tricks, worst_last = 99, 99, 99
    lines = 0
    for thrown in itertools.combinations(list(b_rest), 4):
        left = Position.of(a_left, b_rest - list(thrown), made=5, won=(5, 0))
        worst_points = min(worst_points, 5 + value(left, 0, POINTS))
        worst_tricks = min(worst_tricks, value(left, 0, TRICKS))
        worst_last = min(worst_last, value(left, 0, LastTricks(2)))
        lines += 1
    assert lines == 330
    assert worst_tricks == 2, "two more tricks at least: seven, and the cards"
    assert 21 + worst_points == 40, "forty in the deal, no more against B's best"
    assert worst_last == 0


def test_case_xxii_as_played_the_king_of_hearts_is_a_best_lead_after_the_spades() -> None:
    """B holding thirteen: after the spades, the king of hearts gives A the most (tied with the knaves of hearts and clubs)."""
    left = Position.of("KH JH JC AD QD JD TD", "AH AC KC QC TC 9C KD 9D 8D", made=5, won=(5, 0))
    worth = {str(card): points for card, points in lead_values(left, 0).items()}
    assert worth == {"KH": 3, "JH": 3, "JC": 3, "AD": 2, "QD": 1, "JD": 1, "TD": 1}
    assert worth["KH"] == max(worth.values())
    assert 62 + 21 + 5 + worth["KH"] == 91, "the score the Case gives A"
