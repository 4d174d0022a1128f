"""The gallery of disputes: every record in examples/disputes gets a page, written from the record when the docs are built."""

from __future__ import annotations

import json
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
