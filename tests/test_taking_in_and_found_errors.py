"""Positions taken on the blind round of 2026-11-27 (docs/decisions.rst): taking in by lifts, the elder's share once
some of it is mixed, the younger who took first, a deal left off from an incorrect pack, a card exposed while taking
in, a stock of seven found on drawing it.

The deals are on the Example's cards (B deals, A is elder; A's share of the stock is 9S 8S KH 9C KD, B's QS AC 7D).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from piquet import PiquetError, RecordError, adjudicate, event_from_json
from piquet.formats.notation import format_record_text, parse_record_text
from piquet.table.cardsets import Hand
from tests.irregular_scenarios import HANDS, STOCK
from tests.law_audit import adjudged, cited, options, record


def _rulings(deal: Any) -> list[tuple[int | None, str, str | None]]:
    return [(r.event, r.rule.rsplit(".", 1)[-1], r.offender_label) for r in deal.rulings]


# -- Law 29's last sentence: the elder still taking in ------------------------------------


def test_law_29_the_younger_who_lifts_a_card_while_the_elder_takes_in_by_lifts_incurs_no_penalty() -> None:
    deal = adjudged(
        [
            {"player": "A", "discard": "KS 8C 7C 9D 8D"},
            {"player": "A", "mix": "9S 8S KH", "with": "hand"},
            {"player": "B", "expose": "9C"},
            {"player": "A", "take": 2},
            {"player": "B", "exchange": "7S 9H 7H"},
        ]
    )
    [lifted] = deal.rulings
    assert (lifted.event, lifted.offender_label, lifted.penalty, lifted.options) == (2, "B", None, ())
    assert cited(lifted) == ["Law 27", "Law 29"] and "No penalty" in lifted.decision
    assert deal.scores == {"A": 17, "B": 36}  # the Example's exchange, made in two lifts


def test_law_29_the_younger_who_mixes_a_card_while_the_elder_takes_in_reckons_nothing_and_no_fresh_deal() -> None:
    deal = adjudged(
        [
            {"player": "A", "discard": "KS 8C 7C 9D"},
            {"player": "A", "mix": "9S 8S KH", "with": "hand"},
            {"player": "B", "discard": "7S"},
            {"player": "B", "mix": "9C", "with": "hand"},
            {"player": "A", "take": 1},
        ],
        finish=False,
    )
    mixed = deal.rulings[0]
    assert (mixed.event, mixed.offender_label) == (3, "B") and cited(mixed) == ["Law 29", "Law 58"]
    assert [name for name, _ in options(mixed)] == ["enforce", "waive"]  # no fresh deal: Law 29 gives the elder none here
    assert deal.scores["B"] == 0


def test_law_28_a_take_of_fewer_declares_the_rest_left_so_taking_them_later_is_taking_cards_he_ought_to_have_left() -> None:
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C"}, {"player": "A", "take": 3}, {"player": "A", "take": 2}], finish=False)
    taken = deal.rulings[0]
    assert taken.event == 2 and taken.rule.endswith("took_cards_declared_left") and taken.offender_label == "A"
    assert cited(taken)[:3] == ["Law 28", "Law 32", "Law 33"]
    assert ("fresh deal", "B") in options(taken)


# -- Law 28 and Case XIV: the elder's share once he has mixed some of it --------------------


def test_law_28_the_cards_of_the_elder_s_share_he_did_not_take_are_left_and_the_younger_takes_them_from_the_top() -> None:
    # A says he leaves two and takes the first, second and fourth cards: the third and fifth are left, and B's three
    # from the top (KH, 9C, KD) are no card of A's.
    deal = adjudged(
        [
            {"player": "A", "leave": 2},
            {"player": "A", "discard": "KS 8C 7C"},
            {"player": "A", "mix": "9S 8S 9C", "with": "hand"},
            {"player": "B", "elect": "stand", "option": "law-28"},
            {"player": "B", "exchange": "7S 9H 7H"},
        ]
    )
    assert [(e, name, off) for e, name, off in _rulings(deal) if e is not None and e <= 4] == [
        (2, "mix_with_hand", "A"),
        (3, "stand_deal", None),
    ]
    assert {"KH", "9C", "KD"} & set(str(Hand(deal.state.hands[1] | deal.state.played[1])).split()) == {"KH", "KD"}


def test_law_29_the_elder_standing_after_the_younger_took_first_takes_only_his_cards_not_mixed() -> None:
    deal = adjudged(
        [
            {"player": "B", "discard": "7S 9H 7H"},
            {"player": "B", "take": 3},
            {"player": "A", "elect": "stand", "option": "law-29"},
            {"player": "A", "exchange": "8C 7C"},
        ]
    )
    assert [(e, name) for e, name, _ in _rulings(deal) if e is not None and e <= 3] == [(1, "took_adversarys_cards"), (2, "stand_deal")]
    assert deal.state.taken == (2, 3) and deal.state.stock == tuple(deal.state.setup.stock[5:])  # B's own three stay
    assert deal.scores["B"] == 0


# -- Laws 6 and 75: a deal left off from an incorrect pack -----------------------------------


def _short_pack_then_redeal() -> dict[str, Any]:
    redeal = record([{"player": "A", "exchange": "KS 8C 7C 9D 8D"}, {"player": "B", "exchange": "7S 9H 7H"}])["deals"][0]
    short = {"dealer": "B", "hands": dict(HANDS), "stock": " ".join(STOCK.split()[:7]), "events": []}
    return {
        "format": "piquet-record/1",
        "players": ["A", "B"],
        "cut_for_deal": [{"player": "B", "cut": "AD"}, {"player": "A", "cut": "9H"}, {"player": "B", "choose": "deal"}],
        "deals": [short, copy.deepcopy(redeal)],
    }


def test_law_75_a_deal_from_an_incorrect_pack_left_off_for_the_next_is_void_and_law_6_holds_the_cut() -> None:
    data = _short_pack_then_redeal()
    data["deals"][1]["events"].insert(0, {"player": "A", "claim": "deal out of turn"})
    first, second = adjudicate(data).deals
    assert first.void and first.scores == {"A": 0, "B": 0}
    left_off = first.rulings[-1]
    assert left_off.rule.endswith("left_off_with_an_incorrect_pack") and cited(left_off) == ["Law 75"]
    assert "7D" in left_off.findings[0].text  # the card missing from the pack
    claim = second.rulings[0]
    assert "no effect" in claim.decision and "Law 6" in cited(claim)
    assert second.number == 1 and second.dealer == "B"


def test_law_75_an_unfinished_deal_from_a_correct_pack_followed_by_another_is_still_an_error() -> None:
    data = _short_pack_then_redeal()
    data["deals"][0]["stock"] = STOCK
    with pytest.raises(RecordError, match="unfinished"):
        adjudicate(data)


# -- Laws 13 and 27: a card exposed before anyone has discarded ------------------------------


@pytest.mark.parametrize(("during", "law", "offender_reckons"), [(None, "Law 13", True), ("dealing", "Law 13", True), ("taking in", "Law 27", False)])
def test_law_13_or_27_the_dealer_s_card_exposed_first_is_dealing_unless_the_record_says_taking_in(
    during: str | None, law: str, offender_reckons: bool
) -> None:
    act: dict[str, Any] = {"player": "B", "expose": "9S"}
    if during is not None:
        act["while"] = during
    deal = adjudged([act, {"player": "A", "exchange": "KS 8C 7C 9D 8D"}, {"player": "B", "exchange": "7S 9H 7H"}])
    if during == "taking in":
        assert deal.rulings[0].penalty is not None
    exposed = deal.rulings[0]
    assert exposed.event == 0 and law in cited(exposed) and exposed.offender_label == "B"
    assert (deal.scores["B"] > 0) is offender_reckons


@pytest.mark.parametrize(
    "acts",
    [
        [{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "B", "expose": "QS", "while": "dealing"}],
        [{"player": "A", "expose": "KS", "while": "dealing"}],
        [{"player": "A", "exchange": "KS 8C 7C 9D 8D"}, {"player": "B", "exchange": "7S 9H 7H"}, {"player": "A", "expose": "AS", "while": "dealing"}],
    ],
    ids=["after-a-discard", "by-the-elder", "in-the-play"],
)
def test_law_13_a_card_said_exposed_in_dealing_after_the_exchange_began_contradicts_the_record(acts: list[dict[str, Any]]) -> None:
    """Only the dealer deals, and the deal is over once anyone discards: a record saying otherwise contradicts itself,
    whatever the stage (not only in the exchange, where the rule of a card exposed in dealing applies)."""
    with pytest.raises(PiquetError, match="exposed in dealing"):
        adjudged(acts)


def test_law_27_expose_while_round_trips_through_json_and_the_notation() -> None:
    data = {"player": "B", "expose": "9S", "while": "taking in"}
    assert event_from_json(data).to_json() == data
    text = record([data], finish=False)
    assert parse_record_text(format_record_text(text))["deals"][0]["events"] == [data]
    assert "expose 9S while taking in" in format_record_text(text)
    with pytest.raises(PiquetError, match="dealing"):
        event_from_json({"player": "B", "expose": "9S", "while": "shuffling"})


# -- Law 11: a stock of seven found on drawing it ---------------------------------------------


def test_law_11_the_elder_who_finds_seven_on_counting_after_discarding_is_offered_fresh_deal_or_alter_his_discard() -> None:
    hands = {"A": HANDS["A"], "B": HANDS["B"] + " 7D"}
    stock = " ".join(STOCK.split()[:7])
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "count": "stock"}, {"player": "A", "retake": "8D"}], hands, stock, finish=False)
    found = [r for r in deal.rulings if r.event == 1]
    [ruling] = found
    assert ruling.rule.endswith("elder_finds_seven") and ruling.offender_label == "B" and cited(ruling) == ["Law 11"]
    assert options(ruling) == [("fresh deal", "A"), ("stand", "A")] and "alter his discard" in ruling.decision


def test_law_11_75_the_elder_who_finds_seven_from_a_pack_a_card_short_has_the_same_option() -> None:
    """The dealer holds twelve: the pack is a card short, judged as its cards lie until it is found (Law 75).

    The dealer dealt no card wrongly, so the option names no one in error.
    """
    stock = " ".join(STOCK.split()[:7])
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "count": "stock"}], HANDS, stock, finish=False)
    [ruling] = [r for r in deal.rulings if r.event == 1]
    assert ruling.rule.endswith("elder_finds_seven") and ruling.offender is None and cited(ruling) == ["Law 11"]
    assert options(ruling) == [("fresh deal", "A"), ("stand", "A")] and "holds only seven" in ruling.decision


def test_law_11_the_option_restated_on_finding_seven_replaces_the_one_the_deal_opened() -> None:
    """The deal opened Law 11's option; the find restates it with the discard to alter: one option open, not two."""
    from piquet import Deal
    from piquet.game.acts import CountStock, Discard
    from piquet.table.cardsets import Hand

    hands = {"A": HANDS["A"], "B": HANDS["B"] + " 7D"}
    deal = Deal.dealt("B", "A", hands, " ".join(STOCK.split()[:7]))
    assert [(e.key, e.event) for e in deal.state.elections] == [("law-11", 0)]
    deal = deal.apply(Discard("A", Hand.parse("KS 8C 7C 9D 8D"))).apply(CountStock("A"))
    [election] = deal.state.elections
    assert (election.key, election.event) == ("law-11", 1)
    stand = election.choice("stand")
    assert "alter his discard" in stand.text


# -- Tests the mutation sample of the changed lines asked for (docs/mutation.rst, seed 1128) --------------------------


def test_law_29_the_younger_who_takes_in_while_the_elder_takes_in_by_lifts_reckons_nothing_without_a_fresh_deal() -> None:
    deal = adjudged(
        [
            {"player": "A", "discard": "KS 8C 7C 9D 8D"},
            {"player": "A", "mix": "9S 8S KH", "with": "hand"},
            {"player": "B", "exchange": "7S 9H 7H"},
        ],
        finish=False,
    )
    took = deal.rulings[0]
    assert (took.event, took.offender_label) == (2, "B") and cited(took) == ["Law 29"]
    assert [name for name, _ in options(took)] == ["enforce", "waive"]


def test_law_28_the_elder_taking_by_lifts_who_takes_past_his_share_is_ruled_as_the_elder_not_by_law_29() -> None:
    deal = adjudged(
        [{"player": "A", "discard": "KS 8C 7C 9D 8D 8H"}, {"player": "A", "mix": "9S 8S KH", "with": "hand"}, {"player": "A", "take": 3}],
        finish=False,
    )
    took = deal.rulings[0]
    assert took.event == 2 and took.offender_label == "A" and "Law 28" in cited(took) and ("fresh deal", "B") in options(took)


def test_law_27_the_younger_who_exposes_a_card_of_his_own_while_the_elder_takes_in_is_ruled_under_law_27_alone() -> None:
    deal = adjudged(
        [{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "mix": "9S 8S KH", "with": "hand"}, {"player": "B", "expose": "7D"}],
        finish=False,
    )
    [exposed] = deal.rulings
    assert cited(exposed) == ["Law 27"] and exposed.offender is None and "his own share" in exposed.act


def test_law_28_an_elder_who_mixes_only_a_card_of_the_younger_s_has_not_taken_in_his_own() -> None:
    deal = adjudged(
        [{"player": "A", "discard": "KS 8C 7C 9D 8D 8H"}, {"player": "A", "mix": "QS", "with": "hand"}, {"player": "A", "take": 5}],
        finish=False,
    )
    assert [r.event for r in deal.rulings if r.offender_label == "A"] == [1]  # the take of his five is his taking in, not a second
    assert deal.state.taken[0] == 5


def test_law_21_the_counts_of_an_exchange_taken_by_lifts_and_of_a_regular_one() -> None:
    lifts = adjudged(
        [
            {"player": "A", "leave": 2},
            {"player": "A", "discard": "KS 8C 7C"},
            {"player": "A", "mix": "9S 8S 9C", "with": "hand"},
            {"player": "B", "elect": "stand", "option": "law-28"},
            {"player": "B", "exchange": "7S 9H 7H"},
        ]
    )
    assert lifts.state.taken == (3, 3)
    regular = adjudged([{"player": "A", "exchange": "KS 8C 7C 9D 8D"}, {"player": "B", "exchange": "7S 9H 7H"}])
    assert regular.state.left_by_elder == 0 and regular.state.taken == (5, 3)


def test_law_75_the_void_of_a_deal_left_off_rests_on_law_75() -> None:
    first = adjudicate(_short_pack_then_redeal()).deals[0]
    assert first.state.void is not None and [str(c) for c in first.state.void.citations] == ["Law 75"]


def test_law_11_the_option_stated_at_the_find_is_one_option_and_standing_follows_law_43() -> None:
    hands = {"A": HANDS["A"], "B": HANDS["B"] + " 7D"}
    stock = " ".join(STOCK.split()[:7])
    deal = adjudged([{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "count": "stock"}, {"player": "A", "take": 4}], hands, stock, finish=False)
    [found] = [r for r in deal.rulings if r.event == 1]
    stand = [o for o in found.options if o.name == "stand"][0]
    assert [str(c) for c in stand.citations] == ["Law 11", "Law 43"]
    assert len([r for r in deal.rulings if r.act.startswith("A elects") or "lapses" in r.decision]) == 1


def test_law_13_an_expose_that_says_nothing_of_when_writes_no_while() -> None:
    assert event_from_json({"player": "B", "expose": "9S"}).to_json() == {"player": "B", "expose": "9S"}


def test_au_cent_unheld_quatorze_or_trio_found_before_the_first_trick_is_ruled_when_the_younger_plays() -> None:
    from piquet.referee.apply import step
    from tests.irregular_scenarios import AU_CENT_CALLS, start

    state = start("au cent a trio not held played on")
    rulings = []
    for act in (*AU_CENT_CALLS, {"player": "A", "call": {"set": "K", "count": 3}}, {"player": "B", "reply": "good"},
                {"player": "A", "play": "AH"}, {"player": "B", "claim": "unfounded call"}, {"player": "B", "play": "TH"}):
        done = step(state, event_from_json(act))
        state, rulings = done.state, rulings + list(done.rulings)
    settled = [r for r in rulings if r.rule.endswith("unheld_quatorze_or_trio_played_on")]
    assert len(settled) == 1 and settled[0].act.startswith("A called three kings") and settled[0].penalty is not None


# -- Law 27 with Law 33: the elder who shows the card he left ---------------------------------------------------------


def test_law_27_33_the_elder_who_shows_the_card_of_his_share_he_left_incurs_no_penalty() -> None:
    deal = adjudged(
        [{"player": "A", "discard": "KS 8C 7C 9D"}, {"player": "A", "take": 4}, {"player": "A", "look": "left"},
         {"player": "A", "expose": "KD", "while": "taking in"}],
        finish=False,
    )
    [ruling] = [r for r in deal.rulings if r.event == 3]
    assert ruling.penalty is None and ruling.offender is None and cited(ruling) == ["Law 27", "Law 33"]


def test_law_27_the_elder_who_shows_one_of_the_bottom_three_while_looking_reckons_nothing() -> None:
    deal = adjudged(
        [{"player": "A", "discard": "KS 8C 7C 9D"}, {"player": "A", "take": 4}, {"player": "A", "look": "left"},
         {"player": "A", "expose": "QS", "while": "taking in"}],
        finish=False,
    )
    [ruling] = [r for r in deal.rulings if r.event == 3]
    assert ruling.penalty is not None and ruling.offender_label == "A" and "Law 27" in cited(ruling)
