"""``/healthz`` while two past dates' par is pending (issue 35, reproduction 6).

``python -m loadtest.daily_par_pending`` starts gunicorn (production settings, uvicorn workers
as ``make serve`` runs them, a Redis broker and no Celery worker, so a par enqueued stays
pending) on a database of its own, makes the deals of the three dates before today without
solving them, then for ``--seconds`` (10) has ``--readers`` (4) clients read two of those
dates (``GET /api/v1/daily/{date}``, anonymous) as fast as they can while one client reads
``/healthz`` one request after another.  Prints the reads' answers and ``/healthz``'s
latencies (docs/HARDENING.md "Daily Gin integrity"); exits 1 if a read solved a par (an answer
that is not pending) or any request failed.  Ports 9100-9199, Redis DB 11.
"""

from __future__ import annotations

import argparse
import datetime as dt
import subprocess
import threading
import time
from collections import Counter

from testkit.common import BASE_DIR, PYTHON, Stack, ms, percentile

DATABASE = "ginapi_load_daily_par"
REDIS_DB = 11
PORT = 9100


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--readers", type=int, default=4)
    parser.add_argument("--workers", type=int, default=2)
    options = parser.parse_args()

    today = dt.datetime.now(dt.UTC).date()
    dates = [(today - dt.timedelta(days=days)).isoformat() for days in (1, 2)]
    with Stack(
        workers=options.workers,
        port=PORT,
        database=DATABASE,
        redis_db=REDIS_DB,
        fresh_db=True,
        server="asgi",
    ) as stack:
        # The deals exist, their solves are queued for a worker that never comes.
        subprocess.run(
            [PYTHON, "manage.py", "daily_deal_create", "--date", dates[0], "--days", "3"],
            cwd=BASE_DIR,
            env=stack.env,
            check=True,
        )
        deadline = time.perf_counter() + options.seconds
        answers: Counter[str] = Counter()
        lock = threading.Lock()

        def read(date: str) -> None:
            client = stack.client()
            while time.perf_counter() < deadline:
                reply = client.get(f"/api/v1/daily/{date}")
                par = reply.body.get("par") if reply.status == 200 else None
                state = par.get("status", "?") if isinstance(par, dict) else f"HTTP {reply.status}"
                with lock:
                    answers[state] += 1

        readers = [
            threading.Thread(target=read, args=(dates[n % 2],)) for n in range(options.readers)
        ]
        for thread in readers:
            thread.start()
        health = stack.client()
        latencies: list[float] = []
        failures = 0
        while time.perf_counter() < deadline:
            reply = health.get("/healthz")
            failures += reply.status != 200
            latencies.append(reply.elapsed)
        for thread in readers:
            thread.join()

    print(f"reads of {dates}: {dict(answers)}")
    p50, p99 = ms(percentile(latencies, 50)), ms(percentile(latencies, 99))
    print(
        f"/healthz: {len(latencies)} requests, {failures} failed, p50 {p50} ms, p99 {p99} ms, "
        f"max {ms(max(latencies, default=0.0))} ms"
    )
    ok = failures == 0 and set(answers) == {"pending"}
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
