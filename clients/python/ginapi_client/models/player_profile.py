from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.player_stats import PlayerStats


T = TypeVar("T", bound="PlayerProfile")


@_attrs_define
class PlayerProfile:
    """
    Attributes:
        id (UUID):
        display_name (str):
        created_at (datetime.datetime):
        username (None | str): Set by POST /api/v1/players/me/credentials; null for a guest.
        registered (bool): Whether the player can log in with a username and password.
        stats (PlayerStats):
    """

    id: UUID
    display_name: str
    created_at: datetime.datetime
    username: None | str
    registered: bool
    stats: PlayerStats
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        display_name = self.display_name

        created_at = self.created_at.isoformat()

        username: None | str
        username = self.username

        registered = self.registered

        stats = self.stats.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "display_name": display_name,
                "created_at": created_at,
                "username": username,
                "registered": registered,
                "stats": stats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_stats import PlayerStats  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        display_name = d.pop("display_name")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_username(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        username = _parse_username(d.pop("username"))

        registered = d.pop("registered")

        stats = PlayerStats.from_dict(d.pop("stats"))

        player_profile = cls(
            id=id,
            display_name=display_name,
            created_at=created_at,
            username=username,
            registered=registered,
            stats=stats,
        )

        player_profile.additional_properties = d
        return player_profile

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
