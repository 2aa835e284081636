"""ASGI entry point: the whole service, REST operations and live streams alike.

``make serve`` runs it under gunicorn with uvicorn workers (docs/OPERATIONS.md "Deployment on
several machines").  Each process answers the REST operations one at a time on its event loop's
thread, as a sync gunicorn worker would (SyncChainASGIHandler), while the same loop holds every
open stream (live.streams).

One guard is added around Django: a stream whose reader does not take a write within
``STREAM_SEND_TIMEOUT_SECONDS`` is cut off.  The server's write buffer is bounded (uvicorn
stops accepting writes once the socket's buffer is full), so a reader that stalls would
otherwise hold its stream, and what it has not read, for ever.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
from collections.abc import Awaitable, Callable, Iterator, Mapping
from typing import Any

import django
from asgiref.sync import sync_to_async
from django.core import signals
from django.core.exceptions import RequestAborted
from django.core.handlers.asgi import ASGIHandler, get_script_prefix
from django.http import HttpRequest
from django.http.response import HttpResponseBase
from django.urls import set_script_prefix

from ginapi.workers import request_taken_up

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
    """Django's ASGI handler with the REST operations served as a sync worker serves them.

    A REST operation is answered on the event loop's own thread, start to end, the middleware
    chain in sync mode: no thread hop, no task per request.  Django's own ASGI path costs a
    REST operation a third of its throughput and its p99 (BENCHMARKS.md, "Live streams"):
    each middleware hook, the request signals and the response's close hop to a thread and
    back, and while that thread works the loop keeps accepting connections, so one process
    can take every client while the others idle.  Answered here, a busy process is not
    listening, so new connections go to a free one; and each answer closes its connection,
    as gunicorn's sync workers do, so a client's next request goes to whichever process is
    free then instead of staying with one that may have several clients.  (Behind a proxy
    the proxy keeps the clients' connections open; on the loopback the new connection costs
    less than a busy process would.)

    The live streams (the one kind of async view) take Django's ASGI path: their opening runs
    the same sync chain in one hop to Django's sync thread, and their events are sent from
    the loop.  A REST operation delays this process's stream writes by its own duration
    (milliseconds; a ``master`` AI reply up to a few hundred), never loses them.
    """

    def load_middleware(self, is_async: bool = False) -> None:
        super().load_middleware(is_async=False)

    async def get_response_async(self, request: HttpRequest) -> HttpResponseBase:
        """The streams' path: the sync chain in one call to Django's sync thread."""
        return await sync_to_async(self.get_response, thread_sensitive=True)(request)

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        if is_stream(scope):
            request_taken_up()
            await super().handle(scope, receive, send)
            return
        try:
            body_file = await self.read_body(receive)
        except RequestAborted:
            return
        finally:
            request_taken_up()  # this process takes no other connection until it has answered
        try:
            with outside_the_event_loop():
                response = self.respond(scope, body_file)
            response.headers["Connection"] = "close"
            try:
                await self.send_response(response, send)
            finally:
                with outside_the_event_loop():
                    response.close()
        finally:
            body_file.close()

    def respond(self, scope: Scope, body_file: Any) -> HttpResponseBase:
        set_script_prefix(get_script_prefix(scope))
        signals.request_started.send(sender=self.__class__, scope=scope)
        request, error_response = self.create_request(scope, body_file)
        if request is None:
            assert error_response is not None
            return error_response
        response = self.get_response(request)
        response._handler_class = self.__class__  # type: ignore[attr-defined]
        return response


@contextlib.contextmanager
def outside_the_event_loop() -> Iterator[None]:
    """Run sync code on the loop's thread as a sync worker runs it.

    Django refuses database access where an event loop is running (it would block every
    task of that loop); here blocking the loop for one REST operation is the point, so the
    loop is hidden from it for that long.  Nothing else runs on the loop meanwhile."""
    loop = asyncio.get_running_loop()
    asyncio._set_running_loop(None)
    try:
        yield
    finally:
        asyncio._set_running_loop(loop)


django.setup(set_prefix=False)
django_application = SyncChainASGIHandler()

from django.conf import settings  # noqa: E402  (after Django is set up)

logger = logging.getLogger("live.streams")


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
