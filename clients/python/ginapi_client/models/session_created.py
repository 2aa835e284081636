from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.player_profile import PlayerProfile


T = TypeVar("T", bound="SessionCreated")


@_attrs_define
class SessionCreated:
    """
    Attributes:
        token (str): A new bearer token for this device. Shown once: it is not stored.
        player (PlayerProfile):
    """

    token: str
    player: PlayerProfile
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        player = self.player.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "token": token,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_profile import PlayerProfile  # noqa: PLC0415

        d = dict(src_dict)
        token = d.pop("token")

        player = PlayerProfile.from_dict(d.pop("player"))

        session_created = cls(
            token=token,
            player=player,
        )

        session_created.additional_properties = d
        return session_created

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
