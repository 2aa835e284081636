"""The service behind PgBouncer in transaction pooling: the pool is really used, and no more
server connections are opened than it allows however many clients there are."""

from __future__ import annotations

import threading
from typing import Any

import psycopg
import pytest
from django.conf import settings as django_settings
from django.db import connection, connections

from testkit.pgbouncer import PgBouncer, hold_clients
from tests.conftest import at_once, client_for
from tests.factories import PlayerFactory
from tests.ginapi.through_pgbouncer.conftest import POOL_SIZE

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


def server_connections(database: str) -> int:
    """Backends PostgreSQL has open on ``database``, asked directly (not through PgBouncer).

    Every one of them, PgBouncer's and any other process's (a live server another test left
    running on the same test database): compare with :func:`other_connections`."""
    direct = django_settings.DATABASES["default"]
    with psycopg.connect(
        host="127.0.0.1", port=5432, user=direct.get("USER") or "postgres", dbname="postgres"
    ) as conn:
        row = conn.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = %s", [database]
        ).fetchone()
    assert row is not None
    return int(row[0])


def other_connections(through_pgbouncer: PgBouncer) -> int:
    """The database's backends that are not PgBouncer's, counted before a test's load."""
    database = through_pgbouncer.database
    pooled = [row for row in through_pgbouncer.show("SERVERS") if row["database"] == database]
    return server_connections(database) - len(pooled)


def test_the_queries_go_through_pgbouncer(through_pgbouncer: PgBouncer):
    assert int(connection.settings_dict["PORT"]) == through_pgbouncer.port
    with connection.cursor() as cursor:
        cursor.execute("SELECT inet_server_port()")
        (server_port,) = cursor.fetchone()

    assert server_port == 5432
    pools = {row["database"]: row for row in through_pgbouncer.show("POOLS")}
    assert pools[through_pgbouncer.database]["pool_mode"] == "transaction"


def test_forty_players_moving_at_once_use_no_more_server_connections_than_the_pool(
    through_pgbouncer: PgBouncer,
):
    clients = []
    for index in range(40):
        _player, token = PlayerFactory.create_with_token(display_name=f"p{index}")
        client = client_for(token)
        game = client.post("/api/v1/games", {"opponent": "ai"}).json()
        clients.append((client, game))
    connection.close()
    others = other_connections(through_pgbouncer)
    peak = 0
    done = threading.Event()

    def watch() -> None:
        nonlocal peak
        while not done.is_set():
            peak = max(peak, server_connections(through_pgbouncer.database) - others)
            done.wait(0.02)

    watcher = threading.Thread(target=watch)
    watcher.start()
    turn = iter(range(40))
    lock = threading.Lock()

    def play() -> int:
        with lock:
            client, game = clients[next(turn)]
        action: dict[str, Any] = next(
            {"action": a["action"]}
            for a in game["legal_actions"]
            if a["action"] in ("take_upcard", "pass", "draw_stock")
        )
        return client.post(f"/api/v1/games/{game['id']}/moves", action).status_code

    try:
        statuses = at_once(40, play)
    finally:
        done.set()
        watcher.join()

    assert statuses == [200] * 40
    assert 1 <= peak <= POOL_SIZE
    assert through_pgbouncer.show("POOLS")[0]["cl_waiting"] == 0


def test_each_thread_is_a_client_of_pgbouncer_not_of_postgres(through_pgbouncer: PgBouncer):
    connection.close()
    others = other_connections(through_pgbouncer)
    barrier = threading.Barrier(12)
    held = threading.Event()
    seen: list[int] = []

    def hold_a_connection() -> None:
        connections["default"].ensure_connection()
        barrier.wait(timeout=30)
        held.wait(timeout=30)
        connections["default"].close()

    threads = [threading.Thread(target=hold_a_connection) for _ in range(12)]
    for thread in threads:
        thread.start()
    try:
        barrier_reached = False
        for _ in range(200):
            clients = [
                row for row in through_pgbouncer.show("CLIENTS")
                if row["database"] == through_pgbouncer.database
            ]  # fmt: skip
            if len(clients) >= 12:
                barrier_reached = True
                break
            held.wait(0.05)
        seen.append(server_connections(through_pgbouncer.database) - others)
    finally:
        held.set()
        for thread in threads:
            thread.join()

    assert barrier_reached
    assert seen[0] <= POOL_SIZE


HELD_CLIENTS = 400


def test_four_hundred_clients_held_open_share_the_pools_server_connections(
    through_pgbouncer: PgBouncer,
):
    """Issue 12: PostgreSQL's connections stay within the pool while 400 clients are open.

    Each client logs in, reads from a table and stays connected until all have; PgBouncer
    logs every login, so this is also the test that its log never blocks it (it did, when its
    stderr was a pipe nobody read: the logins stopped at about 460)."""
    connection.close()
    others = other_connections(through_pgbouncer)

    def while_held() -> tuple[dict[str, Any], int]:
        pool = next(
            row for row in through_pgbouncer.show("POOLS")
            if row["database"] == through_pgbouncer.database
        )  # fmt: skip
        return pool, server_connections(through_pgbouncer.database) - others

    _, (pool, backends) = hold_clients(through_pgbouncer.url, HELD_CLIENTS, while_held)

    assert pool["cl_active"] + pool["cl_waiting"] >= HELD_CLIENTS
    assert pool["cl_waiting"] == 0
    assert 1 <= backends <= POOL_SIZE
    with connection.cursor() as cursor:  # and PgBouncer still serves the service afterwards
        cursor.execute("SELECT 1")
        assert cursor.fetchone() == (1,)
