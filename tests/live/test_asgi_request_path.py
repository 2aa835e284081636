"""What keeps the REST operations quick under ASGI (``make serve``)."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import importlib
import socket
from concurrent.futures import ThreadPoolExecutor

import pytest

from ginapi import workers
from ginapi.cache import SharedConnectionPool
from ginapi.workers import FairAcceptEventLoop
from tests.live.conftest import Seat, friend_game


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


def test_a_rest_answer_closes_its_connection_and_a_stream_keeps_its_own(pair):
    # Each REST request then goes to whichever server process is free (ginapi/asgi.py).
    ada, grace = pair
    game_id = friend_game(ada, grace)

    reply = ada.client.get(f"/api/v1/games/{game_id}")
    stream = ada.game_stream(game_id)

    assert reply.status == 200
    assert reply.headers["connection"] == "close"
    assert stream.headers.get("connection") != "close"
    assert stream.event().id == "0"
    assert stream.next(comments=True, timeout=30) is not None  # the heartbeat: still open
    stream.close()


def test_a_rest_answer_on_the_event_loop_reaches_the_database_and_its_errors_stay_json(server):
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


@pytest.mark.parametrize(
    ("loop_class", "left_waiting"), [(FairAcceptEventLoop, 2), (asyncio.SelectorEventLoop, 0)]
)
def test_the_served_loop_takes_one_waiting_connection_per_look(loop_class, left_waiting):
    # asyncio's own loop takes all three; the one make serve runs leaves two to the others.
    # In a thread of its own: Playwright's sync API may leave a loop running in this one.
    with ThreadPoolExecutor(1) as thread:
        assert thread.submit(_connections_left_after_one_look, loop_class).result() == left_waiting


def _connections_left_after_one_look(loop_class: type[asyncio.AbstractEventLoop]) -> int:
    listener = socket.create_server(("127.0.0.1", 0))
    listener.setblocking(False)
    clients = [socket.create_connection(listener.getsockname()) for _ in range(3)]
    loop = loop_class()
    try:
        loop._accept_connection(asyncio.Protocol, listener, None, None, 100)  # type: ignore[attr-defined]
        loop.run_until_complete(asyncio.sleep(0.05))
        left = 0
        with contextlib.suppress(BlockingIOError):
            while True:
                listener.accept()[0].close()
                left += 1
        return left
    finally:
        for client in clients:
            client.close()
        listener.close()
        loop.close()


def test_the_served_loop_takes_no_other_connection_until_the_last_ones_request_is_taken_up():
    with ThreadPoolExecutor(1) as thread:
        assert thread.submit(_connections_taken_over_time).result() == [1, 1, 2, 3]


def _connections_taken_over_time() -> list[int]:
    """Three clients waiting: how many the loop has taken once it took one, after it turned a
    while longer, after the request of the one taken is handed over, and after a pause with
    no request.  Each count is waited for, not slept for: the pause is made long until the
    last step, so a slow machine cannot let it run out early."""
    loop = FairAcceptEventLoop()
    taken: list[asyncio.BaseTransport] = []

    class Counting(asyncio.Protocol):
        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            taken.append(transport)

    async def until(count: int) -> int:
        for _ in range(1000):  # 10 s at most
            if len(taken) >= count:
                break
            await asyncio.sleep(0.01)
        return len(taken)

    async def scenario() -> list[int]:
        listener = socket.create_server(("127.0.0.1", 0))
        server = await loop.create_server(Counting, sock=listener)
        clients = [socket.create_connection(listener.getsockname()) for _ in range(3)]
        try:
            counts = [await until(1)]
            for _ in range(20):  # the loop turns, and takes no other connection meanwhile
                await asyncio.sleep(0.005)
            counts.append(len(taken))
            workers.ACCEPT_PAUSE_SECONDS = pause  # the next connection's pause runs out
            workers.request_taken_up()
            counts.append(await until(2))
            counts.append(await until(3))  # nobody said anything: the pause ends
            return counts
        finally:
            for client in clients:
                client.close()
            for transport in taken:
                transport.close()
            server.close()
            await server.wait_closed()

    pause = workers.ACCEPT_PAUSE_SECONDS
    workers.ACCEPT_PAUSE_SECONDS = 3600
    try:
        return loop.run_until_complete(scenario())
    finally:
        workers.ACCEPT_PAUSE_SECONDS = pause
        loop.close()
