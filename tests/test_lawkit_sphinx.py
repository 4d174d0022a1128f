"""lawkit.sphinx documents any game's laws: a made-up two-rule game, built into a small Sphinx project."""

from __future__ import annotations

import html
import importlib.util
import json
import re
from pathlib import Path
from typing import Any

import pytest

from lawkit.citation import Citation, register_kind
from lawkit.codex import Codex, Provision
from lawkit.lawdocs import GameDocs, LawDocsError, names_of_tests, cited_by_tests
from lawkit.registry import Rulebook

pytestmark = pytest.mark.skipif(importlib.util.find_spec("sphinx") is None, reason="sphinx is not installed")

KIND = register_kind("turns-rule", "Turn rule", order=0).name


def rule(number: int) -> Citation:
    return Citation(KIND, number)


#: The game of Turns: two rules, in words made up for this test.
CODE = Codex(
    name="Laws of Turns",
    edition="made up for a test",
    provisions=[
        Provision(rule(1), "Taking turns", "The players move one after the other, the younger first.", heading="Play"),
        Provision(rule(2), "A move out of turn", "A move made out of turn is undone and costs its maker a counter.", heading="Irregularities"),
    ],
)

TURNS: Rulebook[Any] = Rulebook("Laws of Turns")


@TURNS.rule("move", rule(1), label="A move in turn stands")
def move_in_turn(state: dict[str, Any], player: str) -> str:
    return "stands"


@TURNS.rule("move", rule(2), exception_to=move_in_turn, when=lambda state, player: state["next"] != player)
def move_out_of_turn(state: dict[str, Any], player: str) -> str:
    """The move out of turn is undone, and a counter paid."""
    return "undone"


#: Tests as a game's index names them: one names rule 1 by its words, one names nothing.
TEST_NAMES = ["tests/test_turns.py::test_turn_rule_1_the_younger_moves_first", "tests/test_turns.py::test_an_empty_board"]


def _project(tmp_path: Path, page: str, **games: dict[str, Any]) -> Path:
    source = tmp_path / "source"
    source.mkdir()
    (source / "index.json").write_text(json.dumps(TEST_NAMES), encoding="utf-8")
    settings = games or {"turns": {"codex": f"{__name__}:CODE", "rulebook": f"{__name__}:TURNS", "tests": "index.json"}}
    (source / "conf.py").write_text(
        f'project = "turns"\nextensions = ["lawkit.sphinx"]\nlawkit_games = {settings!r}\n', encoding="utf-8"
    )
    (source / "index.rst").write_text(f"Turns\n=====\n\n{page}\n", encoding="utf-8")
    return source


def _build(source: Path) -> tuple[int, str, str]:
    """Build the project with warnings as errors: exit status, the page as text, the warnings."""
    from sphinx.cmd.build import build_main

    out = source.parent / "html"
    warnings = source.parent / "warnings.txt"
    status = build_main(["-W", "-q", "-E", "-b", "html", "-w", str(warnings), str(source), str(out)])
    page = (out / "index.html").read_text(encoding="utf-8") if (out / "index.html").is_file() else ""
    text = html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))
    return status, text, warnings.read_text(encoding="utf-8") if warnings.is_file() else ""


def test_the_codex_shows_each_statement_its_rules_with_their_labels_its_tests_and_its_status(tmp_path: Path) -> None:
    status, text, warnings = _build(_project(tmp_path, ".. lawkit-codex::"))
    assert status == 0, warnings
    for provision in CODE:
        assert f"{provision.citation}. {provision.title}" in text and provision.statement in text
    assert "Play" in text and "Irregularities" in text
    assert f"{__name__}.move_in_turn — A move in turn stands" in text
    assert f"{__name__}.move_out_of_turn — The move out of turn is undone, and a counter paid" in text
    assert TEST_NAMES[0] in text and TEST_NAMES[1] not in text
    assert "Turn rule 1. Taking turns implemented" in text
    assert "Turn rule 2. A move out of turn partial" in text and "No test is named after it." in text


def test_one_provision_is_shown_alone_with_the_extension_s_style_sheet(tmp_path: Path) -> None:
    status, text, warnings = _build(_project(tmp_path, ".. lawkit-provision:: 2"))
    assert status == 0, warnings
    assert CODE.get(rule(2)).statement in text and CODE.get(rule(1)).statement not in text
    assert (tmp_path / "html" / "_static" / "lawkit.css").is_file()
    assert "_static/lawkit.css" in (tmp_path / "html" / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("words", ["2", "Turn rule 2", "turn rule 2", "turns-rule:2", "turns-rule 2"])
def test_a_provision_is_named_by_its_id_alone_or_with_its_kind(words: str) -> None:
    from lawkit.sphinx import _matches

    assert _matches(rule(2), words) and not _matches(rule(1), words)
    assert not _matches(rule(2), words.replace("2", "3"))


def test_the_coverage_counts_and_tabulates_the_provisions(tmp_path: Path) -> None:
    status, text, warnings = _build(_project(tmp_path, ".. lawkit-coverage::"))
    assert status == 0, warnings
    assert "1 of 2 provisions applied by a rule and checked by a test (50 %); 1 partial." in text
    assert "Turn rules: 2 (1 implemented, 1 partial)" in text
    assert "Turn rule Title Rules Tests Status" in text  # one kind: its name heads the first column
    assert "1 Taking turns 1 1 implemented" in text
    assert "2 A move out of turn 1 0 partial code applies it but no test names it yet" in text


def test_the_coverage_bar_gives_each_status_its_share(tmp_path: Path) -> None:
    status, _, warnings = _build(_project(tmp_path, ".. lawkit-coverage::\n   :show: summary"))
    assert status == 0, warnings
    page = (tmp_path / "html" / "index.html").read_text(encoding="utf-8")
    bar = re.search(r'<div class="lawkit-coverage-bar">(.*?)</div>', page)
    assert bar is not None, page
    widths = dict(re.findall(r'lawkit-status-([a-z-]+)" style="width:([0-9.]+)%', bar.group(1)))
    assert widths == {"implemented": "50.00", "partial": "50.00"}
    assert "lawkit-coverage-table" not in page


_TURNS_DOMAIN = """
from sphinx.domains import Domain
from sphinx.util.nodes import make_refnode


class TurnsDomain(Domain):
    name = "turns"
    label = "Turns"

    def resolve_xref(self, env, fromdocname, builder, typ, target, node, contnode):
        if target != "turns-rule-1":
            return None
        return make_refnode(builder, fromdocname, "rules", target, contnode, "a rule")


def setup(app):
    app.add_domain(TurnsDomain)
    return {"parallel_read_safe": True}
"""


def _linked_project(tmp_path: Path) -> Path:
    settings = {"turns": {"codex": f"{__name__}:CODE", "rulebook": f"{__name__}:TURNS", "tests": "index.json", "xref": "turns"}}
    source = _project(tmp_path, ".. lawkit-coverage::\n   :show: table\n\n.. toctree::\n\n   rules", **settings)
    (source / "turns_domain.py").write_text(_TURNS_DOMAIN, encoding="utf-8")
    conf = (source / "conf.py").read_text(encoding="utf-8")
    conf = conf.replace('extensions = ["lawkit.sphinx"]', 'extensions = ["lawkit.sphinx", "turns_domain"]')
    (source / "conf.py").write_text("import sys, os\nsys.path.insert(0, os.path.dirname(__file__))\n" + conf, encoding="utf-8")
    (source / "rules.rst").write_text("Rules\n=====\n\n.. _turns-rule-1:\n\nRule one.\n", encoding="utf-8")
    return source


def test_a_game_s_domain_links_each_row_to_its_provision_and_an_unresolved_one_fails_a_strict_build(tmp_path: Path) -> None:
    status, _, warnings = _build(_linked_project(tmp_path))
    # The domain resolves rule 1 and not rule 2: the row of rule 2 is a warning, which -W makes an error.
    assert status != 0 and "turns-rule-2" in warnings, warnings
    page = (tmp_path / "html" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'<a class="reference internal" href="rules.html#turns-rule-1"[^>]*>.*?1</span>', page), page


def test_the_kind_option_takes_several_kinds_and_names_one_the_game_lacks(tmp_path: Path) -> None:
    status, text, warnings = _build(_project(tmp_path, ".. lawkit-coverage::\n   :kind: turns-rule, turn-note"))
    assert status != 0 and "no provision of kind 'turn-note'" in warnings, warnings


def test_a_provision_the_codex_lacks_fails_a_strict_build_naming_it(tmp_path: Path) -> None:
    status, _, warnings = _build(_project(tmp_path, ".. lawkit-provision:: 3"))
    assert status != 0
    assert "lawkit-provision: game 'turns' has no provision '3'" in warnings


def test_a_setting_that_does_not_import_fails_a_strict_build_naming_it(tmp_path: Path) -> None:
    source = _project(tmp_path, ".. lawkit-codex::", turns={"codex": "no_such_module_here:CODE"})
    status, _, warnings = _build(source)
    assert status != 0 and "cannot import 'no_such_module_here'" in warnings


def test_tests_name_a_kind_by_its_own_name_or_the_words_people_read() -> None:
    names = ["t.py::test_turns_rule_2_undone", "t.py::test_turn_rule_1_first", "t.py::test_turn_rules_1_2_both"]
    found = cited_by_tests(names, CODE)
    assert found == {rule(1): [names[1], names[2]], rule(2): [names[0], names[2]]}


def test_the_tests_may_be_a_folder_a_mapping_or_a_callable(tmp_path: Path) -> None:
    folder = tmp_path / "tests"
    folder.mkdir()
    (folder / "test_turns.py").write_text(
        "def test_turn_rule_2_undone():\n    pass\n\nclass TestMoves:\n    def test_turn_rule_1_first(self):\n        pass\n", encoding="utf-8"
    )
    assert names_of_tests(folder) == ["test_turns.py::test_turn_rule_2_undone", "test_turns.py::TestMoves::test_turn_rule_1_first"]
    by_folder = GameDocs(CODE, TURNS, tests="tests", base=tmp_path).entries()
    assert [e.status for e in by_folder] == ["implemented", "implemented"]
    by_mapping = GameDocs(CODE, TURNS, tests=lambda: {f"{KIND}:2": ["a test"]}).entries()
    assert [e.tests for e in by_mapping] == [(), ("a test",)]
    with pytest.raises(LawDocsError, match="does not exist"):
        GameDocs(CODE, TURNS, tests="nowhere.json", base=tmp_path).entries()


def test_only_the_extension_imports_sphinx() -> None:
    """Sphinx stays optional for lawkit: gathering what the pages show loads neither Sphinx nor docutils."""
    import subprocess
    import sys

    probe = "import sys, lawkit.lawdocs; print(sorted(m for m in sys.modules if m.split('.')[0] in ('sphinx', 'docutils')))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=Path(__file__).resolve().parents[1], timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
