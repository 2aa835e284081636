"""Where the ``master`` AI's search runs: a thread of lower CPU priority, one per process.

A master reply is up to a few hundred milliseconds of pure computation inside a move request.
On a machine with few cores, while searches run, everything else that shares the cores (the
other requests' work, PostgreSQL's and Redis's answers to them, the load balancer) waits its
turn behind them at equal priority, many times per request: with 8 players against the
master, the other games' p99 went from 60 to 260 ms (BENCHMARKS.md, "master AI").  Linux
gives each thread a priority of its own, so the search runs on a thread ``AI_MASTER_NICE``
steps nicer than the process: it takes the cores whenever nothing else wants them, which is
almost always, and yields them at once when something does.  The request's thread waits for
the answer without holding the interpreter.

What the search decides does not depend on where it runs (its budget is a count, not a
clock), so replays are unaffected.  A thread may make itself nicer without privileges but not
less nice again, hence one long-lived thread rather than a priority changed per request.  On
other systems (where the priority would be the whole process's) the search runs on the
caller's thread.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from django.conf import settings

T = TypeVar("T")

_lock = threading.Lock()
_executor: ThreadPoolExecutor | None = None
_owner_pid = 0


def run_search(search: Callable[[], T]) -> T:
    """``search()``, on this process's search thread when it has one."""
    executor = _search_executor()
    if executor is None:
        return search()
    return executor.submit(search).result()


def _search_executor() -> ThreadPoolExecutor | None:
    global _executor, _owner_pid
    if sys.platform != "linux" or settings.AI_MASTER_NICE <= 0:
        return None
    # Made on first use in each process: a thread does not survive a fork (gunicorn forks its
    # workers from a parent that may have imported this module).
    if _executor is None or _owner_pid != os.getpid():
        with _lock:
            if _executor is None or _owner_pid != os.getpid():
                _executor = ThreadPoolExecutor(
                    max_workers=1,
                    thread_name_prefix="master-search",
                    initializer=_lower_priority,
                    initargs=(settings.AI_MASTER_NICE,),
                )
                _owner_pid = os.getpid()
    return _executor


def _lower_priority(steps: int) -> None:
    """Make the calling thread ``steps`` nicer (on Linux a thread id is a ``PRIO_PROCESS``)."""
    thread = threading.get_native_id()
    with contextlib.suppress(OSError):  # forbidden (a sandbox): the usual priority, then
        os.setpriority(os.PRIO_PROCESS, thread, os.getpriority(os.PRIO_PROCESS, thread) + steps)
