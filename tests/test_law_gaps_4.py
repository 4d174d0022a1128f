"""Three changes of behaviour a sample of mutants found the whole suite passing (issue 38), each now pinned to its law.

Everything declared at once after the first trick with nothing declared
before it; in au cent, a card of the hand, never discarded, "taken back
from the discard"; a claim of a revoke counted as a claim of the score that
proves an error in a written score.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import piquet
from lawkit.ruling import Outcome
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, FIRST_TRICK, HANDS, STOCK

MISWRITTEN = Path(__file__).parent / "examination" / "laws_70_78" / "law-70-overcount-proved-after-the-player-in-error-saw-his-next-hand.json"


def _deal(events: list[dict[str, Any]], variant: str = "rubicon") -> Any:
    record = {"variant": variant, "players": ["A", "B"], "deals": [{"dealer": "B", "hands": HANDS, "stock": STOCK, "events": events}]}
    return piquet.adjudicate(record).deals[0]


def test_law_56_everything_declared_after_the_first_trick_with_nothing_declared_before_is_too_late() -> None:
    """Nobody declared before A led; "declare all" after the first trick comes too late, and scores nothing for either."""
    done = _deal([A_EXCHANGES, B_EXCHANGES, *FIRST_TRICK, {"declare": "all"}])
    (ruling,) = done.rulings
    assert ruling.event == 4 and ruling.outcome is Outcome.TOO_LATE and ruling.offender is None
    assert {c.id for c in ruling.citations} == {46, 56}
    assert done.state.hand_scores == () and not done.state.declared_all


def test_law_24_au_cent_a_card_never_discarded_is_not_taken_back_from_the_discard() -> None:
    """In au cent, after taking in, A "takes back" the ace of spades he kept in hand: no discard was opened, no Law 25 penalty."""
    done = _deal([A_EXCHANGES, {"player": "A", "retake": "AS"}], variant="au-cent")
    (ruling,) = done.rulings
    assert ruling.event == 1 and ruling.outcome is Outcome.NO_EFFECT and ruling.penalty is None
    assert "discard" not in ruling.act and 25 not in ruling.cited("law")
    assert done.state.hands[0].bit_count() == 12 and done.state.penalties == ()


def _after_the_miswritten_deal(claim: str) -> dict[str, Any]:
    """The record whose first deal B wrote as 11 (the count gives 8), the next deal opening with A's claim before B lifts."""
    data: dict[str, Any] = json.loads(MISWRITTEN.read_text())
    data.pop("x-expected")
    events = data["deals"][1]["events"]
    data["deals"][1]["events"] = [{"player": "A", "lift": "hand"}, {"player": "A", "claim": claim}, {"player": "B", "lift": "hand"}] + events[3:]
    return data


def test_law_70_a_claim_of_a_revoke_proves_no_error_in_the_written_score() -> None:
    """Only a claim of the score proves a written score wrong: A claiming a revoke in time leaves B's 11 as written."""
    assert piquet.adjudicate(_after_the_miswritten_deal("score")).deals[0].scores["B"] == 8
    revoke = piquet.adjudicate(_after_the_miswritten_deal("revoke"))
    assert revoke.deals[0].scores["B"] == 11
    assert all(r.outcome is not Outcome.CORRECTED for deal in revoke.deals for r in deal.rulings)


CASE_II = Path(__file__).parent / "examination" / "cases" / "case-ii-three-kings-allowed-but-one-in-the-discard.json"


def test_law_54_case_ii_after_the_discovery_a_reckoning_of_what_he_does_not_hold_is_only_too_late() -> None:
    """A's three kings found unfounded, B reckons his four tens (Case II); his three queens, which he does not hold, after
    the first trick are too late, and are matched against nothing he was credited with."""
    data: dict[str, Any] = json.loads(CASE_II.read_text())
    data.pop("x-expected")
    data["deals"][0]["events"].insert(14, {"player": "B", "reckon": {"set": "Q", "count": 3}})
    (deal,) = piquet.adjudicate(data).deals
    (late,) = [r for r in deal.rulings if r.event == 14]
    assert late.outcome is Outcome.TOO_LATE and late.offender_label == "B"
    assert [(s.player, str(s.what)) for s in deal.state.hand_scores if s.player == 1] == [(1, "four tens")]


KEPT = Path(__file__).parent / "examination_kept" / "round_kept" / "k04_quint.json"


def test_law_66_a_kept_deal_scores_the_cards_only_once_it_is_played_out() -> None:
    """B has won seven tricks before the last: the score so far holds no cards (nor capot) until the twelfth trick is played."""
    from piquet.referee.keeping import Keeping

    keeping = Keeping.start(("A", "B"), "B", 6)
    shown = []
    for line in json.loads(KEPT.read_text())["lines"][:32]:
        keeping = keeping.enter(line)
        shown.append((keeping.deal.is_over, [(i.player, i.item, i.points) for i in keeping.score_so_far().items if i.item in ("cards", "capot")]))
    assert [found for over, found in shown if not over] == [[]] * 31
    assert shown[-1] == (True, [("B", "cards", 10)])


def test_law_56_after_the_first_lead_the_younger_may_reckon_what_he_holds_until_he_plays() -> None:
    """In the description's example A has led; B's four tens and three queens are among his regular acts, and once he
    has played to the trick they are not."""
    from piquet.referee.awaiting import legal_acts

    example = json.loads((Path(__file__).parents[1] / "examples" / "description-example.json").read_text())
    events = example["deals"][0]["events"]
    said = [piquet.event_from_json(events[11]), piquet.event_from_json(events[12])]
    before = legal_acts(piquet.state_after(example, 1, 11))
    assert all(act in before for act in said)
    after = legal_acts(piquet.state_after(example, 1, 14))
    assert not any(type(act) is type(said[0]) for act in after)


def test_law_4_au_cent_the_younger_seat_cutting_first_keeps_his_card_and_the_lower_card_deals() -> None:
    """In au cent B cuts the king of hearts before A cuts the nine of spades: both cards stand, and A, lower, deals."""
    record: dict[str, Any] = json.loads((Path(__file__).parents[1] / "examples" / "description-example.json").read_text())
    record.update(variant="au-cent", cut_for_deal=[{"player": "B", "cut": "KH"}, {"player": "A", "cut": "9S"}])
    record["deals"][0]["dealer"] = "A"
    cut = piquet.adjudicate(record).to_json()["cut_for_deal"]
    assert cut["cards"] == {"A": "9S", "B": "KH"} and cut["dealer"] == "A"


def test_law_11_a_fresh_deal_asked_after_taking_in_on_a_stock_of_seven_is_too_late_by_law_11_alone() -> None:
    """A, dealt twelve, finds seven in the stock, takes in and then asks a fresh deal: too late under Law 11; Law 39, on
    eleven or thirteen taken in unannounced, is not his case."""
    record: dict[str, Any] = json.loads((Path(__file__).parents[1] / "examples" / "description-example.json").read_text())
    deal = record["deals"][0]
    stock = deal["stock"].split()
    deal.update(hands={"A": deal["hands"]["A"], "B": deal["hands"]["B"] + " " + stock[-1]}, stock=" ".join(stock[:-1]))
    deal["events"] = [{"player": "A", "exchange": "KS 8C 7C 9D 8D"}, {"player": "A", "elect": "fresh deal"}]
    (late,) = [r for r in piquet.adjudicate(record).deals[0].rulings if r.event == 1]
    assert late.outcome is Outcome.TOO_LATE and [str(c) for c in late.citations] == ["Law 11"]


def test_law_22_at_a_kept_table_the_younger_taking_one_card_is_regular() -> None:
    """Law 22 lets the younger take one card to three: "B: take 1" after the elder took five draws no ruling."""
    from piquet.referee.keeping import Keeping

    keeping = Keeping.start(("A", "B"), "B", 6).enter_all(["A: take 5", "B: take 1"])
    assert keeping.deal.rulings == () and keeping.deal.taken == (5, 1)


def test_law_28_au_cent_the_elder_mixing_a_card_of_his_own_share_with_his_hand_is_no_offence() -> None:
    """In au cent the elder who discarded five mixes the top card of the stock, his own, with his hand: no ruling, and
    nobody loses the game (the penalty of losing it is for cards of the adversary's share)."""
    done = _deal([{"player": "A", "discard": "KS 8C 7C 9D 8D"}, {"player": "A", "mix": "9S", "with": "hand"}], variant="au-cent")
    assert done.rulings == () and not done.void


KEPT_BLANCHE = Path(__file__).parent / "examination_kept" / "round_kept" / "k12_carte_blanche.json"


def test_law_18_a_kept_carte_blanche_is_scored_citing_laws_18_and_61() -> None:
    """The elder's carte blanche at a kept table scores ten, its item citing Law 18 (what it is) and Law 61 (its ten)."""
    from piquet.referee.keeping import Keeping

    session = json.loads(KEPT_BLANCHE.read_text())
    kept = Keeping.start(("A", "B"), session.get("first_dealer", "B"), 6).enter_all(session["lines"]).to_json()
    (item,) = [i for i in kept["scored"][0]["items"] if i["item"] == "carte blanche"]
    assert item["points"] == 10 and item["laws"] == [18, 61]
