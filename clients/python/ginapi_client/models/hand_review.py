from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.work_status_enum import WorkStatusEnum

if TYPE_CHECKING:
    from ..models.decision import Decision


T = TypeVar("T", bound="HandReview")


@_attrs_define
class HandReview:
    """
    Attributes:
        status (WorkStatusEnum): * `pending` - pending
            * `done` - done
        hand (int):
        decisions (list[Decision]): Empty while pending.
        accuracy (float | None): 0-100; null while pending.
        total_loss (float | None): null while pending.
    """

    status: WorkStatusEnum
    hand: int
    decisions: list[Decision]
    accuracy: float | None
    total_loss: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        hand = self.hand

        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)

        accuracy: float | None
        accuracy = self.accuracy

        total_loss: float | None
        total_loss = self.total_loss

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "hand": hand,
                "decisions": decisions,
                "accuracy": accuracy,
                "total_loss": total_loss,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision import Decision  # noqa: PLC0415

        d = dict(src_dict)
        status = WorkStatusEnum(d.pop("status"))

        hand = d.pop("hand")

        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in _decisions:
            decisions_item = Decision.from_dict(decisions_item_data)

            decisions.append(decisions_item)

        def _parse_accuracy(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        accuracy = _parse_accuracy(d.pop("accuracy"))

        def _parse_total_loss(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        total_loss = _parse_total_loss(d.pop("total_loss"))

        hand_review = cls(
            status=status,
            hand=hand,
            decisions=decisions,
            accuracy=accuracy,
            total_loss=total_loss,
        )

        hand_review.additional_properties = d
        return hand_review

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
