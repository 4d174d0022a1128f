"""How piquet cites its codes: the kinds of provision, and shorthands for each.

Four kinds, registered with the kernel (:func:`lawkit.citation.register_kind`)
so that a citation reads as the 1882 code names it and sorts in the code's
order: ``"law"`` (Law 46), ``"law-note"`` (Note to Law 71), ``"case"`` (Case
IV) and ``"au-cent"`` (Au cent deal-by-twos).  :func:`cites` marks a helper
with the laws, Cases and clauses it applies.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from lawkit.citation import Citation, implements, register_kind

__all__ = [
    "law",
    "laws",
    "case",
    "au_cent",
    "cites",
]

_F = TypeVar("_F", bound=Callable[..., object])

# The kinds of provision piquet cites, in the order the code gives them.
register_kind("law", "Law", order=10)
register_kind("law-note", "Note to Law", plural="Notes to Laws", order=11)
register_kind("case", "Case", order=20)
register_kind("au-cent", "Au cent", plural="Au cent clauses", order=30)


def law(number: int) -> Citation:
    """Cite a Law of Piquet by its number (1-78)."""
    return Citation("law", number)


def laws(*numbers: int) -> tuple[Citation, ...]:
    """Cite several Laws of Piquet at once."""
    return tuple(law(n) for n in numbers)


def case(numeral: str) -> Citation:
    """Cite one of the Cases and Decisions by its Roman numeral (I-XXII)."""
    return Citation("case", numeral)


def au_cent(clause: str) -> Citation:
    """Cite a clause of the Laws of Piquet au Cent by its id."""
    return Citation("au-cent", clause)


def cites(*numbers: int, cases: Iterable[str] = (), au_cent: Iterable[str] = ()) -> Callable[[_F], _F]:
    """Mark a helper as applying the given laws, Cases and au cent clauses (:func:`lawkit.citation.implements`)."""
    found = [law(n) for n in numbers]
    found += [case(c) for c in cases]
    found += [Citation("au-cent", c) for c in au_cent]
    return implements(*found)
