"""Rate limits on the shared cache, so every web process counts the same requests.

A fixed window per client and scope, counted atomically: the first request of a window
creates the counter with ``cache.add`` (Redis ``SET NX``), every request adds one with
``cache.incr`` (Redis ``INCR``), and a request whose count is over the rate is refused with
``429`` and ``Retry-After``: the seconds until the window ends.  DRF's own throttle reads the
request history, then writes it back, so concurrent requests each saw room (docs/HARDENING.md F3).

The window's number is part of the key, so a counter is never reused after its window: keys
live one window (and expire by themselves), and a counter that Redis recreates without an
expiry (``INCR`` on a key expired a moment before) is left behind rather than blocking the
client.  A burst straddling the end of a window can get up to twice the rate through.

Logins (POST /api/v1/sessions) are counted twice, per client address and per username, so
neither many guesses at one account from many addresses nor guesses at many accounts from one
address get far.

If the cache fails (Redis restarting or unreachable) requests are let through and a warning
logged (F4): rate limits protect the service, and are not worth refusing every move for.
After a failure the cache is not asked again for a moment, so an unreachable Redis does not
cost each request a connection timeout.
"""

from __future__ import annotations

import hashlib
import logging
import math
import time
import weakref
from collections.abc import Mapping
from typing import Any

from django.core.cache import DEFAULT_CACHE_ALIAS, caches
from django.core.cache.backends.base import BaseCache
from django.core.cache.backends.redis import RedisCache
from rest_framework import throttling
from rest_framework.request import Request
from rest_framework.settings import api_settings

from games.models import normalize_username

logger = logging.getLogger(__name__)

CACHE_RETRY_SECONDS = 2.0
"""After the cache fails, requests go unthrottled this long before it is tried again."""

# Per cache object (each process and thread has its own): when to try the cache again.
_cache_down_until: weakref.WeakKeyDictionary[BaseCache, float] = weakref.WeakKeyDictionary()


class ScopedRateThrottle(throttling.ScopedRateThrottle):
    """Per-scope rates (``throttle_scope`` of the view), counted in fixed windows.

    The identity is DRF's: the player for authenticated requests, else the client address
    (``REMOTE_ADDR``; ``X-Forwarded-For`` only as far as ``NUM_PROXIES`` trusts it).  The
    rates come from settings (THROTTLE_PLAYERS, THROTTLE_MOVES), read when used rather than
    at import, so a deployment or a test can change them without re-importing this module.
    """

    cache_format = "throttle:%(scope)s:%(ident)s"
    timer = staticmethod(time.time)

    def get_rate(self) -> str | None:
        rate = api_settings.DEFAULT_THROTTLE_RATES.get(self.scope or "")
        return None if rate is None else str(rate)

    def scope_for(self, view: Any) -> str | None:
        return getattr(view, self.scope_attr, None)

    def allow_request(self, request: Request, view: Any) -> bool:
        self.scope = self.scope_for(view)
        if not self.scope:
            return True
        self.rate = self.get_rate()
        self.num_requests, self.duration = self.parse_rate(self.rate)
        if self.num_requests is None or self.duration is None:
            return True
        ident_key = self.get_cache_key(request, view)
        if ident_key is None:
            return True
        self.now = self.timer()
        window = int(self.now // self.duration)
        self.window_end = (window + 1) * self.duration
        count = self._count(f"{ident_key}:{window}", self.duration)
        return count is None or count <= self.num_requests

    def wait(self) -> float | None:
        """Whole seconds until the window ends (the ``Retry-After`` of the 429)."""
        return max(1, math.ceil(self.window_end - self.now))

    def _count(self, key: str, timeout: int) -> int | None:
        """This request's number in its window; None when the cache cannot say."""
        cache = self.cache
        target = _backend(cache)
        if _cache_down_until.get(target, 0.0) > time.monotonic():
            return None
        try:
            return _window_count(target, key, timeout)
        except Exception:
            _cache_down_until[target] = time.monotonic() + CACHE_RETRY_SECONDS
            logger.warning(
                "throttle %s: the cache failed; requests go unthrottled for %ss",
                self.scope,
                CACHE_RETRY_SECONDS,
                exc_info=True,
            )
            return None


class LoginAddressThrottle(ScopedRateThrottle):
    """Login attempts per client address (THROTTLE_LOGIN_ADDRESS), whatever the username."""

    def scope_for(self, view: Any) -> str:
        return "login_address"

    def get_cache_key(self, request: Request, view: Any) -> str:
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


class LoginUsernameThrottle(ScopedRateThrottle):
    """Login attempts per username (THROTTLE_LOGIN_USERNAME), from whatever address.

    Counted as the username is matched (ignoring case), under a digest of it: the cache key
    has a fixed length and the cache never holds the name.  A body with no username string
    is not counted here (it is a 400 anyway, and the address throttle still counts it).
    """

    def scope_for(self, view: Any) -> str:
        return "login_username"

    def get_cache_key(self, request: Request, view: Any) -> str | None:
        data = request.data
        username = data.get("username") if isinstance(data, Mapping) else None
        if not isinstance(username, str):
            return None
        ident = hashlib.sha256(normalize_username(username).lower().encode()).hexdigest()
        return self.cache_format % {"scope": self.scope, "ident": ident}


def _window_count(cache: BaseCache, key: str, timeout: int) -> int:
    """Add one to the counter ``key`` (created with a lifetime of ``timeout`` seconds by the
    first request of its window, so it is gone by the end of the next window; later windows
    have keys of their own) and return it."""
    if isinstance(cache, RedisCache):
        # One round trip (SET NX EX + INCR in MULTI/EXEC) where Django's add() and incr()
        # make three (SET NX, EXISTS, INCR): on every move.  Django's RedisCache keeps its
        # redis-py client behind a private attribute; the key is made as the cache makes it.
        full_key = cache.make_and_validate_key(key)
        client = cache._cache.get_client(full_key, write=True)  # type: ignore[attr-defined]
        _, count = client.pipeline().set(full_key, 0, ex=timeout, nx=True).incr(full_key).execute()
        return int(count)
    cache.add(key, 0, timeout)
    try:
        return int(cache.incr(key))
    except ValueError:
        # The counter expired between the two calls: start it again.
        cache.add(key, 0, timeout)
        return int(cache.incr(key))


def _backend(cache: Any) -> BaseCache:
    """The cache object behind Django's ``cache`` proxy (the one the settings name now)."""
    return cache if isinstance(cache, BaseCache) else caches[DEFAULT_CACHE_ALIAS]
