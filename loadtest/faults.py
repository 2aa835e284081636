"""Faults under load: PostgreSQL connections killed, PostgreSQL restarted, Redis restarted.

``python -m loadtest.faults`` runs its own PostgreSQL cluster (``15/loadtest`` on port 5433,
created on first use) and its own Redis (port 6380), so restarting them disturbs nothing else
on the machine; ``--pg-cluster main --pg-port 5432 --redis-port 6379`` uses the shared ones.
On them it starts gunicorn (production settings), a Celery worker and Celery beat (with an
extra beat entry running the daily-deal task every 2 s, so "the next task" comes soon), and
8 players playing AI games.  Then:

1. at ``t0 + 6 s``: ``pg_terminate_backend`` on every connection to the load database;
2. at ``t0 + 14 s``: ``pg_ctlcluster ... restart`` (PostgreSQL is down while it stops and
   starts again);
3. the load goes on until ``t0 + 30 s``.

Measured: every move answered 2xx is in the database afterwards (game id + version -> a Move
row); errors by time (inside / outside the outage windows); how long after PostgreSQL is
back the service answers again (a /healthz poll every 50 ms and the first 2xx move); when the
Celery worker and beat next ran their task after the restart.

Then the daily deal and Redis: with the worker stopped, today's deal removed and the daily
task queued, Redis is restarted (its data kept in memory only, as configured here); the worker
comes back, 20 clients GET /api/v1/daily at once and the task runs twice more: today's deal
must exist exactly once, with the same seed as before.  Load goes on during the Redis restart
so its effect on moves (the throttle counts on the Redis cache) is measured too.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import re
import subprocess
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from testkit.common import (
    BASE_DIR,
    LOG_DIR,
    PYTHON,
    Client,
    Stack,
    choose_move,
    new_player,
    run_threads,
    wait_until,
)

PERIODIC_TASK = "loadtest-daily-deal-every-2s"


# --------------------------------------------------------------------------- infrastructure


def run(*argv: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(argv), check=check, capture_output=True, text=True)


def pg_version() -> str:
    return sorted(p.name for p in Path("/etc/postgresql").iterdir())[-1]


def ensure_pg_cluster(cluster: str, port: int) -> None:
    """A PostgreSQL cluster of our own (trust on loopback), created and started if needed."""
    version = pg_version()
    listed = run("pg_lsclusters", "--no-header").stdout.split("\n")
    if not any(line.split()[:2] == [version, cluster] for line in listed if line.strip()):
        run(
            "pg_createcluster",
            version,
            cluster,
            "--port",
            str(port),
            "--",
            "--auth-local=trust",
            "--auth-host=trust",
        )
    run("pg_ctlcluster", "--skip-systemctl-redirect", version, cluster, "start", check=False)


def pg_restart(cluster: str) -> None:
    run("pg_ctlcluster", "--skip-systemctl-redirect", pg_version(), cluster, "restart")


def pg_terminate(server: str, database: str) -> int:
    import psycopg

    with psycopg.connect(f"{server}/postgres", autocommit=True) as conn:
        rows = conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = %s AND pid <> pg_backend_pid()",
            [database],
        ).fetchall()
    return len(rows)


def sql(url: str, query: str, *params: Any) -> list[tuple[Any, ...]]:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        cursor = conn.execute(query, params)  # type: ignore[arg-type]
        return cursor.fetchall() if cursor.description else []


REDIS_DIR = Path("/tmp/ginapi-loadtest-redis")


def redis_start(port: int) -> None:
    REDIS_DIR.mkdir(parents=True, exist_ok=True)
    run(
        "redis-server",
        "--daemonize",
        "yes",
        "--bind",
        "127.0.0.1",
        "--port",
        str(port),
        "--save",
        "",
        "--appendonly",
        "no",
        "--dir",
        str(REDIS_DIR),
        "--pidfile",
        str(REDIS_DIR / f"redis-{port}.pid"),
        "--logfile",
        str(REDIS_DIR / f"redis-{port}.log"),
    )
    if not wait_until(lambda: redis_running(port), 10):
        raise RuntimeError(f"redis on port {port} did not start")


def redis_running(port: int) -> bool:
    return run("redis-cli", "-p", str(port), "ping", check=False).stdout.strip() == "PONG"


def redis_restart(port: int) -> None:
    run("redis-cli", "-p", str(port), "shutdown", "nosave", check=False)
    wait_until(lambda: not redis_running(port), 10)
    redis_start(port)


# --------------------------------------------------------------------------- load


@dataclass
class Record:
    start: float
    end: float
    kind: str
    status: int
    game_id: str | None = None
    version: int | None = None

    @property
    def ok(self) -> bool:
        return 200 <= self.status < 300


@dataclass
class Load:
    """8 players playing AI games until stopped; every answer recorded with its times."""

    port: int
    players: int = 8
    records: list[Record] = field(default_factory=list)
    stop: threading.Event = field(default_factory=threading.Event)
    lock: threading.Lock = field(default_factory=threading.Lock)
    threads: list[threading.Thread] = field(default_factory=list)

    def start(self) -> None:
        clients = [new_player(self.port, f"fault{i}") for i in range(self.players)]
        for client in clients:
            thread = threading.Thread(target=self._play, args=(client,), daemon=True)
            thread.start()
            self.threads.append(thread)

    def finish(self) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join(60)

    def _note(self, record: Record) -> None:
        with self.lock:
            self.records.append(record)

    def _play(self, client: Client) -> None:
        game: dict[str, Any] | None = None
        game_id: str | None = None
        requests = 0
        while not self.stop.is_set() and requests < 20_000:
            requests += 1
            begin = time.monotonic()
            if game is None and game_id is not None:
                # After a failure the copy we hold may be stale: read the game again.
                reply = client.get(f"/api/v1/games/{game_id}")
                self._note(Record(begin, time.monotonic(), "get", reply.status, game_id))
                if reply.status == 200:
                    game = reply.body
                else:
                    time.sleep(0.05)
                continue
            if game is None or game["status"] == "finished":
                reply = client.post("/api/v1/games", {"opponent": "ai"})
                ok = reply.status == 201
                game = reply.body if ok else None
                game_id = game["id"] if game else None
                version = game["version"] if game else None
                self._note(
                    Record(begin, time.monotonic(), "create", reply.status, game_id, version)
                )
                if not ok:
                    time.sleep(0.05)
                continue
            body = choose_move(game)
            if body is None:
                game = None
                continue
            reply = client.post(f"/api/v1/games/{game['id']}/moves", body)
            if reply.status == 200:
                game = reply.body["game"]
                assert game is not None
                self._note(
                    Record(begin, time.monotonic(), "move", 200, game["id"], game["version"])
                )
            else:
                self._note(Record(begin, time.monotonic(), "move", reply.status, game["id"]))
                game = None
                time.sleep(0.05)


def poll_health(port: int, stop: threading.Event, out: list[tuple[float, int]]) -> None:
    client = Client(port, timeout=5)
    while not stop.is_set():
        out.append((time.monotonic(), client.get("/healthz").status))
        time.sleep(0.05)


# --------------------------------------------------------------------------- celery


CELERY_LINE = re.compile(r"^\[(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d),(\d{3}): (\w+)/[^\]]*\] (.*)$")


def celery_events(log: Path, needle: str) -> list[float]:
    """Wall-clock times of the log lines containing ``needle``."""
    times = []
    for line in log.read_text(errors="replace").splitlines():
        match = CELERY_LINE.match(line)
        if match and needle in match.group(4):
            moment = dt.datetime.strptime(match.group(1), "%Y-%m-%d %H:%M:%S")
            times.append(moment.timestamp() + int(match.group(2)) / 1000)
    return times


def add_periodic_task(stack: Stack) -> None:
    code = (
        "from django_celery_beat.models import IntervalSchedule, PeriodicTask\n"
        "every, _ = IntervalSchedule.objects.get_or_create("
        "every=2, period=IntervalSchedule.SECONDS)\n"
        f"PeriodicTask.objects.update_or_create(name={PERIODIC_TASK!r}, defaults=dict("
        "interval=every, task='daily.tasks.daily_deal_create', kwargs='{\"days\": 1}', "
        "enabled=True))\n"
    )
    subprocess.run(
        [PYTHON, "manage.py", "shell", "-c", code], cwd=BASE_DIR, env=stack.env, check=True
    )


def manage(stack: Stack, code: str) -> str:
    done = subprocess.run(
        [PYTHON, "manage.py", "shell", "-c", code],
        cwd=BASE_DIR,
        env=stack.env,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


# --------------------------------------------------------------------------- the run


def summarise(
    records: list[Record], windows: list[tuple[str, float, float]], t0: float
) -> list[str]:
    lines = []
    errors = [r for r in records if r.status < 200 or r.status >= 300]
    by_window: Counter[str] = Counter()
    outside: list[Record] = []
    for record in errors:
        for name, begin, end in windows:
            if record.end >= begin and record.start <= end:
                by_window[name] += 1
                break
        else:
            outside.append(record)
    lines.append(f"requests {len(records)}, 2xx {len(records) - len(errors)}, errors {len(errors)}")
    for name, begin, end in windows:
        lines.append(
            f"  window {name:<22} t={begin - t0:5.2f}..{end - t0:5.2f} s: "
            f"{by_window[name]} errors "
            f"{dict(Counter((r.kind, r.status) for r in errors if _in(r, begin, end)))}"
        )
    lines.append(
        f"  errors outside the windows: {len(outside)} "
        f"{[(round(r.start - t0, 2), r.kind, r.status) for r in outside[:10]]}"
    )
    return lines


def _in(record: Record, begin: float, end: float) -> bool:
    return record.end >= begin and record.start <= end


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pg-cluster", default="loadtest")
    parser.add_argument("--pg-port", type=int, default=5433)
    parser.add_argument("--redis-port", type=int, default=6380)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument(
        "--keep", action="store_true", help="leave the script's own PostgreSQL and Redis running"
    )
    options = parser.parse_args()
    try:
        return run_faults(options)
    finally:
        if not options.keep:
            stop_own_servers(options.pg_cluster, options.redis_port)


def run_faults(options: argparse.Namespace) -> int:
    ensure_pg_cluster(options.pg_cluster, options.pg_port)
    if not redis_running(options.redis_port):
        redis_start(options.redis_port)
    pg = f"postgres://postgres@127.0.0.1:{options.pg_port}"
    failures: list[str] = []
    stack = Stack(
        workers=options.workers,
        pg=pg,
        redis=f"redis://127.0.0.1:{options.redis_port}",
        redis_db=0,
        fresh_db=True,
    )
    with stack:
        add_periodic_task(stack)
        stack.start_celery()
        worker_log, beat_log = LOG_DIR / "celery-worker.log", LOG_DIR / "celery-beat.log"
        wait_until(lambda: celery_events(worker_log, "succeeded"), 30)
        print(
            f"gunicorn {options.workers} workers, Celery worker + beat; load: {options.players}"
            " players",
            flush=True,
        )

        load = Load(stack.port, options.players)
        health: list[tuple[float, int]] = []
        stop_health = threading.Event()
        poller = threading.Thread(target=poll_health, args=(stack.port, stop_health, health))
        load.start()
        poller.start()
        t0 = time.monotonic()
        time.sleep(6)
        t_term = time.monotonic()
        killed = pg_terminate(pg, stack.database)
        print(f"t={t_term - t0:.2f} s: terminated {killed} backends", flush=True)
        time.sleep(8)
        t_restart = time.monotonic()
        pg_restart(options.pg_cluster)
        t_back = time.monotonic()
        wall_back = time.time()
        print(
            f"t={t_restart - t0:.2f} s: PostgreSQL restart; back at t={t_back - t0:.2f} s "
            f"(down {t_back - t_restart:.2f} s)",
            flush=True,
        )
        time.sleep(max(0.0, 30 - (time.monotonic() - t0)))
        load.finish()
        stop_health.set()
        poller.join()

        # Every acknowledged move is stored.
        acked = {(r.game_id, r.version) for r in load.records if r.kind == "move" and r.ok}
        stored = set(
            sql(
                stack.env["DATABASE_URL"],
                "SELECT game_id::text, version FROM games_move",
            )
        )
        missing = acked - {(str(g), v) for g, v in stored}
        print(f"acknowledged moves {len(acked)}, missing from the database {len(missing)}")
        if missing:
            failures.append(f"{len(missing)} acknowledged moves not stored")

        windows = [
            ("terminate", t_term, t_term + 1.0),
            ("restart (+5 s)", t_restart, t_back + 5.0),
        ]
        lines = summarise(load.records, windows, t0)
        print("\n".join(lines))
        outside = [
            r
            for r in load.records
            if not 200 <= r.status < 300 and not any(_in(r, b, e) for _, b, e in windows)
        ]
        if outside:
            failures.append(f"{len(outside)} errors outside the outage windows")

        health_back = next((t for t, s in health if t >= t_back and s == 200), None)
        move_back = next(
            (
                r.end
                for r in sorted(load.records, key=lambda r: r.end)
                if r.kind == "move" and r.ok and r.start >= t_back
            ),
            None,
        )
        during = Counter(s for t, s in health if t_restart <= t <= t_back)
        print(
            f"/healthz during the restart: {dict(during)}; answers 200 again "
            f"{_after(health_back, t_back)} after PostgreSQL is back; first 2xx move "
            f"{_after(move_back, t_back)} after"
        )
        if health_back is None or health_back - t_back > 5:
            failures.append("healthz not back within 5 s")
        if move_back is None or move_back - t_back > 5:
            failures.append("moves not back within 5 s")
        term_errors = [r for r in load.records if not r.ok and _in(r, t_term, t_term + 1.0)]
        print(f"errors caused by pg_terminate_backend: {len(term_errors)}")

        # Celery's next runs after the restart.
        wait_until(lambda: any(t > wall_back for t in celery_events(worker_log, "succeeded")), 20)
        worker_next = [t for t in celery_events(worker_log, "succeeded") if t > wall_back]
        beat_next = [t for t in celery_events(beat_log, "Sending due task") if t > wall_back]
        print(
            f"Celery after PostgreSQL is back: beat sent its next task "
            f"{_wall_after(beat_next, wall_back)}, the worker's next success "
            f"{_wall_after(worker_next, wall_back)}; worker alive "
            f"{stack.processes[1].popen.poll() is None}, beat alive "
            f"{stack.processes[2].popen.poll() is None}"
        )
        if not worker_next:
            failures.append("the Celery worker ran no task after the restart")
        if not beat_next:
            failures.append("Celery beat sent no task after the restart")

        failures += daily_and_redis(stack, options.redis_port)

    print("faults: " + ("PASS" if not failures else "FAIL: " + "; ".join(failures)))
    return 1 if failures else 0


def stop_own_servers(cluster: str, redis_port: int) -> None:
    """Stop the PostgreSQL cluster and Redis this script runs for itself (never the shared
    ones: cluster ``main``, Redis on 6379)."""
    if cluster != "main":
        run(
            "pg_ctlcluster", "--skip-systemctl-redirect", pg_version(), cluster, "stop", check=False
        )
    if redis_port != 6379:
        run("redis-cli", "-p", str(redis_port), "shutdown", "nosave", check=False)


def _after(moment: float | None, since: float) -> str:
    return "never" if moment is None else f"{moment - since:.2f} s"


def _wall_after(times: list[float], since: float) -> str:
    return "never" if not times else f"{min(times) - since:.2f} s after"


def daily_and_redis(stack: Stack, redis_port: int) -> list[str]:
    """Restart Redis while today's daily task is queued: the deal exists exactly once after."""
    import redis

    failures = []
    url = stack.env["DATABASE_URL"]
    today = dt.datetime.now(dt.UTC).date()
    # Quiet: no worker to take the task, no beat to queue more.
    worker, beat = stack.processes[1], stack.processes[2]
    beat.stop()
    worker.stop()
    sql(
        url,
        "UPDATE django_celery_beat_periodictask SET enabled = false WHERE name = %s",
        PERIODIC_TASK,
    )
    before = sql(url, "SELECT seed FROM daily_dailydeal WHERE date = %s", today)
    sql(url, "DELETE FROM daily_dailydeal WHERE date = %s", today)
    queue = redis.Redis.from_url(stack.env["REDIS_URL"])
    queue.delete("celery")
    manage(stack, "from daily.tasks import daily_deal_create; daily_deal_create.delay()")
    queued = queue.llen("celery")

    load = Load(stack.port, 4)
    load.start()
    time.sleep(2)
    t_begin = time.monotonic()
    redis_restart(redis_port)
    t_back = time.monotonic()
    time.sleep(3)
    load.finish()
    after_restart = redis.Redis.from_url(stack.env["REDIS_URL"]).llen("celery")
    errors = [r for r in load.records if not r.ok]
    print(
        f"Redis restart under load (down {t_back - t_begin:.2f} s): "
        f"{len(load.records)} requests, errors {dict(Counter((r.kind, r.status) for r in errors))}"
        f", after Redis was back {sum(1 for r in errors if r.start > t_back + 0.5)}"
    )
    if any(r.start > t_back + 0.5 for r in errors):
        failures.append("errors after Redis was back")

    stack.start_celery()
    time.sleep(4)
    count_now = sql(url, "SELECT count(*) FROM daily_dailydeal WHERE date = %s", today)[0][0]
    clients = [Client(stack.port) for _ in range(20)]
    replies = run_threads(20, lambda i: clients[i].get("/api/v1/daily"))
    manage(stack, "from daily.tasks import daily_deal_create; daily_deal_create.delay()")
    manage(stack, "from daily.tasks import daily_deal_create; daily_deal_create.delay()")
    wait_until(lambda: redis.Redis.from_url(stack.env["REDIS_URL"]).llen("celery") == 0, 20)
    time.sleep(2)
    rows = sql(url, "SELECT seed FROM daily_dailydeal WHERE date = %s", today)
    statuses = Counter(getattr(r, "status", repr(r)) for r in replies)
    print(
        f"daily task queued ({queued} in the queue), Redis restarted: {after_restart} left in "
        f"the queue; today's deal rows after the worker came back: {count_now}; after 20 GET "
        f"/api/v1/daily ({dict(statuses)}) and the task twice more: {len(rows)} row(s), "
        f"same seed as before: {bool(before) and rows == before}"
    )
    if len(rows) != 1 or (before and rows != before):
        failures.append(f"today's deal exists {len(rows)} times or changed")
    if any(s != 200 for s in statuses):
        failures.append("GET /api/v1/daily failed")
    return failures


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        raise SystemExit(main())
