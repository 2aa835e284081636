from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.puzzle_action_played import PuzzleActionPlayed


T = TypeVar("T", bound="PuzzleActionValue")


@_attrs_define
class PuzzleActionValue:
    """
    Attributes:
        action (PuzzleActionPlayed):
        points (float): Expected points of the hand to the seat after this action (negative: the opponent scores them).
    """

    action: PuzzleActionPlayed
    points: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action.to_dict()

        points = self.points

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.puzzle_action_played import PuzzleActionPlayed  # noqa: PLC0415

        d = dict(src_dict)
        action = PuzzleActionPlayed.from_dict(d.pop("action"))

        points = d.pop("points")

        puzzle_action_value = cls(
            action=action,
            points=points,
        )

        puzzle_action_value.additional_properties = d
        return puzzle_action_value

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
