"""The words of a kept partie (``piquet-kept/1``): a typed line read as an act, and the ``.kept`` text file.

The keeper (:mod:`piquet.referee.keeping`) reads no words: a line of the
notation becomes the act's JSON here, with the line as it will be written
(its player named), and a ``.kept`` file its settings and its lines.
"""

from __future__ import annotations

from typing import Any

from piquet.errors import KeepError

__all__ = ["KEPT_FORMAT", "read_kept_line", "parse_kept_text", "format_kept_text", "KeptText"]

#: The format of a kept partie written out: its lines, and its settings.
KEPT_FORMAT = "piquet-kept/1"

#: A kept file's settings and lines: (players, first dealer or None, deals, lines).
KeptText = tuple[tuple[str, str], str | None, int, list[str]]


def read_kept_line(text: str, players: tuple[str, str], default: str) -> tuple[dict[str, Any], str]:
    """The act a typed line names, as JSON, and the line as written with its player (``A: play AH``)."""
    from piquet.formats.notation import parse_event_text

    line = text.strip()
    data = parse_event_text(line, players, default)
    named = line.split(" ", 1)[0].endswith(":")
    return data, line if named else f"{data.get('player', default)}: {line}"


def parse_kept_text(text: str) -> KeptText:
    """A ``.kept`` file read: settings in ``# key: value`` lines (other comments ignored), then an act a line."""
    settings: dict[str, str] = {}
    lines: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("#"):
            key, colon, value = line.lstrip("# ").partition(":")
            if colon and key in ("players", "first dealer", "deals"):
                settings[key] = value.strip()
            continue
        if line:
            lines.append(line.split(" #", 1)[0].strip())
    players = tuple(settings.get("players", "A B").split())
    if len(players) != 2:
        raise KeepError(f"players: two names, not {settings.get('players')!r}")
    deals = settings.get("deals", "6")
    if not deals.isdigit():
        raise KeepError(f"deals: 6 or 4, not {deals!r}")
    return (players[0], players[1]), settings.get("first dealer"), int(deals), lines


def format_kept_text(players: tuple[str, str], first_dealer: str, deals: int, lines: tuple[str, ...], title: str = "") -> str:
    """The ``.kept`` text: the format and settings as comment lines, then the lines typed, one an act."""
    head = [f"# {KEPT_FORMAT}"] + ([f"# {title}"] if title else [])
    head += [f"# players: {players[0]} {players[1]}", f"# first dealer: {first_dealer}", f"# deals: {deals}"]
    return "\n".join(head + list(lines)) + "\n"
