"""Live streams under load: capacity, delivery latency, resumes, and restarts.

``python -m loadtest.streams`` starts the production stack as ``make serve`` does (gunicorn
with uvicorn workers, PostgreSQL, Redis: testkit.common.Stack(server="asgi")) and, from one
asyncio process, measures:

- ``idle``: ``--idle`` game streams opened and held (two seats of ``--idle/2`` friend games);
  the workers' memory before and after, so the memory per stream, and how many opened.
- ``latency``: with ``--latency-streams`` streams open, ``--latency-moves`` moves one after
  another on random games; for each, the time from the move's answer to the other seat's
  event for that version (p50, p99).
- ``resume``: ``--moves`` moves over ``--games`` friend games while both seats stream; after
  an event a seat drops its stream with probability ``--drop`` and reconnects with
  ``Last-Event-ID``.  Then every seat must have had every version exactly once, its last
  event's game must equal its REST view, and every event passes the leak scan
  (testkit/secrecy.scan_stream).
- ``restart`` (``--restart``): a private redis-server and a private PostgreSQL cluster (ports
  of ``--private-ports``, never the shared servers), each restarted while streams are open
  and moves go on; the time until a move's event reaches the other seat again, and the same
  check that nothing was lost.

Figures go to stdout; the machine is shared, so they are indications, not a benchmark.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from testkit.common import (
    HOST,
    Stack,
    choose_move,
    ms,
    percentile,
    rss_kib,
)

DATABASE = os.environ.get("LOADTEST_DATABASE", "ginapi_live_load")
REDIS_DB = int(os.environ.get("LOADTEST_REDIS_DB", "6"))
"""This script's own database and Redis database number."""

CONCURRENCY = 16
"""Requests in flight while setting up games."""


# --------------------------------------------------------------------------- asyncio HTTP


async def call(
    port: int, method: str, path: str, token: str | None = None, body: Any = None
) -> tuple[int, Any]:
    """One request on a fresh connection; (status, decoded JSON or None)."""
    reader, writer = await asyncio.open_connection(HOST, port)
    data = b"" if body is None else json.dumps(body).encode()
    head = [f"{method} {path} HTTP/1.1", f"Host: {HOST}:{port}", "Connection: close"]
    if token:
        head.append(f"Authorization: Bearer {token}")
    if body is not None:
        head += ["Content-Type: application/json", f"Content-Length: {len(data)}"]
    writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + data)
    try:
        raw = await reader.read()
    finally:
        writer.close()
    head_bytes, _, payload = raw.partition(b"\r\n\r\n")
    status = int(head_bytes.split(b" ", 2)[1])
    return status, json.loads(payload) if payload else None


@dataclass
class Received:
    id: int | None
    data: dict[str, Any]
    at: float


@dataclass
class SeatStream:
    """One seat's stream of one game, reconnecting with Last-Event-ID when asked to."""

    port: int
    game_id: str
    token: str
    seat: int
    events: list[Received] = field(default_factory=list)
    last_id: int | None = None
    connections: int = 0
    ended: bool = False
    waiters: dict[int, asyncio.Future[float]] = field(default_factory=dict)
    _task: asyncio.Task[None] | None = None
    _writer: asyncio.StreamWriter | None = None

    def start(self) -> None:
        self._task = asyncio.ensure_future(self._run())

    async def opened(self) -> None:
        while not self.events and not self.ended:
            await asyncio.sleep(0.01)

    def drop(self) -> None:
        """Cut the connection (as a network failure would); it reconnects at once."""
        if self._writer is not None:
            self._writer.transport.abort()

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
        self.drop()

    def version_future(self, version: int) -> asyncio.Future[float]:
        future: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        for event in self.events:
            if event.id == version:
                future.set_result(event.at)
        if not future.done():
            self.waiters[version] = future
        return future

    async def _run(self) -> None:
        while not self.ended:
            try:
                await self._connect_and_read()
            except (OSError, asyncio.IncompleteReadError, ValueError):
                await asyncio.sleep(0.05)

    async def _connect_and_read(self) -> None:
        reader, writer = await asyncio.open_connection(HOST, self.port)
        self._writer = writer
        self.connections += 1
        head = [
            f"GET /api/v1/games/{self.game_id}/stream HTTP/1.1",
            f"Host: {HOST}:{self.port}",
            f"Authorization: Bearer {self.token}",
            "Accept: text/event-stream",
        ]
        if self.last_id is not None:
            head.append(f"Last-Event-ID: {self.last_id}")
        writer.write(("\r\n".join(head) + "\r\n\r\n").encode())
        try:
            status_line = await reader.readuntil(b"\r\n")
            await reader.readuntil(b"\r\n\r\n")
            status = int(status_line.split(b" ", 2)[1])
            if status != 200:
                # The database or the slot count briefly unavailable: try again.
                await asyncio.sleep(0.2)
                return
            buffer = b""
            while True:
                size_line = await reader.readuntil(b"\r\n")
                size = int(size_line.split(b";")[0], 16)
                if size == 0:
                    self.ended = True
                    return
                buffer += (await reader.readexactly(size + 2))[:-2]
                while b"\n\n" in buffer:
                    block, _, buffer = buffer.partition(b"\n\n")
                    self._event(block.decode())
        finally:
            writer.close()

    def _event(self, block: str) -> None:
        event_id, data = None, None
        for line in block.split("\n"):
            if line.startswith("id: "):
                event_id = int(line[4:])
            elif line.startswith("data: "):
                data = json.loads(line[6:])
        if data is None:
            return
        now = time.perf_counter()
        self.events.append(Received(event_id, data, now))
        if event_id is not None:
            self.last_id = event_id
            waiter = self.waiters.pop(event_id, None)
            if waiter is not None and not waiter.done():
                waiter.set_result(now)


@dataclass
class FriendGame:
    id: str
    tokens: tuple[str, str]
    streams: tuple[SeatStream, SeatStream] | None = None


async def new_token(port: int, name: str) -> str:
    status, body = await call(port, "POST", "/api/v1/players", body={"display_name": name})
    assert status == 201, body
    return str(body["token"])


async def friend_games(port: int, count: int, target: int = 100) -> list[FriendGame]:
    """``count`` started friend games, each between two new players."""
    limit = asyncio.Semaphore(CONCURRENCY)

    async def one(index: int) -> FriendGame:
        async with limit:
            ada, grace = await new_token(port, f"a{index}"), await new_token(port, f"g{index}")
            status, game = await call(
                port,
                "POST",
                "/api/v1/games",
                ada,
                {"opponent": "human", "ruleset": "standard", "target": target},
            )
            assert status == 201, game
            status, joined = await call(
                port, "POST", "/api/v1/games/join", grace, {"invite_code": game["invite_code"]}
            )
            assert status == 200, joined
            return FriendGame(game["id"], (ada, grace))

    return list(await asyncio.gather(*(one(i) for i in range(count))))


async def open_streams(
    port: int, games: Iterable[FriendGame], batch: int = 100
) -> list[SeatStream]:
    """Both seats' streams of each game, opened ``batch`` at a time (as clients arrive, not
    all in one instant: each opening costs a few queries)."""
    opened: list[SeatStream] = []
    for game in games:
        streams = (
            SeatStream(port, game.id, game.tokens[0], 0),
            SeatStream(port, game.id, game.tokens[1], 1),
        )
        game.streams = streams
        opened += streams
    for index in range(0, len(opened), batch):
        for stream in opened[index : index + batch]:
            stream.start()
        await asyncio.gather(*(s.opened() for s in opened[index : index + batch]))
    return opened


async def play_one(port: int, game: FriendGame) -> tuple[int, int, Any]:
    """One move by whoever is on turn: (status, mover seat, answer)."""
    for seat in (0, 1):
        status, view = await call(port, "GET", f"/api/v1/games/{game.id}", game.tokens[seat])
        if status == 200 and view["status"] == "active" and view["turn"] == "you":
            body = choose_move(view)
            status, answer = await call(
                port, "POST", f"/api/v1/games/{game.id}/moves", game.tokens[seat], body
            )
            return status, seat, answer
        if status == 200 and view["status"] != "active":
            return 0, seat, view
    return 0, -1, None


def worker_rss_mib(stack: Stack) -> float:
    return sum(rss_kib(pid) for pid in stack.worker_pids()) / 1024


# --------------------------------------------------------------------------- scenarios


async def idle(stack: Stack, count: int) -> None:
    games = await friend_games(stack.port, count // 2)
    before = worker_rss_mib(stack)
    started = time.perf_counter()
    streams = await open_streams(stack.port, games)
    held = sum(1 for s in streams if s.events and not s.ended)
    await asyncio.sleep(2)
    after = worker_rss_mib(stack)
    print(
        f"idle: {held} of {count} streams open in {time.perf_counter() - started:.1f} s on "
        f"{stack.workers} workers; worker RSS {before:.0f} -> {after:.0f} MiB, "
        f"{(after - before) * 1024 / max(held, 1):.1f} KiB per stream",
        flush=True,
    )
    for stream in streams:
        stream.stop()


async def latency(stack: Stack, count: int, moves: int) -> None:
    games = await friend_games(stack.port, count // 2)
    await open_streams(stack.port, games)
    delays, totals = [], []
    failures = 0
    for _ in range(moves):
        game = random.choice(games)
        sent = time.perf_counter()
        status, mover, answer = await play_one(stack.port, game)
        answered = time.perf_counter()
        if status != 200:
            failures += 1
            continue
        assert game.streams is not None
        other = game.streams[1 - mover]
        try:
            at = await asyncio.wait_for(other.version_future(answer["game"]["version"]), timeout=10)
        except TimeoutError:
            failures += 1
            continue
        # The event often arrives before the client has read the move's answer: negative.
        delays.append(at - answered)
        totals.append(at - sent)
    print(
        f"latency: {count} streams open, {len(delays)} moves: move's 200 -> other seat's "
        f"event p50 {ms(percentile(delays, 50))} ms, p99 {ms(percentile(delays, 99))} ms, "
        f"max {ms(max(delays, default=0))} ms (negative: the event came first); move sent "
        f"(GET + POST) -> event p50 {ms(percentile(totals, 50))} ms, p99 "
        f"{ms(percentile(totals, 99))} ms; {failures} moves not delivered or failed",
        flush=True,
    )
    for game in games:
        assert game.streams is not None
        for stream in game.streams:
            stream.stop()


async def moves_with_drops(
    stack: Stack, games: list[FriendGame], total: int, drop: float, players: int = 8
) -> int:
    """``total`` moves over ``games`` by ``players`` concurrent players, each stream dropped
    after an event with probability ``drop``; how many moves were made."""
    made = 0
    active = list(games)

    async def player() -> None:
        nonlocal made
        while made < total and active:
            game = random.choice(active)
            status, _, answer = await play_one(stack.port, game)
            if status == 200:
                made += 1
                assert game.streams is not None
                for stream in game.streams:
                    if random.random() < drop:
                        stream.drop()
            elif status == 0 and answer is not None and answer.get("status") == "finished":
                with contextlib.suppress(ValueError):
                    active.remove(game)

    await asyncio.gather(*(player() for _ in range(players)))
    return made


async def settle_and_check(stack: Stack, games: list[FriendGame]) -> tuple[int, int, int]:
    """Wait for every stream to reach its game's version, then check each seat: every
    version once and in order, last event == REST view, no leak.  (lost, duplicated,
    mismatched) counts."""
    import django

    django.setup()
    from asgiref.sync import sync_to_async

    from games.models import Game
    from testkit.secrecy import scan_stream

    lost = duplicated = mismatched = 0
    for game in games:
        assert game.streams is not None
        for seat, stream in enumerate(game.streams):
            status, view = await call(
                stack.port, "GET", f"/api/v1/games/{game.id}", game.tokens[seat]
            )
            assert status == 200
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stream.version_future(view["version"]), timeout=15)
            ids = [event.id for event in stream.events if event.id is not None]
            expected = list(range(ids[0], view["version"] + 1)) if ids else []
            lost += len(set(expected) - set(ids))
            duplicated += len(ids) - len(set(ids))
            last = [e for e in stream.events if e.id is not None][-1].data["game"]
            if last != view:
                mismatched += 1
            versioned = [e.data for e in stream.events if e.id is not None]
            stored = await sync_to_async(Game.objects.get)(pk=game.id)
            await sync_to_async(scan_stream)(stored, seat, versioned, ids[0] if ids else 0)
            stream.stop()
    return lost, duplicated, mismatched


async def resume(stack: Stack, game_count: int, total: int, drop: float) -> bool:
    games = await friend_games(stack.port, game_count)
    streams = await open_streams(stack.port, games)
    started = time.perf_counter()
    made = await moves_with_drops(stack, games, total, drop)
    elapsed = time.perf_counter() - started
    reconnects = sum(s.connections for s in streams) - len(streams)
    lost, duplicated, mismatched = await settle_and_check(stack, games)
    print(
        f"resume: {made} moves over {game_count} games in {elapsed:.0f} s, {len(streams)} "
        f"streams, {reconnects} drops resumed with Last-Event-ID; lost {lost}, duplicated "
        f"{duplicated}, last event != REST view {mismatched}; leak scan passed",
        flush=True,
    )
    return lost == duplicated == mismatched == 0


# --------------------------------------------------------------------------- restarts


@dataclass
class PrivateServers:
    """A redis-server and a PostgreSQL cluster of our own, on our own ports."""

    redis_port: int
    pg_port: int
    root: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="ginapi-live-")))
    redis: subprocess.Popen[bytes] | None = None

    def start_redis(self) -> None:
        self.redis = subprocess.Popen(
            [
                "redis-server",
                "--port",
                str(self.redis_port),
                "--bind",
                HOST,
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.root),
            ],
            stdout=subprocess.DEVNULL,
        )
        time.sleep(0.3)

    def stop_redis(self) -> None:
        if self.redis is not None:
            self.redis.terminate()
            self.redis.wait(10)
            self.redis = None

    def _pg(self, *args: str) -> None:
        command = [*args]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def init_pg(self) -> None:
        data = self.root / "pg"
        data.mkdir()
        shutil.chown(self.root, "postgres")
        shutil.chown(data, "postgres")
        self._pg("initdb", "-D", str(data), "-U", "postgres", "--auth=trust")
        self.start_pg()

    def start_pg(self) -> None:
        self._pg(
            "pg_ctl",
            "-D",
            str(self.root / "pg"),
            "-w",
            "-l",
            str(self.root / "pg.log"),
            "-o",
            f"-p {self.pg_port} -k {self.root} -c listen_addresses={HOST}",
            "start",
        )

    def stop_pg(self) -> None:
        self._pg("pg_ctl", "-D", str(self.root / "pg"), "-w", "-m", "fast", "stop")

    def close(self) -> None:
        self.stop_redis()
        with contextlib.suppress(subprocess.CalledProcessError):
            self.stop_pg()
        shutil.rmtree(self.root, ignore_errors=True)


async def recovery(stack: Stack, games: list[FriendGame], restart: Any, name: str) -> float:
    """Restart ``name`` while moves go on; seconds from the restart's start until a move's
    event reaches the other seat again."""
    stop_moves = False

    async def keep_playing() -> None:
        while not stop_moves:
            with contextlib.suppress(OSError, ValueError, IndexError, KeyError, TypeError):
                await play_one(stack.port, random.choice(games))
            await asyncio.sleep(0.02)

    players = [asyncio.ensure_future(keep_playing()) for _ in range(4)]
    await asyncio.sleep(1)
    began = time.perf_counter()
    await asyncio.get_running_loop().run_in_executor(None, restart)
    recovered = None
    while recovered is None and time.perf_counter() - began < 120:
        game = random.choice(games)
        with contextlib.suppress(OSError, ValueError, IndexError, KeyError, TypeError):
            status, mover, answer = await play_one(stack.port, game)
            if status == 200:
                assert game.streams is not None
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(
                        game.streams[1 - mover].version_future(answer["game"]["version"]), 2
                    )
                    recovered = time.perf_counter() - began
        await asyncio.sleep(0.05)
    stop_moves = True
    await asyncio.gather(*players)
    print(
        f"restart {name}: events flow again {recovered or float('nan'):.1f} s after "
        "the restart began",
        flush=True,
    )
    return recovered or -1.0


async def restarts(options: argparse.Namespace) -> bool:
    redis_port, pg_port = options.private_ports
    private = PrivateServers(redis_port, pg_port)
    private.start_redis()
    private.init_pg()
    stack = Stack(
        workers=options.workers,
        port=options.port + 1,
        server="asgi",
        pg=f"postgres://postgres@{HOST}:{pg_port}",
        database=DATABASE,
        redis=f"redis://{HOST}:{redis_port}",
        redis_db=REDIS_DB,
    )
    ok = False
    try:
        stack.start()
        games = await friend_games(stack.port, 50)
        await open_streams(stack.port, games)

        def restart_redis() -> None:
            private.stop_redis()
            time.sleep(1)
            private.start_redis()

        def restart_pg() -> None:
            private.stop_pg()
            time.sleep(1)
            private.start_pg()

        await recovery(stack, games, restart_redis, "Redis")
        await recovery(stack, games, restart_pg, "PostgreSQL")
        await asyncio.sleep(1)
        os.environ.update(stack.env)
        lost, duplicated, mismatched = await settle_and_check(stack, games)
        print(
            f"restarts: lost {lost}, duplicated {duplicated}, last event != REST view {mismatched}",
            flush=True,
        )
        ok = lost == duplicated == mismatched == 0
    finally:
        stack.stop()
        private.close()
    return ok


# --------------------------------------------------------------------------- main


async def run(options: argparse.Namespace) -> bool:
    ok = True
    scenarios = options.scenarios.split(",")
    if scenarios != ["restart"]:
        with Stack(
            workers=options.workers,
            port=options.port,
            server="asgi",
            database=DATABASE,
            redis_db=REDIS_DB,
            extra_env={"STREAM_MAX_PER_PLAYER": "8", "DATABASE_CONN_MAX_AGE": "60"},
        ) as stack:
            os.environ.update(stack.env)
            print(
                f"gunicorn + uvicorn workers: {options.workers} on port {stack.port}; load "
                f"average {os.getloadavg()[0]:.1f} (shared machine)",
                flush=True,
            )
            if "idle" in scenarios:
                await idle(stack, options.idle)
            if "latency" in scenarios:
                await latency(stack, options.latency_streams, options.latency_moves)
            if "resume" in scenarios:
                ok = await resume(stack, options.games, options.moves, options.drop) and ok
    if "restart" in scenarios:
        ok = await restarts(options) and ok
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenarios", default="idle,latency,resume,restart")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--port", type=int, default=8650, help="the stack's (and +1)")
    parser.add_argument("--idle", type=int, default=5000)
    parser.add_argument("--latency-streams", type=int, default=1000)
    parser.add_argument("--latency-moves", type=int, default=500)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--moves", type=int, default=10_000)
    parser.add_argument("--drop", type=float, default=0.02)
    parser.add_argument(
        "--private-ports", type=int, nargs=2, default=(8690, 8691), metavar=("REDIS", "PG")
    )
    options = parser.parse_args()
    ok = asyncio.run(run(options))
    print("streams: PASS" if ok else "streams: FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
