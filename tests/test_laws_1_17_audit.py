"""Laws 1-3, 7-9 and 11-17, law by law: the regular course, which draws no ruling, and the act against the law with the ruling it draws.

Each deal is on the Example's cards (B deals, A is elder) unless the law
needs other cards, is finished with plain regular acts and adjudicated as a
record (:mod:`tests.law_audit`).  The Example's exchange finished so scores
A 17, B 36: A's point of five and quart major, B's four tens and three
queens, the play and B's cards.  Laws 4-6 and 10 are tested elsewhere.
"""

from __future__ import annotations

from typing import Any

import pytest

from piquet import adjudicate
from piquet.errors import RecordError
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, HANDS, STOCK
from tests.law_audit import adjudged, cited, items, options, played

#: What the Example's exchange, finished plainly, scores: no ruling changes it.
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

#: Cards for the wrong deals: A's eleven without a court card, B's twelve courts, a stock of low cards.
BLANK = "AS TS 9S 8S 7S AH TH 9H 8H AD TD"
COURTS = "KS QS JS KH QH JH KD QD JD KC QC JC"
LOW_STOCK = "7H 8D 7D AC TC 9C 8C 7C"


def _two_deals(first: dict[str, Any], second_dealer: str) -> dict[str, Any]:
    """The first deal and a plain deal after it by ``second_dealer``: how the partie counts a void deal."""
    hands = dict(HANDS) if second_dealer == "B" else {"B": HANDS["A"], "A": HANDS["B"]}
    elder = "A" if second_dealer == "B" else "B"
    events = played([{"player": elder, "exchange": "KS 8C 7C 9D 8D"}, {"player": second_dealer, "exchange": "7S 9H 7H"}], hands, STOCK, second_dealer)
    second = {"dealer": second_dealer, "hands": hands, "stock": STOCK, "events": events}
    return {"format": "piquet-record/1", "players": ["A", "B"], "deals": [first, second]}


# -- Shuffling (Laws 1, 2) --------------------------------------------------------


def test_law_1_regular_either_player_shuffles_the_dealer_last_and_the_deal_scores_as_dealt() -> None:
    deal = adjudged(
        [
            {"player": "A", "gather": "pack"},
            {"player": "A", "shuffle": "pack"},
            {"player": "B", "shuffle": "pack"},
            {"player": "A", "shuffle": "pack"},
            {"player": "B", "shuffle": "pack"},
            {"player": "A", "cut": 12},
            A_EXCHANGES,
            B_EXCHANGES,
        ]
    )
    assert deal.rulings == () and deal.complete
    assert items(deal) == EXAMPLE_ITEMS and deal.scores == EXAMPLE_SCORES


def test_law_1_regular_the_dealer_who_lets_his_adversary_shuffle_last_has_waived_a_right_not_broken_a_law() -> None:
    deal = adjudged([{"player": "B", "shuffle": "pack"}, {"player": "A", "shuffle": "pack"}, {"player": "A", "cut": 12}, A_EXCHANGES, B_EXCHANGES])
    assert deal.rulings == () and deal.scores == EXAMPLE_SCORES


def test_law_1_irregular_a_shuffle_once_the_cards_are_taken_up_is_refused_naming_the_act_and_the_laws() -> None:
    record = {
        "players": ["A", "B"],
        "deals": [{"dealer": "B", "hands": HANDS, "stock": STOCK, "events": [A_EXCHANGES, {"player": "B", "shuffle": "pack"}]}],
    }
    with pytest.raises(RecordError, match=r"deal 1, event 2.*a shuffle comes before the deal") as refused:
        adjudicate(record)
    assert "Laws 1, 3" in str(refused.value)


def test_law_2_regular_a_shuffle_that_shows_no_face_draws_no_ruling() -> None:
    deal = adjudged([{"player": "B", "shuffle": "pack"}, {"player": "A", "cut": 16}, A_EXCHANGES, B_EXCHANGES])
    assert deal.rulings == () and deal.scores == EXAMPLE_SCORES


def test_law_2_irregular_a_shuffle_showing_faces_is_ruled_on_without_penalty_and_the_deal_scores_as_dealt() -> None:
    deal = adjudged([{"player": "B", "shuffle": "faces shown"}, {"player": "B", "shuffle": "pack"}, {"player": "A", "cut": 16}, A_EXCHANGES, B_EXCHANGES])
    (ruling,) = deal.rulings
    assert ruling.event == 0 and ruling.act == "B shuffles so that the faces of cards can be seen"
    assert ruling.decision == (
        "Of no effect: the pack is shuffled above the table and without showing a face; the law sets no penalty, "
        "and the pack should be shuffled again before it is cut"
    )
    assert cited(ruling) == ["Law 2"] and ruling.offender_label == "B" and ruling.injured is None
    assert ruling.penalty is None and options(ruling) == []
    assert items(deal) == EXAMPLE_ITEMS and deal.scores == EXAMPLE_SCORES


# -- Cutting (Laws 3, 7, 8) -------------------------------------------------------


@pytest.mark.parametrize("lifted", [2, 16, 30])
def test_law_3_regular_a_cut_of_two_to_thirty_cards_draws_no_ruling(lifted: int) -> None:
    deal = adjudged([{"player": "A", "cut": lifted}, A_EXCHANGES, B_EXCHANGES])
    assert deal.rulings == () and deal.scores == EXAMPLE_SCORES


def test_law_3_irregular_a_cut_leaving_one_card_is_no_cut_and_the_pack_is_cut_again() -> None:
    deal = adjudged([{"player": "A", "cut": 31}, {"player": "A", "cut": 16}, A_EXCHANGES, B_EXCHANGES])
    (ruling,) = deal.rulings
    assert ruling.act == "A cuts, lifting 31 cards and leaving 1"
    assert ruling.decision == "Of no effect: not a cut; each packet must hold at least 2 cards; the pack is cut again"
    assert [f.text for f in ruling.findings] == ["31 lifted, 1 left"]
    assert cited(ruling) == ["Law 3"] and ruling.offender_label == "A" and ruling.penalty is None and options(ruling) == []
    assert deal.scores == EXAMPLE_SCORES


def test_law_7_regular_a_cut_that_shows_no_card_stands() -> None:
    deal = adjudged([{"player": "A", "cut": 10}, A_EXCHANGES, B_EXCHANGES])
    assert deal.rulings == () and deal.scores == EXAMPLE_SCORES


def test_law_7_irregular_a_card_seen_in_the_cut_means_a_fresh_cut_with_no_offender() -> None:
    deal = adjudged([{"player": "A", "cut": 10, "exposed": "QS"}, {"player": "A", "cut": 9}, A_EXCHANGES, B_EXCHANGES])
    (ruling,) = deal.rulings
    assert ruling.event == 0 and ruling.act == "A cuts and exposes QS"
    assert ruling.decision == "Of no effect: a card was exposed in the cut, and the pack is cut again"
    assert [f.text for f in ruling.findings] == ["QS was seen"]
    assert cited(ruling) == ["Law 7"] and ruling.offender is None and ruling.penalty is None and options(ruling) == []
    assert deal.scores == EXAMPLE_SCORES


def test_law_8_regular_the_first_good_cut_after_a_failed_one_is_the_cut() -> None:
    deal = adjudged([{"player": "A", "cut": 1}, {"player": "A", "cut": 20}, A_EXCHANGES, B_EXCHANGES])
    assert [cited(r) for r in deal.rulings] == [["Law 3"]] and deal.scores == EXAMPLE_SCORES


def test_law_8_irregular_a_second_cut_after_a_good_one_is_of_no_effect() -> None:
    deal = adjudged([{"player": "A", "cut": 12}, {"player": "A", "cut": 20}, A_EXCHANGES, B_EXCHANGES])
    (ruling,) = deal.rulings
    assert ruling.event == 1 and ruling.act == "A cuts again, lifting 20"
    assert ruling.decision == "Of no effect: the first cut (12 lifted) was made and stands; it may not be tried again"
    assert cited(ruling) == ["Law 8"] and ruling.offender_label == "A" and ruling.penalty is None and options(ruling) == []
    assert deal.scores == EXAMPLE_SCORES


# -- Dealing (Laws 9, 11-17) ------------------------------------------------------


def test_law_9_regular_twelve_cards_each_and_eight_in_the_stock_need_no_ruling() -> None:
    deal = adjudged([A_EXCHANGES, B_EXCHANGES])
    assert deal.rulings == () and not deal.void and deal.complete
    assert items(deal) == EXAMPLE_ITEMS and deal.scores == EXAMPLE_SCORES


def test_law_9_irregular_a_card_of_the_dealer_s_dealt_to_the_elder_gives_him_the_option_of_law_11() -> None:
    deal = adjudged([{"player": "A", "elect": "fresh deal"}], {"A": BLANK + " 9D KS", "B": COURTS[3:]}, LOW_STOCK)
    dealt, elected = deal.rulings
    assert dealt.event is None and dealt.act == "one card dealt wrongly"
    assert [f.text for f in dealt.findings] == ["the elder hand was dealt 13 cards (the dealer 11, the stock 8)"]
    assert cited(dealt) == ["Law 11", "Law 40", "Law 41"] and dealt.offender_label == "B" and dealt.penalty is None
    assert options(dealt) == [("fresh deal", "A"), ("stand", "A")]
    assert cited(elected) == ["Law 11"] and elected.decision == "The deal is void and the same dealer deals again"
    assert deal.void and deal.scores == {"A": 0, "B": 0} and items(deal) == []


def test_law_11_regular_twelve_cards_to_the_elder_open_no_option() -> None:
    deal = adjudged([A_EXCHANGES, B_EXCHANGES])
    assert deal.state.elections == () and not any(11 in r.cited("law") for r in deal.rulings) and deal.scores == EXAMPLE_SCORES


def test_law_11_irregular_eleven_to_the_elder_his_fresh_deal_is_void_and_does_not_count() -> None:
    first = {"dealer": "B", "hands": {"A": BLANK, "B": COURTS + " 9D"}, "stock": LOW_STOCK, "events": [{"player": "A", "elect": "fresh deal"}]}
    result = adjudicate(_two_deals(first, "B"))
    void, again = result.deals
    dealt, elected = void.rulings
    assert dealt.decision == "A may have a fresh deal, or stand the deal, until he takes up a card of the stock"
    assert [f.text for f in dealt.findings] == ["the elder hand was dealt 11 cards (the dealer 13, the stock 8)"]
    assert cited(dealt) == ["Law 11", "Law 42"] and dealt.penalty is None and dealt.offender_label == "B"
    assert options(dealt) == [("fresh deal", "A"), ("stand", "A")]
    assert [str(c) for c in dealt.options[1].citations] == ["Law 42"]
    assert void.state.elections == () and elected.act == "A elects: fresh deal"
    assert void.void and void.scores == {"A": 0, "B": 0} and void.state.void is not None and void.state.void.next_dealer == "B"
    assert (again.dealer, again.number) == ("B", 1) and again.scores == EXAMPLE_SCORES
    assert result.partie.deals_played == 1 and result.partie.totals == EXAMPLE_SCORES


def test_law_11_irregular_the_elder_with_eleven_who_stands_plays_on_under_law_42() -> None:
    deal = adjudged(
        [
            {"player": "A", "elect": "stand"},
            {"player": "A", "discard": "8S 7S"},
            {"player": "A", "take": 3},
            {"player": "B", "discard": "KS QS JS"},
            {"player": "B", "take": 2},
        ],
        {"A": BLANK, "B": COURTS + " 9D"},
        LOW_STOCK,
    )
    dealt, stood = deal.rulings
    assert options(dealt) == [("fresh deal", "A"), ("stand", "A")]
    assert stood.act == "A elects: stand" and stood.decision == "The deal stands; the discards and takings follow Laws 40-43"
    assert cited(stood) == ["Law 42"]
    assert deal.state.played[0].bit_count() == deal.state.played[1].bit_count() == 12 and len(deal.state.tricks) == 12
    assert items(deal) == [
        ("B", "point", 5),
        ("B", "sequence", 15),
        ("B", "sequence", 3),
        ("B", "sequence", 3),
        ("A", "set", 3),
        ("A", "set", 3),
        ("A", "play", 4),
        ("B", "play", 12),
        ("B", "cards", 10),
    ]
    assert deal.scores == {"A": 10, "B": 48}


def test_law_12_regular_one_card_dealt_wrongly_is_no_compulsory_fresh_deal() -> None:
    deal = adjudged([{"player": "A", "elect": "stand"}, {"player": "A", "discard": "8S 7S"}, {"player": "A", "take": 3}, {"player": "B", "discard": "KS QS JS"}, {"player": "B", "take": 2}], {"A": BLANK, "B": COURTS + " 9D"}, LOW_STOCK)
    assert not deal.void and not any(12 in r.cited("law") for r in deal.rulings) and deal.scores == {"A": 10, "B": 48}


@pytest.mark.parametrize(
    "hands, stock, dealt",
    [
        ({"A": BLANK, "B": COURTS}, "9D " + LOW_STOCK, "11 cards to the elder hand, 12 to himself and 9 to the stock"),
        ({"A": BLANK + " 9D KS QS", "B": COURTS[6:]}, LOW_STOCK, "14 cards to the elder hand, 10 to himself and 8 to the stock"),
    ],
)
def test_law_12_irregular_nine_in_the_stock_or_two_cards_wrong_void_the_deal_at_once(hands: dict[str, str], stock: str, dealt: str) -> None:
    first = {"dealer": "B", "hands": hands, "stock": stock, "events": []}
    result = adjudicate(_two_deals(first, "B"))
    void = result.deals[0]
    (ruling,) = void.rulings
    assert ruling.event is None and ruling.act == f"the dealer deals {dealt}"
    assert ruling.decision == (
        "There must be a fresh deal; the same dealer deals again, and this deal does not count in the partie, "
        "unless A gives the dealer leave to put it right before either hand is taken up"
    )
    assert cited(ruling) == ["Law 12", "Law 10"] and ruling.offender_label == "B" and ruling.penalty is None and options(ruling) == []
    assert void.void and void.scores == {"A": 0, "B": 0} and void.state.elections == ()
    assert result.deals[1].dealer == "B" and result.partie.deals_played == 1 and result.partie.totals == EXAMPLE_SCORES


def test_law_13_regular_the_dealer_s_own_card_exposed_leaves_the_deal_good() -> None:
    deal = adjudged([{"player": "B", "expose": "TS"}, A_EXCHANGES, B_EXCHANGES])
    (ruling,) = deal.rulings
    assert ruling.act == "B exposes TS of his own hand in dealing" and ruling.decision == "The deal stands good"
    assert cited(ruling) == ["Law 13"] and ruling.penalty is None and options(ruling) == []
    assert deal.scores == EXAMPLE_SCORES


def test_law_13_irregular_a_card_of_the_stock_exposed_gives_the_elder_a_fresh_deal_which_he_takes() -> None:
    deal = adjudged([{"player": "B", "expose": "QS"}, {"player": "A", "elect": "fresh deal"}])
    exposed, elected = deal.rulings
    assert exposed.act == "B exposes QS, the stock's, in dealing"
    assert exposed.decision == "A may have a fresh deal; going on with the game refuses it"
    assert cited(exposed) == ["Law 13", "Case III"] and exposed.offender_label == "B" and exposed.injured_label == "A"
    assert exposed.penalty is None and options(exposed) == [("fresh deal", "A"), ("stand", "A")]
    assert cited(elected) == ["Law 13"] and deal.void and deal.scores == {"A": 0, "B": 0}
    assert deal.state.void is not None and deal.state.void.next_dealer == "B"


def test_law_13_irregular_the_elder_who_goes_on_lets_the_option_lapse_and_the_deal_scores() -> None:
    deal = adjudged([{"player": "B", "expose": "QS"}, A_EXCHANGES, B_EXCHANGES])
    exposed, lapsed = deal.rulings
    assert options(exposed) == [("fresh deal", "A"), ("stand", "A")]
    assert lapsed.decision == "The option lapses: stand (the deal stands, the card exposed)" and cited(lapsed) == ["Law 13", "Case III"]
    assert deal.scores == EXAMPLE_SCORES


def test_law_14_regular_a_deal_without_a_faced_card_goes_on() -> None:
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "take": 5}, B_EXCHANGES])
    assert deal.rulings == () and deal.scores == EXAMPLE_SCORES


@pytest.mark.parametrize(
    "acts, found",
    [
        ([{"player": "A", "faced": "AS"}], "A finds AS face up in the pack"),
        ([{"player": "A", "discard": "KS"}, {"player": "A", "faced": "QS"}], "A finds QS face up in the stock"),
    ],
)
def test_law_14_irregular_a_faced_card_in_the_pack_or_the_stock_means_a_fresh_deal(acts: list[dict[str, Any]], found: str) -> None:
    deal = adjudged(acts)
    (ruling,) = deal.rulings
    assert ruling.act == found and ruling.decision == "There must be a fresh deal by the same dealer; this deal does not count"
    assert cited(ruling) == ["Law 14"] and ruling.offender is None and ruling.penalty is None and options(ruling) == []
    assert deal.void and deal.scores == {"A": 0, "B": 0}
    assert deal.state.void is not None and deal.state.void.next_dealer == "B"


def test_law_15_regular_hands_taken_up_from_the_right_pack_draw_no_ruling() -> None:
    deal = adjudged([{"player": "A", "lift": "hand"}, {"player": "B", "lift": "hand"}, A_EXCHANGES, B_EXCHANGES])
    assert deal.rulings == () and deal.scores == EXAMPLE_SCORES


def test_law_15_irregular_the_wrong_pack_found_after_the_exchange_leaves_the_deal_good_and_scored() -> None:
    deal = adjudged([A_EXCHANGES, {"player": "A", "claim": "wrong pack"}, B_EXCHANGES])
    (ruling,) = deal.rulings
    assert ruling.act == "A finds that B dealt with the wrong pack, after cards were taken up"
    assert ruling.decision == "Found too late: the deal is good, and the packs stay exchanged from now on"
    assert cited(ruling) == ["Law 15"] and ruling.offender_label == "B" and ruling.penalty is None and options(ruling) == []
    assert items(deal) == EXAMPLE_ITEMS and deal.scores == EXAMPLE_SCORES


def test_law_15_irregular_the_wrong_pack_found_before_a_card_is_taken_up_is_dealt_again_by_the_same_dealer() -> None:
    first = {"dealer": "B", "hands": HANDS, "stock": STOCK, "events": [{"player": "A", "claim": "wrong pack"}]}
    result = adjudicate(_two_deals(first, "B"))
    (ruling,) = result.deals[0].rulings
    assert ruling.decision == "The cards are dealt again with the right pack; this deal does not count, and B deals again"
    assert cited(ruling) == ["Law 15"] and ruling.offender_label == "B"
    assert result.deals[0].void and result.deals[1].dealer == "B" and result.partie.deals_played == 1


def test_law_16_regular_deals_alternate_and_each_counts() -> None:
    result = adjudicate(_two_deals({"dealer": "B", "hands": HANDS, "stock": STOCK, "events": played([A_EXCHANGES, B_EXCHANGES])}, "A"))
    assert [(d.number, d.dealer, d.elder) for d in result.deals] == [(1, "B", "A"), (2, "A", "B")]
    assert all(d.rulings == () for d in result.deals) and result.partie.deals_played == 2
    assert result.deals[0].scores == EXAMPLE_SCORES and result.deals[1].scores == {"B": 17, "A": 36}


def test_law_16_irregular_a_deal_out_of_turn_claimed_before_a_card_is_taken_up_is_void_and_the_right_dealer_deals() -> None:
    first = {"dealer": "B", "hands": HANDS, "stock": STOCK, "events": played([A_EXCHANGES, B_EXCHANGES])}
    out_of_turn = {"dealer": "B", "hands": HANDS, "stock": STOCK, "events": [{"player": "A", "claim": "deal out of turn"}]}
    record = {"format": "piquet-record/1", "players": ["A", "B"], "deals": [first, out_of_turn]}
    result = adjudicate(record)
    (ruling,) = result.deals[1].rulings
    assert ruling.act == "A finds that B dealt out of turn, before taking up any of his cards"
    assert ruling.decision == "The deal is void; A, whose deal it was, deals"
    assert cited(ruling) == ["Law 16"] and ruling.offender_label == "B" and ruling.penalty is None and options(ruling) == []
    assert result.deals[1].void and result.deals[1].scores == {"A": 0, "B": 0}
    assert result.partie.deals_played == 1 and result.partie.totals == EXAMPLE_SCORES


def test_law_17_regular_the_cards_gathered_by_the_player_who_does_not_deal_draw_no_ruling() -> None:
    deal = adjudged([{"player": "A", "gather": "pack"}, {"player": "B", "shuffle": "pack"}, {"player": "A", "cut": 12}, A_EXCHANGES, B_EXCHANGES])
    assert deal.rulings == () and deal.scores == EXAMPLE_SCORES


def test_law_17_irregular_the_dealer_who_gathers_is_told_it_is_his_adversary_s_office_and_the_deal_goes_on() -> None:
    deal = adjudged([{"player": "B", "gather": "pack"}, {"player": "B", "shuffle": "pack"}, {"player": "A", "cut": 12}, A_EXCHANGES, B_EXCHANGES])
    (ruling,) = deal.rulings
    assert ruling.event == 0 and ruling.act == "B, the dealer, gathers the cards for the deal"
    assert ruling.decision == "The cards are gathered by the player who is not dealing, A; the law sets no penalty, and the deal goes on"
    assert cited(ruling) == ["Law 17"] and ruling.offender_label == "B" and ruling.penalty is None and options(ruling) == []
    assert items(deal) == EXAMPLE_ITEMS and deal.scores == EXAMPLE_SCORES


def _finished_deal_gathered_by_its_elder(
    partie_before: tuple[int, int] | None, *, last: bool = True, multiplier: int = 1
) -> tuple[int, int, list[str]]:
    """A deal played out as the last of a partie (or not), the partie's scores before it given by seat, then gathered by
    its elder (who deals next, if anyone does): the deal's scores by seat, and the rules of the rulings on the gathering."""
    import random

    import attrs

    from piquet.game.acts import Gather
    from piquet.referee.apply import initial_state, replay, step
    from piquet.referee.simulate import play_random_deal
    from piquet.rules.scoring import score_deal

    deal = play_random_deal(random.Random(17))
    setup = attrs.evolve(deal.initial.setup, last_of_partie=last, partie_before=partie_before, multiplier=multiplier)
    state = replay(initial_state(setup), deal.events)
    totals = score_deal(state).totals
    done = step(state, Gather(setup.elder))
    return totals[setup.elder], totals[setup.younger], [r.rule or "" for r in done.rulings]


def test_law_17_71_no_ensuing_deal_after_the_last_deal_of_the_partie_so_the_gathering_draws_no_ruling() -> None:
    """Law 17 gives the gathering for the ensuing deal; after the last deal, untied, none ensues (Law 71)."""
    elder, younger, _ = _finished_deal_gathered_by_its_elder(None, last=False)
    assert _finished_deal_gathered_by_its_elder((100, 0))[2] == []  # the elder far ahead: no tie, the partie is over
    assert _finished_deal_gathered_by_its_elder(None)[2] == []  # the last deal, the partie's scores not given: last as said
    # Tied after it, each deals once more (Law 71): the elder deals the next, so his gathering is ruled as before.
    tied = (100 + younger, 100 + elder)
    assert [rule.split(".")[-1] for rule in _finished_deal_gathered_by_its_elder(tied)[2]] == ["gather_for_the_next_deal"]
    # The last deal of a four-deal partie counts double: the tie is reckoned on its doubled scores.
    doubled = (100 + 2 * younger, 100 + 2 * elder)
    assert [rule.split(".")[-1] for rule in _finished_deal_gathered_by_its_elder(doubled, multiplier=2)[2]] == ["gather_for_the_next_deal"]
    assert elder == younger or _finished_deal_gathered_by_its_elder(doubled)[2] == []
    # Not the last deal: the next is his to deal.
    assert [rule.split(".")[-1] for rule in _finished_deal_gathered_by_its_elder(None, last=False)[2]] == ["gather_for_the_next_deal"]
