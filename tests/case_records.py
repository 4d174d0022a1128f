"""Reading the Case records of examples/cases/ in tests: adjudicate one, find the rulings that matter."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from piquet import adjudicate
from lawkit.ruling import Ruling
from piquet.referee.adjudication import Adjudication

FOLDER = Path(__file__).resolve().parents[1] / "examples" / "cases"


def record(name: str) -> dict[str, Any]:
    """The record ``examples/cases/<name>.json`` as JSON."""
    data: dict[str, Any] = json.loads((FOLDER / f"{name}.json").read_text(encoding="utf-8"))
    return data


@cache
def adjudicated(name: str) -> Adjudication:
    """The referee's answer to ``examples/cases/<name>.json`` (read once per test run)."""
    return adjudicate(record(name))


def rulings(name: str, deal: int = 1) -> tuple[Ruling, ...]:
    """The rulings of one deal of a Case record."""
    return adjudicated(name).deals[deal - 1].rulings


def citing(name: str, citation: str, deal: int = 1) -> list[Ruling]:
    """The rulings of a deal that cite ``citation`` ("Case IV", "Law 56")."""
    return [r for r in rulings(name, deal) if citation in [str(c) for c in r.citations]]


def cited(name: str) -> set[str]:
    """Every Law and Case cited by any ruling of the record, as "Law 56", "Case IV"."""
    return {str(c) for deal in adjudicated(name).deals for r in deal.rulings for c in r.citations}


def items(name: str, deal: int = 1) -> list[tuple[str, str, int]]:
    """The score items of a deal, as (player, item, points)."""
    return [(i.player, i.item, i.points) for i in adjudicated(name).deals[deal - 1].items]


def options(ruling: Ruling) -> list[tuple[str, str | None]]:
    """A ruling's options as (text, who elects)."""
    return [(o.said, o.elector_label) for o in ruling.options]
