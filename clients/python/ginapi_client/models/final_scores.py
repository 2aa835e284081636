from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.reason_enum import ReasonEnum
from ..models.relative_enum import RelativeEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.final_column import FinalColumn
    from ..models.totals import Totals


T = TypeVar("T", bound="FinalScores")


@_attrs_define
class FinalScores:
    """
    Attributes:
        you (Totals):
        opponent (Totals):
        columns (list[FinalColumn] | Unset): Hollywood only.
        resigned (RelativeEnum | Unset): * `you` - you
            * `opponent` - opponent
        reason (ReasonEnum | Unset): * `timeout` - timeout
    """

    you: Totals
    opponent: Totals
    columns: list[FinalColumn] | Unset = UNSET
    resigned: RelativeEnum | Unset = UNSET
    reason: ReasonEnum | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        you = self.you.to_dict()

        opponent = self.opponent.to_dict()

        columns: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.columns, Unset):
            columns = []
            for columns_item_data in self.columns:
                columns_item = columns_item_data.to_dict()
                columns.append(columns_item)

        resigned: str | Unset = UNSET
        if not isinstance(self.resigned, Unset):
            resigned = self.resigned.value

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "you": you,
                "opponent": opponent,
            }
        )
        if columns is not UNSET:
            field_dict["columns"] = columns
        if resigned is not UNSET:
            field_dict["resigned"] = resigned
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.final_column import FinalColumn  # noqa: PLC0415
        from ..models.totals import Totals  # noqa: PLC0415

        d = dict(src_dict)
        you = Totals.from_dict(d.pop("you"))

        opponent = Totals.from_dict(d.pop("opponent"))

        _columns = d.pop("columns", UNSET)
        columns: list[FinalColumn] | Unset = UNSET
        if _columns is not UNSET:
            columns = []
            for columns_item_data in _columns:
                columns_item = FinalColumn.from_dict(columns_item_data)

                columns.append(columns_item)

        _resigned = d.pop("resigned", UNSET)
        resigned: RelativeEnum | Unset
        if isinstance(_resigned, Unset):
            resigned = UNSET
        else:
            resigned = RelativeEnum(_resigned)

        _reason = d.pop("reason", UNSET)
        reason: ReasonEnum | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = ReasonEnum(_reason)

        final_scores = cls(
            you=you,
            opponent=opponent,
            columns=columns,
            resigned=resigned,
            reason=reason,
        )

        final_scores.additional_properties = d
        return final_scores

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
