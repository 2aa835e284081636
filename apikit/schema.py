"""OpenAPI pieces shared by the views: the error component and its documented answers, and
the schema class that completes every operation's contract.

:class:`ContractAutoSchema` (DRF's DEFAULT_SCHEMA_CLASS) gives each operation, from the one
error codes the apps declare (apikit.errors.declare):

- for each error status, the error shape with ``code`` an enum of exactly the codes the
  operation answers that status with (the view's ``error_codes`` and the common ones); a
  status the codes need that the view did not document is added, and an error status that
  none of its codes has is left out;
- the response headers: ``X-Request-ID`` on every response, ``Retry-After`` on 429 and 503,
  and on a throttled operation ``RateLimit-Policy`` and ``RateLimit`` on every response;
- on a throttled operation, its limits in words in the description and as ``x-rate-limits``.
"""

from __future__ import annotations

import re
from typing import Any

from drf_spectacular.drainage import warn
from drf_spectacular.extensions import OpenApiSerializerExtension
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.plumbing import ComponentRegistry, ResolvedComponent
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    Direction,
    OpenApiExample,
    OpenApiParameter,
    OpenApiResponse,
    inline_serializer,
)
from rest_framework import serializers

from apikit.errors import declared_codes, operation_error_codes
from apikit.errors import registry as declared_errors
from apikit.throttles import RateLimit, view_rate_limits


class ErrorDetailSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="Stable machine-readable code, e.g. card_not_in_hand.")
    message = serializers.CharField(help_text="For people; English or Spanish (Accept-Language).")
    # The error shape's own key; it shadows Serializer.fields only on the class, which DRF
    # replaces with the declared fields at instantiation.
    fields = serializers.DictField(  # type: ignore[assignment]
        child=serializers.ListField(child=serializers.CharField()),
        help_text="Per-field problems where the input was invalid; otherwise empty.",
    )


class ErrorSerializer(serializers.Serializer):
    """Every error the API answers has this shape."""

    error = ErrorDetailSerializer()


def _example(code: str, message: str, fields: dict[str, Any] | None = None) -> OpenApiExample:
    return OpenApiExample(
        code,
        value={"error": {"code": code, "message": message, "fields": fields or {}}},
        response_only=True,
    )


_ERRORS: dict[int, tuple[str, list[OpenApiExample]]] = {
    400: (
        "Malformed or invalid input (bad JSON, wrong types, a field the operation does not "
        "define, unknown or duplicate cards).",
        [
            _example(
                "invalid_input",
                "display_name: This field is required.",
                {"display_name": ["This field is required."]},
            ),
            _example(
                "unknown_field",
                "display_nmae is not a field of this operation.",
                {"display_nmae": ["display_nmae is not a field of this operation."]},
            ),
            _example(
                "invalid_card",
                "ZZ is not a card code (rank A23456789TJQK then suit CDHS, e.g. TD).",
                {"cards": ["ZZ is not a card code (rank A23456789TJQK then suit CDHS, e.g. TD)."]},
            ),
        ],
    ),
    401: (
        "No bearer token, or a token that is not valid.",
        [_example("not_authenticated", "Authentication credentials were not provided.")],
    ),
    403: (
        "Not allowed: an OAuth access token whose scopes do not cover this operation "
        "(insufficient_scope), or an operation only a registered player may call.",
        [
            _example(
                "insufficient_scope",
                "This app was not allowed to do this: its token's scopes do not cover it.",
            )
        ],
    ),
    404: (
        "No such resource, or it belongs to another player.",
        [_example("not_found", "Not found.")],
    ),
    409: (
        "expected_version is not the game's version: nothing changed.",
        [
            _example(
                "version_conflict",
                "The game is at version 12, not 10: reload it and try again.",
            )
        ],
    ),
    422: (
        "Well-formed but not allowed now; code says why. Nothing changed.",
        [
            _example("not_your_turn", "It is not your turn."),
            _example("card_not_in_hand", "You do not hold TD."),
            _example("deadwood_too_high", "Your deadwood of 14 is over the knock limit of 10."),
        ],
    ),
    429: (
        "Too many requests; Retry-After says when to try again.",
        [_example("throttled", "Request was throttled. Expected available in 12 seconds.")],
    ),
}


PAGE_PARAMETERS = [
    OpenApiParameter("page", OpenApiTypes.INT),
    OpenApiParameter("page_size", OpenApiTypes.INT),
]
"""The query parameters of a paginated list (apikit.pagination.PageNumberPagination)."""


def page_of(name: str, results: type[serializers.BaseSerializer]) -> Any:
    """The schema component ``name`` of one page of ``results`` items: the envelope
    apikit.pagination.PageNumberPagination answers with.  (Fields are made here, in the order
    DRF then lists them.)"""
    fields: dict[str, serializers.Field[Any, Any, Any, Any]] = {
        "count": serializers.IntegerField(),
        "next": serializers.URLField(allow_null=True),
        "previous": serializers.URLField(allow_null=True),
    }
    return inline_serializer(name, {**fields, "results": results(many=True)})


def board_page_example(board: str, results: list[dict[str, Any]]) -> dict[str, Any]:
    """The example value of a board's first (and only) page of ``results``, as every board
    answers it (the score boards, the puzzle boards, the rating boards)."""
    return {
        "board": board,
        "count": len(results),
        "page": 1,
        "page_size": 50,
        "pages": 1,
        "next": None,
        "previous": None,
        "me": None,
        "results": results,
    }


def errors(*statuses: int, **examples: list[OpenApiExample]) -> dict[int, OpenApiResponse]:
    """Documented error answers for ``statuses``, all in the one error shape."""
    out = {}
    for code in statuses:
        description, default_examples = _ERRORS[code]
        out[code] = OpenApiResponse(
            ErrorSerializer,
            description=description,
            examples=examples.get(f"e{code}", default_examples),
        )
    return out


def error_example(code: str, message: str, fields: dict[str, Any] | None = None) -> OpenApiExample:
    return _example(code, message, fields)


class StrictRequestExtension(OpenApiSerializerExtension):
    """Request bodies of StrictSerializer say ``additionalProperties: false``, so clients and
    code generators see that a field the operation does not define is refused (400
    ``unknown_field``) rather than ignored."""

    target_class = "apikit.fields.StrictSerializer"
    match_subclasses = True

    def map_serializer(self, auto_schema: AutoSchema, direction: Direction) -> dict[str, Any]:
        schema: dict[str, Any] = auto_schema._map_serializer(
            self.target, direction, bypass_extensions=True
        )
        if direction == "request":
            schema["additionalProperties"] = False
        serializer = self.target if isinstance(self.target, type) else type(self.target)
        if not serializer.__doc__:
            # drf-spectacular would describe the body with the docstring of a base class
            # (StrictSerializer's), which is written for this code's readers, not clients.
            schema.pop("description", None)
        return schema


STATUS_DESCRIPTIONS = {
    400: "Malformed or invalid input; code says what.",
    401: "No bearer token, or a token that is not valid.",
    403: "Not allowed.",
    404: "No such resource, or it belongs to another player.",
    409: "In conflict with the resource's state; nothing changed.",
    413: "The request body is too large.",
    415: "The body is not JSON in UTF-8.",
    422: "Well-formed but not allowed now; code says why. Nothing changed.",
    429: "Too many requests; Retry-After says when to try again.",
    503: "The service is briefly unavailable; Retry-After says when to try again.",
}

REQUEST_ID_HEADER: dict[str, Any] = {
    "description": "The request's id: the client's own X-Request-ID if sane, else a new one; "
    "in every log line of the request.",
    "schema": {"type": "string"},
    "required": True,
}
RETRY_AFTER_HEADER: dict[str, Any] = {
    "description": "Seconds to wait before trying again.",
    "schema": {"type": "integer", "minimum": 0},
    "required": True,
}
RATELIMIT_POLICY_HEADER: dict[str, Any] = {
    "description": "The operation's limits (draft-ietf-httpapi-ratelimit-headers): one item "
    'per limit, `"name";q=<requests>;w=<window seconds>`.',
    "schema": {"type": "string"},
    "example": '"moves";q=1200;w=60',
    "required": True,
}
RATELIMIT_HEADER: dict[str, Any] = {
    "description": "Where the client stands against each limit the request was counted "
    'against: `"name";r=<requests left>;t=<seconds until the window ends>`. Absent when '
    "the request was refused before it was counted (e.g. a 401).",
    "schema": {"type": "string"},
    "example": '"moves";r=1187;t=42',
}


def error_schema(codes: list[str]) -> dict[str, Any]:
    """The one error shape, with ``code`` one of ``codes``."""
    return {
        "type": "object",
        "properties": {
            "error": {
                "type": "object",
                "properties": {
                    "code": {
                        "type": "string",
                        "enum": codes,
                        "description": "Stable machine-readable code.",
                    },
                    "message": {
                        "type": "string",
                        "description": "For people; English or Spanish (Accept-Language).",
                    },
                    "fields": {
                        "type": "object",
                        "additionalProperties": {"type": "array", "items": {"type": "string"}},
                        "description": "Per-field problems where the input was invalid; "
                        "otherwise empty.",
                    },
                },
                "required": ["code", "message", "fields"],
            }
        },
        "required": ["error"],
    }


RESPONSE_HEADERS: dict[str, dict[str, Any]] = {
    "X-Request-ID": REQUEST_ID_HEADER,
    "Retry-After": RETRY_AFTER_HEADER,
    "RateLimit-Policy": RATELIMIT_POLICY_HEADER,
    "RateLimit": RATELIMIT_HEADER,
}


def _pascal(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[_\W]+", name) if part)


def error_component_name(operation_id: str, status: int, codes: list[str]) -> str:
    """The component of an operation's error answer for ``status``: named after its codes
    when they are one or two (so operations with the same ones share it: ``NotFoundError``),
    else after the operation and status (``GamesMovesCreate422Error``)."""
    if len(codes) <= 2:
        return "".join(_pascal(code) for code in codes) + "Error"
    return f"{_pascal(operation_id)}{status}Error"


def _with_schema(body: dict[str, Any], ref: dict[str, str], codes: list[str]) -> dict[str, Any]:
    """An error answer's media entry with the schema ``ref``, keeping only the examples of
    ``codes`` (the shared defaults of :func:`errors` name codes other operations answer)."""
    examples = {
        name: example
        for name, example in (body.get("examples") or {}).items()
        if example.get("value", {}).get("error", {}).get("code") in codes
    }
    out = {key: value for key, value in body.items() if key != "examples"}
    out["schema"] = ref
    if examples:
        out["examples"] = examples
    return out


def describe_limits(limits: list[RateLimit]) -> str:
    """The limits in words, for an operation's description."""
    parts = [
        f"{limit.limit} requests per {limit.window} s per {limit.per} (`{limit.name}`)"
        for limit in limits
    ]
    return "Rate limit: " + "; ".join(parts) + ". See the RateLimit and RateLimit-Policy headers."


class ContractAutoSchema(AutoSchema):
    """drf-spectacular's AutoSchema, completing each operation's error codes, headers and
    limits (see the module's docstring)."""

    def get_operation(
        self,
        path: str,
        path_regex: str,
        path_prefix: str,
        method: str,
        registry: ComponentRegistry,
    ) -> dict[str, Any] | None:
        operation = super().get_operation(path, path_regex, path_prefix, method, registry)
        if operation is None:
            return None
        limits = view_rate_limits(self.view)
        declared = getattr(self.view, "error_codes", ())
        unknown = set(declared_codes(declared, self.method)) - declared_errors().keys()
        if unknown:
            warn(
                f"{type(self.view).__qualname__} declares error codes that no app declares "
                f"(apikit.errors.declare): {', '.join(sorted(unknown))}"
            )
        codes = operation_error_codes(declared, self.method, bool(limits), self.view)
        by_status: dict[int, list[str]] = {}
        for code, http in codes.items():
            by_status.setdefault(http, []).append(code)
        responses: dict[str, Any] = operation["responses"]
        for key in [key for key in responses if int(key) >= 400 and int(key) not in by_status]:
            # Documented by the view, but no code of the operation has that status.
            del responses[key]
        for http, status_codes in sorted(by_status.items()):
            response = responses.setdefault(
                str(http), {"description": STATUS_DESCRIPTIONS.get(http, "An error.")}
            )
            name = error_component_name(operation["operationId"], http, status_codes)
            component = self._component(ResolvedComponent.SCHEMA, name, error_schema(status_codes))
            response["content"] = {
                media: _with_schema(body, component.ref, status_codes)
                for media, body in (response.get("content") or {"application/json": {}}).items()
            }
        for key, response in responses.items():
            headers = response.setdefault("headers", {})
            wanted = ["X-Request-ID"]
            if key in ("429", "503"):
                wanted.append("Retry-After")
            if limits:
                wanted += ["RateLimit-Policy", "RateLimit"]
            for header in wanted:
                headers[header] = self._component(
                    ResolvedComponent.HEADER, header, RESPONSE_HEADERS[header]
                ).ref
        operation["responses"] = dict(sorted(responses.items()))
        if limits:
            text = describe_limits(limits)
            description = operation.get("description")
            operation["description"] = f"{description}\n\n{text}" if description else text
            operation["x-rate-limits"] = [
                {"name": limit.name, "limit": limit.limit, "window": limit.window, "per": limit.per}
                for limit in limits
            ]
        return operation

    def _component(self, kind: str, name: str, schema: dict[str, Any]) -> ResolvedComponent:
        component = ResolvedComponent(name=name, type=kind, schema=schema, object=name)
        self.registry.register_on_missing(component)
        return component


def documented_codes(schema: dict[str, Any], operation: dict[str, Any]) -> dict[int, set[str]]:
    """The error codes an operation of the served ``schema`` lists, by status."""
    out: dict[int, set[str]] = {}
    for key, response in operation.get("responses", {}).items():
        for body in (response.get("content") or {}).values():
            ref = body.get("schema", {}).get("$ref", "")
            component = schema["components"]["schemas"].get(ref.rsplit("/", 1)[-1], {})
            error = component.get("properties", {}).get("error", {})
            enum = error.get("properties", {}).get("code", {}).get("enum")
            if enum is not None:
                out.setdefault(int(key), set()).update(enum)
    return out


__all__ = ["ContractAutoSchema", "documented_codes", "error_example", "errors"]
