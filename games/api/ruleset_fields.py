"""The request fields that name a ruleset and override its numbers (``ruleset``, ``rules``), as
POST /games, /analyze and /score take them: strict like the rest (:mod:`apikit.fields`), the
values checked by the rules engine."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apikit.errors import unknown_fields_error
from apikit.fields import StrictCharField, StrictSerializer
from games.engine.errors import InvalidRulesetError
from games.engine.rules import OVERRIDABLE, RULESETS, Ruleset, get_ruleset


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
