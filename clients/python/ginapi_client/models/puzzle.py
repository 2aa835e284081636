from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ruleset_enum import RulesetEnum
from ..models.themes_enum import ThemesEnum

if TYPE_CHECKING:
    from ..models.puzzle_position import PuzzlePosition


T = TypeVar("T", bound="Puzzle")


@_attrs_define
class Puzzle:
    """
    Attributes:
        id (str):
        ruleset (RulesetEnum):
        themes (list[ThemesEnum]):
        rating (float): The puzzle's Glicko-2 rating.
        position (PuzzlePosition):
    """

    id: str
    ruleset: RulesetEnum
    themes: list[ThemesEnum]
    rating: float
    position: PuzzlePosition
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        ruleset = self.ruleset.value

        themes = []
        for themes_item_data in self.themes:
            themes_item = themes_item_data.value
            themes.append(themes_item)

        rating = self.rating

        position = self.position.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "ruleset": ruleset,
                "themes": themes,
                "rating": rating,
                "position": position,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.puzzle_position import PuzzlePosition  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        ruleset = RulesetEnum(d.pop("ruleset"))

        themes = []
        _themes = d.pop("themes")
        for themes_item_data in _themes:
            themes_item = ThemesEnum(themes_item_data)

            themes.append(themes_item)

        rating = d.pop("rating")

        position = PuzzlePosition.from_dict(d.pop("position"))

        puzzle = cls(
            id=id,
            ruleset=ruleset,
            themes=themes,
            rating=rating,
            position=position,
        )

        puzzle.additional_properties = d
        return puzzle

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
