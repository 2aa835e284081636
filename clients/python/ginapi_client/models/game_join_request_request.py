from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameJoinRequestRequest")


@_attrs_define
class GameJoinRequestRequest:
    """
    Attributes:
        invite_code (str):
    """

    invite_code: str

    def to_dict(self) -> dict[str, Any]:
        invite_code = self.invite_code

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "invite_code": invite_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invite_code = d.pop("invite_code")

        game_join_request_request = cls(
            invite_code=invite_code,
        )

        return game_join_request_request
