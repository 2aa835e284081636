"""Where the ``master`` AI's search runs: a small pool of processes of its own, niced.

A master reply is tens to hundreds of milliseconds of pure computation (about 18 ms of CPU
at the default budget on an idle core, ~50 ms on average in play).  Run on a request's
thread it held the interpreter for that long, and with it every other request and stream of
its process.  Here it runs in one of ``AI_SEARCH_PROCESSES`` processes per web process
(concurrent.futures' ``ProcessPoolExecutor``), each ``AI_MASTER_NICE`` steps nicer than the
web process, so the other players' requests, PostgreSQL and Redis come first on a busy
machine; the request that asked waits for the answer without holding the interpreter or its
place among the process's computing requests (apikit/lanes.py), and its HTTP answer still
carries the reply.

A reply has ``AI_REPLY_DEADLINE_SECONDS``.  One not back by then (a queue of searches ahead
of it, a starved machine, a pool process that died) is played by the next-lower level
(``expert``, 0.3 ms, on the request's thread) and counted in ``ginapi_ai_replies_total``
(outcome ``fallback``); the game says nothing of it.  A search not yet started is cancelled;
one under way finishes in its process and is thrown away.  What the search decides does not
depend on where it runs (its budget is a count, not a clock, and its random choices come
from the game's seed), so a reply from the pool is the one the request's thread would have
played; only a fallback differs, and a fallback is a move like any other, stored and
replayed as played.

The ``expert`` (0.3 ms) and ``novice`` replies stay on the request's thread: a round trip
to the pool costs more than they do.  ``AI_SEARCH_PROCESSES = 0`` runs the master there too
(tests, one-process development).

The pool ends with its web process: :func:`shutdown_search_pool` at interpreter exit and from
gunicorn's ``worker_exit`` hook (ginapi/gunicorn_conf.py), and each search process watches
its parent and ends when it dies (games/search_process.py), kill -9 included.
"""

from __future__ import annotations

import atexit
import concurrent.futures
import logging
import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from django.conf import settings

from apikit.lanes import waiting_elsewhere
from apikit.metrics import AI_REPLIES
from games.engine.actions import Action
from games.engine.ai import AI_LEVELS, choose_action
from games.engine.ai.master import Budget
from games.engine.view import SeatView
from games.search_process import start_search_process

logger = logging.getLogger(__name__)

_lock = threading.Lock()
_executor: ProcessPoolExecutor | None = None
_owner_pid = 0


def ai_reply(
    view: SeatView, level: str, *, seed: bytes, version: int, budget: Budget | None = None
) -> Action:
    """The AI's action from ``view`` (see :func:`games.engine.ai.choose_action`): the master's
    in the search processes within the deadline, else the next-lower level's."""
    executor = _search_executor() if level == "master" else None
    if executor is None:
        return choose_action(view, level, seed=seed, version=version, budget=budget)
    try:
        future = executor.submit(
            choose_action, view, level, seed=seed, version=version, budget=budget
        )
        with waiting_elsewhere():
            action = future.result(timeout=settings.AI_REPLY_DEADLINE_SECONDS)
    except (concurrent.futures.TimeoutError, BrokenProcessPool) as error:
        if isinstance(error, BrokenProcessPool):
            logger.warning("ai: a search process died; the pool is made anew")
            _forget(executor)
        else:
            future.cancel()
        AI_REPLIES.labels(outcome="fallback").inc()
        lower = AI_LEVELS[AI_LEVELS.index(level) - 1]
        return choose_action(view, lower, seed=seed, version=version)
    AI_REPLIES.labels(outcome="searched").inc()
    return action


def _search_executor() -> ProcessPoolExecutor | None:
    global _executor, _owner_pid
    if settings.AI_SEARCH_PROCESSES <= 0:
        return None
    # Made on first use in each process: a pool does not survive a fork (gunicorn forks its
    # workers from a parent that may have imported this module).
    if _executor is None or _owner_pid != os.getpid():
        with _lock:
            if _executor is None or _owner_pid != os.getpid():
                _executor = ProcessPoolExecutor(
                    max_workers=settings.AI_SEARCH_PROCESSES,
                    # A fresh interpreter that loads the engine only (no Django, no sockets
                    # or threads of the web process), forked again for each pool process.
                    mp_context=_forkserver(),
                    initializer=start_search_process,
                    initargs=(settings.AI_MASTER_NICE,),
                )
                _owner_pid = os.getpid()
    return _executor


def _forget(executor: ProcessPoolExecutor) -> None:
    global _executor
    with _lock:
        if _executor is executor:
            _executor = None
    executor.shutdown(wait=False, cancel_futures=True)


def _forkserver() -> multiprocessing.context.BaseContext:
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["games.engine.ai", "games.search_process"])
    return context


def shutdown_search_pool() -> None:
    """End this process's search pool, if it made one: searches not started are cancelled,
    and its processes end before this returns (gunicorn's ``worker_exit``, interpreter
    exit).  A pool inherited through a fork is not this process's and is left alone."""
    global _executor
    with _lock:
        executor = _executor if _owner_pid == os.getpid() else None
        if executor is not None:
            _executor = None
    if executor is not None:
        executor.shutdown(wait=True, cancel_futures=True)


atexit.register(shutdown_search_pool)
