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
from typing import Any

from django.core.exceptions import PermissionDenied, SuspiciousOperation
from django.db import InterfaceError, OperationalError
from django.http import Http404, HttpRequest, JsonResponse
from django.utils.functional import Promise
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

UNKNOWN_FIELD = "unknown_field"

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


# Templates by code, most specific first: the first whose placeholders the error's params all
# fill is used.  gettext_noop marks them for makemessages; they are translated when rendered.
MESSAGES: dict[str, tuple[str, ...]] = {
    # Engine input errors (400).
    "invalid_card": (
        gettext_noop("%(card)s is not a card code (rank A23456789TJQK then suit CDHS, e.g. TD)."),
        gettext_noop("That is not a card code (rank A23456789TJQK then suit CDHS, e.g. TD)."),
    ),
    "duplicate_card": (
        gettext_noop("Card %(card)s is given twice."),
        gettext_noop("A card is given twice."),
    ),
    "wrong_hand_size": (
        gettext_noop("Expected %(expected)s cards, got %(got)s."),
        gettext_noop("The hand has the wrong number of cards."),
    ),
    "invalid_meld": (
        gettext_noop("%(cards)s: melds have at most %(max_meld_size)s cards in this ruleset."),
        gettext_noop("%(card)s is not in the hand, or is in two of the named melds."),
        gettext_noop(
            "%(cards)s is not a meld: a set is 3 or 4 cards of one rank, a run 3 or more "
            "cards of one suit in sequence."
        ),
        gettext_noop("A named meld is not a valid set or run."),
    ),
    "invalid_ruleset": (
        gettext_noop("Unknown ruleset %(ruleset)s; choose one of %(choices)s."),
        gettext_noop("%(field)s must be an integer from %(low)s to %(high)s."),
        gettext_noop("%(field)s cannot be overridden in this ruleset."),
        gettext_noop("The rules are not valid."),
    ),
    "invalid_action": (
        gettext_noop("Unknown action; use one of %(choices)s."),
        gettext_noop("The action is not valid."),
    ),
    # Engine: not allowed in this position (422).
    "not_your_turn": (gettext_noop("It is not your turn."),),
    "must_draw_first": (gettext_noop("You must draw a card first."),),
    "card_not_in_hand": (
        gettext_noop("You do not hold %(card)s."),
        gettext_noop("You do not hold that card."),
    ),
    "deadwood_too_high": (
        gettext_noop("Your deadwood of %(deadwood)s is over the knock limit of %(limit)s."),
        gettext_noop("Your deadwood is over the knock limit."),
    ),
    "wrong_phase": (gettext_noop("That action is not allowed in this phase of the hand."),),
    "cannot_discard_taken_card": (
        gettext_noop("You may not discard %(card)s: you just took it from the discard pile."),
        gettext_noop("You may not discard the card you just took from the discard pile."),
    ),
    "not_big_gin": (
        gettext_noop("The %(ruleset)s ruleset has no big gin."),
        gettext_noop("Big gin needs all 11 cards in melds; %(deadwood)s deadwood is left."),
        gettext_noop("Big gin needs all 11 cards in melds."),
    ),
    "no_big_gin_in_ruleset": (gettext_noop("This ruleset has no big gin: knock instead."),),
    "must_discard": (gettext_noop("You have drawn already: discard (or knock)."),),
    "melds_not_allowed": (gettext_noop("Only a knock or big gin takes melds."),),
    "game_over": (gettext_noop("The game is over."),),
    "card_required": (gettext_noop("This action needs the card to discard."),),
    "card_not_allowed": (gettext_noop("No card is given with this action."),),
    "stock_empty": (gettext_noop("The stock is empty."),),
    "discard_pile_empty": (gettext_noop("The discard pile is empty."),),
    "must_draw_stock": (gettext_noop("You must draw from the stock now."),),
    # Service errors.
    "version_conflict": (
        gettext_noop(
            "The game is at version %(version)s, not %(expected)s: reload it and try again."
        ),
    ),
    "idempotency_key_reused": (
        gettext_noop("This Idempotency-Key was already used with a different request."),
    ),
    "invalid_idempotency_key": (
        gettext_noop("The Idempotency-Key header must be 1 to 255 printable ASCII characters."),
    ),
    "game_not_started": (
        gettext_noop("The game has not started: your opponent has not joined yet."),
    ),
    "invite_not_found": (gettext_noop("No game is waiting with that invite code."),),
    UNKNOWN_FIELD: (gettext_noop("%(field)s is not a field of this operation."),),
    "upcard_required": (
        gettext_noop(
            "The %(ruleset)s ruleset takes its knock limit from the hand's first upcard: "
            "give upcard."
        ),
    ),
    "upcard_not_allowed": (
        gettext_noop(
            "The %(ruleset)s ruleset does not take its knock limit from the upcard: "
            "leave upcard out."
        ),
    ),
    "cannot_join_own_game": (gettext_noop("You cannot join your own game."),),
    "already_joined": (gettext_noop("You have already joined this game."),),
    "game_already_started": (gettext_noop("This game already has two players."),),
    "too_many_waiting_games": (
        gettext_noop(
            "You have %(count)s games waiting for a friend: cancel one or wait for a "
            "friend to join before starting another."
        ),
    ),
    "username_taken": (
        gettext_noop("The username %(username)s is taken."),
        gettext_noop("That username is taken."),
    ),
    "already_registered": (gettext_noop("This player already has a username and password."),),
    "invalid_credentials": (gettext_noop("The username or the password is not right."),),
    "not_found": (gettext_noop("Not found."),),
    # Live games.
    "game_cancelled": (gettext_noop("The game was cancelled."),),
    "game_not_waiting": (
        gettext_noop("Only a game still waiting for a friend can be cancelled, by its creator."),
    ),
    "no_turn_clock": (gettext_noop("Only a game against a friend has a turn clock."),),
    "claim_on_your_turn": (gettext_noop("It is your turn: only the waiting player may claim."),),
    "turn_not_expired": (
        gettext_noop("Your opponent has until %(deadline)s to play."),
        gettext_noop("Your opponent still has time to play."),
    ),
    "invalid_last_event_id": (
        gettext_noop("Last-Event-ID must be a version of this game, 0 to %(version)s."),
    ),
    "too_many_streams": (
        gettext_noop("You have %(limit)s streams open already; close one first."),
        gettext_noop("You have too many streams open; close one first."),
    ),
    "bad_request": (gettext_noop("The request could not be read."),),
    "permission_denied": (gettext_noop("You do not have permission to do this."),),
    "server_error": (gettext_noop("Something went wrong on our side."),),
    "service_unavailable": (
        gettext_noop("The service is briefly unavailable: try again in a few seconds."),
    ),
    "busy": (gettext_noop("Too much of this work is waiting already: try again shortly."),),
}

# The registry of error codes: each code's HTTP status (its message templates are in MESSAGES
# above, where it has any).  Every code the service can answer with is here, and each view
# class names the codes specific to it in ``error_codes``; operation_error_codes() adds the
# common ones.  The schema lists each operation's codes as an enum (apikit/schema.py), and
# tests/contract/test_error_codes.py fails on a code raised anywhere but missing here.
ENGINE_INPUT_CODES = (
    "invalid_card",
    "duplicate_card",
    "wrong_hand_size",
    "invalid_meld",
    "invalid_ruleset",
    "invalid_action",
    "upcard_required",
    "upcard_not_allowed",
)
"""The engine's InputError codes (400): the input could never make sense."""

ENGINE_ILLEGAL_CODES = (
    "not_your_turn",
    "must_draw_first",
    "card_not_in_hand",
    "deadwood_too_high",
    "wrong_phase",
    "cannot_discard_taken_card",
    "not_big_gin",
    "no_big_gin_in_ruleset",
    "must_discard",
    "melds_not_allowed",
    "game_over",
    "card_required",
    "card_not_allowed",
    "stock_empty",
    "discard_pile_empty",
    "must_draw_stock",
    "illegal_action",
)
"""The engine's IllegalActionError codes (422): well formed, not allowed in this position."""

INSUFFICIENT_SCOPE = "insufficient_scope"
"""An OAuth access token whose scopes do not cover the operation (403)."""

STATUSES: dict[str, int] = {
    **dict.fromkeys(ENGINE_INPUT_CODES, 400),
    **dict.fromkeys(ENGINE_ILLEGAL_CODES, 422),
    "engine_error": 400,
    # Common to every operation (see operation_error_codes).
    "invalid_input": 400,
    "bad_request": 400,
    UNKNOWN_FIELD: 400,
    "parse_error": 400,
    "not_authenticated": 401,
    "authentication_failed": 401,
    "permission_denied": 403,
    INSUFFICIENT_SCOPE: 403,
    "not_found": 404,
    "method_not_allowed": 405,
    "not_acceptable": 406,
    "request_too_large": 413,
    "unsupported_media_type": 415,
    "throttled": 429,
    "server_error": 500,
    "service_unavailable": 503,
    # Work queued past its global cap (e.g. pending hand reviews): try again after Retry-After.
    "busy": 503,
    # Services.
    "invalid_idempotency_key": 400,
    "invalid_last_event_id": 400,
    "invalid_date": 400,
    "invalid_credentials": 401,
    "invite_not_found": 404,
    "daily_deal_not_found": 404,
    # Hand reviews (reviews/).
    "hand_not_found": 404,
    "review_not_found": 404,
    "hand_not_ended": 422,
    "daily_not_over": 422,
    "review_other_seat": 403,
    "invalid_seat": 400,
    # Puzzles (puzzles/).
    "puzzle_not_found": 404,
    "no_puzzle": 404,
    "invalid_theme": 400,
    "invalid_mode": 400,
    "version_conflict": 409,
    "already_joined": 409,
    "game_already_started": 409,
    "username_taken": 409,
    "idempotency_key_reused": 422,
    "game_not_started": 422,
    "too_many_waiting_games": 422,
    "cannot_join_own_game": 422,
    "already_registered": 422,
    "game_cancelled": 422,
    "game_not_waiting": 409,
    "no_turn_clock": 422,
    "claim_on_your_turn": 422,
    "turn_not_expired": 422,
    "daily_attempt_first": 422,
    "too_many_streams": 429,
    # The lobby, ratings and rematch (lobby/, ratings/).
    "invalid_rating_range": 400,
    "too_many_seeks": 422,
    "own_seek": 422,
    "rating_out_of_range": 422,
    "seek_taken": 409,
    "not_a_human_game": 422,
    "game_not_finished": 422,
    "rematch_already_offered": 409,
    "rematch_started": 409,
    "no_rematch_offer": 404,
    # Ratings, second pass (fourth wave): a guest asking for a rated game (also a guest
    # registering an app).
    "registration_required": 422,
    # Hand reviews.
    # Third-party apps.
    "too_many_apps": 409,
}
"""Every error code the API answers with, and its HTTP status."""

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

BODY_CODES = (UNKNOWN_FIELD, "parse_error", "request_too_large", "unsupported_media_type")
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
    """Every code an operation may answer with, and its status, in registry order: the codes
        its view declares (``error_codes``, see :func:`declared_codes`) and the common ones.  A
        view that authenticates no one (``authentication_classes = ()``) answers no 401; one
        that declares an ``oauth_scope`` and takes tokens may answer ``insufficient_scope``, and
    ``throttled`` (an app's own limit).

        A declared code missing from STATUSES is left out here (the schema warns, and
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
            wanted.add(INSUFFICIENT_SCOPE)
            wanted.update(THROTTLED_CODES)
    return {code: status for code, status in STATUSES.items() if code in wanted}


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
    for template in MESSAGES.get(code, ()):
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
                    render_message(UNKNOWN_FIELD, {"field": name}, "Unknown field."),
                    code=UNKNOWN_FIELD,
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
    unknown = [path for path, found in codes.items() if UNKNOWN_FIELD in found]
    if unknown:
        # Only the unknown fields: they are what the client must fix first, and a client
        # reading `fields` for the names to drop finds nothing else there.
        named = {
            path: [render_message(UNKNOWN_FIELD, {"field": path}, "Unknown field.")]
            for path in unknown
        }
        return Response(error_body(UNKNOWN_FIELD, named[unknown[0]][0], named), status=400)
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
