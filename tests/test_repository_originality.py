"""No file of the project repeats the seed texts: no run of twelve words is shared with them.

The lawbook's own statements are held to eight words (tests/test_lawbook_originality.py);
everything else a reader meets (the code and its docstrings, the manual, the
examples, the tests and their records, the tools) is held to twelve, compared
as that test compares (case-folded, punctuation dropped).  A law quoted to make
a point is quoted in fewer words, or said in ours.  No file is excepted: the
examiners' records under tests/examination/ give their reasoning in their own
words too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.shared_folder import shared_missing

RUN = 12
ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT.parent / "shared" / "seeds"

#: Where the project's text lives, and which files there are text.
SEARCHED = ("piquet", "examples", "tests", "tools", "benchmarks", "docs/_ext")
SUFFIXES = {".py", ".rst", ".md", ".json", ".jsonl", ".pqn", ".txt", ".toml", ".inc"}


def words(text: str) -> list[str]:
    """Case-folded words with apostrophes dropped and other punctuation as breaks (as the lawbook's test reads them)."""
    return re.findall(r"[^\W_]+", re.sub(r"['\u2019]", "", text.casefold()))


def shared_runs(text: str, seeds: set[tuple[str, ...]], size: int = RUN) -> list[str]:
    """Each stretch of ``text`` made of runs of ``size`` words found in ``seeds``, joined where they overlap."""
    found = words(text)
    stretches: list[list[int]] = []
    for start in range(len(found) - size + 1):
        if tuple(found[start : start + size]) in seeds:
            if stretches and start <= stretches[-1][1]:
                stretches[-1][1] = start + size
            else:
                stretches.append([start, start + size])
    return [" ".join(found[a:b]) for a, b in stretches]


def project_files() -> Iterator[Path]:
    """The text files of the project: the folders above, the manual's pages and the README."""
    for folder in SEARCHED:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and path.suffix in SUFFIXES and "__pycache__" not in path.parts:
                yield path
    yield from sorted((ROOT / "docs").glob("*.rst"))
    yield ROOT / "README.md"


@pytest.fixture(scope="module")
def seed_runs() -> set[tuple[str, ...]]:
    if not SEEDS.is_dir():
        shared_missing(f"seed texts not found at {SEEDS}; originality cannot be checked")
    found: set[tuple[str, ...]] = set()
    for path in sorted(SEEDS.iterdir()):
        if path.is_file() and path.suffix in {".txt", ".md"}:
            text = words(path.read_text(encoding="utf-8", errors="replace"))
            found.update(tuple(text[i : i + RUN]) for i in range(len(text) - RUN + 1))
    if not found:
        shared_missing(f"no seed texts in {SEEDS}")
    return found


def test_a_run_of_twelve_words_is_found_across_case_punctuation_and_line_breaks() -> None:
    seeds = {tuple(words("one two three four five six seven eight nine ten eleven twelve"))}
    text = "Here: One, two three\nfour five six seven eight nine ten eleven TWELVE thirteen."
    assert shared_runs(text, seeds) == ["one two three four five six seven eight nine ten eleven twelve"]
    assert shared_runs("one two three four five six seven eight nine ten eleven", seeds) == []


def test_the_search_reaches_the_code_the_manual_the_examples_and_the_test_records() -> None:
    found = {path.relative_to(ROOT).as_posix() for path in project_files()}
    for expected in ("piquet/rules/dealing.py", "docs/decisions.rst", "examples/description-example.pqn",
                     "tests/test_case_records_xxii.py", "README.md"):
        assert expected in found
    assert any(name.startswith("tests/examination/") and name.endswith(".json") for name in found)


def test_no_project_file_shares_a_run_of_twelve_words_with_the_seeds(seed_runs: set[tuple[str, ...]]) -> None:
    copied = [
        f"{path.relative_to(ROOT)}: {stretch}"
        for path in project_files()
        for stretch in shared_runs(path.read_text(encoding="utf-8", errors="replace"), seed_runs)
    ]
    assert not copied, "wording shared with the seed texts, to be said in our own words:\n" + "\n".join(copied)
