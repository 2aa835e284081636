from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Totals")


@_attrs_define
class Totals:
    """
    Attributes:
        points (int):
        game_bonus (int):
        line_bonus (int):
        total (int):
    """

    points: int
    game_bonus: int
    line_bonus: int
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        points = self.points

        game_bonus = self.game_bonus

        line_bonus = self.line_bonus

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "points": points,
                "game_bonus": game_bonus,
                "line_bonus": line_bonus,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = d.pop("points")

        game_bonus = d.pop("game_bonus")

        line_bonus = d.pop("line_bonus")

        total = d.pop("total")

        totals = cls(
            points=points,
            game_bonus=game_bonus,
            line_bonus=line_bonus,
            total=total,
        )

        totals.additional_properties = d
        return totals

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
