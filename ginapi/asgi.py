"""ASGI entry point: the whole service, REST operations and live streams alike.

``make serve`` runs it under gunicorn with uvicorn's stock worker (docs/OPERATIONS.md
"Deployment on several machines").  In each process the event loop holds every open stream
(live.streams, Django's own async path) and nothing else: a REST operation is read on the
loop, answered start to end by Django's sync handler chain in a thread, at most
``WEB_THREADS`` of them at once (``RestThreadsASGIHandler``), and its answer written back from
the loop.  So a request that waits (a slow query, a lock) holds one thread of its process,
never the loop: the process's streams and its other requests go on; one that waits for a
``master`` reply from the search pool gives its place up meanwhile (apikit/lanes.py).

One guard is added around Django: a stream whose reader does not take a write within
``STREAM_SEND_TIMEOUT_SECONDS`` is cut off.  The server's write buffer is bounded (uvicorn
stops accepting writes once the socket's buffer is full), so a reader that stalls would
otherwise hold its stream, and what it has not read, for ever.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import gc
import logging
import os
from collections.abc import Awaitable, Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import django
from asgiref.sync import sync_to_async
from django.core import signals
from django.core.exceptions import RequestAborted
from django.core.handlers.asgi import ASGIHandler, get_script_prefix
from django.http import HttpRequest
from django.http.response import HttpResponseBase
from django.urls import set_script_prefix

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ginapi.settings")
# Pooled connections, not persistent ones, one for each thread that may use one at once
# (DATABASE_POOL_SIZE in the settings).
os.environ.setdefault("DATABASE_POOL_SIZE", "per-thread")


Scope = dict[str, Any]
Message = Mapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]


def is_stream(scope: Scope) -> bool:
    return scope["type"] == "http" and str(scope.get("path", "")).endswith("/stream")


HEALTH_PATHS = frozenset({"/healthz"})
"""Answered in a thread of their own, outside the REST places: a load balancer's probe asks
whether the process, its database and its broker answer, and must not queue behind the
process's requests (a probe that times out under load takes a busy but healthy instance out)."""


class RestThreadsASGIHandler(ASGIHandler):
    """Django's ASGI handler with each REST operation answered in one hop to a thread.

    Django's own ASGI path hands a sync project's request to a thread three times (the
    request signal, the middleware chain, the response's close) and serializes them all on
    one thread per process; it cost a REST operation a quarter of its throughput
    (docs/BENCHMARKS_HISTORY.md "Lanes (issue 37): the first measurements").  Here the
    request's body is read on the loop, then the whole sync chain runs, signals and close
    included, in one call to a pool of threads, as in gunicorn's threaded workers, at most
    ``WEB_THREADS`` of them computing at once (apikit/lanes.py: a request waiting for the
    master's search gives its place up to another); only a streaming answer (a static file)
    is closed in a second call once it is sent.

    The live streams (the one kind of async view) take Django's ASGI path unchanged: their
    opening runs the sync chain in one hop to Django's sync thread, and their events are sent
    from the loop.
    """

    def __init__(self, threads: int) -> None:
        super().__init__()
        self.rest_threads = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="rest")
        self.health_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="health")

    def load_middleware(self, is_async: bool = False) -> None:
        super().load_middleware(is_async=False)

    async def get_response_async(self, request: HttpRequest) -> HttpResponseBase:
        """The streams' path: the sync chain in one call to Django's sync thread."""
        return await sync_to_async(self.get_response, thread_sensitive=True)(request)

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        if is_stream(scope):
            await super().handle(scope, receive, send)
            return
        try:
            body_file = await self.read_body(receive)
        except RequestAborted:
            return
        loop = asyncio.get_running_loop()
        try:
            # In a context of its own, as a task would be: what the request sets (its
            # X-Request-ID, ginapi/logs.py) is not left in the thread for the next one.
            context = contextvars.copy_context()
            health = scope.get("path") in HEALTH_PATHS
            response = await loop.run_in_executor(
                self.health_thread if health else self.rest_threads,
                context.run,
                self.respond,
                scope,
                body_file,
                not health,
            )
            try:
                await self.send_response(response, send)
            finally:
                if response.streaming:
                    await loop.run_in_executor(self.rest_threads, response.close)
        finally:
            body_file.close()

    def respond(self, scope: Scope, body_file: Any, placed: bool = True) -> HttpResponseBase:
        """The answer, made in a REST thread (in one of the process's places, unless a health
        probe's); closed already unless it streams."""
        with computing() if placed else contextlib.nullcontext():
            set_script_prefix(get_script_prefix(scope))
            signals.request_started.send(sender=self.__class__, scope=scope)
            request, response = self.create_request(scope, body_file)
            if request is not None:
                response = self.get_response(request)
                response._handler_class = self.__class__  # type: ignore[attr-defined]
            assert response is not None
            if not response.streaming:
                response.close()  # request_finished: the database connection goes back
        return response


django.setup(set_prefix=False)

from django.conf import settings  # noqa: E402  (after Django is set up)

from apikit.lanes import computing  # noqa: E402

django_application = RestThreadsASGIHandler(
    threads=settings.WEB_THREADS + settings.WEB_WAITING_THREADS
)

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
