"""The piquet law catalogue: the Laws of Piquet, the Cases, and au cent.

Three codes, all built from the restatements in the private ``_*_statements``
modules:

* :data:`LAWS_OF_PIQUET` -- Laws 1-78 (``Citation("law", n)``), the note to
  Law 71 on the four-deal partie (``Citation("law-note", 71)``: a note's id is
  the number of the law it annotates), and the Cases I-XXII
  (``Citation("case", "IV")``).  The Cases live in the same code because they
  interpret these laws, so that every code derived from it resolves them too.
* :data:`CASES` -- the Cases alone, as a code of their own for listing.  Its
  provisions are the very objects held in :data:`LAWS_OF_PIQUET`; their
  cross-references to laws resolve there.
* :data:`AU_CENT` -- Piquet au Cent, derived from :data:`LAWS_OF_PIQUET`: its
  own clauses (``Citation("au-cent", slug)``) and the laws each displaces.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from piquet.lawbook._au_cent_statements import AU_CENT_TEXTS
from piquet.lawbook._case_statements import CASE_TEXTS
from piquet.lawbook._law_statements import LAW_TEXTS, NOTE_KIND, NOTE_TEXTS
from lawkit.citation import Citation
from lawkit.codex import Codex, Provision, UnknownProvision

__all__ = [
    "EDITION",
    "AU_CENT_EDITION",
    "NOTE_KIND",
    "CASES_HEADING",
    "LAW_HEADINGS",
    "CASE_NUMERALS",
    "AU_CENT_CLAUSES",
    "LAWS_OF_PIQUET",
    "CASES",
    "AU_CENT",
    "heading_of",
    "law_provision",
    "law_note",
    "case_provision",
    "au_cent_provision",
    "lookup",
    "resolve",
    "all_provisions",
]

EDITION: Final = 'The Portland Club code of 1882, as given by "Cavendish"'
AU_CENT_EDITION: Final = (
    'The Laws of Piquet au Cent, as given by "Cavendish" with the 1882 Portland '
    "Club code"
)
CASES_HEADING: Final = "Cases and Decisions"

#: Each heading of the Laws of Piquet with the law numbers under it.
LAW_HEADINGS: Final[Mapping[str, range]] = MappingProxyType(
    {
        "Shuffling": range(1, 3),
        "Cutting": range(3, 9),
        "Dealing": range(9, 18),
        "Carte blanche": range(18, 21),
        "Discarding and taking in": range(21, 46),
        "Calling and showing": range(46, 57),
        "Playing": range(57, 61),
        "Scoring": range(61, 75),
        "Incorrect packs": range(75, 76),
        "Changing cards": range(76, 78),
        "Bystanders": range(78, 79),
    }
)


def heading_of(number: int) -> str:
    """The heading a law stands under in the 1882 code."""
    for heading, numbers in LAW_HEADINGS.items():
        if number in numbers:
            return heading
    raise UnknownProvision(Citation("law", number), "Laws of Piquet")


def _build_laws() -> tuple[Provision, ...]:
    notes = {n.law: n for n in NOTE_TEXTS}
    built: list[Provision] = []
    for text in LAW_TEXTS:
        heading = heading_of(text.number)
        built.append(
            Provision(
                Citation("law", text.number),
                text.title,
                text.statement,
                heading,
                text.refers_to,
            )
        )
        note = notes.get(text.number)
        if note is not None:
            built.append(
                Provision(
                    Citation(NOTE_KIND, note.law),
                    note.title,
                    note.statement,
                    heading,
                    note.refers_to,
                )
            )
    return tuple(built)


def _build_cases() -> tuple[Provision, ...]:
    return tuple(
        Provision(Citation("case", t.numeral), t.title, t.statement, CASES_HEADING, t.refers_to)
        for t in CASE_TEXTS
    )


def _build_au_cent() -> tuple[tuple[Provision, ...], dict[Citation, tuple[Citation, ...]]]:
    clauses: list[Provision] = []
    displaces: dict[Citation, tuple[Citation, ...]] = {}
    for text in AU_CENT_TEXTS:
        cited = Citation("au-cent", text.slug)
        clauses.append(Provision(cited, text.title, text.statement, text.heading, text.refers_to))
        targets = tuple(Citation("law", n) for n in text.displaces)
        targets += tuple(Citation(NOTE_KIND, n) for n in text.displaces_note)
        if targets:
            displaces[cited] = targets
    return tuple(clauses), displaces


_CASE_PROVISIONS: Final = _build_cases()

LAWS_OF_PIQUET: Final = Codex(
    name="Laws of Piquet",
    edition=EDITION,
    provisions=_build_laws() + _CASE_PROVISIONS,
)

CASES: Final = Codex(name=CASES_HEADING, edition=EDITION, provisions=_CASE_PROVISIONS)

_AU_CENT_CLAUSES, _AU_CENT_DISPLACES = _build_au_cent()

AU_CENT: Final = Codex(
    name="Laws of Piquet au Cent",
    edition=AU_CENT_EDITION,
    provisions=_AU_CENT_CLAUSES,
    parent=LAWS_OF_PIQUET,
    displaces=_AU_CENT_DISPLACES,
)

#: The Cases' numerals, in order.
CASE_NUMERALS: Final[tuple[str, ...]] = tuple(t.numeral for t in CASE_TEXTS)
#: The au cent clause ids (slugs), in the order the clauses are listed.
AU_CENT_CLAUSES: Final[tuple[str, ...]] = tuple(t.slug for t in AU_CENT_TEXTS)


def law_provision(number: int) -> Provision:
    """Law ``number`` (1-78) of the Laws of Piquet."""
    return LAWS_OF_PIQUET.get(Citation("law", number))


def law_note(number: int = 71) -> Provision:
    """The note attached to Law ``number`` (only Law 71 has one)."""
    return LAWS_OF_PIQUET.get(Citation(NOTE_KIND, number))


def case_provision(numeral: str) -> Provision:
    """Case ``numeral`` (Roman, I-XXII; case-insensitive) of the Cases and Decisions."""
    return LAWS_OF_PIQUET.get(Citation("case", numeral.strip().upper()))


def au_cent_provision(slug: str) -> Provision:
    """The au cent clause with id ``slug``."""
    return AU_CENT.get(Citation("au-cent", slug))


def resolve(citation: Citation) -> Provision:
    """Any law, note, case or au cent clause, by its citation."""
    return AU_CENT.get(citation)


def lookup(kind: str, id: int | str) -> Provision:
    """Any provision by kind and id, forgiving about how the id is written.

    Law and note numbers may be given as digit strings ("46"); case numerals
    are matched without regard to case.  Raises :class:`UnknownProvision`.
    """
    wanted: int | str = id
    if kind in ("law", NOTE_KIND) and isinstance(id, str) and id.strip().isdigit():
        wanted = int(id)
    elif kind == "case" and isinstance(id, str):
        wanted = id.strip().upper()
    return resolve(Citation(kind, wanted))


def all_provisions() -> tuple[Provision, ...]:
    """Every law, the note, every case and every au cent clause, each once."""
    return tuple(AU_CENT)
