"""Cases VII and VIII: asking which card of a trio is not reckoned, and the answer that defines the trio."""

from __future__ import annotations

from typing import Any

from piquet import event_from_json
from piquet.referee.apply import step
from piquet.table.categories import Category
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, EXAMPLE_CALLS, SCENARIOS, run, start


def _cites(ruling: Any) -> list[str]:
    return [str(c) for c in ruling.citations]


def _sets(state: Any) -> list[tuple[int, int, bool]]:
    return [(s.player, s.points, s.founded) for s in state.hand_scores if s.category is Category.SET]


def test_case_vii_asking_which_knave_is_out_admits_three_knaves_good() -> None:
    state, steps = run("case vii asking which knave is out admits the trio")
    (admitted,) = steps[7].rulings
    assert _cites(admitted) == ["Law 55", "Case VII"] and admitted.offender is None
    assert admitted.decision == "To ask which card is out is to admit the three knaves good: A scores it, and B cannot afterwards call it not good"
    assert steps[8].rulings == (), "the answer JD is true: A holds the other three"
    assert steps[9].rulings[0].decision == "Of no effect: B asked which card of the trio called is out, or to see it, and so allowed it good: he cannot now call it not good"
    (barred,) = steps[11].rulings
    assert barred.decision == "Of no effect: B asked which card of the elder's trio is out, or to see it, and so allowed it good: he cannot now reckon a set"
    assert _sets(state) == [(0, 3, True)], "A scores his knaves; B's four tens count for nothing"


def test_case_vii_the_same_question_after_the_trio_is_allowed_draws_no_ruling() -> None:
    state = start()
    for act in [A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS[:4], {"player": "A", "call": {"set": "J", "count": 3}}, {"player": "B", "reply": "good"}]:
        state = step(state, event_from_json(act)).state
    asked = step(state, event_from_json({"player": "B", "ask": {"which out": "J"}}))
    answered = step(asked.state, event_from_json({"player": "A", "answer": "JD"}))
    assert asked.rulings == () and answered.rulings == ()
    assert _sets(answered.state) == [(0, 3, True)]


def test_case_viii_naming_a_card_he_holds_as_out_makes_the_trio_a_call_not_held() -> None:
    """The answer defines the trio as three not held; it is found only when the cards are played (Case VIII), so the
    answer and the first trick draw no ruling, the penalty is fixed at the first trick, and it is ruled on discovery."""
    state, steps = run("case viii the wrong king named as out")
    assert steps[7].rulings == () and steps[9].rulings == ()
    assert state.reckons_nothing(0, Category.SET) and state.reckons_nothing(0, Category.POINT)
    claimed = step(state, event_from_json({"player": "B", "claim": "unfounded call"}))
    (found,) = [r for r in claimed.rulings if r.offender_label == "A"]
    assert _cites(found) == ["Law 54", "Case II", "Case VIII"] and found.injured_label == "B"


def test_case_viii_found_after_the_first_trick_the_penalty_follows_at_once() -> None:
    """Answered after the first trick, the trio so defined is a miscall standing past it: its penalty is fixed at once."""
    name = "case viii the wrong king named as out"
    state = start(name)
    acts = SCENARIOS[name]
    for act in [*acts[:6], *acts[8:], acts[6]]:
        state = step(state, event_from_json(act)).state
    done = step(state, event_from_json({"player": "A", "answer": "KD"}))
    assert done.rulings == ()
    assert done.state.reckons_nothing(0, Category.SET)


def test_law_54_case_viii_three_named_that_could_not_have_been_held_carry_no_penalty() -> None:
    """The king missing from those A names is in B's hand: A could never have held the three, so Law 54 exempts him."""
    state, steps = run("law 53 case viii a card named out that the adversary holds")
    (ruling,) = steps[7].rulings
    assert _cites(ruling) == ["Law 54", "Law 53"] and ruling.offender is None and ruling.penalty is None
    assert ruling.decision == (
        "No penalty: A holds three kings, and the three other than KD are a holding he could not possibly have had "
        "in his hand and discard together; the call stands for the three he holds"
    )
    assert _sets(state) == [(0, 3, True)] and state.penalties == ()


def test_case_ix_a_miscall_corrected_in_time_leaves_the_adversary_no_remedy_for_what_it_revealed() -> None:
    state, steps = run("case ix a remedy claimed for what a correction revealed")
    (corrected,) = steps[6].rulings
    assert _cites(corrected) == ["Law 52"] and corrected.penalty is None
    (ruling,) = steps[8].rulings
    assert _cites(ruling) == ["Law 52", "Law 44", "Case IX"] and ruling.offender is None and ruling.penalty is None
    assert ruling.decision.endswith("is an accident the laws do not reach: there is no remedy")
    assert state.penalties == ()


def test_case_ix_law_44_without_a_correction_a_penalty_claimed_is_answered_by_law_44_alone() -> None:
    state = start()
    for act in [A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS]:
        state = step(state, event_from_json(act)).state
    (ruling,) = step(state, event_from_json({"player": "B", "claim": "penalty"})).rulings
    assert _cites(ruling) == ["Law 44"] and ruling.decision == "Of no effect: A has incurred no penalty this deal"


def test_case_ix_law_60_a_penalty_claimed_after_a_correction_and_a_look_at_the_tricks_is_answered_by_case_ix() -> None:
    # Found by the long run of the machine from the exchange: both exceptions of a penalty claimed held at once.
    from lawkit.registry import check_conflicts

    state = start("case ix a remedy claimed for what a correction revealed")
    acts = SCENARIOS["case ix a remedy claimed for what a correction revealed"]
    with check_conflicts():
        for act in [*acts[:-1], {"player": "A", "look": "tricks"}, acts[-1]]:
            done = step(state, event_from_json(act))
            state = done.state
    (ruling,) = done.rulings
    assert ruling.rule == "piquet.rules.examining.no_remedy_for_a_correction" and _cites(ruling) == ["Law 52", "Law 44", "Case IX"]
