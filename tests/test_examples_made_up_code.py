"""The made-up-code example runs and shows a documented ruling."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "made_up_code.py"


def run(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, str(EXAMPLE), *args],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert done.stderr == ""
    return done.stdout


def test_prints_the_ruling_and_its_json() -> None:
    out = run()
    text, _, raw = out.partition("\n--- JSON ---\n")
    assert text.startswith('Ruling on event 8: Bob called "Snap"')
    assert "Offender: Bob. Injured party: Alice." in text
    assert "Law 3 — False snap" in text
    assert "[Alice elects; Law 3]" in text
    assert "Gave way: Alice did not call" in text
    data = json.loads(raw)
    assert data["event"] == 7
    assert data["laws"] == [3, 1]
    assert data["cases"] == []
    assert data["displaced"][0]["citation"] == {"kind": "law", "id": 2}


def test_markdown() -> None:
    out = run("--markdown")
    assert out.startswith("### Ruling on event 8:")
    assert "- **Law 3**: False snap" in out


def test_uses_only_the_generic_modules() -> None:
    imports = [
        line
        for line in EXAMPLE.read_text(encoding="utf-8").splitlines()
        if line.startswith(("import ", "from ")) and "piquet" in line
    ]
    allowed = ("piquet.lawbook.citation", "piquet.lawbook.ruling", "piquet.lawbook.render")
    assert imports
    assert all(line.split()[1] in allowed for line in imports)
