"""Laws 61-78 (scoring, the partie, incorrect packs, changing cards, bystanders), law by law: the regular course, and the irregular act or the boundary case the law decides, with the scores that follow.

Deals are scripted as in :mod:`tests.law_audit` (B deals, A is elder) and
finished with plain acts: everything declared at once, then the lowest
legal card each time.  The Example's exchange so finished scores A 17, B 36
(:data:`EXAMPLE_ITEMS`); the Description's Example deal, as recorded in
``examples/``, scores A 28, B 23 (its mirror, A dealing, A 23, B 28).
"""

from __future__ import annotations

from typing import Any

from piquet import adjudicate
from lawkit.ruling import Ruling
from piquet.referee.adjudication import Adjudication, DealAdjudication
from piquet.game.partie import settle
from piquet.table.cards import PACK
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, BLANK, COURTS, DEALT, EXAMPLE_CALLS, LOW_STOCK, SCENARIOS
from tests.law_audit import adjudged, cited, items, options, record
from tests.test_referee_laws import example_deal

EXCHANGED = [A_EXCHANGES, B_EXCHANGES]
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


def _stock(elder: str, younger: str, first: str = "") -> str:
    """The eight cards dealt to neither hand, ``first`` on top, the rest in pack order."""
    used = set(f"{elder} {younger} {first}".split())
    return " ".join(first.split() + [c.code for c in PACK if c.code not in used])


def _deal(elder: str, younger: str, first: str, acts: list[dict[str, Any]]) -> DealAdjudication:
    return adjudged(acts, hands={"A": elder, "B": younger}, stock=_stock(elder, younger, first))


def _only(deal: DealAdjudication) -> Ruling:
    (ruling,) = deal.rulings
    return ruling


def _scenario(name: str, extra: list[dict[str, Any]] | None = None) -> DealAdjudication:
    hands, stock = DEALT.get(name, (None, None))
    acts = [*SCENARIOS[name], *(extra or [])]
    return adjudged(acts) if hands is None or stock is None else adjudged(acts, hands=hands, stock=stock)


def _partie(deals: list[dict[str, Any]], **extra: Any) -> Adjudication:
    return adjudicate({"format": "piquet-record/1", "players": ["A", "B"], "deals": deals, **extra})


def _alternating(count: int) -> list[dict[str, Any]]:
    """The Example deal, dealt by B and A in turn."""
    return [example_deal("A" if i % 2 else "B") for i in range(count)]


# -- Law 61: carte blanche ------------------------------------------------------------------------

BLANCHE = "law 18 carte blanche announced and shown"


def test_law_61_regular_the_elder_s_carte_blanche_scores_ten_and_counts_first_toward_his_repique() -> None:
    deal = _scenario(BLANCHE, [{"player": "B", "exchange": "JC"}])
    assert deal.rulings == ()
    assert items(deal, "A") == [
        ("A", "carte blanche", 10),
        ("A", "point", 5),
        ("A", "sequence", 4),
        ("A", "set", 14),
        ("A", "set", 14),
        ("A", "play", 10),
        ("A", "repique", 60),
    ]
    assert deal.scores == {"A": 117, "B": 21}


def test_law_61_boundary_the_younger_s_carte_blanche_scores_ten_and_reckons_before_the_elder_s_hand() -> None:
    """The younger declares it when the elder has discarded (Law 19); its ten reckon first (Law 67 I) and open the younger's repique."""
    deal = adjudged(
        [
            {"player": "A", "discard": "JC QC KC"},
            {"player": "B", "announce": "carte blanche"},
            {"player": "B", "show": "carte blanche"},
            {"player": "A", "take": 3},
            {"player": "B", "exchange": "8H 9H"},
        ],
        hands={"A": COURTS, "B": BLANK + " 9D"},
        stock=LOW_STOCK,
    )
    assert deal.rulings == ()
    assert items(deal) == [
        ("B", "carte blanche", 10),
        ("B", "sequence", 4),
        ("B", "set", 14),
        ("B", "set", 14),
        ("A", "play", 7),
        ("B", "play", 13),
        ("B", "cards", 10),
        ("B", "repique", 60),
    ]
    assert deal.scores == {"A": 7, "B": 125}


# -- Laws 62-64: point, sequences, quatorzes and trios -------------------------------------------


def test_law_62_regular_the_better_point_scores_one_a_card() -> None:
    deal = adjudged(EXCHANGED)  # five hearts making 49 against five diamonds making 48
    assert deal.rulings == () and ("A", "point", 5) in items(deal) and not [i for i in items(deal, "B") if i[1] == "point"]
    assert items(deal) == EXAMPLE_ITEMS and deal.scores == EXAMPLE_SCORES


#: Five spades and five diamonds, each making 50.
EQUAL_POINT = ("AS KS QS JS 9S 8H 7H 8D 7D 8C 7C 9H", "AH KH QH JH 9D AD KD QD JD 9C AC KC")


def test_law_62_boundary_equal_points_score_for_neither() -> None:
    deal = _deal(*EQUAL_POINT, "", [{"player": "A", "exchange": "7C"}, {"player": "B", "exchange": "9C"}])
    assert deal.rulings == () and not [i for i in items(deal) if i[1] == "point"]
    assert items(deal) == [("B", "set", 3), ("B", "set", 3), ("B", "set", 3), ("A", "play", 1), ("B", "play", 13), ("B", "capot", 40)]
    assert deal.scores == {"A": 1, "B": 62}


def test_law_63_regular_a_quint_scores_fifteen_and_the_holder_of_the_best_sequence_counts_his_tierce_too() -> None:
    deal = adjudged([{"player": "A", "exchange": "KS 8C 7C 9D"}, B_EXCHANGES])  # A leaves KD: B takes it, a quint in diamonds
    assert [i for i in items(deal) if i[1] == "sequence"] == [("B", "sequence", 15), ("B", "sequence", 3)]


def test_law_63_boundary_equal_best_sequences_score_for_neither_and_void_the_lesser_ones() -> None:
    deal = _deal("AS KS QS 9S 8S 7S 8H 7H 8D 7D 8C 7C", "AH KH QH JD TD 9D JC TC 9C 9H AD KD", "", [{"player": "A", "exchange": "7C"}, {"player": "B", "exchange": "9H"}])
    assert deal.rulings == () and not [i for i in items(deal) if i[1] == "sequence"]  # B's two other tierces go with the equality
    assert items(deal) == [("A", "point", 6), ("B", "set", 3), ("A", "play", 3), ("B", "play", 13), ("B", "cards", 10)]
    assert deal.scores == {"A": 9, "B": 26}


def test_law_64_regular_a_quatorze_beats_a_trio_and_its_holder_counts_his_trio_as_well() -> None:
    deal = adjudged(EXCHANGED)  # A's three knaves against B's four tens and three queens
    assert [i for i in items(deal) if i[1] == "set"] == [("B", "set", 14), ("B", "set", 3)] and deal.scores == EXAMPLE_SCORES


def test_law_64_boundary_there_is_no_equality_between_trios() -> None:
    deal = adjudged([*EXCHANGED, *EXAMPLE_CALLS[:4], {"player": "A", "call": {"set": "J", "count": 3}}, {"player": "B", "reply": "equal"}, {"player": "B", "reply": "not good"}, {"player": "A", "play": "AH"}, {"player": "B", "reckon": {"set": "T", "count": 4}}, {"player": "B", "reckon": {"set": "Q", "count": 3}}])
    ruling = _only(deal)
    assert ruling.act == "B replies 'equal'" and cited(ruling) == ["Law 64"] and ruling.offender_label == "B"
    assert ruling.decision == "Of no effect: there is no equality between quatorzes or trios"
    assert [i for i in items(deal) if i[1] == "set"] == [("B", "set", 14), ("B", "set", 3)]


# -- Laws 65-66: points in play and the cards ----------------------------------------------------


def test_law_65_regular_a_point_for_each_lead_and_each_trick_won_and_two_for_the_last() -> None:
    deal = adjudged(EXCHANGED)
    tricks = deal.state.tricks
    leads = [sum(1 for t in tricks if t.leader == who) for who in (0, 1)]
    won_following = [sum(1 for t in tricks if t.winner == who and t.leader != who) for who in (0, 1)]
    last = tricks[-1].winner
    expected = [leads[who] + won_following[who] + (1 if who == last else 0) for who in (0, 1)]
    assert [items(deal, "A")[-1][2], [i for i in items(deal, "B") if i[1] == "play"][0][2]] == expected == [8, 9]
    assert len(tricks) == 12


def test_law_65_law_66_boundary_a_capot_scores_forty_instead_of_ten_and_thirteen_in_play() -> None:
    younger = "AS KS QS JS TS 9S 8S 7S KH QH JH 7D"
    elder = "TH 9H 8H AH 9D 8D JD AD 9C 8C 7C TC"
    deal = _deal(elder, younger, "7H KD", [{"player": "A", "exchange": "7C"}, {"player": "B", "exchange": "7D"}])
    assert deal.state.tricks_won(1) == 12
    got = items(deal)
    assert ("B", "capot", 40) in got and ("B", "cards", 10) not in got
    assert ("A", "play", 1) in got and ("B", "play", 13) in got  # A's lone point is his first lead; B's last trick counts two
    assert deal.scores == {"A": 1, "B": 145}


def test_law_66_regular_more_than_six_tricks_score_ten_for_the_cards() -> None:
    deal = adjudged(EXCHANGED)
    assert deal.state.tricks_won(1) > 6 and ("B", "cards", 10) in items(deal) and not [i for i in items(deal, "A") if i[1] == "cards"]


# -- Laws 67-69: order of reckoning, repique, pique ------------------------------------------------

HUITIEME = "AS KS QS JS TS 9S 8S 7S KH QH JH 7D"  # point of eight, huitième and a tierce: 29 in hand
#: B's three tens (TH TD TC) reckon before A's play; without TD he holds none.
TENS = "TH 9H 8H AH TD 9D 8D JD TC 9C 8C 7C"
NO_TENS = "TH 9H 8H AH 9D 8D JD AD 9C 8C 7C TC"
TAKE_ONE = [{"player": "A", "exchange": "7D"}, {"player": "B", "exchange": "7C"}]


def test_law_67_regular_the_hand_reckons_before_the_play() -> None:
    deal = adjudged(EXCHANGED)
    order = [i[1] for i in items(deal)]
    assert order == ["point", "sequence", "set", "set", "play", "play", "cards"]


def test_law_67_boundary_three_tens_reckon_before_the_play_and_save_the_pique() -> None:
    deal = _deal(HUITIEME, TENS, "7H AD", TAKE_ONE)
    assert items(deal) == [("A", "point", 8), ("A", "sequence", 18), ("A", "sequence", 3), ("B", "set", 3), ("A", "play", 6), ("B", "play", 10), ("B", "cards", 10)]
    assert "pique" not in [i[1] for i in items(deal)] and deal.scores == {"A": 35, "B": 23}


def test_law_68_regular_thirty_in_hand_before_the_adversary_counts_is_a_repique_even_for_the_younger() -> None:
    deal = _deal(NO_TENS, HUITIEME, "7H KD", [{"player": "A", "exchange": "7C"}, {"player": "B", "exchange": "7D"}])
    assert items(deal, "B")[:4] == [("B", "point", 8), ("B", "sequence", 18), ("B", "sequence", 3), ("B", "set", 3)]
    assert ("B", "repique", 60) in items(deal) and deal.scores == {"A": 1, "B": 145}


def test_law_68_boundary_twenty_nine_in_hand_and_the_lead_is_a_pique_not_a_repique() -> None:
    deal = _deal(HUITIEME, NO_TENS, "7H KD", TAKE_ONE)
    got = items(deal)
    assert sum(p for who, item, p in got if who == "A" and item in ("point", "sequence", "set")) == 29
    assert "repique" not in [i[1] for i in got] and ("A", "pique", 30) in got


def test_law_69_regular_the_elder_s_thirtieth_point_in_play_before_the_younger_counts_is_a_pique() -> None:
    deal = _deal(HUITIEME, NO_TENS, "7H KD", TAKE_ONE)
    assert items(deal) == [
        ("A", "point", 8),
        ("A", "sequence", 18),
        ("A", "sequence", 3),
        ("A", "play", 6),
        ("B", "play", 10),
        ("B", "cards", 10),
        ("A", "pique", 30),
    ]
    assert deal.scores == {"A": 65, "B": 20}


def test_law_69_boundary_the_younger_cannot_pique_the_elder_s_first_lead_counts_before_him() -> None:
    """B holds 29 in hand and passes thirty in play, but A's first lead has already counted: no pique (nor repique) for B."""
    deal = _deal(NO_TENS, HUITIEME, "7H TD", [{"player": "A", "exchange": "7C"}, {"player": "B", "exchange": "7D"}])
    got = items(deal)
    assert sum(p for who, item, p in got if who == "B" and item in ("point", "sequence", "set")) == 29
    assert got == [("B", "point", 8), ("B", "sequence", 18), ("B", "sequence", 3), ("A", "play", 5), ("B", "play", 10), ("B", "cards", 10)]
    assert deal.scores == {"A": 5, "B": 49}


# -- Law 70: errors in counting ---------------------------------------------------------------------

WRONG_FOR_B = {"player": "A", "write": {"A": 17, "B": 30}}


def test_law_70_regular_an_error_proved_before_the_next_hand_is_put_right() -> None:
    deal = adjudged([*EXCHANGED, WRONG_FOR_B, {"player": "B", "claim": "score"}])
    claim, proved = deal.rulings
    # The scores were written: the claim's ruling names Law 74's rule for written scores beside Law 70's.
    assert claim.act == "B claims that a score was counted wrongly" and cited(claim) == ["Law 70", "Law 74"]
    assert proved.act == "B's score was written as 30, and the error was proved" and cited(proved) == ["Law 70"]
    assert proved.decision == "Proved before B saw his next hand: the error is put right, and B scores 36"
    assert items(deal) == EXAMPLE_ITEMS and deal.scores == EXAMPLE_SCORES


def test_law_70_irregular_an_error_claimed_after_the_next_hand_is_seen_stands_as_written() -> None:
    first = record([*EXCHANGED, WRONG_FOR_B])["deals"][0]
    second = example_deal("A")
    second["events"].insert(2, {"player": "B", "claim": "score"})  # after both have taken in their next hands
    result = _partie([first, second])
    stood = _only(result.deals[0])
    assert stood.act == "B's score was written as 30; the cards give 36" and cited(stood) == ["Law 70", "Law 74"]
    assert stood.decision == "The error was not proved before B saw his next hand: the score stands as written, 30"
    assert items(result.deals[0], "B")[-1] == ("B", "as written", -6) and result.deals[0].scores == {"A": 17, "B": 30}
    assert result.partie.totals == {"A": 17 + 23, "B": 30 + 28}


# -- Laws 71-73: the partie and what it wins ----------------------------------------------------------


def test_law_71_law_72_regular_six_deals_make_the_partie_and_the_winner_takes_the_difference_and_a_hundred() -> None:
    result = _partie([record(EXCHANGED)["deals"][0], *_alternating(6)[1:]])
    assert [d.scores for d in result.deals] == [{"A": 17, "B": 36}, *[{"A": 23, "B": 28}, {"A": 28, "B": 23}] * 2, {"A": 23, "B": 28}]
    standing = result.partie
    assert standing.complete and standing.deals_played == 6 and standing.totals == {"A": 142, "B": 166}
    assert standing.settlement is not None
    assert (standing.settlement.winner, standing.settlement.points_won, standing.settlement.rubicon) == ("B", 166 - 142 + 100, False)


def test_law_71_boundary_a_tie_after_six_deals_plays_one_more_each_and_a_second_tie_is_drawn() -> None:
    tied = _partie(_alternating(6)).partie
    assert tied.totals == {"A": 153, "B": 153} and not tied.complete and tied.deals_due == 8 and tied.settlement is None
    again = _partie(_alternating(8)).partie
    assert again.complete and again.totals == {"A": 204, "B": 204}
    assert again.settlement is not None and (again.settlement.winner, again.settlement.points_won) == (None, 0)


def test_law_71_note_boundary_the_four_deal_partie_doubles_the_first_and_last_deal() -> None:
    result = _partie(_alternating(4), options={"deals": 4})
    assert [d.scores for d in result.deals] == [{"A": 56, "B": 46}, {"A": 23, "B": 28}, {"A": 28, "B": 23}, {"A": 46, "B": 56}]
    assert [i for i in items(result.deals[0]) if i[1] == "doubled"] == [("A", "doubled", 28), ("B", "doubled", 23)]
    assert result.partie.totals == {"A": 153, "B": 153} and not result.partie.complete and result.partie.deals_due == 6


def test_law_72_boundary_a_loser_of_exactly_a_hundred_is_not_rubiconed() -> None:
    assert settle({"A": 150, "B": 100}) == settle({"B": 100, "A": 150})
    won = settle({"A": 150, "B": 100})
    assert (won.winner, won.points_won, won.rubicon) == ("A", 150, False)


def test_law_73_regular_a_loser_under_a_hundred_is_rubiconed_and_the_winner_adds_both_scores() -> None:
    result = _partie([example_deal("B")], start={"scores": {"A": 40, "B": 60}, "deals_played": 5})
    standing = result.partie
    assert standing.complete and standing.totals == {"A": 68, "B": 83} and standing.settlement is not None
    assert (standing.settlement.winner, standing.settlement.points_won, standing.settlement.rubicon) == ("B", 68 + 83 + 100, True)


def test_law_73_boundary_ninety_nine_is_rubiconed_though_the_winner_is_short_of_a_hundred_too() -> None:
    lost = settle({"A": 150, "B": 99})
    assert (lost.winner, lost.points_won, lost.rubicon) == ("A", 150 + 99 + 100, True)
    short = settle({"A": 98, "B": 97})
    assert (short.winner, short.points_won, short.rubicon) == ("A", 98 + 97 + 100, True)


# -- Law 74: written scores that differ ------------------------------------------------------------------


def test_law_74_regular_written_scores_that_agree_with_the_cards_draw_no_ruling() -> None:
    deal = adjudged([*EXCHANGED, {"player": "A", "write": {"A": 17, "B": 36}}, {"player": "B", "write": {"A": 17, "B": 36}}])
    assert deal.rulings == () and items(deal) == EXAMPLE_ITEMS and deal.scores == EXAMPLE_SCORES


def test_law_74_irregular_differing_written_scores_take_each_player_s_own_score_of_his_hand() -> None:
    deal = adjudged([*EXCHANGED, {"player": "A", "write": {"A": 17, "B": 36}}, {"player": "B", "write": {"A": 17, "B": 30}}])
    differ, stands = deal.rulings
    assert differ.act == "the written scores of B's hand differ (30 and 36)" and cited(differ) == ["Law 74"]
    assert differ.decision == "B's own score of his hand, 30, is taken as written"
    assert differ.offender is None and differ.penalty is None and options(differ) == []
    assert stands.decision == "The error was not proved before B saw his next hand: the score stands as written, 30" and cited(stands) == ["Law 70", "Law 74"]
    assert items(deal)[-1] == ("B", "as written", -6) and deal.scores == {"A": 17, "B": 30}


# -- Laws 75-77: incorrect packs, fresh cards, damaged cards ------------------------------------------


def test_law_75_regular_a_correct_pack_the_deal_stands() -> None:
    deal = adjudged(EXCHANGED)
    assert not deal.void and deal.rulings == () and deal.scores == EXAMPLE_SCORES


def test_law_75_irregular_an_incorrect_pack_voids_the_deal_but_not_the_deals_before_it() -> None:
    hands, stock = DEALT["law 75 an incorrect pack"]
    void = record([{"player": "A", "claim": "incorrect pack"}], hands=hands, stock=stock, finish=False)["deals"][0]
    result = _partie([example_deal("B"), void])
    assert result.deals[0].scores == {"A": 28, "B": 23} and not result.deals[0].void
    ruling = result.deals[1].rulings[-1]
    assert ruling.act == "A finds the pack incorrect" and cited(ruling) == ["Law 75"]
    assert ruling.decision == "The deal in which the pack is found incorrect is void, and every deal before it stands; the same dealer deals again with a correct pack"
    assert [f.text for f in ruling.findings] == ["missing from the pack: 7C"]
    assert result.deals[1].void and result.deals[1].scores == {"A": 0, "B": 0} and result.partie.totals == {"A": 28, "B": 23}


def test_law_76_regular_fresh_cards_called_for_before_the_cut_at_the_caller_s_expense() -> None:
    deal = _scenario("law 76 fresh cards called for before the cut", [B_EXCHANGES])
    ruling = _only(deal)
    assert ruling.act == "A calls for fresh cards before the cut" and cited(ruling) == ["Law 76"] and ruling.offender is None
    assert ruling.decision == "Two new packs are brought at A's expense, and B, the dealer, chooses between them; the deal is dealt from them"
    assert items(deal) == EXAMPLE_ITEMS and deal.scores == EXAMPLE_SCORES


def test_law_76_irregular_fresh_cards_called_for_after_the_cut_come_too_late() -> None:
    deal = _scenario("law 76 fresh cards called for after the cut", [B_EXCHANGES])
    ruling = _only(deal)
    assert ruling.act == "B calls for fresh cards after the pack was cut to the dealer" and ruling.offender is None and cited(ruling) == ["Law 76"]
    assert ruling.decision.startswith("Too late: fresh cards are called for before the cut; the deal goes on with these cards")
    assert not deal.void and deal.scores == EXAMPLE_SCORES


def test_law_77_regular_a_marked_card_found_before_the_cut_is_replaced_at_both_players_expense() -> None:
    deal = _scenario("law 77 a marked card found before the cut", [B_EXCHANGES])
    ruling = _only(deal)
    assert ruling.act == "B finds QS torn or marked before the cut" and cited(ruling) == ["Law 77"]
    assert ruling.decision == "The card is replaced, or new packs called for, at the expense of both players, before the pack is cut; the deal goes on"
    assert not deal.void and deal.scores == EXAMPLE_SCORES


def test_law_77_irregular_a_marked_card_found_in_the_exchange_is_replaced_and_the_deal_goes_on() -> None:
    deal = adjudged(SCENARIOS["law 75 law 77 a marked card found in the exchange"], finish=False)
    ruling = _only(deal)
    assert ruling.act == "B finds QS torn or marked" and cited(ruling) == ["Law 75", "Law 77"] and ruling.offender is None
    assert ruling.decision.startswith("The card is replaced, or new packs called for, at the expense of both players")
    assert [f.text for f in ruling.findings] == ["QS torn or marked"] and not deal.void


# -- Law 78: bystanders ----------------------------------------------------------------------------


def test_law_78_regular_a_revoke_claimed_by_the_player_himself_puts_no_bystander_at_risk() -> None:
    acts = [a for a in SCENARIOS["law 78 a bystander's remark before a claim"] if "remark" not in a]
    deal = adjudged(acts)
    ruling = _only(deal)
    assert ruling.act == "A claims that B revoked" and cited(ruling) == ["Law 59"] and ruling.offender_label == "B"
    assert deal.scores == {"A": 14, "B": 21}


def test_law_78_irregular_a_bystander_whose_remark_drew_a_ruling_may_be_called_on_to_pay_the_player_prejudiced() -> None:
    deal = adjudged(SCENARIOS["law 78 a bystander's remark before a claim"])
    revoke, bystander = deal.rulings
    assert cited(revoke) == ["Law 59"] and revoke.offender_label == "B"
    assert bystander.act == "C called attention to an error at event 11, and a ruling against B followed" and cited(bystander) == ["Law 78"]
    assert bystander.decision == "B may call on C to pay all his stakes and bets on the game"
    assert bystander.injured_label == "B" and bystander.offender is None and bystander.penalty is None
    # The remark changes no score: the revoke is put right as it would be without it.
    assert deal.scores == {"A": 14, "B": 21}


def test_law_78_a_record_that_stops_after_the_ruling_the_remark_drew_still_offers_the_option() -> None:
    """The record stops before the deal is scored: what the remark brought about is seen already, and the player it
    prejudiced is offered his option; a remark nothing has followed yet is left to weigh (the deal may go on)."""
    acts = SCENARIOS["law 78 a bystander's remark before a claim"]
    claim = next(i for i, a in enumerate(acts) if "claim" in a)
    deal = adjudged(acts[: claim + 1], finish=False)
    revoke, bystander = deal.rulings
    assert cited(revoke) == ["Law 59"] and revoke.offender_label == "B"
    assert cited(bystander) == ["Law 78"] and bystander.injured_label == "B" and [o.elector_label for o in bystander.options] == ["B", "B"]
    remark = next(i for i, a in enumerate(acts) if "remark" in a)
    assert [r for r in adjudged(acts[: remark + 1], finish=False).rulings if 78 in r.cited("law")] == []
