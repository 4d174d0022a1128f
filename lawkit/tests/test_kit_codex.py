"""lawkit.codex: a code of provisions, lookups, and a derived code that displaces some of its parent's."""

from __future__ import annotations

import pytest

from lawkit.citation import Citation, register_kind
from lawkit.codex import Codex, Provision, UnknownProvision
from lawkit.errors import LawkitError

KIND = register_kind("kernel-test-law", "Law", order=-3).name


def _law(n: int, heading: str | None = None) -> Provision:
    return Provision(Citation(KIND, n), f"Title {n}", f"Statement {n}.", heading=heading)


MAIN = Codex("main code", "1900", [_law(1, "Dealing"), _law(2, "Dealing"), _law(3, "Play")])
HOUSE = Codex("house rules", "1901", [_law(10)], parent=MAIN, displaces={Citation(KIND, 10): (Citation(KIND, 2),)})


def test_a_code_finds_its_provisions_and_names_what_it_lacks() -> None:
    assert MAIN.get(Citation(KIND, 2)).title == "Title 2" and Citation(KIND, 3) in MAIN and len(MAIN) == 3
    assert MAIN.find(Citation(KIND, 9)) is None
    with pytest.raises(UnknownProvision, match="no provision Law 9 in main code") as raised:
        MAIN.get(Citation(KIND, 9))
    assert isinstance(raised.value, LawkitError) and raised.value.citation == Citation(KIND, 9)
    assert [p.citation.id for p in MAIN.headings()["Dealing"]] == [1, 2]


def test_a_derived_code_answers_for_its_parent_and_says_what_displaces_what() -> None:
    assert [p.citation.id for p in HOUSE] == [1, 2, 3, 10] and HOUSE.own(Citation(KIND, 10)) and not HOUSE.own(Citation(KIND, 1))
    ruled = HOUSE.governing(Citation(KIND, 2))
    assert ruled.defined_in == "main code" and not ruled.unchanged
    assert [p.citation.id for p in ruled.in_force] == [10, 2]
    assert str(ruled) == "Law 2 (main code), displaced by Law 10"
    clause = HOUSE.governing(Citation(KIND, 10))
    assert [p.citation.id for p in clause.displaces] == [2] and clause.unchanged
    assert MAIN.governing(Citation(KIND, 2)).unchanged


def test_a_code_refuses_a_provision_twice_and_a_displacement_of_nothing() -> None:
    with pytest.raises(ValueError, match="given twice"):
        Codex("doubled", "x", [_law(1), _law(1)])
    with pytest.raises(ValueError, match="already in main code"):
        Codex("again", "x", [_law(1)], parent=MAIN)
    with pytest.raises(ValueError, match="displaces unknown"):
        Codex("stray", "x", [_law(11)], parent=MAIN, displaces={Citation(KIND, 11): (Citation(KIND, 99),)})
    with pytest.raises(ValueError, match="only a derived code"):
        Codex("orphan", "x", [_law(12)], displaces={Citation(KIND, 12): (Citation(KIND, 1),)})
    with pytest.raises(ValueError):
        Provision(Citation(KIND, 13), "", "Statement.")
