"""Citations: code says, in code, which laws and cases it implements.

Nothing here is particular to piquet.  A *citation* names one provision of a
code of laws by its kind (``"law"``, ``"case"``, ``"au-cent"``, or whatever
another game's code calls its provisions) and its id.  The :func:`implements`
decorator attaches citations to a function or class and records them in a
registry, so that tools can list which code implements which provision and a
test can check that every cited provision exists.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TypeVar

import attrs

__all__ = [
    "Citation",
    "law",
    "laws",
    "case",
    "au_cent",
    "cites",
    "implements",
    "citations_of",
    "registry",
]

_F = TypeVar("_F", bound=Callable[..., object])


@attrs.frozen(order=True)
class Citation:
    """One provision of a code, named by its kind and its id."""

    kind: str
    id: int | str = attrs.field(order=str)

    def __str__(self) -> str:
        names = {"law": "Law", "case": "Case", "au-cent": "Au cent", "law-note": "Note to Law"}
        return f"{names.get(self.kind, self.kind)} {self.id}"


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


_REGISTRY: dict[str, tuple[Citation, ...]] = {}


def implements(*citations: Citation) -> Callable[[_F], _F]:
    """Mark a rule as implementing the given provisions.

    The citations are kept on the object as ``__citations__`` and in the
    registry under the object's qualified name.
    """
    if not citations:
        raise ValueError("a rule must cite at least one provision")

    def mark(rule: _F) -> _F:
        name = f"{rule.__module__}.{rule.__qualname__}"
        previous = _REGISTRY.get(name, ())
        merged = previous + tuple(c for c in citations if c not in previous)
        _REGISTRY[name] = merged
        rule.__citations__ = merged  # type: ignore[attr-defined]
        return rule

    return mark


def cites(
    *laws: int, cases: Iterable[str] = (), au_cent: Iterable[str] = ()
) -> Callable[[_F], _F]:
    """Shorthand for :func:`implements` with piquet's law numbers and cases."""
    found = [law(n) for n in laws]
    found += [case(c) for c in cases]
    found += [Citation("au-cent", c) for c in au_cent]
    return implements(*found)


def citations_of(rule: object) -> tuple[Citation, ...]:
    """The citations a rule declared, or an empty tuple."""
    found = getattr(rule, "__citations__", ())
    return tuple(found)


def registry() -> Mapping[str, tuple[Citation, ...]]:
    """Every registered rule, by qualified name, with what it cites.

    Importing :mod:`piquet` registers all of the library's rules.
    """
    return dict(_REGISTRY)
