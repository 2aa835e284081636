"""How ``make serve`` answers REST operations: in threads, beside the loop holding the streams."""

from __future__ import annotations

import asyncio
import gc
import importlib
from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest
from django.db import connection

from ginapi.cache import SharedConnectionPool
from testkit.common import choose_move, wait_until
from tests.liveserver import Seat, friend_game, on_turn, test_database_url


def test_the_asgi_middleware_chain_runs_in_sync_mode():
    # In async mode each of Django's middleware would hand its hooks to a thread of their own.
    from ginapi.asgi import django_application

    chain = django_application._middleware_chain  # type: ignore[attr-defined]
    assert not asyncio.iscoroutinefunction(chain)
    assert chain.__class__.__name__ != "SyncToAsync"


@pytest.mark.parametrize("entry_point", ["ginapi.asgi", "ginapi.wsgi"])
def test_what_loading_the_service_made_is_kept_out_of_the_collectors_walks(entry_point):
    # Django, DRF and the apps: ~110,000 objects a full collection would walk (30 ms).
    importlib.import_module(entry_point)
    assert gc.get_freeze_count() > 50_000


def test_a_request_that_waits_holds_neither_the_other_requests_nor_the_streams(pair):
    # A row lock held from outside keeps Ada's move waiting in its REST thread: meanwhile the
    # same process answers a health check and goes on feeding Grace's stream.
    ada, grace = pair
    game_id = friend_game(ada, grace)
    mover = on_turn(game_id, ada, grace)
    watcher = grace if mover is ada else ada
    body = choose_move(mover.game(game_id))
    stream = watcher.game_stream(game_id)
    assert stream.event().id == "0"
    with psycopg.connect(test_database_url(), autocommit=False) as holder:
        holder.execute("SELECT 1 FROM games_game WHERE id = %s FOR UPDATE", [game_id])
        with ThreadPoolExecutor(1) as thread:
            move = thread.submit(mover.client.post, f"/api/v1/games/{game_id}/moves", body)
            assert wait_until(lambda: _waiting_on_a_lock(game_id), 30)

            health = watcher.client.get("/healthz")
            heartbeat = stream.next(comments=True, timeout=30)

            assert not move.done()
            assert health.status == 200
            assert heartbeat is not None
            holder.rollback()
            assert move.result(timeout=30).status == 200
    assert int(stream.event().id or 0) > 0  # the move, once the lock was gone
    stream.close()


def _waiting_on_a_lock(game_id: str, count: int = 1) -> bool:
    """Whether ``count`` server connections wait on a lock (moves' updates of locked games)."""
    with psycopg.connect(test_database_url(), autocommit=True) as watcher:
        row = watcher.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = %s",
            [connection.settings_dict["NAME"]],
        ).fetchone()
    return bool(row and row[0] >= count)


def test_health_probes_are_answered_when_every_place_of_the_process_is_taken(pair, settings):
    # WEB_THREADS (2) moves wait on row locks, each holding one of the process's places: a
    # third request queues for a place, a load balancer's probe does not (ginapi/asgi.py).
    ada, grace = pair
    games = [friend_game(ada, grace) for _ in range(settings.WEB_THREADS)]
    moves = [(game_id, on_turn(game_id, ada, grace)) for game_id in games]
    bodies = [choose_move(mover.game(game_id)) for game_id, mover in moves]
    with psycopg.connect(test_database_url(), autocommit=False) as holder:
        for game_id in games:
            holder.execute("SELECT 1 FROM games_game WHERE id = %s FOR UPDATE", [game_id])
        with ThreadPoolExecutor(len(games) + 1) as threads:
            waiting = [
                threads.submit(
                    mover.server.client(mover.token).post, f"/api/v1/games/{game_id}/moves", body
                )
                for (game_id, mover), body in zip(moves, bodies, strict=True)
            ]
            assert wait_until(lambda: _waiting_on_a_lock(games[0], len(games)), 30)
            queued = threads.submit(grace.server.client(grace.token).get, "/api/v1/players/me")

            health = grace.server.client().get("/healthz")

            assert health.status == 200
            assert not queued.done()
            holder.rollback()
            assert [move.result(timeout=30).status for move in waiting] == [200] * len(games)
            assert queued.result(timeout=30).status == 200


def test_a_rest_answer_from_its_thread_reaches_the_database_and_its_errors_stay_json(server):
    ada = Seat(server, "Ada")

    created = ada.client.post("/api/v1/games", {"opponent": "ai", "ruleset": "standard"})
    missing = ada.client.get("/api/v1/games/00000000-0000-0000-0000-000000000000")
    malformed = ada.client.post(
        "/api/v1/games", raw_body=b"{", headers={"Content-Type": "application/json"}
    )

    assert created.status == 201
    assert missing.status == 404 and missing.body["error"]["code"] == "not_found"
    assert malformed.status == 400


def test_cache_objects_of_one_server_share_one_connection_pool():
    # Under ASGI Django makes a cache object per request: without this each one connected.
    first = SharedConnectionPool.from_url("redis://127.0.0.1:6379/9", socket_timeout=0.5)
    again = SharedConnectionPool.from_url("redis://127.0.0.1:6379/9", socket_timeout=0.5)
    other = SharedConnectionPool.from_url("redis://127.0.0.1:6379/10", socket_timeout=0.5)

    assert first is again
    assert other is not first
