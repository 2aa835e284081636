"""The master's search pool (games/search_thread.py) ends with the web process that made it:
killed (kill -9), its pool processes and the forkserver follow within seconds; shut down
(gunicorn's worker_exit, interpreter exit), they are gone at once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

_SCRIPT = """
import os, sys, time
import django
django.setup()
from django.conf import settings
settings.AI_SEARCH_PROCESSES = 2
import multiprocessing.forkserver
from games import search_thread
executor = search_thread._search_executor()
for future in [executor.submit(os.getpid) for _ in range(4)]:
    future.result()
pids = sorted(executor._processes)
server = multiprocessing.forkserver._forkserver._forkserver_pid
print(" ".join(str(pid) for pid in [server, *pids]), flush=True)
if sys.argv[1] == "exit":
    sys.stdin.readline()  # once the test has seen the pool alive
    sys.exit(0)
if sys.argv[1] == "worker_exit":
    sys.stdin.readline()
    from ginapi import gunicorn_conf
    gunicorn_conf.worker_exit(None, None)
    print("ended", flush=True)
time.sleep(600)
"""


def _alive(pid: int) -> bool:
    """Running (a zombie, exited but not reaped by an init that does not reap, is not)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return False
    state = next(line for line in status.splitlines() if line.startswith("State:"))
    return "Z" not in state.split()[1]


def _start(how: str) -> tuple[subprocess.Popen[str], list[int]]:
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "tests.settings"}
    process = subprocess.Popen(
        [sys.executable, "-c", _SCRIPT, how],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    pids = [int(pid) for pid in line.split()]
    assert len(pids) == 3, line
    assert all(_alive(pid) for pid in pids)
    return process, pids


def _gone_within(pids: list[int], seconds: float) -> list[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        left = [pid for pid in pids if _alive(pid)]
        if not left:
            return []
        time.sleep(0.1)
    left = [pid for pid in pids if _alive(pid)]
    for pid in left:  # leave nothing behind on the machine
        os.kill(pid, signal.SIGKILL)
    return left


def test_gunicorns_worker_exit_ends_the_pool_at_once() -> None:
    process, pids = _start("worker_exit")
    assert process.stdin is not None and process.stdout is not None
    try:
        process.stdin.write("go\n")
        process.stdin.flush()
        assert process.stdout.readline().strip() == "ended"
        assert [pid for pid in pids[1:] if _alive(pid)] == []  # the pool's processes
    finally:
        process.kill()
        process.wait(30)
    assert _gone_within(pids, 5) == []


@pytest.mark.parametrize("how", ["kill", "exit"])
def test_the_search_pool_ends_with_its_web_process(how: str) -> None:
    process, pids = _start(how)
    assert process.stdin is not None
    if how == "kill":
        process.kill()
    else:
        process.stdin.write("exit\n")
        process.stdin.flush()
    process.wait(30)

    assert _gone_within(pids, 5) == []
