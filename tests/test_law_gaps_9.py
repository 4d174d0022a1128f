"""Two faults found by blind records of round 1129j: the younger's count put right, and a short pack found after the deal.

The younger hand's count put right before he plays: the whole he reckons after its part scores once, in its place (Law 56).

Reckoning after the elder's lead, the younger may add to his count until he
plays to the first trick (Law 56).  Three aces reckoned, then four, are one
quatorze (Law 64): fourteen, not three, and not seventeen.  The case came
from a blind record (tests/examination/round_1129j), where the referee had
ruled the four aces of no effect for using cards already reckoned and kept
the trio.  Expected scores are worked from the laws' values.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import piquet
from piquet.game.state import YOUNGER

#: B deals; A exchanges five, B three (taking the fourth ace); A's point and quart are good, his three kings not.
_HANDS = {"A": "8H 8D 7H 9H JC KS JD 9D 7D 9S QC 8C", "B": "AD AS AH KC QD 9C TD QH 7S JH QS JS"}
_STOCK = "KD TH 8S TC KH 7C TS AC"
_OPENING: list[dict[str, Any]] = [
    {"player": "A", "exchange": "9D 7D 9S QC 8C"},
    {"player": "B", "exchange": "JH QS JS"},
    {"player": "A", "call": {"point": 5}},
    {"player": "B", "reply": "good"},
    {"player": "A", "call": {"sequence": 4, "to": "T"}},
    {"player": "B", "reply": "good"},
    {"player": "A", "call": {"set": "K", "count": 3}},
    {"player": "B", "reply": "not good"},
    {"player": "A", "play": "KH"},
]


def _younger_sets(reckonings: list[dict[str, Any]]) -> tuple[list[str], list[Any]]:
    events = [*_OPENING, *({"player": "B", "reckon": r} for r in reckonings), {"player": "B", "play": "AH"}]
    record = {"players": ["A", "B"], "deals": [{"dealer": "B", "hands": _HANDS, "stock": _STOCK, "events": events}]}
    deal = piquet.adjudicate(record).deals[0]
    scored = [f"{s.what} {s.points}" for s in deal.state.hand_scores if s.player == YOUNGER]
    return scored, [r for r in deal.rulings if r.event is not None and r.event >= len(_OPENING)]


def test_law_56_law_64_three_aces_then_four_score_fourteen_once() -> None:
    scored, rulings = _younger_sets([{"set": "A", "count": 3}, {"set": "A", "count": 4}])
    assert scored == ["four aces 14"] and rulings == []


def test_law_64_four_aces_reckoned_at_once_score_the_same() -> None:
    assert _younger_sets([{"set": "A", "count": 4}]) == (["four aces 14"], [])


def test_law_56_three_aces_reckoned_twice_the_second_is_of_no_effect() -> None:
    scored, rulings = _younger_sets([{"set": "A", "count": 3}, {"set": "A", "count": 3}])
    assert scored == ["three aces 3"]
    assert [(r.event, r.outcome.value) for r in rulings] == [(len(_OPENING) + 1, "no-effect")]


def test_law_56_four_aces_then_three_keeps_the_four() -> None:
    scored, rulings = _younger_sets([{"set": "A", "count": 4}, {"set": "A", "count": 3}])
    assert scored == ["four aces 14"] and [r.event for r in rulings] == [len(_OPENING) + 1]


_SHORT = Path(__file__).parent / "examination" / "round_1129j" / "pack-short-a-card-found-when-gathering-after-the-deal-is-scored-the-deal-stands.json"


def _short_pack_found(after: list[dict[str, Any]]) -> tuple[dict[str, int], list[Any]]:
    """A deal played out unnoticed from a pack short of the eight of hearts, then the acts ``after`` its last card, then the claim."""
    record = json.loads(_SHORT.read_text(encoding="utf-8"))
    record.pop("x-expected")
    played = record["deals"][0]["events"][:28]
    record["deals"][0]["events"] = [*played, *after, {"player": "A", "claim": "incorrect pack"}]
    deal = piquet.adjudicate(record).deals[0]
    claim = len(played) + len(after)
    return deal.to_json()["scores"], [r for r in deal.rulings if r.event == claim]


@pytest.mark.parametrize(
    "after",
    [
        [{"player": "A", "write": {"A": 25, "B": 67}}, {"player": "B", "write": {"A": 25, "B": 67}}],
        [{"player": "B", "gather": "pack"}],
        [{"player": "A", "write": {"A": 25, "B": 67}}, {"player": "B", "write": {"A": 25, "B": 67}}, {"player": "A", "gather": "pack"}],
    ],
    ids=["scored", "gathered", "scored-and-gathered"],
)
def test_law_75_a_pack_found_short_once_the_deal_is_over_leaves_it_standing(after: list[dict[str, Any]]) -> None:
    scores, rulings = _short_pack_found(after)
    assert scores == {"A": 25, "B": 67}  # the deal as played: A's point and sequences, B's aces, play and capot
    assert [(r.outcome.value, r.offender, sorted(r.cited("law"))) for r in rulings] == [("too-late", 0, [17, 75])]  # A, the elder, claimed


@pytest.mark.parametrize("after", [[], [{"player": "A", "write": {"A": 25, "B": 67}}]], ids=["at-the-last-card", "one-score-written"])
def test_law_75_a_pack_found_short_before_the_deal_is_scored_voids_it(after: list[dict[str, Any]]) -> None:
    scores, rulings = _short_pack_found(after)
    assert scores == {"A": 0, "B": 0}
    assert [r.offender for r in rulings] == [None] and "75" in str(rulings[0].cited("law"))
