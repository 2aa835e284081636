"""Prometheus metrics of the service, served at ``GET /metrics``.

Every metric is defined here, once, so any module can import and update it::

    from apikit.metrics import OPEN_STREAMS
    OPEN_STREAMS.inc()   # a stream opened; .dec() when it closes

Several processes (gunicorn workers, Celery's pool) each count their own requests.  With
``PROMETHEUS_MULTIPROC_DIR`` set (an empty directory, the same for every process of one
machine, emptied before they start) prometheus-client keeps each process's values in files
there and ``/metrics`` adds them up, whichever worker answers; ``ginapi/gunicorn_conf.py``
empties it at start and forgets the gauges of a worker that exits.  Without it (``make run``,
one process) the values are the process's own.  Each machine is scraped on its own: the
monitoring server adds up the machines.

Updating a metric costs a lock and an addition (in multiprocess mode a write to a mapped
file): no query, no network.
"""

from __future__ import annotations

import hmac
import os

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.http import require_GET
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)
from rest_framework.exceptions import NotAuthenticated

from apikit.errors import error_body, render_message

REQUESTS = Counter(
    "ginapi_http_requests_total",
    "HTTP requests answered, per operation (the URL pattern's name), method and status.",
    ["operation", "method", "status"],
)
REQUEST_SECONDS = Histogram(
    "ginapi_http_request_duration_seconds",
    "Time from the request reaching Django to its response's headers, per operation.",
    ["operation", "method"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
)
MOVES = Counter(
    "ginapi_moves_total",
    "Moves applied that players sent (the AI's replies are not counted).",
)
MOVE_CONFLICTS = Counter(
    "ginapi_move_conflicts_total",
    "Moves that found their game changed by another move: 'retried' when the compare-and-swap "
    "lost and the move was played again on the newer state, 'refused' when answered 409.",
    ["outcome"],
)
OPEN_STREAMS = Gauge(
    "ginapi_open_streams",
    "Event streams open now, over every process of the machine.",
    multiprocess_mode="livesum",
)
DAILY_DEALS = Counter(
    "ginapi_daily_deals_total",
    "Daily deals made (each UTC date's deal is made once, by whichever process gets there).",
)
CELERY_TASKS = Counter(
    "ginapi_celery_tasks_total",
    "Celery tasks run, per task name and outcome (success, failure, retry).",
    ["task", "outcome"],
)
AI_REPLIES = Counter(
    "ginapi_ai_replies_total",
    "The master's replies, per outcome: 'searched' in the search processes, 'fallback' when "
    "the search missed AI_REPLY_DEADLINE_SECONDS (or its process died) and the next-lower "
    "level played instead (games/search_thread.py).",
    ["outcome"],
)

for _outcome in ("retried", "refused"):
    MOVE_CONFLICTS.labels(outcome=_outcome)


def exposition() -> bytes:
    """The metrics in Prometheus's text format, over every process when multiprocess."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        return generate_latest(registry)
    return generate_latest(REGISTRY)


def _bearer(request: HttpRequest) -> str | None:
    scheme, _sep, credentials = request.headers.get("Authorization", "").partition(" ")
    return credentials.strip() if scheme.lower() == "bearer" and credentials.strip() else None


@require_GET
def metrics_view(request: HttpRequest) -> HttpResponse:
    """``GET /metrics``: with ``METRICS_TOKEN`` set, only to its bearer; unset, only to staff
    signed in to the admin.  Never public: a scrape reveals traffic and players' activity."""
    token = settings.METRICS_TOKEN
    if token:
        given = _bearer(request)
        if given is None or not hmac.compare_digest(given.encode(), token.encode()):
            return _refused(401)
    elif not getattr(request.user, "is_staff", False) or not request.user.is_active:
        return _refused(401 if not request.user.is_authenticated else 403)
    return HttpResponse(exposition(), content_type=CONTENT_TYPE_LATEST)


def _refused(status: int) -> JsonResponse:
    if status == 401:
        response = JsonResponse(
            error_body("not_authenticated", str(NotAuthenticated.default_detail)), status=401
        )
        response["WWW-Authenticate"] = 'Bearer realm="metrics"'
        return response
    message = render_message("permission_denied", {}, "permission_denied")
    return JsonResponse(error_body("permission_denied", message), status=403)
