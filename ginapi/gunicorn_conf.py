"""gunicorn settings (``make serve``: ``gunicorn -c ginapi/gunicorn_conf.py ...``).

It refuses to start a broken production server (DEBUG on, the development SECRET_KEY, several
workers without REDIS_URL: ginapi/startup.py), and keeps the metrics across workers.

With ``PROMETHEUS_MULTIPROC_DIR`` set, each worker writes its metrics to files in that
directory and /metrics adds them up (apikit/metrics.py).  The directory must start empty (old
files would be added to the new counts) and a worker that exits must drop out of the
live gauges (open streams).  Without the variable these hooks do nothing.
"""

from __future__ import annotations

import os
import shutil
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
