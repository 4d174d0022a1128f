"""The table on the screen: ``piquet play``'s Textual app, a thin face on :class:`~piquet.faces.playtable.Table`.

Textual is a real widget toolkit (layout, scrolling, an input line with
completion) rather than escape codes written by hand, and its test pilot
drives the app headless, so the suite plays whole deals through the screen.
It is imported here only: the library and its other commands never need it.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.suggester import Suggester
from textual.widgets import Footer, Input, RichLog, Static

from piquet.faces.playtable import Table

__all__ = ["TableApp", "ActSuggester"]


class ActSuggester(Suggester):
    """Completes what is typed from the acts allowed now (as the notation writes them) and the table's own words."""

    def __init__(self, table: Table) -> None:
        super().__init__(use_cache=False, case_sensitive=False)
        self.table = table

    async def get_suggestion(self, value: str) -> str | None:
        typed = value.casefold()
        if not typed:
            return None
        return next((text for text in self.table.completions() if text.casefold().startswith(typed)), None)


class TableApp(App[None]):
    """A partie of piquet against the computer (or between two people at one terminal), the referee ruling on each act."""

    TITLE = "piquet play"
    CSS = """
    #top { height: 1fr; }
    #left { width: 1fr; }
    #right { width: 44; }
    .panel { border: round $primary; padding: 0 1; height: auto; }
    #journal { border: round $secondary; height: 1fr; }
    #allowed { height: 1fr; }
    #status { height: auto; padding: 0 1; background: $boost; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [("ctrl+q", "quit", "Quit")]

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        #: How many of the journal's lines are on the screen.
        self.shown = 0

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="top"):
            with Vertical(id="left"):
                yield Static(id="hand", classes="panel")
                yield RichLog(id="journal", wrap=True, markup=False)
            with VerticalScroll(id="right"):
                yield Static(id="scores", classes="panel")
                yield Static(id="tricks", classes="panel")
                yield Static(id="allowed", classes="panel")
        yield Input(placeholder="your act: exchange KS 8C 7C, call point 5, play AH, elect waive, law 46, help",
                    suggester=ActSuggester(self.table), id="act")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#hand", Static).border_title = "Your hand"
        self.query_one("#scores", Static).border_title = "Scores"
        self.query_one("#tricks", Static).border_title = "Tricks"
        self.query_one("#allowed", Static).border_title = "Allowed now"
        self.query_one("#journal", RichLog).border_title = "The deal: acts and rulings"
        self.refresh_table()
        self.query_one("#act", Input).focus()

    def on_input_submitted(self, message: Input.Submitted) -> None:
        message.input.value = ""
        self.table.enter(message.value)
        self.refresh_table()

    def refresh_table(self) -> None:
        """Show the table as it stands: status, hand, scores, tricks, what is allowed, and the journal's new lines."""
        table = self.table
        self.query_one("#status", Static).update(table.status())
        hand = self.query_one("#hand", Static)
        hand.border_title = "Your hand" if len(table.people) == 1 else f"{table.viewer}'s hand"
        hand.update("\n".join(table.hand_rows()) or "(no cards)")
        self.query_one("#scores", Static).update("\n".join(table.score_lines()))
        self.query_one("#tricks", Static).update("\n".join(table.trick_lines()) or "(none yet)")
        allowed = table.allowed()
        self.query_one("#allowed", Static).update("\n".join(allowed) if allowed else "(nothing: the partie is over)" if table.over else "")
        journal = self.query_one("#journal", RichLog)
        for line in table.journal[self.shown:]:
            journal.write(line)
        self.shown = len(table.journal)
