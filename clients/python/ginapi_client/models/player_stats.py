from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PlayerStats")


@_attrs_define
class PlayerStats:
    """
    Attributes:
        games (int): Games created or joined.
        games_finished (int):
        games_won (int):
        hands_won (int):
        gins (int): Gin and big gin hands won.
        best_hand (int | None): Most points won in one hand; null before any win.
        daily_streak (int): Consecutive UTC dates, up to today or yesterday, with a scored Daily Gin game.
        best_daily_streak (int): The longest such run ever.
    """

    games: int
    games_finished: int
    games_won: int
    hands_won: int
    gins: int
    best_hand: int | None
    daily_streak: int
    best_daily_streak: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        games = self.games

        games_finished = self.games_finished

        games_won = self.games_won

        hands_won = self.hands_won

        gins = self.gins

        best_hand: int | None
        best_hand = self.best_hand

        daily_streak = self.daily_streak

        best_daily_streak = self.best_daily_streak

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "games": games,
                "games_finished": games_finished,
                "games_won": games_won,
                "hands_won": hands_won,
                "gins": gins,
                "best_hand": best_hand,
                "daily_streak": daily_streak,
                "best_daily_streak": best_daily_streak,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games")

        games_finished = d.pop("games_finished")

        games_won = d.pop("games_won")

        hands_won = d.pop("hands_won")

        gins = d.pop("gins")

        def _parse_best_hand(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_hand = _parse_best_hand(d.pop("best_hand"))

        daily_streak = d.pop("daily_streak")

        best_daily_streak = d.pop("best_daily_streak")

        player_stats = cls(
            games=games,
            games_finished=games_finished,
            games_won=games_won,
            hands_won=hands_won,
            gins=gins,
            best_hand=best_hand,
            daily_streak=daily_streak,
            best_daily_streak=best_daily_streak,
        )

        player_stats.additional_properties = d
        return player_stats

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
