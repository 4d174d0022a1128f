"""``piquet play``: the table in the terminal, driven headless through Textual's own test pilot.

Each test types at the prompt as a person would and reads what the referee
made of it from the table behind the screen and from the record written.
"""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import Awaitable, Callable
from pathlib import Path

import attrs
import pytest

pytest.importorskip("textual")

from textual.widgets import Input, RichLog, Static  # noqa: E402

import piquet  # noqa: E402
from piquet.faces.cli import main  # noqa: E402
from piquet.faces.playapp import TableApp  # noqa: E402
from piquet.faces.playtable import Table, read_written  # noqa: E402

SCREENSHOT = Path(__file__).resolve().parents[1] / "docs" / "_static" / "play-table.svg"


def _drive(app: TableApp, script: Callable[[TableApp, object], Awaitable[None]]) -> None:
    """Run the app headless at a fixed size and let ``script`` type into it with the pilot."""

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await script(app, pilot)

    asyncio.run(run())


async def _type(pilot: object, text: str) -> None:
    """Type a line at the prompt and press enter, as the person does, and wait for the computer's replies to be shown."""
    await pilot.press(*text)  # type: ignore[attr-defined]
    await pilot.press("enter")  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]
    await pilot.app.workers.wait_for_complete()  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]


def _first_allowed(table: Table) -> str:
    """The person's first regular act as the prompt completes it (an exchange: the first card alone)."""
    return table.completions()[0]


def test_a_whole_deal_against_the_computer_is_played_through_the_screen_and_scored_as_its_record(tmp_path: Path) -> None:
    path = tmp_path / "partie.json"
    table = Table.new(11, record_path=path)

    async def script(app: TableApp, pilot: object) -> None:
        typed = 0
        while table.last is None:
            await _type(pilot, _first_allowed(table))
            typed += 1
            assert typed < 60, "the deal did not end"
        shown = app.query_one("#scores", Static).render()
        assert "Partie" in str(shown)

    _drive(TableApp(table), script)
    record = read_written(path)
    assert len(record.deals) == 2  # the deal scored, and the next one dealt
    adjudged = piquet.adjudicate(attrs.evolve(record, deals=record.deals[:1]))
    assert adjudged.deals[0].complete
    assert adjudged.deals[0].scores == table.last.adjudication.deals[0].scores  # type: ignore[union-attr]
    assert any(line.startswith("Deal 1 scored:") for line in table.journal)


def test_the_computers_exchange_is_shown_by_its_count_not_its_cards() -> None:
    table = Table.new(11)
    table.enter(_first_allowed(table))
    computer_exchange = next(line for line in table.journal if line.startswith("B: exchange"))
    assert computer_exchange.endswith(("card", "cards"))


def test_an_irregular_exchange_is_ruled_and_the_injured_party_elects_at_the_prompt_law_28() -> None:
    table = Table.new(5, two=True)
    six = " ".join(card.code for card in list(table.deal.hand("A"))[:6])

    async def script(app: TableApp, pilot: object) -> None:
        await _type(pilot, f"exchange {six}")
        assert [o.key for o in table.deal.offers()] == ["law-44", "law-28"]
        assert table.deal.to_act == "B"
        assert any("Law 28" in line for line in table.journal)
        assert "elect stand option law-28" in table.allowed()
        await _type(pilot, "elect stand")
        assert [o.key for o in table.deal.offers()] == ["law-44"]
        written = "\n".join(str(line) for line in app.query_one("#journal", RichLog).lines)
        assert "B: elect stand option law-28" in written

    _drive(TableApp(table), script)


def test_a_card_he_does_not_hold_is_an_error_and_nothing_is_applied() -> None:
    table = Table.new(11)
    held = {card.code for card in table.deal.hand("A")}
    missing = next(card.code for card in piquet.Hand.parse("AS KS QS JS TS 9S 8S 7S AH KH QH JH TH 9H") if card.code not in held)
    before = table.deal.state.log
    table.enter(f"exchange {missing}")
    assert table.deal.state.log == before
    assert table.journal[-1].startswith("Error, nothing applied")


def test_a_line_that_is_no_act_is_answered_and_changes_nothing() -> None:
    table = Table.new(11)
    before = table.deal.state.log
    table.enter("discrad KS")
    assert table.deal.state.log == before
    assert table.journal[-1].startswith("Not an act: unknown verb 'discrad'")


def test_law_typed_at_the_prompt_shows_its_text() -> None:
    table = Table.new(11)
    table.enter("law 46")
    assert table.journal[-1] == f"{piquet.provision(46)}: {piquet.provision(46).statement}"


def test_the_computers_acts_are_not_typed_for_it() -> None:
    table = Table.new(11)
    before = table.deal.state.log
    table.enter("B: exchange 7C")
    assert table.deal.state.log == before


def test_the_prompt_completes_an_act_from_those_allowed_now() -> None:
    table = Table.new(11)
    table.enter(_first_allowed(table))  # the exchange made, the elder declares or plays
    wanted = next(text for text in table.completions() if text.startswith("play "))

    async def script(app: TableApp, pilot: object) -> None:
        await pilot.press(*"pla")  # type: ignore[attr-defined]
        await pilot.press("right")  # type: ignore[attr-defined]  # takes the suggestion
        await pilot.pause()  # type: ignore[attr-defined]
        assert app.query_one("#act", Input).value == wanted

    _drive(TableApp(table), script)


def test_a_partie_resumed_from_its_written_record_goes_on_as_it_would_have(tmp_path: Path) -> None:
    path = tmp_path / "partie.json"
    played = Table.new(4, record_path=path)
    for _ in range(4):
        played.enter(_first_allowed(played))
    resumed = Table.resume(path)
    assert resumed.deal.state.log == played.deal.state.log
    assert resumed.deal.hand("A") == played.deal.hand("A")
    assert resumed.deal.to_record().to_json() == played.deal.to_record().to_json()

    async def script(app: TableApp, pilot: object) -> None:
        for _ in range(3):
            text = _first_allowed(resumed)
            played.enter(text)
            await _type(pilot, text)
        assert resumed.deal.state.log == played.deal.state.log

    _drive(TableApp(resumed), script)
    assert read_written(path).to_json() == played.record().to_json()


def test_a_partie_is_the_same_under_one_seed() -> None:
    one, two = Table.new(8), Table.new(8)
    for _ in range(5):
        one.enter(_first_allowed(one))
        two.enter(_first_allowed(two))
    assert one.record().to_json() == two.record().to_json()


def test_the_record_can_be_kept_in_the_notation(tmp_path: Path) -> None:
    path = tmp_path / "partie.pqn"
    table = Table.new(2, record_path=path)
    table.enter(_first_allowed(table))
    assert path.read_text(encoding="utf-8").startswith("players: A B")
    assert Table.resume(path).deal.state.log == table.deal.state.log


def test_resuming_what_is_no_record_is_bad_input_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"hello": 1}), encoding="utf-8")
    err = io.StringIO()
    assert main(["play", "--resume", str(bad)], out=io.StringIO(), err=err) == 2
    assert err.getvalue().startswith("piquet: ")
    assert "Traceback" not in err.getvalue()


def test_the_screenshot_of_the_table_for_the_docs(tmp_path: Path) -> None:
    """The players' page shows this picture of a table in play, made here so that it is the table as it is."""
    table = Table.new(3, two=False)

    async def script(app: TableApp, pilot: object) -> None:
        await _type(pilot, "exchange QD 8D 7H")
        await _type(pilot, "call point 5")
        app.save_screenshot(str(tmp_path / "table.svg"))

    _drive(TableApp(table), script)
    made = (tmp_path / "table.svg").read_text(encoding="utf-8")
    assert "<svg" in made and "Your" in made
    if not SCREENSHOT.exists() or SCREENSHOT.read_text(encoding="utf-8") != made:
        SCREENSHOT.write_text(made, encoding="utf-8")


def test_a_partie_resumed_in_its_second_deal_keeps_the_first_deals_score(tmp_path: Path) -> None:
    path = tmp_path / "partie.json"
    played = Table.new(6, record_path=path)
    while played.last is None:
        played.enter(_first_allowed(played))
    played.enter(_first_allowed(played))
    resumed = Table.resume(path)
    assert resumed.deal.state.setup.number == 2
    assert resumed.score_lines() == played.score_lines()
    assert resumed.record().to_json() == played.record().to_json()


def test_the_command_opens_the_table_it_was_asked_for(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[Table] = []
    monkeypatch.setattr(TableApp, "run", lambda app: opened.append(app.table))
    monkeypatch.setattr("piquet.faces.playcli.at_a_terminal", lambda: True)
    path = tmp_path / "partie.json"
    assert main(["play", "--seed", "3", "--deals", "4", "--record", str(path)], out=io.StringIO()) == 0
    (table,) = opened
    assert (table.seed, table.people, table.record().partie_deals) == (3, ("A",), 4)
    assert main(["play", "--resume", str(path)], out=io.StringIO()) == 0
    assert opened[1].deal.state.log == table.deal.state.log


def test_a_record_of_other_players_is_taken_up_with_its_first_player_at_the_keyboard(tmp_path: Path) -> None:
    path = tmp_path / "other.json"
    record = piquet.deal(5, dealer="Bob", players=("Ann", "Bob")).to_record()
    path.write_text(json.dumps(record.to_json()), encoding="utf-8")
    table = Table.resume(path)
    assert table.people == ("Ann",) and table.deal.to_act == "Ann"


def test_play_without_a_terminal_says_it_needs_one_and_ends_with_status_2() -> None:
    """On a pipe or a file the table would wait for keys for ever: it refuses at once, in one line."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "piquet", "play", "--seed", "3"], stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "needs a terminal" in done.stderr and "Traceback" not in done.stderr
