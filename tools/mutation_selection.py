"""Which test files to run against a mutant of one module: a bite set of its own, so that a sample need not run the suite.

The whole suite takes ten minutes and more on a shared machine; a mutant of
``piquet/rules/play.py`` is found by the tests of the play, of the laws the
module applies and of the blind examination, not by the solver's.  The files
chosen for a module (see ``docs/mutation.rst``):

* the fixed set :data:`ALWAYS`, the tests that adjudicate whole records and
  every irregular act (they find most mutants of any rule module in seconds);
* the files that name the module (its dotted name, ``from <package> import
  <stem>``), and ``test_mutants_<stem>.py``, ``test_<stem>*.py`` and, for
  lawkit, ``lawkit/tests/test_kit_<stem>.py``;
* the files with a test named after a law or Case the module cites
  (``laws=``, ``law(...)``, ``cases=``, by the test names that
  ``tools/index_tests.py`` writes to ``piquet/lawbook/_test_index.json``), and
  the audit of the laws' range it falls in;

less :data:`SLOW`, the files too slow for one run per mutant (the solver, the
search, the state machine, the browser and the docs build).  A survivor is run
again against the whole relevant directories before it counts (``--rerun``
with ``--tests tests lawkit/tests``).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

__all__ = ["ALWAYS", "QUICK", "SLOW", "tests_for"]

#: The first stage of a per-module run: the two files that kill most mutants of a rule in a few seconds; the rest of
#: the bite set runs only for a mutant they leave alive.
QUICK = frozenset({"tests/test_examination_records.py", "tests/test_irregular_acts.py"})

ALWAYS = (
    "tests/test_examination_records.py",
    "tests/test_blind_examination_positions.py",
    "tests/test_irregular_acts.py",
    "tests/test_referee_laws.py",
    "tests/test_case_records.py",
    "tests/test_case_records_i_viii.py",
    "tests/test_case_records_ix_xvi.py",
    "tests/test_case_records_xvii_xxi.py",
    "tests/test_disputes.py",
    "tests/test_examples.py",
    "tests/test_kept_examination.py",
)

#: Files left out of a per-mutant run for their time (each takes half a minute or more on its own).
SLOW = frozenset(
    {
        "tests/test_tooling.py", "tests/test_case_records_xxii.py", "tests/test_solver.py", "tests/test_solver_case_xxii.py",
        "tests/test_solver_cli.py", "tests/test_search_minimax.py", "tests/test_advice.py", "tests/test_advisor_listens.py",
        "tests/test_advisor_state.py", "tests/test_referee_state_machine.py", "tests/test_properties.py", "tests/test_schema.py",
        "tests/test_cli_scripts.py", "tests/test_play_run.py", "tests/test_hostile_input.py", "tests/test_testing_module.py",
        "tests/test_stakes.py", "tests/test_docs_in_browser.py", "tests/test_html_report_in_browser.py",
        "tests/test_record_robustness.py", "tests/test_reliability_io.py", "tests/test_play_simulation.py",
        "tests/test_packages_install_alone.py", "tests/test_play_table_computer_thinks_in_a_worker.py",
        "tests/test_adjudication_snapshots.py", "tests/test_lawkit_sphinx.py", "tests/test_docs_gallery.py",
    }
)

_AUDITS = re.compile(r"test_laws_(\d+)_(\d+)_audit\.py$")
_LAWS = re.compile(r"\blaws?\s*=\s*\(([^)]*)\)|\blaw\((\d+)\)|\bcites?\(([^)]*)\)")
_CASES = re.compile(r"\bcases\s*=\s*\(([^)]*)\)")


def _cited(source: str) -> tuple[set[int], set[str]]:
    """The law numbers and Case numerals a module's source cites."""
    laws = {int(n) for found in _LAWS.finditer(source) for group in found.groups() if group for n in re.findall(r"\d+", group)}
    cases = {c.lower() for found in _CASES.finditer(source) for c in re.findall(r"[\"']([IVX]+)[\"']", found.group(1))}
    return laws, cases


@cache
def _test_files(root: Path) -> tuple[str, ...]:
    found = sorted(p.relative_to(root).as_posix() for d in ("tests", "lawkit/tests") for p in (root / d).glob("test_*.py"))
    return tuple(found)


@cache
def _names_by_file(root: Path) -> dict[str, str]:
    """Each test file's test names joined, from the law index (the file's own name when it has none indexed)."""
    names: dict[str, list[str]] = {}
    for node in json.loads((root / "piquet" / "lawbook" / "_test_index.json").read_text()):
        file, _, name = node.partition("::")
        names.setdefault(file, []).append(name)
    return {file: " ".join(found) for file, found in names.items()}


def _about(text: str, laws: set[int], cases: set[str]) -> bool:
    return any(re.search(rf"law_{n}(?!\d)", text) for n in laws) or any(re.search(rf"case_{c}(?![ivx])", text) for c in cases)


def tests_for(module: str, root: Path) -> list[str]:
    """The test files to run against a mutant of ``module`` (a path relative to ``root``), the fixed set first."""
    path = root / module
    dotted = module.removesuffix(".py").replace("/", ".")
    package, _, stem = dotted.rpartition(".")
    laws, cases = _cited(path.read_text())
    naming = (dotted, f"from {package} import {stem}")
    index = _names_by_file(root)
    chosen = list(ALWAYS)
    for file in _test_files(root):
        if file in SLOW or file in chosen:
            continue
        name = Path(file).name
        own = name in (f"test_mutants_{stem}.py", f"test_kit_{stem}.py") or name.startswith(f"test_{stem}")
        own = own or (module.startswith("lawkit/") and file.startswith("lawkit/tests/"))
        audit = _AUDITS.search(name)
        in_range = audit is not None and any(int(audit[1]) <= n <= int(audit[2]) for n in laws)
        if own or in_range or _about(f"{name} {index.get(file, '')}", laws, cases) or any(n in (root / file).read_text() for n in naming):
            chosen.append(file)
    return chosen
