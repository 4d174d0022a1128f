"""lawkit.citation: kinds a game registers, citations in words and in order, rules marked with what they apply."""

from __future__ import annotations

import pytest

from lawkit.citation import Citation, cited, citations_of, ids_of, implements, kind_of, register_kind, registry


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


def test_ids_of_keeps_one_kind_in_order_without_repeats() -> None:
    register_kind("kernel-test-section", "Section", order=2)
    found = [Citation("kernel-test-section", 3), Citation("kernel-test-other", 1), Citation("kernel-test-section", "b"), Citation("kernel-test-section", 3)]
    assert ids_of(found, "kernel-test-section") == (3, "b") and ids_of(found, "kernel-test-none") == ()


def test_a_kind_without_a_plural_given_adds_an_s() -> None:
    assert register_kind("kernel-test-item", "Item").plural == "Items"
    assert register_kind("kernel-test-case", "Case", plural="Cases in point").plural == "Cases in point"
    assert kind_of("kernel-test-item").display == "Item"


def test_implements_marks_the_rule_and_the_registry_merges_repeated_marks() -> None:
    first, second = Citation("kernel-test-rule", 11), Citation("kernel-test-rule", 12)

    @implements(first)
    @implements(first, second)
    def rule() -> None:
        """Twice marked."""

    assert citations_of(rule) == (first, second)
    assert registry()[f"{rule.__module__}.{rule.__qualname__}"] == (first, second)
    assert citations_of(object()) == ()
    with pytest.raises(ValueError, match="at least one"):
        implements()


def test_a_citation_is_not_less_than_itself_and_sorts_by_number_within_its_kind() -> None:
    five, twelve = Citation("law", 5), Citation("law", 12)
    assert not five < Citation("law", 5) and five <= Citation("law", 5)
    assert five < twelve and not twelve < five and sorted([twelve, five]) == [five, twelve]
