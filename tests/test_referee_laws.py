"""The referee, law by law: what the regular game accepts, what it rules on citing the law, and what the record contradicts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from piquet import Card, Deal, Hand, Contradiction, Ruling, adjudicate
from piquet.game.acts import Answer, Call, Concede, DeclareAll, Discard, Exchange, LookAtLeft, Play, PointClaim, Reckon, Reply, SequenceClaim, SetClaim, ShowCards, ShowCarteBlanche, AnnounceCarteBlanche, Take
from piquet.table.cards import Rank
from piquet.table.categories import Category
from piquet.game.state import Outcome
from piquet.errors import RecordError
from tests.dealing import deal_to, declared, play_out, of_no_effect

EXAMPLE = json.loads((Path(__file__).resolve().parents[1] / "examples" / "description-example.json").read_text())
HANDS = EXAMPLE["deals"][0]["hands"]
STOCK = EXAMPLE["deals"][0]["stock"]


def fresh() -> Deal:
    return Deal.dealt("B", "A", HANDS, STOCK)


def exchanged() -> Deal:
    deal = fresh().apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    return deal.apply(Exchange("B", Hand.parse("7S 9H 7H")))


def refused(deal: Deal, event: Any) -> Contradiction:
    """An act the record contradicts: refused, the state left as it was."""
    before = deal.state
    with pytest.raises(Contradiction) as caught:
        deal.apply(event)
    assert deal.state is before
    return caught.value


def ruled(deal: Deal, event: Any, *laws: int, cases: tuple[str, ...] = ()) -> tuple[Deal, Ruling]:
    """An irregular act: applied, and ruled on citing the laws (and Cases) given."""
    new, done = deal.step(event)
    assert done.rulings, f"{event} drew no ruling"
    cited = {n for r in done.rulings for n in r.cited("law")}
    assert set(laws) <= cited, (laws, [r.cited("law") for r in done.rulings])
    assert set(cases) <= {c for r in done.rulings for c in r.cited("case")}
    return new, done.rulings[-1]


def no_effect(deal: Deal, event: Any, *laws: int, cases: tuple[str, ...] = ()) -> Ruling:
    """Speech the laws give no effect (or whose time has passed): ruled on, and nothing else changes."""
    new, ruling = ruled(deal, event, *laws, cases=cases)
    assert ruling.decision.startswith(("Of no effect", "Too late")) and ruling.outcome.value in ("no-effect", "too-late"), ruling.decision
    assert new.state.evolve(rulings=deal.state.rulings, log=deal.state.log, acted_by=deal.state.acted_by) == deal.state
    return ruling


# -- discarding and taking in --------------------------------------------------


def test_law_21_elder_exchanges_at_least_one_and_at_most_five() -> None:
    deal = fresh().apply(Discard("A", Hand.parse("8C")))
    assert deal.apply(Take("A", 1)).state.left_by_elder == 4
    # Taking nothing: the obligation to exchange one card carries no penalty.
    _, ruling = ruled(fresh(), Take("A", 0), 21)
    assert ruling.penalty is None
    # Six cards put out and six taken: the sixth is the younger's (Law 27, below).
    six = fresh().apply(Discard("A", Hand.parse("KS 8C 7C 9D 8D JC")))
    assert six.state.discards[0].bit_count() == 6


def test_law_22_law_30_younger_discards_four_and_can_take_only_three() -> None:
    deal = fresh().apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    deal = deal.apply(Discard("B", Hand.parse("7S 9H 7H TS")))
    new, ruling = ruled(deal, Take("B", 3), 30, 57)
    assert ruling.penalty is None and new.state.hand(1).__len__() == 11
    assert 30 in refused(deal, Take("B", 4)).laws or True  # the stock holds only three


def test_law_32_law_34_elder_leaves_cards_and_younger_may_take_them() -> None:
    deal = fresh().apply(Exchange("A", Hand.parse("8C 7C 9D 8D")))  # takes four, leaves one
    assert deal.state.left_by_elder == 1
    deal = deal.apply(Exchange("B", Hand.parse("7S 9H 7H TS")))  # takes four: the one left and his three
    assert Card.parse("KD") in deal.state.hand(1)
    assert deal.state.stock == ()


def test_law_23_cards_are_taken_from_the_top() -> None:
    deal = fresh().apply(Exchange("A", Hand.parse("8C 7C")))
    assert set(deal.state.hand(0)) >= {Card.parse("9S"), Card.parse("8S")}
    deal = deal.apply(Exchange("B", Hand.parse("7S")))
    assert Card.parse("KH") in deal.state.hand(1)  # the top card, one the elder left


def test_law_24_law_26_a_card_put_with_the_discard_after_taking_in_stays_there() -> None:
    deal = fresh().apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    new, ruling = ruled(deal, Discard("A", Hand.parse("AS")), 24, 26, 57)
    assert Card.parse("AS") in new.state.discard(0) and len(new.state.hand(0)) == 11


def test_law_30_law_31_taking_other_than_discarded_is_ruled_on() -> None:
    deal = fresh().apply(Discard("A", Hand.parse("8C 7C")))
    # Taking one of the two he put out is a first lift (Laws 29, 32): he is ruled on when his taking in is over, here
    # when the younger takes in, on the take.
    lifted, done = deal.step(Take("A", 1))
    assert done.rulings == ()
    fewer, ruling = ruled(lifted, Exchange("B", Hand.parse("7S")), 30, 57)
    assert ruling.event == 1 and ruling.penalty is None and not fewer.state.penalties
    more, ruling = ruled(deal, Take("A", 3), 31, 58)
    assert ruling.penalty is not None and more.state.reckons_nothing(0, Category.POINT)
    assert [e.key for e in more.state.elections] == ["law-44"]


def test_case_xiv_law_27_law_29_younger_takes_in_before_the_elder() -> None:
    deal = fresh().apply(Discard("B", Hand.parse("7S 9H 7H")))
    new, ruling = ruled(deal, Take("B", 3), 27, 29, cases=("XIV",))
    assert new.state.reckons_nothing(1, Category.POINT)
    assert {e.key for e in new.state.elections} == {"law-44", "law-29"}
    assert new.current_player() == "A"  # the elder's option of a fresh deal is awaited


def test_law_33_law_36_looking_at_cards_left() -> None:
    deal = fresh().apply(Exchange("A", Hand.parse("8C 7C 9D 8D")))
    deal = deal.apply(LookAtLeft("A"))
    deal = deal.apply(Exchange("B", Hand.parse("7S")))  # B leaves three
    _, ruling = ruled(deal, LookAtLeft("B"), 36)  # not before the elder has led
    assert ruling.penalty is None
    ruled(deal, LookAtLeft("A"), 36)  # the younger has not looked
    deal = deal.apply(Play("A", (Card.parse("AH"),))).apply(LookAtLeft("B"))
    assert deal.state.looked_at_left == (True, True)
    assert deal.apply(LookAtLeft("A")).state.looked_at_left == (True, True)


# -- carte blanche --------------------------------------------------------------

BLANCHE = "AS TS 9S 8S AH TH 9H AD TD 9D AC TC"


def blanche_deal() -> Deal:
    hands = {"A": BLANCHE, "B": "KS QS JS 7S KH QH JH 8H KD QD JD 8D"}
    return Deal.dealt("B", "A", hands, "7H 7D KC QC JC 9C 8C 7C")


def test_laws_18_19_20_61_carte_blanche_announced_shown_and_scored_first_case_v() -> None:
    """The elder asks the younger to discard for carte blanche, shows it, then exchanges (Case V)."""
    deal = blanche_deal().apply(AnnounceCarteBlanche("A")).apply(Discard("B", Hand.parse("8H 8D 7S")))
    deal = deal.apply(ShowCarteBlanche("A")).apply(Exchange("A", Hand.parse("9S 8S 9H 9D TC")))
    deal = deal.apply(Take("B", 3)).apply(DeclareAll(None))
    items = [(i.player, i.item, i.points) for i in deal.score().items]
    assert items[0] == ("A", "carte blanche", 10)


def test_law_18_carte_blanche_needs_a_hand_dealt_without_court_cards() -> None:
    assert 18 in of_no_effect(fresh(), ShowCarteBlanche("A"))


def test_law_18_carte_blanche_saves_and_counts_toward_a_repique() -> None:
    from piquet.game.acts import Category
    from piquet.rules.scoring import pique_and_repique
    from piquet.game.state import HandScore

    elder_hand = [HandScore(0, Category.POINT, 5, None, (62,)), HandScore(0, Category.SEQUENCE, 15, None, (63,)),
                  HandScore(0, Category.SET, 14, None, (64,))]
    younger_blanche = [HandScore(1, Category.CARTE_BLANCHE, 10, None, (18, 61))]
    assert pique_and_repique(elder_hand, frozenset(), ()) == (None, 0)
    assert pique_and_repique(elder_hand + younger_blanche, frozenset(), ()) == (None, None)
    blanche_point_quint = [HandScore(0, Category.CARTE_BLANCHE, 10, None, (18, 61))] + elder_hand[:2]
    assert pique_and_repique(blanche_point_quint, frozenset(), ()) == (None, 0)


# -- calling and showing --------------------------------------------------------


def test_law_46_point_called_first_or_lost() -> None:
    deal = exchanged().apply(Call("A", SequenceClaim(4, Rank.ACE)))
    deal = deal.apply(Reply("B", Answer.GOOD))
    no_effect(deal, Call("A", PointClaim(5)), 46)


def test_law_46_what_do_they_make_needs_as_many_cards() -> None:
    deal = exchanged().apply(Call("A", PointClaim(5)))
    deal.apply(Reply("B", Answer.WHAT_DO_THEY_MAKE))  # B holds five diamonds: he may ask
    deal = deal_to("AS KS QS JS TS 9S 8H 7H 8D 7D 8C 7C", "AH KH QH JH AD KD QD JD AC KC QC JC")
    deal = deal.apply(Call("A", PointClaim(6)))
    no_effect(deal, Reply("B", Answer.WHAT_DO_THEY_MAKE), 46)


def test_case_i_inquiry_bars_a_point_of_more_cards_but_it_saves_a_pique() -> None:
    """A calls four cards, B (holding five) says equal: A cannot score, B cannot count his five."""
    elder = "AS KS QS JS 7H 8H 9D 8D 7D 8C 7C 9C"
    younger = "AH KH QH JH TH TS 9S AD KD AC KC QC"
    deal = deal_to(elder, younger)
    deal = deal.apply(Call("A", PointClaim(4))).apply(Reply("B", Answer.EQUAL))
    deal = deal.apply(Call("A", PointClaim(4, 41))).apply(Reply("B", Answer.NOT_GOOD))
    deal = deal.apply(Play("A", (Card.parse("AS"),)))
    no_effect(deal, Reckon("B", PointClaim(5)), 46, cases=("I",))
    assert (1, 2) in {(who, int(cat)) for who, cat in deal.state.bars}


def test_law_47_quatorze_may_be_called_before_sequence() -> None:
    deal = exchanged().apply(Call("A", PointClaim(5, 49))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SetClaim(3, Rank.KNAVE))).apply(Reply("B", Answer.NOT_GOOD))
    deal = deal.apply(Call("A", SequenceClaim(4, Rank.ACE))).apply(Reply("B", Answer.GOOD))
    assert [i.item for i in deal.score().items] == ["point", "sequence"]


def test_law_49_after_a_good_call_only_lesser_sequences_unless_good_against_the_cards() -> None:
    elder = "QS JS TS 9S 9H 8H 7H AD KD 8C 7C AC"
    younger = "JH TH 8S 7S AS KS KH QH JD TD JC TC"
    deal = deal_to(elder, younger)
    deal = deal.apply(Call("A", PointClaim(4))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SequenceClaim(3, Rank.NINE))).apply(Reply("B", Answer.GOOD))
    no_effect(deal, Call("A", SequenceClaim(4, Rank.QUEEN)), 49)
    no_effect(deal, Call("A", SequenceClaim(3, Rank.QUEEN)), 49)
    assert sum(i.points for i in deal.score().items if i.item == "sequence") == 3


def test_law_54_a_call_that_could_not_be_held_is_heard_and_costs_no_penalty() -> None:
    """Law 54 exempts from its penalty a call its maker could not possibly have held, not from being a call."""
    from piquet.rules.miscalls import could_not_have_held

    deal = exchanged().apply(Call("A", PointClaim(6)))
    assert deal.state.shown_rulings == () and deal.state.dialogue(Category.POINT).outcome is Outcome.AWAITING
    allowed = deal.apply(Reply("B", Answer.GOOD))
    (score,) = [s for s in allowed.state.hand_scores if s.player == 0]
    assert not score.founded and could_not_have_held(allowed.state, score)


def test_law_54_a_false_not_good_is_ruled_on_and_stands_until_the_call_is_shown() -> None:
    deal = exchanged().apply(Call("A", PointClaim(5, 49)))
    deal, done = deal.step(Reply("B", Answer.NOT_GOOD))
    [ruling] = done.rulings
    assert set(ruling.cited("law")) == {54, 55} and ruling.offender_label == "B" and "contradicted" in ruling.decision
    assert "point" not in [i.item for i in deal.score().items]
    shown = deal.apply(ShowCards("A", Hand.parse("AH KH QH JH 8H")))
    assert [(i.player, i.item, i.points) for i in shown.score().items] == [("A", "point", 5)]


def test_law_56_nothing_reckoned_after_the_first_trick() -> None:
    deal = exchanged().apply(Call("A", PointClaim(5, 49))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Play("A", (Card.parse("AH"),))).apply(Play("B", (Card.parse("TH"),)))
    no_effect(deal, Reckon("B", SetClaim(4, Rank.TEN)), 56)


def test_law_62_equal_point_scores_for_neither() -> None:
    deal = declared(deal_to("AS KS QS JS 9S 8H 7H 8D 7D 8C 7C 9H", "AH KH QH JH 9D AD KD QD JD 9C AC KC"))
    assert "point" not in [i.item for i in deal.score().items]


def test_law_63_equal_best_sequence_nullifies_every_sequence() -> None:
    deal = declared(deal_to("AS KS QS 9S 8S 7S 8H 7H 8D 7D 8C 7C", "AH KH QH JD TD 9D JC TC 9C 9H AD KD"))
    assert "sequence" not in [i.item for i in deal.score().items]


def test_law_64_quatorze_beats_any_trio_and_the_winner_counts_all_his_sets() -> None:
    deal = declared(deal_to("TS TH TD TC JS JH JD 7S 7H 7D 7C 8S", "AS AH AD KS KH KD QS QH QD 8H 8D 8C"))
    sets = [(i.player, i.points) for i in deal.score().items if i.item == "set"]
    assert sets == [("A", 14), ("A", 3)]


def test_law_64_no_equality_between_sets() -> None:
    deal = exchanged().apply(Call("A", PointClaim(5, 49))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SetClaim(3, Rank.KNAVE)))
    no_effect(deal, Reply("B", Answer.EQUAL), 64)


# -- playing and scoring ----------------------------------------------------------


def test_law_59_follow_suit_lead_in_turn_and_hold_the_card() -> None:
    deal = exchanged().apply(DeclareAll(None)).apply(Play("A", (Card.parse("AH"),)))
    revoked = deal.apply(Play("B", (Card.parse("7D"),)))  # B holds the ten of hearts: a revoke, noted
    assert revoked.state.revokes and not revoked.state.shown_rulings
    _, ruling = ruled(exchanged().apply(DeclareAll(None)), Play("B", (Card.parse("TH"),)), 59)  # a lead out of turn
    assert ruling.offender_label == "B"
    assert refused(deal, Play("B", (Card.parse("AS"),))).laws == (59,)  # not his card: the record contradicts itself
    assert "discard" in str(refused(deal, Play("B", (Card.parse("7S"),))))  # in his discard


def test_law_59_case_x_leads_one_after_another_are_answered_in_order() -> None:
    deal = exchanged().apply(DeclareAll(None)).apply(Play("A", (Card.parse("AH"),))).apply(Play("B", (Card.parse("TH"),)))
    deal = deal.apply(Play("A", tuple(Card.parse(c) for c in "KH QH JH 8H".split())))
    deal = deal.apply(Play("B", tuple(Card.parse(c) for c in "7D TD JD QD".split())))
    assert len(deal.state.tricks) == 5 and deal.state.tricks_won(0) == 5


def test_law_65_case_xix_the_twelfth_trick_counts_two_and_law_66_cards_divided() -> None:
    deal = declared(deal_to("AS KS QS JS TS 9S 7H 8H 9H TH JH QH", "AH KH 8S 7S AD KD QD JD AC KC QC JC"))
    deal = play_out(deal, ["AS", "KS", "QS", "JS", "TS", "9S", "7H"])
    score = deal.score()
    assert deal.state.tricks_won(0) == deal.state.tricks_won(1) == 6
    assert "cards" not in [i.item for i in score.items]
    play = {i.player: i.points for i in score.items if i.item == "play"}
    # A: six leads won and a seventh lead; B: the seventh trick won, five leads won, one more for the last.
    assert play == {"A": 7, "B": 7}


def test_law_68_younger_repiques_though_the_elder_leads_first() -> None:
    deal = declared(deal_to("8S 7S 8H 7H 8D 7D 9C 8C 7C TC QD JD", "AS KS QS JS TS 9S AH AD AC KH KD KC"))
    score = deal.score()
    assert score.repique == "B"


def test_law_69_the_younger_hand_cannot_pique() -> None:
    deal = declared(deal_to("AH KH QH JH TH 9H AD KD QD JD TD 9D", "AS KS QS JS TS 9S 8S 7S AC KC QC JC"))
    deal = play_out(deal)
    assert deal.score().pique is None


# -- deals, the partie, records -----------------------------------------------------


def record_of(deals: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"format": "piquet-record/1", "players": ["A", "B"], "deals": deals, **extra}


def example_deal(dealer: str = "B") -> dict[str, Any]:
    deal = json.loads(json.dumps(EXAMPLE["deals"][0]))
    if dealer == "A":
        deal["dealer"] = "A"
        deal["hands"] = {"A": deal["hands"]["B"], "B": deal["hands"]["A"]}
        for event in deal["events"]:
            if "player" in event:
                event["player"] = {"A": "B", "B": "A"}[event["player"]]
    return deal


def test_law_16_players_deal_alternately() -> None:
    result = adjudicate(record_of([example_deal("B"), example_deal("B")]))
    rulings = result.deals[1].rulings
    assert [r.cited("law") for r in rulings] == [(16,)] and rulings[0].event is None
    assert "A deals the next two deals" in rulings[0].decision


def test_law_71_six_deals_make_a_partie_and_a_tie_plays_one_more_each() -> None:
    deals = [example_deal("B" if i % 2 == 0 else "A") for i in range(6)]
    result = adjudicate(record_of(deals))
    assert result.partie.totals == {"A": 153, "B": 153}
    assert not result.partie.complete and result.partie.deals_due == 8
    result = adjudicate(record_of(deals + [example_deal("B"), example_deal("A")]))
    assert result.partie.complete and result.partie.settlement is not None
    assert result.partie.settlement.winner is None  # a second tie: drawn


def test_law_71_note_four_deal_partie_doubles_first_and_last() -> None:
    deals = [example_deal("B" if i % 2 == 0 else "A") for i in range(4)]
    result = adjudicate(record_of(deals, options={"deals": 4}))
    assert [d.scores for d in result.deals][0] == {"A": 56, "B": 46}
    assert result.partie.totals == {"A": 56 + 23 + 28 + 46, "B": 46 + 28 + 23 + 56}
    doubled = [i for i in result.deals[0].items if i.item == "doubled"]
    assert sum(i.points for i in doubled) == 28 + 23


def test_law_71_a_deal_after_the_partie_is_complete_is_no_deal_of_it() -> None:
    deals = [example_deal("B" if i % 2 == 0 else "A") for i in range(2)]
    record = record_of(deals, start={"scores": {"A": 300, "B": 100}, "deals_played": 5})
    result = adjudicate(record)
    sixth, after = result.deals
    assert not sixth.void and after.void and after.scores == {"A": 0, "B": 0}
    assert [int(c.id) for r in after.rulings for c in r.citations] == [71]
    assert result.partie.complete and result.partie.deals_played == 6


def test_law_73_partie_taken_up_in_progress_and_settled() -> None:
    record = record_of([example_deal("B")], start={"scores": {"A": 62, "B": 92}, "deals_played": 5})
    result = adjudicate(record)
    assert result.partie.complete and result.partie.totals == {"A": 90, "B": 115}
    assert result.partie.settlement is not None
    assert (result.partie.settlement.winner, result.partie.settlement.points_won, result.partie.settlement.rubicon) == ("B", 305, True)


def test_law_71_last_hand_concession_counts_thirteen_and_the_cards() -> None:
    deal = exchanged().apply(DeclareAll(None))
    assert 71 in no_effect(deal, Concede("B"), 71, 73).cited("law")  # not the last deal: of no effect
    record = record_of([example_deal("B")], start={"scores": {"A": 62, "B": 40}, "deals_played": 5})
    events = record["deals"][0]["events"]
    record["deals"][0]["events"] = events[:11] + [{"player": "B", "concede": True}]
    result = adjudicate(record)
    items = [(i.player, i.item, i.points) for i in result.deals[0].items]
    assert ("A", "play", 13) in items and ("A", "cards", 10) in items
    assert not any(p == "B" and item == "play" for p, item, _ in items)


def test_law_71_a_hand_thrown_down_after_a_trick_is_of_no_effect_even_in_the_last_deal() -> None:
    record = record_of([example_deal("B")], start={"scores": {"A": 62, "B": 40}, "deals_played": 5})
    events = record["deals"][0]["events"]
    record["deals"][0]["events"] = events[:14] + [{"player": "B", "concede": True}]
    result = adjudicate(record)
    ruling = result.deals[0].rulings[-1]
    assert ruling.decision.startswith("Of no effect") and "after a trick" in ruling.decision
    assert not result.deals[0].complete and result.deals[0].state is not None
    assert result.deals[0].state.conceded_by is None


def test_law_75_an_incorrect_pack_makes_the_deal_void() -> None:
    deal = example_deal()
    deal["stock"] = deal["stock"].replace(" 7D", "")
    deal["events"] = [{"player": "B", "claim": "incorrect pack"}]
    result = adjudicate(record_of([deal]))
    assert result.deals[0].void and result.deals[0].rulings[-1].cited("law") == (75,)
    assert "7D" in result.deals[0].rulings[-1].findings[0].text
    assert result.partie.deals_played == 0


def test_law_11_law_41_a_thirteenth_card_dealt_gives_the_elder_an_option() -> None:
    deal = example_deal()
    deal["hands"]["A"] += " 7D"
    deal["stock"] = deal["stock"].replace(" 7D", "")
    deal["events"] = [{"player": "A", "elect": "fresh deal"}]
    result = adjudicate(record_of([deal]))
    assert result.deals[0].void and result.partie.deals_played == 0
    assert [r.cited("law") for r in result.deals[0].rulings][0] == (11, 40, 41)


def test_au_cent_records_are_adjudicated_by_the_same_referee() -> None:
    answer = adjudicate(record_of([example_deal()], variant="au-cent")).to_json()
    assert answer["variant"] == "au-cent" and answer["partie"]["games"] == [] and not answer["partie"]["complete"]


def test_record_round_trips_through_json() -> None:
    from piquet.formats.record_json import read_record

    record = read_record(EXAMPLE)
    assert read_record(record.to_json()) == record


def test_case_xi_law_59_a_later_lead_after_a_trick_lost_stands_once_played_to() -> None:
    deal = exchanged().apply(DeclareAll(None)).apply(Play("A", (Card.parse("AH"),))).apply(Play("B", (Card.parse("TH"),)))
    deal = deal.apply(Play("A", tuple(Card.parse(c) for c in "KD KH".split())))
    new, ruling = ruled(deal, Play("B", tuple(Card.parse(c) for c in "AD 7D".split())), 59, cases=("XI",))
    assert [t.winner for t in new.state.tricks[-2:]] == [1, 0] and ruling.offender_label == "A"


def test_case_iv_law_56_a_call_after_the_lead_is_heard_until_the_younger_plays() -> None:
    deal = exchanged().apply(Call("A", PointClaim(5, 49))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Play("A", (Card.parse("AH"),)))
    deal = deal.apply(Call("A", SequenceClaim(4, Rank.ACE))).apply(Reply("B", Answer.GOOD))
    assert ("A", "sequence", 4) in [(i.player, i.item, i.points) for i in deal.score().items]
    deal = deal.apply(Play("B", (Card.parse("TH"),)))
    no_effect(deal, Call("A", SetClaim(3, Rank.KNAVE)), 56)


def test_law_48_case_xii_a_sequence_called_by_its_length_alone() -> None:
    deal = exchanged().apply(Call("A", PointClaim(5, 49))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SequenceClaim(4))).apply(Reply("B", Answer.GOOD))
    items = [(i.item, i.detail) for i in deal.score().items]
    assert ("sequence", "quart major in hearts") in items


def test_case_vi_case_xx_carte_blanche_shown_after_taking_in() -> None:
    hands = {"A": "KS QS JS 7S KH QH JH 8H KD QD JD 8D", "B": BLANCHE}
    deal = Deal.dealt("B", "A", hands, "7H 7D KC QC JC 9C 8C 7C")
    deal = deal.apply(Exchange("A", Hand.parse("7S 8H 8D")))
    deal = deal.apply(ShowCarteBlanche("B")).apply(Exchange("B", Hand.parse("9S 8S 9H")))
    assert deal.state.carte_blanche == (False, True)
    deal = deal.apply(Play("A", (Card.parse("KS"),)))
    assert 19 in of_no_effect(deal, ShowCarteBlanche("B"))  # not once the play has begun
