from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.action_enum import ActionEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="PuzzleActionPlayed")


@_attrs_define
class PuzzleActionPlayed:
    """
    Attributes:
        action (ActionEnum): * `take_upcard` - take_upcard
            * `pass` - pass
            * `draw_stock` - draw_stock
            * `draw_discard` - draw_discard
            * `discard` - discard
            * `knock` - knock
            * `big_gin` - big_gin
            * `resign` - resign
        card (str | Unset):
    """

    action: ActionEnum
    card: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = ActionEnum(d.pop("action"))

        card = d.pop("card", UNSET)

        puzzle_action_played = cls(
            action=action,
            card=card,
        )

        puzzle_action_played.additional_properties = d
        return puzzle_action_played

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
