"""lawkit and Écarté installed as packages of their own, in a fresh venv with nothing of piquet (issue #37).

The checkout's ``lawkit/`` and ``examples/ecarte/`` are copied to a temporary
folder and installed from there with pip as a user would, so nothing of the
checkout is on the new venv's path and the build leaves nothing in it.  pip
reads the machine's own configuration: on this project's machines that is a
local index, which needs no network.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

# Importing it puts examples/ecarte on the path, so the checkout's ecarte gives the expected adjudications.
from tests.ecarte.conftest import FOLDER

ROOT = Path(__file__).resolve().parents[1]
RECORDS = sorted((FOLDER / "records").glob("*.json"))
LEFT_BEHIND = shutil.ignore_patterns("build", "*.egg-info", "__pycache__", ".pytest_cache", ".mypy_cache")


def _run(*command: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True, timeout=600)


def _ok(done: subprocess.CompletedProcess[str]) -> subprocess.CompletedProcess[str]:
    assert done.returncode == 0, f"{' '.join(map(str, done.args))} exited {done.returncode}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


@pytest.fixture(scope="module")
def sources(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the two distributions, laid out as in the repository."""
    where = tmp_path_factory.mktemp("sources")
    shutil.copytree(ROOT / "lawkit", where / "lawkit", ignore=LEFT_BEHIND)
    shutil.copytree(FOLDER, where / "examples" / "ecarte", ignore=LEFT_BEHIND)
    shutil.copytree(ROOT / "examples" / "whist", where / "examples" / "whist", ignore=LEFT_BEHIND)
    return where


@pytest.fixture(scope="module")
def venv(sources: Path) -> Path:
    """A fresh venv, outside the checkout, with lawkit alone and pytest installed."""
    home = sources / "venv"
    _ok(_run(sys.executable, "-m", "venv", home, cwd=sources))
    _ok(_run(home / "bin" / "pip", "install", "--quiet", "./lawkit", "pytest", cwd=sources))
    return home


def test_lawkit_installed_alone_imports_without_piquet_and_passes_its_own_tests(sources: Path, venv: Path) -> None:
    python = venv / "bin" / "python"
    found = _ok(_run(python, "-c", "import lawkit; print(lawkit.__file__)", cwd=venv)).stdout
    assert Path(found.strip()).is_relative_to(venv), found
    missing = _run(python, "-c", "import piquet", cwd=venv)
    assert missing.returncode != 0 and "No module named 'piquet'" in missing.stderr
    tests = _ok(_run(venv / "bin" / "pytest", "-q", "-p", "no:cacheprovider", "lawkit/tests", cwd=sources)).stdout
    assert " passed" in tests and "failed" not in tests and "error" not in tests


def test_ecarte_installed_on_lawkit_alone_adjudicates_every_record_as_the_checkout_does(sources: Path, venv: Path) -> None:
    from ecarte.referee import adjudicate

    _ok(_run(venv / "bin" / "pip", "install", "--quiet", "./lawkit", "./examples/ecarte", cwd=sources))
    assert _run(venv / "bin" / "python", "-c", "import piquet", cwd=venv).returncode != 0
    assert RECORDS
    for record in RECORDS:
        done = _ok(_run(venv / "bin" / "ecarte", "adjudicate", "--json", record, cwd=venv))
        expected = adjudicate(json.loads(record.read_text(encoding="utf-8"))).to_json()
        assert json.loads(done.stdout) == json.loads(json.dumps(expected)), record.name
    module = _ok(_run(venv / "bin" / "python", "-m", "ecarte", "adjudicate", "--json", RECORDS[0], cwd=venv))
    assert json.loads(module.stdout) == json.loads(_ok(_run(venv / "bin" / "ecarte", "adjudicate", "--json", RECORDS[0], cwd=venv)).stdout)
    refused = _run(venv / "bin" / "ecarte", "adjudicate", "--json", sources / "no-such-record.json", cwd=venv)
    assert refused.returncode == 2 and refused.stderr.startswith("ecarte: cannot read") and "Traceback" not in refused.stderr


def test_whist_installed_on_lawkit_alone_adjudicates_every_record_as_the_checkout_does(sources: Path, venv: Path) -> None:
    """The template game on the runner: ``pip install ./lawkit ./examples/whist``, no piquet, the same JSON as the checkout."""
    from tests.whist.conftest import FOLDER as WHIST
    from whist.game import RUNNER

    _ok(_run(venv / "bin" / "pip", "install", "--quiet", "./lawkit", "./examples/whist", cwd=sources))
    records = sorted((WHIST / "records").glob("*.json"))
    assert len(records) >= 8
    for record in records:
        done = _ok(_run(venv / "bin" / "whist", "adjudicate", "--json", record, cwd=venv))
        assert json.loads(done.stdout) == RUNNER.adjudicate(json.loads(record.read_text())).to_json()
    assert _run(venv / "bin" / "python", "-c", "import piquet", cwd=venv).returncode != 0
    refused = _run(venv / "bin" / "whist", "adjudicate", "--json", sources / "no-such-record.json", cwd=venv)
    assert refused.returncode == 2 and refused.stderr.startswith("whist: ") and "Traceback" not in refused.stderr
