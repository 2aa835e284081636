from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchedPlayerRenameRequestRequest")


@_attrs_define
class PatchedPlayerRenameRequestRequest:
    """The same ``display_name`` field, so the same validation, as at creation.

    Attributes:
        display_name (str | Unset): 1 to 40 characters, NFKC-normalized; control and format characters (bidirectional
            overrides, zero-width characters), characters that show nothing, more than two stacked accents and look-alike
            alphabets mixed (Latin with Cyrillic or Greek) are refused.
    """

    display_name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        display_name = self.display_name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if display_name is not UNSET:
            field_dict["display_name"] = display_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        display_name = d.pop("display_name", UNSET)

        patched_player_rename_request_request = cls(
            display_name=display_name,
        )

        return patched_player_rename_request_request
