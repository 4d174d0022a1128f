"""The records of Cases I to VIII (examples/cases/): the referee decides each as the book does, and each variation as the laws do."""

from __future__ import annotations

from typing import Any

from piquet import Card
from tests.case_records import adjudicated, cited, citing, items, options, record, rulings

WAIVE = [
    ("enforce: A reckons nothing this deal", "B"),
    ("waive: the penalty of reckoning nothing is not enforced", "B"),
]
OFFER = [
    ("accept: the players agree to a fresh deal by the same dealer", "B"),
    ("refuse: the offer is refused and the deal goes on", "B"),
]


def _cites(ruling: Any) -> list[str]:
    return [str(c) for c in ruling.citations]


def _scores(name: str) -> dict[str, int]:
    return dict(adjudicated(name).deals[0].scores)


def _hand_items(name: str) -> list[tuple[str, str, int]]:
    return [i for i in items(name) if i[1] in ("carte blanche", "point", "sequence", "set", "pique", "repique")]


def test_case_records_i_viii_each_names_its_case_and_each_variation_says_what_it_changes() -> None:
    for name in [
        "case-I", "case-I-the-point-allowed-good-and-corrected", "case-I-corrected-after-the-next-call",
        "case-II", "case-II-the-kings-not-allowed", "case-II-three-kings-held",
        "case-III", "case-III-accepted-before-the-discard", "case-III-the-offer-refused-in-words",
        "case-IV", "case-IV-the-point-called-by-its-cards-only", "case-IV-the-aces-called-after-the-lead",
        "case-V", "case-V-the-card-left-declared-before-the-show", "case-V-the-younger-has-taken-in",
        "case-VI", "case-VI-told-before-the-elder-took-in", "case-VI-the-elder-takes-back-his-discard",
        "case-VII", "case-VII-the-question-not-asked", "case-VII-asked-after-allowing-the-queens",
        "case-VIII", "case-VIII-the-right-king-named", "case-VIII-the-king-named-is-the-adversarys",
    ]:  # fmt: skip
        meta = record(name)["x-case"]
        assert name.split("-")[1] == meta["case"]
        assert ("variation" in meta) == (name.count("-") > 1), name
        assert meta["facts"] and meta["hands"]


# -- Case I ---------------------------------------------------------------------------------------------------


def test_case_i_the_value_completes_the_call_so_a_not_good_after_it_is_in_time_and_the_barred_point_saves_the_repique() -> None:
    asked, answered = rulings("case-I")
    assert asked.event == 3 and asked.act == "B answers 'equal' to a point of 4 cards, holding 5"
    assert asked.decision == (
        "B may not count a point of more than 4 cards this deal; his point, though not good to score, is good to bar a pique or a repique"
    )
    assert _cites(asked) == ["Law 46", "Case I"] and asked.offender is None and asked.penalty is None and options(asked) == []
    assert answered.event == 5
    assert answered.act == "B answers 'not good' to point of 4 in clubs making 41, after asking what it makes"
    assert answered.decision == (
        "A does not score the point: saying what it makes completed the call B asked about, and was not another or a "
        "further call, so B's answer is in time; B's point of more cards, barred by his asking, scores nothing but "
        "still saves a pique or a repique"
    )
    assert _cites(answered) == ["Law 51", "Law 46", "Case I"] and answered.offender is None and answered.penalty is None
    # Neither scores the point; A's thirty-one in hand (tierce, two quatorzes) makes no repique, B's point having saved it.
    assert _hand_items("case-I") == [("A", "sequence", 3), ("A", "set", 14), ("A", "set", 14)]
    assert _scores("case-I") == {"A": 52, "B": 3}


def test_case_i_variation_a_point_allowed_good_and_corrected_before_the_next_call_is_not_barred_and_scores() -> None:
    name = "case-I-the-point-allowed-good-and-corrected"
    (corrected,) = rulings(name)
    assert corrected.event == 4 and corrected.act == "B corrects his reply to 'not good'"
    assert corrected.decision == "Corrected in time: the elder's call is not good"
    assert _cites(corrected) == ["Law 51"] and corrected.offender is None and corrected.penalty is None
    assert cited(name) == {"Law 51"}
    assert _hand_items(name) == [("B", "point", 5), ("A", "sequence", 3), ("A", "set", 14), ("A", "set", 14)]
    assert _scores(name) == {"A": 84, "B": 5}


def test_case_i_variation_law_51_a_reply_corrected_after_the_next_call_is_too_late_and_a_repiques() -> None:
    name = "case-I-corrected-after-the-next-call"
    asked, late = rulings(name)
    assert _cites(asked) == ["Law 46", "Case I"]
    assert late.event == 7 and late.act == "B corrects his reply to 'not good'"
    assert late.decision == "Too late: a reply is corrected only before the elder calls again or leads"
    assert _cites(late) == ["Law 51"] and late.offender_label == "B" and late.penalty is None and options(late) == []
    assert _hand_items(name) == [
        ("A", "point", 4), ("A", "sequence", 3), ("A", "set", 14), ("A", "set", 14), ("A", "repique", 60),
    ]  # fmt: skip
    assert _scores(name) == {"A": 118, "B": 2}


# -- Case II --------------------------------------------------------------------------------------------------


def test_case_ii_a_trio_allowed_good_but_not_held_costs_the_caller_everything_and_the_tens_count() -> None:
    (penalty,) = citing("case-II", "Case II")
    # The miscall is fixed when B plays to the first trick and ruled on its discovery, B's claim (Law 54).
    assert penalty.event == 10
    assert penalty.act == "B claims that A called what he did not hold"
    assert penalty.decision == "A reckons nothing this deal; B reckons whatever he has good that no correct call of A's bars"
    assert _cites(penalty) == ["Law 54", "Case II"] and penalty.offender_label == "A" and penalty.injured_label == "B"
    assert penalty.penalty == "reckons nothing this deal (the adversary may decline to enforce it, Law 44)"
    assert options(penalty) == WAIVE
    assert [(f.text, f.events) for f in penalty.findings] == [("three kings was called but not held", (6,))]
    claim, lapsed, barred = rulings("case-II")
    assert [str(c) for c in barred.citations] == ["Law 54", "Case XXII"] and "left B's point unscored" in barred.decision
    assert claim is penalty, "the claim is the discovery, and the one ruling on it is the Law 54 penalty"
    assert lapsed.decision == "The option lapses: enforce (A reckons nothing this deal)" and _cites(lapsed) == ["Law 44", "Law 54"]
    # B's four tens count; A's point and quart, though correct, score nothing (they only bar B's point and quart).
    assert items("case-II") == [("B", "set", 14), ("B", "play", 7)]
    assert adjudicated("case-II").deals[0].items[0].cases == ("II",)
    assert _scores("case-II") == {"A": 0, "B": 21}


def test_case_ii_variation_law_54_a_miscall_refused_at_once_costs_nothing() -> None:
    name = "case-II-the-kings-not-allowed"
    assert rulings(name) == ()
    assert _hand_items(name) == [("A", "point", 5), ("A", "sequence", 4), ("B", "set", 14)]
    assert _scores(name) == {"A": 30, "B": 19}


def test_case_ii_variation_law_51_three_kings_held_and_allowed_bar_the_tens() -> None:
    name = "case-II-three-kings-held"
    (barred,) = rulings(name)
    assert barred.event == 9 and barred.act == "B reckons four tens"
    # A holds his kings, so B's "good" binds (Case II) and its time to be corrected has passed (Law 51).
    assert barred.decision == "Too late: B answered the elder's set good, and cannot now reckon one"
    assert _cites(barred) == ["Law 51", "Case II"] and barred.offender_label == "B" and barred.penalty is None
    assert _hand_items(name) == [("A", "point", 5), ("A", "sequence", 4), ("A", "set", 3)]
    assert _scores(name) == {"A": 33, "B": 4}


# -- Case III -------------------------------------------------------------------------------------------------

OFFERED = (
    "The laws give no right to a fresh deal by offer; it is a matter of agreement. B may accept it until either player "
    "carries the game a step further, which refuses it"
)
TOO_LATE = "Too late: no offer is open to him; an offer not accepted before the game was carried a step further was refused"


def test_case_iii_an_offer_left_unanswered_while_the_proposer_discards_is_refused() -> None:
    offered, lapsed, accepted = rulings("case-III")
    assert offered.event == 0 and offered.decision == OFFERED and _cites(offered) == ["Case III"]
    assert options(offered) == OFFER and offered.offender is None
    assert lapsed.event == 1 and lapsed.act == "B did not elect before the game is carried a step further"
    assert lapsed.decision == "The option lapses: refuse (the offer is refused and the deal goes on)"
    assert _cites(lapsed) == ["Case III"], "an offer rests on agreement: no law, not even Law 44, is in it"
    assert accepted.event == 2 and accepted.decision == TOO_LATE and _cites(accepted) == ["Case III"]
    assert cited("case-III") == {"Case III"}
    assert adjudicated("case-III").deals[0].complete and _scores("case-III") == {"A": 8, "B": 36}


def test_case_iii_variation_an_offer_accepted_before_the_game_goes_on_voids_the_deal() -> None:
    name = "case-III-accepted-before-the-discard"
    offered, agreed = rulings(name)
    assert offered.decision == OFFERED and options(offered) == OFFER
    assert agreed.act == "B elects: accept" and agreed.decision == "The players agree to a fresh deal by the same dealer"
    assert _cites(agreed) == ["Case III"]
    assert items(name) == [] and _scores(name) == {"A": 0, "B": 0}
    assert adjudicated(name).partie.deals_played == 0, "a deal void by agreement does not count"


def test_case_iii_variation_an_offer_refused_in_words_cannot_be_taken_up_later() -> None:
    name = "case-III-the-offer-refused-in-words"
    offered, refused, accepted = rulings(name)
    assert options(offered) == OFFER
    assert refused.act == "B elects: refuse" and refused.decision == "The offer is refused and the deal goes on"
    assert accepted.event == 3 and accepted.decision == TOO_LATE
    assert _scores(name) == {"A": 27, "B": 12}


# -- Case IV --------------------------------------------------------------------------------------------------


def test_case_iv_a_point_of_forty_one_and_two_tierce_majors_declare_three_aces_which_bar_three_knaves() -> None:
    (barred,) = rulings("case-IV")
    assert barred.event == 8 and barred.act == "B reckons three knaves"
    assert barred.decision == (
        "Of no effect: A has declared three aces by implication in what he called, which is better: B cannot reckon three knaves"
    )
    assert _cites(barred) == ["Law 56", "Case IV"] and barred.penalty is None and options(barred) == []
    # B played to the lead without a word more: A, who never called his aces, loses them too.
    assert _hand_items("case-IV") == [("A", "point", 4), ("A", "sequence", 3), ("A", "sequence", 3)]
    assert _scores("case-IV") == {"A": 31, "B": 4}


def test_case_iv_variation_law_64_a_point_called_by_its_number_of_cards_shows_no_ace_and_the_knaves_count() -> None:
    name = "case-IV-the-point-called-by-its-cards-only"
    assert rulings(name) == ()
    assert _hand_items(name) == [("A", "point", 4), ("A", "sequence", 3), ("A", "sequence", 3), ("B", "set", 3)]
    assert _scores(name) == {"A": 32, "B": 9}


def test_case_iv_variation_law_56_aces_called_after_the_lead_before_the_younger_plays_count() -> None:
    name = "case-IV-the-aces-called-after-the-lead"
    assert rulings(name) == ()
    assert _hand_items(name) == [("A", "point", 4), ("A", "sequence", 3), ("A", "sequence", 3), ("A", "set", 3)]
    assert _scores(name) == {"A": 35, "B": 5}


# -- Case V ---------------------------------------------------------------------------------------------------


def test_case_v_a_card_left_declared_only_after_the_carte_blanche_is_shown_lets_the_younger_alter_his_discard() -> None:
    (altered,) = rulings("case-V")
    assert altered.event == 5 and altered.act == "B takes KS QS JS back from his discard after A has shown his carte blanche"
    assert altered.decision == (
        "B may alter his discard, though he has seen A's cards: A ought to have said he leaves 1 card before showing his "
        "carte blanche, and B has taken up no card of the stock"
    )
    # The younger's alteration is allowed: no one is named in error by it (docs/decisions.rst, "Who is named in error").
    assert _cites(altered) == ["Law 24", "Law 32", "Case V"] and altered.offender is None
    assert altered.penalty is None and options(altered) == []
    events = record("case-V")["deals"][0]["events"]
    assert events[6:8] == [{"player": "B", "discard": "KD QD JD KC"}, {"player": "B", "take": 4}]
    assert _hand_items("case-V") == [("A", "carte blanche", 10), ("A", "set", 14)]
    assert _scores("case-V") == {"A": 46, "B": 3}


def test_case_v_variation_law_20_law_32_a_card_left_declared_in_time_leaves_the_discard_as_made() -> None:
    name = "case-V-the-card-left-declared-before-the-show"
    (kept,) = rulings(name)
    assert kept.event == 5
    assert kept.decision == (
        "Of no effect: B discarded before the carte blanche was shown, as the law provides, and A declared in time what "
        "he leaves, if anything; having seen A's cards, B may not alter his discard"
    )
    assert _cites(kept) == ["Law 20", "Law 32", "Case V"] and kept.offender_label == "B" and kept.penalty is None  # Case V decides when the discard may be altered
    assert _hand_items(name) == [
        ("A", "carte blanche", 10), ("B", "point", 3), ("B", "sequence", 16), ("B", "sequence", 3), ("A", "set", 3),
    ]  # fmt: skip
    assert _scores(name) == {"A": 36, "B": 26}


def test_case_v_variation_law_25_a_discard_retaken_after_taking_in_costs_the_younger_everything() -> None:
    name = "case-V-the-younger-has-taken-in"
    retaken, lapsed = rulings(name)
    assert retaken.event == 6 and retaken.act == "B takes KS back from his discard after taking in"
    assert retaken.decision == "B plays with 13 cards and reckons nothing this deal; his cards still bar his adversary"
    assert _cites(retaken) == ["Law 24", "Law 25", "Law 58"] and retaken.offender_label == "B" and retaken.injured_label == "A"
    assert retaken.penalty == "reckons nothing this deal (the adversary may decline to enforce it, Law 44)"
    assert options(retaken) == [
        ("enforce: B reckons nothing this deal", "A"),
        ("waive: the penalty of reckoning nothing is not enforced", "A"),
    ]
    assert lapsed.decision == "The option lapses: enforce (B reckons nothing this deal)"
    assert items(name) == [("A", "carte blanche", 10), ("A", "set", 14), ("A", "play", 5)]
    assert _scores(name) == {"A": 29, "B": 0}


# -- Case VI --------------------------------------------------------------------------------------------------

TOLD_LATE = (
    "A cannot alter his discard, and B may show and reckon his carte blanche. The ruling rests on etiquette, not on "
    "law: B must tell as soon as he knows, and is taken to have done so in good faith, without needless delay; if "
    "he found it only now, nothing can be done"
)


def test_case_vi_a_carte_blanche_found_after_the_elder_took_in_counts_and_rests_on_etiquette_not_law() -> None:
    (late,) = rulings("case-VI")
    assert late.event == 1 and late.act == "B tells of a carte blanche after A has taken up a card of the stock"
    assert late.decision == TOLD_LATE
    assert _cites(late) == ["Law 24", "Law 20", "Case VI"] and late.offender is None and late.penalty is None
    assert options(late) == []
    assert items("case-VI")[0] == ("B", "carte blanche", 10)
    assert _scores("case-VI") == {"A": 43, "B": 18}


def test_case_vi_a_penalty_claimed_for_the_carte_blanche_told_late_is_of_no_effect() -> None:
    """Case VI's second question as a claim: the elder claims the younger may not reckon a carte blanche told only after the
    elder took in.  He may: the law sets no penalty on telling it late (Law 20), and the claim is ruled so, citing the Case."""
    from piquet import adjudicate

    data = record("case-VI")
    events = data["deals"][0]["events"]
    data["deals"][0]["events"] = [*events[:3], {"player": "A", "claim": "penalty"}, *events[3:]]
    deal = adjudicate(data).deals[0]
    (claim,) = [r for r in deal.rulings if r.event == 3]
    assert claim.rule.endswith("penalty_claimed_for_a_carte_blanche_told_late")
    assert claim.decision.startswith("Of no effect") and claim.offender is None and claim.penalty is None
    assert _cites(claim) == ["Law 20", "Law 44", "Case VI"]
    assert deal.scores == _scores("case-VI")
    # Told before the elder took in, a claim has nothing of Case VI to answer: the plain claim of a penalty rules on it.
    told = record("case-VI-told-before-the-elder-took-in")
    first = told["deals"][0]["events"]
    told["deals"][0]["events"] = [*first[:2], {"player": "A", "claim": "penalty"}, *first[2:]]
    (plain,) = [r for r in adjudicate(told).deals[0].rulings if r.event == 2]
    assert plain.rule.endswith(".claim_penalty") and _cites(plain) == ["Law 44"]


def test_case_vi_before_law_60_a_claim_against_the_younger_who_told_late_and_examined_the_tricks_answers_the_carte_blanche() -> None:
    """Two grounds for one claim: the carte blanche told late (Case VI) and the tricks examined (Law 60, his right).  The
    claim is about the carte blanche: that exception is ordered before the one for examining the tricks."""
    from piquet import adjudicate

    data = record("case-VI")
    events = data["deals"][0]["events"]
    data["deals"][0]["events"] = [*events, {"player": "B", "look": "tricks"}, {"player": "A", "claim": "penalty"}]
    deal = adjudicate(data).deals[0]
    (claim,) = [r for r in deal.rulings if r.event == len(events) + 1]
    assert claim.rule.endswith("penalty_claimed_for_a_carte_blanche_told_late") and "Case VI" in _cites(claim)


def test_case_vi_variation_law_24_told_before_the_elder_took_in_he_alters_his_discard_freely() -> None:
    name = "case-VI-told-before-the-elder-took-in"
    assert rulings(name) == ()
    assert _hand_items(name) == [("B", "carte blanche", 10), ("B", "point", 3), ("B", "set", 3), ("B", "set", 3)]
    assert _scores(name) == {"A": 20, "B": 24}


def test_case_vi_variation_law_25_the_elder_who_takes_back_his_discard_reckons_nothing() -> None:
    name = "case-VI-the-elder-takes-back-his-discard"
    late, retaken = rulings(name)
    assert late.decision == TOLD_LATE and _cites(late) == ["Law 24", "Law 20", "Case VI"]
    assert retaken.event == 2 and retaken.act == "A takes KS back from his discard after taking in"
    assert retaken.decision == "A plays with 13 cards and reckons nothing this deal; his cards still bar his adversary"
    assert _cites(retaken) == ["Law 24", "Law 25", "Law 58", "Case VI"] and retaken.offender_label == "A" and retaken.injured_label == "B"
    assert retaken.penalty == "reckons nothing this deal (the adversary may decline to enforce it, Law 44)"
    assert options(retaken) == WAIVE
    assert items(name) == [("B", "carte blanche", 10)] and _scores(name) == {"A": 0, "B": 10}


# -- Case VII -------------------------------------------------------------------------------------------------


def test_case_vii_asking_which_queen_is_out_admits_the_call_good() -> None:
    asked, refused, reckoned = rulings("case-VII")
    assert asked.event == 7 and asked.act == "B asks which card of the three queens called is not reckoned"
    assert asked.decision == (
        "To ask which card is out is to admit the three queens good: A scores it, and B cannot afterwards call it not good"
    )
    assert _cites(asked) == ["Law 55", "Case VII"] and asked.offender is None and asked.penalty is None
    assert refused.event == 9 and refused.act == "B replies 'not good'"
    assert refused.decision == (
        "Of no effect: B asked which card of the trio called is out, or to see it, and so allowed it good: he cannot now call it not good"
    )
    assert _cites(refused) == ["Law 55", "Case VII"] and refused.offender_label == "B"
    assert reckoned.event == 11 and reckoned.act == "B reckons three kings"
    assert reckoned.decision == (
        "Of no effect: B asked which card of the elder's trio is out, or to see it, and so allowed it good: he cannot now reckon a set"
    )
    assert _cites(reckoned) == ["Law 55", "Case VII"]
    assert _hand_items("case-VII") == [("A", "point", 5), ("A", "sequence", 4), ("A", "set", 3)]
    assert _scores("case-VII") == {"A": 18, "B": 19}


def test_case_vii_variation_law_64_the_queens_refused_without_the_question_and_the_kings_score() -> None:
    name = "case-VII-the-question-not-asked"
    assert rulings(name) == ()
    assert _hand_items(name) == [("A", "point", 5), ("A", "sequence", 4), ("B", "set", 3)]
    assert _scores(name) == {"A": 15, "B": 23}


def test_case_vii_variation_law_51_queens_allowed_good_before_the_question_bar_the_kings() -> None:
    name = "case-VII-asked-after-allowing-the-queens"
    (barred,) = rulings(name)
    assert barred.event == 11 and barred.decision == "Too late: B answered the elder's set good, and cannot now reckon one"
    assert _cites(barred) == ["Law 51", "Case II"] and "Case VII" not in cited(name)
    assert _hand_items(name) == [("A", "point", 5), ("A", "sequence", 4), ("A", "set", 3)]
    assert _scores(name) == {"A": 20, "B": 19}


# -- Case VIII ------------------------------------------------------------------------------------------------


def test_case_viii_naming_a_king_held_as_out_defines_a_trio_not_held_and_a_scores_nothing() -> None:
    # The answer defines the trio as three kings A does not hold, but nobody at the table knows it until the cards are
    # played (Case VIII): the penalty is fixed at the first trick and ruled on discovery, here when the deal is scored (Law 54).
    found, lapsed, barred = rulings("case-VIII")
    assert [str(c) for c in barred.citations] == ["Law 54", "Case XXII"] and "left B's point unscored" in barred.decision
    assert found.event is None and found.act == "A's miscall, uncorrected at the first trick, is found when the deal is scored"
    assert _cites(found) == ["Law 54", "Case II", "Case VIII"] and found.offender_label == "A" and found.injured_label == "B"
    assert "naming the card out stood in place of showing the trio" in found.decision
    assert found.penalty == "reckons nothing this deal (the adversary may decline to enforce it, Law 44)"
    assert options(found) == WAIVE
    assert [(f.text, f.events) for f in found.findings] == [("three kings was called but not held", (4,))]
    assert lapsed.decision == "The option lapses: enforce (A reckons nothing this deal)"
    assert items("case-VIII") == [("B", "sequence", 3), ("B", "sequence", 3), ("B", "set", 3), ("B", "play", 6)]
    assert _scores("case-VIII") == {"A": 0, "B": 15}


def test_case_viii_variation_the_king_out_named_truly_and_the_kings_score() -> None:
    name = "case-VIII-the-right-king-named"
    assert rulings(name) == ()
    assert _hand_items(name) == [("A", "point", 4), ("A", "set", 3)]
    assert _scores(name) == {"A": 30, "B": 4}


def test_case_viii_variation_law_54_three_named_that_could_not_have_been_held_carry_no_penalty() -> None:
    name = "case-VIII-the-king-named-is-the-adversarys"
    (ruling,) = rulings(name)
    assert ruling.event == 7
    assert ruling.decision == (
        "No penalty: A holds three kings, and the three other than KD are a holding he could not possibly have had in "
        "his hand and discard together; the call stands for the three he holds"
    )
    assert _cites(ruling) == ["Law 54", "Law 53"] and ruling.offender is None and ruling.penalty is None
    assert options(ruling) == [] and "Case VIII" not in cited(name)
    assert _hand_items(name) == [("A", "point", 4), ("A", "set", 3)]
    assert _scores(name) == {"A": 26, "B": 6}


# -- The referee's rules behind these records, on acts of their own ---------------------------------------------


def _steps(name: str, *more: dict[str, Any]) -> tuple[Any, list[Any]]:
    from piquet import event_from_json
    from piquet.referee.apply import step
    from tests.irregular_scenarios import SCENARIOS, start

    state, steps = start(name), []
    for act in [*SCENARIOS[name], *more]:
        done = step(state, event_from_json(act))
        steps.append(done)
        state = done.state
    return state, steps


def test_case_i_a_correction_once_the_value_is_given_is_the_answer_to_the_completed_call() -> None:
    from piquet.table.categories import Category

    state, steps = _steps("case i a reply corrected once the value is given")
    (ruling,) = steps[5].rulings
    assert _cites(ruling) == ["Law 51", "Law 46", "Case I"] and ruling.offender is None
    assert (1, Category.POINT) in state.bars and state.hand_scores == ()


def test_case_i_law_51_good_then_corrected_before_the_next_call_still_leaves_the_asker_barred() -> None:
    from piquet import event_from_json
    from piquet.referee.apply import step
    from piquet.table.categories import Category
    from tests.irregular_scenarios import SCENARIOS, start

    name = "case i a reply corrected once the value is given"
    state = start(name)
    # B first allows the value good, then corrects himself before A calls again.
    for act in [*SCENARIOS[name][:5], {"player": "B", "reply": "good"}]:
        state = step(state, event_from_json(act)).state
    done = step(state, event_from_json({"player": "B", "correct": "not good"}))
    (ruling,) = done.rulings
    assert _cites(ruling) == ["Law 51", "Law 46", "Case I"]
    assert (1, Category.POINT) in done.state.bars and done.state.hand_scores == ()


def test_case_v_law_24_the_younger_alters_a_discard_for_a_carte_blanche_when_the_card_left_was_declared_late() -> None:
    state, steps = _steps("case v a discard altered after the carte blanche is shown")
    (ruling,) = steps[5].rulings
    assert _cites(ruling) == ["Law 24", "Law 32", "Case V"] and ruling.offender is None  # no one is named where nothing was done against a law (docs/decisions.rst, 'Who is named in error')
    assert state.discards[1] == 0 and state.hands[1].bit_count() == 12


def test_law_20_law_32_a_discard_for_a_carte_blanche_stands_once_it_is_shown_when_nothing_was_left_late() -> None:
    state, steps = _steps("law 20 law 32 a discard for a carte blanche kept once it is shown")
    (ruling,) = steps[4].rulings
    assert _cites(ruling) == ["Law 20", "Law 32", "Case V"] and ruling.offender_label == "B" and ruling.decision.startswith("Of no effect")
    assert state.discards[1].bit_count() == 3


def test_case_vi_a_carte_blanche_told_after_the_elder_took_in_is_ruled_on_as_etiquette_and_still_shown() -> None:
    state, steps = _steps("case vi carte blanche told after the elder took in")
    (ruling,) = steps[1].rulings
    assert _cites(ruling) == ["Law 24", "Law 20", "Case VI"] and ruling.offender is None and ruling.penalty is None
    assert "rests on etiquette, not on law" in ruling.decision
    assert steps[2].rulings == () and state.carte_blanche == (False, True)


def test_case_iv_law_46_a_point_allowed_by_its_number_of_cards_declares_none_of_its_cards() -> None:
    from piquet import Deal, event_from_json
    from piquet.rules.implied import implied_cards

    def declared(call: dict[str, Any]) -> int:
        deal = Deal.dealt("B", "A", {"A": "AS KS QS AH KH QH AD JC TC 9C 8H 7H", "B": "JS JH JD 8S TH 9H 9D KC QC 7S 8D 7D"},
                          "8C 7C TS QD KD AC 9S TD")
        for act in [{"player": "A", "exchange": "JC TC 9C 8H 7H"}, {"player": "B", "exchange": "7S 8D 7D"},
                    {"player": "A", "call": call}, {"player": "B", "reply": "good"}]:
            deal = deal.apply(event_from_json(act))
        return implied_cards(deal.state, 0)

    assert declared({"point": 4}) == 0, "four cards, allowed good, say neither the suit nor what they make"
    assert declared({"point": 4, "value": 41, "suit": "S"}) & Card.parse("AS").bit, "forty-one in four spades shows the ace"
