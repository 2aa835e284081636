"""ASGI entry point: the whole service, REST operations and live streams alike.

``make serve`` runs it under gunicorn with uvicorn's worker (ginapi/workers.py); ``make run``
under uvicorn alone.  It is Django's own ASGI handler, used as Django intends: each request's
sync code (the middleware chain, the view, the response's close) runs on a thread of that
request (asgiref's ``ThreadSensitiveContext``, which ``ASGIHandler`` opens per request), while
the event loop holds every open stream (games.streams) and is never blocked by a REST
operation.  A master AI's search does not run there either: it has its own processes
(games/search_thread.py).

Two things are set, both through Django's public handler API:

- The middleware chain is built in sync mode and entered in one hop to the request's thread
  (:class:`SyncChainASGIHandler`).  In async mode each of Django's ``MiddlewareMixin`` hooks
  hops to a thread and back, about 19 hops a request (BENCHMARKS.md, "Live streams").
- A stream whose reader does not take a write within ``STREAM_SEND_TIMEOUT_SECONDS`` is cut
  off.  The server's write buffer is bounded (uvicorn stops accepting writes once the socket's
  buffer is full), so a reader that stalls would otherwise hold its stream, and what it has
  not read, for ever.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import django
from asgiref.sync import sync_to_async
from django.core.handlers.asgi import ASGIHandler
from django.http import HttpRequest
from django.http.response import HttpResponseBase

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ginapi.settings")
# Pooled connections, not persistent ones (see DATABASE_POOL_SIZE in the settings).
os.environ.setdefault("DATABASE_POOL_SIZE", "4")


Scope = dict[str, Any]
Message = Mapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]


def is_stream(scope: Scope) -> bool:
    return scope["type"] == "http" and str(scope.get("path", "")).endswith("/stream")


class SyncChainASGIHandler(ASGIHandler):
    """Django's ASGI handler with the middleware chain in sync mode, entered in one hop.

    The hop is ``thread_sensitive``: inside the request's ``ThreadSensitiveContext`` it goes
    to that request's own thread, the same one Django then closes the response on, so the
    request's database connection is opened and given back on one thread.
    """

    def load_middleware(self, is_async: bool = False) -> None:
        super().load_middleware(is_async=False)

    async def get_response_async(self, request: HttpRequest) -> HttpResponseBase:
        return await sync_to_async(self.get_response, thread_sensitive=True)(request)


django.setup(set_prefix=False)
django_application = SyncChainASGIHandler()

from django.conf import settings  # noqa: E402  (after Django is set up)

logger = logging.getLogger("games.streams")


class SlowReader(Exception):
    """The client did not take a stream's write in time."""


def cut_off_slow_readers(app: Callable[[Scope, Receive, Send], Awaitable[None]]) -> Any:
    """Wrap ``app`` so that a stream's write that waits longer than the timeout ends it."""

    async def application(scope: Scope, receive: Receive, send: Send) -> None:
        if not is_stream(scope):
            await app(scope, receive, send)
            return
        timeout = settings.STREAM_SEND_TIMEOUT_SECONDS

        async def timed_send(message: Message) -> None:
            try:
                async with asyncio.timeout(timeout):
                    await send(message)
            except TimeoutError:
                raise SlowReader from None

        try:
            await app(scope, receive, timed_send)
        except SlowReader:
            # Returning with the response unfinished makes the server drop the connection.
            logger.warning("live: a stream reader took over %s s to read; cut off", timeout)

    return application


application = cut_off_slow_readers(django_application)

# Loading Django, DRF and the apps leaves ~110,000 objects that live as long as the process;
# each full collection walked them all (30 ms, a pause for whichever request was being
# answered, in about one request in a few hundred: the p99).  Frozen, the collector skips them.
gc.freeze()
