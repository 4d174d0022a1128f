"""A batch's records worked in a pool of processes, the answers given back in input order as soon as each is ready.

Every record is independent of every other, so ``--jobs N`` hands them to
N processes; but the output must be the same bytes as one process writes,
and memory must stay flat however long the input.  So one thread reads the
records and submits them, no more than a window ahead of the answer being
written: when the window is full, reading waits.  The answers are taken in
the order the records were read, each as soon as it is done, so that the
first record's answer is written while later ones are still being read
(a pipe fed slowly gets each answer back before it writes the next record).

A record the reader already found bad is answered where it was read, not
sent to a process: its error is kept in the parent, and the answer for it
costs nothing to make.
"""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Any, Final, TypeVar

__all__ = ["answers", "jobs_wanted", "AHEAD"]

Entry = TypeVar("Entry")
Answer = TypeVar("Answer")

#: How many records a process may have waiting for it: enough to keep every process busy, few enough that memory stays flat.
AHEAD: Final = 8

_END: Final = object()


def jobs_wanted(jobs: int) -> int:
    """The processes ``--jobs`` asks for: ``0`` is every core this process may run on."""
    if jobs:
        return jobs
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if callable(affinity) else os.cpu_count() or 1


def answers(
    entries: Iterable[Entry], work: Callable[[Entry], Answer], jobs: int, *, at_home: Callable[[Entry], bool] = lambda _: False
) -> Iterator[Answer]:
    """``work(entry)`` for each entry, in order: here with one job, else in ``jobs`` processes.

    ``work`` must be a function the processes can receive (a module's
    function, or a :func:`functools.partial` of one); an entry for which
    ``at_home`` is true is worked here rather than sent.
    """
    if jobs <= 1:
        yield from map(work, entries)
        return
    waiting: queue.Queue[Any] = queue.Queue(maxsize=jobs * AHEAD)
    stop = threading.Event()
    with ProcessPoolExecutor(jobs) as pool:
        reader = threading.Thread(target=_submit, args=(entries, work, at_home, pool, waiting, stop), daemon=True)
        reader.start()
        try:
            while (item := waiting.get()) is not _END:
                if isinstance(item, BaseException):
                    raise item
                yield item.result()
        finally:
            stop.set()
            _drain(waiting)
            pool.shutdown(cancel_futures=True)


def _submit(
    entries: Iterable[Entry],
    work: Callable[[Entry], Answer],
    at_home: Callable[[Entry], bool],
    pool: Executor,
    waiting: queue.Queue[Any],
    stop: threading.Event,
) -> None:
    """Read the entries and hand each to the pool, waiting whenever the window is full; then the end, or what stopped the reading."""
    try:
        for entry in entries:
            if stop.is_set():
                return
            waiting.put(_done(work(entry)) if at_home(entry) else pool.submit(work, entry))
        waiting.put(_END)
    except BaseException as error:  # handed to the thread writing the answers, to be raised there
        waiting.put(error)


def _done(answer: Answer) -> Future[Answer]:
    future: Future[Answer] = Future()
    future.set_result(answer)
    return future


def _drain(waiting: queue.Queue[Any]) -> None:
    """Empty the window once the answers are no longer wanted, so that the reading thread is not left waiting to add one."""
    while True:
        try:
            item = waiting.get_nowait()
        except queue.Empty:
            return
        if isinstance(item, Future):
            item.cancel()
