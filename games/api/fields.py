"""Strict input fields: a number where text is expected (or text where a number is) is a 400,
not something DRF quietly converts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers, status

from games.engine.rules import RULESETS
from games.errors import ApiError, render_message


class StrictSerializer(serializers.Serializer):
    """An input body that names only the fields it defines: any other field is a 400
    ``unknown_field`` naming it (API.md), so a typo never falls back to a default."""

    def to_internal_value(self, data: Any) -> Any:
        if isinstance(data, Mapping):
            unknown = sorted(str(name) for name in data if name not in self.fields)
            if unknown:
                fields = {
                    name: [render_message("unknown_field", {"field": name}, "Unknown field.")]
                    for name in unknown
                }
                message = fields[unknown[0]][0]
                raise ApiError("unknown_field", message, status.HTTP_400_BAD_REQUEST, fields)
        return super().to_internal_value(data)


class StrictCharField(serializers.CharField):
    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictIntegerField(serializers.IntegerField):
    def to_internal_value(self, data: Any) -> int:
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return super().to_internal_value(data)


@extend_schema_field({"type": "string", "enum": list(RULESETS)})
class RulesetNameField(StrictCharField):
    """A ruleset's name, exactly (no trimming): the schema lists the names, the engine checks
    them and names the choices in its error."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("default", "standard")
        kwargs.setdefault("max_length", 32)
        kwargs.setdefault("help_text", "A name from GET /api/v1/rulesets.")
        super().__init__(trim_whitespace=False, **kwargs)
