"""The laws, the note, the Cases and the au cent clauses as public values: what a program quotes or shows.

The catalogue (:mod:`piquet.lawbook.catalogue`) keeps the kernel's provisions,
keyed by citation; this module gives a program one way in by what a reader
would type: a law's number, a Case's numeral, an au cent clause's name::

    >>> import piquet
    >>> law = piquet.provision(62)
    >>> law.kind, law.number, law.title
    ('law', 62, 'Scoring the point')
    >>> str(piquet.provision("xiv"))
    'Case XIV. Younger hand taking in before the elder'
    >>> sum(1 for p in piquet.provisions() if p.kind == "law")
    78
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import attrs

from lawkit.citation import Citation
from lawkit.codex import Provision as KernelProvision, UnknownProvision
from piquet.errors import UnknownLaw, shown
from piquet.lawbook.catalogue import AU_CENT_CLAUSES, CASE_NUMERALS, NOTE_KIND, all_provisions, resolve

__all__ = ["LawProvision", "provision", "provisions", "PROVISION_KEYS"]

#: What :func:`provision` takes, said once for its error message.
PROVISION_KEYS = "a law 1-78, 'note 71', a Case I-XXII or an au cent clause by name, such as 'double-game'"


@attrs.frozen
class LawProvision:
    """One provision of the code the referee applies, in the project's own words.

    ``kind`` is ``"law"``, ``"law-note"``, ``"case"`` or ``"au-cent"``;
    ``number`` its number (a law's, or for the note the law it annotates), a
    Case's numeral or an au cent clause's name; ``heading`` the section it
    stands under; ``refers_to`` the provisions it points to.
    """

    kind: str
    number: int | str
    title: str
    statement: str
    heading: str | None = None
    refers_to: tuple[Citation, ...] = ()

    @property
    def citation(self) -> Citation:
        """The provision as the referee's rulings cite it."""
        return Citation(self.kind, self.number)

    def __str__(self) -> str:
        return f"{self.citation}. {self.title}"

    @classmethod
    def of(cls, kept: KernelProvision) -> LawProvision:
        """The public value of a provision of the catalogue."""
        citation = kept.citation
        return cls(citation.kind, citation.id, kept.title, kept.statement, kept.heading, kept.refers_to)


def provisions() -> Iterator[LawProvision]:
    """Every law, the note to Law 71, every Case and every au cent clause, in the book's order."""
    return (LawProvision.of(kept) for kept in all_provisions())


_ROMAN = re.compile(r"[ivxl]+")
_PREFIXES = (("law-note", NOTE_KIND), ("note to law", NOTE_KIND), ("note", NOTE_KIND), ("law", "law"), ("case", "case"),
             ("au-cent", "au-cent"), ("au cent", "au-cent"))


def _citation(key: object) -> Citation | None:
    """The citation a key stands for, or None if it is no key :func:`provision` reads."""
    if isinstance(key, Citation):
        return key
    if isinstance(key, bool):
        return None
    if isinstance(key, int):
        return Citation("law", key)
    if not isinstance(key, str):
        return None
    text = key.strip().lower()
    kind: str | None = None
    for prefix, named in _PREFIXES:
        if text.startswith(prefix):
            kind, text = named, text[len(prefix):].strip(" :.")
            break
    if kind in (None, "law", NOTE_KIND) and text.isdigit():
        return Citation(kind or "law", int(text))
    if kind == "case" and text.isdigit() and 1 <= int(text) <= len(CASE_NUMERALS):
        return Citation("case", CASE_NUMERALS[int(text) - 1])
    if kind in (None, "case") and _ROMAN.fullmatch(text):
        return Citation("case", text.upper())
    if kind in (None, "au-cent") and text in AU_CENT_CLAUSES:
        return Citation("au-cent", text)
    return None


def provision(key: int | str | Citation) -> LawProvision:
    """The law, note, Case or au cent clause ``key`` names: 62, ``"Law 62"``, ``"XIV"``, ``"note 71"``, ``"double-game"``.

    Raises :class:`~piquet.errors.UnknownLaw` (a :class:`KeyError`) naming what there is, for anything else.
    """
    citation = _citation(key)
    if citation is not None:
        try:
            return LawProvision.of(resolve(citation))
        except UnknownProvision:
            pass
    raise UnknownLaw(f"no provision {shown(key)}: ask for {PROVISION_KEYS}")
