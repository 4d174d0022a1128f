"""Case records (see tools/make_cases.py)."""

from __future__ import annotations

from collections.abc import Callable

from .common import Json

#: record name (``case-IV``, ``case-IV-a-point-without-the-ace``) -> builder of the whole record
RECORDS: dict[str, Callable[[], Json]] = {}
