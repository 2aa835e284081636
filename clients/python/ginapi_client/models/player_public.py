from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.player_public_ratings import PlayerPublicRatings


T = TypeVar("T", bound="PlayerPublic")


@_attrs_define
class PlayerPublic:
    """
    Attributes:
        id (UUID):
        display_name (str):
        ratings (PlayerPublicRatings): By ruleset name: every named ruleset.
        member_since (datetime.datetime):
    """

    id: UUID
    display_name: str
    ratings: PlayerPublicRatings
    member_since: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        display_name = self.display_name

        ratings = self.ratings.to_dict()

        member_since = self.member_since.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "display_name": display_name,
                "ratings": ratings,
                "member_since": member_since,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_public_ratings import PlayerPublicRatings  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        display_name = d.pop("display_name")

        ratings = PlayerPublicRatings.from_dict(d.pop("ratings"))

        member_since = datetime.datetime.fromisoformat(d.pop("member_since"))

        player_public = cls(
            id=id,
            display_name=display_name,
            ratings=ratings,
            member_since=member_since,
        )

        player_public.additional_properties = d
        return player_public

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
