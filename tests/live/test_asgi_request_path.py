"""What keeps the REST operations quick under ASGI (``make serve``)."""

from __future__ import annotations

import asyncio

from ginapi.cache import SharedConnectionPool


def test_the_asgi_middleware_chain_runs_in_sync_mode_in_one_thread_hop():
    # In async mode each of Django's middleware would hand its hooks to a thread of their own.
    from ginapi.asgi import django_application

    chain = django_application._middleware_chain
    assert chain.__class__.__name__ == "SyncToAsync"
    assert not asyncio.iscoroutinefunction(getattr(chain, "func", None))


def test_cache_objects_of_one_server_share_one_connection_pool():
    # Under ASGI Django makes a cache object per request: without this each one connected.
    first = SharedConnectionPool.from_url("redis://127.0.0.1:6379/9", socket_timeout=0.5)
    again = SharedConnectionPool.from_url("redis://127.0.0.1:6379/9", socket_timeout=0.5)
    other = SharedConnectionPool.from_url("redis://127.0.0.1:6379/10", socket_timeout=0.5)

    assert first is again
    assert other is not first
