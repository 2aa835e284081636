"""gunicorn settings (``make serve``: ``gunicorn -c ginapi/gunicorn_conf.py ...``).

It refuses to start a broken production server (DEBUG on, the development SECRET_KEY, several
workers without REDIS_URL: ginapi/startup.py), and keeps the metrics across workers.

With ``PROMETHEUS_MULTIPROC_DIR`` set, each worker writes its metrics to files in that
directory and /metrics adds them up (apikit/metrics.py).  The directory must start empty (old
files would be added to the new counts) and a worker that exits must drop out of the
live gauges (open streams).  Without the variable these hooks do nothing.

A worker that exits ends its master search pool first (``worker_exit``,
games/search_thread.py), so no search process outlives it.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Any


def on_starting(server: Any) -> None:
    from ginapi.startup import refuse_if_broken

    refuse_if_broken(workers=server.cfg.workers)
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if directory:
        shutil.rmtree(directory, ignore_errors=True)
        Path(directory).mkdir(parents=True, exist_ok=True)


def child_exit(server: Any, worker: Any) -> None:
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)


def worker_exit(server: Any, worker: Any) -> None:
    # Only a worker that loaded the search pool's module can have a pool to end.
    search_thread = sys.modules.get("games.search_thread")
    if search_thread is not None:
        search_thread.shutdown_search_pool()
