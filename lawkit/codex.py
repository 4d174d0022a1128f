"""A code of laws held as data: provisions, lookup, and derived codes.

A :class:`Codex` is an ordered
collection of :class:`Provision` objects indexed by :class:`Citation`.  A codex
may be *derived* from a parent code (a variant of a game amends its main
laws): it then holds only its own clauses, says through ``displaces`` which of
the parent's provisions each clause replaces or modifies, and answers lookups
for everything else from the parent.  :meth:`Codex.governing` answers the
referee's question "which rule governs this point under this code?".
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from types import MappingProxyType

import attrs

from lawkit.citation import Citation
from lawkit.errors import LawkitError

__all__ = [
    "Provision",
    "UnknownProvision",
    "Governing",
    "Codex",
]


def _citations(values: Iterable[Citation]) -> tuple[Citation, ...]:
    return tuple(values)


def _provisions(values: Iterable[Provision]) -> tuple[Provision, ...]:
    return tuple(values)


def _frozen_displaces(
    values: Mapping[Citation, Iterable[Citation]],
) -> Mapping[Citation, tuple[Citation, ...]]:
    return MappingProxyType({key: tuple(cited) for key, cited in values.items()})


def _non_empty(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if not value.strip():
        raise ValueError(f"a provision's {attribute.name} must not be empty")


@attrs.frozen
class Provision:
    """One rule of a code, restated in the project's own words.

    ``refers_to`` lists the provisions this one points to (its exceptions or
    the rules it applies), so that tools can follow the cross-references.
    """

    citation: Citation
    title: str = attrs.field(validator=_non_empty)
    statement: str = attrs.field(validator=_non_empty)
    heading: str | None = None
    refers_to: tuple[Citation, ...] = attrs.field(default=(), converter=_citations)

    def __str__(self) -> str:
        return f"{self.citation}. {self.title}"


class UnknownProvision(LookupError, LawkitError):
    """Raised when a citation names no provision of the code consulted."""

    def __init__(self, citation: Citation, codex: str | None = None) -> None:
        where = f" in {codex}" if codex else ""
        super().__init__(f"no provision {citation}{where}")
        self.citation = citation
        self.codex = codex


@attrs.frozen
class Governing:
    """The answer to "which rule governs this point under this code?".

    ``provision`` is the provision asked about, as defined by the code named
    in ``defined_in``.  ``displaced_by`` holds the clauses of derived codes
    that replace or modify it (nearest code first); ``displaces`` holds, when
    the provision is itself such a clause, the parent provisions it displaces.
    """

    asked: Citation
    provision: Provision
    defined_in: str
    displaced_by: tuple[Provision, ...] = ()
    displaces: tuple[Provision, ...] = ()

    @property
    def unchanged(self) -> bool:
        """True when no clause of a derived code touches the provision."""
        return not self.displaced_by

    @property
    def in_force(self) -> tuple[Provision, ...]:
        """Every provision to read, the displacing clauses first.

        A displacing clause takes precedence; the displaced provision still
        applies where the clause is silent (a clause may only modify it).
        """
        return (*self.displaced_by, self.provision)

    def __str__(self) -> str:
        said = f"{self.provision.citation} ({self.defined_in})"
        if self.displaced_by:
            by = ", ".join(str(p.citation) for p in self.displaced_by)
            said += f", displaced by {by}"
        if self.displaces:
            over = ", ".join(str(p.citation) for p in self.displaces)
            said += f", displacing {over}"
        return said


@attrs.frozen(eq=False, repr=False)
class Codex:
    """A code of laws: its own provisions, and optionally a parent it amends.

    Iteration yields every provision in effect: the parent's (recursively)
    followed by this code's own.  Lookups go through a dict index built once
    at construction.  Construction checks that citations are unique, that
    ``displaces`` keys are own clauses, and that what they displace exists in
    the parent.
    """

    name: str
    edition: str
    provisions: tuple[Provision, ...] = attrs.field(converter=_provisions)
    parent: Codex | None = None
    displaces: Mapping[Citation, tuple[Citation, ...]] = attrs.field(
        factory=dict, converter=_frozen_displaces
    )
    _index: Mapping[Citation, Provision] = attrs.field(
        init=False, repr=False, alias="_index"
    )
    _displaced_by: Mapping[Citation, tuple[Citation, ...]] = attrs.field(
        init=False, repr=False, alias="_displaced_by"
    )
    _in_effect: Mapping[Citation, Provision] = attrs.field(
        init=False, repr=False, alias="_in_effect"
    )

    @_index.default
    def _build_index(self) -> Mapping[Citation, Provision]:
        index: dict[Citation, Provision] = {}
        for provision in self.provisions:
            cited = provision.citation
            if cited in index:
                raise ValueError(f"{self.name}: {cited} is given twice")
            if self.parent is not None and cited in self.parent:
                raise ValueError(f"{self.name}: {cited} is already in {self.parent.name}")
            index[cited] = provision
        return MappingProxyType(index)

    @_displaced_by.default
    def _build_displaced_by(self) -> Mapping[Citation, tuple[Citation, ...]]:
        if self.displaces and self.parent is None:
            raise ValueError(f"{self.name}: only a derived code can displace provisions")
        reverse: dict[Citation, list[Citation]] = {}
        for clause, targets in self.displaces.items():
            if clause not in self._index:
                raise ValueError(f"{self.name}: {clause} is not one of its own clauses")
            for target in targets:
                assert self.parent is not None
                if target not in self.parent:
                    raise ValueError(f"{self.name}: {clause} displaces unknown {target}")
                reverse.setdefault(target, []).append(clause)
        return MappingProxyType({k: tuple(v) for k, v in reverse.items()})

    @_in_effect.default
    def _build_in_effect(self) -> Mapping[Citation, Provision]:
        inherited = {} if self.parent is None else dict(self.parent._in_effect)
        return MappingProxyType(inherited | dict(self._index))

    def __repr__(self) -> str:
        parent = "" if self.parent is None else f", parent={self.parent.name!r}"
        size = len(self.provisions)
        return f"Codex({self.name!r}, {self.edition!r}, {size} provisions{parent})"

    def get(self, citation: Citation) -> Provision:
        """The provision cited, from this code or else its parent."""
        found = self._in_effect.get(citation)
        if found is None:
            raise UnknownProvision(citation, self.name)
        return found

    def find(self, citation: Citation) -> Provision | None:
        """Like :meth:`get`, but ``None`` when the citation is not in effect.

        For callers (such as renderers) that treat a missing text as "no text".
        """
        return self._in_effect.get(citation)

    def __contains__(self, citation: object) -> bool:
        return isinstance(citation, Citation) and citation in self._in_effect

    def __iter__(self) -> Iterator[Provision]:
        if self.parent is not None:
            yield from self.parent
        yield from self.provisions

    def __len__(self) -> int:
        return len(self._in_effect)

    def own(self, citation: Citation) -> bool:
        """True when the provision belongs to this code rather than a parent."""
        return citation in self._index

    def of_kind(self, kind: str) -> tuple[Provision, ...]:
        """Every provision in effect whose citation is of the given kind."""
        return tuple(p for p in self if p.citation.kind == kind)

    def displaced_by(self, citation: Citation) -> tuple[Provision, ...]:
        """Clauses of this code and its ancestors that displace ``citation``.

        The nearest code's clauses come first.
        """
        mine = tuple(self._index[c] for c in self._displaced_by.get(citation, ()))
        if self.parent is None:
            return mine
        return mine + self.parent.displaced_by(citation)

    def governing(self, citation: Citation) -> Governing:
        """Which rule governs ``citation`` under this code, and what displaces what.

        Raises :class:`UnknownProvision` if the citation is not in effect.
        """
        provision = self.get(citation)
        return Governing(
            asked=citation,
            provision=provision,
            defined_in=self._defining_code(citation),
            displaced_by=self.displaced_by(citation),
            displaces=tuple(self.get(c) for c in self._displaces_of(citation)),
        )

    def _defining_code(self, citation: Citation) -> str:
        if citation in self._index or self.parent is None:
            return self.name
        return self.parent._defining_code(citation)

    def _displaces_of(self, citation: Citation) -> tuple[Citation, ...]:
        if citation in self._index:
            return self.displaces.get(citation, ())
        if self.parent is None:
            return ()
        return self.parent._displaces_of(citation)

    def headings(self) -> Mapping[str, tuple[Provision, ...]]:
        """Provisions in effect grouped by heading, in order of first appearance.

        Provisions without a heading are left out.
        """
        grouped: dict[str, list[Provision]] = {}
        for provision in self:
            if provision.heading is not None:
                grouped.setdefault(provision.heading, []).append(provision)
        return MappingProxyType({k: tuple(v) for k, v in grouped.items()})
