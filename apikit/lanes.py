"""A web process's places to compute, and giving one up while a request waits on another lane.

Under the ASGI server (ginapi/asgi.py) at most ``WEB_THREADS`` REST operations of a process run
Python at once: each holds one of its places (:func:`computing`).  A request that waits for
work done in a lane of its own (the master's search processes, games/search_thread.py) gives
its place up while it waits (:func:`waiting_elsewhere`) and takes one again to finish, so the
other requests of its process (a move, a read, ``/healthz``) are answered meanwhile instead of
queueing behind a search they have nothing to do with.  The threads that only wait are
``WEB_WAITING_THREADS`` more, so waiting costs no interpreter time and no more contention.

Outside the ASGI handler (tests, Celery, the management commands) no thread holds a place and
:func:`waiting_elsewhere` does nothing.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings


class Places:
    """A semaphore that hands a freed place to the request that has waited longest.

    ``threading.Semaphore`` lets a thread that comes just after a release take the place
    before the waiter the release woke: requests would overtake each other, and under load the
    slowest of them would wait longer (a longer p99).  Here a release passes the place on to
    the first waiter directly, so places go in the order they were asked for.
    """

    def __init__(self, count: int) -> None:
        self._free = count
        self._lock = threading.Lock()
        self._waiting: deque[threading.Lock] = deque()

    def acquire(self, timeout: float = -1) -> bool:
        with self._lock:
            if self._free > 0 and not self._waiting:
                self._free -= 1
                return True
            handed = threading.Lock()
            handed.acquire()
            self._waiting.append(handed)
        if handed.acquire(timeout=timeout):
            return True
        with self._lock:
            if handed in self._waiting:
                self._waiting.remove(handed)
                return False
        return True  # handed over just as the wait ended: the place is ours

    def release(self) -> None:
        with self._lock:
            if self._waiting:
                self._waiting.popleft().release()
            else:
                self._free += 1


_lock = threading.Lock()
_places: Places | None = None
_held = threading.local()


def _semaphore() -> Places:
    global _places
    if _places is None:
        with _lock:
            if _places is None:
                _places = Places(settings.WEB_THREADS)
    return _places


@contextmanager
def computing() -> Iterator[None]:
    """Run the block in one of the process's ``WEB_THREADS`` places, waiting for one if needed."""
    places = _semaphore()
    places.acquire()
    _held.place = True
    try:
        yield
    finally:
        _held.place = False
        places.release()


@contextmanager
def waiting_elsewhere() -> Iterator[None]:
    """While the block waits on another lane, this thread's place is another request's."""
    if not getattr(_held, "place", False):
        yield
        return
    places = _semaphore()
    _held.place = False
    places.release()
    try:
        yield
    finally:
        places.acquire()
        _held.place = True
