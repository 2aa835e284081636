from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.action import Action
    from ..models.line_review import LineReview


T = TypeVar("T", bound="YourLine")


@_attrs_define
class YourLine:
    """
    Attributes:
        game_id (UUID): The caller's scored daily game on this deal.
        finished (bool): Whether its first hand is over.
        score (int): The points the caller won in that hand.
        line (list[Action]): The caller's actions in the first hand.
        left_par_at (int | None): The index in `line` of the first action that is not the par line's (null when the line
            follows par to its end).
        review (LineReview | None): Each of the caller's decisions with its loss, once the hand has been reviewed (POST
            /api/v1/games/{game_id}/hands/1/review); null before.
    """

    game_id: UUID
    finished: bool
    score: int
    line: list[Action]
    left_par_at: int | None
    review: LineReview | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.line_review import LineReview  # noqa: PLC0415

        game_id = str(self.game_id)

        finished = self.finished

        score = self.score

        line = []
        for line_item_data in self.line:
            line_item = line_item_data.to_dict()
            line.append(line_item)

        left_par_at: int | None
        left_par_at = self.left_par_at

        review: dict[str, Any] | None
        if isinstance(self.review, LineReview):
            review = self.review.to_dict()
        else:
            review = self.review

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "finished": finished,
                "score": score,
                "line": line,
                "left_par_at": left_par_at,
                "review": review,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415
        from ..models.line_review import LineReview  # noqa: PLC0415

        d = dict(src_dict)
        game_id = UUID(d.pop("game_id"))

        finished = d.pop("finished")

        score = d.pop("score")

        line = []
        _line = d.pop("line")
        for line_item_data in _line:
            line_item = Action.from_dict(line_item_data)

            line.append(line_item)

        def _parse_left_par_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        left_par_at = _parse_left_par_at(d.pop("left_par_at"))

        def _parse_review(data: object) -> LineReview | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                review_type_1 = LineReview.from_dict(data)

                return review_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LineReview | None, data)

        review = _parse_review(d.pop("review"))

        your_line = cls(
            game_id=game_id,
            finished=finished,
            score=score,
            line=line,
            left_par_at=left_par_at,
            review=review,
        )

        your_line.additional_properties = d
        return your_line

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
