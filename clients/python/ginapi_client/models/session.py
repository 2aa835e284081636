from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Session")


@_attrs_define
class Session:
    """
    Attributes:
        id (UUID): For DELETE /api/v1/players/me/sessions/{id}.
        label (str): The User-Agent of the request that made the token, shortened.
        created_at (datetime.datetime):
        last_used_at (datetime.datetime): Kept to within a few minutes, not written on every request.
        current (bool): The token this request was sent with.
    """

    id: UUID
    label: str
    created_at: datetime.datetime
    last_used_at: datetime.datetime
    current: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        label = self.label

        created_at = self.created_at.isoformat()

        last_used_at = self.last_used_at.isoformat()

        current = self.current

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "label": label,
                "created_at": created_at,
                "last_used_at": last_used_at,
                "current": current,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        label = d.pop("label")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        last_used_at = datetime.datetime.fromisoformat(d.pop("last_used_at"))

        current = d.pop("current")

        session = cls(
            id=id,
            label=label,
            created_at=created_at,
            last_used_at=last_used_at,
            current=current,
        )

        session.additional_properties = d
        return session

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
