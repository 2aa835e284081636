from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.relative_enum import RelativeEnum

if TYPE_CHECKING:
    from ..models.event import Event


T = TypeVar("T", bound="MoveLogEntry")


@_attrs_define
class MoveLogEntry:
    """
    Attributes:
        version (int): The game version this action produced.
        player (RelativeEnum): * `you` - you
            * `opponent` - opponent
        action (str):
        card (None | str): The discard, if any.
        melds (list[list[str]] | None):
        events (list[Event]):
        created_at (datetime.datetime):
    """

    version: int
    player: RelativeEnum
    action: str
    card: None | str
    melds: list[list[str]] | None
    events: list[Event]
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        player = self.player.value

        action = self.action

        card: None | str
        card = self.card

        melds: list[list[str]] | None
        if isinstance(self.melds, list):
            melds = []
            for melds_type_0_item_data in self.melds:
                melds_type_0_item = melds_type_0_item_data

                melds.append(melds_type_0_item)

        else:
            melds = self.melds

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "player": player,
                "action": action,
                "card": card,
                "melds": melds,
                "events": events,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        player = RelativeEnum(d.pop("player"))

        action = d.pop("action")

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        def _parse_melds(data: object) -> list[list[str]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                melds_type_0 = []
                _melds_type_0 = data
                for melds_type_0_item_data in _melds_type_0:
                    melds_type_0_item = cast(list[str], melds_type_0_item_data)

                    melds_type_0.append(melds_type_0_item)

                return melds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None, data)

        melds = _parse_melds(d.pop("melds"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        move_log_entry = cls(
            version=version,
            player=player,
            action=action,
            card=card,
            melds=melds,
            events=events,
            created_at=created_at,
        )

        move_log_entry.additional_properties = d
        return move_log_entry

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
