"""Several instances, PgBouncer, and a database of ten million moves.

``python -m loadtest.instances [--only load,race,throttle,connections,size]`` starts its own
deployments on this machine (production settings, 127.0.0.1 only) and prints figures and
PASS/FAIL lines:

``load``
    The same play load (``--players`` players, each playing its AI games as fast as answers
    come, for ``--seconds``) back to back against: one instance straight to PostgreSQL, one
    instance through PgBouncer (transaction pooling, ``DATABASE_POOLING=transaction``), and
    two instances through one PgBouncer with the players spread over both.  Moves per second,
    latency, CPU per move of the web processes and of PostgreSQL, rows and bytes written.
``race``
    Two instances, one PgBouncer: 200 identical moves at once, half to each instance, with one
    Idempotency-Key (applied once, 200 identical answers), then with one expected_version and
    no key (applied once, one 200 and 199 409).
``throttle``
    Two instances sharing one Redis, THROTTLE_MOVES=30/minute: 45 moves of one player, turn
    about to each instance: exactly 30 pass.
``connections``
    Two instances of 2 workers x 100 threads, each thread its own database client (400 in
    all), behind a PgBouncer whose pool is ``--pool`` server connections: 400 requests at
    once, several rounds; PgBouncer's client count and PostgreSQL's backends on the database
    are sampled throughout.
``size``
    The play load, one instance straight to PostgreSQL, on an empty database and on
    ``--big-database`` (filled by ``manage.py games_fill``), back to back.

The server is a command template (``--server``) with ``{python}``, ``{port}``, ``{workers}``
and ``{threads}``, so an ASGI server can be measured the same way.  Each instance gets its
own PROMETHEUS_MULTIPROC_DIR; its /metrics is read at the end of a run.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shlex
import shutil
import tempfile
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import psycopg

from testkit.common import (
    DEFAULT_PG,
    PYTHON,
    Client,
    Process,
    Reply,
    children_of,
    choose_move,
    cpu_seconds,
    ensure_database,
    flush_redis,
    ms,
    new_player,
    percentile,
    postgres_backends,
    production_env,
    run_threads,
    start_process,
    wait_until,
)
from testkit.pgbouncer import PgBouncer

DEFAULT_SERVER = (
    "{python} -m gunicorn ginapi.wsgi:application -c ginapi/gunicorn_conf.py "
    "--bind 127.0.0.1:{port} --workers {workers} --threads {threads} --worker-class gthread "
    "--timeout 60 --graceful-timeout 5 --backlog 2048"
)
PORTS = (8710, 8711)
PGBOUNCER_PORT = 8720
REDIS_DB = 7


@dataclass
class Deployment:
    """``instances`` servers on one database (through one PgBouncer if ``pooled``)."""

    database: str
    instances: int = 1
    pooled: bool = False
    workers: int = 2
    threads: int = 4
    pool: int = 10
    server: str = DEFAULT_SERVER
    extra_env: dict[str, str] = field(default_factory=dict)
    bouncer: PgBouncer | None = None
    processes: list[Process] = field(default_factory=list)
    metric_dirs: list[str] = field(default_factory=list)

    @property
    def ports(self) -> list[int]:
        return list(PORTS[: self.instances])

    def __enter__(self) -> Deployment:
        direct = production_env(database=self.database, redis_db=REDIS_DB)
        ensure_database(direct)
        flush_redis(direct)
        url = direct["DATABASE_URL"]
        extra = dict(self.extra_env)
        if self.pooled:
            self.bouncer = PgBouncer(self.database, pool_size=self.pool, port=PGBOUNCER_PORT)
            self.bouncer.start()
            url = self.bouncer.url
            extra["DATABASE_POOLING"] = "transaction"
        for index, port in enumerate(self.ports):
            metrics = tempfile.mkdtemp(prefix=f"ginapi-metrics-{port}-")
            self.metric_dirs.append(metrics)
            env = production_env(
                database=self.database,
                redis_db=REDIS_DB,
                extra={
                    **extra,
                    "DATABASE_URL": url,
                    "PROMETHEUS_MULTIPROC_DIR": metrics,
                    "METRICS_TOKEN": "load",
                },
            )
            argv = shlex.split(
                self.server.format(
                    python=PYTHON, port=port, workers=self.workers, threads=self.threads
                )
            )
            self.processes.append(start_process(f"instance-{index}", argv, env))
        for port, process in zip(self.ports, self.processes, strict=True):
            if not wait_until(lambda p=port: Client(p, timeout=2).get("/healthz").ok, 60):
                self.__exit__()
                raise RuntimeError(f"the server on {port} did not answer; see {process.log}")
            wait_until(lambda pr=process: len(children_of(pr.pid)) >= self.workers, 30)
        return self

    def __exit__(self, *exc: object) -> None:
        for process in reversed(self.processes):
            process.stop()
        self.processes.clear()
        if self.bouncer is not None:
            self.bouncer.stop()
        for directory in self.metric_dirs:
            shutil.rmtree(directory, ignore_errors=True)

    def web_pids(self) -> list[int]:
        return [pid for p in self.processes for pid in (p.pid, *children_of(p.pid))]

    def metric(self, name: str) -> float:
        """``name``'s value added over the instances' /metrics (each adds up its workers)."""
        total = 0.0
        for port in self.ports:
            reply = Client(port).get("/metrics", headers={"Authorization": "Bearer load"})
            text = reply.raw.decode()
            for line in text.splitlines():
                if line.startswith(name + " ") or line.startswith(name + "{"):
                    total += float(line.rsplit(" ", 1)[1])
        return total


def direct_sql(database: str, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    with psycopg.connect(f"{DEFAULT_PG}/{database}", autocommit=True) as conn:
        return conn.execute(sql, params).fetchall()  # type: ignore[arg-type]


def write_counters(database: str) -> tuple[int, int, int]:
    """Rows inserted and updated in the game tables, and their bytes (heap + indexes + TOAST)."""
    rows = direct_sql(
        database,
        "SELECT coalesce(sum(n_tup_ins), 0), coalesce(sum(n_tup_upd), 0), "
        "coalesce(sum(pg_total_relation_size(relid)), 0) FROM pg_stat_user_tables "
        "WHERE relname IN ('games_game', 'games_move')",
    )
    inserted, updated, size = rows[0]
    return int(inserted), int(updated), int(size)


# --------------------------------------------------------------------------- load


@dataclass
class LoadResult:
    label: str
    moves: int
    errors: Counter[int]
    latencies: list[float]
    seconds: float
    web_cpu: float
    db_cpu: float
    rows_inserted: int
    rows_updated: int
    bytes_grown: int
    counted: float

    def line(self) -> str:
        rate = self.moves / self.seconds
        per_move = 1000 / max(self.moves, 1)
        return (
            f"{self.label:<28} {rate:7.1f} moves/s  p50 {ms(percentile(self.latencies, 50))} ms"
            f"  p95 {ms(percentile(self.latencies, 95))} ms  web CPU "
            f"{self.web_cpu * per_move:.1f} ms/move  PostgreSQL CPU {self.db_cpu * per_move:.1f} "
            f"ms/move  rows {self.rows_inserted / max(self.moves, 1):.1f} inserted + "
            f"{self.rows_updated / max(self.moves, 1):.1f} updated/move  "
            f"{self.bytes_grown / max(self.moves, 1):,.0f} bytes/move  errors {dict(self.errors)}"
            f"  ginapi_moves_total {self.counted:.0f}"
        )


def play_load(deployment: Deployment, label: str, players: int, seconds: float) -> LoadResult:
    ports = deployment.ports
    clients = [new_player(ports[i % len(ports)], f"load{i}") for i in range(players)]
    games = []
    for client in clients:
        reply = client.post("/api/v1/games", {"opponent": "ai", "ai_level": "novice"})
        games.append(reply.body)
    latencies: list[float] = []
    errors: Counter[int] = Counter()
    lock = threading.Lock()
    stop_at = time.monotonic() + seconds
    web = deployment.web_pids()
    cpu_web = sum(cpu_seconds(pid) for pid in web)
    cpu_db = sum(cpu_seconds(pid) for pid in postgres_backends(deployment.database))
    inserted, updated, size = write_counters(deployment.database)
    counted = deployment.metric("ginapi_moves_total")
    started = time.monotonic()

    def player(index: int) -> int:
        client, game = clients[index], games[index]
        done = 0
        while time.monotonic() < stop_at:
            body = choose_move(game) if game["status"] != "finished" else None
            if body is None:
                reply = client.post("/api/v1/games", {"opponent": "ai", "ai_level": "novice"})
                game = reply.body if reply.status == 201 else game
                continue
            reply = client.post(f"/api/v1/games/{game['id']}/moves", body)
            with lock:
                if reply.status == 200:
                    latencies.append(reply.elapsed)
                else:
                    errors[reply.status] += 1
            if reply.status == 200:
                game = reply.body["game"]
                done += 1
            else:
                game = client.get(f"/api/v1/games/{game['id']}").body
        return done

    moves = sum(run_threads(players, player))
    elapsed = time.monotonic() - started
    # Backends that closed meanwhile are not counted: PgBouncer and CONN_MAX_AGE keep them.
    db_after = sum(cpu_seconds(pid) for pid in postgres_backends(deployment.database))
    inserted_after, updated_after, size_after = write_counters(deployment.database)
    return LoadResult(
        label=label,
        moves=moves,
        errors=errors,
        latencies=latencies,
        seconds=elapsed,
        web_cpu=sum(cpu_seconds(pid) for pid in web) - cpu_web,
        db_cpu=db_after - cpu_db,
        rows_inserted=inserted_after - inserted,
        rows_updated=updated_after - updated,
        bytes_grown=size_after - size,
        counted=deployment.metric("ginapi_moves_total") - counted,
    )


def scenario_load(options: argparse.Namespace, report: Any) -> None:
    configs = [
        ("one instance, direct", 1, False, options.workers * 2),
        ("one instance, PgBouncer", 1, True, options.workers * 2),
        ("two instances, PgBouncer", 2, True, options.workers),
    ]
    print(
        f"load: {options.players} players for {options.seconds:.0f} s each; "
        f"{options.workers * 2} gunicorn workers in all",
        flush=True,
    )
    for label, instances, pooled, workers in configs:
        with Deployment(
            options.database,
            instances=instances,
            pooled=pooled,
            workers=workers,
            server=options.server,
            pool=options.pool,
        ) as deployment:
            result = play_load(deployment, label, options.players, options.seconds)
        print(result.line(), flush=True)
        report(
            f"load ({label}) has no error and counts every move",
            not result.errors and result.counted == result.moves,
            f"{result.moves} moves, ginapi_moves_total {result.counted:.0f}",
        )


def scenario_size(options: argparse.Namespace, report: Any) -> None:
    rows = direct_sql(options.big_database, "SELECT count(*) FROM games_move")
    print(f"size: {rows[0][0]:,} moves in {options.big_database}", flush=True)
    for label, database in (
        ("empty database", options.database + "_empty"),
        (f"{rows[0][0]:,} moves", options.big_database),
        ("empty database (again)", options.database + "_empty"),
    ):
        if "empty" in label and "again" not in label:
            with psycopg.connect(f"{DEFAULT_PG}/postgres", autocommit=True) as conn:
                conn.execute(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
        with Deployment(database, workers=options.workers * 2, server=options.server) as deployment:
            result = play_load(deployment, label, options.players, options.seconds)
        print(result.line(), flush=True)
    with psycopg.connect(f"{DEFAULT_PG}/postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{options.database}_empty" WITH (FORCE)')


# --------------------------------------------------------------------------- race, throttle


def scenario_race(options: argparse.Namespace, report: Any) -> None:
    with Deployment(
        options.database, instances=2, pooled=True, workers=options.workers,
        threads=8, server=options.server, pool=options.pool,
    ) as deployment:  # fmt: skip
        ports = deployment.ports
        owner = new_player(ports[0], "racer")
        for keyed in (True, False):
            reply = owner.post("/api/v1/games", {"opponent": "ai"})
            game = reply.body
            body = choose_move(game)
            headers = {"Idempotency-Key": str(uuid.uuid4())} if keyed else {}
            clients = [Client(ports[i % 2], owner.token, timeout=60) for i in range(200)]
            path = f"/api/v1/games/{game['id']}/moves"
            replies: list[Any] = run_threads(
                200, lambda i, c=clients, p=path, b=body, h=headers: c[i].post(p, b, headers=h)
            )
            seen = Counter(r.status if isinstance(r, Reply) else 0 for r in replies)
            log = owner.get(f"{path}").body["moves"]
            mine = [m for m in log if m["player"] == "you" and m["version"] > game["version"]]
            oks = {
                json.dumps(r.body, sort_keys=True)
                for r in replies
                if isinstance(r, Reply) and r.status == 200
            }
            if keyed:
                ok = seen == Counter({200: 200}) and len(oks) == 1 and len(mine) == 1
                name = "200 identical moves, one Idempotency-Key, across two instances"
            else:
                ok = seen == Counter({200: 1, 409: 199}) and len(mine) == 1
                name = "200 identical moves, one expected_version, across two instances"
            report(name, ok, f"answers {dict(seen)}; moves applied {len(mine)}")


def scenario_throttle(options: argparse.Namespace, report: Any) -> None:
    with Deployment(
        options.database, instances=2, pooled=True, workers=options.workers,
        server=options.server, pool=options.pool,
        extra_env={"THROTTLE_MOVES": "30/minute"},
    ) as deployment:  # fmt: skip
        ports = deployment.ports
        owner = new_player(ports[0], "throttled")
        game = owner.post("/api/v1/games", {"opponent": "ai"}).body
        clients = [Client(port, owner.token) for port in ports]
        seen: Counter[int] = Counter()
        by_instance: Counter[tuple[int, int]] = Counter()
        for index in range(45):
            reply = clients[index % 2].post(f"/api/v1/games/{game['id']}/moves", {"action": "pass"})
            seen[reply.status] += 1
            by_instance[(ports[index % 2], reply.status)] += 1
        passed = sum(count for status, count in seen.items() if status != 429)
        report(
            "THROTTLE_MOVES=30/minute holds across two instances",
            passed == 30 and seen[429] == 15,
            f"45 moves, turn about -> {dict(seen)}; per instance {dict(by_instance)}",
        )


# --------------------------------------------------------------------------- connections


def scenario_connections(options: argparse.Namespace, report: Any) -> None:
    # 4 workers x 100 threads: at most 400 database clients.  A worker's thread opens its
    # connection when it first serves a request, and the kernel does not share requests out
    # evenly, so a round of 400 at once reaches fewer than 400 threads.  (Rounds of 480 at
    # once, or 500 threads, stalled PgBouncer 1.18's logins here: docs/SCALING.md.)
    clients_wanted, at_once = 400, 400
    with Deployment(
        options.database, instances=2, pooled=True, workers=2, threads=100,
        server=options.server, pool=options.pool,
    ) as deployment:  # fmt: skip
        assert deployment.bouncer is not None
        ports = deployment.ports
        tokens = [new_player(ports[i % 2], f"c{i}").token for i in range(40)]
        peak_clients = peak_servers = peak_backends = 0
        done = threading.Event()

        def sample() -> None:
            nonlocal peak_clients, peak_servers, peak_backends
            assert deployment.bouncer is not None
            while not done.is_set():
                with contextlib.suppress(Exception):
                    pools = [
                        row
                        for row in deployment.bouncer.show("POOLS")
                        if row["database"] == options.database
                    ]
                    clients = sum(
                        1
                        for row in deployment.bouncer.show("CLIENTS")
                        if row["database"] == options.database
                    )
                    servers = sum(
                        row["sv_active"] + row["sv_idle"] + row["sv_used"] + row["sv_login"]
                        for row in pools
                    )
                    backends = len(postgres_backends(options.database))
                    peak_clients = max(peak_clients, clients)
                    peak_servers = max(peak_servers, servers)
                    peak_backends = max(peak_backends, backends)
                done.wait(0.1)

        watcher = threading.Thread(target=sample, daemon=True)
        watcher.start()
        statuses: Counter[int] = Counter()
        started = time.monotonic()
        for _round in range(options.rounds):
            http = [
                Client(ports[i % 2], tokens[i % len(tokens)], timeout=120) for i in range(at_once)
            ]
            replies = run_threads(at_once, lambda i, h=http: h[i].get("/api/v1/games"))
            statuses.update(r.status if isinstance(r, Reply) else 0 for r in replies)
        elapsed = time.monotonic() - started
        time.sleep(0.5)
        done.set()
        watcher.join()
        print(
            f"connections: {options.rounds} x {at_once} requests at once in "
            f"{elapsed:.1f} s; PgBouncer clients peak {peak_clients}, server connections peak "
            f"{peak_servers}, PostgreSQL backends on the database peak {peak_backends} "
            f"(pool {options.pool})",
            flush=True,
        )
        report(
            f"{clients_wanted} requests at once on 400 threads: PostgreSQL backends within "
            "PgBouncer's pool, every answer 200",
            peak_backends <= options.pool and set(statuses) == {200},
            f"clients {peak_clients}, backends {peak_backends} <= {options.pool}; "
            f"answers {dict(statuses)}",
        )


SCENARIOS = {
    "load": scenario_load,
    "race": scenario_race,
    "throttle": scenario_throttle,
    "connections": scenario_connections,
    "size": scenario_size,
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="race,throttle,connections,load")
    parser.add_argument("--database", default="ginapi_sca")
    parser.add_argument("--big-database", default="ginapi_sca_big")
    parser.add_argument("--server", default=DEFAULT_SERVER)
    parser.add_argument("--workers", type=int, default=2, help="per instance of two")
    parser.add_argument("--players", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--pool", type=int, default=10, help="PgBouncer's server connections")
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    failed = 0

    def report(name: str, ok: bool, detail: str) -> None:
        nonlocal failed
        failed += not ok
        print(f"{'PASS' if ok else 'FAIL'}  {name}: {detail}", flush=True)

    print(f"server: {options.server}", flush=True)
    for name in options.only.split(","):
        SCENARIOS[name](options, report)
    print(f"host: {os.cpu_count()} cores, shared", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
