"""A command, choice, law, Case, clause, verb or deal looked up and not found: one line naming what was meant, exit status 2.

Issue #35: ``piquet adjudcate`` should be answered with the command meant,
``piquet rules --verb bogus`` should not print "0 rules" and succeed, and
every look-up that finds nothing should say so on standard error, with the
valid range or the nearest name, and never with a traceback.
"""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from piquet.faces.cli import build_parser, main
from piquet.faces.rulescli import no_rule_for, rules_json

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "description-example.json"
PARTIE = ROOT / "examples" / "partie-six-deals.json"
COMMANDS = sorted(build_parser()._subparsers._group_actions[0].choices)  # type: ignore[union-attr]


def run(*argv: str) -> tuple[int, str, str]:
    """The exit status, standard output and standard error of the command; argparse's own errors go to sys.stderr."""
    out, err, said = io.StringIO(), io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(said):
        status = main(list(argv), out=out, err=err, stdin=io.StringIO(""))
    return status, out.getvalue(), err.getvalue() + said.getvalue()


def _one_line_and_exit_2(status: int, out: str, err: str) -> str:
    assert status == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err, (status, out, err)
    return err


# -- commands and choices ------------------------------------------------------------------


def test_a_mistyped_command_is_answered_in_one_line_with_the_command_meant() -> None:
    err = _one_line_and_exit_2(*run("adjudcate", str(EXAMPLE)))
    assert err == "piquet: unknown command 'adjudcate' (did you mean 'adjudicate'?)\n"


def test_a_command_near_none_points_to_the_list_of_commands() -> None:
    err = _one_line_and_exit_2(*run("frobnicate"))
    assert err == "piquet: unknown command 'frobnicate'; piquet --help lists the commands\n"


def test_every_command_with_two_letters_swapped_is_answered_with_the_command_meant() -> None:
    for command in COMMANDS:
        for at in range(len(command) - 1):
            typo = command[:at] + command[at + 1] + command[at] + command[at + 2 :]
            if typo in COMMANDS or typo == command:
                continue
            err = _one_line_and_exit_2(*run(typo))
            assert "(did you mean '" in err and err.split("'")[3] in COMMANDS, typo


@pytest.mark.parametrize(
    ("argv", "meant"),
    [
        (("adjudicate", "--format", "jsn", "-"), "'json'"),
        (("convert", "--to", "pqm", str(EXAMPLE)), "'pqn'"),
        (("schema", "recrod"), "'record'"),
    ],
)
def test_a_mistyped_choice_is_answered_with_the_choice_meant(argv: tuple[str, ...], meant: str) -> None:
    status, out, err = run(*argv)
    assert status == 2 and out == "" and f"(did you mean {meant}?)" in err and "choose from" in err
    assert "Traceback" not in err


def test_the_command_itself_answers_a_mistyped_command_without_a_traceback() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "piquet", "valdate", str(EXAMPLE)], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "piquet: unknown command 'valdate' (did you mean 'validate'?)\n"


# -- laws, Cases, clauses ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (("law", "99"), "numbered 1 to 78"),
        (("law", "0"), "numbered 1 to 78"),
        (("law", "--au-cent", "99"), "numbered 1 to 78"),
        (("case", "XXV"), "I to XXII, or 1 to 22"),
        (("case", "23"), "I to XXII, or 1 to 22"),
        (("au-cent", "dubble-game"), "(did you mean 'double-game'?)"),
        (("au-cent", "bogus"), "see: piquet au-cent"),
    ],
)
def test_a_provision_not_in_the_book_is_refused_with_the_range_or_the_clause_meant(argv: tuple[str, ...], words: str) -> None:
    assert words in _one_line_and_exit_2(*run(*argv))


def test_a_word_search_finding_nothing_says_so_and_suggests_the_word_meant() -> None:
    err = _one_line_and_exit_2(*run("law", "rvoke"))
    assert err == "piquet: no law mentions 'rvoke' in its title, statement or rules (did you mean 'revoke'?)\n"
    assert "(piquet laws lists them all)" in _one_line_and_exit_2(*run("law", "xyzzy"))


def test_a_case_search_finding_nothing_points_to_the_laws_that_mention_the_words() -> None:
    status, found, _ = run("law", "revoke")
    assert status == 0 and found.startswith("Law 59")
    err = _one_line_and_exit_2(*run("case", "revoke"))
    assert err.endswith("(1 law does: piquet law revoke)\n")


def test_a_word_search_finding_nothing_answers_json_with_an_error_object() -> None:
    status, out, err = run("law", "xyzzy", "--json")
    assert status == 2 and err == "" and json.loads(out)["error"]["message"].startswith("no law mentions 'xyzzy'")


# -- rules --verb --------------------------------------------------------------------------


def test_rules_for_a_verb_no_rule_handles_exits_2_and_names_where_the_verbs_are() -> None:
    verbs = {entry["verb"] for entry in rules_json()}
    err = _one_line_and_exit_2(*run("rules", "--verb", "bogus"))
    assert err == f"piquet: no rule handles verb 'bogus'; piquet rules lists the {len(verbs)} verbs and their rules\n"
    status, out, err = run("rules", "--verb", "bogus", "--json")
    assert status == 2 and json.loads(out)["error"]["message"].startswith("no rule handles verb 'bogus'")


def test_rules_for_a_misspelt_verb_suggests_the_verb_meant() -> None:
    assert "(did you mean 'play'?)" in _one_line_and_exit_2(*run("rules", "--verb", "ply"))


def test_rules_for_a_verb_of_a_record_names_the_rule_verbs_it_begins() -> None:
    verbs = sorted({entry["verb"] for entry in rules_json()})
    said = no_rule_for("show", verbs)
    assert said == "no rule handles verb 'show'; did you mean one of 'show cards', 'show carte blanche'?"
    for verb in ("show cards", "show carte blanche"):
        status, out, _ = run("rules", "--verb", verb)
        assert status == 0 and out.strip().endswith("rules")


def test_rules_for_a_verb_a_rule_handles_still_lists_them() -> None:
    status, out, err = run("rules", "--verb", "concede")
    assert status == 0 and err == "" and "concede" in out


# -- deals out of range ---------------------------------------------------------------------


@pytest.mark.parametrize("command", ["advise", "solve"])
@pytest.mark.parametrize("deal", ["0", "7", "-1"])
def test_a_deal_the_record_does_not_hold_is_refused_with_the_deals_it_holds(command: str, deal: str) -> None:
    err = _one_line_and_exit_2(*run(command, str(PARTIE), "--deal", deal))
    assert err == f"piquet: there is no deal {deal}: the record holds deals 1 to 6\n"


def test_a_record_of_one_deal_says_it_holds_deal_1_only() -> None:
    err = _one_line_and_exit_2(*run("solve", str(EXAMPLE), "--deal", "2"))
    assert err.endswith("the record holds deal 1 only\n")
