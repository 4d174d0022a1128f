"""``piquet play --real-cards``: two people with their own pack keep a partie at the terminal, no hand entered.

Driven headless through Textual's pilot: the lines a table of real cards
said are typed at the prompt one by one, each ruled as it comes (Law 59 on a
revoke proved and claimed), the deal scored as the keeper scores it, the
partie written as it goes and taken up again from what was written.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

pytest.importorskip("textual")

from textual.widgets import Input, RichLog, Static  # noqa: E402

from piquet.faces.kepttable import KeptTable, read_kept  # noqa: E402
from piquet.faces.playapp import TableApp  # noqa: E402
from piquet.referee.keeping import Keeping  # noqa: E402

KEPT = Path(__file__).resolve().parents[1] / "examples" / "kept"
SCREENSHOT = Path(__file__).resolve().parents[1] / "docs" / "_static" / "play-real-cards.svg"


def _lines(name: str) -> list[str]:
    return [line for line in (KEPT / f"{name}.kept").read_text().splitlines() if line and not line.startswith("#")]


def _drive(app: TableApp, script: Callable[[TableApp, object], Awaitable[None]]) -> None:
    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await script(app, pilot)

    asyncio.run(run())


async def _type(pilot: object, text: str, *, by_keys: bool = True) -> None:
    """Type a line and press enter; ``by_keys`` False puts the line in the prompt at once (the keys are slow to press)."""
    if by_keys:
        await pilot.press(*text)  # type: ignore[attr-defined]
    else:
        pilot.app.query_one("#act", Input).value = text  # type: ignore[attr-defined]
    await pilot.press("enter")  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]


def test_law_59_a_revoke_proved_and_claimed_is_ruled_at_the_prompt_and_the_deal_scored(tmp_path: Path) -> None:
    path = tmp_path / "partie.kept"
    table = KeptTable.new(record_path=path)
    lines = _lines("revoke-claimed")

    async def script(app: TableApp, pilot: object) -> None:
        assert app.query_one("#hand", Static).border_title == "Cards played"
        for number, line in enumerate(lines):
            await _type(pilot, line, by_keys=number < 4)
            if line.endswith("claim revoke"):  # the picture on the players' page: the revoke just put right
                app.save_screenshot(str(tmp_path / "real-cards.svg"))
        journal = "\n".join(str(line) for line in app.query_one("#journal", RichLog).lines)
        assert "Law 59" in journal and "claims the revoke" in journal
        assert "Deal 1 scored: A 20, B 33" in journal
        assert "Partie after 1 deal(s): A 20, B 33; 5 to play" in str(app.query_one("#scores", Static).render())
        assert app.query_one("#act", Input).disabled is False

    _drive(TableApp(table), script)
    assert read_kept(path).to_json() == Keeping.from_text((KEPT / "revoke-claimed.kept").read_text()).to_json()
    made = (tmp_path / "real-cards.svg").read_text(encoding="utf-8")
    assert "<svg" in made and "Cards" in made and "revoke" in made
    if not SCREENSHOT.exists() or SCREENSHOT.read_text(encoding="utf-8") != made:
        SCREENSHOT.write_text(made, encoding="utf-8")


def test_what_the_table_cannot_take_is_said_and_changes_nothing() -> None:
    table = KeptTable.new()
    assert table.enter("A: take 5") and table.enter("B: take 3")
    assert not table.enter("A: discard KS 8C")
    assert "turns on cards it does not see" in table.journal[-1]
    assert table.enter("A: play AS")
    assert not table.enter("B: play AS")
    assert table.journal[-1].startswith("Not taken: line 4 (deal 1): AS was played already")
    assert len(table.keeping.lines) == 3


def test_what_is_allowed_follows_the_deal_without_a_hand() -> None:
    table = KeptTable.new()
    assert table.allowed()[0] == "take 1-5 (the number of cards taken in)"
    table.enter("take 4")  # the elder leaves one: the younger may take four (Law 34)
    assert table.allowed()[0] == "take 1-4 (the number of cards taken in)"
    table.enter("take 4")
    table.enter("call point 5 making 48")
    assert table.allowed()[0] == "reply good"
    table.enter("reply good")
    assert "call sequence N to R" in table.allowed()


def test_a_kept_partie_is_taken_up_from_what_was_written(tmp_path: Path) -> None:
    path = tmp_path / "partie.kept"
    lines = _lines("partie")
    table = KeptTable.new(record_path=path)
    for line in lines[:150]:
        assert table.enter(line), table.journal[-1]
    again = KeptTable.resume(path)
    assert again.keeping.lines == table.keeping.lines and again.deal.number == table.deal.number == 5
    for line in lines[150:]:
        assert again.enter(line), again.journal[-1]
    assert again.over and "Partie over: A 222, B 36; A wins" in again.journal[-1]
    assert read_kept(path).to_json()["partie"]["complete"] is True


def test_the_command_opens_a_real_card_table_and_resumes_a_kept_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from piquet.faces import playapp
    from piquet.faces.cli import main

    opened: list[object] = []
    monkeypatch.setattr(playapp.TableApp, "run", lambda self: opened.append(self.table))
    monkeypatch.setattr("piquet.faces.playcli.at_a_terminal", lambda: True)
    path = tmp_path / "p.kept"
    assert main(["play", "--real-cards", "--record", str(path)]) == 0
    assert isinstance(opened[-1], KeptTable) and path.read_text().startswith("# piquet-kept/1")
    assert main(["play", "--resume", str(KEPT / "call-too-late.kept"), "--record", str(tmp_path / "q.json")]) == 0
    assert isinstance(opened[-1], KeptTable) and opened[-1].deal.is_over
    assert main(["play", "--real-cards", "--variant", "au-cent"]) == 2


def test_the_table_shows_the_cards_played_and_says_when_the_partie_is_over() -> None:
    table = KeptTable.new()
    for line in ["A: take 5", "B: take 3", "A: play AS", "B: play 7S"]:
        table.enter(line)
    assert table.hand_rows() == ["A: ♠ AS", "B: ♠ 7S"]
    finished = KeptTable.new()
    for line in _lines("partie"):
        finished.enter(line)
    assert not finished.enter("A: take 5") and finished.journal[-1] == "The partie is over; the record is written."


def test_a_kept_file_that_cannot_be_read_says_why(tmp_path: Path) -> None:
    from piquet.errors import RecordError

    with pytest.raises(RecordError) as raised:
        read_kept(tmp_path / "none.kept")
    assert str(raised.value).endswith("none.kept: No such file or directory")
