"""One Redis connection pool per server and process for Django's cache.

Django makes a cache object per thread under WSGI but per request under ASGI (``caches`` is
context-local), and each object builds its own pool: under ``make serve`` every request
opened, and then dropped, a new connection to Redis (a DNS lookup and a TCP handshake before
its throttle could count).  This pool class hands every cache object the same pool.
"""

from __future__ import annotations

import threading
from typing import Any, ClassVar

import redis


class SharedConnectionPool(redis.ConnectionPool):
    _shared: ClassVar[dict[tuple[str, str], redis.ConnectionPool]] = {}
    _shared_lock: ClassVar[threading.Lock] = threading.Lock()

    @classmethod
    def from_url(cls, url: str, **kwargs: Any) -> Any:
        key = (url, repr(sorted(kwargs.items(), key=lambda item: item[0])))
        with cls._shared_lock:
            pool = cls._shared.get(key)
            if pool is None:
                pool = cls._shared[key] = super().from_url(url, **kwargs)
        return pool
