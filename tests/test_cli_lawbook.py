"""``piquet law`` and ``piquet case`` for a player: wrapped text, the project's internals only under ``--verbose``, words and arabic numerals accepted."""

from __future__ import annotations

import io
import json
import shutil

import pytest

from piquet.faces.cli import main
from piquet.lawbook.catalogue import CASE_NUMERALS, CASES, LAWS_OF_PIQUET, law_provision, lookup


class Terminal(io.StringIO):
    """An output that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def run(*argv: str, out: io.StringIO | None = None) -> tuple[int, str, str]:
    out = out if out is not None else io.StringIO()
    err = io.StringIO()
    status = main(list(argv), out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def _words(text: str) -> list[str]:
    return text.split()


@pytest.mark.parametrize("argv", [("law", "59"), ("case", "IV"), ("law", "54"), ("case", "XXII"), ("law", "9", "--au-cent")])
def test_law_59_and_case_iv_are_wrapped_to_80_columns_off_a_terminal_and_lose_no_word(argv: tuple[str, ...]) -> None:
    status, out, _ = run(*argv)
    assert status == 0
    assert max(len(line) for line in out.splitlines()) <= 80
    provision = lookup(argv[0], argv[1])
    assert " ".join(_words(provision.statement)) in " ".join(_words(out))


@pytest.mark.parametrize("argv", [("law", "59"), ("case", "IV"), ("law", "46"), ("case", "XII")])
def test_the_rules_and_tests_are_shown_only_under_verbose(argv: tuple[str, ...]) -> None:
    _, plain, _ = run(*argv)
    _, verbose, _ = run(*argv, "--verbose")
    assert "piquet." not in plain and "tests/" not in plain and "test_" not in plain
    assert "--verbose" in plain
    assert "The referee dispatches through:" in verbose and "piquet.rules." in verbose
    assert "Checked by" in verbose and "tests/test_" in verbose
    assert verbose.startswith(plain.split("\n\n(--verbose")[0])


def test_case_iv_private_function_names_are_not_mixed_into_the_players_text() -> None:
    _, plain, _ = run("case", "IV")
    _, verbose, _ = run("case", "IV", "-v")
    assert "_check_omission_after_lead" not in plain and "_check_omission_after_lead" in verbose


def test_law_59_is_wrapped_to_the_terminals_width(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shutil, "get_terminal_size", lambda fallback=(80, 24): __import__("os").terminal_size((60, 24)))
    status, out, _ = run("law", "59", out=Terminal())
    assert status == 0 and max(len(line) for line in out.splitlines()) <= 60
    assert max(len(line) for line in out.splitlines()) > 50


def test_law_59_clauses_and_a_cases_decision_start_their_own_lines() -> None:
    _, law, _ = run("law", "59")
    assert [line[:5] for line in law.splitlines() if line.startswith("(") and ")" in line[:6]][:5] == [
        "(I) C", "(II) ", "(III)", "(IV) ", "(V) I"]
    _, case, _ = run("case", "IV")
    assert any(line.startswith("Decision:") for line in case.splitlines())


@pytest.mark.parametrize("number", range(1, len(CASE_NUMERALS) + 1))
def test_a_case_is_found_by_its_arabic_number_as_by_its_numeral(number: int) -> None:
    numeral = CASE_NUMERALS[number - 1]
    assert run("case", str(number)) == run("case", numeral) == run("case", numeral.lower())


def test_case_4_is_case_iv() -> None:
    status, out, _ = run("case", "4")
    assert status == 0 and out.startswith("Case IV. Aces declared by implication")


def test_law_59_is_found_by_the_word_revoke() -> None:
    status, out, _ = run("law", "revoke")
    assert status == 0 and out.startswith("Law 59. Taking back a card played")
    assert run("law", "revoke") == run("law", "59")
    status, out, _ = run("law", "revoke", "--json")
    assert status == 0 and json.loads(out)["id"] == 59


def test_law_point_lists_every_law_mentioning_it_with_its_number_titles_first() -> None:
    status, out, _ = run("law", "point")
    assert status == 0
    lines = out.splitlines()
    assert lines[0].endswith("laws mention 'point':")
    listed = [line.split()[1] for line in lines[1:-1]]
    assert listed[0] == "46" and "62" in listed and len(listed) == int(lines[0].split()[0])
    for number in listed:
        provision = law_provision(int(number))
        assert "point" in (provision.title + " " + provision.statement).lower()
    titled = [n for n in listed if "point" in law_provision(int(n)).title.lower()]
    assert listed[: len(titled)] == titled
    status, out, _ = run("law", "point", "--json")
    assert [entry["id"] for entry in json.loads(out)] == [int(n) for n in listed]


def test_several_words_must_all_be_found() -> None:
    status, out, _ = run("law", "follow", "suit")
    assert status == 0 and out.startswith("Law 59.")
    status, out, _ = run("case", "carte", "blanche")
    assert status == 0
    listed = [line.split()[1] for line in out.splitlines()[1:-1]]
    for numeral in listed:
        provision = lookup("case", numeral)
        text = (provision.title + " " + provision.statement).lower()
        assert "carte" in text and "blanche" in text


def test_words_found_nowhere_are_one_line_and_exit_status_2() -> None:
    for argv in (("law", "zebra"), ("case", "zebra", "crossing"), ("case", "23"), ("law", "79")):
        status, out, err = run(*argv)
        assert status == 2 and not out and len(err.splitlines()) == 1 and err.startswith("piquet: ")


def test_every_law_and_case_is_found_by_its_own_title() -> None:
    for provision in [*LAWS_OF_PIQUET, *CASES]:
        if provision.citation.kind not in ("law", "case"):
            continue
        status, out, _ = run(provision.citation.kind, *provision.title.split(), "--json")
        found = json.loads(out)
        ids = [entry["id"] for entry in found] if isinstance(found, list) else [found["id"]]
        assert status == 0 and provision.citation.id in ids
