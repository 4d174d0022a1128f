"""lawkit.coverage: which provisions a rule applies and a test checks, read from the tests' names."""

from __future__ import annotations

from lawkit.citation import Citation
from lawkit.codex import Codex, Provision
from lawkit.coverage import citations_in_test_names, coverage


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


def test_a_provision_out_of_scope_says_why_and_is_not_counted_as_missing() -> None:
    kind = "kernel-test-art"
    code = Codex("scoped code", "test", [Provision(Citation(kind, n), f"Article {n}", "Text.") for n in (1, 2)])
    table = coverage(code, {}, {}, out_of_scope={Citation(kind, 2): "a question of etiquette"})
    assert [(e.citation.id, e.status) for e in table][1] == (2, "out of scope")
    assert table[1].reason == "a question of etiquette" and table[0].status == "not yet"
