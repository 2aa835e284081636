from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.relative_enum import RelativeEnum
from ..models.rematch_offer_status_enum import RematchOfferStatusEnum

T = TypeVar("T", bound="RematchOffer")


@_attrs_define
class RematchOffer:
    """
    Attributes:
        game (UUID): The finished game to play again.
        offered_by (RelativeEnum): * `you` - you
            * `opponent` - opponent
        status (RematchOfferStatusEnum): * `open` - open
            * `accepted` - accepted
            * `withdrawn` - withdrawn
            * `declined` - declined
            * `lapsed` - lapsed
        expires_at (datetime.datetime): When it lapses (REMATCH_TTL_SECONDS).
        rematch (None | UUID): The new game, once accepted.
    """

    game: UUID
    offered_by: RelativeEnum
    status: RematchOfferStatusEnum
    expires_at: datetime.datetime
    rematch: None | UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = str(self.game)

        offered_by = self.offered_by.value

        status = self.status.value

        expires_at = self.expires_at.isoformat()

        rematch: None | str
        if isinstance(self.rematch, UUID):
            rematch = str(self.rematch)
        else:
            rematch = self.rematch

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "offered_by": offered_by,
                "status": status,
                "expires_at": expires_at,
                "rematch": rematch,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = UUID(d.pop("game"))

        offered_by = RelativeEnum(d.pop("offered_by"))

        status = RematchOfferStatusEnum(d.pop("status"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        def _parse_rematch(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rematch_type_0 = UUID(data)

                return rematch_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        rematch = _parse_rematch(d.pop("rematch"))

        rematch_offer = cls(
            game=game,
            offered_by=offered_by,
            status=status,
            expires_at=expires_at,
            rematch=rematch,
        )

        rematch_offer.additional_properties = d
        return rematch_offer

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
