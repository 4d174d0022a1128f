"""Which laws and Cases the library implements, by what code, checked by which tests.

The table is the kernel's (:mod:`lawkit.coverage`); this module gives it
piquet's codes.  Rules declare what they implement with
:func:`piquet.lawbook.citation.cites`; tests
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
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from typing import Any

from lawkit.citation import Citation
from lawkit.coverage import STATUSES, coverage
from lawkit.coverage import citations_in_test_names as _citations_in_names
from lawkit.coverage import rules_by_citation as _rules_by_citation
from piquet.lawbook.catalogue import AU_CENT_CLAUSES, CASE_NUMERALS, lookup

__all__ = ["coverage_entries", "STATUSES", "rules_by_citation", "tests_by_citation", "citations_in_test_names"]


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
    return _rules_by_citation("piquet.")


def citations_in_test_names(names: Iterable[str]) -> dict[Citation, list[str]]:
    """Map test names (``module::test_law_46_x``) to the laws, Cases and au cent clauses their names cite."""
    known: dict[str, Iterable[int | str]] = {"law": range(1, 79), "case": CASE_NUMERALS, "au-cent": AU_CENT_CLAUSES}
    return _citations_in_names(names, known, digits=("law",))


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


def coverage_entries() -> list[dict[str, Any]]:
    """Every law (1-78), Case (I-XXII) and au cent clause with its rules, tests and status."""
    citations = [Citation("law", n) for n in range(1, 79)]
    citations += [Citation("case", n) for n in CASE_NUMERALS]
    citations += [Citation("au-cent", slug) for slug in AU_CENT_CLAUSES]
    provisions = [lookup(c.kind, c.id) for c in citations]
    entries = coverage(provisions, rules_by_citation(), tests_by_citation(), partial=PARTIAL)
    return [entry.to_json() for entry in entries]
