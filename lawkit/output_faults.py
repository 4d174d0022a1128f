"""Standard output that cannot be written: one line naming the fault and exit status 2, never a traceback.

A command's output can fail for reasons that are no fault of its input:
``>&-`` leaves the process no standard output at all, ``> /dev/full`` has
no room for it, and a reader such as ``head -1`` may stop reading before
the end (a broken pipe).  Left to Python, each ends in a traceback, or,
when the buffered output fails only as the interpreter flushes it at exit
(after the command has returned), in "Exception ignored" and status 120.

:func:`guarded` runs a command with its standard output wrapped
(:class:`GuardedOutput`), flushes it before returning, and on a fault writes
one line naming it and returns :data:`EXIT_OUTPUT_FAULT`.  Standard output is
then pointed at the null device, so that the interpreter's own last flush has
nothing left to fail on.  A fault is remembered when it happens, so code that
swallows write errors (argparse does, printing help) cannot hide it.

A broken pipe is answered as the other two, one line and status 2, rather
than by the shell's convention for SIGPIPE (silence and status 141): output
was lost, and the command says so in the same way whichever fault lost it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from collections.abc import Callable, Iterable
from typing import Any, TextIO, cast

__all__ = ["EXIT_OUTPUT_FAULT", "OutputFault", "GuardedOutput", "guarded"]

#: The exit status for output that could not be written, as for input that cannot be read.
EXIT_OUTPUT_FAULT = 2


def _described(error: OSError | None) -> str:
    if error is None or error.errno == errno.EBADF:
        return "standard output is closed"
    if error.errno == errno.ENOSPC:
        return "standard output is full (no space left on its device)"
    if error.errno == errno.EPIPE:
        return "standard output's reader stopped reading (broken pipe)"
    return f"cannot write to standard output: {error.strerror or error}"


class OutputFault(Exception):
    """Standard output would not take what the command wrote: closed, full, or its reader gone.

    Not an :class:`OSError`, so that a command's own handling of files it
    cannot read never mistakes its output's fault for its input's.
    """

    def __init__(self, error: OSError | None) -> None:
        super().__init__(_described(error))
        #: The operating system's error number, or None when there was no stream at all.
        self.errno = None if error is None else error.errno


class GuardedOutput:
    """A text stream (or none, for a closed standard output) whose write faults become one :class:`OutputFault`.

    The first fault is kept in :attr:`fault`, and every later write or flush
    raises it again at once: nothing more is attempted on a stream that
    failed.  Anything else is the stream's own (``isatty``, ``fileno``...).
    """

    def __init__(self, stream: TextIO | None) -> None:
        self._stream = stream
        #: The first fault met, or None while every write has succeeded.
        self.fault: OutputFault | None = None

    def _do(self, act: Callable[[TextIO], Any]) -> Any:
        if self.fault is not None:
            raise self.fault
        if self._stream is None:
            self.fault = OutputFault(None)
            raise self.fault
        try:
            return act(self._stream)
        except OSError as error:
            self.fault = OutputFault(error)
            raise self.fault from None

    def write(self, text: str) -> int:
        written: int = self._do(lambda stream: stream.write(text))
        return written

    def writelines(self, lines: Iterable[str]) -> None:
        self._do(lambda stream: stream.writelines(lines))

    def flush(self) -> None:
        self._do(lambda stream: stream.flush())

    def isatty(self) -> bool:
        return self._stream is not None and self._stream.isatty()

    def __getattr__(self, name: str) -> Any:
        if self._stream is None:
            raise AttributeError(name)
        return getattr(self._stream, name)


def _quiet_exit() -> None:
    """Point the process's standard output at the null device: what the interpreter flushes at exit is dropped, not reported."""
    try:
        descriptor = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):  # no standard output at all, or one that is not a file
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, descriptor)
    finally:
        os.close(null)


def guarded(prog: str, command: Callable[[TextIO], int], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``command`` on a guarded output and return its exit status, or :data:`EXIT_OUTPUT_FAULT` if the output failed.

    ``out`` is the stream to write to; None (a command run as a process)
    means the process's standard output, which is then also ``sys.stdout``
    while the command runs, so that what argparse and ``print`` write is
    guarded too.  On a fault, one line ``PROG: FAULT`` goes to ``err``
    (standard error by default).
    """
    process = out is None
    output = GuardedOutput(sys.stdout if process else out)
    stream = cast(TextIO, output)
    status = EXIT_OUTPUT_FAULT
    try:
        with contextlib.redirect_stdout(stream) if process else contextlib.nullcontext():
            status = command(stream)
            output.flush()
    except OutputFault:
        if output.fault is None:  # another stream's fault, not this one's to answer
            raise
    if output.fault is None:
        return status
    if process:
        _quiet_exit()
    (err or sys.stderr).write(f"{prog}: {output.fault}\n")
    return EXIT_OUTPUT_FAULT
