"""Checks for piquet, one nox session each.

``nox`` runs the default sessions (tests, mypy, docs, readme); ``nox -s
bench`` runs the benchmarks; ``nox -l`` lists everything.  Each session
installs the package (editable) with the extras it needs into its own
virtual environment.  Arguments after ``--`` are passed on, for instance
``nox -s tests -- -k law_46`` or ``nox -s bench -- bench_deals.py --deals 500``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nox

ROOT = Path(__file__).resolve().parent

#: The project targets Python 3.11; run under the current interpreter when
#: it is recent enough, so nox works without a separate 3.11 on PATH.
PYTHON = sys.executable if sys.version_info >= (3, 11) else "3.11"

nox.options.sessions = ["tests", "mypy", "docs", "readme"]
nox.options.reuse_venv = "yes"
nox.options.default_venv_backend = "venv"


@nox.session(python=PYTHON)
def tests(session: nox.Session) -> None:
    """The test suite: unit, property and conformance tests."""
    session.install("-e", "./lawkit", "-e", ".[tests]")
    session.run("pytest", *session.posargs)


@nox.session(python=PYTHON)
def mypy(session: nox.Session) -> None:
    """Type-check piquet, the lawkit kernel and the Écarté and Whist examples with mypy --strict.

    With the docs' extras: lawkit.sphinx, the kernel's Sphinx extension, is checked against Sphinx's types.
    """
    session.install("-e", "./lawkit", "-e", ".[tests,docs]")
    session.run("mypy", "--strict", "piquet", "lawkit", "examples/ecarte/ecarte", "examples/whist/whist", *session.posargs)


@nox.session(python=PYTHON)
def docs(session: nox.Session) -> None:
    """Build the HTML docs with warnings as errors, then run their doctests."""
    session.install("-e", "./lawkit", "-e", ".[docs]")
    build = ROOT / "docs" / "_build"
    session.run("sphinx-build", "-W", "--keep-going", "-b", "html", "docs", str(build / "html"), *session.posargs)
    session.run("sphinx-build", "-W", "--keep-going", "-b", "doctest", "docs", str(build / "doctest"), *session.posargs)


@nox.session(python=PYTHON)
def readme(session: nox.Session) -> None:
    """Run the README's examples as doctests (from the repository root)."""
    if not (ROOT / "README.md").exists():
        session.skip("no README.md")
    session.install("-e", "./lawkit", "-e", ".")
    session.chdir(ROOT)
    session.run("python", "-m", "doctest", "-o", "NORMALIZE_WHITESPACE", "README.md")
    session.log("README.md: every example passed")


@nox.session(python=PYTHON)
def bench(session: nox.Session) -> None:
    """Run the benchmark scripts in benchmarks/ (results are printed, nothing asserted).

    ``nox -s bench`` runs every ``benchmarks/bench_*.py``; arguments after
    ``--`` go to each of them (``--repeat``, ``--seed``), or, if the first
    names a script, to that script alone: ``nox -s bench -- bench_deals.py
    --deals 500``.
    """
    scripts = sorted((ROOT / "benchmarks").glob("bench_*.py"))
    if not scripts:
        session.skip("no benchmark scripts in benchmarks/")
    args = list(session.posargs)
    if args and args[0].endswith(".py"):
        wanted = Path(args.pop(0)).name
        scripts = [s for s in scripts if s.name == wanted]
        if not scripts:
            session.error(f"no benchmark script benchmarks/{wanted}")
    session.install("-e", "./lawkit", "-e", ".[bench]")
    session.chdir(ROOT)
    for script in scripts:
        session.log(f"--- {script.relative_to(ROOT)}")
        session.run("python", str(script.relative_to(ROOT)), *args)
