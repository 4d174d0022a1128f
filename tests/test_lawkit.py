"""The kernel on its own (lawkit): kinds a game registers, a rulebook per game, neutral JSON, the coverage table.

Nothing here imports piquet: these are the promises another game relies on.
"""

from __future__ import annotations

from typing import Any

import pytest

from lawkit.citation import Citation, cited, kind_of, register_kind
from lawkit.codex import Codex, Provision
from lawkit.coverage import citations_in_test_names, coverage
from lawkit.registry import RuleConflict, Rulebook, check_conflicts
from lawkit.ruling import Ruling, RulingFormatError


def test_an_unregistered_kind_shows_as_written_and_sorts_after_the_registered() -> None:
    assert str(Citation("kernel-test-article", 4)) == "kernel-test-article 4"
    register_kind("kernel-test-rule", "Rule", order=-5)
    assert str(Citation("kernel-test-rule", 4)) == "Rule 4" and kind_of("kernel-test-rule").plural == "Rules"
    cites = [Citation("kernel-test-article", 1), Citation("kernel-test-rule", 10), Citation("kernel-test-rule", 9)]
    assert sorted(cites) == [cites[2], cites[1], cites[0]]  # numbers in numeric order, not as text


def test_a_kind_registered_again_must_read_the_same() -> None:
    register_kind("kernel-test-note", "Note", order=3)
    register_kind("kernel-test-note", "Note", order=3)
    with pytest.raises(ValueError, match="already registered"):
        register_kind("kernel-test-note", "Remark", order=3)
    with pytest.raises(ValueError, match="lower case"):
        register_kind("Kernel Test", "Note")


def test_cited_groups_the_ids_by_kind_in_order_of_first_appearance() -> None:
    register_kind("kernel-test-clause", "Clause", order=1)
    found = [Citation("kernel-test-clause", 2), Citation("kernel-test-clause", 5), Citation("kernel-test-clause", 2)]
    assert cited(found) == "Clauses 2, 5"


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
    assert conflict.verb == "snap" and conflict.arguments == (state,) and conflict.places == () and conflict.act is None
    assert str(conflict).endswith("both hold for this 'snap': declare which prevails")
    # The kernel knows nothing of rounds and acts: the game's referee, catching it, says them; an outer caller adds its place in front.
    conflict.located("round 3", "Alice snaps")
    conflict.located("game 1", "ignored: the act is named once, by the innermost caller")
    assert conflict.places == ("game 1", "round 3") and conflict.act == "Alice snaps"
    assert "for this 'snap' at game 1, round 3 (Alice snaps): declare which prevails" in str(conflict)
    assert conflict.rules[0] in str(conflict) and conflict.rules[1] in str(conflict) and conflict.base in str(conflict)
    with check_conflicts(False):
        assert book.run("snap", None, state) == "false"


def test_the_neutral_json_has_no_listing_and_a_listing_must_agree_with_the_citations() -> None:
    ruling = Ruling(event=0, act="x", decision="Y", citations=[Citation("kernel-test-rule", 3)])
    data = ruling.to_json()
    assert "laws" not in data and data["citations"] == [{"kind": "kernel-test-rule", "id": 3}]
    listed = ruling.to_json({"kernel-test-rule": "rules"})
    assert listed["rules"] == [3] and list(listed)[:3] == ["event", "decision", "rules"]
    listed["rules"] = [4]
    with pytest.raises(RulingFormatError, match="'rules'"):
        Ruling.from_json(listed, listed={"kernel-test-rule": "rules"})
    with pytest.raises(RulingFormatError, match="unknown key"):
        Ruling.from_json(listed)


def test_the_coverage_table_reads_test_names_and_gives_each_provision_a_status() -> None:
    kind = "kernel-test-art"
    code = Codex("test code", "test", [Provision(Citation(kind, n), f"Article {n}", "Text.") for n in (1, 2, 3)])
    names = ["t.py::test_kernel_test_art_1_x", "t.py::test_kernel_test_arts_2_3_y", "t.py::test_kernel_test_art_9"]
    tests = citations_in_test_names(names, {kind: (1, 2, 3)})
    assert sorted(c.id for c in tests) == [1, 2, 3]
    rules = {Citation(kind, 1): ["m.rule_one"], Citation(kind, 2): ["m.rule_two"]}
    table = coverage(code, rules, {Citation(kind, 1): tests[Citation(kind, 1)]}, partial={Citation(kind, 2): "half done"})
    assert [(e.status, e.reason) for e in table] == [("implemented", ""), ("partial", "half done"), ("not yet", "no rule applies it yet")]
    assert table[0].to_json()["tests"] == ["t.py::test_kernel_test_art_1_x"]


def test_an_election_states_its_options_as_the_ruling_gives_them_and_knows_its_choices() -> None:
    from lawkit.elections import Choice, Election, UnknownChoice
    from lawkit.render import render_text

    cite = Citation("kernel-test-rule", 9)
    election = Election("misdeal", 0, [Choice("rectify", "put it right", [cite]), Choice("fresh deal", "a fresh deal", [cite])], event=3)
    options = election.options()
    assert [(o.name, o.text, o.elector, o.citations) for o in options] == [("rectify", "put it right", 0, (cite,)), ("fresh deal", "a fresh deal", 0, (cite,))]
    assert [o.shown(("A", "B")).elector_label for o in options] == ["A", "A"]
    assert election.choice("rectify").text == "put it right"
    with pytest.raises(UnknownChoice, match="'redeal' is not among the choices: rectify, fresh deal"):
        election.choice("redeal")
    with pytest.raises(ValueError):
        Election("x", 0, [Choice("a", "one"), Choice("a", "two")])
    with pytest.raises(ValueError):
        Election("x", 0, [Choice("a", "one")], lapses_to="b")
    voided = Ruling(event=3, act="A elects: fresh deal", decision="A fresh deal", citations=[cite], void=True)
    assert voided.to_json()["void"] is True and "void" not in Ruling(event=3, act="", decision="Y").to_json()
    assert Ruling.from_json(voided.to_json()) == voided
    assert "Void: what it rules on counts for nothing." in render_text(voided)
