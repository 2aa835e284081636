from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rating_board_player import RatingBoardPlayer


T = TypeVar("T", bound="PuzzleRatingRow")


@_attrs_define
class PuzzleRatingRow:
    """
    Attributes:
        rank (int): 1-based; equal ratings share a rank.
        player (RatingBoardPlayer):
        rating (float):
        rd (float):
        attempts (int): Rated attempts.
    """

    rank: int
    player: RatingBoardPlayer
    rating: float
    rd: float
    attempts: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        player = self.player.to_dict()

        rating = self.rating

        rd = self.rd

        attempts = self.attempts

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "player": player,
                "rating": rating,
                "rd": rd,
                "attempts": attempts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_board_player import RatingBoardPlayer  # noqa: PLC0415

        d = dict(src_dict)
        rank = d.pop("rank")

        player = RatingBoardPlayer.from_dict(d.pop("player"))

        rating = d.pop("rating")

        rd = d.pop("rd")

        attempts = d.pop("attempts")

        puzzle_rating_row = cls(
            rank=rank,
            player=player,
            rating=rating,
            rd=rd,
            attempts=attempts,
        )

        puzzle_rating_row.additional_properties = d
        return puzzle_rating_row

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
