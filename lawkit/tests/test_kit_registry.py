"""lawkit.registry: a rulebook per game, exceptions over base rules, variants, marks and the conflict check."""

from __future__ import annotations

from typing import Any

import pytest

from lawkit.citation import Citation
from lawkit.registry import NoRule, RuleConflict, Rulebook, UndeclaredCitation, check_conflicts
from lawkit.ruling import Ruling


def _book(name: str) -> tuple[Rulebook[Any], list[str]]:
    book: Rulebook[Any] = Rulebook(name, variant_of=lambda state: state.get("variant"))
    seen: list[str] = []
    return book, seen


def test_two_games_answering_one_verb_never_see_each_other_s_rules() -> None:
    first, _ = _book("first game")
    second, _ = _book("second game")

    @first.rule("play", Citation("kernel-test-rule", 1))
    def first_play(state: dict[str, Any]) -> str:
        return "first"

    @second.rule("play", Citation("kernel-test-rule", 2))
    def second_play(state: dict[str, Any]) -> str:
        return "second"

    assert first.run("play", None, {}) == "first" and second.run("play", None, {}) == "second"
    assert [r.name for r in first.rules_for("play")] == [first.rule_of(first_play).name]


def test_a_variant_s_rule_applies_only_in_that_variant_read_from_the_state() -> None:
    book, _ = _book("variants")

    @book.rule("score", Citation("kernel-test-rule", 1))
    def plain(state: dict[str, Any]) -> int:
        return 1

    @book.rule("score", Citation("kernel-test-rule", 7), exception_to=plain, variant="double")
    def doubled(state: dict[str, Any]) -> int:
        return 2

    assert book.run("score", None, {}) == 1 and book.run("score", None, {"variant": "double"}) == 2


def test_marks_asked_of_several_verbs_at_once_fail_as_soon_as_one_rule_lacks_the_mark() -> None:
    book, _ = _book("marks")

    @book.rule("discard", Citation("kernel-test-rule", 3), marks=("fast",))
    def discard(state: dict[str, Any]) -> str:
        return "discarded"

    @book.rule("take", Citation("kernel-test-rule", 4), marks=("fast",))
    def take(state: dict[str, Any]) -> str:
        return "taken"

    places = (("discard", None), ("take", None))
    assert book.all_marked_in("fast", places) and not book.all_marked_in("slow", places)

    # Registered after the answer was kept: the kept answer goes with the rulebook's other caches.
    @book.rule("take", Citation("kernel-test-rule", 5), exception_to=take, when=lambda state: False)
    def take_unmarked(state: dict[str, Any]) -> str:
        return "taken otherwise"

    assert not book.all_marked_in("fast", places) and book.all_marked_in("fast", places[:1])


def test_two_exceptions_holding_at_once_without_an_order_are_a_conflict() -> None:
    book, _ = _book("conflicts")

    @book.rule("act", Citation("kernel-test-rule", 1))
    def base(state: object) -> str:
        return "base"

    @book.rule("act", Citation("kernel-test-rule", 2), exception_to=base, when=lambda state: True)
    def one(state: object) -> str:
        return "one"

    @book.rule("act", Citation("kernel-test-rule", 3), exception_to=base, when=lambda state: True)
    def other(state: object) -> str:
        return "other"

    with check_conflicts(True), pytest.raises(RuleConflict):
        book.run("act", None, {})
    with check_conflicts(False):
        assert book.run("act", None, {}) == "one"


def test_a_conflict_is_an_error_by_default_and_the_game_says_where_and_on_what_act() -> None:
    book, _ = _book("conflicts by default")

    @book.rule("snap", Citation("kernel-test-rule", 1))
    def snap(state: object) -> str:
        return "snap"

    @book.rule("snap", Citation("kernel-test-rule", 2), exception_to=snap)
    def false_snap(state: object) -> str:
        return "false"

    @book.rule("snap", Citation("kernel-test-rule", 3), exception_to=snap)
    def late_snap(state: object) -> str:
        return "late"

    state = {"round": 3}
    # No check_conflicts(True): the check is on for every user.
    with pytest.raises(RuleConflict) as raised:
        book.run("snap", None, state)
    conflict = raised.value
    assert conflict.rules == (false_snap.__module__ + "." + false_snap.__qualname__, late_snap.__module__ + "." + late_snap.__qualname__)
    assert conflict.verb == "snap" and conflict.arguments == (state,) and not conflict.places and conflict.act is None
    assert str(conflict).endswith("both hold for this 'snap': declare which prevails")
    # The kernel knows nothing of rounds and acts: the game's referee, catching it, says them; an outer caller adds its place in front.
    conflict.located("round 3", "Alice snaps")
    conflict.located("game 1", "ignored: the act is named once, by the innermost caller")
    assert conflict.places == ("game 1", "round 3") and conflict.act == "Alice snaps"
    assert "for this 'snap' at game 1, round 3 (Alice snaps): declare which prevails" in str(conflict)
    assert conflict.rules[0] in str(conflict) and conflict.rules[1] in str(conflict) and conflict.base in str(conflict)
    with check_conflicts(False):
        assert book.run("snap", None, state) == "false"


def test_an_order_declared_from_the_weaker_side_settles_the_conflict() -> None:
    """``yields_to`` declares from the weaker rule what ``prevails_over`` declares from the stronger."""

    def base(state: object) -> str:
        return "base"

    def stronger(state: object) -> str:
        return "stronger"

    def weaker(state: object) -> str:
        return "weaker"

    book, _ = _book("ordered")
    book.rule("act", Citation("kernel-test-rule", 1))(base)
    book.rule("act", Citation("kernel-test-rule", 2), exception_to=base, yields_to=(stronger,))(weaker)
    book.rule("act", Citation("kernel-test-rule", 3), exception_to=base)(stronger)
    assert book.run("act", None, {}) == "stronger"
    assert book.prevailing(book.rule_of(stronger).name) == (book.rule_of(weaker).name,)
    assert book.declared_orders() == {(book.rule_of(stronger).name, book.rule_of(weaker).name)}


def test_an_exception_whose_condition_fails_leaves_the_base_rule() -> None:
    book, _ = _book("narrow")

    @book.rule("act", Citation("kernel-test-rule", 1))
    def base(state: dict[str, Any]) -> str:
        return "base"

    @book.rule("act", Citation("kernel-test-rule", 2), exception_to=base, when=lambda state: state.get("late", False))
    def late(state: dict[str, Any]) -> str:
        return "late"

    assert book.run("act", None, {}) == "base" and book.run("act", None, {"late": True}) == "late"
    assert book.rule_of(late).exception_to == book.rule_of(base).name


def test_a_verb_no_rule_answers_and_a_rule_citing_nothing_are_refused() -> None:
    book, _ = _book("empty")
    with pytest.raises(NoRule, match="'deal'"):
        book.run("deal", None, {})
    with pytest.raises(ValueError, match="must cite"):
        book.rule("deal")


def test_a_ruling_may_cite_only_what_its_rule_declares() -> None:
    book, _ = _book("declared")

    @book.rule("act", Citation("kernel-test-rule", 1))
    def honest(state: object) -> Ruling:
        return Ruling(event=0, act="x", decision="fine", citations=[Citation("kernel-test-rule", 1)])

    @book.rule("other", Citation("kernel-test-rule", 1))
    def overreaching(state: object) -> Ruling:
        return Ruling(event=0, act="x", decision="not fine", citations=[Citation("kernel-test-rule", 2)])

    assert book.run("act", None, {}).rule == book.rule_of(honest).name
    with pytest.raises(UndeclaredCitation, match="cites kernel-test-rule 2|cites Rule 2"):
        book.run("other", None, {})
