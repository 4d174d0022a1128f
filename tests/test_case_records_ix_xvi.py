"""The Case records IX to XVI of examples/cases/: each Case decided as the book decides it, and each variation by the law."""

from __future__ import annotations

from lawkit.ruling import Ruling
from piquet.table.cards import Card
from tests.case_records import adjudicated, cited, citing, items, options, rulings

ENFORCE_A = [("enforce: A reckons nothing this deal", "B"), ("waive: the penalty of reckoning nothing is not enforced", "B")]
ENFORCE_B = [("enforce: B reckons nothing this deal", "A"), ("waive: the penalty of reckoning nothing is not enforced", "A")]
RETAKE_FOR_B = [("retake: every card played after the answer is taken up and played again", "B"), ("stand: the play stands as played", "B")]
RETAKE_FOR_A = [("retake: every card played after the answer is taken up and played again", "A"), ("stand: the play stands as played", "A")]
RECKONS_NOTHING = "reckons nothing this deal (the adversary may decline to enforce it, Law 44)"
RETAKEN = "Every card played after the answer is taken up and played again"


def _laws(ruling: Ruling) -> list[str]:
    return [str(c) for c in ruling.citations]


def _scores(name: str) -> dict[str, int]:
    return dict(adjudicated(name).deals[0].scores)


def _only(name: str, citation: str) -> Ruling:
    (found,) = citing(name, citation)
    return found


# -- Case IX -----------------------------------------------------------------------------------------


def test_case_ix_a_miscall_corrected_in_time_leaves_no_remedy_for_what_it_revealed() -> None:
    name = "case-IX"
    corrected, claimed = rulings(name)
    assert corrected.decision.startswith("A miscall allowed good, corrected before the younger hand played to the first trick: no penalty")
    assert _laws(corrected) == ["Law 52"] and corrected.penalty is None
    assert claimed.decision == (
        "Of no effect: the call was corrected in time and costs nothing; what the correction let A learn of B's hand is an accident "
        "the laws do not reach: there is no remedy"
    )
    assert _laws(claimed) == ["Law 52", "Law 44", "Case IX"]
    assert (claimed.offender, claimed.penalty, options(claimed)) == (None, None, [])
    assert items(name)[:4] == [("A", "point", 5), ("A", "sequence", 15), ("B", "set", 3), ("B", "set", 3)]
    assert _scores(name) == {"A": 41, "B": 11}


def test_case_ix_variation_the_miscall_never_corrected_takes_everything_from_the_caller() -> None:
    name = "case-IX-the-miscall-never-corrected"
    assert "Case IX" not in cited(name)
    # B's claim is the discovery of the miscall: the Law 54 ruling is given on it (docs/decisions.rst).
    penalty = rulings(name)[0]
    assert penalty.act == "B claims that A called what he did not hold" and penalty.event == 10
    assert penalty.decision == "A reckons nothing this deal; B reckons whatever he has good that no correct call of A's bars"
    assert (penalty.offender_label, penalty.injured_label, penalty.penalty) == ("A", "B", RECKONS_NOTHING)
    assert options(penalty) == ENFORCE_A and _laws(penalty) == ["Law 54", "Case II"]
    assert items(name) == [("B", "set", 3), ("B", "set", 3), ("B", "play", 8)]
    assert _scores(name) == {"A": 0, "B": 14}


def test_case_ix_variation_a_correction_after_the_first_trick_is_too_late() -> None:
    name = "case-IX-the-correction-made-after-the-first-trick"
    assert "Case IX" not in cited(name)
    # The correction after the first trick is too late, and it is the miscall's discovery: the Law 54 ruling is given on it.
    penalty, lapsed, barred = rulings(name)
    assert _laws(barred) == ["Law 54", "Case XXII"] and "his point, allowed good, left B's point unscored" in barred.decision
    assert (penalty.offender_label, penalty.penalty, options(penalty)) == ("A", RECKONS_NOTHING, ENFORCE_A)
    assert penalty.act.endswith("after the younger hand played to the first trick: too late") and _laws(penalty) == ["Law 52", "Law 54", "Case II"]
    assert lapsed.decision == "The option lapses: enforce (A reckons nothing this deal)"
    assert items(name) == [("B", "set", 3), ("B", "set", 3), ("B", "play", 13), ("B", "capot", 40)]
    assert _scores(name) == {"A": 0, "B": 59}


# -- Case X ------------------------------------------------------------------------------------------

SURPLUS = "JC is played in error; B may take back the extra card when the error is found, and every card played after it is then taken up and played over again"


def test_case_x_the_hand_is_played_over_again_with_the_extra_card_taken_back() -> None:
    name = "case-X"
    played, retaken = citing(name, "Case X")
    assert (played.decision, played.offender_label, _laws(played)) == (SURPLUS, "B", ["Law 59", "Case X"])
    assert retaken.decision == "The extra card is taken back; 10 later play(s) are taken up, and the hand is played over again from there"
    # The one who played the extra card is the one in error, though taking it back costs him nothing.
    # Case X puts the error right without penalty and lays the consequences on the leader who did not count: no one named.
    assert (retaken.offender_label, retaken.penalty, options(retaken), _laws(retaken)) == (None, None, [], ["Law 59", "Case X"])
    assert adjudicated(name).deals[0].complete
    assert items(name)[-3:] == [("A", "play", 6), ("B", "play", 8), ("B", "cards", 10)]
    assert _scores(name) == {"A": 30, "B": 24}


def test_case_x_variation_the_extra_card_taken_back_at_the_next_lead() -> None:
    name = "case-X-the-sixth-card-taken-back-at-the-next-trick"
    _, retaken = citing(name, "Case X")
    assert retaken.decision == "The extra card is taken back; 1 later play(s) are taken up, and the hand is played over again from there"
    assert _scores(name) == {"A": 30, "B": 24}


def test_case_x_variation_never_claimed_the_last_card_counts_to_the_adversary() -> None:
    name = "case-X-the-extra-card-never-claimed"
    (played,) = rulings(name)
    assert (played.decision, played.offender_label, _laws(played)) == (SURPLUS, "B", ["Law 59", "Case X"])
    assert adjudicated(name).deals[0].state.surplus != ()
    assert items(name)[-2:] == [("A", "play", 8), ("B", "play", 6)]
    assert _scores(name) == {"A": 32, "B": 12}


# -- Case XI -----------------------------------------------------------------------------------------

IN_TIME = "The error is put right in time: B has not played to 7S, so A takes it back and may lead another card in its place"


def test_case_xi_the_quint_s_wrong_card_stands_after_the_sixth_card() -> None:
    name = "case-XI"
    (late,) = rulings(name)
    assert late.decision == "Too late: B has played to 7S, and a card once played to cannot be taken up; the play stands"
    assert (late.offender_label, late.penalty, options(late), _laws(late)) == ("A", None, [], ["Law 59", "Case XI"])
    assert items(name) == [("B", "point", 7), ("B", "sequence", 17), ("A", "play", 13), ("B", "play", 2), ("A", "cards", 10)]
    assert _scores(name) == {"A": 23, "B": 26}


def test_case_xi_variation_the_error_put_right_before_the_sixth_card() -> None:
    name = "case-XI-the-error-put-right-before-the-sixth-card"
    (put_right,) = rulings(name)
    assert (put_right.decision, put_right.offender_label, _laws(put_right)) == (IN_TIME, None, ["Law 59", "Case XI"])
    assert _scores(name) == {"A": 23, "B": 26}


def test_case_xi_variation_the_error_put_right_before_b_plays() -> None:
    name = "case-XI-the-error-put-right-before-b-plays"
    (put_right,) = rulings(name)
    assert (put_right.decision, put_right.offender_label, _laws(put_right)) == (IN_TIME, None, ["Law 59", "Case XI"])
    assert _scores(name) == {"A": 22, "B": 26}


# -- Case XII ----------------------------------------------------------------------------------------


def test_case_xii_a_tierce_called_by_length_alone_gives_no_right_to_play_again() -> None:
    name = "case-XII"
    (claim,) = rulings(name)
    assert claim.decision.startswith(
        "Of no effect: B was not misinformed, and the play stands: A's tierce, good against the cards, needed neither its suit nor its top card"
    )
    assert "By custom, not law" in claim.decision and claim.decision.endswith("but the laws give no such right")
    assert _laws(claim) == ["Law 59", "Law 48", "Law 55", "Case XII"]
    assert (claim.offender, claim.penalty, options(claim)) == (None, None, [])
    assert items(name)[:3] == [("A", "point", 5), ("A", "sequence", 3), ("B", "set", 3)]
    assert _scores(name) == {"A": 16, "B": 23}


def test_case_xii_variation_the_tierce_named_in_a_suit_not_held_is_a_call_not_held() -> None:
    name = "case-XII-the-tierce-named-in-hearts"
    misinformed, penalty = rulings(name)[:2]
    # B asked nothing, so he was told nothing false: the claim fails as Case XII's does; the wrong suit is Law 54's.
    assert _laws(misinformed) == ["Law 59", "Law 55", "Case XII"]
    assert penalty.act == "A's miscall, uncorrected at the first trick, is found when the deal is scored" and penalty.event is None
    assert (penalty.offender_label, penalty.penalty, options(penalty)) == ("A", RECKONS_NOTHING, ENFORCE_A)
    assert misinformed.decision.startswith("Of no effect: B was not misinformed; the cards are played again only after a wrong answer")
    assert items(name) == [("B", "set", 3), ("B", "play", 11), ("B", "cards", 10)]
    assert _scores(name) == {"A": 0, "B": 24}


def test_case_xii_variation_a_wrong_answer_lets_the_cards_be_played_again() -> None:
    name = "case-XII-a-question-answered-wrongly"
    wrong, elected = rulings(name)
    assert wrong.decision == (
        "A has 0 of the hearts he reckoned or declared still in hand: B is misinformed and may retake every card played "
        "after the answer and play differently"
    )
    assert (wrong.offender_label, wrong.injured_label, options(wrong)) == ("A", "B", RETAKE_FOR_B)
    assert _laws(wrong) == ["Law 59", "Case XV", "Case XVI"]
    assert elected.decision == RETAKEN and elected.act == "B elects: retake"
    assert adjudicated(name).deals[0].complete and _scores(name) == {"A": 13, "B": 24}


def test_case_xii_variation_the_tierce_shown_on_demand_leaves_no_claim() -> None:
    name = "case-XII-b-asks-to-see-the-tierce"
    assert "Case XII" not in cited(name)
    (claim,) = rulings(name)
    assert claim.decision == (
        "Of no effect: B was not misinformed; the cards are played again only after a wrong answer to a question about cards allowed "
        "good or equal, and A gave none; the play stands"
    )
    assert [f.text for f in claim.findings] == ["B asked about the calls, and was told or shown truly"]
    assert (claim.offender_label, options(claim), _laws(claim)) == (None, [], ["Law 59", "Law 55"])
    assert _scores(name) == {"A": 17, "B": 23}


# -- Case XIII ---------------------------------------------------------------------------------------


def test_case_xiii_the_card_left_is_taken_up_in_the_play_without_penalty() -> None:
    name = "case-XIII"
    short, taken_up = rulings(name)
    assert _laws(short) == ["Law 30", "Law 57", "Case XIII"]
    assert taken_up.decision == (
        "No penalty: he has taken in no more cards than he discarded, and had not said he would leave them; he plays with 12 cards"
    )
    assert (taken_up.offender_label, taken_up.penalty, options(taken_up), _laws(taken_up)) == (None, None, [], ["Law 35", "Case XIII"])
    assert items(name)[-4:] == [("A", "play", 9), ("B", "play", 5), ("A", "cards", 10), ("A", "pique", 30)]
    assert _scores(name) == {"A": 75, "B": 5}


def test_case_xiii_variation_having_said_he_would_leave_a_card_he_plays_with_eleven() -> None:
    name = "case-XIII-he-had-said-he-would-leave-a-card"
    _, refused = rulings(name)
    assert refused.decision == "Of no effect: having said he would leave cards, B plays with the 11 cards he has; the cards stay in the stock; no penalty"
    assert (refused.offender_label, refused.penalty, _laws(refused)) == ("B", None, ["Law 35", "Case XIII"])
    assert _scores(name) == {"A": 79, "B": 1}


def test_case_xiii_variation_a_renounce_in_the_suit_brings_in_law_59_iv() -> None:
    name = "case-XIII-he-had-renounced-in-the-suit"
    _, taken_up, renounce = rulings(name)
    assert _laws(taken_up) == ["Law 35", "Case XIII"]
    assert renounce.decision == (
        "B did not follow suit with the card he ought to have held: 9D and every card played after it are taken up, "
        "and the play goes on as though no error had been made"
    )
    assert (renounce.offender_label, renounce.injured_label, renounce.penalty, _laws(renounce)) == ("B", "A", None, ["Law 59", "Case XIII"])
    trick = adjudicated(name).deals[0].state.tricks[0]
    assert (Card.from_index(trick.led).code, Card.from_index(trick.followed).code) == ("AS", "7S"), "B answers AS with the 7S he took up"
    assert _scores(name) == {"A": 45, "B": 6}


# -- Case XIV ----------------------------------------------------------------------------------------


def test_case_xiv_the_younger_must_take_the_card_left_and_play_with_thirteen() -> None:
    name = "case-XIV"
    early, left, lapsed = rulings(name)
    assert early.decision == "No penalty: the cards are of B's own share; but having taken up cards of the stock he can no longer alter his discard"
    assert _laws(early) == ["Law 23", "Law 24", "Law 27", "Case XIV"] and early.penalty is None
    assert left.decision == (
        "B cannot alter his discard, and must take in from the top, the cards A left included: he plays with 13 cards and "
        "reckons nothing this deal; his cards still bar his adversary"
    )
    assert (left.offender_label, left.injured_label, left.penalty, options(left)) == ("B", "A", RECKONS_NOTHING, ENFORCE_B)
    assert _laws(left) == ["Law 23", "Law 24", "Law 31", "Law 58", "Case XIV"]
    assert lapsed.decision == "The option lapses: enforce (B reckons nothing this deal)"
    state = adjudicated(name).deals[0].state
    assert (state.hands[1] | state.played[1]).bit_count() == 13, "twelve played, the thirteenth only bars (Law 58)"
    assert items(name) == [("A", "play", 10), ("A", "cards", 10)] and _scores(name) == {"A": 20, "B": 0}


def test_case_xiv_variation_no_card_left_the_early_taking_costs_nothing() -> None:
    name = "case-XIV-the-elder-takes-all-five"
    (early,) = rulings(name)
    assert early.penalty is None and _laws(early) == ["Law 23", "Law 24", "Law 27", "Case XIV"]
    assert items(name)[:2] == [("B", "point", 6), ("B", "sequence", 16)]
    assert _scores(name) == {"A": 20, "B": 32}


def test_case_xiv_variation_before_taking_up_a_card_the_younger_may_alter_his_discard() -> None:
    name = "case-XIV-the-younger-had-not-taken-up-a-card"
    assert rulings(name) == ()
    state = adjudicated(name).deals[0].state
    assert (state.hands[1] | state.played[1]).bit_count() == 12
    assert _scores(name) == {"A": 4, "B": 48}


# -- Case XV -----------------------------------------------------------------------------------------


def test_case_xv_two_diamonds_misinforms_and_the_end_of_the_hand_is_played_again() -> None:
    name = "case-XV"
    wrong, elected = rulings(name)
    assert wrong.decision == (
        "A has 1 of the diamonds he reckoned or declared still in hand: B is misinformed and may retake every card played "
        "after the answer and play differently"
    )
    assert (wrong.offender_label, wrong.injured_label, wrong.penalty, options(wrong)) == ("A", "B", None, RETAKE_FOR_B)
    assert _laws(wrong) == ["Law 59", "Case XV", "Case XVI"]
    assert (elected.act, elected.decision, _laws(elected)) == ("B elects: retake", RETAKEN, ["Law 59"])
    assert adjudicated(name).deals[0].complete
    assert items(name)[:2] == [("B", "point", 6), ("A", "sequence", 15)]
    assert _scores(name) == {"A": 35, "B": 19}


def test_case_xv_variation_one_diamond_is_a_true_answer() -> None:
    name = "case-XV-the-answer-one"
    (stands,) = rulings(name)
    assert stands.decision.startswith("The answer stands: by custom, not by law") and "A holds 1 of those" in stands.decision
    assert (stands.offender_label, options(stands), _laws(stands)) == (None, [], ["Law 55", "Law 59", "Case XVI"])
    assert _scores(name) == {"A": 38, "B": 17}


def test_case_xv_variation_with_the_point_good_two_is_the_true_count() -> None:
    name = "case-XV-the-point-of-six-good"
    assert rulings(name) == ()
    assert items(name)[:2] == [("A", "point", 6), ("A", "sequence", 15)]
    assert _scores(name) == {"A": 40, "B": 15}


# -- Case XVI ----------------------------------------------------------------------------------------


def test_case_xvi_none_answers_for_the_hearts_declared_by_custom() -> None:
    name = "case-XVI"
    (stands,) = rulings(name)
    assert stands.act == "B answers 'none' to A's 'how many hearts', holding 2 hearts"
    assert stands.decision == (
        "The answer stands: by custom, not by law, the question asks after the cards reckoned good or declared equal, and B "
        "holds 0 of those; the hearts he never declared are not counted, and A has no remedy"
    )
    assert (stands.offender_label, stands.penalty, options(stands), _laws(stands)) == (None, None, [], ["Law 55", "Law 59", "Case XVI"])
    assert items(name) == [("A", "point", 6), ("B", "sequence", 4), ("A", "play", 9), ("B", "play", 7), ("A", "cards", 10)]
    assert _scores(name) == {"A": 25, "B": 11}


def test_case_xvi_variation_two_counting_hearts_never_declared_misinforms() -> None:
    name = "case-XVI-the-answer-two"
    wrong, elected = rulings(name)
    assert wrong.decision.startswith("B has 0 of the hearts he reckoned or declared still in hand: A is misinformed")
    assert (wrong.offender_label, wrong.injured_label, options(wrong)) == ("B", "A", RETAKE_FOR_A)
    assert (elected.act, elected.decision) == ("A elects: retake", RETAKEN)
    assert _scores(name) == {"A": 28, "B": 7}


def test_case_xvi_variation_none_when_the_hearts_were_reckoned_for_point_misinforms() -> None:
    name = "case-XVI-the-hearts-reckoned-for-point"
    forfeited, wrong, elected = rulings(name)
    assert _laws(forfeited) == ["Law 46", "Law 47"]
    assert wrong.decision.startswith("B has 2 of the hearts he reckoned or declared still in hand: A is misinformed")
    assert (wrong.offender_label, wrong.injured_label, options(wrong), _laws(wrong)) == ("B", "A", RETAKE_FOR_A, ["Law 59", "Case XV", "Case XVI"])
    assert elected.decision == RETAKEN
    assert items(name)[:2] == [("B", "point", 6), ("B", "sequence", 4)]
    assert _scores(name) == {"A": 20, "B": 16}
