"""lawkit.registry.check_conflicts is each thread's and each asyncio task's own: overlapping blocks never leak.

A process-wide flag saved and restored by each block fails as soon as two
threads' blocks overlap: the later one's "before" is the earlier one's
setting, so one thread runs unchecked inside a block that asked for the
check, or the check stays off for good once both have ended.  Here threads
and tasks are made to enter and leave their blocks interleaved (every
setting and every order of leaving for three threads, and some for six),
and each one's dispatch is watched from inside and after its block.  No
hypothesis here: these tests run with lawkit and pytest alone installed.
"""

from __future__ import annotations

import asyncio
import itertools
import threading
from typing import Any

import pytest

from lawkit.citation import Citation
from lawkit.registry import RuleConflict, Rulebook, check_conflicts, checking_conflicts, conflicts_checked

BOOK: Rulebook[Any] = Rulebook("two exceptions that always both hold")


@BOOK.rule("act", Citation("kernel-test-rule", 1))
def _base(state: object) -> str:
    return "base"


@BOOK.rule("act", Citation("kernel-test-rule", 2), exception_to=_base)
def _first(state: object) -> str:
    return "first"


@BOOK.rule("act", Citation("kernel-test-rule", 3), exception_to=_base)
def _second(state: object) -> str:
    return "second"


def _dispatch_checks() -> bool:
    """Whether a real dispatch here checks for the conflict (it raises) or not (the first exception answers)."""
    try:
        BOOK.run("act", None, {})
    except RuleConflict:
        return True
    return False


def _seen_now() -> tuple[bool, bool]:
    return conflicts_checked(), _dispatch_checks()


def _in_threads(settings_: list[bool], leaving: list[int]) -> list[list[tuple[bool, bool]]]:
    """Each thread enters its block (in turn), all are inside at once, then they leave in the order ``leaving``.

    Each thread records what it sees inside its block before and after the
    others have left theirs, and what it sees once its own block is over.
    """
    count = len(settings_)
    inside = threading.Barrier(count)
    turns = [threading.Event() for _ in range(count + 1)]
    seen: list[list[tuple[bool, bool]]] = [[] for _ in range(count)]
    failures: list[BaseException] = []

    def work(index: int) -> None:
        try:
            with check_conflicts(settings_[index]):
                inside.wait(timeout=10)
                seen[index].append(_seen_now())
                turns[leaving.index(index)].wait(timeout=10)
                seen[index].append(_seen_now())
            seen[index].append(_seen_now())
        except BaseException as error:  # noqa: BLE001 - handed to the test's thread, which fails on it
            failures.append(error)
        finally:
            turns[leaving.index(index) + 1].set()

    threads = [threading.Thread(target=work, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    turns[0].set()
    for thread in threads:
        thread.join(timeout=30)
    assert not failures, failures
    return seen


#: Every setting of three threads with every order of leaving, and a few of six threads.
THREADS = [(list(s), list(o)) for s in itertools.product((True, False), repeat=3) for o in itertools.permutations(range(3))] + [
    ([True, False] * 3, [5, 0, 4, 1, 3, 2]),
    ([False, True, True, False, False, True], [0, 1, 2, 3, 4, 5]),
    ([False] * 5 + [True], [5, 4, 3, 2, 1, 0]),
]


@pytest.mark.parametrize(("settings_", "leaving"), THREADS)
def test_threads_switching_the_check_on_and_off_at_once_each_see_their_own_setting_and_the_default_after(
    settings_: list[bool], leaving: list[int]
) -> None:
    seen = _in_threads(settings_, leaving)
    for on, (inside_first, inside_later, after) in zip(settings_, seen, strict=True):
        assert inside_first == inside_later == (on, on)
        assert after == (True, True)
    assert _seen_now() == (True, True)


def test_an_on_block_overlapping_an_off_block_is_checked_throughout_and_nothing_stays_off() -> None:
    """The interleaving that broke the process-wide flag: off entered, on entered, off left, on left."""
    seen = _in_threads([False, True], [0, 1])
    assert seen == [[(False, False), (False, False), (True, True)], [(True, True), (True, True), (True, True)]]
    assert _seen_now() == (True, True)


def test_the_process_setting_holds_in_every_thread_outside_a_block_and_a_block_prevails_inside_it() -> None:
    checking_conflicts(False)
    try:
        seen = _in_threads([True, False], [1, 0])
        assert seen == [[(True, True), (True, True), (False, False)], [(False, False), (False, False), (False, False)]]
        assert _seen_now() == (False, False)
    finally:
        checking_conflicts(True)
    assert _seen_now() == (True, True)


@pytest.mark.parametrize("settings_", [list(s) for s in itertools.product((True, False), repeat=4)])
def test_asyncio_tasks_switching_the_check_at_once_each_see_their_own_setting_and_the_default_after(settings_: list[bool]) -> None:
    async def task(on: bool, inside: asyncio.Barrier, seen: list[tuple[bool, bool]]) -> None:
        with check_conflicts(on):
            await inside.wait()  # every task is inside its block before any reads its setting
            seen.append(_seen_now())
            await asyncio.sleep(0)  # the others run, and some leave their blocks, before this one reads again
            seen.append(_seen_now())
        seen.append(_seen_now())

    async def every() -> list[list[tuple[bool, bool]]]:
        inside = asyncio.Barrier(len(settings_))
        seen: list[list[tuple[bool, bool]]] = [[] for _ in settings_]
        with check_conflicts(False):  # the loop's own block: tasks made inside it start from its setting, and replace it
            await asyncio.gather(*(task(on, inside, into) for on, into in zip(settings_, seen, strict=True)))
            assert _seen_now() == (False, False)
        return seen

    seen = asyncio.run(every())
    for on, (inside_first, inside_later, after) in zip(settings_, seen, strict=True):
        # After its block a task is back to what it started from: the block it was created in.
        assert inside_first == inside_later == (on, on) and after == (False, False)
    assert _seen_now() == (True, True)
