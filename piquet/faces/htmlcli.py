"""``piquet adjudicate --html``: one record read, adjudicated and written as one page.

A page is one record's: given several records (or a directory) the command
says so and writes nothing, rather than a page per record run together on
standard output.  A chouette session is refused in words too: its page is
not drawn yet (its text and Markdown reports are).  Either is exit status 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TextIO

from lawkit.registry import RulebookError
from piquet.errors import PiquetError
from piquet.formats.loading import Loaded

__all__ = ["write_page"]

EXIT_OK = 0
EXIT_BAD_INPUT = 2


def write_page(loaded: Sequence[Loaded], batch: bool, out: TextIO, err: TextIO) -> int:
    """Write the page of the one record loaded to ``out``; a fault, in one line on ``err``, gives 2."""
    from piquet.faces.messages import error_message
    from piquet.faces.html_report import adjudication_html
    from piquet.formats.session_json import is_chouette_session
    from piquet.referee.adjudication import adjudicate

    if batch or len(loaded) != 1:
        err.write(f"piquet: --html writes one page for one record; {len(loaded)} records were given\n")
        return EXIT_BAD_INPUT
    entry = loaded[0]
    if entry.error is None and is_chouette_session(entry.data):
        err.write(f"piquet: {entry.source}: a chouette session has no --html page yet\n")
        return EXIT_BAD_INPUT
    try:
        if entry.error is not None:
            raise entry.error
        result = adjudicate(entry.data)
    except PiquetError as raised:
        err.write(f"piquet: {error_message(entry.located(raised))}\n")
        return EXIT_BAD_INPUT
    except RulebookError as raised:
        err.write(f"piquet: {error_message(raised)}\n")
        return EXIT_BAD_INPUT
    out.write(adjudication_html(result))
    return EXIT_OK
