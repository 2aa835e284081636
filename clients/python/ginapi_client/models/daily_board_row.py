from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.board_player import BoardPlayer


T = TypeVar("T", bound="DailyBoardRow")


@_attrs_define
class DailyBoardRow:
    """
    Attributes:
        rank (int): 1-based; ties share a rank (1, 2, 2, 4).
        player (BoardPlayer):
        score (int): The player's best single-hand score here.
        achieved_at (datetime.datetime): When that score was first reached (UTC).
        par (int | None): The date's par (GET /api/v1/daily/{date}): the most points the first hand can win. Null until
            the date is over.
    """

    rank: int
    player: BoardPlayer
    score: int
    achieved_at: datetime.datetime
    par: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        player = self.player.to_dict()

        score = self.score

        achieved_at = self.achieved_at.isoformat()

        par: int | None
        par = self.par

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "player": player,
                "score": score,
                "achieved_at": achieved_at,
                "par": par,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.board_player import BoardPlayer  # noqa: PLC0415

        d = dict(src_dict)
        rank = d.pop("rank")

        player = BoardPlayer.from_dict(d.pop("player"))

        score = d.pop("score")

        achieved_at = datetime.datetime.fromisoformat(d.pop("achieved_at"))

        def _parse_par(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        par = _parse_par(d.pop("par"))

        daily_board_row = cls(
            rank=rank,
            player=player,
            score=score,
            achieved_at=achieved_at,
            par=par,
        )

        daily_board_row.additional_properties = d
        return daily_board_row

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
