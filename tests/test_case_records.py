"""examples/cases/: every one of Cases I-XXII is a record with at least two variations, each decided and printed as recorded.

The records are written by ``python tools/make_cases.py``; the ``.txt``
beside each is what ``piquet adjudicate --acts`` prints for it.  What each Case's
ruling must be is asserted in the tests named after the Case
(tests/test_case_records_*.py); here, what holds for all of them.
"""

from __future__ import annotations

import json

import pytest

from piquet import read_record
from piquet.faces.report import adjudication_text
from tests.case_records import FOLDER, adjudicated, cited, record

NUMERALS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI",
            "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI", "XXII")
NAMES = sorted(p.stem for p in FOLDER.glob("*.json"))


def _case_of(name: str) -> str:
    return str(record(name)["x-case"]["case"])


def test_every_case_has_its_record_and_two_variations() -> None:
    for numeral in NUMERALS:
        assert f"case-{numeral}" in NAMES, f"Case {numeral} has no record"
        variations = [n for n in NAMES if n.startswith(f"case-{numeral}-") and _case_of(n) == numeral]
        assert len(variations) >= 2, f"Case {numeral} has {len(variations)} variations"


@pytest.mark.parametrize("name", NAMES)
def test_each_case_record_names_its_case_and_says_what_it_is(name: str) -> None:
    meta = record(name)["x-case"]
    numeral = name.split("-")[1]
    assert meta["case"] == numeral
    assert len(meta["facts"]) > 60 and len(meta["hands"]) > 20
    assert ("variation" in meta) == (name != f"case-{numeral}")
    assert read_record(record(name)).to_json()["x-case"] == meta, "the extension is kept as written"


@pytest.mark.parametrize("name", NAMES)
def test_each_case_record_prints_as_recorded(name: str) -> None:
    assert adjudication_text(adjudicated(name), with_acts=True) == (FOLDER / f"{name}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("numeral", NUMERALS)
def test_each_case_is_decided_by_the_rule_that_carries_it_and_each_variation_differently(numeral: str) -> None:
    """The Case's own record cites the Case; every variation is ruled on otherwise, or scored otherwise."""
    own = f"case-{numeral}"
    assert f"Case {numeral}" in cited(own), f"{own} is not decided under Case {numeral}"
    mine = adjudicated(own).to_json()
    for name in (n for n in NAMES if n.startswith(own + "-")):
        theirs = adjudicated(name).to_json()
        rulings = [[r["decision"] for r in d["rulings"]] for d in theirs["deals"]]
        scores = [d["scores"] for d in theirs["deals"]], theirs["partie"]
        assert (rulings, scores) != ([[r["decision"] for r in d["rulings"]] for d in mine["deals"]],
                                     ([d["scores"] for d in mine["deals"]], mine["partie"])), f"{name} changes nothing"


def test_case_records_are_valid_json_with_the_format_tag() -> None:
    for name in NAMES:
        data = json.loads((FOLDER / f"{name}.json").read_text(encoding="utf-8"))
        assert data["format"] == "piquet-record/1" and data["players"] == ["A", "B"]
