"""Request id and metrics for every request, API or not; rate-limit fields on throttled ones.

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
from django.http import HttpRequest, HttpResponseBase, JsonResponse

from apikit.errors import error_body, json_error_view
from apikit.metrics import REQUEST_SECONDS, REQUESTS
from apikit.parsers import UnsupportedCharset, body_charset_allowed
from apikit.throttles import RATELIMIT_ATTRIBUTE, RateLimitState, view_rate_limits
from ginapi.logs import NO_REQUEST, request_id

REQUEST_ID_HEADER = "X-Request-ID"
RATELIMIT_POLICY_HEADER = "RateLimit-Policy"
RATELIMIT_HEADER = "RateLimit"
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


class RateLimitHeadersMiddleware:
    """Every response of a throttled operation carries ``RateLimit-Policy`` (its limits) and,
    once the throttles have counted the request, ``RateLimit`` (what is left of each, and
    when its window ends): draft-ietf-httpapi-ratelimit-headers, see apikit/throttles.py."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        view = (getattr(response, "renderer_context", None) or {}).get("view")
        if view is None or getattr(view, "request", None) is None:
            return response
        limits = view_rate_limits(view)
        if not limits:
            return response
        response[RATELIMIT_POLICY_HEADER] = ", ".join(limit.policy() for limit in limits)
        states: list[RateLimitState] = getattr(request, RATELIMIT_ATTRIBUTE, [])
        if states:
            response[RATELIMIT_HEADER] = ", ".join(state.item() for state in states)
        return response


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


class BodyCharsetMiddleware:
    """A request body in a ``charset`` other than UTF-8 is a 415 ``unsupported_media_type``,
    whatever reads it: the API's parser refuses it too (apikit.parsers), and this keeps
    Django's own form parsing (the admin's login, any form) from decoding a body through the
    codec a client names.  A request without a body passes whatever its Content-Type says."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        if _has_body(request) and not body_charset_allowed(request.META.get("CONTENT_TYPE")):
            message = str(UnsupportedCharset.default_detail)
            return JsonResponse(
                error_body(UnsupportedCharset.default_code, message),
                status=UnsupportedCharset.status_code,
            )
        return self.get_response(request)


def _has_body(request: HttpRequest) -> bool:
    length = request.META.get("CONTENT_LENGTH") or "0"
    return length.strip() not in ("", "0") or "HTTP_TRANSFER_ENCODING" in request.META
