"""OpenAPI pieces shared by the views: the error component and its documented answers."""

from __future__ import annotations

from typing import Any

from drf_spectacular.extensions import OpenApiSerializerExtension
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.utils import Direction, OpenApiExample, OpenApiResponse
from rest_framework import serializers


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
