"""Every fact a ruling finds cites the act it describes, not the act that brought it to light.

A revoke claimed at the end of the play is found in the card played at the
revoke; a call found unfounded at the scoring, in the call.  Over every
record of ``examples/`` (the Case records among them), ``tests/examination``
and the irregular scenarios, each finding's events must be events of its
deal, and a finding that names an act (a card played, a call, a taking in, a
question) must cite an event where that player made that act.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from lawkit.ruling import Finding, Ruling
from piquet import adjudicate
from piquet.errors import PiquetError
from piquet.game.acts import Event
from tests.irregular_scenarios import DEALT, HANDS, SCENARIOS, STOCK

ROOT = Path(__file__).resolve().parents[1]

#: A finding in its deal: where it comes from, the ruling that states it, the deal's events.
Found = tuple[str, Ruling, Finding, Sequence[Event]]


def _record_files() -> list[Path]:
    paths = sorted((ROOT / "examples").rglob("*.json")) + sorted((ROOT / "tests" / "examination").rglob("*.json"))
    return [p for p in paths if not {"ecarte", "whist"} & set(p.parts)]


def _scenario(name: str, acts: Any) -> dict[str, Any]:
    hands, stock = DEALT.get(name, (HANDS, STOCK))
    variant = "au-cent" if name.startswith("au cent") else "rubicon"
    return {"format": "piquet-record/1", "variant": variant, "players": ["A", "B"], "deals": [{"dealer": "B", "hands": hands, "stock": stock, "events": acts}]}


def _records() -> Iterator[tuple[str, Any]]:
    for path in _record_files():
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and "players" in data:
            yield path.relative_to(ROOT).as_posix(), data
    for name, acts in sorted(SCENARIOS.items()):
        yield f"scenario: {name}", _scenario(name, acts)


@cache
def findings() -> tuple[Found, ...]:
    """Every finding of every ruling the referee gives on the records, with its deal's events."""
    found: list[Found] = []
    for name, data in _records():
        try:
            adjudication = adjudicate(data)
        except PiquetError:
            continue  # a record the referee refuses (a contradiction) has no rulings to check
        cut = adjudication.cut_for_deal
        if cut is not None:
            found += [(f"{name}, the cut", r, f, adjudication.record.cut_for_deal) for r in cut.rulings for f in r.findings]
        for deal, recorded in zip(adjudication.deals, adjudication.record.deals):
            found += [(f"{name}, deal {deal.number}", r, f, recorded.events) for r in deal.rulings for f in r.findings]
    return tuple(found)


def _cards(event: Event) -> set[str]:
    payload = event.payload()
    return set(payload.split()) if isinstance(payload, str) else set()


def _made(events: Sequence[Event], cited: Sequence[int], who: str | None, verbs: set[str], card: str | None = None) -> bool:
    """Whether one of the cited events is an act of one of ``verbs`` by ``who`` (anyone, if None), with ``card`` in it."""
    return any(
        events[i].verb in verbs and (who is None or events[i].player == who) and (card is None or card in _cards(events[i]))
        for i in cited
        if i < len(events)
    )


_CALLS = {"call", "reckon", "correct", "show"}

#: What a finding's words say was done, and the act that must be among its events: (pattern, test of the events).
ACTS: dict[str, Callable[[re.Match[str], Sequence[Event], Sequence[int]], bool]] = {
    r"^(?P<who>\S+) played (?P<card>\w\w)\b": lambda m, ev, at: _made(ev, at, m["who"], {"play"}, m["card"]),
    r"^(?P<who>\S+) held the suit led when he played (?P<card>\w\w)\b": lambda m, ev, at: _made(ev, at, m["who"], {"play"}, m["card"]),
    r"was called but not held": lambda m, ev, at: _made(ev, at, None, _CALLS),
    r"^(?P<who>\S+) called .* without naming": lambda m, ev, at: _made(ev, at, m["who"], {"call"}),
    r"^.* needs \w\w, which (?P<who>\S+) does not hold": lambda m, ev, at: _made(ev, at, m["who"], _CALLS),
    r"^(?P<who>\S+) stated the value of his point": lambda m, ev, at: _made(ev, at, m["who"], {"call"}),
    r"after (?P<who>\S+) asked what it makes": lambda m, ev, at: _made(ev, at, m["who"], {"reply", "ask"}),
    r"^(?P<who>\S+) had taken up cards of the stock": lambda m, ev, at: _made(ev, at, m["who"], {"take", "exchange", "mix"}),
    r"^(?P<who>\S+) said he would leave": lambda m, ev, at: _made(ev, at, m["who"], {"leave", "take", "exchange"}),
}


def test_the_records_give_findings_of_every_kind_checked() -> None:
    """The check below is not vacuous: each kind of act a finding names occurs among the records."""
    texts = [finding.text for _, _, finding, _ in findings()]
    assert [pattern for pattern in ACTS if not any(re.search(pattern, text) for text in texts)] == []


def test_every_finding_cites_events_of_its_deal() -> None:
    outside = [(where, f.text, f.events) for where, _, f, events in findings() if any(i >= len(events) for i in f.events)]
    assert outside == []


@pytest.mark.parametrize("pattern", list(ACTS))
def test_a_finding_that_names_an_act_cites_that_act(pattern: str) -> None:
    wrong = []
    for where, _, finding, events in findings():
        match = re.search(pattern, finding.text)
        if match is not None and not ACTS[pattern](match, events, finding.events):
            wrong.append((where, finding.text, [i + 1 for i in finding.events]))
    assert wrong == []


def test_law_59_iv_a_revoke_claimed_at_the_end_is_found_in_the_card_played_not_in_the_claim() -> None:
    """The example of the issue: the claim is event 26, the revoke with 7C event 15; the ruling answers the claim."""
    adjudication = adjudicate(json.loads((ROOT / "examples" / "disputes" / "law-59-revoke-claimed-at-the-end.json").read_text()))
    events = adjudication.record.deals[0].events
    (ruling,) = [r for r in adjudication.deals[0].rulings if r.rule == "piquet.rules.play.claim_revoke"]
    assert ruling.event is not None and events[ruling.event].verb == "claim"
    played = ruling.findings[0]
    assert [(events[i].player, events[i].verb, events[i].payload()) for i in played.events] == [("B", "play", "7C")]
    taken = ruling.findings[1]
    assert taken.events[0] == played.events[0] and all(events[i].verb == "play" for i in taken.events)


def test_law_54_a_miscall_found_at_the_scoring_cites_the_call() -> None:
    """Case VIII: the ruling answers no act (it is made at the scoring), and its finding cites the call of three kings."""
    adjudication = adjudicate(json.loads((ROOT / "examples" / "cases" / "case-VIII.json").read_text()))
    events = adjudication.record.deals[0].events
    (ruling,) = [r for r in adjudication.deals[0].rulings if r.rule == "piquet.rules.undiscovered_miscalls.undiscovered_miscall"]
    assert ruling.event is None
    (finding,) = ruling.findings
    assert finding.text == "three kings was called but not held"
    assert [(events[i].verb, events[i].payload()) for i in finding.events] == [("call", {"set": "K", "count": 3})]


def test_a_run_of_consecutive_events_is_shown_by_its_ends() -> None:
    """Eleven plays taken up read "events 15-25", not eleven numbers; two in a row, or apart, are listed."""
    from lawkit.render import render_text

    ruling = Ruling(
        event=25, act="a claim", decision="Decided", rule=None,
        findings=(Finding("taken up", range(14, 25)), Finding("two", (3, 4)), Finding("apart", (0, 2, 3, 4, 9))),
    )
    text = render_text(ruling, event_base=1)
    assert "taken up [events 15-25]" in text and "two [events 4, 5]" in text and "apart [events 1, 3-5, 10]" in text
