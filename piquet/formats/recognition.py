"""Telling a piquet record (or chouette session) from input that is none, so that the error says what was given.

A reader that meets ``{"hello": 1}`` should not complain that ``players``
is missing, as if the user had written a record and forgotten a key: the
input is something else, and the error says what was expected and what was
found.  Likewise the output of ``piquet adjudicate`` fed back in, a session
given to the record reader (or the reverse), and a file's name passed where
the parsed record belongs, which gets a pointer to
:func:`~piquet.formats.record_json.load_record`.  A record with a fault is
left to the reader, whose messages name the fault precisely.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from piquet.errors import NotARecord, bounded, shown
from piquet.game.record import FORMAT
from piquet.game.session import CHOUETTE_FORMAT, NotASession

__all__ = ["refuse_non_record", "refuse_non_session"]

#: What each format of this library's JSON is, in words, by the name before its version, and which function reads it.
_FORMATS = {
    "piquet-record": ("a piquet record of two players", "; read it with piquet.adjudicate"),
    "piquet-chouette": ("a chouette session", "; read it with piquet.adjudicate_chouette (piquet adjudicate reads both)"),
    "piquet-adjudication": ("an adjudication (what piquet adjudicate prints), not the record it was made from", ""),
    "piquet-chouette-adjudication": ("the adjudication of a chouette session, not the session", ""),
}

_RECORD_HINT = "to read a file, use piquet.load_record(path)"
_SESSION_HINT = "to read a file, parse its JSON first (json.load) or run: piquet adjudicate FILE"


def _kind(value: Any) -> str:
    """What sort of JSON value (or Python object) was given, in words."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, bytes):
        return "bytes"
    if isinstance(value, os.PathLike):
        return "a path"
    return f"a {type(value).__name__}"


def _given_a_source(value: Any, what: str, hint: str) -> str | None:
    """A path, JSON text or an open file where the parsed data belongs, in words, with what to call instead."""
    if isinstance(value, (str, bytes, os.PathLike)):
        text = value.lstrip()[:1] if isinstance(value, str) else ""
        if text in ("{", "["):
            hint = "to read JSON text, use json.loads first" + (" or piquet.load_record(text)" if what == "a record" else "")
        elif isinstance(value, str) and "\n" in value.strip() and what == "a record":
            hint = "to read a record in the notation, use piquet.parse_record_text(text)"
        return f"{what} must be parsed JSON (a dict), not {_kind(value)}; {hint}"
    if hasattr(value, "read"):
        return f"{what} must be parsed JSON (a dict), not an open file; {hint}"
    return None


def _family(fmt: str) -> str:
    """A format's name without its version: ``piquet-record`` for ``piquet-record/1``."""
    return fmt.rpartition("/")[0] or fmt


def _keys(data: Mapping[str, Any]) -> str:
    names = [shown(key) if not isinstance(key, str) else key for key in list(data)[:6]]
    return ", ".join(names) + (", ..." if len(data) > 6 else "") if names else "none (an empty object)"


def _found_instead(data: Any, own: str, key: str) -> str | None:
    """What ``data`` is instead of the JSON of format ``own`` whose list is ``key``; None when it is that JSON, faults aside.

    Another version of the format is that JSON still (its reader says which
    versions it reads); a ``format`` of this library's other JSON, or an
    object with the other's keys and none of these, is named as what it is.
    """
    if not isinstance(data, Mapping):
        return f"expected a JSON object with 'players' and {key!r}, found {_kind(data)}"
    fmt = data.get("format")
    if fmt is None:
        other = "parties" if key == "deals" else "deals"
        if key in data or ("players" in data and other not in data):
            return None
        family = "piquet-chouette" if other == "parties" else "piquet-record"
        if "adjudication" in data and "source" in data:
            return "this is a line of piquet adjudicate's output (its 'adjudication' is not the record it was made from)"
        if other in data:
            return "this is " + "".join(_FORMATS[family])
        return f"expected an object with 'players' and {key!r}; found keys: {_keys(data)}"
    if not isinstance(fmt, str) or _family(fmt) != _family(own):
        known = _FORMATS.get(_family(fmt)) if isinstance(fmt, str) else None
        return "this is " + "".join(known) if known else f"its format is {shown(fmt)}, and {shown(own)} is expected"
    return None


def refuse_non_record(data: Any) -> None:
    """Raise :class:`~piquet.errors.NotARecord` when ``data`` is no piquet record at all; a record with a fault passes."""
    if type(data) is dict and data.get("format", FORMAT) == FORMAT and "deals" in data:
        return  # the usual case, at once
    given = _given_a_source(data, "a record", _RECORD_HINT)
    found = given or _found_instead(data, FORMAT, "deals")
    if found is not None:
        raise NotARecord(bounded(found if given else f"not a piquet record: {found}"))


def refuse_non_session(data: Any) -> None:
    """Raise :class:`~piquet.game.session.NotASession` when ``data`` is no chouette session at all."""
    given = _given_a_source(data, "a chouette session", _SESSION_HINT)
    found = given or _found_instead(data, CHOUETTE_FORMAT, "parties")
    if found is not None:
        raise NotASession(bounded(found if given else f"not a chouette session: {found}"))
