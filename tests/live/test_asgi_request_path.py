"""What keeps the REST operations quick under ASGI (``make serve``)."""

from __future__ import annotations

from django.conf import settings
from django.utils.module_loading import import_string

from ginapi.cache import SharedConnectionPool


def test_every_middleware_can_run_on_the_event_loop():
    # One sync-only middleware makes Django hop from the event loop to a thread and back
    # around it on every request.
    for path in settings.MIDDLEWARE:
        assert getattr(import_string(path), "async_capable", False), path


def test_cache_objects_of_one_server_share_one_connection_pool():
    # Under ASGI Django makes a cache object per request: without this each one connected.
    first = SharedConnectionPool.from_url("redis://127.0.0.1:6379/9", socket_timeout=0.5)
    again = SharedConnectionPool.from_url("redis://127.0.0.1:6379/9", socket_timeout=0.5)
    other = SharedConnectionPool.from_url("redis://127.0.0.1:6379/10", socket_timeout=0.5)

    assert first is again
    assert other is not first
