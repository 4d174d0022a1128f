"""lawkit.output_faults: output that cannot be written is one line naming the fault and exit status 2, never a traceback.

In-process, with streams that fail as a closed, full or abandoned standard
output fails; the real processes, with real faults, are run for every
command in the project's suite (tests/test_output_faults_every_command.py).
"""

from __future__ import annotations

import errno
import io
import json
import os
import sys
from types import SimpleNamespace
from typing import Any, cast

import pytest

from lawkit.cli import main
from lawkit.output_faults import EXIT_OUTPUT_FAULT, GuardedOutput, OutputFault, guarded
from lawkit.runner import Runner

#: What each operating-system error is said as.
SAID = {errno.EPIPE: "standard output's reader stopped reading (broken pipe)", errno.ENOSPC: "standard output is full", errno.EBADF: "standard output is closed"}


class _Failing(io.StringIO):
    """A stream that fails as an output fails: at each write, or only when flushed (as a buffered one does)."""

    def __init__(self, code: int, at_flush: bool = False) -> None:
        super().__init__()
        self.code, self.at_flush = code, at_flush

    def _fail(self) -> None:
        raise OSError(self.code, os.strerror(self.code))

    def write(self, text: str) -> int:
        if not self.at_flush:
            self._fail()
        return super().write(text)

    def flush(self) -> None:
        self._fail()


def _printing(out: Any) -> int:
    out.write("one line\n")
    return 0


@pytest.mark.parametrize("at_flush", [False, True], ids=["at a write", "at the last flush"])
@pytest.mark.parametrize("code", list(SAID), ids=["broken pipe", "full", "closed"])
def test_a_fault_at_a_write_or_at_the_last_flush_is_one_line_naming_it_and_status_2(code: int, at_flush: bool) -> None:
    err = io.StringIO()
    assert guarded("kit", _printing, _Failing(code, at_flush), err) == EXIT_OUTPUT_FAULT == 2
    assert err.getvalue().startswith(f"kit: {SAID[code]}") and err.getvalue().count("\n") == 1


def test_a_fault_swallowed_by_the_command_is_still_reported() -> None:
    def swallowing(out: Any) -> int:
        try:
            out.write("lost\n")
        except Exception:  # noqa: BLE001 - as careless code does
            pass
        out.write("and again\n")  # never attempted on a stream that failed: the first fault is raised at once
        return 0

    err = io.StringIO()
    assert guarded("kit", swallowing, _Failing(errno.ENOSPC), err) == 2
    assert err.getvalue() == "kit: standard output is full (no space left on its device)\n"


def test_output_written_in_full_keeps_the_command_s_own_status_and_says_nothing() -> None:
    out, err = io.StringIO(), io.StringIO()
    assert guarded("kit", lambda written: _printing(written) + 3, out, err) == 3
    assert out.getvalue() == "one line\n" and err.getvalue() == ""


def test_no_standard_output_at_all_is_closed_and_what_print_and_argparse_write_is_guarded_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """``>&-`` leaves Python no ``sys.stdout``: the command's stream and ``sys.stdout`` are then the same guarded nothing."""
    monkeypatch.setattr(sys, "stdout", None)
    err = io.StringIO()

    def printing(out: Any) -> int:
        assert sys.stdout is out and not out.isatty()
        print("to standard output")
        return 0

    assert guarded("kit", printing, None, err) == 2
    assert err.getvalue() == "kit: standard output is closed\n" and sys.stdout is None


def test_a_guarded_stream_passes_on_what_it_does_not_guard() -> None:
    inner = io.StringIO()
    stream = GuardedOutput(inner)
    stream.writelines(["a", "b"])
    assert inner.getvalue() == "ab" and stream.getvalue() == "ab" and stream.fault is None
    with pytest.raises(AttributeError):
        GuardedOutput(None).encoding  # noqa: B018 - no stream, nothing to pass on
    assert not isinstance(OutputFault(None), OSError)  # a command's handling of files it cannot read never catches it


#: Just enough of a game for the command: it "adjudicates" a record into itself.
STUB = cast(Runner[Any], SimpleNamespace(
    game=SimpleNamespace(name="stub", codex=SimpleNamespace(name="no code"), record_format="JSON record"),
    adjudicate=lambda data: SimpleNamespace(to_json=lambda: data),
))


@pytest.mark.parametrize("code", list(SAID), ids=["broken pipe", "full", "closed"])
def test_the_game_command_answers_an_output_fault_in_one_line_with_status_2(code: int) -> None:
    err = io.StringIO()
    status = main(STUB, "stub", ["adjudicate", "--json", "-"], out=_Failing(code, at_flush=True), err=err, stdin=io.StringIO('{"a": 1}'))
    assert status == 2 and err.getvalue().startswith(f"stub: {SAID[code]}") and err.getvalue().count("\n") == 1
    out = io.StringIO()
    assert main(STUB, "stub", ["adjudicate", "--json", "-"], out=out, err=err, stdin=io.StringIO('{"a": 1}')) == 0
    assert json.loads(out.getvalue()) == {"a": 1}
