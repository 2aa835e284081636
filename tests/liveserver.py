"""Live tests run over real HTTP against uvicorn (the ASGI server ``make serve`` uses),
started once per test session on the session's test database.

Data is created through the API, so it is committed: the tests use ``transactional_db``
(the tables are emptied after each).  The server has no REDIS_URL: its fan-out is in-process,
so moves are sent to the same server.  tests/live/test_fanout.py adds servers on Redis.
"""

from __future__ import annotations

import copy
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from django.db import connection

from testkit.common import Client, choose_move
from testkit.sse import EventStream

BASE_DIR = Path(__file__).resolve().parents[1]
PORTS = range(8600, 8700)
"""This suite's servers listen on the loopback address in this range only."""

LIVE_SETTINGS = {
    "STREAM_HEARTBEAT_SECONDS": "0.5",
    "STREAM_MAX_PER_PLAYER": "3",
    "METRICS_TOKEN": "live-metrics",
    # One server serves the whole session from one address, and its throttle counters (in
    # its own memory) are never cleared between tests: the limits on creating things are
    # tested in tests/apikit and tests/games, not here.
    "THROTTLE_PLAYERS_HOUR": "100000/hour",
    "THROTTLE_PLAYERS_DAY": "100000/day",
    "THROTTLE_GAMES_CREATE": "100000/minute",
    "THROTTLE_GAMES_CREATE_ADDRESS": "100000/minute",
    "THROTTLE_GAMES_JOIN": "100000/minute",
    "THROTTLE_GAMES_JOIN_ADDRESS": "100000/minute",
}


def bound_socket() -> socket.socket:
    """A listening socket on a free port of the range, held until the server inherits it
    (so parallel test workers never race for one port)."""
    for port in PORTS:
        sock = socket.socket()
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            sock.close()
            continue
        sock.listen(128)
        return sock
    raise RuntimeError("no free port in 8600-8699")


@dataclass
class Server:
    port: int
    process: subprocess.Popen[bytes]

    def client(self, token: str | None = None) -> Client:
        return Client(self.port, token, timeout=10)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)


def start_server(database_url: str, extra: Mapping[str, str] | None = None) -> Server:
    """uvicorn on ``database_url`` as make serve's worker runs it, answering /healthz, with the
    tests' settings."""
    sock = bound_socket()
    port = int(sock.getsockname()[1])
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DATABASE_", "REDIS_", "DJANGO_"))
    }
    env.update(
        {
            "DJANGO_SETTINGS_MODULE": "tests.settings",
            "DATABASE_URL": database_url,
            "DATABASE_CONN_MAX_AGE": "0",
            "LOG_LEVEL": "WARNING",
            **LIVE_SETTINGS,
            **(extra or {}),
        }
    )
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "ginapi.asgi:application",
            # As make serve's worker (ginapi.workers.ServeWorker).
            "--loop",
            "uvloop",
            "--http",
            "httptools",
            "--fd",
            str(sock.fileno()),
            "--no-access-log",
            # As make run: X-Forwarded-For only from TRUSTED_PROXIES.
            "--forwarded-allow-ips",
            env.get("TRUSTED_PROXIES", ""),
        ],
        cwd=BASE_DIR,
        env=env,
        pass_fds=[sock.fileno()],
    )
    sock.close()
    server = Server(port, process)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError("uvicorn exited at start-up")
        if server.client().get("/healthz").status == 200:
            return server
        time.sleep(0.1)
    server.stop()
    raise RuntimeError("uvicorn did not answer /healthz")


def test_database_url() -> str:
    settings = connection.settings_dict
    return f"postgres://{settings['USER']}@{settings['HOST']}:{settings['PORT']}/{settings['NAME']}"


test_database_url.__test__ = False  # type: ignore[attr-defined]


@pytest.fixture(scope="session")
def live_server_process(django_db_setup: None, django_db_blocker: Any) -> Iterator[Server]:
    with django_db_blocker.unblock():
        url = test_database_url()
    server = start_server(url)
    yield server
    server.stop()


@pytest.fixture
def server(live_server_process: Server, transactional_db: None) -> Server:
    return live_server_process


class Seat:
    """A player at a game, over HTTP."""

    def __init__(self, server: Server, name: str) -> None:
        self.server = server
        self.client = server.client()
        reply = self.client.post("/api/v1/players", {"display_name": name})
        assert reply.status == 201, reply.body
        self.token: str = reply.body["token"]
        self.client.token = self.token
        self.id: str = reply.body["id"]

    def on(self, server: Server) -> Seat:
        """The same player, talking to another server process."""
        other = copy.copy(self)
        other.server, other.client = server, server.client(self.token)
        return other

    def game(self, game_id: str) -> dict[str, Any]:
        reply = self.client.get(f"/api/v1/games/{game_id}")
        assert reply.status == 200, reply.body
        return reply.body  # type: ignore[no-any-return]

    def stream(self, path: str, **kwargs: Any) -> EventStream:
        return EventStream(self.server.port, path, self.token, **kwargs)

    def game_stream(self, game_id: str, **kwargs: Any) -> EventStream:
        return self.stream(f"/api/v1/games/{game_id}/stream", **kwargs)

    def play(self, game_id: str) -> dict[str, Any]:
        """One move chosen from the legal actions; the move's answer."""
        body = choose_move(self.game(game_id))
        reply = self.client.post(f"/api/v1/games/{game_id}/moves", body)
        assert reply.status == 200, reply.body
        return reply.body  # type: ignore[no-any-return]


@pytest.fixture
def pair(server: Server) -> tuple[Seat, Seat]:
    """Two players: Ada creates the friend games, Grace joins them."""
    return Seat(server, "Ada"), Seat(server, "Grace")


def friend_game(creator: Seat, friend: Seat, **options: Any) -> str:
    """A friend game both have sat down at; its id."""
    body = {"opponent": "human", "ruleset": "standard", **options}
    created = creator.client.post("/api/v1/games", body)
    assert created.status == 201, created.body
    joined = friend.client.post("/api/v1/games/join", {"invite_code": created.body["invite_code"]})
    assert joined.status == 200, joined.body
    return str(created.body["id"])


def on_turn(game_id: str, *players: Seat) -> Seat:
    for player in players:
        if player.game(game_id)["turn"] == "you":
            return player
    raise AssertionError("nobody is on turn")
