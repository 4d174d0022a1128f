"""The table on the screen: ``piquet play``'s Textual app, a thin face on :class:`~piquet.faces.playtable.Table`.

Textual is a real widget toolkit (layout, scrolling, an input line with
completion) rather than escape codes written by hand, and its test pilot
drives the app headless, so the suite plays whole deals through the screen.
It is imported here only: the library and its other commands never need it.

The computer's acts are worked out in a thread worker, not on the screen's
own thread, so that the person's act shows at once and the screen stays
live while the computer thinks (seconds at full strength).  Meanwhile the
prompt is disabled and the screen leaves the table alone: the worker alone
touches it until it is done, and the screen redraws on the worker's
completion message.  Quitting cancels the worker, which stops before the
computer's next act.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.suggester import Suggester
from textual.widgets import Footer, Input, RichLog, Static
from textual.worker import Worker, WorkerState, get_current_worker

from piquet.errors import PiquetError
from piquet.faces.kepttable import KeptTable
from piquet.faces.playtable import Table

__all__ = ["TableApp", "ActSuggester"]


class ActSuggester(Suggester):
    """Completes what is typed from the acts allowed now (as the notation writes them) and the table's own words."""

    def __init__(self, table: Table | KeptTable, busy: Callable[[], bool] = lambda: False) -> None:
        super().__init__(use_cache=False, case_sensitive=False)
        self.table = table
        #: True while another thread has the table (the computer thinking): nothing is suggested then.
        self.busy = busy

    async def get_suggestion(self, value: str) -> str | None:
        typed = value.casefold()
        if not typed or self.busy():
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
    #: The status line while the computer works out its acts.
    THINKING = "The computer is thinking…"
    #: The answer to a line entered meanwhile.
    WAIT = "wait: the computer is thinking"
    BINDINGS: ClassVar[list[BindingType]] = [("ctrl+q", "quit", "Quit")]

    def __init__(self, table: Table | KeptTable) -> None:
        super().__init__()
        self.table = table
        #: How many of the journal's lines are on the screen.
        self.shown = 0
        #: True from the person's act until the computer's worker is done: the table is the worker's alone.
        self.thinking = False

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="top"):
            with Vertical(id="left"):
                yield Static(id="hand", classes="panel")
                # Wrapped to the panel however narrow (RichLog's own floor is 78 columns, wider than the panel at 120).
                yield RichLog(id="journal", wrap=True, markup=False, min_width=30)
            with VerticalScroll(id="right"):
                yield Static(id="scores", classes="panel")
                yield Static(id="tricks", classes="panel")
                yield Static(id="allowed", classes="panel")
        yield Input(placeholder=self.table.prompt,
                    suggester=ActSuggester(self.table, lambda: self.thinking), id="act")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#hand", Static).border_title = "Your hand"
        self.query_one("#scores", Static).border_title = "Scores"
        self.query_one("#tricks", Static).border_title = "Tricks"
        self.query_one("#allowed", Static).border_title = "Allowed now"
        self.query_one("#journal", RichLog).border_title = "The deal: acts and rulings"
        self.refresh_table()
        self.query_one("#act", Input).focus()
        if self.table.computer_due:  # a partie resumed at the computer's turn
            self.think()

    def on_input_submitted(self, message: Input.Submitted) -> None:
        if self.thinking:
            self.query_one("#journal", RichLog).write(self.WAIT)
            return
        message.input.value = ""
        table = self.table
        if table.enter(message.value, advance=False):
            if table.computer_due:
                self.think()
                return
            table.advance()  # no act of the computer's: only the options now open are listed
        self.refresh_table()

    def think(self) -> None:
        """Show the person's act, then let the computer act in a thread worker, the prompt disabled until it is done."""
        self.refresh_table()
        self.thinking = True
        self.query_one("#status", Static).update(self.THINKING)
        self.query_one("#act", Input).disabled = True
        self.run_worker(self._computer_acts, name="computer", group="computer", thread=True, exclusive=True, exit_on_error=False)

    def _computer_acts(self) -> None:
        """In the worker's thread: the computer's acts, stopping before the next one if the worker is cancelled (the app quitting)."""
        worker = get_current_worker()
        self.table.advance(stop=lambda: worker.is_cancelled)

    def on_worker_state_changed(self, message: Worker.StateChanged) -> None:
        """The computer done: the prompt back and the table redrawn; a refusal of the table's in the journal, any other error raised."""
        if message.worker.group != "computer" or message.state not in (WorkerState.SUCCESS, WorkerState.ERROR):
            return
        self.thinking = False
        error = message.worker.error
        if error is not None:
            if not isinstance(error, PiquetError):
                raise error
            self.query_one("#journal", RichLog).write(f"Error: {error}")
        self.refresh_table()
        prompt = self.query_one("#act", Input)
        prompt.disabled = False
        prompt.focus()

    def refresh_table(self) -> None:
        """Show the table as it stands: status, hand, scores, tricks, what is allowed, and the journal's new lines."""
        table = self.table
        self.query_one("#status", Static).update(table.status())
        hand = self.query_one("#hand", Static)
        hand.border_title = table.hand_title
        hand.update("\n".join(table.hand_rows()) or "(no cards)")
        self.query_one("#scores", Static).update("\n".join(table.score_lines()))
        self.query_one("#tricks", Static).update("\n".join(table.trick_lines()) or "(none yet)")
        allowed = table.allowed()
        self.query_one("#allowed", Static).update("\n".join(allowed) if allowed else "(nothing: the partie is over)" if table.over else "")
        journal = self.query_one("#journal", RichLog)
        for line in table.journal[self.shown:]:
            journal.write(line)
        self.shown = len(table.journal)
