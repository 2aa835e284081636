"""Request id and metrics for every request, API or not.

Both are synchronous middleware (Django adapts them under ASGI) that look only at the request
and at the response's status and headers: a streaming response's body is never read, so
streams pass through untouched.  Neither costs a query.
"""

from __future__ import annotations

import re
import time
import uuid
from collections.abc import Callable

from django.core.signals import request_finished
from django.dispatch import receiver
from django.http import HttpRequest, HttpResponseBase

from apikit.errors import json_error_view
from apikit.metrics import REQUEST_SECONDS, REQUESTS
from ginapi.logs import NO_REQUEST, request_id

REQUEST_ID_HEADER = "X-Request-ID"
SANE_REQUEST_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:+=/@-]{0,127}")
"""A client's id is kept if it is 1-128 printable characters of an id's alphabet (a UUID, a
ULID, a trace id...); anything else (too long, spaces, control characters, markup) is
replaced, so a log line never carries what a client made up to break it."""

UNMATCHED = "unmatched"
"""The operation label of a request no URL pattern matched (a 404), so random paths cannot
add label values."""

Handler = Callable[[HttpRequest], HttpResponseBase]


class RequestIdMiddleware:
    """Every response carries ``X-Request-ID``: the client's own if sane, else a new one; the
    id is also ``request.request_id`` and in every log line of the request."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        sent = request.headers.get(REQUEST_ID_HEADER, "")
        rid = sent if SANE_REQUEST_ID.fullmatch(sent) else uuid.uuid4().hex
        request.request_id = rid  # type: ignore[attr-defined]
        # Left set after the response: Django logs a 4xx/5xx once every middleware has
        # returned; request_finished clears it.
        request_id.set(rid)
        response = self.get_response(request)
        response[REQUEST_ID_HEADER] = rid
        return response


@receiver(request_finished)
def _forget_request_id(**_kwargs: object) -> None:
    request_id.set(NO_REQUEST)


class MetricsMiddleware:
    """Counts each answer and times it (to its headers) per operation: the name of the URL
    pattern that served it (``games-moves``, ``admin:games_game_changelist``), and method."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        started = time.perf_counter()
        response = self.get_response(request)
        elapsed = time.perf_counter() - started
        match = request.resolver_match
        operation = (match.view_name or match.route or UNMATCHED) if match else UNMATCHED
        method = request.method if request.method in KNOWN_METHODS else "other"
        REQUESTS.labels(operation=operation, method=method, status=str(response.status_code)).inc()
        REQUEST_SECONDS.labels(operation=operation, method=method).observe(elapsed)
        return response


KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
"""Any other method is counted as ``other``: a client cannot invent label values."""


class ApiNotFoundMiddleware:
    """A 404 under ``/api/`` (an unknown operation, an id that is not one) answers the API's one
    error shape whatever DEBUG says: with DEBUG on, Django would answer its HTML debug page
    (handler404 serves only with DEBUG off)."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        if (
            response.status_code == 404
            and request.path.startswith("/api/")
            and not response.get("Content-Type", "").startswith("application/json")
        ):
            not_found: HttpResponseBase = json_error_view("not_found", 404)(request)
            return not_found
        return response
