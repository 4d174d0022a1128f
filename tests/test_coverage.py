"""Citations in code must name laws and Cases that exist, and coverage must be honest."""

from __future__ import annotations

from lawkit.citation import Citation
from piquet.faces.coverage import coverage_entries, rules_by_citation, citations_in_test_names
from piquet.lawbook.catalogue import LAWS_OF_PIQUET, AU_CENT


def test_every_citation_in_code_names_an_existing_provision() -> None:
    missing = [
        (citation, rules)
        for citation, rules in rules_by_citation().items()
        if citation not in LAWS_OF_PIQUET and citation not in AU_CENT and citation.kind != "description"
    ]
    assert not missing


def test_test_names_map_to_laws_and_cases() -> None:
    found = citations_in_test_names([
        "t.py::test_laws_72_73_settlements",
        "t.py::test_law_69_capot",
        "t.py::test_case_iv_aces_implied",
        "t.py::test_au_cent_deal_by_twos",
        "t.py::test_lawful",
    ])
    assert found[Citation("law", 72)] == ["t.py::test_laws_72_73_settlements"]
    assert Citation("law", 73) in found and Citation("law", 69) in found
    assert found[Citation("case", "IV")] == ["t.py::test_case_iv_aces_implied"]
    assert Citation("au-cent", "deal-by-twos") in found
    assert len(found) == 5


def test_implemented_entries_have_rules_and_tests() -> None:
    for entry in coverage_entries():
        if entry["status"] == "implemented":
            assert entry["rules"] and entry["tests"], entry
        if entry["status"] in ("not yet", "out of scope", "partial") and not entry["rules"]:
            assert entry["reason"], entry
