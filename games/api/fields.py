"""Strict input fields: a number where text is expected (or text where a number is) is a 400,
not something DRF quietly converts."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers


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
