"""The Case records XVII to XXI of examples/cases/: the referee decides each as the book does."""

from __future__ import annotations

from tests.case_records import adjudicated, cited, citing, items, options, record, rulings

WAIVE = [("enforce: A reckons nothing this deal", "B"), ("waive: the penalty of reckoning nothing is not enforced", "B")]
NOTHING = "reckons nothing this deal (the adversary may decline to enforce it, Law 44)"


def _scores(name: str) -> dict[str, int]:
    return adjudicated(name).deals[0].scores


def _cites(ruling: object) -> list[str]:
    return [str(c) for c in ruling.citations]  # type: ignore[attr-defined]


def test_every_record_of_cases_xvii_to_xxi_names_its_case_and_each_variation_one_fact() -> None:
    for name, case in [("case-XVII", "XVII"), ("case-XVIII-a-call-rested-on-it", "XVIII"), ("case-XIX-both-hold-twelve", "XIX"),
                       ("case-XX-stock-mixed-with-his-hand", "XX"), ("case-XXI-no-carte-blanche", "XXI")]:
        meta = record(name)["x-case"]
        assert meta["case"] == case and meta["facts"] and meta["hands"]
        assert ("variation" in meta) == (name != f"case-{case}")


def test_case_xvii_a_card_of_the_other_pack_in_the_discard_gives_no_fresh_deal_and_thirteen_cards_reckon_nothing() -> None:
    took, found, claimed, lapsed, barred = rulings("case-XVII")
    assert [str(c) for c in barred.citations] == ["Law 58", "Law 31", "Case XXII"] and "still bar" in barred.decision
    assert _cites(took) == ["Law 31", "Law 58"] and took.offender_label == "A" and took.penalty == NOTHING and options(took) == WAIVE
    assert _cites(found) == ["Law 58", "Law 75", "Case XVII"] and found.offender_label == "A" and found.injured_label == "B"
    assert found.decision == (
        "9H of the other pack is put back with the undealt pack; nothing proves the pack was redundant when dealt, since the card may "
        "have come among A's cards after the deal, so the deal is not void and goes on; in real cards A took in more than he discarded "
        "and plays with 13: he reckons nothing this deal, his cards still barring his adversary"
    )
    assert _cites(claimed) == ["Law 75", "Case XVII"] and claimed.offender is None  # no one is named where nothing was done against a law (docs/decisions.rst, 'Who is named in error')
    assert claimed.decision == (
        "Of no effect: nothing proves the pack was redundant when it was dealt, since the card may have come among A's cards after the "
        "deal; the deal stands, and A still reckons nothing this deal"
    )
    assert lapsed.decision == "The option lapses: enforce (A reckons nothing this deal)"
    assert not adjudicated("case-XVII").deals[0].state.is_void
    assert items("case-XVII") == [("B", "set", 3), ("B", "play", 5)] and _scores("case-XVII") == {"A": 0, "B": 8}


def test_case_xvii_he_took_in_four_holds_twelve_cards_of_the_deal_and_scores() -> None:
    found, claimed = rulings("case-XVII-he-took-in-four")
    assert _cites(found) == ["Law 75", "Case XVII"] and found.offender is None and found.penalty is None
    assert found.decision.endswith("so the deal is not void and goes on; A plays with his 12 cards")
    assert _cites(claimed) == ["Law 75", "Case XVII"] and claimed.decision.endswith("after the deal; the deal stands")
    assert items("case-XVII-he-took-in-four") == [("B", "set", 3), ("A", "play", 10), ("B", "play", 7), ("A", "cards", 10)]
    assert _scores("case-XVII-he-took-in-four") == {"A": 20, "B": 10}


def test_case_xvii_law_75_no_card_of_another_pack_found_the_pack_is_correct_and_the_claim_fails() -> None:
    took, claimed, _ = rulings("case-XVII-no-card-of-another-pack")
    assert _cites(took) == ["Law 31", "Law 58"] and took.offender_label == "A"
    assert _cites(claimed) == ["Law 75"] and claimed.decision == "Of no effect: the pack as dealt holds its 32 cards once each; the claim fails and the deal stands"
    assert cited("case-XVII-no-card-of-another-pack") == {"Law 31", "Law 44", "Law 58", "Law 75"}
    assert _scores("case-XVII-no-card-of-another-pack") == {"A": 0, "B": 18}


def test_case_xviii_a_card_of_the_other_pack_kept_in_hand_and_not_played_goes_back_without_penalty() -> None:
    found, claimed = rulings("case-XVIII")
    assert _cites(found) == ["Law 75", "Case XVIII"] and found.offender is None and found.penalty is None and options(found) == []
    assert found.decision == "9H of the other pack is put back with the undealt pack; the deal is not void, and A incurs no penalty"
    assert _cites(claimed) == ["Law 75", "Case XVII", "Case XVIII"] and claimed.offender is None
    assert items("case-XVIII") == [
        ("A", "point", 5), ("A", "sequence", 15), ("B", "set", 3), ("A", "play", 10), ("B", "play", 6), ("A", "cards", 10),
    ]
    assert _scores("case-XVIII") == {"A": 40, "B": 9}


def test_case_xviii_the_card_played_before_it_was_found_has_the_hands_played_over() -> None:
    (found,) = rulings("case-XVIII-played-before-it-was-found")
    assert _cites(found) == ["Law 59", "Law 75", "Case XVIII"] and found.offender_label == "A" and found.penalty is None
    assert found.decision == (
        "9H of the other pack is put back with the undealt pack; the deal is not void, but the 8 play(s) made are of no effect: they are taken up and the hands are "
        "played over again from the first lead, without the surplus card"
    )
    deal = adjudicated("case-XVIII-played-before-it-was-found").deals[0]
    assert len(deal.state.tricks) == 12, "the hand is played over in full"
    assert _scores("case-XVIII-played-before-it-was-found") == {"A": 25, "B": 22}


def test_case_xviii_law_54_a_call_resting_on_the_stray_card_and_a_lead_reckon_nothing() -> None:
    found, lapsed = rulings("case-XVIII-a-call-rested-on-it")
    assert _cites(found) == ["Law 54", "Law 75", "Case XVIII"] and found.offender_label == "A" and found.injured_label == "B"
    assert found.penalty == NOTHING and options(found) == WAIVE
    assert found.decision == (
        "QS of the other pack is put back with the undealt pack; the deal is not void; A's point of 5 in spades making 51, quint "
        "major in spades, allowed good, rested on it and he has led since: he reckons nothing this deal, his cards still barring; "
        "B reckons whatever he has good that no correct call of A's bars"
    )
    assert _cites(lapsed) == ["Law 44", "Law 54"]
    assert items("case-XVIII-a-call-rested-on-it") == [
        ("B", "point", 4), ("B", "sequence", 4), ("B", "sequence", 4), ("B", "set", 3), ("B", "play", 8),
    ]
    assert _scores("case-XVIII-a-call-rested-on-it") == {"A": 0, "B": 23}


def test_case_xix_the_twelfth_trick_is_the_last_when_one_holds_thirteen() -> None:
    took, claimed, _, barred = rulings("case-XIX")
    assert [str(c) for c in barred.citations] == ["Law 58", "Law 31", "Case XXII"] and "still bar" in barred.decision
    assert _cites(took) == ["Law 31", "Law 58"] and took.decision == "A plays with 13 cards and reckons nothing this deal; his cards still bar his adversary"
    assert _cites(claimed) == ["Law 58", "Law 65", "Case XIX"] and claimed.offender is None and options(claimed) == []  # no one is named where nothing was done against a law (docs/decisions.rst, 'Who is named in error')
    assert claimed.decision == (
        "Of no effect: the twelfth trick is the last: 'last' supposes twelve cards each, so B, who won it, scores two for it; a card beyond the "
        "twelfth bars the adversary's pique and repique, and nothing more"
    )
    assert adjudicated("case-XIX").deals[0].state.tricks[11].winner == 1
    assert items("case-XIX") == [("B", "play", 9)] and _scores("case-XIX") == {"A": 0, "B": 9}


def test_case_xix_both_holding_twelve_the_score_is_counted_as_the_laws_count_it() -> None:
    (claimed,) = rulings("case-XIX-both-hold-twelve")
    assert _cites(claimed) == ["Law 70"] and claimed.offender is None
    assert claimed.decision.startswith("Of no effect: the deal is scored as the laws count it")
    assert items("case-XIX-both-hold-twelve") == [
        ("A", "point", 5), ("A", "sequence", 15), ("B", "set", 3), ("A", "play", 8), ("B", "play", 6), ("A", "cards", 10),
    ]
    assert _scores("case-XIX-both-hold-twelve") == {"A": 38, "B": 9}


def test_case_xix_law_58_the_player_with_thirteen_who_takes_the_twelfth_trick_reckons_nothing_for_it() -> None:
    (claimed,) = citing("case-XIX-a-wins-the-twelfth-trick", "Case XIX")
    assert _cites(claimed) == ["Law 58", "Law 65", "Case XIX"]
    assert "so A, who won it, would score two for it, but reckons nothing this deal" in claimed.decision
    assert items("case-XIX-a-wins-the-twelfth-trick") == [("B", "set", 3), ("B", "play", 8), ("B", "cards", 10)]
    assert _scores("case-XIX-a-wins-the-twelfth-trick") == {"A": 0, "B": 21}


def test_case_xx_a_carte_blanche_may_be_shown_after_taking_in_while_no_stock_card_is_mixed() -> None:
    (shown,) = rulings("case-XX")
    assert _cites(shown) == ["Law 19", "Law 24", "Case XX"] and shown.offender is None and options(shown) == []
    assert shown.decision == "He may: he has mixed no card of the stock with his hand; he shows his hand and his discard apart, and scores ten"
    assert items("case-XX")[0] == ("A", "carte blanche", 10) and ("A", "repique", 60) in items("case-XX")
    assert _scores("case-XX") == {"A": 114, "B": 6}


def test_case_xx_stock_mixed_with_his_hand_the_carte_blanche_cannot_be_shown() -> None:
    (refused,) = rulings("case-XX-stock-mixed-with-his-hand")
    assert _cites(refused) == ["Law 19", "Case XX"] and refused.offender_label == "A"
    assert refused.decision == (
        "Of no effect, being too late: having mixed cards of the stock with his hand he can no longer show the hand he was dealt; the carte blanche is not "
        "shown and scores nothing"
    )
    assert ("A", "carte blanche", 10) not in items("case-XX-stock-mixed-with-his-hand")
    assert _scores("case-XX-stock-mixed-with-his-hand") == {"A": 73, "B": 6}


def test_case_xx_shown_before_taking_in_needs_no_ruling() -> None:
    assert rulings("case-XX-shown-before-taking-in") == ()
    assert items("case-XX-shown-before-taking-in")[0] == ("A", "carte blanche", 10)
    assert _scores("case-XX-shown-before-taking-in") == {"A": 118, "B": 2}


def test_case_xxi_the_discard_retaken_after_taking_in_reckons_nothing_but_the_carte_blanche() -> None:
    retaken, shown, claimed, _, barred = rulings("case-XXI")
    assert [str(c) for c in barred.citations] == ["Law 58", "Law 25", "Case XXII"] and "still bar" in barred.decision
    assert _cites(retaken) == ["Law 24", "Law 25", "Law 58", "Case XXI"] and retaken.offender_label == "A" and retaken.penalty == NOTHING
    assert options(retaken) == [("enforce: A reckons nothing this deal", "B"), ("waive: the penalty of reckoning nothing is not enforced", "B")]
    assert retaken.decision == (
        "A plays with 17 cards and reckons nothing this deal; his cards still bar his adversary; his carte blanche, shown or still "
        "to be shown, counts"
    )
    assert _cites(shown) == ["Law 19", "Law 25", "Case XX", "Case XXI"] and shown.offender is None
    # Case XXI: the claim is right only in part, the carte blanche scoring before any card is taken in.
    assert _cites(claimed) == ["Law 44", "Law 25", "Case XXI"] and claimed.decision == (
        "A reckons nothing this deal under Law 25, save his carte blanche, which scores before any card is taken in; B may decline to enforce it"
    )
    assert [i for i in items("case-XXI") if i[0] == "A"] == [("A", "carte blanche", 10)]
    assert _scores("case-XXI") == {"A": 10, "B": 21}


def test_case_xxi_law_24_the_discard_retaken_before_any_stock_card_costs_nothing() -> None:
    (claimed,) = rulings("case-XXI-he-took-up-no-stock-card")
    assert _cites(claimed) == ["Law 44"] and claimed.decision == "Of no effect: A has incurred no penalty this deal" and claimed.offender is None
    assert items("case-XXI-he-took-up-no-stock-card")[0] == ("A", "carte blanche", 10)
    assert _scores("case-XXI-he-took-up-no-stock-card") == {"A": 38, "B": 8}


def test_case_xxi_law_25_without_a_carte_blanche_the_discard_retaken_costs_everything() -> None:
    retaken, claimed, _, barred = rulings("case-XXI-no-carte-blanche")
    assert [str(c) for c in barred.citations] == ["Law 58", "Law 25", "Case XXII"] and "still bar" in barred.decision
    assert _cites(retaken) == ["Law 24", "Law 25", "Law 58"] and retaken.offender_label == "A" and retaken.penalty == NOTHING
    assert retaken.decision == "A plays with 17 cards and reckons nothing this deal; his cards still bar his adversary"
    assert _cites(claimed) == ["Law 44", "Law 25"]
    assert "Case XXI" not in cited("case-XXI-no-carte-blanche")
    assert items("case-XXI-no-carte-blanche") == [("B", "sequence", 3), ("B", "play", 5)]
    assert _scores("case-XXI-no-carte-blanche") == {"A": 0, "B": 8}
