from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AppCreateRequestRequest")


@_attrs_define
class AppCreateRequestRequest:
    """
    Attributes:
        name (str): Shown to players on the consent page; held to the display names' rules (1 to 60 characters).
        redirect_uris (list[str]): Where the consent page may send the player back, matched exactly: `https://...`, or
            `http://127.0.0.1:PORT/...` / `http://localhost:PORT/...` for development.
        public (bool): true for an app that cannot keep a secret (a browser or phone app: PKCE only); false for a server
            that can (it also gets a client_secret).
    """

    name: str
    redirect_uris: list[str]
    public: bool

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        redirect_uris = self.redirect_uris

        public = self.public

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "redirect_uris": redirect_uris,
                "public": public,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        redirect_uris = cast(list[str], d.pop("redirect_uris"))

        public = d.pop("public")

        app_create_request_request = cls(
            name=name,
            redirect_uris=redirect_uris,
            public=public,
        )

        return app_create_request_request
