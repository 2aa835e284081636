from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.action import Action


T = TypeVar("T", bound="YourLine")


@_attrs_define
class YourLine:
    """
    Attributes:
        game_id (UUID): The caller's scored daily game on this deal.
        finished (bool): Whether its first hand is over.
        score (int): The points the caller won in that hand.
        line (list[Action]): The caller's actions in the first hand.
    """

    game_id: UUID
    finished: bool
    score: int
    line: list[Action]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = str(self.game_id)

        finished = self.finished

        score = self.score

        line = []
        for line_item_data in self.line:
            line_item = line_item_data.to_dict()
            line.append(line_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "finished": finished,
                "score": score,
                "line": line,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415

        d = dict(src_dict)
        game_id = UUID(d.pop("game_id"))

        finished = d.pop("finished")

        score = d.pop("score")

        line = []
        _line = d.pop("line")
        for line_item_data in _line:
            line_item = Action.from_dict(line_item_data)

            line.append(line_item)

        your_line = cls(
            game_id=game_id,
            finished=finished,
            score=score,
            line=line,
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
