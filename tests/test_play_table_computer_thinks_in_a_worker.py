"""``piquet play``: the computer thinks in a thread worker, the screen live meanwhile and the prompt closed to acts.

The computer is slowed by a gate: its strategy waits on a
:class:`threading.Event` until the test opens it, so that the test sees the
screen while the computer thinks, then lets it finish.
"""

from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("textual")

from textual.pilot import Pilot  # noqa: E402
from textual.widgets import Input, RichLog, Static  # noqa: E402

from piquet.faces.playapp import TableApp  # noqa: E402
from piquet.faces.playtable import Table, read_written  # noqa: E402
from piquet.game.acts import Event  # noqa: E402
from piquet.play import strategies  # noqa: E402
from piquet.referee.view import View  # noqa: E402

#: Long enough never to be reached when the test works; short enough that a broken test fails rather than hangs.
GATE_TIMEOUT = 30.0


class Gate:
    """The computer's strategy held at each act until the test opens it; ``asked`` is set once the computer is held."""

    def __init__(self, real: Callable[[str, random.Random], Callable[[View], Event]]) -> None:
        self.real = real
        self.asked = threading.Event()
        self.open = threading.Event()
        self.open.set()

    def close(self) -> None:
        """Hold the computer at its next act."""
        self.asked.clear()
        self.open.clear()

    def strategy(self, strength: str, rng: random.Random) -> Callable[[View], Event]:
        """The factory put in place of the computer's: its strategy, waiting at the gate before each act."""
        chosen = self.real(strength, rng)

        def held(view: View) -> Event:
            self.asked.set()
            self.open.wait(GATE_TIMEOUT)
            return chosen(view)

        return held


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[Gate]:
    held = Gate(strategies.computer)
    monkeypatch.setattr(strategies, "computer", held.strategy)
    held.close()
    yield held
    held.open.set()  # never leave a worker's thread waiting


def _journal_on_screen(app: TableApp) -> str:
    return "\n".join(str(line) for line in app.query_one("#journal", RichLog).lines)


async def _until(event: threading.Event) -> None:
    """Wait, off the screen's thread, for the worker's thread to reach the gate."""
    assert await asyncio.to_thread(event.wait, GATE_TIMEOUT)


async def _typed_and_held(pilot: Pilot[None], act: str, gate: Gate) -> None:
    """Type the person's act and wait until the computer, thinking in its worker, is held at the gate."""
    await pilot.press(*act, "enter")
    await pilot.pause()
    await _until(gate.asked)


async def _released(pilot: Pilot[None], gate: Gate) -> None:
    """Open the gate, and wait for the computer's worker to finish and the screen to show what it did."""
    gate.open.set()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def test_while_the_computer_thinks_the_persons_act_is_shown_the_prompt_disabled_and_the_status_says_so(gate: Gate) -> None:
    table = Table.new(11)
    act = table.completions()[0]
    before = len(table.deal.state.log)

    async def run() -> None:
        app = TableApp(table)
        async with app.run_test(size=(120, 40)) as pilot:
            await _typed_and_held(pilot, act, gate)
            prompt = app.query_one("#act", Input)
            assert prompt.disabled
            assert str(app.query_one("#status", Static).render()) == TableApp.THINKING
            assert f"A: {act}" in _journal_on_screen(app)  # shown before the computer has answered
            assert len(table.deal.state.log) == before + 1
            await _released(pilot, gate)
            assert not prompt.disabled and prompt.has_focus
            assert str(app.query_one("#status", Static).render()) == table.status()
            assert table.deal.to_act == "A" and len(table.deal.state.log) > before + 1
            assert "B: exchange" in _journal_on_screen(app)

    asyncio.run(run())


def test_an_act_typed_while_the_computer_thinks_is_not_applied_and_is_answered_wait(gate: Gate) -> None:
    table, alike = Table.new(11), Table.new(11)
    act = table.completions()[0]

    async def run() -> None:
        app = TableApp(table)
        async with app.run_test(size=(120, 40)) as pilot:
            await _typed_and_held(pilot, act, gate)
            held = table.deal.state.log
            await pilot.press(*"call point 5", "enter")  # keys at a disabled prompt
            prompt = app.query_one("#act", Input)
            prompt.post_message(Input.Submitted(prompt, "call point 5"))  # a line entered as the prompt closed
            await pilot.pause()
            assert table.deal.state.log == held
            assert TableApp.WAIT in _journal_on_screen(app)
            await _released(pilot, gate)

    asyncio.run(run())
    gate.open.set()
    alike.enter(act)  # the same act, the computer answering at once, nothing typed meanwhile
    assert table.record().to_json() == alike.record().to_json()


def _acts_before_a_double_reply(seed: int) -> list[str]:
    """The person's first acts, as the prompt completes them, up to one the computer answers with two acts in a row."""
    probe = Table.new(seed)
    typed: list[str] = []
    while probe.last is None:
        typed.append(probe.completions()[0])
        before = len(probe.deal.state.log)
        probe.enter(typed[-1])
        if len(probe.deal.state.log) - before >= 3:
            return typed
    raise AssertionError(f"the computer never made two acts in a row in deal 1 under seed {seed}")


def test_quitting_while_the_computer_thinks_ends_cleanly_before_its_next_act_and_the_record_is_whole(
    gate: Gate, tmp_path: Path
) -> None:
    gate.open.set()
    *earlier, act = _acts_before_a_double_reply(11)
    path = tmp_path / "partie.json"
    table = Table.new(11, record_path=path)
    for line in earlier:
        table.enter(line)
    gate.close()
    app = TableApp(table)

    async def run() -> int:
        async with app.run_test(size=(120, 40)) as pilot:
            await _typed_and_held(pilot, act, gate)
            quitting = len(table.deal.state.log)
            await pilot.press("ctrl+q")
            await pilot.pause()
        assert app.return_code == 0
        gate.open.set()  # the act under way is made; the cancelled worker makes no other
        return quitting

    quitting = asyncio.run(run())  # which waits for the worker's thread to end
    assert len(table.deal.state.log) == quitting + 1
    assert table.computer_due  # the computer's second act was not made
    assert read_written(path).to_json() == table.record().to_json()


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_entering_without_advancing_then_advancing_is_entering_at_once(seed: int) -> None:
    at_once, in_two = Table.new(seed), Table.new(seed)
    act = at_once.completions()[0]
    at_once.enter(act)
    assert in_two.enter(act, advance=False)
    assert in_two.computer_due == (in_two.deal.to_act == "B")
    in_two.advance()
    assert not in_two.computer_due
    assert in_two.record().to_json() == at_once.record().to_json()
    assert in_two.journal == at_once.journal


def test_lines_that_are_no_act_are_not_handed_to_the_referee() -> None:
    table = Table.new(11)
    assert [table.enter(line, advance=False) for line in ("law 46", "help", "offers", "discrad KS", "B: exchange 7C", "")] == [False] * 6
    assert not table.computer_due


def test_advance_stops_before_the_computers_next_act_when_told() -> None:
    table = Table.new(11)
    table.enter(table.completions()[0], advance=False)
    before = table.deal.state.log
    table.advance(stop=lambda: True)
    assert table.deal.state.log == before and table.computer_due


def test_a_partie_resumed_at_the_computers_turn_lets_it_think_once_the_screen_is_up(gate: Gate, tmp_path: Path) -> None:
    path = tmp_path / "partie.json"
    left = Table.new(11, record_path=path)
    left.enter(left.completions()[0], advance=False)  # stopped with the computer to act
    table = Table.resume(path, advance=False)
    assert table.computer_due and not gate.asked.is_set()

    async def run() -> None:
        app = TableApp(table)
        async with app.run_test(size=(120, 40)) as pilot:
            await _until(gate.asked)
            assert app.query_one("#act", Input).disabled
            assert str(app.query_one("#status", Static).render()) == TableApp.THINKING
            await _released(pilot, gate)
            assert not app.query_one("#act", Input).disabled

    asyncio.run(run())
    left.advance()
    assert not table.computer_due
    assert table.record().to_json() == left.record().to_json()
