"""The catalogue's wording must be our own, not the seed texts'.

Fails if any title or statement shares a run of eight or more consecutive
words with any text in the shared seeds folder (compared case-folded, with
punctuation stripped and whitespace normalised).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.shared_folder import shared_missing

from piquet.lawbook.catalogue import all_provisions

RUN = 8
SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"


def words(text: str) -> list[str]:
    """Case-folded words with apostrophes dropped and other punctuation as breaks."""
    folded = re.sub(r"['\u2019]", "", text.casefold())
    return re.findall(r"[^\W_]+", folded)


def runs(text: str, size: int = RUN) -> set[tuple[str, ...]]:
    found = words(text)
    return {tuple(found[i : i + size]) for i in range(len(found) - size + 1)}


@pytest.fixture(scope="module")
def seed_runs() -> set[tuple[str, ...]]:
    if not SEEDS.is_dir():
        shared_missing(f"seed texts not found at {SEEDS}; originality cannot be checked")
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in sorted(SEEDS.iterdir())
             if p.is_file() and p.suffix in {".txt", ".md"}]
    if not texts:
        shared_missing(f"no seed texts in {SEEDS}")
    found: set[tuple[str, ...]] = set()
    for text in texts:
        found |= runs(text)
    return found


def test_word_runs_are_case_folded_and_punctuation_free() -> None:
    assert words("The _carte blanche_, adversary's; Law 46!") == [
        "the", "carte", "blanche", "adversarys", "law", "46",
    ]


def test_no_title_or_statement_shares_eight_words_with_the_seeds(
    seed_runs: set[tuple[str, ...]],
) -> None:
    copied = []
    for provision in all_provisions():
        for field in ("title", "statement"):
            shared = runs(getattr(provision, field)) & seed_runs
            for run in sorted(shared):
                copied.append(f"{provision.citation} {field}: {' '.join(run)}")
    assert not copied, "wording shared with the seed texts:\n" + "\n".join(copied)
