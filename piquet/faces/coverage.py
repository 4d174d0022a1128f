"""Which laws and Cases the library implements, by what code, checked by which tests.

Rules declare what they implement with :func:`piquet.lawbook.citation.cites`; tests
name the law or Case they check (``test_law_46_...``, ``test_laws_72_73_...``,
``test_case_iv_...``, ``test_au_cent_deal_by_twos_...``).  The test names are
indexed into ``_test_index.json`` by ``tools/index_tests.py`` (a test fails
when the index is stale), because the installed package has no tests folder.
The status of a law is *implemented* when code and tests cite it, *partial*
when the regular game is covered but an irregularity under it is still
refused, *not yet* when no code applies it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from typing import Any

from piquet.lawbook.citation import Citation, registry
from piquet.lawbook.catalogue import AU_CENT_CLAUSES, CASE_NUMERALS, lookup

__all__ = ["coverage_entries", "STATUSES", "rules_by_citation", "tests_by_citation", "citations_in_test_names"]

STATUSES = ("implemented", "partial", "not yet", "out of scope")


#: Laws and Cases applied in part: what is still not adjudicated.
PARTIAL: Mapping[Citation, str] = {
}


def _import_rules() -> None:
    """Fill the citation registry: the rulebook's modules, and the referee that dispatches through them."""
    import piquet.referee.adjudication  # noqa: F401
    import piquet.rules.rulebook  # noqa: F401


def rules_by_citation() -> dict[Citation, list[str]]:
    """Every cited law or Case with the qualified names of the rules citing it."""
    _import_rules()
    found: dict[Citation, list[str]] = {}
    for name, citations in sorted(registry().items()):
        if not name.startswith("piquet."):
            continue
        for citation in citations:
            found.setdefault(citation, []).append(name)
    return found


_LAW_NAME = re.compile(r"(?:^|(?<=_))laws?_(\d+(?:_\d+)*)")
_CASE_NAME = re.compile(r"(?:^|(?<=_))cases?_([ivxl]+(?:_[ivxl]+)*)(?=_|$)")


def citations_in_test_names(names: Iterable[str]) -> dict[Citation, list[str]]:
    """Map test names (``module::test_law_46_x``) to the laws and Cases their names cite."""
    numerals = {n.lower() for n in CASE_NUMERALS}
    slugs = {slug.replace("-", "_"): slug for slug in AU_CENT_CLAUSES}
    found: dict[Citation, list[str]] = {}
    for name in names:
        leaf = name.rsplit("::", 1)[-1].lower()
        cited: list[Citation] = []
        for match in _LAW_NAME.finditer(leaf):
            cited += [Citation("law", int(n)) for n in match.group(1).strip("_").split("_") if n.isdigit()]
        for match in _CASE_NAME.finditer(leaf):
            cited += [Citation("case", n.upper()) for n in match.group(1).strip("_").split("_") if n in numerals]
        for key, slug in slugs.items():
            if f"au_cent_{key}" in leaf:
                cited.append(Citation("au-cent", slug))
        for citation in dict.fromkeys(cited):
            found.setdefault(citation, []).append(name)
    return found


@cache
def _test_index() -> tuple[str, ...]:
    try:
        text = resources.files("piquet.lawbook").joinpath("_test_index.json").read_text(encoding="utf-8")
    except FileNotFoundError:
        return ()
    names = json.loads(text)
    return tuple(str(n) for n in names)


def tests_by_citation() -> dict[Citation, list[str]]:
    """Laws and Cases with the tests that name them (from the shipped test index)."""
    return citations_in_test_names(_test_index())


def _status(citation: Citation, rules: list[str], tests: list[str]) -> tuple[str, str]:
    if citation in PARTIAL:
        return "partial", PARTIAL[citation]
    if rules and tests:
        return "implemented", ""
    if rules:
        return "partial", "code applies it but no test names it yet"
    return "not yet", "no rule applies it yet"


def coverage_entries() -> list[dict[str, Any]]:
    """Every law (1-78), Case (I-XXII) and au cent clause with its rules, tests and status."""
    rules = rules_by_citation()
    tests = tests_by_citation()
    citations = [Citation("law", n) for n in range(1, 79)]
    citations += [Citation("case", n) for n in CASE_NUMERALS]
    citations += [Citation("au-cent", slug) for slug in AU_CENT_CLAUSES]
    entries = []
    for citation in citations:
        provision = lookup(citation.kind, citation.id)
        these_rules = rules.get(citation, [])
        these_tests = tests.get(citation, [])
        status, reason = _status(citation, these_rules, these_tests)
        entries.append(
            {
                "kind": citation.kind,
                "id": citation.id,
                "title": provision.title,
                "status": status,
                "rules": these_rules,
                "tests": these_tests,
                "reason": reason,
            }
        )
    return entries
