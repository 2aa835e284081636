"""Strict input: a field the operation does not define is a 400 ``unknown_field``, and a number
where text is expected (or text where a number is) is a 400, not something DRF quietly
converts."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.request import Request

from apikit.errors import unknown_fields_error
from games.engine.errors import InvalidRulesetError
from games.engine.rules import OVERRIDABLE, RULESETS, Ruleset, get_ruleset


class StrictSerializer(serializers.Serializer):
    """An input body that names only the fields it defines: any other field is a 400
    ``unknown_field`` naming it (API.md), so a typo never falls back to a default.

    Nested inside another serializer, the name is reported with its path
    (``rules.gin_bonuss``); the exception handler renders the message.  A body that is not
    an object at all is DRF's own 400 ``invalid_input``.
    """

    def to_internal_value(self, data: Any) -> Any:
        if isinstance(data, Mapping):
            unknown = [name for name in data if name not in self.fields]
            if unknown:
                raise unknown_fields_error(unknown)
        return super().to_internal_value(data)


class NoBodySerializer(StrictSerializer):
    """The body of an operation that takes none: nothing, ``{}`` or ``null``."""


def no_body(request: Request) -> None:
    """Refuse a body with fields on an operation that defines none (e.g. POST /daily/play).

    An empty body, ``{}`` and ``null`` are accepted; malformed JSON is still a 400 from the
    parser, an object with fields is a 400 ``unknown_field`` naming them (a client that
    believes it is passing options is told they are ignored), and any other JSON value is
    the 400 ``invalid_input`` of a body that is not an object.
    """
    data = request.data
    if data is None or (isinstance(data, Mapping) and not data):
        return
    NoBodySerializer(data=data).is_valid(raise_exception=True)


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


class StrictBooleanField(serializers.BooleanField):
    """true or false, not "yes", 1 or "true"."""

    def to_internal_value(self, data: Any) -> bool:
        if not isinstance(data, bool):
            self.fail("invalid", input=data)
        return data


@extend_schema_field({"type": "string", "enum": list(RULESETS)})
class RulesetNameField(StrictCharField):
    """A ruleset's name, exactly (no trimming): the schema lists the names, the engine checks
    them and names the choices in its error."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("default", "standard")
        kwargs.setdefault("max_length", 32)
        kwargs.setdefault("help_text", "A name from GET /api/v1/rulesets.")
        super().__init__(trim_whitespace=False, **kwargs)


RULESET_PARAMETERS = frozenset(field.name for field in dataclasses.fields(Ruleset))
"""Every parameter a ruleset has.  A ``rules`` key outside these is a typo (``unknown_field``);
one inside that may not change (``max_meld_size``) is the engine's ``invalid_ruleset``."""


@extend_schema_field(
    {
        "type": "object",
        "properties": {
            name: {"type": "integer", "minimum": low, "maximum": high}
            for name, (low, high) in OVERRIDABLE.items()
        },
        "additionalProperties": False,
        "nullable": True,
        "description": (
            "Overrides of the ruleset's numbers, each an integer in the range GET "
            "/api/v1/rulesets lists under `overridable`. Oklahoma and straight fix their knock "
            "limit; arcade has no big gin bonus."
        ),
    }
)
class RulesField(serializers.DictField):
    """``rules``: overrides of a ruleset's numbers, as POST /games, /analyze and /score take
    them.  The values, and whether this ruleset lets them change, are the engine's to check
    (:func:`~games.engine.rules.get_ruleset`): see :class:`RulesetInputSerializer`."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("required", False)
        kwargs.setdefault("allow_null", True)
        super().__init__(**kwargs)

    def to_internal_value(self, data: Any) -> dict[str, Any]:
        if isinstance(data, Mapping):
            unknown = [name for name in data if name not in RULESET_PARAMETERS]
            if unknown:
                raise unknown_fields_error(unknown)
        overrides: dict[str, Any] = super().to_internal_value(data)
        return overrides


class RulesetInputSerializer(StrictSerializer):
    """A body naming a ruleset (``ruleset``) and overrides of its numbers (``rules``).

    Validated as one: ``validated_data["ruleset_rules"]`` is the :class:`Ruleset` they make,
    overrides applied.  Engine errors are blamed on the request's own field: ``ruleset``,
    ``target`` (where the serializer has a ``target`` of its own, as POST /games does), or
    ``rules.<key>``.
    """

    ruleset = RulesetNameField()
    rules = RulesField()

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        attrs = super().validate(attrs)
        overrides = dict(attrs.get("rules") or {})
        target = attrs.get("target")
        if target is not None:
            overrides["target"] = target
        try:
            attrs["ruleset_rules"] = get_ruleset(attrs["ruleset"], overrides)
        except InvalidRulesetError as error:
            field = error.params.get("field")
            if field not in ("ruleset", "rules") and not (field == "target" and target is not None):
                error.params["field"] = f"rules.{field}"
            raise
        return attrs
