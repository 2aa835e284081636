"""The master's search runs on a thread of lower priority (games/search_thread.py)."""

import os
import sys
import threading

import pytest
from django.test import override_settings

from games import search_thread
from games.search_thread import run_search


def _where() -> tuple[int, int]:
    thread = threading.get_native_id()
    return thread, os.getpriority(os.PRIO_PROCESS, thread)


@pytest.mark.skipif(sys.platform != "linux", reason="per-thread priorities are Linux's")
@override_settings(AI_MASTER_NICE=10)
def test_the_search_runs_on_another_thread_ten_steps_nicer():
    here, priority = _where()

    thread, search_priority = run_search(_where)

    assert thread != here
    assert search_priority == min(19, priority + 10)
    assert _where() == (here, priority)  # the caller's own priority is untouched
    assert run_search(_where)[0] == thread  # one long-lived thread, not one a search


@override_settings(AI_MASTER_NICE=0)
def test_with_no_niceness_the_search_runs_on_the_callers_thread():
    assert run_search(_where) == _where()


@pytest.mark.skipif(sys.platform != "linux", reason="per-thread priorities are Linux's")
@override_settings(AI_MASTER_NICE=10)
def test_a_forked_process_makes_its_own_search_thread():
    run_search(_where)
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover (the child reports through the pipe)
        try:
            thread, _ = run_search(_where)
            os.write(write, b"ok" if thread != threading.get_native_id() else b"no")
        finally:
            os._exit(0)
    os.close(write)
    os.waitpid(child, 0)
    assert os.read(read, 2) == b"ok"
    os.close(read)


def test_an_error_in_the_search_reaches_the_caller():
    def fails() -> None:
        raise ValueError("no legal action")

    with pytest.raises(ValueError, match="no legal action"):
        run_search(fails)
    assert search_thread.run_search(lambda: 7) == 7
