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

The login throttles, which count per username too, are accounts.throttles'.

Every response of a throttled operation says where the client stands, in the IETF fields of
draft-ietf-httpapi-ratelimit-headers (-09): ``RateLimit-Policy: "moves";q=1200;w=60`` (the
quota ``q`` per window of ``w`` seconds, one item per limit the operation counts against) and
``RateLimit: "moves";r=1187;t=42`` (``r`` requests left in this window, ``t`` seconds until it
ends).  The throttles note what they counted on the request (:func:`note`);
ginapi.middleware.RateLimitHeadersMiddleware writes the fields.

If the cache fails (Redis restarting or unreachable) requests are let through and a warning
logged (F4): rate limits protect the service, and are not worth refusing every move for.
After a failure the cache is not asked again for a moment, so an unreachable Redis does not
cost each request a connection timeout.
"""

from __future__ import annotations

import logging
import math
import time
import weakref
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core.cache import DEFAULT_CACHE_ALIAS, caches
from django.core.cache.backends.base import BaseCache
from django.core.cache.backends.redis import RedisCache
from django.http import HttpRequest
from rest_framework import throttling
from rest_framework.request import Request
from rest_framework.settings import api_settings

from apikit.proxies import address_network, client_address

logger = logging.getLogger(__name__)

CACHE_RETRY_SECONDS = 2.0
"""After the cache fails, requests go unthrottled this long before it is tried again."""

# Per cache object (each process and thread has its own): when to try the cache again.
_cache_down_until: weakref.WeakKeyDictionary[BaseCache, float] = weakref.WeakKeyDictionary()


@dataclass(frozen=True)
class RateLimit:
    """One limit an operation counts against: ``limit`` requests per ``window`` seconds,
    counted per ``per`` (a player, a client address, a username)."""

    name: str
    limit: int
    window: int
    per: str

    def policy(self) -> str:
        """This limit as an item of the ``RateLimit-Policy`` field."""
        return f'"{self.name}";q={self.limit};w={self.window}'


@dataclass(frozen=True)
class RateLimitState:
    """Where one request left its client against a limit."""

    limit: RateLimit
    remaining: int
    reset: int

    def item(self) -> str:
        """This state as an item of the ``RateLimit`` field."""
        return f'"{self.limit.name}";r={self.remaining};t={self.reset}'


RATELIMIT_ATTRIBUTE = "ratelimit_states"
"""The attribute of Django's request that the throttles note their counts on."""


def note(request: Request, state: RateLimitState) -> None:
    """Remember ``state`` on the request, for the response's ``RateLimit`` field."""
    target = getattr(request, "_request", request)
    states = getattr(target, RATELIMIT_ATTRIBUTE, None)
    if states is None:
        states = []
        setattr(target, RATELIMIT_ATTRIBUTE, states)
    states.append(state)


def view_rate_limits(view: Any) -> list[RateLimit]:
    """The limits the operation of ``view`` (for its request's method) counts against."""
    limits = []
    for throttle in view.get_throttles():
        if isinstance(throttle, ScopedRateThrottle):
            limit = throttle.limit_for(view)
            if limit is not None:
                limits.append(limit)
    return limits


class ScopedRateThrottle(throttling.ScopedRateThrottle):
    """Per-scope rates (``throttle_scope`` of the view), counted in fixed windows.

    The identity is DRF's: the player for authenticated requests, else the client address
    (:func:`request_client_address`: ``X-Forwarded-For`` only from ``TRUSTED_PROXIES``).  The
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

    def limit_for(self, view: Any) -> RateLimit | None:
        """The limit this throttle holds ``view``'s requests to; None when it has none."""
        scope = self.scope_for(view)
        rate = api_settings.DEFAULT_THROTTLE_RATES.get(scope or "")
        if not scope or rate is None:
            return None
        limit, window = self.parse_rate(str(rate))
        if limit is None or window is None:
            return None
        return RateLimit(scope, limit, window, self.per_for(view))

    def per_for(self, view: Any) -> str:
        """Whom the limit counts: the player, or the client address where no one signs in
        (``view`` is None for a view that is not DRF's, such as the OAuth endpoints)."""
        return "player" if view is not None and view.get_authenticators() else "client address"

    def get_ident(self, request: Request) -> str:
        return request_client_address(request)

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
        if count is not None:
            limit = RateLimit(self.scope, self.num_requests, self.duration, self.per_for(view))
            reset = max(1, math.ceil(self.window_end - self.now))
            note(request, RateLimitState(limit, max(0, self.num_requests - count), reset))
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


class ExtraRateThrottle(ScopedRateThrottle):
    """One more rate on a view beside its ``throttle_scope``: the scope is the class's
    (:func:`rate_throttle`), counted per caller as DRF identifies it (the player, else the
    client address)."""

    extra_scope = ""

    def scope_for(self, view: Any) -> str:
        return self.extra_scope


class AddressRateThrottle(ExtraRateThrottle):
    """A rate counted per client address, whoever the caller is (many players, one place)."""

    def per_for(self, view: Any) -> str:
        # What the schema says of the limit: per address, though the view takes a token.
        return "client address"

    def get_cache_key(self, request: Request, view: Any) -> str:
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


def first_refusal(throttles: Iterable[Any], request: Any, view: Any) -> int | None:
    """Whole seconds to wait if one of ``throttles`` refuses ``request``; None when all allow.

    Counted in the order given (narrowest first), and the first refusal ends the count: a
    request refused by one limit costs the later ones nothing, so a client past its own
    limit cannot spend a budget it shares with others (DRF's check counts every throttle).
    """
    for throttle in throttles:
        if not throttle.allow_request(request, view):
            return int(throttle.wait() or 1)
    return None


def rate_throttle(scope: str, *, per_address: bool = False) -> type[ExtraRateThrottle]:
    """A throttle class for the rate ``DEFAULT_THROTTLE_RATES[scope]``: per caller, or per
    client address (``per_address``)."""
    base = AddressRateThrottle if per_address else ExtraRateThrottle
    return type(f"{scope.title().replace('_', '')}Throttle", (base,), {"extra_scope": scope})


def request_client_address(request: Request | HttpRequest) -> str:
    """The client's network, the one key every per-address limit counts under: the address
    as every server the project runs reads it (apikit/proxies.py: the peer, unless it is one
    of ``TRUSTED_PROXIES``, whose ``X-Forwarded-For`` then names it; a forwarded value that is
    not an address counts as that proxy), IPv6 grouped by ``/THROTTLE_IPV6_PREFIX`` (default
    64) and IPv4-mapped IPv6 as IPv4 (:func:`~apikit.proxies.address_network`)."""
    meta = request.META
    address = client_address(
        str(meta.get("REMOTE_ADDR") or ""),
        meta.get("HTTP_X_FORWARDED_FOR"),
        settings.TRUSTED_PROXIES,
    )
    return address_network(address, ipv6_prefix=settings.THROTTLE_IPV6_PREFIX)


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
