"""Every text a command prints fits 100 columns, on every example: the reports, the lawbook, the help.

Run in-process through :func:`piquet.faces.cli.main`, with ``COLUMNS`` set
wide, so that nothing leans on a narrow terminal to keep it short.  JSON (the
``--json`` forms, ``schema``, records written by ``new`` and ``convert``) is
data and exempt; so are the notation's ``x-`` extension lines, which carry
JSON on one line (``piquet.faces.width`` says so).
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest

from piquet.faces.cli import main
from piquet.faces.width import COLUMNS, fit_markdown, fit_text
from piquet.lawbook.catalogue import AU_CENT_CLAUSES, CASE_NUMERALS

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted(
    p.relative_to(ROOT).as_posix()
    for p in (ROOT / "examples").rglob("*")
    if p.suffix in (".json", ".pqn") and not {"ecarte", "whist"} & set(p.parts)
)
RECORDS = [p for p in EXAMPLES if "chouette" not in p]
#: The examples a slow command (validate replays with the schema, advise samples) is run on: one of each folder.
SAMPLE = sorted({p.rsplit("/", 1)[0]: p for p in RECORDS}.values()) + [p for p in RECORDS if p.count("/") == 1]

COMMANDS = ["adjudicate", "validate", "new", "schema", "law", "case", "au-cent", "laws", "rules", "advise", "solve", "convert"]


@pytest.fixture(autouse=True)
def _wide_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "250")


def printed(*argv: str) -> str:
    """What the command prints, standard output and error together (``--help`` exits through argparse)."""
    out = io.StringIO()
    main(list(argv), out=out, err=out, stdin=io.StringIO(""))
    return out.getvalue()


def over(text: str, *, data_lines: str | None = None) -> list[tuple[int, str]]:
    """The lines longer than the width, with their lengths; ``data_lines``: the start of lines that are data, exempt."""
    return [
        (len(line), line)
        for line in text.splitlines()
        if len(line) > COLUMNS and not (data_lines is not None and line.startswith(data_lines))
    ]


def _runs() -> Iterator[tuple[str, ...]]:
    yield ("--help",)
    for command in COMMANDS:
        yield (command, "--help")
    yield ("adjudicate", *RECORDS)
    yield ("adjudicate", "--stakes", "shilling", *RECORDS)
    yield ("adjudicate", "examples/chouette-session.json")
    yield ("adjudicate", "--markdown", "examples/chouette-session.json")
    yield ("new",)
    yield ("hand", "AS KS QS JS TS 9H 8H AC AD KD QC 7C")
    yield ("hand", "9S 8S 7S 9H 8H 7H TH 9D 8D 7D TC 9C")
    yield ("settle", "125", "81", "--stakes", "10s/100")
    yield ("settle", "90", "90", "--stakes", "shilling")
    yield ("score", "--stakes", "10s/100", *["10-10"] * 6, "1-0", "0-1")
    yield ("score", "--variant", "au-cent", "--stakes", "5s/game", "B=60,A=100", "60-100", "100-0")
    yield ("new", "--pqn", "--seed", "7", "--players", "Archibald", "Bartholomew")
    yield ("au-cent",)
    yield ("au-cent", "--verbose")
    yield from (("au-cent", "--verbose", clause) for clause in AU_CENT_CLAUSES)
    yield from (("law", "--verbose", str(n)) for n in range(1, 79))
    yield from (("law", "--au-cent", str(n)) for n in (11, 27, 62, 71))
    yield from (("case", "--verbose", numeral) for numeral in CASE_NUMERALS)
    for words in ("revoke", "point", "card", "deal", "score", "cut"):
        yield ("law", words)
        yield ("case", words)
    yield ("laws",)
    yield ("laws", "--coverage")
    yield ("rules",)
    yield from (("rules", "--verb", verb) for verb in ("play", "call", "take", "claim", "elect"))


def _named(argv: tuple[str, ...]) -> str:
    return " ".join(argv) if len(argv) < 6 else " ".join(argv[:3]) + f" and {len(argv) - 3} more"


@pytest.mark.parametrize("argv", list(_runs()), ids=_named)
def test_every_command_fits_100_columns(argv: tuple[str, ...]) -> None:
    assert over(printed(*argv), data_lines="x-") == []


#: The forms of a report: each line of the plain report (and of ``--acts`` or ``--statements`` alone) is among those of the full one.
@pytest.mark.parametrize("form", [("--acts", "--statements"), ("--markdown", "--acts", "--statements")], ids=" ".join)
@pytest.mark.parametrize("path", RECORDS)
def test_every_adjudication_fits_100_columns(path: str, form: tuple[str, ...]) -> None:
    assert over(printed("adjudicate", *form, path)) == []


@pytest.mark.parametrize("path", RECORDS)
def test_every_record_solved_and_converted_fits_100_columns(path: str) -> None:
    assert over(printed("solve", "--check", path)) == []
    assert over(printed("convert", "--to", "pqn", path), data_lines="x-") == []


@pytest.mark.parametrize("path", SAMPLE)
def test_validate_and_advise_fit_100_columns(path: str) -> None:
    assert over(printed("validate", path)) == []
    assert over(printed("advise", path)) == []


def test_the_long_lines_named_in_issue_35_now_wrap_and_lose_nothing() -> None:
    """The au cent item of 158 columns, the 242 of ``rules``, the 125 of the ``laws`` footer: wrapped, every word kept."""
    report = printed("adjudicate", "examples/au-cent-partie.json")
    assert "low-cards-do-not-count]" in report and "Au cent low-cards-do-not-count" in " ".join(report.split())
    rules = printed("rules")
    assert "Law 77, Case III]" in " ".join(rules.split())
    assert "XX, XXI, XXII (piquet case IV)" in " ".join(printed("laws").split())


def test_a_markdown_line_is_wrapped_where_markdown_reads_it_as_the_same_paragraph() -> None:
    """A continuation never starts a list, a quote or a heading, and a list item's continuation is indented under it."""
    text = "1. " + " ".join(["word - 12. # > ="] * 20)
    wrapped = fit_markdown(text).splitlines()
    assert len(wrapped) > 1 and all(len(line) <= COLUMNS for line in wrapped)
    assert all(line.startswith("   ") and line.strip()[0] not in "-#>=1" for line in wrapped[1:])
    assert " ".join(" ".join(wrapped).split()) == " ".join(text.split())


def test_a_table_row_is_left_whole_and_a_long_heading_is_cut_at_its_colon() -> None:
    row, heading = "| " + "x | " * 40, "### Ruling on event 4: " + "word " * 30
    assert fit_markdown(row) == row
    assert fit_markdown(heading).splitlines()[:3] == ["### Ruling on event 4", "", "word " * 19 + "word"]
    assert fit_text("  " + "word " * 30).splitlines()[1].startswith("    word")
