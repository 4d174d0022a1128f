"""A batch's records worked in a pool of processes, the answers given back in input order as soon as each is ready.

Every record is independent of every other, so ``--jobs N`` hands them to
N processes; but the output must be the same bytes as one process writes,
and memory must stay flat however long the input.  So one thread reads the
records, another sends them to the processes in parcels, and neither goes
more than a window ahead of the answer being written: when the window is
full, reading waits.  The answers are taken in
the order the records were read, each as soon as it is done, so that the
first record's answer is written while later ones are still being read
(a pipe fed slowly gets each answer back before it writes the next record).

A record the reader already found bad is answered where it was read, not
sent to a process: its error is kept in the parent, and the answer for it
costs nothing to make.  An entry that stands for several records (a block
of lines of a file, :class:`~piquet.formats.loading.LineBlock`) goes to a
process as its own parcel, and the process unpacks it: the reader then
hands on bytes, not a record at a time.
"""

from __future__ import annotations

import gc
import os
import queue
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Any, Final, Protocol, TypeGuard, TypeVar, cast

import attrs

__all__ = ["answers", "jobs_wanted", "Several", "AHEAD", "PARCEL"]

Entry = TypeVar("Entry")
Answer = TypeVar("Answer")

#: How many parcels of records a process may have waiting: enough to keep every process busy, few enough that memory stays flat.
AHEAD: Final = 4

#: The most records sent to a process in one parcel: sending each alone costs a process about a third as much again.
PARCEL: Final = 16

_END: Final = object()


class Several(Protocol):
    """An entry that stands for several, unpacked where it is worked (a block of lines, parsed by the process that works them)."""

    def entries(self) -> list[Any]: ...


def _several(entry: object) -> TypeGuard[Several]:
    """Whether an entry stands for several: it has :meth:`Several.entries` (asked of its class, which costs far less than a
    protocol's isinstance, entry after entry)."""
    return hasattr(type(entry), "entries")


def jobs_wanted(jobs: int) -> int:
    """The processes ``--jobs`` asks for: ``0`` is every core this process may run on."""
    if jobs:
        return jobs
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if callable(affinity) else os.cpu_count() or 1


def answers(
    entries: Iterable[Entry | Several],
    work: Callable[[Entry], Answer],
    jobs: int,
    *,
    at_home: Callable[[Entry], bool] = lambda _: False,
    joined: Callable[[list[Answer]], list[Answer]] | None = None,
) -> Iterator[Answer]:
    """``work(entry)`` for each entry, in order: here with one job, else in ``jobs`` processes.

    ``work`` must be a function the processes can receive (a module's
    function, or a :func:`functools.partial` of one); an entry for which
    ``at_home`` is true is worked here rather than sent.  The records read
    and not yet sent go to a process in parcels of up to :data:`PARCEL`:
    as many as have been read when a process can take more, so that a
    file goes in full parcels and a pipe fed slowly one record at a time.
    The answers for an entry that stands for several are put together by
    ``joined`` (a function the processes can receive) where they are made,
    so that fewer and larger answers come back to be written.
    """
    if jobs <= 1:
        for entry in entries:
            if _several(entry):
                yield from _unpacked(work, joined, entry)
            else:
                yield work(cast(Entry, entry))
        return
    read: queue.Queue[Any] = queue.Queue(maxsize=PARCEL * jobs)
    sent: queue.Queue[Any] = queue.Queue(maxsize=AHEAD * jobs)
    stop = threading.Event()
    with ProcessPoolExecutor(jobs) as pool:
        # The processes are started now, before any thread reads: a process forked while a thread waits on standard
        # input would inherit its lock held, and hang when it closes its own copy of standard input as it starts.
        # What is already made (the modules imported, the rules registered) is set aside from the collector in the
        # forked processes, whose collections would otherwise touch, and so copy, every page they share with this one.
        gc.freeze()
        try:
            pool.submit(int).result()
        finally:
            gc.unfreeze()
        threads = [
            threading.Thread(target=_read, args=(entries, read, stop), daemon=True),
            threading.Thread(target=_send, args=(read, sent, _Sending(pool, work, at_home, joined), stop), daemon=True),
        ]
        for thread in threads:
            thread.start()
        try:
            while (item := sent.get()) is not _END:
                if isinstance(item, BaseException):
                    raise item
                yield from item.result()
        finally:
            stop.set()
            for waiting in (read, sent):
                _drain(waiting)
            pool.shutdown(cancel_futures=True)


def _read(entries: Iterable[Entry], read: queue.Queue[Any], stop: threading.Event) -> None:
    """Read the entries into ``read``, waiting whenever it is full; then the end, or what stopped the reading."""
    try:
        for entry in entries:
            if stop.is_set():
                return
            read.put(entry)
        read.put(_END)
    except BaseException as error:  # handed on, to be raised where the answers are written
        read.put(error)


@attrs.frozen
class _Sending:
    """Where and how parcels of records are worked."""

    pool: Executor
    work: Callable[[Any], Any]
    at_home: Callable[[Any], bool]
    joined: Callable[[list[Any]], list[Any]] | None = None

    def parcels(self, entries: list[Any]) -> Iterator[Future[list[Any]]]:
        """The entries as parcels sent to the pool, in order; an entry to be worked at home in a parcel of its own, done here.

        An entry that stands for several (:class:`Several`) is a parcel by itself.
        """
        parcel: list[Any] = []
        for entry in entries:
            if _several(entry):
                if parcel:
                    yield self.pool.submit(_worked, self.work, parcel)
                    parcel = []
                yield self.pool.submit(_unpacked, self.work, self.joined, entry)
                continue
            if not self.at_home(entry):
                parcel.append(entry)
                continue
            if parcel:
                yield self.pool.submit(_worked, self.work, parcel)
                parcel = []
            yield _done([self.work(entry)])
        if parcel:
            yield self.pool.submit(_worked, self.work, parcel)


def _send(read: queue.Queue[Any], sent: queue.Queue[Any], sending: _Sending, stop: threading.Event) -> None:
    """Take what has been read, as much as is there up to a parcel, and send it; the parcels' futures go to ``sent`` in order."""
    try:
        ended = False
        while not ended and not stop.is_set():
            taken = [read.get()]
            while len(taken) < PARCEL and not _ends(taken[-1]):
                try:
                    taken.append(read.get_nowait())
                except queue.Empty:
                    break
            ended = _ends(taken[-1])
            for parcel in sending.parcels(taken[:-1] if ended else taken):
                sent.put(parcel)
            if ended:
                sent.put(taken[-1])
    except BaseException as error:  # handed on, to be raised where the answers are written
        sent.put(error)


def _ends(item: Any) -> bool:
    return item is _END or isinstance(item, BaseException)


def _worked(work: Callable[[Entry], Answer], parcel: list[Entry]) -> list[Answer]:
    """A parcel's answers, worked in a process of the pool."""
    return [work(entry) for entry in parcel]


def _unpacked(work: Callable[[Any], Answer], joined: Callable[[list[Answer]], list[Answer]] | None, several: Several) -> list[Answer]:
    """The answers for an entry that stands for several, unpacked and worked in a process of the pool (and put together by ``joined``)."""
    made = [work(entry) for entry in several.entries()]
    return joined(made) if joined is not None and made else made


def _done(answer: Answer) -> Future[Answer]:
    future: Future[Answer] = Future()
    future.set_result(answer)
    return future


def _drain(waiting: queue.Queue[Any]) -> None:
    """Empty a queue once the answers are no longer wanted, so that no thread is left waiting to add to it."""
    while True:
        try:
            item = waiting.get_nowait()
        except queue.Empty:
            return
        if isinstance(item, Future):
            item.cancel()
