from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RatingHistoryStep")


@_attrs_define
class RatingHistoryStep:
    """
    Attributes:
        at (datetime.datetime): When the game ended.
        rating (float):
        rd (float):
        game (UUID):
    """

    at: datetime.datetime
    rating: float
    rd: float
    game: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        rating = self.rating

        rd = self.rd

        game = str(self.game)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "rating": rating,
                "rd": rd,
                "game": game,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        rating = d.pop("rating")

        rd = d.pop("rd")

        game = UUID(d.pop("game"))

        rating_history_step = cls(
            at=at,
            rating=rating,
            rd=rd,
            game=game,
        )

        rating_history_step.additional_properties = d
        return rating_history_step

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
