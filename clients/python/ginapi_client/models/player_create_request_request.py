from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerCreateRequestRequest")


@_attrs_define
class PlayerCreateRequestRequest:
    """
    Attributes:
        display_name (str): 1 to 40 characters, NFKC-normalized; control and format characters (bidirectional overrides,
            zero-width characters), characters that show nothing, more than two stacked accents and look-alike alphabets
            mixed (Latin with Cyrillic or Greek) are refused.
    """

    display_name: str

    def to_dict(self) -> dict[str, Any]:
        display_name = self.display_name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "display_name": display_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        display_name = d.pop("display_name")

        player_create_request_request = cls(
            display_name=display_name,
        )

        return player_create_request_request
