from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.line_decision import LineDecision


T = TypeVar("T", bound="LineReview")


@_attrs_define
class LineReview:
    """
    Attributes:
        decisions (list[LineDecision]):
        accuracy (float): 0-100.
        total_loss (float):
    """

    decisions: list[LineDecision]
    accuracy: float
    total_loss: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)

        accuracy = self.accuracy

        total_loss = self.total_loss

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decisions": decisions,
                "accuracy": accuracy,
                "total_loss": total_loss,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.line_decision import LineDecision  # noqa: PLC0415

        d = dict(src_dict)
        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in _decisions:
            decisions_item = LineDecision.from_dict(decisions_item_data)

            decisions.append(decisions_item)

        accuracy = d.pop("accuracy")

        total_loss = d.pop("total_loss")

        line_review = cls(
            decisions=decisions,
            accuracy=accuracy,
            total_loss=total_loss,
        )

        line_review.additional_properties = d
        return line_review

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
