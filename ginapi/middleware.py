"""Request id, metrics and static files for every request, API or not.

Each runs in whichever mode Django calls it in, sync under WSGI and async under ASGI
(``make serve``): with every middleware able to, Django runs the chain on the event loop and
hands only the view to a thread.  One sync-only middleware would cost every request a round
trip from the event loop to a thread and back (async_to_sync), which measured as a third of
the REST operations' throughput.  They look only at the request and at the response's status
and headers: a streaming response's body is never read, so streams pass through untouched.
None costs a query.
"""

from __future__ import annotations

import re
import time
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

from asgiref.sync import iscoroutinefunction, markcoroutinefunction
from django.core.signals import request_finished
from django.dispatch import receiver
from django.http import HttpRequest, HttpResponseBase
from whitenoise.middleware import WhiteNoiseMiddleware

from ginapi.logs import NO_REQUEST, request_id
from ginapi.metrics import REQUEST_SECONDS, REQUESTS

REQUEST_ID_HEADER = "X-Request-ID"
SANE_REQUEST_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:+=/@-]{0,127}")
"""A client's id is kept if it is 1-128 printable characters of an id's alphabet (a UUID, a
ULID, a trace id...); anything else (too long, spaces, control characters, markup) is
replaced, so a log line never carries what a client made up to break it."""

UNMATCHED = "unmatched"
"""The operation label of a request no URL pattern matched (a 404), so random paths cannot
add label values."""

Handler = Callable[[HttpRequest], Any]


class BothModesMiddleware:
    """A middleware that does its work around the handler in ``before`` and ``after``, and
    awaits the handler when Django gives it an async one (as MiddlewareMixin does)."""

    sync_capable = True
    async_capable = True

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response
        self.async_mode = iscoroutinefunction(get_response)
        if self.async_mode:
            markcoroutinefunction(self)

    def __call__(self, request: HttpRequest) -> Any:
        if self.async_mode:
            return self._acall(request)
        state = self.before(request)
        return self.after(request, self.get_response(request), state)

    async def _acall(self, request: HttpRequest) -> HttpResponseBase:
        state = self.before(request)
        response: Awaitable[HttpResponseBase] = self.get_response(request)
        return self.after(request, await response, state)

    def before(self, request: HttpRequest) -> Any:
        raise NotImplementedError

    def after(self, request: HttpRequest, response: HttpResponseBase, state: Any) -> Any:
        raise NotImplementedError


class RequestIdMiddleware(BothModesMiddleware):
    """Every response carries ``X-Request-ID``: the client's own if sane, else a new one; the
    id is also ``request.request_id`` and in every log line of the request."""

    def before(self, request: HttpRequest) -> str:
        sent = request.headers.get(REQUEST_ID_HEADER, "")
        rid = sent if SANE_REQUEST_ID.fullmatch(sent) else uuid.uuid4().hex
        request.request_id = rid  # type: ignore[attr-defined]
        # Left set after the response: Django logs a 4xx/5xx once every middleware has
        # returned; request_finished clears it.
        request_id.set(rid)
        return rid

    def after(self, request: HttpRequest, response: HttpResponseBase, rid: str) -> Any:
        response[REQUEST_ID_HEADER] = rid
        return response


@receiver(request_finished)
def _forget_request_id(**_kwargs: object) -> None:
    request_id.set(NO_REQUEST)


class MetricsMiddleware(BothModesMiddleware):
    """Counts each answer and times it (to its headers) per operation: the name of the URL
    pattern that served it (``games-moves``, ``admin:games_game_changelist``), and method."""

    def before(self, request: HttpRequest) -> float:
        return time.perf_counter()

    def after(self, request: HttpRequest, response: HttpResponseBase, started: float) -> Any:
        elapsed = time.perf_counter() - started
        match = request.resolver_match
        operation = (match.view_name or match.route or UNMATCHED) if match else UNMATCHED
        method = request.method if request.method in KNOWN_METHODS else "other"
        REQUESTS.labels(operation=operation, method=method, status=str(response.status_code)).inc()
        REQUEST_SECONDS.labels(operation=operation, method=method).observe(elapsed)
        return response


class StaticFilesMiddleware(WhiteNoiseMiddleware):
    """WhiteNoise (the docs' assets, the /play/ client), in both modes: its lookup is a dict
    read and its answer a file response, neither of which needs a thread of its own."""

    sync_capable = True
    async_capable = True

    def __init__(self, get_response: Handler) -> None:
        super().__init__(get_response)
        self.async_mode = iscoroutinefunction(get_response)
        if self.async_mode:
            markcoroutinefunction(self)

    def __call__(self, request: HttpRequest) -> Any:
        if self.async_mode:
            return self._acall(request)
        return super().__call__(request)

    async def _acall(self, request: HttpRequest) -> Any:
        path = request.path_info
        static_file = self.find_file(path) if self.autorefresh else self.files.get(path)
        if static_file is not None:
            return self.serve(static_file, request)
        return await self.get_response(request)


KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
"""Any other method is counted as ``other``: a client cannot invent label values."""
