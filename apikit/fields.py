"""Strict input: a field the operation does not define is a 400 ``unknown_field``, and a number
where text is expected (or text where a number is) is a 400, not something DRF quietly
converts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rest_framework import serializers
from rest_framework.request import Request

from apikit.errors import unknown_fields_error


class StrictSerializer(serializers.Serializer):
    """An input body that names only the fields it defines: any other field is a 400
    ``unknown_field`` naming it (docs/API.md), so a typo never falls back to a default.

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
