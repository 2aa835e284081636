from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="App")


@_attrs_define
class App:
    """
    Attributes:
        client_id (str):
        name (str):
        redirect_uris (list[str]):
        public (bool):
        created_at (datetime.datetime):
    """

    client_id: str
    name: str
    redirect_uris: list[str]
    public: bool
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_id = self.client_id

        name = self.name

        redirect_uris = self.redirect_uris

        public = self.public

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_id": client_id,
                "name": name,
                "redirect_uris": redirect_uris,
                "public": public,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_id = d.pop("client_id")

        name = d.pop("name")

        redirect_uris = cast(list[str], d.pop("redirect_uris"))

        public = d.pop("public")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        app = cls(
            client_id=client_id,
            name=name,
            redirect_uris=redirect_uris,
            public=public,
            created_at=created_at,
        )

        app.additional_properties = d
        return app

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
