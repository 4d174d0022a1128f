"""The laws a table of real cards is held to from what it says and plays (examples/kept, piquet.referee.keeping).

Each irregular example is the regular deal of the same cards with one thing
changed, so the law is checked against the regular deal's own score, not
against a number read off the code.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.errors import KeepError
from piquet.referee.keeping import Keeping, keep

KEPT = Path(__file__).resolve().parent.parent / "examples" / "kept"


def kept(name: str) -> Keeping:
    return Keeping.from_text((KEPT / f"{name}.kept").read_text()).standing()


def rules_of(keeping: Keeping) -> list[tuple[int | None, str, list[object]]]:
    deals = [s.deal for s in keeping.scored] or [keeping.deal]
    return [(r.event, str(r.rule).rsplit(".", 1)[-1], [c.id for c in r.citations]) for d in deals for r in d.rulings]


def totals(keeping: Keeping) -> dict[str, int]:
    return keeping.partie.totals_by_player()


def test_law_59_iv_a_revoke_claimed_is_played_again_as_if_it_never_happened() -> None:
    regular, claimed = kept("regular-deal"), kept("revoke-claimed")
    assert totals(claimed) == totals(regular)
    assert [t.cards for t in claimed.scored[0].deal.tricks] == [t.cards for t in regular.scored[0].deal.tricks]
    assert [r[1] for r in rules_of(claimed)] == ["play_proving_a_revoke", "claim_revoke"]
    assert all(r[2] == [59] for r in rules_of(claimed))


def test_law_59_iv_a_revoke_never_claimed_stands() -> None:
    found = kept("revoke-not-claimed")
    assert [r[1] for r in rules_of(found)] == ["play_proving_a_revoke", "unclaimed_revoke"]
    assert found.scored[0].deal.revokes  # nobody claimed it: the tricks stand as they fell
    assert sum(totals(found).values()) != sum(totals(kept("regular-deal")).values())


def test_law_59_a_claim_no_card_proves_changes_nothing() -> None:
    assert totals(kept("revoke-claimed-unproved")) == totals(kept("regular-deal"))
    assert [r[1] for r in rules_of(kept("revoke-claimed-unproved"))] == ["claim_without_a_revoke"]


def test_law_59_iii_a_lead_out_of_turn_played_to_stands() -> None:
    found = kept("lead-out-of-turn")
    event, rule, laws = rules_of(found)[0]
    assert (rule, laws) == ("play_out_of_turn", [59])
    trick = found.scored[0].deal.tricks[1]
    assert trick.leader == 1  # the younger's lead out of turn made the trick
    assert len(found.scored[0].deal.tricks) == 12


def test_law_56_a_call_after_the_younger_played_scores_nothing() -> None:
    assert totals(kept("call-too-late")) == totals(kept("misnomer"))
    assert [r[1:] for r in rules_of(kept("call-too-late"))] == [("call_too_late", [56])]


def test_law_56_a_reckoning_after_the_younger_played_scores_nothing() -> None:
    regular, late = totals(kept("regular-deal")), totals(kept("reckoned-too-late"))
    assert late == {"A": regular["A"], "B": regular["B"] - 14}  # the quatorze of aces reckoned too late


def test_law_54_a_call_the_cards_played_do_not_hold_scores_nothing() -> None:
    found = kept("call-not-held")
    assert totals(found)["A"] == 0
    assert [r[1:] for r in rules_of(found)] == [("score_after_a_false_call", [54])]
    assert all(item.player == "B" for item in found.scored[0].score.items)


def test_law_53_a_misnomer_scores_without_penalty() -> None:
    found = kept("misnomer")
    assert [r[1:] for r in rules_of(found)] == [("score_kept", [53])]
    point = [i for i in found.scored[0].score.items if i.item == "point"]
    assert [(i.player, i.points) for i in point] == [("A", 6)]


def test_law_21_a_take_beyond_the_law_is_ruled_not_refused() -> None:
    found = kept("take-beyond-the-law")
    assert [r[1:] for r in rules_of(found)] == [("take_beyond_the_law", [21])]
    assert found.deal.taken == (6, 2)


def test_law_18_61_carte_blanche_scores_ten_first() -> None:
    found = kept("carte-blanche")
    items = found.score_so_far().items
    assert (items[0].player, items[0].item, items[0].points) == ("B", "carte blanche", 10)


def test_law_62_an_equal_point_scores_for_neither() -> None:
    found = keep(["A: take 5", "B: take 3", "A: call point 5 making 48", "B: reply equal", "A: play AS"])
    assert [i.item for i in found.score_so_far().items] == ["play"]


def test_law_64_the_holder_of_the_best_set_scores_his_others_unanswered() -> None:
    found = keep(["A: take 5", "B: take 3", "A: call set 4 A", "B: reply good", "A: call set 3 K", "A: play AS"])
    sets = [i.points for i in found.score_so_far().items if i.item == "set"]
    assert sets == [14, 3]


def test_law_5_the_deal_passes_in_turn_and_the_partie_ends_after_six() -> None:
    found = kept("partie")
    assert [s.deal.dealer for s in found.scored] == ["B", "A", "B", "A", "B", "A"]
    assert found.partie.complete and found.to_json()["partie"]["winner"] == "A"
    with pytest.raises(KeepError, match="the partie is over"):
        found.enter("A: take 5")


def test_a_contradiction_is_an_error_naming_the_line() -> None:
    with pytest.raises(KeepError, match=r"line 4 \(deal 1\): AS was played already"):
        keep(["A: take 5", "B: take 3", "A: play AS", "B: play AS"])
    with pytest.raises(KeepError, match="line 3"):
        keep(["A: take 5", "B: take 3", "B: reply good"])
    with pytest.raises(KeepError, match="turns on cards it does not see"):
        keep(["A: discard KS"])


@pytest.mark.parametrize("name", sorted(p.stem for p in KEPT.glob("*.kept")))
def test_a_kept_partie_reads_back_from_its_json_and_its_text(name: str) -> None:
    found = kept(name)
    assert Keeping.from_json(found.to_json()).standing().to_json() == found.to_json()
    assert Keeping.from_text(found.to_text()).standing().to_json() == found.to_json()


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32))
def test_law_59_any_order_of_cards_is_ruled_never_refused(seed: int) -> None:
    """Cards played in any order by either player, in turn or not, following suit or not: every act is ruled, the
    deal ends with its twelfth trick, and the tricks and the points of play add up (Law 65)."""
    rng = random.Random(seed)
    pack = [f"{r}{s}" for r in "AKQJT987" for s in "SHDC"]
    rng.shuffle(pack)
    hands = {"A": pack[:12], "B": pack[12:24]}
    lines = ["A: take 5", "B: take 3"]
    while hands["A"] or hands["B"]:
        who = rng.choice([p for p in "AB" if hands[p]])
        lines.append(f"{who}: play {hands[who].pop(rng.randrange(len(hands[who])))}")
        if rng.random() < 0.05:
            lines.append(f"{rng.choice('AB')}: claim revoke")
    found = keep(lines)
    deal = found.deal
    played = sum(len(p) for p in deal.played)
    assert len(deal.tricks) == played // 2 and deal.is_over == (len(deal.tricks) == 12)
    if deal.is_over:
        score = found.standing().scored[-1].score
        won = {p: sum(1 for t in deal.tricks if deal.labels[t.winner] == p) for p in "AB"}
        assert sum(won.values()) == 12
        play = sum(i.points for i in score.items if i.item == "play")
        assert play == 12 + sum(1 for t in deal.tricks if t.winner != t.leader) + 1


def test_law_46_the_elders_point_called_after_his_sequences_is_forfeited() -> None:
    regular, late = totals(kept("regular-deal")), totals(kept("point-called-after-a-sequence"))
    assert late == {"A": regular["A"] - 5, "B": regular["B"]}
    assert [r[1:] for r in rules_of(kept("point-called-after-a-sequence"))] == [("point_called_out_of_order", [46])]


def test_law_46_having_asked_what_the_point_makes_a_longer_point_scores_nothing() -> None:
    found = kept("longer-point-after-asking")
    assert totals(found) == {"A": totals(kept("regular-deal"))["A"] - 5, "B": totals(kept("regular-deal"))["B"]}
    assert [r[1:] for r in rules_of(found)] == [("longer_point_after_asking", [46])]
    # The same point of six reckoned without having asked scores its six.
    said = ["A: take 5", "B: take 3", "A: call point 5 making 47", "B: reply not good", "A: play KS", "B: reckon point 6 making 52"]
    assert [(i.player, i.item, i.points) for i in keep(said).score_so_far().items][0] == ("B", "point", 6)


def test_law_49_a_second_sequence_after_a_good_first_scores_unanswered_and_a_reply_to_it_changes_nothing() -> None:
    said = ["A: take 5", "B: take 3", "A: call sequence 5 to K", "B: reply good", "A: call sequence 3 to 9", "B: reply good",
            "A: play KS"]
    assert [i.points for i in keep(said).score_so_far().items if i.item == "sequence"] == [15, 3]
    assert keep(said).deal.rulings == ()


def test_law_63_a_call_that_is_impossible_shows_at_the_card_that_leaves_no_room_for_it() -> None:
    """A quart to the king in spades needs four spades among twelve: once nine other cards are down, no room is left."""
    from piquet.rules.kept_scoring import proved_not_held_at

    lines = ["A: take 5", "B: take 3", "A: call sequence 4 to K in S", "B: reply good"]
    mine = ["AH", "KH", "QH", "JH", "TH", "9H", "AD", "KD", "QD", "JC"]
    theirs = ["8H", "7H", "JD", "TD", "9D", "8D", "7D", "AC", "KC", "QC"]
    for a, b in zip(mine, theirs, strict=True):
        lines += [f"A: play {a}", f"B: play {b}"]
    found = keep(lines).deal
    said = found.said[0]
    # After A's eighth card four places were left for the four spades; his ninth leaves three (his tenth is not needed).
    ninth = found.tricks[8].events[0]
    assert proved_not_held_at(found, said) == ninth


def test_law_65_to_69_kept_items_cite_the_laws_the_referees_items_cite() -> None:
    regular = kept("regular-deal").scored[0].score.items
    assert {(i.item, i.laws) for i in regular} >= {("point", (62,)), ("sequence", (63,)), ("play", (65,))}
    assert {(i.item, i.laws) for i in kept("partie").scored[0].score.items} >= {("cards", (66,))}


def test_law_49_a_second_call_after_a_first_not_good_waits_on_its_answer() -> None:
    said = ["A: take 5", "B: take 3", "A: call sequence 5 to K", "B: reply not good", "A: call sequence 3 to 9"]
    found = keep(said)
    assert found.deal.unanswered is not None and found.deal.to_act == "B"


def test_law_62_a_player_answering_his_own_call_is_a_contradiction() -> None:
    said = ["A: take 5", "B: take 3", "A: call sequence 5 to K", "B: reply good", "A: call sequence 3 to 9"]
    with pytest.raises(KeepError, match="no call of his adversary's waits"):
        keep([*said, "A: reply good"])


def test_law_47_what_the_younger_calls_is_his_reckoning() -> None:
    said = ["A: take 5", "B: take 3", "A: call sequence 5 to K", "B: reply good", "A: play AS", "B: call sequence 4 to A"]
    found = keep(said)
    assert [(r.rule or "").rsplit(".", 1)[-1] for r in found.deal.rulings] == ["reckon"]
    assert [i.item for i in found.score_so_far().items if i.player == "B"] == []


def test_law_21_the_declaring_begins_only_when_both_have_taken() -> None:
    assert keep(["B: take 3"]).deal.stage == "exchange"
    assert keep(["B: take 3", "A: take 5"]).deal.stage == "declaring"


def test_a_kept_act_given_as_json_is_written_as_the_notation_writes_it() -> None:
    from piquet.referee.keeping import Keeping

    found = Keeping.start().step({"player": "A", "take": 5}).step({"player": "B", "take": 3})
    assert found.lines == ("A: take 5", "B: take 3")
    assert Keeping.from_json({"format": "piquet-kept/1", "lines": ["A: take 5"]}).length == 6
    with pytest.raises(KeepError, match="line 1: the act names a player and no verb"):
        Keeping.start().step({"player": "A"})
    with pytest.raises(KeepError, match="line 1: .* discard turns on cards it does not see"):
        Keeping.start().step({"player": "A", "discard": "KS"})
