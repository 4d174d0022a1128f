"""Write piquet/lawbook/_test_index.json: the names of the tests, for `piquet laws --coverage`.

The installed package carries no tests, so the names are indexed here by
reading the test files (no test is run).  Usage: ``python tools/index_tests.py``
(``--check`` exits 1 if the index is stale).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lawkit.lawdocs import names_of_tests  # noqa: E402

INDEX = ROOT / "piquet" / "lawbook" / "_test_index.json"
#: Tests of the catalogue's text, not of the rules: they do not count as exercising a law.
EXCLUDED = {"tests/test_lawbook.py", "tests/test_lawbook_originality.py", "tests/test_coverage.py"}
#: Other games' tests (the Écarté and Whist examples): their laws are not piquet's, though Écarté's share numbers.
OTHER_GAMES = ("tests/ecarte/", "tests/whist/")


def test_names(root: Path = ROOT) -> list[str]:
    names = [f"tests/{name}" for name in names_of_tests(root / "tests")]
    return [name for name in names if not _excluded(name.partition("::")[0])]


def _excluded(relative: str) -> bool:
    return relative in EXCLUDED or relative.startswith(OTHER_GAMES)


def render(root: Path = ROOT) -> str:
    return json.dumps(test_names(root), indent=0) + "\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        current = INDEX.read_text(encoding="utf-8") if INDEX.exists() else ""
        if current != text:
            print("piquet/lawbook/_test_index.json is stale: run python tools/index_tests.py", file=sys.stderr)
            return 1
        return 0
    INDEX.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
