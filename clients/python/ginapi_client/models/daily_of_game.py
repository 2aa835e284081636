from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DailyOfGame")


@_attrs_define
class DailyOfGame:
    """A Daily Gin game's date, whether it is the scored attempt, and what that attempt says of
    itself.

        Attributes:
            date (datetime.date): The UTC date whose deal hand 1 was dealt from.
            scored (bool): True for the first attempt of the date (it counts on the daily board); false for practice.
            expired (bool): True for a scored attempt whose hand 1 had not ended when its date did (00:00 UTC of the next
                day): it never reaches a board; the game may go on, unscored.
            shared_stock (bool): False for a guest's attempt: the date's opening (both hands and the upcard) with a stock of
                its own; its score shows only with ?include=guests.
    """

    date: datetime.date
    scored: bool
    expired: bool
    shared_stock: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        scored = self.scored

        expired = self.expired

        shared_stock = self.shared_stock

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "scored": scored,
                "expired": expired,
                "shared_stock": shared_stock,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        scored = d.pop("scored")

        expired = d.pop("expired")

        shared_stock = d.pop("shared_stock")

        daily_of_game = cls(
            date=date,
            scored=scored,
            expired=expired,
            shared_stock=shared_stock,
        )

        daily_of_game.additional_properties = d
        return daily_of_game

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
