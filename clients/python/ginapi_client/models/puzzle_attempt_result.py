from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.puzzle_action_played import PuzzleActionPlayed
    from ..models.puzzle_action_value import PuzzleActionValue
    from ..models.puzzle_rating_change import PuzzleRatingChange


T = TypeVar("T", bound="PuzzleAttemptResult")


@_attrs_define
class PuzzleAttemptResult:
    """
    Attributes:
        correct (bool): Whether the action was the best.
        solution (PuzzleActionPlayed):
        values (list[PuzzleActionValue]): Every legal action, best first.
        rating_change (None | PuzzleRatingChange): The player's puzzle rating; null when unrated.
        streak (int | None): The streak after this attempt, when it was a streak's.
    """

    correct: bool
    solution: PuzzleActionPlayed
    values: list[PuzzleActionValue]
    rating_change: None | PuzzleRatingChange
    streak: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.puzzle_rating_change import PuzzleRatingChange  # noqa: PLC0415

        correct = self.correct

        solution = self.solution.to_dict()

        values = []
        for values_item_data in self.values:
            values_item = values_item_data.to_dict()
            values.append(values_item)

        rating_change: dict[str, Any] | None
        if isinstance(self.rating_change, PuzzleRatingChange):
            rating_change = self.rating_change.to_dict()
        else:
            rating_change = self.rating_change

        streak: int | None
        streak = self.streak

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "correct": correct,
                "solution": solution,
                "values": values,
                "rating_change": rating_change,
                "streak": streak,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.puzzle_action_played import PuzzleActionPlayed  # noqa: PLC0415
        from ..models.puzzle_action_value import PuzzleActionValue  # noqa: PLC0415
        from ..models.puzzle_rating_change import PuzzleRatingChange  # noqa: PLC0415

        d = dict(src_dict)
        correct = d.pop("correct")

        solution = PuzzleActionPlayed.from_dict(d.pop("solution"))

        values = []
        _values = d.pop("values")
        for values_item_data in _values:
            values_item = PuzzleActionValue.from_dict(values_item_data)

            values.append(values_item)

        def _parse_rating_change(data: object) -> None | PuzzleRatingChange:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_change_type_1 = PuzzleRatingChange.from_dict(data)

                return rating_change_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PuzzleRatingChange, data)

        rating_change = _parse_rating_change(d.pop("rating_change"))

        def _parse_streak(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        streak = _parse_streak(d.pop("streak"))

        puzzle_attempt_result = cls(
            correct=correct,
            solution=solution,
            values=values,
            rating_change=rating_change,
            streak=streak,
        )

        puzzle_attempt_result.additional_properties = d
        return puzzle_attempt_result

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
