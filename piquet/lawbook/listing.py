"""Piquet's rulings in JSON: the record format lists the laws and the Cases under keys of their own.

The kernel writes a ruling with game-neutral keys (every provision in
``citations``).  The record format (``docs/record-format.rst``) also gives
each ruling its ``laws`` (numbers) and ``cases`` (numerals) after the
``decision``; :data:`LISTED` asks the kernel for those keys, and the
functions here write and read piquet's rulings with them.

The contract's ``event`` is an index from 0 into the deal's events; beside
it the format (since ``piquet-adjudication/2``) writes ``event_number``, the
same act counted from 1 as the text report and the error messages name it,
so that a program showing a ruling to a person need not add one itself.
Reading accepts it and checks that the two agree.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

from lawkit.ruling import Ruling, numbered, unnumbered
from lawkit.ruling import rulings_from_json as _rulings_from_json
from lawkit.ruling import rulings_to_json as _rulings_to_json

__all__ = ["LISTED", "ruling_to_json", "ruling_from_json", "rulings_to_json", "rulings_from_json"]

#: The kinds the record format lists by id, with the key of each.
LISTED: Mapping[str, str] = MappingProxyType({"law": "laws", "case": "cases"})


def ruling_to_json(ruling: Ruling) -> dict[str, Any]:
    """One ruling as the record format writes it: the contract's keys (with ``event_number``), then the kernel's."""
    return numbered(ruling.to_json(LISTED))


def ruling_from_json(data: object, *, where: str = "") -> Ruling:
    """Read a ruling of an adjudication: ``laws`` and ``cases`` required, and matching ``citations`` when given."""
    return Ruling.from_json(unnumbered(data, where), where=where, listed=LISTED)


def rulings_to_json(rulings: Iterable[Ruling]) -> list[dict[str, Any]]:
    """Rulings as the record format writes them, in order."""
    return [numbered(written) for written in _rulings_to_json(rulings, LISTED)]


def rulings_from_json(data: object, *, where: str = "rulings") -> tuple[Ruling, ...]:
    """Read the rulings of an adjudication; errors name e.g. ``rulings[2].decision``."""
    if isinstance(data, list):
        data = [unnumbered(item, f"{where}[{index}]") for index, item in enumerate(data)]
    return _rulings_from_json(data, where=where, listed=LISTED)
