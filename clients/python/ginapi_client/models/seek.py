from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.seek_status_enum import SeekStatusEnum

if TYPE_CHECKING:
    from ..models.seek_player import SeekPlayer


T = TypeVar("T", bound="Seek")


@_attrs_define
class Seek:
    """
    Attributes:
        id (UUID):
        player (SeekPlayer):
        ruleset (str):
        target (int):
        rated (bool):
        rating_range (list[int]):
        status (SeekStatusEnum): * `open` - open
            * `paired` - paired
            * `withdrawn` - withdrawn
            * `lapsed` - lapsed
        created_at (datetime.datetime):
        expires_at (datetime.datetime): When it lapses (SEEK_TTL_SECONDS).
        game (None | UUID): The game it was paired into; null while it waits.
    """

    id: UUID
    player: SeekPlayer
    ruleset: str
    target: int
    rated: bool
    rating_range: list[int]
    status: SeekStatusEnum
    created_at: datetime.datetime
    expires_at: datetime.datetime
    game: None | UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        player = self.player.to_dict()

        ruleset = self.ruleset

        target = self.target

        rated = self.rated

        rating_range = self.rating_range

        status = self.status.value

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        game: None | str
        if isinstance(self.game, UUID):
            game = str(self.game)
        else:
            game = self.game

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "player": player,
                "ruleset": ruleset,
                "target": target,
                "rated": rated,
                "rating_range": rating_range,
                "status": status,
                "created_at": created_at,
                "expires_at": expires_at,
                "game": game,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seek_player import SeekPlayer  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        player = SeekPlayer.from_dict(d.pop("player"))

        ruleset = d.pop("ruleset")

        target = d.pop("target")

        rated = d.pop("rated")

        rating_range = cast(list[int], d.pop("rating_range"))

        status = SeekStatusEnum(d.pop("status"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        def _parse_game(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                game_type_0 = UUID(data)

                return game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        game = _parse_game(d.pop("game"))

        seek = cls(
            id=id,
            player=player,
            ruleset=ruleset,
            target=target,
            rated=rated,
            rating_range=rating_range,
            status=status,
            created_at=created_at,
            expires_at=expires_at,
            game=game,
        )

        seek.additional_properties = d
        return seek

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
