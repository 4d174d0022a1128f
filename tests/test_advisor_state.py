"""The advisor starts from the referee's own state: same setup, same player awaited, at every cut-off of every example.

``piquet advise`` used to deal the deal afresh beside the referee, without
the variant, the deal's number, the deal out of turn or the mode of
dealing; on Piquet au Cent it advised B where the referee awaited A.  Here
every example record (JSON and text notation) is cut after each act of
each deal (and before the first), the record so cut is adjudicated, and
the state the advisor starts from (:func:`piquet.advice.position.state_after`)
is compared with the referee's: 4,146 cut-offs when this was written, with
no disagreement (1,302 before the advisor took the referee's setup).
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import attrs
import pytest

from piquet.advice.position import awaited, state_after
from piquet.faces.cli import main
from piquet.formats.sources import read_source
from piquet.formats.record_json import read_record
from piquet.game.record import Record
from piquet.game.state import DealState
from piquet.referee.adjudication import adjudicate
from piquet.referee.apply import current_player, report_unsettled

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
#: The corpus must not shrink unnoticed: it held 4,146 cut-offs in 96 records when this test was written.
LEAST_CUT_OFFS = 4000


def truncated(record: Record, deal: int, events: int | None) -> Record:
    """The record as the referee would have had it after ``events`` acts of deal ``deal``: the referee's own view to compare with."""
    dealt = record.deals[deal - 1]
    acts = dealt.events if events is None else dealt.events[:events]
    return attrs.evolve(record, deals=record.deals[: deal - 1] + (attrs.evolve(dealt, events=acts),))


def _records() -> list[tuple[str, Record]]:
    """Every record among the examples, by its path; a chouette session is several parties, not a record, and is left out."""
    found = []
    for path in sorted([*EXAMPLES.rglob("*.json"), *EXAMPLES.rglob("*.pqn")]):
        if {"ecarte", "whist"} & set(path.relative_to(EXAMPLES).parts):  # other games' records (tests/ecarte, tests/whist)
            continue
        loaded = read_source(str(path))
        assert len(loaded) == 1 and loaded[0].error is None, path
        data = loaded[0].data
        if data.get("format", "").startswith("piquet-chouette"):
            continue
        found.append((str(path.relative_to(ROOT)), read_record(data)))
    return found


RECORDS = _records()


def _partie_rulings(state: DealState) -> DealState:
    """The deal without the rulings the partie's score-keeper lays on it (au cent: an earlier score put right).

    They belong to the partie, which the referee keeps across deals, not
    to the position of the deal the advice starts from.
    """
    return attrs.evolve(state, rulings=tuple(r for r in state.rulings if not (r.rule or "").startswith("piquet.rules.partie.")))


def _disagreement(record: Record, deal: int, events: int) -> str | None:
    """What differs between the advisor's state and the referee's at this cut-off, or None."""
    referee = adjudicate(truncated(record, deal, events)).deals[-1].state
    mine = state_after(record, deal, events)
    if mine.setup != referee.setup:
        return f"setup {mine.setup} against the referee's {referee.setup}"
    if awaited(mine) != current_player(referee):
        return f"advises {awaited(mine)} where the referee awaits {current_player(referee)}"
    if referee.finished:
        # The referee has closed and scored the deal; the advisor only needs to see it over, after the same acts.
        if not mine.finished or mine.log != referee.log:
            return "the referee finished the deal and the advisor did not"
        return None
    # An unfinished record ends with the referee's reports (Laws 54, 59); with them, the states are the same.
    if _partie_rulings(report_unsettled(mine)) != _partie_rulings(referee):
        return "the states differ"
    return None


@pytest.mark.parametrize(("name", "record"), RECORDS, ids=[name for name, _ in RECORDS])
def test_the_advisor_starts_where_the_referee_stands_at_every_cut_off(name: str, record: Record) -> None:
    checked = 0
    disagreements = []
    for deal, dealt in enumerate(record.deals, start=1):
        for events in range(len(dealt.events) + 1):
            checked += 1
            found = _disagreement(record, deal, events)
            if found is not None:
                disagreements.append(f"deal {deal} after {events} act(s): {found}")
    assert checked == sum(len(dealt.events) + 1 for dealt in record.deals)
    assert disagreements == []


def test_the_corpus_of_cut_offs_is_the_whole_of_the_examples() -> None:
    cut_offs = sum(len(dealt.events) + 1 for _, record in RECORDS for dealt in record.deals)
    names = {name for name, _ in RECORDS}
    assert cut_offs >= LEAST_CUT_OFFS
    assert "examples/description-example.pqn" in names and "examples/au-cent-partie.json" in names
    assert any(record.variant.value == "au-cent" for _, record in RECORDS)


def _cut_example(name: str, deals: int, events: int) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EXAMPLES / name).read_text())
    data["deals"] = data["deals"][:deals]
    data["deals"][-1]["events"] = data["deals"][-1]["events"][:events]
    return data


def _piquet(*argv: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "piquet", *argv], input=stdin, capture_output=True, text=True, cwd=ROOT, timeout=120
    )


def test_au_cent_the_player_the_referee_awaits_is_advised_and_may_be_named(tmp_path: Path) -> None:
    # After the elder's call of his sequence in au cent, the referee awaits the elder again; the advisor rebuilt
    # the deal under the Laws of Piquet, awaited the younger, and refused --player A.
    data = _cut_example("au-cent/errors-in-scoring.json", 1, 5)
    record = read_record(data)
    assert current_player(adjudicate(record).deals[-1].state) == "A"
    path = tmp_path / "au-cent.json"
    path.write_text(json.dumps(data))
    done = _piquet("advise", str(path), "--player", "A", "--top", "1", "--json")
    assert done.returncode == 0, done.stderr
    advice = json.loads(done.stdout)
    assert advice["player"] == "A" and advice["hand"] == "elder"


def test_standard_input_is_read_for_a_dash() -> None:
    data = _cut_example("description-example.json", 1, 12)
    done = _piquet("advise", "-", "--top", "1", "--json", stdin=json.dumps(data))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["player"] == current_player(state_after(data, 1))


def test_standard_input_in_the_text_notation_with_format() -> None:
    # The worked Example cut after the elder's exchange: the younger is to exchange.
    lines = (EXAMPLES / "description-example.pqn").read_text().splitlines()
    first_act = next(i for i, line in enumerate(lines) if line.startswith("A: exchange"))
    text = "\n".join(lines[: first_act + 1]) + "\n"
    done = _piquet("advise", "-", "--format", "text", "--top", "1", stdin=text)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("deal 1: B (younger hand, against A)")


def test_the_streams_given_to_main_are_the_ones_read() -> None:
    data = _cut_example("description-example.json", 1, 12)
    out, err = io.StringIO(), io.StringIO()
    status = main(["advise", "-", "--top", "1", "--json"], out=out, err=err, stdin=io.StringIO(json.dumps(data)))
    assert status == 0, err.getvalue()
    assert json.loads(out.getvalue())["deal"] == 1


def test_a_dash_with_nothing_on_standard_input_is_bad_input() -> None:
    done = _piquet("advise", "-", stdin="")
    assert done.returncode == 2 and done.stdout == "" and len(done.stderr.splitlines()) == 1
