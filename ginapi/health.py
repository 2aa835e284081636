"""GET /healthz: for load balancers and monitors.  The project's, not an app's: it reads the
database and the broker, which every app shares."""

from __future__ import annotations

import functools
import logging
from typing import Any

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)


def _database() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception:
        logger.exception("healthz: the database does not answer")
        return "unavailable"
    return "ok"


@functools.cache
def _broker_client(url: str) -> Any:
    """One client a process: its connection is kept, not made again for every probe."""
    import redis

    return redis.Redis.from_url(url, socket_timeout=1, socket_connect_timeout=1)


def _broker() -> str:
    if not settings.REDIS_URL:
        return "in-process"
    try:
        _broker_client(settings.REDIS_URL).ping()
    except Exception:
        logger.warning("healthz: the broker does not answer", exc_info=True)
        return "unavailable"
    return "ok"


@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    """200 while the database answers, else 503; the broker's state is reported, not required
    (moves and reads do not need it)."""
    database = _database()
    body = {"database": database, "broker": _broker()}
    return JsonResponse(body, status=200 if database == "ok" else 503)
