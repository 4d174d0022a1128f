"""Which provisions of a code are applied, by what code, and checked by which tests.

Rules declare what they apply (:func:`lawkit.citation.implements`, or by
being registered in a :class:`~lawkit.registry.Rulebook`); tests name the
provision they check (``test_law_43_...``, ``test_laws_9_11_...``,
``test_case_iv_...``).  :func:`coverage` puts the two side by side for every
provision of a code: *implemented* when code and tests cite it, *partial*
when code applies it but no test names it (or the game says what is still
missing), *not yet* when no code applies it, *out of scope* when the game
says so.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, Protocol

import attrs

from lawkit.citation import Citation, registry

__all__ = [
    "STATUSES",
    "Entry",
    "coverage",
    "rules_by_citation",
    "citations_in_test_names",
]

STATUSES = ("implemented", "partial", "not yet", "out of scope")

_NOTHING: Mapping[Citation, str] = MappingProxyType({})


class _Provision(Protocol):
    @property
    def citation(self) -> Citation: ...

    @property
    def title(self) -> str: ...


@attrs.frozen
class Entry:
    """One provision's line in the table: its status, the rules citing it, the tests naming it, and why."""

    citation: Citation
    title: str
    status: str
    rules: tuple[str, ...]
    tests: tuple[str, ...]
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.citation.kind,
            "id": self.citation.id,
            "title": self.title,
            "status": self.status,
            "rules": list(self.rules),
            "tests": list(self.tests),
            "reason": self.reason,
        }


def rules_by_citation(prefix: str) -> dict[Citation, list[str]]:
    """Every provision cited by code whose qualified name starts with ``prefix``, with the names citing it."""
    found: dict[Citation, list[str]] = {}
    for name, citations in sorted(registry().items()):
        if not name.startswith(prefix):
            continue
        for citation in citations:
            found.setdefault(citation, []).append(name)
    return found


def _token(ident: int | str) -> str:
    return str(ident).lower().replace("-", "_")


def citations_in_test_names(
    names: Iterable[str], known: Mapping[str, Iterable[int | str]], *, digits: Iterable[str] = ()
) -> dict[Citation, list[str]]:
    """Map test names (``module::test_law_43_x``) to the provisions their names cite.

    ``known`` gives, for each kind, the ids a name may cite; a kind is
    written in a name as its own name with ``_`` for ``-`` (``au_cent``),
    singular or plural, followed by one or more ids joined by ``_``
    (``test_laws_72_73``).  For the kinds in ``digits`` any run of numbers
    counts, known or not.
    """
    numbered = set(digits)
    patterns = []
    for kind, ids in known.items():
        tokens = {_token(i): i for i in ids}
        word = re.escape(kind.replace("-", "_"))
        # The longest id first, so that "deal_by_twos" is not read as "deal".
        alternatives = sorted(tokens, key=len, reverse=True)
        one = r"\d+" if kind in numbered else "|".join(re.escape(t) for t in alternatives) or r"(?!)"
        patterns.append((kind, tokens, re.compile(rf"(?:^|(?<=_)){word}s?_((?:{one})(?:_(?:{one}))*)(?=_|$)")))
    found: dict[Citation, list[str]] = {}
    for name in names:
        leaf = name.rsplit("::", 1)[-1].lower()
        cited: list[Citation] = []
        for kind, tokens, pattern in patterns:
            for match in pattern.finditer(leaf):
                cited += [Citation(kind, i) for i in _split(match.group(1), tokens, kind in numbered)]
        for citation in dict.fromkeys(cited):
            found.setdefault(citation, []).append(name)
    return found


def _split(run: str, tokens: Mapping[str, int | str], numbered: bool) -> list[int | str]:
    """The ids in a run such as ``72_73`` or ``deal_by_twos_point_four_less``, longest known id first."""
    if numbered:
        return [int(part) for part in run.split("_") if part.isdigit()]
    out: list[int | str] = []
    rest = run
    while rest:
        best = max((t for t in tokens if rest == t or rest.startswith(t + "_")), key=len, default=None)
        if best is None:
            break
        out.append(tokens[best])
        rest = rest[len(best) + 1 :]
    return out


def _status(citation: Citation, rules: Sequence[str], tests: Sequence[str], partial: Mapping[Citation, str], out_of_scope: Mapping[Citation, str]) -> tuple[str, str]:
    if citation in out_of_scope:
        return "out of scope", out_of_scope[citation]
    if citation in partial:
        return "partial", partial[citation]
    if rules and tests:
        return "implemented", ""
    if rules:
        return "partial", "code applies it but no test names it yet"
    return "not yet", "no rule applies it yet"


def coverage(
    provisions: Iterable[_Provision],
    rules: Mapping[Citation, Sequence[str]],
    tests: Mapping[Citation, Sequence[str]],
    *,
    partial: Mapping[Citation, str] = _NOTHING,
    out_of_scope: Mapping[Citation, str] = _NOTHING,
) -> list[Entry]:
    """One entry for each provision, in the order given, with its rules, tests and status."""
    entries = []
    for provision in provisions:
        citation = provision.citation
        these_rules = tuple(rules.get(citation, ()))
        these_tests = tuple(tests.get(citation, ()))
        status, reason = _status(citation, these_rules, these_tests, partial, out_of_scope)
        entries.append(Entry(citation, provision.title, status, these_rules, these_tests, reason))
    return entries
