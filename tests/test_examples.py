"""Every example in examples/ runs and says what examples/README.md promises."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from piquet import adjudicate

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


#: The records among the examples (chouette-session.json is a session of several, tested in tests/test_chouette.py).
RECORDS = sorted(p for p in EXAMPLES.glob("*.json") if not p.name.startswith("chouette"))


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_example_records_adjudicate(path: Path) -> None:
    result = adjudicate(json.loads(path.read_text()))
    assert result.deals and all(deal.complete for deal in result.deals)
    for deal in result.deals:
        assert {p: sum(i.points for i in deal.items if i.player == p) for p in deal.scores} == deal.scores


def test_laws_71_73_example_parties_are_complete_and_settled() -> None:
    for name, deals in (("partie-six-deals", 6), ("partie-four-deals", 4)):
        result = adjudicate(json.loads((EXAMPLES / f"{name}.json").read_text()))
        assert len(result.deals) == deals and result.partie.complete and result.partie.settlement is not None


def test_score_a_deal_script_runs() -> None:
    done = subprocess.run([sys.executable, str(EXAMPLES / "score_a_deal.py")], capture_output=True, text=True, check=True)
    # A sequence called before the point costs the elder his point (Law 46): the quint is heard as said, and judged later (Law 54).
    assert "ruling: A has lost the right to call his point this deal" in done.stdout and "(Law 46, 47)" in done.stdout
    assert "refused: A plays TS" in done.stdout
    assert "so far: {'A': 10, 'B': 0}" in done.stdout


def test_every_example_is_listed_in_the_examples_readme() -> None:
    readme = (EXAMPLES / "README.md").read_text()
    for path in EXAMPLES.iterdir():
        if path.suffix in (".json", ".py"):
            assert path.name in readme, path.name
