"""What every load script shares: a small HTTP client, the production stack, move choice.

The stack is the one ginapi deploys: gunicorn with production settings (DEBUG off, real
secrets, PostgreSQL, the Redis cache shared by every worker), started here on the loopback
address only, with a dedicated database (``ginapi_load``) and Redis database number so a run
never touches the development or test data.  Nothing is downloaded and nothing but
127.0.0.1 is ever contacted.
"""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

BASE_DIR = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
HOST = "127.0.0.1"
LOG_DIR = Path(os.environ.get("LOADTEST_LOG_DIR", "/tmp/ginapi-loadtest"))

# LOADTEST_DATABASE / LOADTEST_REDIS_DB give a run its own database and Redis number when
# several people share the machine.
DEFAULT_DB = os.environ.get("LOADTEST_DATABASE", "ginapi_load")
DEFAULT_PG = "postgres://postgres@127.0.0.1:5432"
DEFAULT_REDIS = "redis://127.0.0.1:6379"
DEFAULT_REDIS_DB = int(os.environ.get("LOADTEST_REDIS_DB", "5"))

# High enough never to be reached by a load run; the throttle scripts set their own.
UNTHROTTLED = {
    "THROTTLE_PLAYERS": "1000000/minute",
    "THROTTLE_PLAYERS_HOUR": "1000000/minute",
    "THROTTLE_PLAYERS_DAY": "1000000/minute",
    "THROTTLE_MOVES": "10000000/minute",
    "THROTTLE_GAMES_CREATE": "1000000/minute",
    "THROTTLE_GAMES_CREATE_ADDRESS": "1000000/minute",
    "THROTTLE_GAMES_JOIN": "1000000/minute",
    "THROTTLE_GAMES_JOIN_ADDRESS": "1000000/minute",
    "MAX_WAITING_GAMES": "1000000",
}

RANKS = "A23456789TJQK"


# --------------------------------------------------------------------------- HTTP client


@dataclass
class Reply:
    """One HTTP answer: status, headers (lower-case names), decoded JSON body, time taken."""

    status: int
    headers: dict[str, str]
    body: Any
    elapsed: float
    raw: bytes = b""

    @property
    def ok(self) -> bool:
        return 200 <= self.status < 300


class Client:
    """A blocking JSON client for one thread, over http.client.

    gunicorn's sync workers close the connection after each answer; http.client then
    reconnects by itself on the next request, so one Client serves any worker class.  No
    request is ever retried: a failure is reported as status 0 (``body`` says why).
    """

    def __init__(
        self, port: int, token: str | None = None, *, host: str = HOST, timeout: float = 30.0
    ) -> None:
        self.host = host
        self.port = port
        self.token = token
        self.timeout = timeout
        self._conn: http.client.HTTPConnection | None = None

    def _connection(self) -> http.client.HTTPConnection:
        if self._conn is None:
            self._conn = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
        return self._conn

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def request(
        self,
        method: str,
        path: str,
        body: Any = None,
        *,
        headers: Mapping[str, str] | None = None,
        raw_body: bytes | None = None,
        token: str | None = None,
    ) -> Reply:
        send = {"Accept": "application/json", "Host": f"{self.host}:{self.port}"}
        bearer = token if token is not None else self.token
        if bearer:
            send["Authorization"] = f"Bearer {bearer}"
        data = raw_body
        if data is None and body is not None:
            data = json.dumps(body).encode()
        if data is not None:
            send["Content-Type"] = "application/json"
        send.update(headers or {})
        started = time.perf_counter()
        try:
            conn = self._connection()
            conn.request(method, path, body=data, headers=send)
            response = conn.getresponse()
            raw = response.read()
            reply_headers = {name.lower(): value for name, value in response.getheaders()}
            status = response.status
            if response.will_close:
                self.close()
        except (OSError, http.client.HTTPException) as error:
            self.close()
            return Reply(0, {}, {"transport_error": repr(error)}, time.perf_counter() - started)
        elapsed = time.perf_counter() - started
        try:
            decoded: Any = json.loads(raw) if raw else None
        except ValueError:
            decoded = {"non_json": raw[:200].decode("latin-1")}
        return Reply(status, reply_headers, decoded, elapsed, raw)

    def get(self, path: str, **kwargs: Any) -> Reply:
        return self.request("GET", path, **kwargs)

    def post(self, path: str, body: Any = None, **kwargs: Any) -> Reply:
        return self.request("POST", path, body, **kwargs)


def new_player(port: int, name: str = "load") -> Client:
    """A fresh guest player and a client holding its token."""
    client = Client(port)
    reply = client.post("/api/v1/players", {"display_name": name})
    if reply.status != 201:
        raise RuntimeError(f"POST /api/v1/players answered {reply.status}: {reply.body}")
    client.token = reply.body["token"]
    return client


# --------------------------------------------------------------------------- moves


def card_rank(code: str) -> int:
    return RANKS.index(code[0])


def highest(cards: Sequence[str]) -> str:
    """The card of highest rank (ties: the last listed)."""
    return max(cards, key=card_rank)


def choose_move(game: Mapping[str, Any]) -> dict[str, Any] | None:
    """A move from the served ``legal_actions``: knock (or big gin) when offered, else the
    first draw action, else discard the highest card.  None when nothing may be played."""
    actions = {entry["action"]: entry for entry in game.get("legal_actions") or []}
    body: dict[str, Any] | None = None
    if "big_gin" in actions:
        body = {"action": "big_gin"}
    elif "knock" in actions:
        cards = actions["knock"].get("cards") or []
        body = {"action": "knock", "card": highest(cards)} if cards else {"action": "knock"}
    else:
        for entry in game.get("legal_actions") or []:
            if entry["action"] in ("take_upcard", "pass", "draw_stock", "draw_discard"):
                body = {"action": entry["action"]}
                break
        else:
            if "discard" in actions:
                body = {"action": "discard", "card": highest(actions["discard"]["cards"])}
    if body is not None:
        body["expected_version"] = game["version"]
    return body


# --------------------------------------------------------------------------- statistics


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) by the nearest-rank method; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, min(len(ordered), int(-(-q * len(ordered) // 100))))
    return ordered[rank - 1]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}"


# --------------------------------------------------------------------------- the stack


def production_env(
    *,
    database: str = DEFAULT_DB,
    pg: str = DEFAULT_PG,
    redis: str = DEFAULT_REDIS,
    redis_db: int = DEFAULT_REDIS_DB,
    extra: Mapping[str, str] | None = None,
) -> dict[str, str]:
    """The environment of a production deployment on this machine."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "DATABASE_", "REDIS_", "THROTTLE_", "CELERY_"))
    }
    env.update(
        {
            "DEBUG": "false",
            "SECRET_KEY": "load-test-secret-key-" + "x" * 50,
            "DAILY_DEAL_SECRET": "load-test-daily-deal-secret",
            "DATABASE_URL": f"{pg}/{database}",
            "REDIS_URL": f"{redis}/{redis_db}",
            "ALLOWED_HOSTS": "127.0.0.1,localhost",
            "DJANGO_SETTINGS_MODULE": "ginapi.settings",
            "LOG_LEVEL": "WARNING",
            # Plain HTTP on the loopback address: no redirect to HTTPS, once settings read it.
            "SECURE_SSL_REDIRECT": "false",
            "PYTHONUNBUFFERED": "1",
        }
    )
    env.update(UNTHROTTLED)
    env.update(extra or {})
    return env


def ensure_database(env: Mapping[str, str], *, fresh: bool = False) -> None:
    """Create the run's database if missing (or anew) and migrate it."""
    import psycopg

    url = env["DATABASE_URL"]
    server, _, name = url.rpartition("/")
    with psycopg.connect(f"{server}/postgres", autocommit=True) as conn:
        if fresh:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone()
        if not exists:
            conn.execute(f'CREATE DATABASE "{name}"')
    subprocess.run(
        [PYTHON, "manage.py", "migrate", "--noinput", "-v", "0"],
        cwd=BASE_DIR,
        env=dict(env),
        check=True,
    )


def flush_redis(env: Mapping[str, str]) -> None:
    """Forget the run's throttle counters and queued tasks (only its own Redis database)."""
    import redis

    redis.Redis.from_url(env["REDIS_URL"]).flushdb()


def free_port() -> int:
    """A port nothing listens on now: the system's pick, or one of ``LOADTEST_PORTS``
    (``low-high``) when set, for a shared machine.  (testkit.pgbouncer has its own: PgBouncer
    binds with SO_REUSEADDR, and tests/liveserver.py serves from a socket it holds bound.)"""
    low, _, high = os.environ.get("LOADTEST_PORTS", "0-0").partition("-")
    for port in range(int(low), int(high) + 1):
        with socket.socket() as sock:
            try:
                sock.bind((HOST, port))
            except OSError:
                continue
            return int(sock.getsockname()[1])
    raise RuntimeError(f"no free port in LOADTEST_PORTS={low}-{high}")


def run_apart(coroutine: Any, timeout: float = 10) -> Any:
    """``asyncio.run(coroutine)`` in a thread of its own, and its result: Playwright's sync
    API (tests/browser) leaves an event loop running in a test worker's main thread, where
    asyncio.run() refuses to start."""
    with ThreadPoolExecutor(max_workers=1) as thread:
        return thread.submit(asyncio.run, coroutine).result(timeout=timeout)


def wait_until(check: Any, timeout: float, interval: float = 0.05) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(Exception):
            if check():
                return True
        time.sleep(interval)
    return False


def children_of(pid: int) -> list[int]:
    """The pids whose parent is ``pid`` (gunicorn's workers), from /proc."""
    out = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # The command may contain spaces and parentheses: fields follow the last ')'.
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == pid:
            out.append(int(entry.name))
    return sorted(out)


CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time ``pid`` has used, from /proc/<pid>/stat (0 once it is gone)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return 0.0
    fields = stat.rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def postgres_backends(database: str) -> list[int]:
    """The PostgreSQL server processes serving ``database`` (by their process title)."""
    needle = f" {database} ".encode()
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                title = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if title.startswith(b"postgres:") and needle in title:
                out.append(int(entry.name))
    return out


def rss_kib(pid: int) -> int:
    """VmRSS of ``pid`` in KiB, from /proc/<pid>/status."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for {pid}")


@dataclass
class Process:
    """A child process we started, with its log file; stopped by its own pid only."""

    name: str
    popen: subprocess.Popen[bytes]
    log: Path

    @property
    def pid(self) -> int:
        return self.popen.pid

    def stop(self, timeout: float = 15.0) -> None:
        if self.popen.poll() is not None:
            return
        self.popen.send_signal(signal.SIGTERM)
        try:
            self.popen.wait(timeout)
        except subprocess.TimeoutExpired:
            self.popen.kill()
            self.popen.wait(5)


def start_process(name: str, argv: Sequence[str], env: Mapping[str, str]) -> Process:
    LOG_DIR.mkdir(parents=True, exist_ok=True)
    log = LOG_DIR / f"{name}.log"
    handle = log.open("wb")
    popen = subprocess.Popen(
        list(argv), cwd=BASE_DIR, env=dict(env), stdout=handle, stderr=subprocess.STDOUT
    )
    handle.close()
    return Process(name, popen, log)


SERVERS = ("wsgi", "asgi")
"""How the stack serves: ``wsgi`` gunicorn's sync workers (ginapi.wsgi, no live streams) or
``asgi`` as ``make serve`` does (gunicorn with uvicorn workers on ginapi.asgi, streams
included).  ``LOADTEST_SERVER`` picks the default, so any script can be run both ways."""


def default_server() -> str:
    server = os.environ.get("LOADTEST_SERVER", "wsgi")
    if server not in SERVERS:
        raise SystemExit(f"LOADTEST_SERVER={server!r}: use wsgi or asgi")
    return server


@dataclass
class Stack:
    """gunicorn (and optionally a Celery worker and beat) with production settings."""

    workers: int = 4
    port: int = 0
    database: str = DEFAULT_DB
    pg: str = DEFAULT_PG
    redis: str = DEFAULT_REDIS
    redis_db: int = DEFAULT_REDIS_DB
    extra_env: dict[str, str] = field(default_factory=dict)
    fresh_db: bool = False
    celery: bool = False
    gunicorn_args: list[str] = field(default_factory=list)
    processes: list[Process] = field(default_factory=list)
    server: str = field(default_factory=default_server)
    """``wsgi`` or ``asgi`` (see SERVERS)."""

    def __post_init__(self) -> None:
        if not self.port:
            self.port = free_port()
        self.env = production_env(
            database=self.database,
            pg=self.pg,
            redis=self.redis,
            redis_db=self.redis_db,
            extra=self.extra_env,
        )

    @property
    def gunicorn(self) -> Process:
        return self.processes[0]

    def worker_pids(self) -> list[int]:
        return children_of(self.gunicorn.pid)

    def client(self, token: str | None = None) -> Client:
        return Client(self.port, token)

    def start(self) -> Stack:
        ensure_database(self.env, fresh=self.fresh_db)
        flush_redis(self.env)
        # As make serve starts it, when asgi.
        app = (
            [
                "ginapi.asgi:application",
                "--worker-class",
                os.environ.get("LOADTEST_ASGI_WORKER", "ginapi.workers.ServeWorker"),
                "--keep-alive",
                "5",
            ]
            if self.server == "asgi"
            else ["ginapi.wsgi:application"]
        )
        argv = [
            PYTHON,
            "-m",
            "gunicorn",
            *app,
            "--bind",
            f"{HOST}:{self.port}",
            "--workers",
            str(self.workers),
            "--timeout",
            "60",
            "--graceful-timeout",
            "5",
            "--backlog",
            "2048",
            *self.gunicorn_args,
        ]
        self.processes.append(start_process("gunicorn", argv, self.env))
        if not wait_until(self._healthy, 60):
            self.stop()
            raise RuntimeError(f"gunicorn did not answer; see {LOG_DIR / 'gunicorn.log'}")
        # Every worker must be up, or the first requests measure their start-up.
        wait_until(lambda: len(self.worker_pids()) >= self.workers, 30)
        if self.celery:
            self.start_celery()
        return self

    def start_celery(self) -> None:
        celery = [PYTHON, "-m", "celery", "-A", "ginapi"]
        self.processes.append(
            start_process(
                "celery-worker",
                [*celery, "worker", "-l", "info", "--pool", "solo", "--without-gossip"],
                self.env,
            )
        )
        self.processes.append(
            start_process(
                "celery-beat",
                [*celery, "beat", "-l", "info", "--max-interval", "1"],
                self.env,
            )
        )

    def _healthy(self) -> bool:
        return Client(self.port, timeout=2).get("/healthz").status == 200

    def stop(self) -> None:
        for process in reversed(self.processes):
            process.stop()
        self.processes.clear()

    def __enter__(self) -> Stack:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def run_threads(count: int, target: Any, *args: Any) -> list[Any]:
    """Run ``target(index, *args)`` in ``count`` threads started together; their results."""
    results: list[Any] = [None] * count
    barrier = threading.Barrier(count)

    def run(index: int) -> None:
        barrier.wait()
        try:
            results[index] = target(index, *args)
        except Exception as error:
            results[index] = error

    threads = [threading.Thread(target=run, args=(i,), daemon=True) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


@contextlib.contextmanager
def stack(**kwargs: Any) -> Iterator[Stack]:
    running = Stack(**kwargs)
    with running:
        yield running


def main_server() -> None:
    """``python -m testkit.common``: start the production stack and wait (Ctrl-C stops)."""
    import argparse

    parser = argparse.ArgumentParser(description=main_server.__doc__)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--celery", action="store_true", help="also a Celery worker and beat")
    parser.add_argument("--seconds", type=float, default=600, help="stop after this long")
    parser.add_argument("--server", choices=SERVERS, default=default_server())
    options = parser.parse_args()
    with stack(
        workers=options.workers, port=options.port, celery=options.celery, server=options.server
    ) as running:
        print(f"ginapi on http://{HOST}:{running.port} (logs in {LOG_DIR})", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            time.sleep(options.seconds)


if __name__ == "__main__":
    main_server()
