"""The gallery of disputes: every record in examples/disputes gets a page, written from the record when the docs are built."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

import piquet_gallery  # noqa: E402

RECORDS = sorted((ROOT / "examples" / "disputes").glob("*.json"))


@pytest.mark.parametrize("record", RECORDS, ids=[p.stem for p in RECORDS])
def test_gallery_page_of_each_dispute_shows_its_deal_its_acts_its_ruling_and_the_laws_cited(record: Path) -> None:
    text = piquet_gallery.page(record)
    title = piquet_gallery.title_of(record.stem)
    assert text.startswith(f"{title}\n{'=' * len(title)}\n")
    data = json.loads(record.read_text(encoding="utf-8"))
    assert text.count(".. hand::") == len(data["deals"])
    assert "[1 of " in text or "Ruling" in text, "the ruling as the command prints it"
    for number in record.stem.split("-")[1:]:
        if number.isdigit():
            assert f":law:`{int(number)}`" in text, f"Law {number} of the record's name is cited on its page"


def test_gallery_index_lists_every_record_and_nothing_else(tmp_path: Path) -> None:
    class App:
        srcdir = str(tmp_path)

    (tmp_path / "disputes").mkdir()
    (tmp_path / "disputes" / "gone.rst").write_text("a page whose record was removed")
    piquet_gallery.write_pages(App())  # type: ignore[arg-type]
    written = sorted(p.stem for p in (tmp_path / "disputes").glob("*.rst"))
    assert written == sorted([p.stem for p in RECORDS] + ["index"])
    index = (tmp_path / "disputes" / "index.rst").read_text()
    assert all(f"   {p.stem}" in index for p in RECORDS)


def test_gallery_title_reads_the_laws_of_the_record_name() -> None:
    assert piquet_gallery.title_of("law-27-44-elder-takes-six") == "Laws 27, 44: elder takes six"
    assert piquet_gallery.title_of("law-16-deal-out-of-turn") == "Law 16: deal out of turn"


def test_gallery_every_dispute_has_its_question_and_each_question_asks() -> None:
    assert set(piquet_gallery.QUESTIONS) == {p.stem for p in RECORDS}
    for record in RECORDS:
        question = piquet_gallery.question_of(record.stem)
        assert question.endswith("?") and "\n" not in question and len(question) <= 90, question
        assert f"*{question}*" in piquet_gallery.page(record)


def test_gallery_index_lists_the_disputes_in_the_order_of_a_deal() -> None:
    index = piquet_gallery.index(RECORDS)
    listed = re.findall(r"^\* :doc:`[^<]*<([^>]+)>`", index, re.M)
    assert sorted(listed) == sorted(p.stem for p in RECORDS)
    firsts = [piquet_gallery.first_law(stem) for stem in listed]
    assert firsts == sorted(firsts), "by the first law each record names, as numbers (2 before 10)"
    assert listed.index("law-9-mode-of-dealing") < listed.index("law-10-12-misdeal-put-right")
    stages = [name for name, _ in piquet_gallery.STAGES]
    shown = [line for line in index.splitlines() if line in stages]
    assert shown == [s for s in stages if s in shown] and shown[:4] == ["Dealing", "The exchange", "Declaring", "The play"]
    hidden_toc = re.findall(r"^   (law-\S+)$", index, re.M)
    assert hidden_toc == listed, "the pages follow one another in the same order"


CASES = sorted((ROOT / "examples" / "cases").glob("*.json"))


@pytest.mark.parametrize("record", RECORDS + CASES[::7], ids=[p.stem for p in RECORDS + CASES[::7]])
def test_gallery_acts_are_numbered_from_1_in_each_deal_and_without_the_numbers_read_back_as_the_record(record: Path) -> None:
    from piquet import parse_record_text, read_record

    data = {k: v for k, v in json.loads(record.read_text(encoding="utf-8")).items() if not k.startswith("x-")}
    listing = piquet_gallery.numbered_acts(data)
    numbers = [int(m) for m in re.findall(r"^ *(\d+)  ", listing, re.M)]
    runs: list[list[int]] = []
    for number in numbers:
        if number == 1:
            runs.append([])
        runs[-1].append(number)
    assert all(run == list(range(1, len(run) + 1)) for run in runs)
    canonical = read_record(data).to_json()
    counts = [len(canonical.get("cut_for_deal", []))] if canonical.get("cut_for_deal") else []
    counts += [len(deal["events"]) for deal in canonical["deals"] if deal["events"]]
    assert [len(run) for run in runs] == counts
    plain = re.sub(r"^ *\d+  ", "", listing, flags=re.M)
    assert parse_record_text(plain) == canonical


def test_cases_gallery_gives_each_case_its_title_question_decision_and_hands_drawn_small() -> None:
    import xml.etree.ElementTree as ET

    import piquet_cards
    import piquet_cases
    from piquet import parse_cards
    from piquet.lawbook.catalogue import case_provision

    text = piquet_cases.index(piquet_cases.grouped())
    entries = text.split(".. container:: piquet-case-entry")[1:]
    assert len(entries) == len(piquet_cases.NUMERALS) == 22
    for numeral, entry in zip(piquet_cases.NUMERALS, entries):
        assert f":doc:`Case {numeral}: {case_provision(numeral).title} <case-{numeral}>`" in entry
        question = re.findall(r"^ *\*Question:\* (.+)$", entry, re.M)
        decision = re.findall(r"^ *\*Decision:\* (.+)$", entry, re.M)
        assert len(question) == len(decision) == 1, f"Case {numeral}: one question line and one decision line"
        assert question[0].endswith("?") and len(question[0]) <= 110, question[0]
        assert decision[0][0].isupper() and not decision[0].endswith("?") and len(decision[0]) <= 110, decision[0]
        drawn = re.findall(r"^ *:record: (\S+)\n *:deal: (\d+)\n *:small:$", entry, re.M)
        assert drawn, f"Case {numeral}: its hands are drawn"
        for relative, number in drawn:
            record = json.loads((ROOT / relative).read_text(encoding="utf-8"))
            assert record["x-case"]["case"] == numeral and "variation" not in record["x-case"]
            picture = ET.fromstring(piquet_cards.deal_picture(record, int(number)))
            cards = picture.findall("{http://www.w3.org/2000/svg}g")
            dealt = record["deals"][int(number) - 1]
            shown = [*dealt["hands"].values(), dealt["stock"]]
            assert len(cards) == sum(len(parse_cards(part, allow_repeats=True)) for part in shown) > 24
        assert f"``{relative}``" in entry, "the record named beside the drawing"
    hidden = re.findall(r"^   (case-\S+)$", text, re.M)
    assert hidden == [f"case-{n}" for n in piquet_cases.NUMERALS], "every Case page stays in the table of contents"


def test_cases_gallery_lines_are_one_pair_for_each_case_and_no_more() -> None:
    import piquet_cases

    assert list(piquet_cases.LINES) == list(piquet_cases.NUMERALS)
    for question, decision in piquet_cases.LINES.values():
        assert "\n" not in question + decision and question != decision
