"""Log records that name their request: the X-Request-ID of the request being served.

The id lives in a context variable set by ``ginapi.middleware.RequestIdMiddleware`` (and, in
a Celery worker, from the id of the request that enqueued the task), so a line logged anywhere
below a view, in any thread or coroutine of that request, carries it without being passed
around.  ``LOG_FORMAT=json`` renders each record as one JSON object a line.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
from contextvars import ContextVar
from typing import Any

NO_REQUEST = "-"
"""The request id of a line logged outside any request (start-up, a beat tick)."""

request_id: ContextVar[str] = ContextVar("request_id", default=NO_REQUEST)
"""The X-Request-ID of the request (or task) being handled here."""

# What every LogRecord has: anything else on a record came from ``extra=`` and is logged.
_STANDARD = set(vars(logging.makeLogRecord({}))) | {"message", "asctime", "request_id"}


class RequestIdFilter(logging.Filter):
    """Stamps each record with the current request id (``%(request_id)s``)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id.get()
        return True


class ClientErrorFilter(logging.Filter):
    """Drops django.request's line for a 4xx answer: under ``make run`` the server's access
    log already has one line for every request, the client's errors included."""

    def filter(self, record: logging.LogRecord) -> bool:
        status = getattr(record, "status_code", None)
        return not (isinstance(status, int) and 400 <= status < 500)


class ExpectedRefusalFilter(logging.Filter):
    """Makes Django's line for a refusal the service expects a WARNING without a traceback:
    a ``Host`` header not in ALLOWED_HOSTS, a form over the size limit, any
    SuspiciousOperation (logged as ERROR with its traceback by ``django.security.*``).  Such
    a request is a client's doing, answered 400; a traceback per probe would bury real
    errors (issue 38).  On the handler, since a logger's filter skips its children's lines."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.name.startswith("django.security.") and record.levelno > logging.WARNING:
            record.levelno = logging.WARNING
            record.levelname = logging.getLevelName(logging.WARNING)
            record.exc_info = None
            record.exc_text = None
            record.stack_info = None
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object a line: time (UTC, ISO 8601), level, logger, message, request_id, the
    record's ``extra=`` fields, and the traceback when there is one."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": dt.datetime.fromtimestamp(record.created, dt.UTC).isoformat(
                timespec="milliseconds"
            ),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", request_id.get()),
        }
        for name, value in vars(record).items():
            if name not in _STANDARD and not name.startswith("_"):
                line[name] = value
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        if record.stack_info:
            line["stack"] = self.formatStack(record.stack_info)
        return json.dumps(line, default=str, ensure_ascii=False)
