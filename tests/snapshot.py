"""Comparing rendered output with stored snapshots under ``tests/snapshots/``.

After a deliberate change of layout, regenerate with
``PIQUET_UPDATE_SNAPSHOTS=1 pytest`` and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

SNAPSHOTS = Path(__file__).resolve().parent / "snapshots"


def check_snapshot(name: str, actual: str) -> None:
    """``actual`` must equal the snapshot ``tests/snapshots/<name>``."""
    path = SNAPSHOTS / name
    if os.environ.get("PIQUET_UPDATE_SNAPSHOTS") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8")
        return
    if not path.exists():
        pytest.fail(f"no snapshot {path}; run with PIQUET_UPDATE_SNAPSHOTS=1")
    assert actual == path.read_text(encoding="utf-8")
