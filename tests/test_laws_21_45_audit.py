"""Laws 21-45 (discarding and taking in), law by law: the regular course, and the act against the law with the ruling it draws and the scores that follow.

Most deals are on the Example's cards (B deals, A is elder; A's share of the
stock is 9S 8S KH 9C KD, B's QS AC 7D).  The Example's exchange, finished
with plain acts (:mod:`tests.law_audit`), scores A 17, B 36.  The deals of
eleven and thirteen cards give A the low cards and B the court cards.
"""

from __future__ import annotations

from tests.dealing import of_no_effect

from collections.abc import Sequence

import pytest

from piquet import Contradiction, Deal, event_from_json
from piquet.rules.scoring import uncontested
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES
from lawkit.ruling import Ruling
from piquet.referee.adjudication import DealAdjudication
from piquet.table.cardsets import Hand
from tests.law_audit import adjudged, cited, items, options

EXAMPLE_ITEMS = [
    ("A", "point", 5),
    ("A", "sequence", 4),
    ("B", "set", 14),
    ("B", "set", 3),
    ("A", "play", 8),
    ("B", "play", 9),
    ("B", "cards", 10),
]
EXAMPLE_SCORES = {"A": 17, "B": 36}
PENALTY = "reckons nothing this deal (the adversary may decline to enforce it, Law 44)"
#: B's items when A reckons nothing after the Example's exchange: A's point and quart still bar B's point and sequences.
B_ALONE = [("B", "set", 14), ("B", "set", 3), ("B", "play", 9), ("B", "cards", 10)]
#: The elder takes four and leaves KD; the younger takes the four left: B's repique in diamonds.
B_REPIQUE_ITEMS = [
    ("B", "point", 6),
    ("B", "sequence", 15),
    ("B", "sequence", 3),
    ("B", "set", 3),
    ("B", "set", 3),
    ("A", "play", 7),
    ("B", "play", 8),
    ("B", "cards", 10),
    ("B", "repique", 60),
]

BLANK = "AS TS 9S 8S 7S AH TH 9H 8H AD TD"
COURTS = "KS QS JS KH QH JH KD QD JD KC QC JC"
STOCK_8 = "7H 8D 7D AC TC 9C 8C 7C"
STOCK_7 = "7H 8D 7D AC TC 9C 8C"
#: Thirteen to the elder and eleven to the dealer; thirteen to the elder and a stock of seven; eleven to the elder; twelve and a stock of seven.
ELDER_13 = {"A": BLANK + " 9D KS", "B": COURTS[3:]}
ELDER_13_STOCK_7 = {"A": BLANK + " 9D KS", "B": COURTS[3:] + " 7C"}
ELDER_11 = {"A": BLANK, "B": COURTS + " 9D"}
ELDER_12_STOCK_7 = {"A": BLANK + " KS", "B": COURTS[3:] + " 9D 7C"}


def _penalised(ruling: Ruling, offender: str, laws: list[str], choices: Sequence[tuple[str, str | None]]) -> None:
    """A ruling that takes everything from ``offender``: the citations, the penalty, and the injured party's options."""
    assert cited(ruling) == laws
    assert ruling.penalty == PENALTY
    assert ruling.offender_label == offender and ruling.injured_label == ("B" if offender == "A" else "A")
    assert options(ruling) == list(choices)


def _played(deal: DealAdjudication, who: int) -> set[str]:
    return {c.code for c in Hand(deal.state.played[who])}


WAIVE = [("enforce", "B"), ("waive", "B")]
WAIVE_A = [("enforce", "A"), ("waive", "A")]
FRESH = [*WAIVE, ("fresh deal", "B"), ("stand", "B")]
FRESH_A = [*WAIVE_A, ("fresh deal", "A"), ("stand", "A")]


# -- Laws 21-23: how many, and in what order ---------------------------------------------


def test_law_21_regular_the_elder_discards_five_and_takes_five_without_a_ruling() -> None:
    deal = adjudged([A_EXCHANGES, B_EXCHANGES])
    assert deal.rulings == () and deal.state.discards[0].bit_count() == 5
    assert items(deal) == EXAMPLE_ITEMS and deal.scores == EXAMPLE_SCORES


def test_law_21_irregular_the_elder_who_takes_nothing_is_told_he_must_exchange_one_and_plays_his_hand_as_dealt() -> None:
    deal = adjudged([{"player": "A", "take": 0}, B_EXCHANGES])
    (ruling,) = deal.rulings
    assert ruling.act == "A takes in without discarding"
    assert ruling.decision == "A player is obliged to exchange at least one card; the law sets no penalty, and he plays the hand he was dealt"
    assert cited(ruling) == ["Law 21"] and ruling.offender_label == "A" and ruling.penalty is None and options(ruling) == []
    # A left his five: B takes the top three of them (Laws 23, 34).
    assert items(deal) == [("B", "point", 4), ("B", "sequence", 3), ("B", "sequence", 3), ("B", "set", 14), ("A", "play", 7), ("B", "play", 13), ("B", "cards", 10)]
    assert deal.scores == {"A": 7, "B": 47}


def test_law_22_regular_the_younger_discards_three_and_takes_the_three_left() -> None:
    deal = adjudged([A_EXCHANGES, B_EXCHANGES])
    assert deal.rulings == () and deal.state.stock == () and deal.state.discards[1].bit_count() == 3
    assert deal.scores == EXAMPLE_SCORES


def test_law_22_irregular_the_younger_who_takes_nothing_plays_his_hand_as_dealt_without_penalty() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "B", "take": 0}])
    (ruling,) = deal.rulings
    assert ruling.act == "B takes in without discarding" and cited(ruling) == ["Law 22"]
    assert ruling.offender_label == "B" and ruling.penalty is None and options(ruling) == []
    assert items(deal) == [("A", "point", 5), ("A", "sequence", 4), ("B", "set", 14), ("A", "play", 13), ("B", "play", 6), ("A", "cards", 10)]
    assert deal.scores == {"A": 32, "B": 20}


def test_law_23_regular_each_takes_from_the_top_the_younger_beginning_with_the_cards_the_elder_left() -> None:
    deal = adjudged([{"player": "A", "exchange": "8C 7C"}, {"player": "B", "exchange": "7S"}])
    assert deal.rulings == ()
    assert _played(deal, 0) >= {"9S", "8S"} and not _played(deal, 0) & {"KH", "9C", "KD"} and "KH" in _played(deal, 1)
    assert deal.scores == {"A": 14, "B": 38}


def test_law_23_case_xiv_irregular_the_younger_who_takes_in_first_takes_the_elder_s_top_cards() -> None:
    deal = adjudged([{"player": "B", "discard": "7S 9H 7H"}, {"player": "B", "take": 3}, {"player": "A", "elect": "fresh deal"}])
    taken, fresh = deal.rulings
    assert taken.act == "B takes 3 cards in" and [f.text for f in taken.findings] == ["B was dealt 12, discarded 3 and took 3: he holds 12"]
    _penalised(taken, "B", ["Law 27", "Law 29", "Case XIV"], FRESH_A)
    assert fresh.act == "A elects: fresh deal" and cited(fresh) == ["Law 29"]
    assert deal.void and deal.scores == {"A": 0, "B": 0} and deal.state.void is not None and deal.state.void.next_dealer == "B"


# -- Laws 24-26: the discard once a card of the stock is taken -----------------------------


def test_law_24_regular_a_discard_altered_before_a_card_of_the_stock_is_taken_draws_no_ruling() -> None:
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C 9D 8D JC"}, {"player": "A", "retake": "JC"}, {"player": "A", "take": 5}, B_EXCHANGES])
    assert deal.rulings == () and "JC" in _played(deal, 0) and "JC" not in {c.code for c in deal.state.discard(0)}
    assert deal.state.discards[0].bit_count() == 5 and items(deal) == EXAMPLE_ITEMS and deal.scores == EXAMPLE_SCORES


def test_law_24_irregular_a_card_put_with_the_discard_after_taking_in_stays_there_and_he_plays_eleven() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "A", "discard": "AS"}, B_EXCHANGES])
    (ruling,) = deal.rulings
    assert ruling.act == "A puts AS with his discard after taking in"
    assert ruling.decision == "The cards stay with his discard; he plays with 11 cards, and his adversary counts as tricks the cards that cannot be played to"
    assert cited(ruling) == ["Law 24", "Law 26", "Law 57"] and ruling.offender_label == "A" and ruling.penalty is None and options(ruling) == []
    assert deal.state.played[0].bit_count() == 11 and uncontested(deal.state) == (1, 1)
    assert deal.scores == {"A": 12, "B": 40}


def test_law_25_regular_a_card_taken_back_before_taking_in_is_a_change_of_discard() -> None:
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "retake": "KS"}, {"player": "A", "discard": "JC"}, {"player": "A", "take": 5}, B_EXCHANGES])
    assert deal.rulings == () and deal.state.penalties == () and deal.scores == EXAMPLE_SCORES


def test_law_25_irregular_a_card_taken_back_after_taking_in_plays_thirteen_and_reckons_nothing() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "A", "retake": "KS"}, {"player": "B", "elect": "enforce"}, B_EXCHANGES])
    retaken, enforced, barred = deal.rulings
    assert [str(c) for c in barred.citations][-1] == "Case XXII" and "still bar" in barred.decision
    assert retaken.act == "A takes KS back from his discard after taking in"
    assert retaken.decision == "A plays with 13 cards and reckons nothing this deal; his cards still bar his adversary"
    _penalised(retaken, "A", ["Law 24", "Law 25", "Law 58"], WAIVE)  # Law 24 closed his discard when he took in; Law 25 is the penalty for opening it
    assert enforced.decision == "A reckons nothing this deal" and cited(enforced) == ["Law 44", "Law 25"]
    assert items(deal) == B_ALONE and deal.scores == {"A": 0, "B": 36}


def test_law_26_regular_a_card_of_the_hand_mixed_with_the_discard_before_taking_in_is_simply_discarded() -> None:
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C 9D"}, {"player": "A", "mix": "8D", "with": "discard"}, {"player": "A", "take": 5}, B_EXCHANGES])
    assert deal.rulings == () and deal.scores == EXAMPLE_SCORES


def test_law_26_irregular_a_card_of_the_hand_mixed_with_the_discard_after_taking_in_stays_there() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "A", "mix": "AS", "with": "discard"}, B_EXCHANGES])
    (ruling,) = deal.rulings
    assert ruling.act == "A mixes AS with his discard after taking in"
    assert ruling.decision == "The cards stay with his discard; A plays with 11 cards, and his adversary counts as tricks the cards that cannot be played to"
    assert cited(ruling) == ["Law 26", "Law 57"] and ruling.offender_label == "A" and ruling.penalty is None and options(ruling) == []
    assert ("A", "play", 3) in items(deal) and ("B", "play", 13) in items(deal) and deal.scores == {"A": 12, "B": 40}


# -- Laws 27-29: the adversary's cards of the stock --------------------------------------


def test_law_27_regular_the_elder_who_exposes_a_card_of_his_own_share_incurs_no_penalty() -> None:
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "expose": "9S"}, {"player": "A", "take": 5}, B_EXCHANGES])
    (ruling,) = deal.rulings
    assert ruling.act == "A exposes 9S of the stock, a card of his own share"
    assert ruling.decision == "No penalty: the law punishes exposing only the adversary's cards of the stock"
    assert cited(ruling) == ["Law 27"] and ruling.offender is None and ruling.penalty is None and options(ruling) == []
    assert deal.scores == EXAMPLE_SCORES


def test_law_27_irregular_the_elder_who_exposes_one_of_the_bottom_three_reckons_nothing() -> None:
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "expose": "QS"}, {"player": "A", "take": 5}, {"player": "B", "elect": "enforce"}, B_EXCHANGES])
    exposed, enforced, barred = deal.rulings
    assert [str(c) for c in barred.citations][-1] == "Case XXII" and "still bar" in barred.decision
    assert exposed.act == "A exposes QS of the stock, his adversary's card"
    assert exposed.decision == "A reckons nothing this deal; his cards still bar his adversary"
    _penalised(exposed, "A", ["Law 27", "Law 58"], WAIVE)
    assert cited(enforced) == ["Law 44", "Law 27"] and deal.state.exposed == Hand.parse("QS").bits
    assert items(deal) == B_ALONE and deal.scores == {"A": 0, "B": 36}


def test_law_27_irregular_the_younger_who_exposes_one_of_the_elder_s_five_reckons_nothing() -> None:
    deal = adjudged([{"player": "B", "discard": "7S 9H 7H"}, {"player": "B", "expose": "9S"}, {"player": "A", "elect": "enforce"}, A_EXCHANGES, {"player": "B", "take": 3}])
    exposed, enforced = deal.rulings
    _penalised(exposed, "B", ["Law 27", "Law 58"], WAIVE_A)
    assert enforced.decision == "B reckons nothing this deal"
    assert items(deal) == [("A", "point", 5), ("A", "sequence", 4), ("A", "play", 8)] and deal.scores == {"A": 17, "B": 0}


def test_law_28_regular_the_elder_who_mixes_a_card_of_his_own_share_has_simply_taken_it_in() -> None:
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "mix": "9S", "with": "hand"}, {"player": "A", "take": 4}, B_EXCHANGES])
    assert deal.rulings == () and deal.scores == EXAMPLE_SCORES


def test_law_28_irregular_the_elder_who_mixes_one_of_the_younger_s_cards_gives_him_a_fresh_deal() -> None:
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "mix": "QS", "with": "hand"}, {"player": "B", "elect": "fresh deal"}])
    mixed, fresh = deal.rulings
    assert mixed.act == "A mixes QS, of his adversary's cards in the stock, with his hand"
    assert mixed.decision == (
        "A reckons nothing this deal; his cards still bar his adversary; or his adversary, after looking at his own cards, may have a fresh deal"
    )
    _penalised(mixed, "A", ["Law 27", "Law 28", "Law 58"], FRESH)
    assert fresh.decision == "The deal is void and the same dealer deals again" and cited(fresh) == ["Law 28"]
    assert deal.void and deal.scores == {"A": 0, "B": 0}


def test_law_28_irregular_the_younger_who_stands_takes_only_his_cards_not_mixed_and_the_elder_reckons_nothing() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "A", "mix": "QS", "with": "hand"}, {"player": "B", "elect": "stand"}, {"player": "B", "elect": "enforce"}, {"player": "B", "exchange": "7S 9H"}])
    mixed, stood, enforced, barred = deal.rulings
    assert [str(c) for c in barred.citations][-1] == "Case XXII" and "still bar" in barred.decision
    _penalised(mixed, "A", ["Law 28", "Law 58"], FRESH)
    assert stood.decision == "The deal stands; he takes only his cards that were not mixed" and cited(stood) == ["Law 28"]
    assert cited(enforced) == ["Law 44", "Law 28"]
    assert deal.state.played[0].bit_count() == 12 and deal.state.hands[0].bit_count() == 1  # A's thirteenth is never played
    assert items(deal) == [("B", "set", 14), ("B", "play", 12), ("B", "cards", 10)] and deal.scores == {"A": 0, "B": 36}


def test_law_29_regular_the_younger_takes_up_the_card_the_elder_left_with_his_own() -> None:
    deal = adjudged([{"player": "A", "exchange": "8C 7C 9D 8D"}, {"player": "B", "exchange": "7S 9H 7H TS"}])
    assert deal.rulings == () and "KD" in _played(deal, 1)
    assert items(deal) == B_REPIQUE_ITEMS and deal.scores == {"A": 7, "B": 108}


def test_law_29_irregular_the_younger_who_mixes_one_of_the_elder_s_five_reckons_nothing_the_elder_standing() -> None:
    deal = adjudged(
        [
            {"player": "B", "discard": "7S"},
            {"player": "B", "mix": "9S", "with": "hand"},
            {"player": "A", "elect": "stand"},
            {"player": "A", "elect": "enforce"},
            {"player": "A", "exchange": "KS 8C 7C 9D"},
            {"player": "B", "take": 0},
        ]
    )
    mixed, stood, enforced = deal.rulings
    assert mixed.act == "B mixes 9S, of his adversary's cards in the stock, with his hand"
    _penalised(mixed, "B", ["Law 27", "Law 29", "Law 58"], FRESH_A)
    assert stood.act == "A elects: stand" and cited(stood) == ["Law 29"] and cited(enforced) == ["Law 44", "Law 27", "Law 29"]
    assert items(deal) == [("A", "point", 5), ("A", "sequence", 4), ("A", "play", 13), ("A", "cards", 10)]
    assert deal.scores == {"A": 32, "B": 0}


# -- Laws 30, 31: putting out and taking in unequal numbers ------------------------------


def test_law_30_regular_discarding_as_many_as_he_takes_leaves_twelve() -> None:
    deal = adjudged([{"player": "A", "exchange": "KS 8C 7C"}, {"player": "B", "exchange": "7S 9H 7H"}])
    assert deal.rulings == () and deal.state.played[0].bit_count() == deal.state.played[1].bit_count() == 12
    assert ("B", "repique", 60) in items(deal) and deal.scores == {"A": 8, "B": 116}


def test_law_30_irregular_the_younger_who_discards_four_and_takes_three_plays_eleven_and_the_elder_counts_the_last_card() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "B", "discard": "7S 9H 7H TS"}, {"player": "B", "take": 3}])
    (ruling,) = deal.rulings
    assert ruling.act == "B takes 3 cards in" and [f.text for f in ruling.findings] == ["B was dealt 12, discarded 4 and took 3: he holds 11"]
    assert ruling.decision == "B plays with 11 cards, without further penalty; his adversary counts as tricks the cards that cannot be played to"
    assert cited(ruling) == ["Law 30", "Law 57"] and ruling.offender_label == "B" and ruling.penalty is None and options(ruling) == []
    assert len(deal.state.tricks) == 11 and uncontested(deal.state) == (0, 1)
    assert items(deal) == [("A", "point", 5), ("A", "sequence", 4), ("B", "set", 3), ("B", "set", 3), ("A", "play", 5), ("B", "play", 11), ("B", "cards", 10)]
    assert deal.scores == {"A": 14, "B": 27}


def test_law_31_regular_the_elder_who_takes_as_many_as_he_discards_plays_twelve_without_a_ruling() -> None:
    deal = adjudged([{"player": "A", "discard": "8C 7C"}, {"player": "A", "take": 2}, B_EXCHANGES])
    assert deal.rulings == () and deal.state.penalties == () and deal.state.played[0].bit_count() == 12
    assert ("A", "play", 6) in items(deal) and deal.scores == {"A": 6, "B": 118}


def test_law_31_irregular_the_elder_who_takes_three_for_two_plays_thirteen_reckons_nothing_and_the_younger_repiques() -> None:
    deal = adjudged([{"player": "A", "discard": "8C 7C"}, {"player": "A", "take": 3}, {"player": "B", "elect": "enforce"}, B_EXCHANGES])
    taken, enforced = deal.rulings
    assert [f.text for f in taken.findings] == ["A was dealt 12, discarded 2 and took 3: he holds 13"]
    assert taken.decision == "A plays with 13 cards and reckons nothing this deal; his cards still bar his adversary"
    _penalised(taken, "A", ["Law 31", "Law 58"], WAIVE)
    assert cited(enforced) == ["Law 44", "Law 31", "Law 58"]
    assert items(deal) == [
        ("B", "point", 5),
        ("B", "sequence", 15),
        ("B", "set", 14),
        ("B", "set", 3),
        ("B", "play", 9),
        ("B", "cards", 10),
        ("B", "repique", 60),
    ]
    assert deal.scores == {"A": 0, "B": 116}


# -- Laws 32-37: cards left in the stock ------------------------------------------------


def test_law_32_regular_the_elder_says_he_leaves_one_takes_four_and_the_younger_takes_it() -> None:
    deal = adjudged([{"player": "A", "leave": 1}, {"player": "A", "exchange": "8C 7C 9D 8D"}, {"player": "B", "exchange": "7S 9H 7H TS"}])
    assert deal.rulings == () and deal.state.left_by_elder == 1
    assert items(deal) == B_REPIQUE_ITEMS and deal.scores == {"A": 7, "B": 108}


def test_law_32_irregular_the_elder_who_left_a_card_unsaid_lets_the_younger_alter_his_discard_and_take_it() -> None:
    deal = adjudged(
        [
            {"player": "A", "exchange": "8C 7C 9D 8D"},
            {"player": "B", "discard": "7S 9H 7H"},
            {"player": "B", "discard": "TS"},
            {"player": "B", "take": 4},
        ]
    )
    assert deal.rulings == () and deal.state.discards[1].bit_count() == 4 and deal.state.played[1].bit_count() == 12
    assert items(deal) == B_REPIQUE_ITEMS and deal.scores == {"A": 7, "B": 108}
    taken_in = Deal.dealt("B", "A", {"A": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D", "B": "TS 7S TH 9H 7H KC QC TC AD QD JD TD"}, "9S 8S KH 9C KD QS AC 7D")
    taken_in = taken_in.apply(event_from_json(A_EXCHANGES))
    # Declared after taking in, the number comes too late (Law 32), and the one who declares it is named.
    before = len(taken_in.state.shown_rulings)
    (late,) = taken_in.apply(event_from_json({"player": "A", "leave": 1})).state.shown_rulings[before:]
    assert late.decision.startswith("Too late") and late.offender_label == "A" and [str(c) for c in late.citations] == ["Law 32"]


def test_law_33_regular_the_elder_looks_at_the_card_he_left() -> None:
    deal = adjudged([{"player": "A", "exchange": "8C 7C 9D 8D"}, {"player": "A", "look": "left"}, {"player": "B", "exchange": "7S 9H 7H TS"}])
    assert deal.rulings == () and deal.state.looked_at_left == (True, False) and deal.scores == {"A": 7, "B": 108}


def test_law_33_irregular_the_elder_who_takes_up_the_card_he_said_he_would_leave_reckons_nothing() -> None:
    deal = adjudged([{"player": "A", "leave": 1}, {"player": "A", "exchange": "KS 8C 7C 9D 8D"}, {"player": "B", "elect": "stand"}, {"player": "B", "elect": "enforce"}, B_EXCHANGES])
    taken, stood, enforced, barred = deal.rulings
    assert [str(c) for c in barred.citations][-1] == "Case XXII" and "still bar" in barred.decision
    assert taken.act == "A takes 5 cards in after saying he would leave 1"
    # The finding cites both acts it describes: the leave (event 1) and the taking in (event 2).
    assert [(f.text, f.events) for f in taken.findings] == [("A said he would leave 1 of his 5 cards, then took 5", (0, 1))]
    assert taken.decision == (
        "A has taken up 1 of the cards he left: he plays with 12 cards and reckons nothing this deal; his cards still bar his adversary; "
        "or his adversary, after looking at his own cards, may have a fresh deal"
    )
    _penalised(taken, "A", ["Law 28", "Law 32", "Law 33", "Law 58"], FRESH)  # Law 32: the number he declared
    assert cited(stood) == ["Law 28"] and cited(enforced) == ["Law 44", "Law 28", "Law 33"]
    assert items(deal) == B_ALONE and deal.scores == {"A": 0, "B": 36}


def test_law_33_irregular_the_elder_who_looked_at_the_card_he_left_and_then_mixes_it_reckons_nothing() -> None:
    deal = adjudged([{"player": "A", "exchange": "8C 7C 9D 8D"}, {"player": "A", "look": "left"}, {"player": "A", "mix": "KD", "with": "hand"}, {"player": "B", "elect": "fresh deal"}])
    mixed, fresh = deal.rulings
    assert mixed.act == "A mixes KD, cards he ought to have left, with his hand"
    _penalised(mixed, "A", ["Law 28", "Law 33", "Law 58"], FRESH)  # Law 33: he took up a card he left
    assert cited(fresh) == ["Law 28"] and deal.void and deal.scores == {"A": 0, "B": 0}


def test_law_34_regular_the_younger_takes_every_card_left_in_the_stock() -> None:
    deal = adjudged([{"player": "A", "exchange": "8C 7C 9D"}, {"player": "B", "exchange": "7S 9H 7H TS TH"}])
    assert deal.rulings == () and deal.state.stock == () and deal.state.played[1].bit_count() == 12
    assert deal.scores == {"A": 23, "B": 29}


def test_law_34_irregular_the_younger_who_takes_all_four_for_three_discarded_plays_thirteen_and_reckons_nothing() -> None:
    deal = adjudged([{"player": "A", "exchange": "8C 7C 9D 8D"}, {"player": "B", "discard": "7S 9H 7H"}, {"player": "B", "take": 4}, {"player": "A", "elect": "enforce"}])
    taken, _ = deal.rulings
    assert [f.text for f in taken.findings] == ["B was dealt 12, discarded 3 and took 4: he holds 13"]
    # He took every card left, leaving none: Law 31 (more taken in than discarded); Law 35 is for a younger who leaves cards.
    _penalised(taken, "B", ["Law 31", "Law 58"], WAIVE_A)
    assert items(deal) == [("A", "play", 8)] and deal.scores == {"A": 8, "B": 0}
    with pytest.raises(Contradiction, match="B takes 5 but the stock holds 4"):
        Deal.dealt("B", "A", {"A": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D", "B": "TS 7S TH 9H 7H KC QC TC AD QD JD TD"}, "9S 8S KH 9C KD QS AC 7D").apply(
            event_from_json({"player": "A", "exchange": "8C 7C 9D 8D"})
        ).apply(event_from_json({"player": "B", "discard": "7S 9H 7H TS TH"})).step(event_from_json({"player": "B", "take": 5}))


def test_law_35_regular_the_younger_who_leaves_a_card_and_lets_it_lie_plays_twelve() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "B", "exchange": "7S 9H"}])
    assert deal.rulings == () and len(deal.state.stock) == 1
    assert items(deal) == [("A", "point", 5), ("A", "sequence", 4), ("B", "set", 14), ("B", "set", 3), ("A", "play", 6), ("B", "play", 12), ("B", "cards", 10)]
    assert deal.scores == {"A": 15, "B": 39}


def test_law_35_irregular_the_younger_who_takes_up_the_card_he_left_with_those_he_took_reckons_nothing() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "B", "exchange": "7S 9H"}, {"player": "B", "mix": "7D", "with": "hand"}, {"player": "A", "elect": "enforce"}])
    mixed, enforced = deal.rulings
    assert mixed.act == "B mixes 7D, cards he had left in the stock, with his hand"
    assert mixed.decision == "B reckons nothing this deal; his cards still bar his adversary"
    _penalised(mixed, "B", ["Law 35", "Law 58"], WAIVE_A)
    assert cited(enforced) == ["Law 44", "Law 35"]
    assert items(deal) == [("A", "point", 5), ("A", "sequence", 4), ("A", "play", 10)] and deal.scores == {"A": 19, "B": 0}


def test_law_35_case_xiii_the_younger_who_took_one_too_few_may_take_up_the_card_he_left_without_penalty() -> None:
    # Taken up before anything else is done, the card he left is a second lift of the three his discard entitles him to
    # (Laws 29, 32): his taking in was not over, and nothing is ruled.  Found in the play, it is Case XIII's (below).
    deal = adjudged([A_EXCHANGES, {"player": "B", "discard": "7S 9H 7H"}, {"player": "B", "take": 2}, {"player": "B", "mix": "7D", "with": "hand"}])
    assert deal.rulings == ()
    assert deal.state.penalties == () and deal.state.stock == ()
    assert items(deal) == EXAMPLE_ITEMS and deal.scores == EXAMPLE_SCORES


def test_law_35_case_xiii_the_younger_who_said_he_would_leave_a_card_must_play_with_eleven() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "B", "leave": 1}, {"player": "B", "discard": "7S 9H 7H"}, {"player": "B", "take": 2}, {"player": "B", "mix": "7D", "with": "hand"}])
    _, refused = deal.rulings
    assert refused.act == "B takes up 7D, which he said he would leave in the stock"
    assert refused.decision == "Of no effect: having said he would leave cards, B plays with the 11 cards he has; the cards stay in the stock; no penalty"
    assert cited(refused) == ["Law 35", "Case XIII"] and refused.offender_label == "B" and refused.penalty is None
    assert [c.code for c in deal.state.stock_cards] == ["7D"] and deal.state.played[1].bit_count() == 11
    assert deal.scores == {"A": 14, "B": 38}


def test_law_36_regular_the_younger_looks_at_what_he_left_after_the_lead_and_then_the_elder_may() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "B", "exchange": "7S"}, {"declare": "all"}, {"player": "A", "play": "AH"}, {"player": "B", "look": "left"}, {"player": "A", "look": "left"}])
    assert deal.rulings == () and deal.state.looked_at_left == (True, True) and deal.scores == {"A": 15, "B": 39}


def test_law_36_irregular_looking_before_the_lead_or_without_the_younger_having_looked_is_ruled_on_without_penalty() -> None:
    early = adjudged([A_EXCHANGES, {"player": "B", "exchange": "7S"}, {"player": "B", "look": "left"}])
    (ruling,) = early.rulings
    assert ruling.act == "B looks at the cards left in the stock"
    assert ruling.decision == "Of no effect: the younger looks at the cards he left after the elder has led and before he plays; the law sets no penalty"
    # Seeing cards he has no right to see is named, though the law sets no penalty (docs/decisions.rst, "Who is named in error").
    assert cited(ruling) == ["Law 36"] and ruling.offender_label == "B" and ruling.penalty is None and early.scores == {"A": 17, "B": 39}
    unseen = adjudged([A_EXCHANGES, {"player": "B", "exchange": "7S"}, {"declare": "all"}, {"player": "A", "play": "AH"}, {"player": "A", "look": "left"}])
    (ruling,) = unseen.rulings
    assert ruling.decision == "Of no effect: the elder sees the cards the younger left only if the younger looked at them, and once he has led; the law sets no penalty"
    assert ruling.offender_label == "A" and ruling.penalty is None and unseen.scores == {"A": 15, "B": 39}


def test_law_37_regular_cards_the_younger_leaves_lie_on_the_table() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "B", "exchange": "7S"}])
    assert deal.rulings == () and [c.code for c in deal.state.stock_cards] == ["AC", "7D"] and deal.scores == {"A": 17, "B": 39}


def test_law_37_irregular_left_cards_mixed_with_the_younger_s_discard_let_the_elder_see_it_after_he_leads() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "B", "exchange": "7S"}, {"player": "B", "mix": "AC 7D", "with": "discard"}])
    (ruling,) = deal.rulings
    assert ruling.act == "B mixes 7D AC, cards he left, with his discard without showing them"
    assert ruling.decision == "A, once he has led a card, may see B's discard and the cards mixed with it"
    # The elder's sight of the discard is what the law lays on the younger for it: the penalty, as the blind examiners read it.
    assert cited(ruling) == ["Law 37"] and (ruling.offender_label, ruling.injured_label) == ("B", "A")
    assert ruling.penalty == "A may see his discard and the cards mixed with it, once he has led"
    assert deal.state.stock == () and deal.state.discards[1].bit_count() == 3 and deal.scores == {"A": 17, "B": 39}


# -- Laws 38-43: eleven or thirteen cards, a stock of seven ------------------------------


def test_law_38_regular_the_stock_is_counted_after_thirteen_are_announced() -> None:
    deal = adjudged(
        [
            {"player": "A", "announce": "13 cards"},
            {"player": "B", "count": "stock"},
            {"player": "A", "elect": "stand"},
            {"player": "A", "discard": "9S 8S 7S 9H 8H 9D"},
            {"player": "A", "take": 5},
            {"player": "B", "discard": "QS JS"},
            {"player": "B", "take": 3},
        ],
        ELDER_13,
        STOCK_8,
    )
    # Counted after the announcement, as Law 38 allows, the stock draws no ruling: two rulings, the deal's option and its lapse.
    assert len(deal.rulings) == 2 and all(r.act != "B counts the stock" for r in deal.rulings)
    assert deal.state.penalties == () and deal.scores == {"A": 38, "B": 27}


def test_law_38_irregular_the_stock_counted_when_no_one_announced_a_wrong_count_is_answered_with_a_note() -> None:
    deal = adjudged([{"player": "B", "count": "stock"}, A_EXCHANGES, B_EXCHANGES])
    (ruling,) = deal.rulings
    assert ruling.decision == "The stock holds 8 cards; no player had announced eleven or thirteen cards, which is when the law allows it"
    assert cited(ruling) == ["Law 38"] and ruling.penalty is None and deal.scores == EXAMPLE_SCORES


def test_law_39_regular_the_elder_who_announced_thirteen_may_take_five_of_a_stock_of_seven() -> None:
    deal = adjudged(
        [{"player": "A", "announce": "13 cards"}, {"player": "A", "discard": "9S 8S 7S 9H 8H 9D"}, {"player": "A", "take": 5}, {"player": "B", "exchange": "QS JS"}],
        ELDER_13_STOCK_7,
        STOCK_7,
    )
    assert [cited(r) for r in deal.rulings] == [["Law 11", "Law 40", "Law 41"], ["Law 40", "Law 41"]]
    assert deal.state.penalties == () and deal.scores == {"A": 38, "B": 27}


def test_law_39_irregular_the_elder_who_takes_in_without_announcing_loses_his_option_and_must_leave_three() -> None:
    deal = adjudged(
        [{"player": "A", "discard": "9S 8S 7S 9H 8H 9D"}, {"player": "A", "take": 5}, {"player": "B", "elect": "enforce"}, {"player": "B", "exchange": "QS JS"}],
        ELDER_13_STOCK_7,
        STOCK_7,
    )
    _, lapsed, lost, taken, enforced, _, barred = deal.rulings
    assert [str(c) for c in barred.citations][-1] == "Case XXII" and "still bar" in barred.decision
    assert lapsed.decision == "The option lapses: stand (the deal stands; the discards and takings follow Laws 40-43)"
    assert lost.act == "A takes up a card of the stock without announcing his 13 cards"
    assert lost.decision == "He has lost the option of a fresh deal, cannot alter his discard, and must leave at least three cards for the younger hand"
    assert cited(lost) == ["Law 39"] and lost.offender_label == "A" and lost.penalty is None
    _penalised(taken, "A", ["Law 27", "Law 28", "Law 39"], FRESH)
    assert cited(enforced) == ["Law 44", "Law 27", "Law 28", "Law 39"]
    assert [who for who, _, _ in items(deal)] == ["B"] * 6 and deal.scores == {"A": 0, "B": 27}


def test_law_40_regular_thirteen_to_the_elder_he_discards_six_for_five_and_the_younger_with_eleven_takes_one_without_discarding() -> None:
    deal = adjudged(
        [{"player": "A", "elect": "stand"}, {"player": "A", "discard": "9S 8S 7S 9H 8H 9D"}, {"player": "A", "take": 5}, {"player": "B", "take": 1}],
        ELDER_13,
        STOCK_8,
    )
    _, stood = deal.rulings
    assert cited(stood) == ["Law 40", "Law 41"] and deal.state.penalties == ()
    assert deal.state.played[0].bit_count() == deal.state.played[1].bit_count() == 12 and deal.scores == {"A": 38, "B": 22}


def test_law_40_irregular_the_elder_with_thirteen_who_discards_only_as_many_as_he_takes_plays_thirteen() -> None:
    deal = adjudged(
        [{"player": "A", "elect": "stand"}, {"player": "A", "exchange": "9S 8S 7S 9H 8H"}, {"player": "B", "elect": "enforce"}, {"player": "B", "discard": "QS JS"}, {"player": "B", "take": 3}],
        ELDER_13,
        STOCK_8,
    )
    taken, enforced, barred = deal.rulings[2:]
    assert [str(c) for c in barred.citations][-1] == "Case XXII" and "still bar" in barred.decision
    assert [f.text for f in taken.findings] == ["A was dealt 13, discarded 5 and took 5: he holds 13"]
    _penalised(taken, "A", ["Law 40", "Law 58"], WAIVE)
    assert cited(enforced) == ["Law 44", "Law 40", "Law 58"]
    assert items(deal) == [("B", "point", 6), ("B", "play", 9)] and deal.scores == {"A": 0, "B": 15}


def test_law_41_regular_thirteen_and_a_stock_of_seven_the_elder_discards_six_for_five_and_the_younger_takes_two() -> None:
    deal = adjudged(
        [{"player": "A", "elect": "stand"}, {"player": "A", "discard": "9S 8S 7S 9H 8H 9D"}, {"player": "A", "take": 5}, {"player": "B", "exchange": "QS JS"}],
        ELDER_13_STOCK_7,
        STOCK_7,
    )
    assert [cited(r) for r in deal.rulings] == [["Law 11", "Law 40", "Law 41"], ["Law 40", "Law 41"]]
    assert deal.state.penalties == () and deal.state.stock == ()
    assert deal.state.played[0].bit_count() == deal.state.played[1].bit_count() == 12 and deal.scores == {"A": 38, "B": 27}


def test_law_41_irregular_the_elder_with_thirteen_and_a_stock_of_seven_who_discards_five_for_five_plays_thirteen() -> None:
    deal = adjudged(
        [{"player": "A", "elect": "stand"}, {"player": "A", "exchange": "9S 8S 7S 9H 8H"}, {"player": "B", "elect": "enforce"}, {"player": "B", "exchange": "QS JS"}],
        ELDER_13_STOCK_7,
        STOCK_7,
    )
    taken, enforced, barred = deal.rulings[2:]
    assert [str(c) for c in barred.citations][-1] == "Case XXII" and "still bar" in barred.decision
    assert taken.decision == "A plays with 13 cards and reckons nothing this deal; his cards still bar his adversary"
    _penalised(taken, "A", ["Law 41", "Law 58"], WAIVE)
    assert cited(enforced) == ["Law 44", "Law 41", "Law 58"]
    assert items(deal) == [("B", "point", 6), ("B", "play", 9)] and deal.scores == {"A": 0, "B": 15}


def test_law_42_regular_eleven_to_the_elder_he_takes_one_without_discarding_and_the_younger_with_thirteen_discards_four_for_three() -> None:
    deal = adjudged(
        [{"player": "A", "elect": "stand"}, {"player": "A", "take": 1}, {"player": "B", "discard": "KS QS JS 9D"}, {"player": "B", "take": 3}],
        ELDER_11,
        STOCK_8,
    )
    _, stood = deal.rulings
    assert cited(stood) == ["Law 42"] and deal.state.penalties == ()
    assert deal.state.played[0].bit_count() == deal.state.played[1].bit_count() == 12 and deal.scores == {"A": 12, "B": 32}


def test_law_42_irregular_the_younger_with_thirteen_who_discards_two_for_two_plays_thirteen_and_reckons_nothing() -> None:
    deal = adjudged(
        [{"player": "A", "elect": "stand"}, {"player": "A", "discard": "8S 7S"}, {"player": "A", "take": 3}, {"player": "B", "exchange": "KS QS"}, {"player": "A", "elect": "enforce"}],
        ELDER_11,
        STOCK_8,
    )
    taken, enforced = deal.rulings[2:]
    assert [f.text for f in taken.findings] == ["B was dealt 13, discarded 2 and took 2: he holds 13"]
    _penalised(taken, "B", ["Law 42", "Law 58"], WAIVE_A)
    assert cited(enforced) == ["Law 44", "Law 42", "Law 58"]
    assert items(deal) == [("A", "play", 3)] and deal.scores == {"A": 3, "B": 0}


def test_law_42_irregular_the_elder_with_eleven_who_discards_as_many_as_he_takes_plays_eleven_without_penalty() -> None:
    deal = adjudged(
        [{"player": "A", "elect": "stand"}, {"player": "A", "exchange": "8S 7S 9H"}, {"player": "B", "discard": "KS QS JS"}, {"player": "B", "take": 2}],
        ELDER_11,
        STOCK_8,
    )
    taken = deal.rulings[2]
    assert taken.decision == "A plays with 11 cards, without further penalty; his adversary counts as tricks the cards that cannot be played to"
    assert cited(taken) == ["Law 42", "Law 57"] and taken.penalty is None and options(taken) == []
    assert uncontested(deal.state) == (1, 1) and deal.scores == {"A": 9, "B": 49}


def test_law_43_regular_twelve_and_a_stock_of_seven_the_elder_exchanges_five_and_the_younger_with_thirteen_discards_three_for_two() -> None:
    deal = adjudged(
        [{"player": "A", "elect": "stand"}, {"player": "A", "exchange": "9S 8S 7S 9H 8H"}, {"player": "B", "discard": "QS JS 9D"}, {"player": "B", "take": 2}],
        ELDER_12_STOCK_7,
        STOCK_7,
    )
    dealt, stood = deal.rulings
    assert cited(dealt) == ["Law 11", "Law 43"] and options(dealt) == [("fresh deal", "A"), ("stand", "A")] and cited(stood) == ["Law 43"]
    assert deal.state.penalties == () and deal.state.played[0].bit_count() == deal.state.played[1].bit_count() == 12
    assert deal.scores == {"A": 38, "B": 27}


def test_law_43_irregular_the_younger_with_thirteen_who_discards_two_for_two_plays_thirteen_and_reckons_nothing() -> None:
    deal = adjudged(
        [{"player": "A", "elect": "stand"}, {"player": "A", "exchange": "9S 8S 7S 9H 8H"}, {"player": "B", "exchange": "QS JS"}, {"player": "A", "elect": "enforce"}],
        ELDER_12_STOCK_7,
        STOCK_7,
    )
    taken, enforced = deal.rulings[2:]
    assert taken.decision == "B plays with 13 cards and reckons nothing this deal; his cards still bar his adversary"
    _penalised(taken, "B", ["Law 43", "Law 58"], WAIVE_A)
    assert cited(enforced) == ["Law 44", "Law 43", "Law 58"]
    assert items(deal) == [("A", "set", 14), ("A", "set", 14), ("A", "play", 10)] and deal.scores == {"A": 38, "B": 0}


# -- Laws 44, 45 -------------------------------------------------------------------------


def test_law_44_regular_the_injured_player_who_waives_the_penalty_lets_the_offender_score_in_full() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "A", "retake": "KS"}, {"player": "B", "elect": "waive"}, B_EXCHANGES])
    retaken, waived = deal.rulings
    _penalised(retaken, "A", ["Law 24", "Law 25", "Law 58"], WAIVE)  # Law 24 closed his discard when he took in; Law 25 is the penalty for opening it
    assert waived.act == "B elects: waive" and waived.decision == "The penalty of reckoning nothing is not enforced" and cited(waived) == ["Law 44"]
    assert deal.state.penalties[0].waived and items(deal) == EXAMPLE_ITEMS and deal.scores == EXAMPLE_SCORES


def test_law_44_irregular_a_penalty_not_waived_is_enforced_when_the_deal_is_scored_and_the_offender_cannot_waive_it() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "A", "retake": "KS"}, {"player": "B", "claim": "penalty"}, B_EXCHANGES])
    _, claimed, lapsed, barred = deal.rulings
    assert [str(c) for c in barred.citations][-1] == "Case XXII" and "still bar" in barred.decision
    assert claimed.decision == "A reckons nothing this deal under Law 25; B may decline to enforce it"
    assert cited(claimed) == ["Law 44", "Law 25"] and (claimed.offender_label, claimed.injured_label) == ("A", "B")
    assert lapsed.act == "B did not elect before the deal was scored" and lapsed.decision == "The option lapses: enforce (A reckons nothing this deal)"
    assert items(deal) == B_ALONE and deal.scores == {"A": 0, "B": 36}
    offended = Deal.dealt("B", "A", {"A": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D", "B": "TS 7S TH 9H 7H KC QC TC AD QD JD TD"}, "9S 8S KH 9C KD QS AC 7D")
    offended = offended.apply(event_from_json(A_EXCHANGES)).apply(event_from_json({"player": "A", "retake": "KS"}))
    # The option is B's: A's election of it is of no effect, and A is the one in error.
    assert of_no_effect(offended, event_from_json({"player": "A", "elect": "waive"})) == (44,)
    assert offended.apply(event_from_json({"player": "A", "elect": "waive"})).state.shown_rulings[-1].offender is None  # no one is named where nothing was done against a law (docs/decisions.rst, 'Who is named in error')


def test_law_45_regular_a_player_looks_through_his_discard_in_the_exchange_and_in_the_play() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "A", "look": "discard"}, B_EXCHANGES, {"declare": "all"}, {"player": "A", "play": "AH"}, {"player": "B", "look": "discard"}])
    assert deal.rulings == () and deal.state.penalties == () and deal.scores == {"A": 14, "B": 38}


def test_law_45_irregular_looking_at_the_discard_is_free_but_taking_a_card_back_from_it_after_taking_in_is_law_25() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "A", "look": "discard"}, {"player": "A", "retake": "KS"}, {"player": "B", "elect": "enforce"}, B_EXCHANGES])
    looked_then_retaken, _, barred = deal.rulings
    assert [str(c) for c in barred.citations][-1] == "Case XXII" and "still bar" in barred.decision
    assert looked_then_retaken.event == 2 and cited(looked_then_retaken) == ["Law 24", "Law 25", "Law 58"]
    assert items(deal) == B_ALONE and deal.scores == {"A": 0, "B": 36}
