"""Output that cannot be written is one line naming the fault and exit status 2, never a traceback, from every command.

Each command runs as a real process with each fault on its standard output:
closed (``>&-``), full (``/dev/full``), and a pipe whose reader has gone
(its reading end closed before the command starts, so the broken pipe is
met however short the output).  A broken pipe is answered as the other
two, not by the shell's SIGPIPE convention (:mod:`lawkit.output_faults`
says why).  ``piquet play`` is left out: it is a full-screen game at a
terminal, which writes nothing to standard output without one (it says
on standard error that it needs a terminal, exit status 2: tested in
``test_cli_play_table.py``).  Lawkit's own command is run for écarté and
whist, the games built on it.  A last test pipes long outputs into a real
``head -1``.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from piquet.faces.cli import build_parser, main

ROOT = Path(__file__).resolve().parents[1]
PIQUET = str(Path(sys.executable).parent / "piquet")
HAND = "AS KS QS JS TS 9S 8S 7S AH KH QH JH"
PARTIE = "examples/partie-six-deals.json"
#: Stands for a record of one deal not yet played (``piquet new``), written when the tests start.
OPEN = "{open}"

#: Every command of ``piquet`` but ``play``, with arguments that make it print, by name.
PIQUET_COMMANDS: dict[str, list[str]] = {
    "adjudicate": ["adjudicate", PARTIE],
    "validate": ["validate", PARTIE],
    "new": ["new", "--seed", "1"],
    "schema": ["schema", "record"],
    "law": ["law", "1"],
    "case": ["case", "I"],
    "au-cent": ["au-cent"],
    "laws": ["laws"],
    "rules": ["rules"],
    "advise": ["advise", "--top", "1", OPEN],
    "solve": ["solve", OPEN],
    "convert": ["convert", "--to", "pqn", "examples/description-example.json"],
    "hand": ["hand", HAND],
    "settle": ["settle", "120", "80"],
    "score": ["score", "--deal", "A=30,B=20"],
    "keep": ["keep", "examples/kept/partie.kept"],
}
#: Each process run, by name: what it says its faults as, and its command line.
RUNS: dict[str, tuple[str, list[str]]] = {
    **{f"piquet {name}": ("piquet", [PIQUET, *argv]) for name, argv in PIQUET_COMMANDS.items()},
    "piquet (bare)": ("piquet", [PIQUET]),
    "piquet --version": ("piquet", [PIQUET, "--version"]),
    "piquet --help": ("piquet", [PIQUET, "--help"]),
    "python -m piquet": ("piquet", [sys.executable, "-m", "piquet", "law", "1"]),
    "python -m ecarte": ("python -m ecarte", [sys.executable, "-m", "ecarte", "adjudicate", "examples/ecarte/records/law-09-six-cards-dealt.json"]),
    "python -m whist": ("python -m whist", [sys.executable, "-m", "whist", "adjudicate", "--json", "examples/whist/records/exposed-card-called.json"]),
}
#: What each fault's line says.
FAULTS = {"closed": "standard output is closed", "full": "standard output is full", "broken pipe": "(broken pipe)"}
#: The games on lawkit are packages of their own, run here from the checkout.
ENV = dict(os.environ, PYTHONPATH=os.pathsep.join(str(ROOT / p) for p in (".", "examples/ecarte", "examples/whist")))


@pytest.fixture(scope="module")
def open_record(tmp_path_factory: pytest.TempPathFactory) -> str:
    written = io.StringIO()
    assert main(["new", "--seed", "1"], out=written) == 0
    path = tmp_path_factory.mktemp("open") / "open.json"
    path.write_text(written.getvalue(), encoding="utf-8")
    return str(path)


def _run(argv: list[str], fault: str) -> subprocess.CompletedProcess[str]:
    """The command run with standard output closed, full, or a pipe nobody reads."""
    common = {"cwd": ROOT, "env": ENV, "stdin": subprocess.DEVNULL, "stderr": subprocess.PIPE, "text": True, "timeout": 300}
    if fault == "closed":
        return subprocess.run(["sh", "-c", 'exec "$@" >&-', "sh", *argv], check=False, **common)  # type: ignore[call-overload]
    if fault == "full":
        with open("/dev/full", "w", encoding="utf-8") as full:
            return subprocess.run(argv, stdout=full, check=False, **common)  # type: ignore[call-overload]
    reading, writing = os.pipe()
    os.close(reading)  # the reader is gone before the command writes its first byte
    try:
        return subprocess.run(argv, stdout=writing, check=False, **common)  # type: ignore[call-overload]
    finally:
        os.close(writing)


def test_every_command_but_play_is_run_here() -> None:
    commands = next(a for a in build_parser()._actions if a.dest == "command").choices
    assert commands is not None and set(commands) - {"play"} == set(PIQUET_COMMANDS)


@pytest.mark.parametrize("fault", FAULTS)
@pytest.mark.parametrize("run", RUNS)
def test_an_output_fault_is_one_line_naming_it_and_exit_status_2(run: str, fault: str, open_record: str) -> None:
    prog, argv = RUNS[run]
    done = _run([open_record if arg == OPEN else arg for arg in argv], fault)
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr, done.stderr
    assert done.stderr.count("\n") == 1 and done.stderr.startswith(f"{prog}: ") and FAULTS[fault] in done.stderr, done.stderr
    assert done.returncode == 2


def _long_outputs() -> Iterator[str]:
    """Commands printing far more than a pipe holds (each record's JSON some thousands of characters): they meet the pipe's end."""
    many = " ".join([PARTIE] * 400)
    yield f"{PIQUET} adjudicate --json {many}"
    yield f"{sys.executable} -m piquet adjudicate {many}"


@pytest.mark.parametrize("command", list(_long_outputs()), ids=["piquet", "python -m piquet"])
def test_a_long_output_piped_into_head_ends_in_one_line_and_status_2(command: str) -> None:
    script = f"set -o pipefail; {command} | head -1 >/dev/null; echo $? >&2"
    done = subprocess.run(["bash", "-c", script], cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=300, check=False)
    lines = done.stderr.splitlines()
    assert "Traceback" not in done.stderr and lines[-1] == "2", done.stderr
    assert lines[:-1] == ["piquet: standard output's reader stopped reading (broken pipe)"]
