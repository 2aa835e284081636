"""ASGI entry point: the whole service, REST operations and live streams alike.

``make serve`` runs it under gunicorn with uvicorn workers (README "Deployment").  Django
runs the synchronous REST views in one thread per process, as a sync gunicorn worker would,
while that process's event loop holds every open stream (games.streams).

One guard is added around Django: a stream whose reader does not take a write within
``STREAM_SEND_TIMEOUT_SECONDS`` is cut off.  The server's write buffer is bounded (uvicorn
stops accepting writes once the socket's buffer is full), so a reader that stalls would
otherwise hold its stream, and what it has not read, for ever.
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import django
from asgiref.sync import sync_to_async
from django.core.handlers.asgi import ASGIHandler

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ginapi.settings")
# Pooled connections, not persistent ones (see DATABASE_POOL_SIZE in the settings).
os.environ.setdefault("DATABASE_POOL_SIZE", "4")


class SyncChainASGIHandler(ASGIHandler):
    """Django's ASGI handler with its middleware chain run in sync mode, in one thread hop.

    Django's own middleware can run async, but then each one hands its process_request and
    process_response to a thread of their own (MiddlewareMixin.__acall__): a dozen thread
    round trips per request, which cost the REST operations a third of their throughput
    (BENCHMARKS.md, "Live streams").  Here the whole chain, views included, runs as it does
    under WSGI, in one call to the thread that Django keeps for sync code; an async view
    (the live streams) is still awaited on the event loop, and its streamed body is sent from
    there.
    """

    def load_middleware(self, is_async: bool = False) -> None:
        super().load_middleware(is_async=False)
        chain: Any = self._middleware_chain  # type: ignore[has-type]
        self._middleware_chain = sync_to_async(chain, thread_sensitive=True)


django.setup(set_prefix=False)
django_application = SyncChainASGIHandler()

from django.conf import settings  # noqa: E402  (after Django is set up)

logger = logging.getLogger("games.streams")

Scope = dict[str, Any]
Message = Mapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]


class SlowReader(Exception):
    """The client did not take a stream's write in time."""


def is_stream(scope: Scope) -> bool:
    return scope["type"] == "http" and str(scope.get("path", "")).endswith("/stream")


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
