"""The one error shape of the API, and the exception handler that renders it.

Every 4xx (and 5xx) answer is ``{"error": {"code", "message", "fields"}}``: ``code`` is stable
for programs to branch on, ``message`` is for people, in English or Spanish by
``Accept-Language``, and ``fields`` maps an input field to its problems.  Engine errors carry
their own code and params; their messages are rendered here from translatable templates so a
Spanish client gets Spanish, falling back to the engine's English text for a code this
catalogue does not know.
"""

from __future__ import annotations

import logging
import re
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from django.core.exceptions import ImproperlyConfigured, PermissionDenied, SuspiciousOperation
from django.db import InterfaceError, OperationalError
from django.http import Http404, HttpRequest, JsonResponse
from django.utils.functional import Promise
from django.utils.module_loading import autodiscover_modules
from django.utils.translation import gettext, gettext_noop
from rest_framework import exceptions, status
from rest_framework.exceptions import ErrorDetail
from rest_framework.response import Response
from rest_framework.views import exception_handler, set_rollback

logger = logging.getLogger(__name__)

MAX_PARAM_LENGTH = 40
"""Longest piece of client input echoed in a message: a 1 MB card code is not repeated."""

MAX_UNKNOWN_FIELDS = 10
"""Most unknown body fields named in one answer: a body of 100,000 made-up keys is refused
without echoing them all."""

UNAVAILABLE_RETRY_AFTER = 2
"""Seconds a client is asked to wait when the database is unreachable (503): PostgreSQL
restarts in a few seconds, and a move sent again with its Idempotency-Key is applied once."""

UNAVAILABLE_ERRORS = (OperationalError, InterfaceError)
"""Database failures that say nothing about the request: the server is down or restarting,
the connection broke, a deadlock or lock timeout.  Answered 503, to be retried."""


class ApiError(Exception):
    """A service-level failure with its HTTP status, e.g. ``version_conflict`` (409)."""

    def __init__(
        self,
        code: str,
        message: str | Promise,
        status: int = status.HTTP_400_BAD_REQUEST,
        fields: Mapping[str, list[str]] | None = None,
        *,
        retry_after: int | None = None,
        **params: Any,
    ) -> None:
        super().__init__(str(message))
        self.code = code
        self.message = message
        self.status = status
        self.fields = dict(fields or {})
        self.retry_after = retry_after
        """Seconds for the ``Retry-After`` header (a 429 or 503 the service decides itself)."""
        self.params = params


@dataclass(frozen=True)
class ErrorCode:
    """One error code of the API, as the app that raises it declares it with :func:`declare`:
    its HTTP status, once, and its message templates, most specific first (the first whose
    placeholders an error's params all fill is used, in the client's language).

    A raise site writes ``raise SEEK_TAKEN.error()`` (params fill the templates), so the
    status is written nowhere else and the schema's enums are built from the declarations."""

    code: str
    status: int
    templates: tuple[str, ...] = ()
    translated: bool = False
    """The code of an exception that a :func:`translate_exception` hook turns into an
    ApiError (the rules engine's): an operation lists these before the common codes."""

    def error(
        self,
        message: str | Promise | None = None,
        /,
        *,
        fields: Mapping[str, list[str]] | None = None,
        retry_after: int | None = None,
        **params: Any,
    ) -> ApiError:
        """This code's ApiError.  ``message`` is the text for a code whose templates do not
        fit ``params`` (or that has none); by default the first template that fits, in
        English."""
        if message is None:
            message = self.english(params)
        return ApiError(self.code, message, self.status, fields, retry_after=retry_after, **params)

    def message(self, **params: Any) -> str:
        """The message in the active language, as the handler will render it: for a field's
        problem in ``fields``, which is sent as it is given."""
        return render_message(self.code, params, self.english(params))

    def english(self, params: Mapping[str, Any]) -> str:
        """The message in English, for a log or ``str()`` of the error."""
        safe = {key: safe_text(value) for key, value in params.items()}
        for template in self.templates:
            if set(_PLACEHOLDER.findall(template)) <= safe.keys():
                return template % safe
        return self.code


_REGISTRY: dict[str, ErrorCode] = {}
_discovered = False


def declare(code: str, status: int, *templates: str, translated: bool = False) -> ErrorCode:
    """Register ``code`` with its HTTP status and its message templates (marked with
    ``gettext_noop`` where they are written, for makemessages).  Each code is declared once,
    by the app that raises it, in its ``errors`` module; a second, different declaration is
    a mistake and fails at import."""
    entry = ErrorCode(code, status, tuple(templates), translated)
    known = _REGISTRY.setdefault(code, entry)
    if known != entry:
        raise ImproperlyConfigured(f"error code {code!r} is declared twice, differently")
    return known


def registry() -> Mapping[str, ErrorCode]:
    """Every declared error code, in the order declared: this package's own, then those of
    each installed app's ``errors`` module (imported here the first time, as the admin finds
    each app's ``admin``), so a schema or a message never misses a code whose module no
    request has imported yet."""
    global _discovered
    if not _discovered:
        _discovered = True
        autodiscover_modules("errors")
    return MappingProxyType(_REGISTRY)


def status_of(code: str) -> int | None:
    """The HTTP status ``code`` is declared with; None for a code nobody declared."""
    entry = registry().get(code)
    return None if entry is None else entry.status


# The codes of the HTTP plumbing itself: DRF's and Django's refusals, and the answers of this
# package (unknown fields, unreadable requests, the database away).  An app's own codes are in
# its errors module.
INVALID_INPUT = declare("invalid_input", 400)
BAD_REQUEST = declare("bad_request", 400, gettext_noop("The request could not be read."))
UNKNOWN_FIELD = declare(
    "unknown_field", 400, gettext_noop("%(field)s is not a field of this operation.")
)
PARSE_ERROR = declare("parse_error", 400)
NOT_AUTHENTICATED = declare("not_authenticated", 401)
AUTHENTICATION_FAILED = declare("authentication_failed", 401)
PERMISSION_DENIED = declare(
    "permission_denied", 403, gettext_noop("You do not have permission to do this.")
)
INSUFFICIENT_SCOPE = declare("insufficient_scope", 403)
"""An OAuth access token whose scopes do not cover the operation."""
NOT_FOUND = declare("not_found", 404, gettext_noop("Not found."))
METHOD_NOT_ALLOWED = declare("method_not_allowed", 405)
NOT_ACCEPTABLE = declare("not_acceptable", 406)
REQUEST_TOO_LARGE = declare("request_too_large", 413)
UNSUPPORTED_MEDIA_TYPE = declare("unsupported_media_type", 415)
THROTTLED = declare("throttled", 429)
SERVER_ERROR = declare("server_error", 500, gettext_noop("Something went wrong on our side."))
SERVICE_UNAVAILABLE = declare(
    "service_unavailable",
    503,
    gettext_noop("The service is briefly unavailable: try again in a few seconds."),
)
# The Idempotency-Key rule's (apikit.idempotency).
INVALID_IDEMPOTENCY_KEY = declare(
    "invalid_idempotency_key",
    400,
    gettext_noop("The Idempotency-Key header must be 1 to 255 printable ASCII characters."),
)
IDEMPOTENCY_KEY_REUSED = declare(
    "idempotency_key_reused",
    422,
    gettext_noop("This Idempotency-Key was already used with a different request."),
)

_PLUMBING = frozenset(_REGISTRY)
"""The codes declared here: an operation lists them after the translated ones and before
its view's own."""

COMMON_CODES = (
    "invalid_input",
    "bad_request",
    "not_authenticated",
    "authentication_failed",
    "not_found",
    "service_unavailable",
)
"""Codes any operation may answer with: bad query input, a bad token, a missing resource,
the database unreachable."""

AUTHENTICATION_CODES = ("not_authenticated", "authentication_failed")

BODY_CODES = (UNKNOWN_FIELD.code, "parse_error", "request_too_large", "unsupported_media_type")
"""Codes of an operation that reads a request body (POST, PUT, PATCH)."""

THROTTLED_CODES = ("throttled",)
"""Codes of an operation with a rate limit."""

BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})


DeclaredCodes = Iterable[str] | Mapping[str, Iterable[str]]
"""A view's ``error_codes``."""


def declared_codes(declared: DeclaredCodes, method: str) -> tuple[str, ...]:
    """A view's ``error_codes`` for ``method``: a tuple for all its methods, or a mapping by
    method such as ``{"GET": (), "POST": ("version_conflict",)}``."""
    if isinstance(declared, Mapping):
        return tuple(declared.get(method.upper(), ()))
    return tuple(declared)


def operation_error_codes(
    declared: DeclaredCodes,
    method: str,
    throttled: bool,
    view: Any = None,
) -> dict[str, int]:
    """Every code an operation may answer with, and its status: the codes its view declares
    (``error_codes``, see :func:`declared_codes`) and the common ones.  A view that
    authenticates no one (``authentication_classes = ()``) answers no 401; one that declares
    an ``oauth_scope`` and takes tokens may answer ``insufficient_scope``, and ``throttled``
    (an app's own limit).

    In the order the schema lists them: the translated codes (the rules engine's) as
    declared, then the plumbing's as declared here, then the view's own in the order it
    names them.  A declared code nobody registered is left out (the schema warns, and
    tests/contract/test_error_codes.py fails, naming it)."""
    codes = declared_codes(declared, method)
    wanted = {*COMMON_CODES, *codes}
    if method.upper() in BODY_METHODS:
        wanted.update(BODY_CODES)
    if throttled:
        wanted.update(THROTTLED_CODES)
    if view is not None:
        if not view.get_authenticators():
            wanted -= set(AUTHENTICATION_CODES) - set(codes)
        elif hasattr(view, "oauth_scope"):
            # An OAuth token is held to its scope, and counted against its app's own limit
            # (THROTTLE_OAUTH_APP) on every operation, throttled or not for other tokens.
            wanted.add(INSUFFICIENT_SCOPE.code)
            wanted.update(THROTTLED_CODES)
    known = registry()
    order = list(known)

    def place(code: str) -> tuple[int, int]:
        if known[code].translated:
            return (0, order.index(code))
        if code in _PLUMBING:
            return (1, order.index(code))
        return (2, codes.index(code))

    return {code: known[code].status for code in sorted(wanted & known.keys(), key=place)}


_PLACEHOLDER = re.compile(r"%\((\w+)\)s")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def safe_text(value: Any) -> str:
    """Client input made safe to echo: no control characters, bounded length."""
    text = " ".join(map(str, value)) if isinstance(value, list | tuple) else str(value)
    text = _CONTROL.sub("?", text)
    if len(text) > MAX_PARAM_LENGTH:
        text = text[: MAX_PARAM_LENGTH - 1] + "…"
    return text


def render_message(code: str, params: Mapping[str, Any], fallback: str) -> str:
    """The message for ``code`` in the active language, from the first template that fits."""
    safe = {key: safe_text(value) for key, value in params.items()}
    entry = registry().get(code)
    for template in entry.templates if entry is not None else ():
        if set(_PLACEHOLDER.findall(template)) <= safe.keys():
            return gettext(template) % safe
    return _clean_message(fallback)


def _clean_message(message: str) -> str:
    message = _CONTROL.sub("?", message)
    return message if len(message) <= 300 else message[:299] + "…"


def unknown_fields_error(names: Iterable[Any]) -> exceptions.ValidationError:
    """The 400 for body fields an operation does not define, each name made safe to echo.

    A ValidationError, so that a nested serializer's unknown field reaches the handler with
    its path (``rules.gin_bonuss``); the handler words the message with that path.
    """
    cleaned = sorted({safe_text(name) for name in names})[:MAX_UNKNOWN_FIELDS]
    return exceptions.ValidationError(
        {
            name: [
                ErrorDetail(
                    render_message(UNKNOWN_FIELD.code, {"field": name}, "Unknown field."),
                    code=UNKNOWN_FIELD.code,
                )
            ]
            for name in cleaned
        }
    )


def error_body(code: str, message: str, fields: Mapping[str, Any] | None = None) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "fields": dict(fields or {})}}


ExceptionTranslation = Callable[[Any], ApiError]

_TRANSLATIONS: list[tuple[type[Exception], ExceptionTranslation]] = []


def translate_exception(kind: type[Exception], translate: ExceptionTranslation) -> None:
    """Have the handler answer ``kind`` (and its subclasses) as the :class:`ApiError` that
    ``translate`` makes of it: how an app puts its own errors (the games app: the rules
    engine's) into the one error shape without this package importing it."""
    _TRANSLATIONS.append((kind, translate))


def _translated(exc: Exception) -> Exception:
    for kind, translate in _TRANSLATIONS:
        if isinstance(exc, kind):
            return translate(exc)
    return exc


def is_refusal(exc: Exception) -> bool:
    """Whether the handler answers ``exc`` as an :class:`ApiError` (its own or one an app
    translates, as the rules engine's): a refusal of the request, not a fault."""
    return isinstance(_translated(exc), ApiError)


def _flatten(detail: Any, prefix: str = "") -> dict[str, list[str]]:
    """DRF's nested validation detail as ``{"dotted.path": [messages]}``."""
    if isinstance(detail, dict):
        out: dict[str, list[str]] = {}
        for key, value in detail.items():
            out.update(_flatten(value, f"{prefix}.{key}" if prefix else str(key)))
        return out
    if isinstance(detail, list) and detail and all(isinstance(d, dict | list) for d in detail):
        out = {}
        for index, value in enumerate(detail):
            out.update(_flatten(value, f"{prefix}.{index}" if prefix else str(index)))
        return out
    messages = detail if isinstance(detail, list) else [detail]
    return (
        {prefix or "non_field_errors": [_clean_message(str(m)) for m in messages]}
        if messages
        else {}
    )


def _validation_error(error: exceptions.ValidationError) -> Response:
    codes = _flatten(error.get_codes())
    unknown = [path for path, found in codes.items() if UNKNOWN_FIELD.code in found]
    if unknown:
        # Only the unknown fields: they are what the client must fix first, and a client
        # reading `fields` for the names to drop finds nothing else there.
        named = {
            path: [render_message(UNKNOWN_FIELD.code, {"field": path}, "Unknown field.")]
            for path in unknown
        }
        return Response(error_body(UNKNOWN_FIELD.code, named[unknown[0]][0], named), status=400)
    fields = _flatten(error.detail)
    first = next(iter(fields.items()), None)
    if first is None:
        message = gettext("The request is not valid.")
    elif first[0] == "non_field_errors":
        message = first[1][0]
    else:
        message = f"{first[0]}: {first[1][0]}"
    return Response(error_body("invalid_input", message, fields), status=400)


def unavailable_body() -> dict[str, Any]:
    message = render_message(
        "service_unavailable", {}, "The service is briefly unavailable: try again shortly."
    )
    return error_body("service_unavailable", message)


def _unavailable(exc: Exception) -> Response:
    logger.error("database unavailable: %s", exc, exc_info=exc)
    set_rollback()
    return Response(
        unavailable_body(),
        status=status.HTTP_503_SERVICE_UNAVAILABLE,
        headers={"Retry-After": str(UNAVAILABLE_RETRY_AFTER)},
    )


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """DRF's EXCEPTION_HANDLER: every error, one shape."""
    if isinstance(exc, UNAVAILABLE_ERRORS):
        return _unavailable(exc)
    exc = _translated(exc)
    if isinstance(exc, ApiError):
        message = render_message(exc.code, exc.params, str(exc.message))
        headers = {"Retry-After": str(exc.retry_after)} if exc.retry_after is not None else None
        return Response(
            error_body(exc.code, message, exc.fields), status=exc.status, headers=headers
        )
    if isinstance(exc, exceptions.ValidationError):
        return _validation_error(exc)
    if isinstance(exc, SuspiciousOperation):
        # e.g. a body over DATA_UPLOAD_MAX_MEMORY_SIZE: the client's fault, not ours.
        message = render_message("bad_request", {}, "The request could not be read.")
        return Response(error_body("bad_request", message), status=400)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()
    # DRF's handler sets WWW-Authenticate (401) and Retry-After (429) headers.
    response = exception_handler(exc, context)
    if response is None or not isinstance(exc, exceptions.APIException):
        return response
    codes = exc.get_codes()
    code = codes if isinstance(codes, str) else exc.default_code
    detail = exc.detail if isinstance(exc.detail, str) else exc.default_detail
    response.data = error_body(str(code), _clean_message(str(detail)))
    return response


def json_error_view(code: str, status_code: int) -> Any:
    """A plain Django view answering in the error shape (handler404 and handler500)."""

    def view(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
        if status_code == 500 and isinstance(sys.exc_info()[1], UNAVAILABLE_ERRORS):
            # A database outage outside DRF's views (middleware, admin): 503 here too.
            response = JsonResponse(unavailable_body(), status=503)
            response["Retry-After"] = str(UNAVAILABLE_RETRY_AFTER)
            return response
        message = render_message(code, {}, code)
        return JsonResponse(error_body(code, message), status=status_code)

    return view
