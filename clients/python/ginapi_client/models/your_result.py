from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.your_result_status_enum import YourResultStatusEnum

if TYPE_CHECKING:
    from ..models.first_hand_result import FirstHandResult


T = TypeVar("T", bound="YourResult")


@_attrs_define
class YourResult:
    """
    Attributes:
        game_id (UUID): The scored daily game (the first of the date).
        status (YourResultStatusEnum): * `waiting` - waiting
            * `active` - active
            * `finished` - finished
        first_hand (FirstHandResult | None): The shared first hand's result; null while it is being played.
        score (int | None): The points you won in the first hand (what this date's daily board records for you); null
            unless you won it.
        practice_games (int): Later, unscored games on this deal.
        expired (bool): True when the first hand had not ended when the date did: it counts on no board (`score` is then
            null).
        shared_stock (bool): False for a guest's attempt: the date's opening with a stock of its own, shown on the board
            only with ?include=guests.
    """

    game_id: UUID
    status: YourResultStatusEnum
    first_hand: FirstHandResult | None
    score: int | None
    practice_games: int
    expired: bool
    shared_stock: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.first_hand_result import FirstHandResult  # noqa: PLC0415

        game_id = str(self.game_id)

        status = self.status.value

        first_hand: dict[str, Any] | None
        if isinstance(self.first_hand, FirstHandResult):
            first_hand = self.first_hand.to_dict()
        else:
            first_hand = self.first_hand

        score: int | None
        score = self.score

        practice_games = self.practice_games

        expired = self.expired

        shared_stock = self.shared_stock

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "status": status,
                "first_hand": first_hand,
                "score": score,
                "practice_games": practice_games,
                "expired": expired,
                "shared_stock": shared_stock,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.first_hand_result import FirstHandResult  # noqa: PLC0415

        d = dict(src_dict)
        game_id = UUID(d.pop("game_id"))

        status = YourResultStatusEnum(d.pop("status"))

        def _parse_first_hand(data: object) -> FirstHandResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                first_hand_type_1 = FirstHandResult.from_dict(data)

                return first_hand_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FirstHandResult | None, data)

        first_hand = _parse_first_hand(d.pop("first_hand"))

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))

        practice_games = d.pop("practice_games")

        expired = d.pop("expired")

        shared_stock = d.pop("shared_stock")

        your_result = cls(
            game_id=game_id,
            status=status,
            first_hand=first_hand,
            score=score,
            practice_games=practice_games,
            expired=expired,
            shared_stock=shared_stock,
        )

        your_result.additional_properties = d
        return your_result

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
