"""Load: complete games against the AI over HTTP, against the framework's ceiling.

``python -m loadtest.play`` starts gunicorn with production settings (PostgreSQL, Redis),
then for each concurrency level (1, 8, 32 players, one thread each):

1. moves: every player plays whole games against the AI, choosing from the served
   ``legal_actions`` (knock when offered, else the first draw action, else discard the
   highest card) with ``expected_version``, and starts a new game when one ends;
2. ceiling: the same players call ``GET /api/v1/players/me``, the cheapest authenticated
   endpoint (one token lookup, one small query), as fast as they can.

Each phase runs for ``--seconds`` (default 20) or ``--max-requests``, whichever comes first,
and the script stops by itself.  It prints requests/s, p50 and p99 latency and errors for
both, and the ratio of move throughput to the ceiling; ``--json`` writes the same figures.
Targets on 2 cores: move throughput >= half the ceiling, p99 < 100 ms at 8 players, zero
errors.
"""

from __future__ import annotations

import argparse
import json
import os
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from testkit.common import (
    SERVERS,
    Client,
    Stack,
    choose_move,
    cpu_seconds,
    default_server,
    new_player,
    percentile,
    postgres_backends,
    run_threads,
)


@dataclass
class Tally:
    """What one phase measured."""

    latencies: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)
    games_started: int = 0
    games_finished: int = 0
    elapsed: float = 0.0
    server_cpu: float = 0.0
    app_cpu: float = 0.0
    client_cpu: float = 0.0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def merge(self, latencies: list[float], errors: Counter[str], started: int, done: int) -> None:
        with self.lock:
            self.latencies.extend(latencies)
            self.errors.update(errors)
            self.games_started += started
            self.games_finished += done

    def summary(self) -> dict[str, Any]:
        count = len(self.latencies)
        return {
            "requests": count,
            "per_second": round(count / self.elapsed, 1) if self.elapsed else 0.0,
            "p50_ms": round(percentile(self.latencies, 50) * 1000, 1),
            "p99_ms": round(percentile(self.latencies, 99) * 1000, 1),
            "max_ms": round(max(self.latencies, default=0) * 1000, 1),
            "server_cpu_ms": round(self.server_cpu / count * 1000, 2) if count else 0.0,
            "app_cpu_ms": round(self.app_cpu / count * 1000, 2) if count else 0.0,
            "client_cpu_ms": round(self.client_cpu / count * 1000, 2) if count else 0.0,
            "errors": sum(self.errors.values()),
            "error_kinds": dict(self.errors),
            "games_started": self.games_started,
            "games_finished": self.games_finished,
        }


def new_game(client: Client, errors: Counter[str]) -> dict[str, Any] | None:
    reply = client.post("/api/v1/games", {"opponent": "ai", "ai_level": "novice"})
    if reply.status != 201:
        errors[f"games_create {reply.status}"] += 1
        return None
    game: dict[str, Any] = reply.body
    return game


def play_moves(
    index: int, clients: list[Client], deadline: float, budget: list[int], tally: Tally
) -> None:
    """One player: moves until the deadline or the shared request budget runs out."""
    client = clients[index]
    latencies: list[float] = []
    errors: Counter[str] = Counter()
    started = finished = 0
    game = new_game(client, errors)
    started += 1
    while time.monotonic() < deadline:
        with tally.lock:
            if budget[0] <= 0:
                break
            budget[0] -= 1
        if game is None or game["status"] == "finished":
            finished += game is not None
            game = new_game(client, errors)
            started += 1
            continue
        body = choose_move(game)
        if body is None:
            # Nothing to play in an AI game means the served document is stale or wrong.
            errors["no_legal_action"] += 1
            game = None
            continue
        reply = client.post(f"/api/v1/games/{game['id']}/moves", body)
        latencies.append(reply.elapsed)
        if reply.status == 200:
            game = reply.body["game"]
        else:
            code = (reply.body or {}).get("error", {}).get("code", "") if reply.status else ""
            errors[f"move {reply.status} {code}".strip()] += 1
            game = None
    tally.merge(latencies, errors, started, finished)


def call_ceiling(
    index: int, clients: list[Client], deadline: float, budget: list[int], tally: Tally
) -> None:
    """One player: GET /api/v1/players/me until the deadline or the budget runs out."""
    client = clients[index]
    latencies: list[float] = []
    errors: Counter[str] = Counter()
    while time.monotonic() < deadline:
        with tally.lock:
            if budget[0] <= 0:
                break
            budget[0] -= 1
        reply = client.get("/api/v1/players/me")
        latencies.append(reply.elapsed)
        if reply.status != 200:
            errors[f"me {reply.status}"] += 1
    tally.merge(latencies, errors, 0, 0)


class CpuMeter:
    """CPU time used by the server side (gunicorn workers, PostgreSQL backends) and by this
    client process over a phase: per request, it does not depend on what else the machine
    is running, unlike requests per second."""

    def __init__(self, stack: Stack) -> None:
        self.stack = stack

    def _sample(self) -> tuple[dict[int, float], dict[int, float]]:
        app = {pid: cpu_seconds(pid) for pid in self.stack.worker_pids()}
        db = {pid: cpu_seconds(pid) for pid in postgres_backends(self.stack.database)}
        return app, db

    def __enter__(self) -> CpuMeter:
        self.before = self._sample()
        self.client_before = time.process_time()
        return self

    def __exit__(self, *exc: object) -> None:
        after = self._sample()
        self.app, self.db = (
            sum(used - before.get(pid, 0.0) for pid, used in now.items())
            for before, now in zip(self.before, after, strict=True)
        )
        self.server = self.app + self.db
        self.client = time.process_time() - self.client_before


def run_phase(
    target: Any, clients: list[Client], seconds: float, max_requests: int, stack: Stack
) -> Tally:
    tally = Tally()
    budget = [max_requests]
    begin = time.monotonic()
    deadline = begin + seconds
    with CpuMeter(stack) as cpu:
        results = run_threads(len(clients), target, clients, deadline, budget, tally)
    tally.elapsed = time.monotonic() - begin
    tally.server_cpu = cpu.server
    tally.app_cpu = cpu.app
    tally.client_cpu = cpu.client
    for result in results:
        if isinstance(result, Exception):
            tally.errors[f"client crash {result!r}"] += 1
    return tally


def measure(
    stack: Stack, levels: list[int], seconds: float, max_requests: int
) -> list[dict[str, Any]]:
    players = [new_player(stack.port, f"load{i}") for i in range(max(levels))]
    rows = []
    for level in levels:
        clients = players[:level]
        # A short warm-up so connections, caches and the workers' imports are in place.
        run_phase(play_moves, clients, min(2.0, seconds / 5), max_requests, stack)
        moves = run_phase(play_moves, clients, seconds, max_requests, stack)
        ceiling = run_phase(call_ceiling, clients, seconds, max_requests, stack)
        m, c = moves.summary(), ceiling.summary()
        ratio = m["per_second"] / c["per_second"] if c["per_second"] else 0.0
        cpu_ratio = c["server_cpu_ms"] / m["server_cpu_ms"] if m["server_cpu_ms"] else 0.0
        rows.append(
            {
                "players": level,
                "moves": m,
                "ceiling": c,
                "ratio": round(ratio, 2),
                "cpu_ratio": round(cpu_ratio, 2),
            }
        )
        print(
            f"{level:>3} players | moves {m['per_second']:>7.1f}/s p50 {m['p50_ms']:>6.1f} ms "
            f"p99 {m['p99_ms']:>6.1f} ms err {m['errors']:>3} "
            f"games {m['games_finished']:>4} | /players/me {c['per_second']:>7.1f}/s "
            f"p50 {c['p50_ms']:>6.1f} ms p99 {c['p99_ms']:>6.1f} ms err {c['errors']:>3} "
            f"| ratio {ratio:.2f}",
            flush=True,
        )
        print(
            f"    server CPU per request (gunicorn + PostgreSQL): move {m['server_cpu_ms']:.2f} "
            f"({m['app_cpu_ms']:.2f} + {m['server_cpu_ms'] - m['app_cpu_ms']:.2f}) ms, "
            f"/players/me {c['server_cpu_ms']:.2f} ({c['app_cpu_ms']:.2f} + "
            f"{c['server_cpu_ms'] - c['app_cpu_ms']:.2f}) ms, ratio {cpu_ratio:.2f}; client CPU: "
            f"move {m['client_cpu_ms']:.2f} ms, /players/me {c['client_cpu_ms']:.2f} ms",
            flush=True,
        )
        for name, tally in (("moves", moves), ("ceiling", ceiling)):
            if tally.errors:
                print(f"    {name} errors: {dict(tally.errors)}", flush=True)
    return rows


def verdict(rows: list[dict[str, Any]]) -> list[str]:
    """The targets each row misses (empty: all met)."""
    misses = []
    for row in rows:
        if row["moves"]["errors"] or row["ceiling"]["errors"]:
            misses.append(f"{row['players']} players: errors")
        if row["ratio"] < 0.5:
            misses.append(f"{row['players']} players: move throughput below half the ceiling")
        if row["players"] == 8 and row["moves"]["p99_ms"] >= 100:
            misses.append("8 players: move p99 >= 100 ms")
    return misses


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default="1,8,32", help="concurrent players, comma-separated")
    parser.add_argument("--seconds", type=float, default=20.0, help="per phase and level")
    parser.add_argument("--max-requests", type=int, default=200_000, help="per phase and level")
    parser.add_argument("--workers", type=int, default=4, help="gunicorn workers")
    parser.add_argument("--port", type=int, default=0, help="default: a free port")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument(
        "--server",
        choices=SERVERS,
        default=default_server(),
        help="wsgi: gunicorn sync workers; asgi: as make serve (uvicorn workers, streams)",
    )
    options = parser.parse_args()
    levels = [int(level) for level in options.levels.split(",")]
    with Stack(workers=options.workers, port=options.port, server=options.server) as stack:
        print(
            f"gunicorn ({options.server}) {options.workers} workers on 127.0.0.1:{stack.port}, "
            "production settings, "
            f"{options.seconds:g} s per phase; load average before: {os.getloadavg()[0]:.2f} "
            "(other processes share the cores: compare runs on a quiet machine)",
            flush=True,
        )
        rows = measure(stack, levels, options.seconds, options.max_requests)
        print(f"load average after: {os.getloadavg()[0]:.2f}", flush=True)
    misses = verdict(rows)
    print("targets: " + ("all met" if not misses else "MISSED: " + "; ".join(misses)))
    if options.json:
        with open(options.json, "w") as out:
            json.dump({"workers": options.workers, "rows": rows, "missed": misses}, out, indent=2)
    return 0 if not misses else 1


if __name__ == "__main__":
    raise SystemExit(main())
