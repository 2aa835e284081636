from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.opponent_kind_enum import OpponentKindEnum

T = TypeVar("T", bound="Opponent")


@_attrs_define
class Opponent:
    """
    Attributes:
        kind (OpponentKindEnum): * `ai` - ai
            * `human` - human
        ai_level (None | str):
        display_name (None | str): The friend's name; null for the AI or before the friend joins.
    """

    kind: OpponentKindEnum
    ai_level: None | str
    display_name: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        ai_level: None | str
        ai_level = self.ai_level

        display_name: None | str
        display_name = self.display_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "ai_level": ai_level,
                "display_name": display_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = OpponentKindEnum(d.pop("kind"))

        def _parse_ai_level(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ai_level = _parse_ai_level(d.pop("ai_level"))

        def _parse_display_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        display_name = _parse_display_name(d.pop("display_name"))

        opponent = cls(
            kind=kind,
            ai_level=ai_level,
            display_name=display_name,
        )

        opponent.additional_properties = d
        return opponent

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
