"""Laws 4-6 and 8: the cut for deal that opens a partie, and what it fixes for the first deal (Law 16)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from piquet import RecordError, adjudicate, judge_cut_for_deal, read_record
from piquet.formats.notation import format_record_text, parse_record_text
from piquet.faces.report import adjudication_markdown, adjudication_text
from piquet.game.cut import Choose, DealCut, PackFoundIncorrect
from piquet.formats.cut_json import cut_act_from_json
from piquet.table.cards import Card
from piquet.table.cardsets import Hand

ROOT = Path(__file__).resolve().parents[1]
#: The worked Example of the Description: B deals the first deal, A 28 and B 23.
EXAMPLE: dict[str, Any] = json.loads((ROOT / "examples" / "description-example.json").read_text())


def _with_cut(acts: list[dict[str, Any]], **changes: Any) -> dict[str, Any]:
    record = copy.deepcopy(EXAMPLE)
    record["cut_for_deal"] = acts
    record.update(changes)
    return record


def _judge(*acts: dict[str, Any]) -> Any:
    return judge_cut_for_deal(("A", "B"), [cut_act_from_json(a) for a in acts])


def _laws(ruling: Any) -> list[int]:
    return [int(c.id) for c in ruling.citations if c.kind == "law"]


# -- Law 4: the higher card has the choice of deal; the dealer chooses the cards


def test_law_4_the_higher_card_chooses_and_the_first_deal_follows_without_a_ruling() -> None:
    record = _with_cut(
        [
            {"player": "A", "cut": "KH"},
            {"player": "B", "cut": "9S"},
            {"player": "A", "choose": "elder"},
            {"player": "B", "choose": "cards"},
        ]
    )
    done = adjudicate(record)
    assert done.cut_for_deal is not None
    assert done.cut_for_deal.shown_rulings == ()
    assert done.to_json()["cut_for_deal"] == {"cards": {"A": "KH", "B": "9S"}, "winner": "A", "dealer": "B", "rulings": []}
    assert done.deals[0].rulings == () and done.deals[0].scores == {"A": 28, "B": 23}
    assert "Cut for deal: A KH, B 9S; A has the choice, and B deals first [Law 4]" in adjudication_text(done)


def test_law_4_the_ace_is_the_highest_card_in_cutting() -> None:
    cut = _judge({"player": "A", "cut": "KS"}, {"player": "B", "cut": "AD"})
    assert cut.winner == 1 and cut.dealer is None and cut.shown_rulings == ()
    cut = _judge({"player": "A", "cut": "7S"}, {"player": "B", "cut": "8D"}, {"player": "B", "choose": "deal"})
    assert cut.winner == 1 and cut.first_dealer == "B"


def test_law_4_a_choice_by_the_player_who_cut_the_lower_card_is_of_no_effect() -> None:
    cut = _judge(
        {"player": "A", "cut": "QH"},
        {"player": "B", "cut": "JS"},
        {"player": "B", "choose": "deal"},
        {"player": "A", "choose": "deal"},
    )
    (ruling,) = cut.shown_rulings
    assert ruling.event == 2 and ruling.offender_label == "B" and _laws(ruling) == [4]
    assert ruling.decision == "The choice of deal is A's, who cut the higher card; B's choice is of no effect"
    assert ruling.penalty is None and ruling.options == ()
    assert cut.first_dealer == "A"


def test_law_4_a_choice_before_the_cut_is_decided_and_a_second_choice_are_of_no_effect() -> None:
    cut = _judge(
        {"player": "A", "choose": "deal"},
        {"player": "A", "cut": "QH"},
        {"player": "B", "cut": "JS"},
        {"player": "A", "choose": "elder"},
        {"player": "A", "choose": "deal"},
    )
    assert [r.event for r in cut.shown_rulings] == [0, 4]
    assert cut.shown_rulings[0].decision.startswith("Nobody has yet cut the higher card")
    assert cut.shown_rulings[1].decision == "The choice was made already: B deals, and A's second choice is of no effect"
    assert cut.first_dealer == "B"


def test_law_4_the_choice_of_cards_is_the_dealers() -> None:
    cut = _judge(
        {"player": "A", "cut": "QH"},
        {"player": "B", "cut": "JS"},
        {"player": "A", "choose": "elder"},
        {"player": "A", "choose": "cards"},
        {"player": "B", "choose": "cards"},
        {"player": "B", "choose": "cards"},
    )
    assert [(r.event, r.offender_label) for r in cut.shown_rulings] == [(3, "A"), (5, "B")]
    assert cut.shown_rulings[0].decision == "The choice of cards is B's, the dealer; A's choice is of no effect"
    assert cut.shown_rulings[1].decision == "The dealer has chosen the cards already; B's choice is of no effect"
    assert cut.cards_chosen


def test_law_4_cards_of_one_rank_are_cut_again() -> None:
    cut = _judge(
        {"player": "A", "cut": "TH"},
        {"player": "B", "cut": "TS"},
        {"player": "B", "cut": "8C"},
        {"player": "A", "cut": "7D"},
        {"player": "B", "choose": "elder"},
    )
    (ruling,) = cut.shown_rulings
    assert ruling.event == 1 and _laws(ruling) == [4] and ruling.offender is None
    assert ruling.decision == "Neither player has cut the higher card, so neither has the choice of deal; both cut again"
    assert cut.rounds == 2 and cut.cards == (Card.parse("7D"), Card.parse("8C"))
    assert cut.winner == 1 and cut.first_dealer == "A"


def test_law_4_law_16_a_first_deal_by_the_player_the_cut_did_not_name_is_out_of_turn() -> None:
    """A chose to deal, yet B dealt: found only after the cards were taken up, the deal stands and A deals twice."""
    record = _with_cut([{"player": "A", "cut": "AS"}, {"player": "B", "cut": "9C"}, {"player": "A", "choose": "deal"}])
    done = adjudicate(record)
    (ruling,) = done.deals[0].rulings
    assert _laws(ruling) == [16] and ruling.event is None
    assert ruling.decision == "The deal stands; A deals the next two deals"
    assert done.deals[0].scores == {"A": 28, "B": 23}


def test_law_4_law_16_a_first_deal_out_of_turn_claimed_before_the_hands_are_taken_up_is_void() -> None:
    record = _with_cut([{"player": "A", "cut": "AS"}, {"player": "B", "cut": "9C"}, {"player": "A", "choose": "deal"}])
    record["deals"][0]["events"] = [{"player": "A", "claim": "deal out of turn"}]
    done = adjudicate(record)
    first = done.deals[0]
    assert first.void and first.scores == {"A": 0, "B": 0}
    assert [_laws(r) for r in first.rulings] == [[16]]
    assert first.to_json()["void"]["next_dealer"] == "A"


def test_law_4_without_a_choice_recorded_the_first_dealer_is_not_questioned() -> None:
    record = _with_cut([{"player": "A", "cut": "AS"}, {"player": "B", "cut": "9C"}])
    done = adjudicate(record)
    assert done.cut_for_deal is not None and done.cut_for_deal.first_dealer is None
    assert done.deals[0].rulings == ()


# -- Law 5: more than one card shown in cutting for deal


def test_law_5_one_card_shown_is_the_cut_itself() -> None:
    cut = _judge({"player": "A", "cut": "KH", "exposed": "KH"}, {"player": "B", "cut": "9S"})
    assert cut.shown_rulings == () and cut.winner == 0


def test_law_5_a_player_who_shows_several_cards_cuts_again() -> None:
    cut = _judge(
        {"player": "A", "cut": "KH", "exposed": "QC 8D"},
        {"player": "A", "cut": "8H"},
        {"player": "B", "cut": "9S"},
    )
    (ruling,) = cut.shown_rulings
    assert ruling.event == 0 and ruling.offender_label == "A" and _laws(ruling) == [5]
    assert ruling.act == "A shows 3 cards in cutting for deal"
    assert ruling.decision == "A must cut again; this cut does not count"
    assert [f.text for f in ruling.findings] == ["KH QC 8D"]
    assert cut.winner == 1, "the king shown with other cards did not count; 9S beats 8H"


# -- Law 6: the cut for deal holds good although the pack is incorrect


def test_law_6_the_cut_holds_good_when_the_pack_proves_incorrect() -> None:
    cut = _judge(
        {"player": "A", "cut": "QH"},
        {"player": "B", "cut": "JS"},
        {"player": "B", "claim": "incorrect pack"},
        {"player": "A", "choose": "elder"},
    )
    (ruling,) = cut.shown_rulings
    assert ruling.event == 2 and _laws(ruling) == [6] and ruling.offender is None
    assert ruling.decision == "The cut for deal holds good: A keeps the choice of deal; the pack is put right before it is dealt"
    assert cut.pack_incorrect and cut.winner == 0 and cut.first_dealer == "B"


def test_law_6_an_incorrect_pack_found_part_way_through_the_cut_undoes_nothing() -> None:
    cut = _judge({"player": "A", "cut": "QH"}, {"player": "A", "claim": "incorrect pack"}, {"player": "B", "cut": "KS"})
    assert cut.shown_rulings[0].decision == "The cut for deal holds good as far as it has gone: A's QH stands, and it goes on"
    assert cut.winner == 1


def test_law_6_law_75_the_first_deal_from_an_incorrect_pack_is_void_and_the_dealer_the_cut_named_deals_again() -> None:
    record = _with_cut([{"player": "A", "cut": "QH"}, {"player": "B", "cut": "JS"}, {"player": "A", "choose": "elder"}])
    bad = copy.deepcopy(record["deals"][0])
    bad["stock"] = " ".join(bad["stock"].split()[:-1])
    bad["events"] = [{"player": "B", "claim": "incorrect pack"}]
    record["deals"].insert(0, bad)
    done = adjudicate(record)
    # Twelve cards each from a pack a card short: no card was dealt wrongly, and the elder's own count gives Law 11
    # nothing at the deal; found, the deal is void (Law 75).
    assert done.deals[0].void and [_laws(r) for r in done.deals[0].rulings] == [[75]]
    assert done.deals[1].rulings == () and done.deals[1].scores == {"A": 28, "B": 23}


# -- Law 8: a player abides by his cut


def test_law_8_a_card_cut_for_deal_stands_and_a_second_cut_counts_for_nothing() -> None:
    cut = _judge({"player": "A", "cut": "8H"}, {"player": "A", "cut": "AH"}, {"player": "B", "cut": "9S"})
    (ruling,) = cut.shown_rulings
    assert ruling.offender_label == "A" and _laws(ruling) == [8, 4]
    assert ruling.decision == "His first card, 8H, stands: a player abides by his cut, and the second card counts for nothing"
    assert cut.winner == 1


def test_law_8_a_cut_after_the_cut_is_decided_counts_for_nothing() -> None:
    cut = _judge({"player": "A", "cut": "8H"}, {"player": "B", "cut": "9S"}, {"player": "A", "cut": "AH"})
    assert cut.shown_rulings[0].decision.startswith("His first card, 8H, stands")
    assert cut.winner == 1


# -- the record: reading, writing, errors


def test_law_4_the_cut_for_deal_reads_writes_and_round_trips_in_the_notation() -> None:
    acts = [
        {"player": "A", "cut": "kh"},
        {"player": "B", "cut": "9S", "exposed": ["7D"]},
        {"player": "B", "choose": "deal"},
        {"player": "A", "claim": "incorrect pack"},
    ]
    record = read_record(_with_cut(acts))
    assert record.cut_for_deal == (
        DealCut("A", Card.parse("KH")),
        DealCut("B", Card.parse("9S"), Hand.parse("7D")),
        Choose("B", "deal"),
        PackFoundIncorrect("A"),
    )
    canonical = record.to_json()
    assert canonical["cut_for_deal"][1] == {"player": "B", "cut": "9S", "exposed": "7D"}
    assert list(canonical).index("cut_for_deal") < list(canonical).index("deals")
    text = format_record_text(canonical)
    assert "cut for deal:\nA: cut KH\nB: cut 9S exposing 7D\nB: choose deal\nA: claim incorrect pack\n" in text
    assert parse_record_text(text) == canonical


@pytest.mark.parametrize(
    ("acts", "message"),
    [
        ([{"player": "C", "cut": "KH"}], "the cut for deal, act 1: 'C' is not a player"),
        ([{"player": "A", "cut": "KH QH"}], "the cut for deal, act 1: \"cut\" in the cut for deal names the one card cut"),
        ([{"player": "A", "choose": "spades"}], "the cut for deal, act 1: 'choose' takes one of"),
        ([{"player": "A", "claim": "revoke"}], "the cut for deal, act 1: 'claim' in the cut for deal takes 'incorrect pack'"),
        ([{"player": "A", "cut": "KH", "by": "C"}], "the cut for deal, act 1: unknown key 'by'"),
        ({"player": "A"}, "'cut_for_deal' must be a list of acts"),
    ],
)
def test_law_4_a_cut_for_deal_the_record_cannot_mean_is_refused_naming_the_act(acts: Any, message: str) -> None:
    with pytest.raises(RecordError) as caught:
        read_record(_with_cut(acts))
    assert str(caught.value).startswith(message)


def test_law_4_a_cut_for_deal_belongs_to_the_start_of_a_partie() -> None:
    record = _with_cut([{"player": "A", "cut": "KH"}], start={"scores": {"A": 10, "B": 20}, "deals_played": 1})
    with pytest.raises(RecordError) as caught:
        read_record(record)
    assert "a cut for deal opens a partie" in str(caught.value) and caught.value.laws == (4,)


def test_law_4_the_markdown_report_shows_the_cut_and_its_rulings() -> None:
    done = adjudicate(_with_cut([{"player": "A", "cut": "KH"}, {"player": "B", "cut": "KS"}, {"player": "A", "cut": "9H"}, {"player": "B", "cut": "TC"}]))
    shown = adjudication_markdown(done)
    assert "## The cut for deal\n\nCut for deal: A 9H, B TC; B has the choice [Law 4]." in shown
    assert "cards of the same rank" in shown


def test_law_4_5_6_the_dispute_record_of_the_cut_for_deal() -> None:
    record = json.loads((ROOT / "examples" / "disputes" / "law-4-5-6-cut-for-deal.json").read_text())
    done = adjudicate(record)
    assert done.cut_for_deal is not None
    assert [_laws(r) for r in done.cut_for_deal.shown_rulings] == [[5], [4], [8, 4], [4], [4], [6]]
    assert [r.event for r in done.cut_for_deal.shown_rulings] == [0, 2, 4, 6, 8, 10]
    assert done.cut_for_deal.to_json()["cards"] == {"A": "KS", "B": "JH"}
    assert done.cut_for_deal.first_dealer == "B"
    void, first, second = done.deals
    assert void.void and void.dealer == "B" and [_laws(r) for r in void.rulings] == [[38], [75]]
    assert (first.number, first.dealer, first.rulings) == (1, "B", ())
    assert (second.number, second.dealer, second.rulings) == (2, "A", ())
    assert done.partie.totals == {"A": first.scores["A"] + second.scores["A"], "B": first.scores["B"] + second.scores["B"]}
