"""The lobby under load: pairing over two instances, concurrent accepts, rated moves.

``python -m loadtest.lobby [--only pairing,accepts,moves]`` starts two instances as ``make
serve`` does (gunicorn with uvicorn workers, ``loadtest.common.Stack(server="asgi")``) on one
PostgreSQL database and one Redis (its own database number), and prints figures and PASS/FAIL
lines:

``pairing``
    ``--players`` players (1,000) arrive evenly over ``--seconds`` (60).  Each opens its
    player stream on one instance as it arrives (``--streams-first``: all of them at the
    start), then posts a quick-game seek (standard, to 100, rated) on the other.  Every
    player must end in exactly one game or with its seek still open (to lapse), no two games
    may share a player, and for each pairing the time from sending the second seek to both
    players' ``game_started`` notice is measured (p50, p99).
``accepts``
    One seek, ``--accepts`` (100) players accepting it at once, half through each instance:
    exactly one 201 and one game, the rest 409 ``seek_taken``.
``moves``
    ``--games`` rated and as many casual games (paired through seeks), ``--moves`` moves in
    each, one after another: the median answer of a move in each kind, and of the finishing
    move (a resignation, which rates a rated game).

Figures go to stdout; the machine is shared, so they are indications, not a benchmark.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

import psycopg

from loadtest.streams import call
from testkit.common import DEFAULT_PG, HOST, Stack, choose_move, ms, percentile

DATABASE = os.environ.get("LOADTEST_DATABASE", "ginapi_lobby_load")
REDIS_DB = int(os.environ.get("LOADTEST_REDIS_DB", "9"))
"""This script's own database and Redis database number."""
SEEK = {"ruleset": "standard", "target": 100, "rated": True}
LOBBY_UNTHROTTLED = {
    "THROTTLE_SEEKS": "10000000/minute",
    "THROTTLE_REMATCH": "10000000/minute",
    "THROTTLE_LOBBY_READS": "10000000/minute",
    "STREAM_HEARTBEAT_SECONDS": "5",
}


@dataclass
class NoticeStream:
    """One player's notice stream: the time each ``game_started`` arrived, by game."""

    port: int
    token: str
    started: dict[str, float] = field(default_factory=dict)
    opened: asyncio.Event = field(default_factory=asyncio.Event)
    _writer: asyncio.StreamWriter | None = None

    async def run(self) -> None:
        reader, writer = await asyncio.open_connection(HOST, self.port)
        self._writer = writer
        head = [
            "GET /api/v1/players/me/stream HTTP/1.1",
            f"Host: {HOST}:{self.port}",
            f"Authorization: Bearer {self.token}",
            "Accept: text/event-stream",
        ]
        writer.write(("\r\n".join(head) + "\r\n\r\n").encode())
        with contextlib.suppress(OSError, asyncio.IncompleteReadError, ValueError):
            status_line = await reader.readuntil(b"\r\n")
            await reader.readuntil(b"\r\n\r\n")
            if int(status_line.split(b" ", 2)[1]) != 200:
                return
            buffer = b""
            while True:
                size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
                if size == 0:
                    return
                buffer += (await reader.readexactly(size + 2))[:-2]
                self.opened.set()
                while b"\n\n" in buffer:
                    block, _, buffer = buffer.partition(b"\n\n")
                    self._event(block.decode())

    def _event(self, block: str) -> None:
        kind, data = None, None
        for line in block.split("\n"):
            if line.startswith("event: "):
                kind = line[7:]
            elif line.startswith("data: "):
                data = json.loads(line[6:])
        if kind == "game_started" and data is not None:
            self.started.setdefault(str(data["game"]), time.perf_counter())

    def close(self) -> None:
        if self._writer is not None:
            self._writer.transport.abort()


async def new_players(ports: list[int], count: int) -> list[str]:
    limit = asyncio.Semaphore(16)

    async def one(index: int) -> str:
        async with limit:
            status, body = await call(
                ports[index % 2], "POST", "/api/v1/players", body={"display_name": f"lobby {index}"}
            )
            assert status == 201, body
            return str(body["token"])

    tokens = list(await asyncio.gather(*(one(i) for i in range(count))))
    register_everyone(DATABASE)
    return tokens


def register_everyone(database: str) -> None:
    """Give every guest of the run a username, in the database: rated seeks are for registered
    players (docs/API.md, fourth wave), and a thousand password hashes through
    ``POST /players/me/credentials`` would measure the hasher, not the lobby."""
    with psycopg.connect(f"{DEFAULT_PG}/{database}") as conn:
        conn.execute(
            "UPDATE games_player SET username = 'lobby' || md5(id::text),"
            " username_key = 'lobby' || md5(id::text) WHERE username IS NULL"
        )


def games_by_player(database: str) -> list[tuple[str, int]]:
    with psycopg.connect(f"{DEFAULT_PG}/{database}") as conn:
        rows = conn.execute(
            "SELECT player, COUNT(*) FROM ("
            " SELECT player0_id AS player FROM games_game WHERE opponent_kind = 'human'"
            " UNION ALL SELECT player1_id FROM games_game WHERE opponent_kind = 'human'"
            ") seats GROUP BY player"
        ).fetchall()
    return [(str(player), count) for player, count in rows]


async def pairing(
    ports: list[int], players: int, seconds: float, database: str, streams_first: bool = False
) -> bool:
    tokens = await new_players(ports, players)
    # Warm up: a few streams on each instance, so that every worker's Redis listener is
    # subscribed before the first seek (a notice published before its worker's listener
    # subscribes is lost: notices are hints, live/fanout.py).
    warm = [NoticeStream(ports[i % 2], token) for i, token in enumerate(tokens[:16])]
    warm_tasks = [asyncio.ensure_future(stream.run()) for stream in warm]
    await asyncio.sleep(3)
    for stream, task in zip(warm, warm_tasks, strict=True):
        stream.close()
        task.cancel()
    # Each player opens its stream when it arrives; --streams-first opens all of them at the
    # start instead, a burst of openings that the first second's seeks queue behind.
    streams = [NoticeStream(ports[i % 2], token) for i, token in enumerate(tokens)]
    tasks: list[asyncio.Future[None]] = []
    if streams_first:
        tasks = [asyncio.ensure_future(stream.run()) for stream in streams]
    sent: dict[str, float] = {}  # game -> when its second seek was sent
    answered: dict[str, float] = {}  # game -> when the second seek's answer came
    answers: list[Any] = []
    start = time.perf_counter()

    async def arrive(index: int) -> None:
        await asyncio.sleep(max(0.0, start + index * seconds / players - time.perf_counter()))
        if not streams_first:
            tasks.append(asyncio.ensure_future(streams[index].run()))
        await asyncio.wait_for(streams[index].opened.wait(), 30)
        began = time.perf_counter()
        status, body = await call(
            ports[(index + 1) % 2], "POST", "/api/v1/seeks", tokens[index], SEEK
        )
        answers.append((status, body))
        if status == 201 and body["game"]:
            sent[str(body["game"])] = began
            answered[str(body["game"])] = time.perf_counter()

    await asyncio.gather(*(arrive(i) for i in range(players)))
    took = time.perf_counter() - start
    # Let the last notices arrive.
    deadline = time.perf_counter() + 10
    while time.perf_counter() < deadline:
        heard = sum(1 for s in streams for g in s.started if g in sent)
        if heard >= 2 * len(sent):
            break
        await asyncio.sleep(0.1)
    for stream in streams:
        stream.close()
    for opened in tasks:
        opened.cancel()
    refused = [a for a in answers if a[0] != 201]
    latencies, answers_took, slowest = [], [], []
    missing = 0
    for game, began in sent.items():
        times = [s.started[game] for s in streams if game in s.started]
        answers_took.append(answered[game] - began)
        if len(times) == 2:
            latencies.append(max(times) - began)
            slowest.append((max(times) - began, began - start))
        else:
            missing += 1
    seats = games_by_player(database)
    twice = [player for player, count in seats if count > 1]
    waiting = players - 2 * len(sent)
    print(
        f"pairing: {players} players over {took:.1f} s on two instances: {len(sent)} games, "
        f"{waiting} seeks left open (to lapse), {len(refused)} refused seeks, "
        f"{len(twice)} players in two games, {missing} games missing a notice"
    )
    if latencies:
        print(
            f"  second seek sent -> both game_started: p50 {ms(percentile(latencies, 50))}, "
            f"p99 {ms(percentile(latencies, 99))}, max {ms(max(latencies))} ms; the "
            f"seek's own answer p50 {ms(percentile(answers_took, 50))}, "
            f"p99 {ms(percentile(answers_took, 99))} ms"
        )
        worst = sorted(slowest, reverse=True)[: max(1, len(slowest) // 100)]
        print(
            "  the slowest pairings (ms, sent at s into the run): "
            + ", ".join(f"{ms(took)} at {at:.1f}" for took, at in worst)
        )
    ok = not refused and not twice and not missing and waiting in (0, 1)
    print(("PASS" if ok else "FAIL") + ": every player paired exactly once, one game a pair")
    return ok


async def accepts(ports: list[int], count: int, database: str) -> bool:
    tokens = await new_players(ports, count + 1)
    status, seek = await call(ports[0], "POST", "/api/v1/seeks", tokens[0], {**SEEK, "target": 150})
    assert status == 201, seek
    results = await asyncio.gather(
        *(
            call(ports[i % 2], "POST", f"/api/v1/seeks/{seek['id']}/accept", token)
            for i, token in enumerate(tokens[1:])
        )
    )
    statuses = [status for status, _body in results]
    codes = {body["error"]["code"] for status, body in results if status != 201}
    with psycopg.connect(f"{DEFAULT_PG}/{database}") as conn:
        row = conn.execute(
            "SELECT COUNT(*) FROM games_game WHERE rules->>'target' = '150'"
        ).fetchone()
        games = row[0] if row else 0
    print(
        f"accepts: {count} at once over two instances: {statuses.count(201)} x 201, "
        f"{statuses.count(409)} x 409 {sorted(codes)}, {games} game(s) made"
    )
    ok = statuses.count(201) == 1 and statuses.count(409) == count - 1 and games == 1
    print(("PASS" if ok else "FAIL") + ": exactly one game")
    return ok


async def moves(port: int, games: int, per_game: int) -> None:
    timings: dict[str, list[float]] = {"rated": [], "casual": []}
    finishing: dict[str, list[float]] = {"rated": [], "casual": []}
    for kind, rated in (("casual", False), ("rated", True), ("casual", False), ("rated", True)):
        tokens = await new_players([port, port], 2 * (games // 2))
        for a, b in zip(tokens[::2], tokens[1::2], strict=True):
            seek = {**SEEK, "rated": rated}
            await call(port, "POST", "/api/v1/seeks", a, seek)
            _status, paired = await call(port, "POST", "/api/v1/seeks", b, seek)
            game_id = paired["game"]
            for _move in range(per_game):
                for token in (a, b):
                    _s, game = await call(port, "GET", f"/api/v1/games/{game_id}", token)
                    body = choose_move(game)
                    if body is None or game["turn"] != "you":
                        continue
                    began = time.perf_counter()
                    status, _answer = await call(
                        port, "POST", f"/api/v1/games/{game_id}/moves", token, body
                    )
                    if status == 200:
                        timings[kind].append(time.perf_counter() - began)
            began = time.perf_counter()
            status, _answer = await call(
                port, "POST", f"/api/v1/games/{game_id}/moves", a, {"action": "resign"}
            )
            if status == 200:
                finishing[kind].append(time.perf_counter() - began)
    for kind in ("casual", "rated"):
        median = ms(statistics.median(timings[kind]))
        print(
            f"moves, {kind}: {len(timings[kind])} moves, median {median}; finishing move "
            f"(resign) median {ms(statistics.median(finishing[kind]))} "
            f"over {len(finishing[kind])} games"
        )


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--only", default="pairing,accepts,moves")
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--accepts", type=int, default=100)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--moves", type=int, default=10)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--streams-first",
        action="store_true",
        help="pairing: open every player's stream at the start, not on arrival",
    )
    options = parser.parse_args()
    only = set(options.only.split(","))
    stacks = [
        Stack(
            workers=options.workers,
            database=DATABASE,
            redis_db=REDIS_DB,
            extra_env=LOBBY_UNTHROTTLED,
            fresh_db=index == 0,
            server="asgi",
        )
        for index in range(2)
    ]
    ok = True
    with stacks[0], stacks[1]:
        ports = [stack.port for stack in stacks]
        if "pairing" in only:
            ok &= asyncio.run(
                pairing(ports, options.players, options.seconds, DATABASE, options.streams_first)
            )
        if "accepts" in only:
            ok &= asyncio.run(accepts(ports, options.accepts, DATABASE))
        if "moves" in only:
            asyncio.run(moves(ports[0], options.games, options.moves))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
