"""Citations: which provision of a code, and how each kind of provision is named.

A :class:`Citation` names one provision by its *kind* and its id.  The kinds
belong to the game: one code has laws and cases, another rules and notes, a
third articles.  A game registers each kind it cites with
:func:`register_kind`, giving the name people read (``"Law"``, ``"Article"``)
and where the kind sorts among the others; an unregistered kind is shown as
it is written.  The :func:`implements` decorator attaches citations to a
function or class and records them by qualified name, so that tools can list
which code applies which provision.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import TypeVar

import attrs

__all__ = [
    "Kind",
    "register_kind",
    "kind_of",
    "registered_kinds",
    "Citation",
    "ids_of",
    "cited",
    "implements",
    "citations_of",
    "registry",
]

_F = TypeVar("_F", bound=Callable[..., object])

#: A kind's name as it is written in citations and JSON: lower case words joined by hyphens.
_KIND_NAME = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")


@attrs.frozen
class Kind:
    """A kind of provision: its name in citations, the words people read, its place in a sort.

    ``display`` and ``plural`` name one provision and several (``"Law 46"``,
    ``"Laws 21, 22"``); kinds sort by ``order``, then by name.
    """

    name: str
    display: str
    plural: str
    order: int = 0


_KINDS: dict[str, Kind] = {}


def register_kind(name: str, display: str, *, plural: str | None = None, order: int = 0) -> Kind:
    """Name a kind of provision for people and place it among the others.

    Registering the same kind again with the same names is harmless (two
    games may share the plain kind ``"law"``); registering it with other names
    is a ``ValueError``, since one citation cannot read two ways.
    """
    if not isinstance(name, str) or not _KIND_NAME.fullmatch(name):
        raise ValueError(f"a citation kind is named in lower case words joined by hyphens, not {name!r}")
    plural = plural if plural is not None else f"{display}s"
    if not all(isinstance(w, str) and w.strip() for w in (display, plural)):
        raise ValueError(f"citation kind {name!r} needs a display name and a plural that are not empty")
    found = Kind(name, display, plural, order)
    before = _KINDS.get(name)
    if before is not None and before != found:
        raise ValueError(f"citation kind {name!r} is already registered as {before.display!r}, order {before.order}")
    _KINDS[name] = found
    return found


def kind_of(name: str) -> Kind:
    """The registered kind, or one that shows the name as it is written and sorts after every registered kind."""
    found = _KINDS.get(name)
    if found is not None:
        return found
    return Kind(name, name, name, _UNREGISTERED)


#: Where an unregistered kind sorts: after every registered one.
_UNREGISTERED = 1 << 30


def registered_kinds() -> tuple[Kind, ...]:
    """Every registered kind, in sort order."""
    return tuple(sorted(_KINDS.values(), key=lambda k: (k.order, k.name)))


@attrs.frozen(order=False)
class Citation:
    """One provision of a code, named by its kind and its id."""

    kind: str
    id: int | str

    def __str__(self) -> str:
        return f"{kind_of(self.kind).display} {self.id}"

    @property
    def sort_key(self) -> tuple[int, str, int, int, str]:
        """Kinds in their registered order; within a kind numbers in numeric order, then other ids."""
        kind = kind_of(self.kind)
        if isinstance(self.id, int):
            return (kind.order, self.kind, 0, self.id, "")
        return (kind.order, self.kind, 1, 0, str(self.id))

    def __lt__(self, other: Citation) -> bool:
        return self.sort_key < other.sort_key

    def __le__(self, other: Citation) -> bool:
        return self.sort_key <= other.sort_key

    def __gt__(self, other: Citation) -> bool:
        return self.sort_key > other.sort_key

    def __ge__(self, other: Citation) -> bool:
        return self.sort_key >= other.sort_key


def ids_of(citations: Iterable[Citation], kind: str) -> tuple[int | str, ...]:
    """The ids of the citations of one kind, in order, without repeats."""
    found: list[int | str] = []
    for c in citations:
        if c.kind == kind and c.id not in found:
            found.append(c.id)
    return tuple(found)


def cited(citations: Iterable[Citation]) -> str:
    """Citations in words, grouped by kind in order of first appearance: ``"Laws 21, 22; Case IV"``."""
    grouped: dict[str, list[int | str]] = {}
    for citation in citations:
        ids = grouped.setdefault(citation.kind, [])
        if citation.id not in ids:
            ids.append(citation.id)
    parts = []
    for name, ids in grouped.items():
        kind = kind_of(name)
        word = kind.display if len(ids) == 1 else kind.plural
        parts.append(f"{word} {', '.join(str(i) for i in ids)}")
    return "; ".join(parts)


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


def citations_of(rule: object) -> tuple[Citation, ...]:
    """The citations a rule declared, or an empty tuple."""
    found = getattr(rule, "__citations__", ())
    return tuple(found)


def registry() -> Mapping[str, tuple[Citation, ...]]:
    """Every function or class marked with :func:`implements`, by qualified name, with what it cites."""
    return dict(_REGISTRY)
