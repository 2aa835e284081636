from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.puzzle_action_request import PuzzleActionRequest


T = TypeVar("T", bound="PuzzleAttemptRequestRequest")


@_attrs_define
class PuzzleAttemptRequestRequest:
    """
    Attributes:
        action (PuzzleActionRequest):
    """

    action: PuzzleActionRequest

    def to_dict(self) -> dict[str, Any]:
        action = self.action.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.puzzle_action_request import PuzzleActionRequest  # noqa: PLC0415

        d = dict(src_dict)
        action = PuzzleActionRequest.from_dict(d.pop("action"))

        puzzle_attempt_request_request = cls(
            action=action,
        )

        return puzzle_attempt_request_request
