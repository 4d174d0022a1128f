"""``piquet keep FILE``: a partie kept with real cards, reported with its rulings (Laws 46, 53, 54, 56, 59) and scores."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from piquet.faces.cli import main
from piquet.referee.keeping import Keeping

KEPT = Path(__file__).resolve().parents[1] / "examples" / "kept"


def _run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return main(["keep", *args], out=out, err=err), out.getvalue(), err.getvalue()


@pytest.mark.parametrize("path", sorted(KEPT.glob("*.kept")), ids=lambda p: p.stem)
def test_every_kept_example_is_reported_within_100_columns_with_its_rulings_laws(path: Path) -> None:
    status, text, _ = _run(str(path))
    kept = Keeping.from_text(path.read_text()).standing()
    assert status == 0 and max(len(line) for line in text.splitlines()) <= 100
    for laws in ({int(c.id) for c in r.citations} for s in kept.scored for r in s.deal.rulings):
        assert any(f"Law {n} " in text for n in laws)
    for scored in kept.scored:
        assert f"Deal {scored.deal.number} scored: " in text


def test_law_59_the_report_of_a_revoke_claimed_reads_as_the_table_did() -> None:
    status, text, _ = _run(str(KEPT / "revoke-claimed.kept"))
    assert status == 0
    assert "Ruling on event 12: A claims the revoke" in text and "Deal 1 scored: A 20, B 33" in text
    assert text.rstrip().endswith("Partie after 1 deal(s): A 20, B 33; 5 to play")


def test_the_json_is_the_kept_partie() -> None:
    status, text, _ = _run(str(KEPT / "partie.kept"), "--json")
    said = json.loads(text)
    assert status == 0 and said["format"] == "piquet-kept/1" and said["partie"]["complete"] is True
    assert said == Keeping.from_text((KEPT / "partie.kept").read_text()).to_json()
    status, text, _ = _run(str(KEPT / "revoke-claimed.kept"), "--json")
    rulings = json.loads(text)["scored"][0]["rulings"]
    assert [(r["event"], r["event_number"]) for r in rulings] == [(10, 11), (11, 12)]


def test_a_file_that_cannot_be_kept_is_bad_input_naming_the_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.kept"
    bad.write_text("A: take 5\nB: take 3\nA: play AS\nB: play AS\n")
    status, _, err = _run(str(bad))
    assert status == 2 and "line 4 (deal 1): AS was played already" in err and "Traceback" not in err
    status, _, err = _run(str(tmp_path / "none.kept"))
    assert status == 2 and "none.kept" in err
