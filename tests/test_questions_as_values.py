"""Questions at the table read once into values (Laws 55, 59 V; Cases VII, VIII, XV, XVI): the rules compare kinds and suits.

Also the claims of the score that the deal's scoring completes (Law 70), at the level of the rule that completes them.
"""

from __future__ import annotations

import pytest

from lawkit.ruling import Outcome
from piquet.acts import Ask
from piquet.table.cards import Card, Suit
from piquet.table.questions import Question, QuestionKind, card_named, number_said, suit_named


@pytest.mark.parametrize(
    ("words", "number"),
    [("none", 0), ("no", 0), ("zero", 0), ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6),
     ("seven", 7), ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12), (" 3 ", 3), ("Four", 4), ("many", None)],
)  # fmt: skip
def test_case_xv_an_answer_to_how_many_is_read_in_figures_or_words(words: str, number: int | None) -> None:
    assert number_said(words) == number


def test_case_xv_how_many_of_a_suit_is_a_question_of_that_suit() -> None:
    for question, about, suit in (("how many hearts", None, Suit.HEARTS), ("how many", "spades", Suit.SPADES), ("How many D", None, Suit.DIAMONDS)):
        asked = Question.read(question, about)
        assert (asked.kind, asked.suit) == (QuestionKind.HOW_MANY, suit)
    assert Question.read("how many cards", None).kind is QuestionKind.OTHER
    assert Question.read("how many hearts left", None).kind is QuestionKind.OTHER
    assert suit_named("clubs") is Suit.CLUBS and suit_named("C") is Suit.CLUBS and suit_named("trumps") is None


def test_case_vii_which_out_and_law_55_show_are_told_apart_from_other_questions() -> None:
    assert Question.read("which out", None).kind is QuestionKind.WHICH_OUT
    assert Question.read("which out", "kings").kind is QuestionKind.WHICH_OUT
    assert Question.read("show", None).kind is QuestionKind.SHOW
    assert Question.read("show", "the quint").kind is QuestionKind.OTHER
    assert Question.read("what do they make", None) == Question(QuestionKind.OTHER, "what do they make")
    assert Ask("B", "how many", "hearts").asked == Question(QuestionKind.HOW_MANY, "how many hearts", suit=Suit.HEARTS)


def test_case_viii_an_answer_naming_a_card_is_read_as_that_card() -> None:
    assert card_named("KH") == Card.parse("KH") and card_named("the king") is None


def test_law_70_the_scoring_completes_only_the_ruling_on_a_claim_of_the_score() -> None:
    """A claim of this deal's score found at its scoring to have proved an error is ruled corrected; another ruling of no effect
    at the same act (of another rule) is left as it was."""
    import attrs

    from lawkit.registry import acting
    from piquet.lawbook.registry import rule_of
    from piquet.rules.common import rule_on
    from piquet.rules.scoresheet import claim_put_right, claim_score
    from tests.irregular_scenarios import start

    state = start()
    other = rule_of(claim_score)
    with acting(other):
        state = rule_on(state, act="A claims", decision="Of no effect: x", laws=(70,), outcome=Outcome.NO_EFFECT, event=0)
    stranger = attrs.evolve(state.rulings[-1], rule=None)  # a ruling of no effect at the same act, of no claim rule
    state = state.evolve(rulings=state.rulings + (stranger,))
    done = claim_put_right(state, (0,))
    assert [r.outcome for r in done.rulings] == [Outcome.CORRECTED, Outcome.NO_EFFECT]
    assert done.rulings[0].subject is not None and done.rulings[0].subject.item == "score"
