"""The adjudication as people and programs read it, compared with stored snapshots.

Regenerate after a deliberate change of layout with
``PIQUET_UPDATE_SNAPSHOTS=1 pytest tests/test_adjudication_snapshots.py`` and
review the diff.
"""

from __future__ import annotations

from piquet.faces.report import adjudication_markdown, adjudication_text

from tests.snapshot import check_snapshot

import json
from pathlib import Path

import pytest

from piquet import adjudicate
from piquet.lawbook.listing import rulings_from_json

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ["description-example", "last-hand-concession"]


@pytest.mark.parametrize("example", EXAMPLES)
@pytest.mark.parametrize("form", ["txt", "md", "json"])
def test_adjudication_rendering_snapshot(example: str, form: str) -> None:
    result = adjudicate(json.loads((ROOT / "examples" / f"{example}.json").read_text()))
    text = {
        "txt": lambda: adjudication_text(result),
        "md": lambda: adjudication_markdown(result),
        "json": lambda: json.dumps(result.to_json(), indent=2, ensure_ascii=False) + "\n",
    }[form]()
    check_snapshot(f"adjudication/{example}.{form}", text)


def test_law_71_concession_ruling_round_trips_through_json() -> None:
    result = adjudicate(json.loads((ROOT / "examples" / "last-hand-concession.json").read_text()))
    rulings = result.deals[0].rulings
    assert rulings and rulings[0].cited("law") == (65, 66, 71, 73)
    assert rulings_from_json(json.loads(json.dumps(result.to_json()["deals"][0]["rulings"]))) == rulings
