"""Two exceptions that compete are an error for every user, not only under test.

The conflict check is on by default (:func:`lawkit.registry.conflicts_checked`), in
every dispatch: :func:`piquet.adjudicate`, :meth:`piquet.Deal.step`, the
``piquet`` command.  Two exceptions of one base rule that both hold for one
act, with no order declared between them, raise
:class:`~lawkit.registry.RuleConflict`, whose message names both rules, the
verb and the act (deal, event and the act as the notation writes it); the
command reports it as a fault of the library, exit status 2, no traceback.
``check_conflicts(False)`` turns it off for code that must go fastest.

The rulebook has no such pair (the suite would fail), so each test here
puts two throwaway exceptions in front of a base rule for one test only.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import textwrap
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import attrs
import pytest

import piquet
import piquet.referee.apply  # noqa: F401  (registers every rule)
from lawkit.registry import RuleConflict, RulebookError, check_conflicts
from piquet.faces.cli import main
from piquet.game.acts import Event, Play
from piquet.lawbook import registry

ROOT = Path(__file__).resolve().parents[1]
RECORD = ROOT / "examples" / "partie-six-deals.json"
ONE, OTHER = "tests.competing.one", "tests.competing.other"


def _record() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(RECORD.read_text())
    return data


def _second_deal_play() -> tuple[int, Event]:
    """The first single card played in the record's second deal after the tenth act: its index and the act."""
    events = piquet.read_record(_record()).deals[1].events
    return next((i, e) for i, e in enumerate(events) if isinstance(e, Play) and len(e.cards) == 1 and i > 10)


@contextmanager
def _compete(book: Any, verb: str, base: str, holds: Callable[..., bool]) -> Iterator[None]:
    """Two exceptions to ``base`` that both hold where ``holds`` does, tried first, for the block; unmarked, so no run passes them over."""
    found = registry.rule_named(base)
    pair = [attrs.evolve(found, name=name, exception_to=base, when=holds, marks=frozenset(), prevails_over=()) for name in (ONE, OTHER)]
    saved = book._by_verb[verb]
    book._by_verb[verb] = [*pair, *saved]
    for cache in (book._candidates, book._names, book._marked, book._marked_in):
        cache.clear()
    try:
        yield
    finally:
        book._by_verb[verb] = saved
        for cache in (book._candidates, book._names, book._marked, book._marked_in):
            cache.clear()


@pytest.fixture
def competing_play() -> Iterator[tuple[int, Event]]:
    """Two exceptions to the play's base rule that both hold for one card of the second deal."""
    index, act = _second_deal_play()
    assert isinstance(act, Play)
    card = act.cards[0]

    def holds(state: Any, who: int, played: Any) -> bool:
        return bool(state.setup.number == 2 and len(state.log) == index and played == card)

    with _compete(registry.PIQUET_RULES, "play", "piquet.rules.play.play_card", holds):
        yield index, act


@pytest.fixture
def as_ruled() -> dict[str, Any]:
    """The record's adjudication by the rulebook as it is (asked for before the competing exceptions are added)."""
    ruled: dict[str, Any] = piquet.adjudicate(_record()).to_json()
    return ruled


def test_the_check_is_on_in_a_process_the_test_suite_did_not_start() -> None:
    done = subprocess.run(
        [sys.executable, "-c", "import piquet; from lawkit import registry; print(registry.conflicts_checked())"],
        capture_output=True, text=True, check=True, cwd=ROOT,
    )
    assert done.stdout.strip() == "True"


def test_adjudicate_raises_a_conflict_naming_both_rules_the_verb_and_the_act(competing_play: tuple[int, Event]) -> None:
    index, act = competing_play
    written = f"{act.player}: play {act.to_json()['play']}"
    with pytest.raises(RuleConflict) as raised:
        piquet.adjudicate(_record())
    conflict = raised.value
    assert isinstance(conflict, RulebookError) and not isinstance(conflict, piquet.PiquetError)
    assert conflict.rules == (ONE, OTHER) and conflict.verb == "play" and conflict.base == "piquet.rules.play.play_card"
    assert conflict.places == ("deal 2", f"event {index + 1}") and conflict.act == written
    message = str(conflict)
    assert ONE in message and OTHER in message and "'play'" in message
    assert f"at deal 2, event {index + 1} ({written})" in message and "declare which prevails" in message


def test_deal_step_names_the_event_and_the_act(competing_play: tuple[int, Event]) -> None:
    index, act = competing_play
    record = piquet.read_record(_record())
    dealt = record.deals[1]
    elder = record.players[1] if dealt.dealer == record.players[0] else record.players[0]
    # The second deal of the partie, with its number, so that the two exceptions hold at the same act.
    deal = piquet.Deal(piquet.start_deal(dealt.dealer, elder, dealt.hands, dealt.stock, number=2))
    for event in dealt.events[:index]:
        deal, _ = deal.step(event)
    with pytest.raises(RuleConflict, match=rf"at event {index + 1} \({act.player}: play ") as raised:
        deal.step(act)
    assert raised.value.places == (f"event {index + 1}",)


def test_the_opt_out_takes_the_first_exception_silently_as_production_did(as_ruled: dict[str, Any], competing_play: tuple[int, Event]) -> None:
    with check_conflicts(False):
        quiet = piquet.adjudicate(_record()).to_json()
    # The throwaway exceptions do what the base rule does, so the first of them rules as the base rule would have.
    assert quiet == as_ruled
    with pytest.raises(RuleConflict):
        piquet.adjudicate(_record())  # and the check is back after the block


@pytest.mark.parametrize("as_json", [False, True])
def test_the_command_reports_a_conflict_as_a_fault_of_the_library_with_status_2(competing_play: tuple[int, Event], as_json: bool) -> None:
    out, err = io.StringIO(), io.StringIO()
    status = main(["adjudicate", *(["--json"] if as_json else []), str(RECORD)], out=out, err=err)
    assert status == 2
    text = json.loads(out.getvalue())["error"]["message"] if as_json else err.getvalue()
    assert "Traceback" not in out.getvalue() + err.getvalue()
    assert "the rulebook is in conflict" in text and "fault of the library" in text and "please report it" in text
    assert ONE in text and OTHER in text and "deal 2, event" in text


def test_the_command_goes_on_to_the_next_record_and_validate_reports_it_too(competing_play: tuple[int, Event]) -> None:
    out, err = io.StringIO(), io.StringIO()
    four = ROOT / "examples" / "partie-four-deals.json"
    assert main(["adjudicate", str(RECORD), str(four)], out=out, err=err) == 2
    assert f"{RECORD}: the rulebook is in conflict" in err.getvalue() and "2 records:" in out.getvalue()
    out = io.StringIO()
    assert main(["validate", str(RECORD)], out=out, err=io.StringIO()) == 2
    assert f"{RECORD}: the rulebook is in conflict" in out.getvalue()


def test_any_command_that_replays_a_record_reports_a_conflict_without_a_traceback(competing_play: tuple[int, Event]) -> None:
    # ``advise`` replays the record to the deal asked for (state_after) outside the adjudicate command's own handling.
    err = io.StringIO()
    assert main(["advise", str(RECORD), "--deal", "3"], out=io.StringIO(), err=err) == 2
    assert err.getvalue().startswith("piquet: the rulebook is in conflict: ") and "deal 2, event" in err.getvalue()


def test_a_conflict_in_a_runs_own_dispatch_is_located_at_the_act_it_was_asked_for() -> None:
    """The play's run dispatches the "first trick" rules itself before the younger's first card: a conflict there is
    found (the run passes over no rule without its mark) and named at that card."""
    dealt = piquet.read_record(_record()).deals[1]
    # The dealer is the younger hand: his first card is the one the "first trick" rules are asked for.
    first = next(i for i, e in enumerate(dealt.events) if isinstance(e, Play) and e.player == dealt.dealer)

    def holds(state: Any) -> bool:
        return bool(state.setup.number == 2)

    with _compete(registry.PIQUET_RULES, "first trick", "piquet.rules.first_trick.first_trick", holds):
        with pytest.raises(RuleConflict, match="'first trick' at deal 2, event ") as raised:
            piquet.adjudicate(_record())
    assert "play_run" in [frame.name for frame in traceback.extract_tb(raised.tb)]  # found in the run, not by an act's dispatch
    assert raised.value.places == ("deal 2", f"event {first + 1}")
    assert raised.value.act is not None and raised.value.act.startswith(f"{dealt.dealer}: play ")


def test_python_dash_m_piquet_reports_a_conflict_without_a_traceback_in_a_fresh_process() -> None:
    """The console's path, ``python -m piquet``, in a process the test suite's configuration never touched."""
    index, act = _second_deal_play()
    script = textwrap.dedent(
        f"""
        import runpy, sys
        import attrs
        import piquet.referee.apply
        from piquet.lawbook import registry

        book = registry.PIQUET_RULES
        base = registry.rule_named("piquet.rules.play.play_card")
        holds = lambda state, who, card: state.setup.number == 2 and len(state.log) == {index}
        pair = [attrs.evolve(base, name=n, exception_to=base.name, when=holds, marks=frozenset()) for n in ({ONE!r}, {OTHER!r})]
        book._by_verb["play"] = [*pair, *book._by_verb["play"]]
        for cache in (book._candidates, book._names, book._marked, book._marked_in):
            cache.clear()
        sys.argv = ["piquet", "adjudicate", {str(RECORD)!r}]
        runpy.run_module("piquet", run_name="__main__")
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=False)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    assert done.stderr.startswith("piquet: the rulebook is in conflict: ")
    assert f"{ONE} and {OTHER}" in done.stderr and f"deal 2, event {index + 1} ({act.player}: play " in done.stderr
    assert "this is a fault of the library, not of the record: please report it" in done.stderr
