"""The project's promises about itself: README examples, CI, mypy, docs, coverage index."""

from __future__ import annotations

import doctest
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_readme_examples_run_as_doctests(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    result = doctest.testfile(
        str(ROOT / "README.md"), module_relative=False, optionflags=doctest.NORMALIZE_WHITESPACE
    )
    assert result.attempted > 0
    assert result.failed == 0


def test_ci_runs_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```sh\n(.*?)\n```", readme, re.S)
    assert len(blocks) == 2, "the README gives exactly two set-up commands"
    test_command = blocks[1].strip()
    assert "pytest" in test_command
    assert test_command in (ROOT / ".ci" / "run").read_text()


def test_test_index_is_current() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "index_tests.py"), "--check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy is not installed")
def test_mypy_strict_is_clean() -> None:
    done = subprocess.run(
        # The kernel, piquet, and the Écarté and Whist examples built on the kernel (their packages found from their folders).
        [sys.executable, "-m", "mypy", "--strict", "piquet", "lawkit", "examples/ecarte/ecarte", "examples/whist/whist"], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.skipif(importlib.util.find_spec("sphinx") is None, reason="sphinx is not installed")
@pytest.mark.parametrize("builder", ["html", "doctest"])
def test_docs_build_with_warnings_as_errors(builder: str, tmp_path: Path) -> None:
    if not (ROOT / "docs" / "conf.py").exists():
        pytest.skip("no docs/conf.py")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", builder, "docs", str(tmp_path / builder)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=env,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]


def test_shipped_package_has_py_typed() -> None:
    assert (ROOT / "piquet" / "py.typed").exists()
    assert (ROOT / "lawkit" / "py.typed").exists()
    assert shutil.which("piquet") or True


def test_tests_needing_the_shared_folder_fail_under_ci_and_skip_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without ../shared the conformance and originality tests must not vanish from a CI run."""
    from tests import shared_folder

    monkeypatch.setattr(shared_folder, "REQUIRED", True)
    with pytest.raises(pytest.fail.Exception, match="requires the shared folder"):
        shared_folder.shared_missing("vectors not found")
    monkeypatch.setattr(shared_folder, "REQUIRED", False)
    with pytest.raises(pytest.skip.Exception, match="vectors not found"):
        shared_folder.shared_missing("vectors not found")


def test_every_install_instruction_works_from_a_checkout_and_names_extras_that_exist() -> None:
    """The package is not on PyPI: no ``pip install piquet`` or ``piquet[...]``, and every ``.[extra]`` is in pyproject.toml."""
    import tomllib

    extras = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"])
    texts = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.rst")), *sorted((ROOT / "piquet").rglob("*.py"))]
    named: list[str] = []
    for path in texts:
        text = path.read_text(encoding="utf-8")
        where = path.relative_to(ROOT)
        assert not re.search(r"pip install [\"']?piquet\b", text), f"{where} installs piquet from an index"
        assert not re.search(r"\bpiquet\[\w", text), f"{where} names an extra of a published piquet"
        for group in re.findall(r"pip install (?:-e )?(?:[\w./-]+ (?:-e )?)*[\"']?\.\[([\w,]+)\]", text):
            named += group.split(",")
            assert set(group.split(",")) <= extras, f"{where}: extras {group} not all in pyproject.toml ({sorted(extras)})"
    assert {"tests", "docs", "validate", "testing"} <= set(named)
