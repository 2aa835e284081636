"""What a search process (games/search_thread.py) runs: the engine only, no Django.

The pool's processes unpickle their work by importing the module it lives in; this one
imports nothing of Django, the database or the network, so a search process is the engine
and no more.

A search process ends with the web process that made its pool, however that one ends: a
thread of its own waits on the parent's sentinel (closed by the kernel when the parent dies,
kill -9 included) and ends the process.  Without it a killed web process left its search
processes waiting on their work queue for ever, and the forkserver they came from with them
(it lives while any of them holds its "alive" pipe).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading


def start_search_process(nice: int) -> None:
    """The pool's initializer: niced (:func:`lower_priority`), and ending with its parent
    (:func:`end_with_parent`)."""
    lower_priority(nice)
    end_with_parent()


def end_with_parent() -> None:
    """End this process as soon as the process that started it has ended."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()  # returns when the parent's end of the sentinel pipe is closed
        os._exit(0)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def lower_priority(steps: int) -> None:
    """Make this search process ``steps`` nicer than the web process that started it."""
    with contextlib.suppress(OSError):  # forbidden (a sandbox): the usual priority, then
        os.nice(max(0, steps))
