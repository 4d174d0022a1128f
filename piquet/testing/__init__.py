"""Hypothesis strategies and the referee's state machine, shipped for the tests of projects that embed piquet.

A program that feeds records or acts to the referee can fuzz its own
integration with the same generators the library's tests use: random cards
and hands, regular deals played to the end, partie records (regular, or
with irregular acts spliced in), single irregular acts, and the state
machine that drives the referee through random regular and irregular acts
of every phase.  Needs hypothesis (``pip install ".[testing]"`` in a checkout of piquet, or
``pip install hypothesis``).

Example, in a user's test suite::

    from hypothesis import given
    import piquet
    from piquet.testing import records

    @given(records())
    def test_my_club_accepts_every_adjudication(record):
        result = piquet.adjudicate(record)
        my_club.store(result.to_json())
"""

from __future__ import annotations

try:
    import hypothesis  # noqa: F401
except ImportError as missing:  # pragma: no cover - depends on the environment
    raise ImportError(
        'piquet.testing needs hypothesis: pip install ".[testing]" in a checkout of piquet, or pip install hypothesis'
    ) from missing

from piquet.testing.machine import RefereeMachine, drive_home
from piquet.testing.strategies import (
    EXCHANGE_VERBS,
    IRREGULAR_VALUES,
    MISDEALS,
    PLAY_VERBS,
    cards,
    claims_near,
    cut_for_deal_acts,
    dealt,
    exchange_events,
    hands,
    irregular_events,
    legal_events,
    misdealt,
    play_events,
    records,
    regular_deals,
)

__all__ = [
    "cards",
    "hands",
    "dealt",
    "misdealt",
    "regular_deals",
    "legal_events",
    "irregular_events",
    "cut_for_deal_acts",
    "exchange_events",
    "play_events",
    "claims_near",
    "records",
    "IRREGULAR_VALUES",
    "EXCHANGE_VERBS",
    "PLAY_VERBS",
    "MISDEALS",
    "RefereeMachine",
    "drive_home",
]
