"""abartnof ``solver.json``: exact endgame values and their transposition key.

Out of scope for now: the library referees and scores deals; it has no
endgame search.  Every vector is listed (so the count stays visible) and
skipped with its reason.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.conformance.adapter import cases, load

V = load("solver")

NO_SOLVER = "endgame search (best play value, elder minus younger) is not part of the piquet library yet"


@pytest.mark.parametrize("vector", cases(V["positions"], lambda v: v["name"]))
def test_endgame_value(vector: dict[str, Any]) -> None:
    pytest.skip(NO_SOLVER)


@pytest.mark.parametrize("vector", cases(V["errors"], lambda v: v["name"]))
def test_endgame_errors(vector: dict[str, Any]) -> None:
    pytest.skip(NO_SOLVER)


def test_memo_key_layout() -> None:
    pytest.skip("their 75-bit transposition-key layout is an internal detail of their solver, not a rule of the game")
