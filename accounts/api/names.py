"""The API's display-name field: :mod:`accounts.names`' one validation, as a serializer field."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ValidationError
from rest_framework import serializers

from accounts.names import DISPLAY_NAME_MAX_LENGTH, RAW_NAME_FACTOR, display_name_validate
from apikit.fields import StrictCharField


class DisplayNameField(StrictCharField):
    """A display name, at a player's creation and at a rename: the one validation of
    :func:`accounts.names.display_name_validate` (NFKC, 1 to 40 characters, no control or
    format characters: no bidi overrides, no zero-width characters)."""

    def __init__(self, *, max_length: int = DISPLAY_NAME_MAX_LENGTH, **kwargs: Any) -> None:
        kwargs.setdefault(
            "help_text",
            f"1 to {max_length} characters, NFKC-normalized; control and format characters "
            "(bidirectional overrides, zero-width characters), characters that show nothing, "
            "more than two stacked accents and look-alike alphabets mixed (Latin with "
            "Cyrillic or Greek) are refused.",
        )
        super().__init__(max_length=max_length, **kwargs)

    def to_internal_value(self, data: Any) -> str:
        max_length = self.max_length or DISPLAY_NAME_MAX_LENGTH
        if isinstance(data, str) and len(data) > RAW_NAME_FACTOR * max_length:
            self.fail("max_length", max_length=max_length)
        value = super().to_internal_value(data)
        try:
            return display_name_validate(value, max_length=max_length)
        except ValidationError as error:
            raise serializers.ValidationError(error.messages, code=error.code) from None
