"""The dispute records of examples/disputes/: each law end to end, with the scores that follow.

Each record is adjudicated through the public entry points; the rendered
rulings are compared with the ``.txt`` beside the record (regenerate both
with ``python tools/make_disputes.py``), and each test checks the law's
consequence on the state, the options and the partie.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from piquet import adjudicate, read_record
from piquet.faces.report import adjudication_text
from piquet.referee.adjudication import Adjudication

DISPUTES = Path(__file__).resolve().parent.parent / "examples" / "disputes"
NAMES = sorted(p.stem for p in DISPUTES.glob("*.json"))


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DISPUTES / f"{name}.json").read_text())
    return data


def judged(data: dict[str, Any]) -> Adjudication:
    return adjudicate(read_record(data))


def laws_of(adjudication: Adjudication, deal: int) -> set[int]:
    return {int(c.id) for r in adjudication.deals[deal].rulings for c in r.citations if c.kind == "law"}


def test_every_law_the_issue_names_has_a_dispute_record() -> None:
    assert {n.split("-")[1] for n in NAMES} >= {"11", "27", "41", "50", "59", "16"}


@pytest.mark.parametrize("name", NAMES)
def test_dispute_rulings_print_as_recorded(name: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "piquet.faces.cli", "adjudicate", "--acts", str(DISPUTES / f"{name}.json")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == (DISPUTES / f"{name}.txt").read_text()
    assert adjudication_text(judged(load(name)), with_acts=True) == done.stdout


def test_law_11_a_fresh_deal_does_not_count_and_the_same_dealer_deals() -> None:
    result = judged(load("law-11-13-wrong-deal-and-exposed-card"))
    void, second = result.deals
    assert void.void and void.scores == {"A": 0, "B": 0} and 11 in laws_of(result, 0)
    assert second.dealer == void.dealer == "B" and second.number == void.number == 1
    assert result.partie.deals_played == 1


def test_law_11_the_elder_who_stands_plays_on_instead() -> None:
    data = load("law-11-13-wrong-deal-and-exposed-card")
    data["deals"] = data["deals"][:1]
    data["deals"][0]["events"][-1] = {"player": "A", "elect": "stand"}
    result = adjudicate(read_record(data))
    assert not result.deals[0].void and not result.deals[0].complete


def test_law_13_a_card_exposed_in_dealing_gives_the_elder_the_choice() -> None:
    result = judged(load("law-11-13-wrong-deal-and-exposed-card"))
    exposed = result.deals[1].rulings[0]
    assert {o.elector_label for o in exposed.options} == {"A"} and 13 in laws_of(result, 1)
    assert result.deals[1].complete and sum(result.deals[1].scores.values()) > 0
    data = load("law-11-13-wrong-deal-and-exposed-card")
    data["deals"][1]["events"][1] = {"player": "A", "elect": "fresh deal"}
    data["deals"][1]["events"] = data["deals"][1]["events"][:2]
    again = adjudicate(read_record(data))
    assert again.deals[1].void and again.partie.deals_played == 0


def _elder_items(result: Adjudication) -> list[str]:
    return [i.item for i in result.deals[0].items if i.player == "A"]


def test_law_27_the_elder_who_takes_six_reckons_nothing_unless_law_44_waives_it() -> None:
    waived = judged(load("law-27-44-elder-takes-six"))
    first = waived.deals[0].rulings[0]
    assert {27, 28, 44} <= laws_of(waived, 0) and first.penalty
    assert {o.name for o in first.options} == {"enforce", "waive", "fresh deal", "stand"}
    data = load("law-27-44-elder-takes-six")
    data["deals"][0]["events"][2] = {"player": "B", "elect": "enforce"}
    enforced = adjudicate(read_record(data))
    assert _elder_items(enforced) == [] and "play" in _elder_items(waived)
    assert enforced.deals[0].scores["B"] == waived.deals[0].scores["B"]


def test_law_41_the_elder_who_plays_thirteen_reckons_nothing_and_case_19_the_twelfth_trick_is_last() -> None:
    result = judged(load("law-41-43-thirteen-cards-stood"))
    state = result.deals[0].state
    assert state is not None and state.hands[0].bit_count() == 1 and len(state.tricks) == 12
    assert _elder_items(result) == [] and {41, 58} <= laws_of(result, 0)
    # Law 65 with Case XIX: one a lead or a trick won, two for the twelfth trick though A has a card left
    made = sum(1 for t in state.tricks if t.leader == 1 or t.winner == 1) + (state.tricks[-1].winner == 1)
    assert [i.points for i in result.deals[0].items if i.player == "B" and i.item == "play"] == [made]


def test_law_43_the_younger_with_thirteen_discards_one_more_than_he_takes() -> None:
    result = judged(load("law-41-43-thirteen-cards-stood"))
    state = result.deals[1].state
    assert state is not None and not state.penalties and 43 in laws_of(result, 1)
    assert state.played[0].bit_count() == state.played[1].bit_count() == 12


def test_law_50_a_miscall_corrected_before_the_reply_stands_corrected() -> None:
    result = judged(load("law-50-54-miscall-and-unfounded-call"))
    assert result.deals[0].rulings[0].citations[0].id == 50


def test_law_54_case_ii_an_unfounded_call_found_at_the_first_trick_takes_everything_but_still_bars() -> None:
    result = judged(load("law-50-54-miscall-and-unfounded-call"))
    assert 54 in laws_of(result, 0) and _elder_items(result) == []
    b_items = {i.item for i in result.deals[0].items if i.player == "B"}
    assert "point" not in b_items and "sequence" not in b_items  # A's correct point and quint still bar


def _without_revoke(data: dict[str, Any]) -> dict[str, Any]:
    """The same deal as if the revoke had never been made: the plays taken up and the claim removed."""
    out = copy.deepcopy(data)
    events = out["deals"][0]["events"]
    claim = next(i for i, e in enumerate(events) if e.get("claim") == "revoke")
    result = judged(data)
    revoke = next(r for r in result.deals[0].rulings if "revoked with" in r.decision)
    first = int(revoke.decision.split("at event ")[1].split(":")[0]) - 1
    kept = [e for i, e in enumerate(events) if i < first or i > claim or "play" not in e]
    out["deals"][0]["events"] = [e for e in kept if e.get("claim") != "revoke"]
    return out


def test_law_59_a_revoke_claimed_at_the_end_is_played_again_and_scored_as_replayed() -> None:
    data = load("law-59-revoke-claimed-at-the-end")
    result = judged(data)
    assert 59 in laws_of(result, 0)
    clean = judged(_without_revoke(data))
    assert clean.deals[0].scores == result.deals[0].scores
    assert not clean.deals[0].rulings


def test_law_16_a_deal_out_of_turn_found_late_stands_and_the_elder_deals_twice() -> None:
    result = judged(load("law-16-deal-out-of-turn"))
    assert [d.dealer for d in result.deals] == ["B", "B", "A", "A", "B", "A"]
    assert 16 in laws_of(result, 1) and result.partie.complete


def test_law_16_a_deal_out_of_turn_found_before_the_cards_are_taken_up_is_void() -> None:
    data = load("law-16-deal-out-of-turn")
    second = data["deals"][1]
    second["events"] = [{"player": "A", "claim": "deal out of turn"}]
    data["deals"] = data["deals"][:2]
    result = adjudicate(read_record(data))
    assert result.deals[1].void and result.deals[1].state is not None
    assert result.deals[1].state.void is not None and result.deals[1].state.void.next_dealer == "A"


def test_law_11_the_void_line_in_markdown_keeps_the_players_labels_and_the_law() -> None:
    """A void deal's line is capitalised at its first letter only: labels and 'Law 11' stay as they are."""
    from piquet.faces.report import adjudication_markdown

    data = json.loads((DISPUTES / "law-11-13-wrong-deal-and-exposed-card.json").read_text())
    line = next(l for l in adjudication_markdown(adjudicate(data)).splitlines() if l.lower().startswith("void"))
    assert line.startswith("Void (A elected a fresh deal)") and "B deals next" in line and "[Law 11]" in line


# -- Carte blanche (Laws 18-20): taken in before it was shown, and told late ------------


def test_law_18_case_xxi_the_carte_blanche_shown_after_the_discard_was_retaken_is_all_the_elder_reckons() -> None:
    result = judged(load("law-18-25-44-carte-blanche-retaken-and-told-late"))
    retaken, shown, enforced, barred = result.deals[0].rulings
    assert (retaken.event, retaken.offender_label, retaken.injured_label) == (3, "A", "B")
    assert barred.decision.startswith("A scores nothing, yet his cards still bar: his sequence, allowed good, left B's sequence")
    # Shown after taking in and retaking the discard: still his to show (Cases XX, XXI).
    assert [str(c) for c in shown.citations] == ["Law 19", "Law 25", "Case XX", "Case XXI"] and shown.offender is None
    assert [str(c) for c in retaken.citations] == ["Law 24", "Law 25", "Law 58", "Case XXI"]
    assert [(o.name, o.elector_label) for o in retaken.options] == [("enforce", "B"), ("waive", "B")]
    assert enforced.decision == "A reckons nothing this deal"
    assert [(i.player, i.item, i.points) for i in result.deals[0].items] == [
        ("A", "carte blanche", 10),
        ("B", "point", 6),
        ("B", "play", 12),
        ("B", "cards", 10),
    ]
    assert result.deals[0].scores == {"A": 10, "B": 28}


def test_law_20_case_vi_a_carte_blanche_told_late_owes_no_penalty_and_saves_the_elder_s_pique() -> None:
    data = load("law-18-25-44-carte-blanche-retaken-and-told-late")
    result = judged(data)
    second = result.deals[1]
    late, claimed = second.rulings
    assert [str(c) for c in late.citations] == ["Law 24", "Law 20", "Case VI"] and late.offender is None
    # The claim is Case VI's second question: telling late carries no penalty, and the ruling says so, citing the Case.
    assert claimed.act == "B claims a penalty against A, who told of his carte blanche after B had taken in"
    assert claimed.decision.startswith("Of no effect") and "has incurred no penalty" in claimed.decision
    assert [str(c) for c in claimed.citations] == ["Law 20", "Law 44", "Case VI"]
    assert claimed.offender is None and claimed.penalty is None
    items = [(i.player, i.item, i.points) for i in second.items]
    assert items[0] == ("A", "carte blanche", 10) and not any(item in ("pique", "repique") for _, item, _ in items)
    # B reckons 26 in hand and leads four hearts before A wins a trick: thirty, but after A's carte blanche.
    assert sum(p for who, item, p in items if who == "B" and item in ("point", "sequence", "set")) == 26
    assert second.scores == {"A": 14, "B": 49} and result.partie.totals == {"A": 24, "B": 77}
    # The same deal with no carte blanche shown and B's calls made one by one: B piques.
    unshown = copy.deepcopy(data)
    calls = [
        {"player": "B", "call": {"point": 5, "value": 51}},
        {"player": "A", "reply": "good"},
        {"player": "B", "call": {"sequence": 5}},
        {"player": "A", "reply": "good"},
        {"player": "B", "call": {"set": "A", "count": 3}},
        {"player": "A", "reply": "good"},
        {"player": "B", "call": {"set": "K", "count": 3}},
    ]
    events = []
    for event in unshown["deals"][1]["events"]:
        if event.get("declare") == "all":
            events += calls
        elif "carte blanche" not in (event.get("announce"), event.get("show")):
            events.append(event)
    unshown["deals"][1]["events"] = events
    piqued = adjudicate(read_record(unshown)).deals[1]
    assert ("B", "pique", 30) in [(i.player, i.item, i.points) for i in piqued.items]
    assert piqued.scores == {"A": 4, "B": 79}


# -- Too few and too many (Laws 26, 30, 31, 57, 58) ----------------------------------------


def test_law_26_law_57_the_elder_with_eleven_lets_the_younger_count_the_card_he_cannot_play_to_as_the_last_trick() -> None:
    from piquet.rules.scoring import uncontested

    result = judged(load("law-26-31-57-58-too-few-and-too-many"))
    first = result.deals[0]
    (mixed,) = first.rulings
    assert mixed.act.startswith("A mixes ") and mixed.act.endswith(" with his discard after taking in")
    assert mixed.decision == (
        "The cards stay with his discard; A plays with 11 cards, and his adversary counts as tricks the cards that cannot be played to"
    )
    assert [str(c) for c in mixed.citations] == ["Law 26", "Law 57"] and mixed.penalty is None and mixed.options == ()
    state = first.state
    assert len(state.tricks) == 11 and state.hands[0] == 0 and state.hands[1].bit_count() == 1
    assert uncontested(state) == (1, 1)  # B's last card is his trick, and the twelfth: two points (Law 65)
    assert [(i.player, i.item, i.points) for i in first.items if i.item == "play"] == [("A", "play", 11), ("B", "play", 2)]
    assert first.scores == {"A": 30, "B": 23}


def test_law_31_law_58_the_elder_with_thirteen_reckons_nothing_but_his_cards_bar_the_younger() -> None:
    data = load("law-26-31-57-58-too-few-and-too-many")
    result = judged(data)
    second = result.deals[1]
    taken, enforced, barred = second.rulings
    assert barred.decision.startswith("B scores nothing, yet his cards still bar: his point, allowed equal, left A's point unscored;")
    assert [str(c) for c in barred.citations] == ["Law 58", "Law 31", "Case XXII"]
    assert [f.text for f in taken.findings] == ["B was dealt 12, discarded 3 and took 4: he holds 13"]
    assert taken.decision == "B plays with 13 cards and reckons nothing this deal; his cards still bar his adversary"
    assert [str(c) for c in taken.citations] == ["Law 31", "Law 58"] and (taken.offender_label, taken.injured_label) == ("B", "A")
    assert [(o.name, o.elector_label) for o in taken.options] == [("enforce", "A"), ("waive", "A")]
    assert enforced.decision == "B reckons nothing this deal"
    assert [(i.player, i.item, i.points) for i in second.items] == [("A", "play", 6)] and second.scores == {"A": 6, "B": 0}
    assert len(second.state.tricks) == 12 and second.state.hands[0].bit_count() == 1  # the thirteenth card is never played
    # Waived, B scores his sequence and sets: those are what barred A's, which stay unscored either way.
    data["deals"][1]["events"][2] = {"player": "A", "elect": "waive"}
    waived = adjudicate(read_record(data)).deals[1]
    assert [(i.player, i.item) for i in waived.items if i.item in ("point", "sequence", "set")] == [("B", "sequence"), ("B", "set"), ("B", "set"), ("B", "set")]
    assert waived.scores == {"A": 6, "B": 35}


# -- Cards left in the stock (Laws 28, 32-35, Case XIII) ----------------------------------------


def test_law_33_the_elder_who_takes_up_the_card_he_said_he_would_leave_reckons_nothing() -> None:
    result = judged(load("law-28-33-35-cards-left-in-the-stock"))
    first = result.deals[0]
    taken, stood, enforced, barred = first.rulings
    assert barred.decision.startswith("A scores nothing, yet his cards still bar: his sequence, allowed good, left B's sequence unscored")
    assert taken.act == "A takes 5 cards in after saying he would leave 1"
    assert [str(c) for c in taken.citations] == ["Law 28", "Law 32", "Law 33", "Law 58"] and (taken.offender_label, taken.injured_label) == ("A", "B")
    assert [(o.name, o.elector_label) for o in taken.options] == [("enforce", "B"), ("waive", "B"), ("fresh deal", "B"), ("stand", "B")]
    assert stood.act == "B elects: stand" and enforced.act == "B elects: enforce"
    assert [i.player for i in first.items] == ["B", "B", "B"] and first.scores == {"A": 0, "B": 12}


def test_law_35_case_xiii_the_younger_who_took_in_one_too_few_takes_up_the_card_he_left_unless_he_said_he_would_leave_it() -> None:
    result = judged(load("law-28-33-35-cards-left-in-the-stock"))
    silent, said = result.deals[1], result.deals[2]
    # Taken up once the hand is declared, the card he left is no lift of his taking in, which was over: he had taken too
    # few (Laws 30, 57), and Case XIII lets him take it up, having said nothing, without penalty.
    short, taken_up = silent.rulings
    assert [str(c) for c in short.citations] == ["Law 30", "Law 57", "Case XIII"] and short.penalty is None
    assert [str(c) for c in taken_up.citations] == ["Law 35", "Case XIII"] and taken_up.penalty is None and taken_up.offender is None
    assert silent.state.played[1].bit_count() == 12 and not silent.state.penalties and silent.scores == {"A": 21, "B": 36}
    _, refused = said.rulings
    assert refused.decision == "Of no effect: having said he would leave cards, B plays with the 11 cards he has; the cards stay in the stock; no penalty"
    assert refused.offender_label == "B" and refused.penalty is None and len(said.state.stock) == 1
    assert said.state.played[1].bit_count() == 11 and said.scores == {"A": 42, "B": 6}
    assert result.partie.totals == {"A": 63, "B": 54}


CALLING = "law-46-47-51-56-point-lost-and-reply-corrected"
WRITTEN = "law-70-74-78-written-scores-and-a-bystander"


def test_law_46_law_47_a_sequence_called_before_the_point_loses_it_and_the_younger_reckons_his() -> None:
    deal = judged(load(CALLING)).deals[0]
    lost = deal.rulings[0]
    assert lost.act == "A calls quart before calling a point" and [str(c) for c in lost.citations] == ["Law 46", "Law 47"]
    assert lost.decision == "A has lost the right to call his point this deal; B may reckon his point after the first lead"
    points = [(i.player, i.points) for i in deal.items if i.item == "point"]
    assert points == [("B", 5)]  # B's 48 scores, though A held 49


def test_law_51_law_56_the_reply_corrected_in_time_and_the_point_called_after_the_younger_played() -> None:
    deal = judged(load(CALLING)).deals[0]
    corrected, late = deal.rulings[1:]
    assert corrected.decision == "Corrected in time: the elder's call is not good" and [str(c) for c in corrected.citations] == ["Law 51"]
    assert late.act == "A calls point of 5 making 49" and late.offender_label == "A" and [str(c) for c in late.citations] == ["Law 56", "Case IV"]
    assert late.decision.startswith("Too late: the younger hand has played to the first trick")
    # A's trio answered not good after the correction: B's four tens and three queens score; A keeps his quart.
    assert [(i.player, i.item, i.points) for i in deal.items if i.item in ("sequence", "set")] == [("A", "sequence", 4), ("B", "set", 14), ("B", "set", 3)]
    assert deal.scores == {"A": 9, "B": 42}


def test_law_70_law_74_each_player_s_own_score_of_his_hand_and_an_error_proved_in_time() -> None:
    result = judged(load(WRITTEN))
    deal = result.deals[0]
    by_law = {tuple(str(c) for c in r.citations): r for r in deal.rulings}
    differ = by_law[("Law 74",)]
    assert differ.act == "the written scores of A's hand differ (27 and 22)" and differ.decision == "A's own score of his hand, 27, is taken as written"
    proved = next(r for r in deal.rulings if r.act == "B's score was written as 20, and the error was proved")
    assert proved.decision == "Proved before B saw his next hand: the error is put right, and B scores 23"
    assert deal.scores == {"A": 27, "B": 23} and not [i for i in deal.items if i.item == "as written"]


def test_law_78_the_bystander_whose_remark_drew_the_revoke_ruling_may_be_called_on_by_the_revoker() -> None:
    result = judged(load(WRITTEN))
    deal = result.deals[0]
    (bystander,) = [r for r in deal.rulings if [str(c) for c in r.citations] == ["Law 78"]]
    assert bystander.injured_label == "B" and bystander.decision == "B may call on C to pay all his stakes and bets on the game"
    assert any("revoked with 7D" in r.decision and r.offender_label == "B" for r in deal.rulings)
    standing = result.partie
    assert standing.complete and standing.totals == {"A": 121, "B": 92} and standing.settlement is not None
    assert (standing.settlement.winner, standing.settlement.points_won, standing.settlement.rubicon) == ("A", 121 + 92 + 100, True)
