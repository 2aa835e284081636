from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.found_by_enum import FoundByEnum
from ..models.work_status_enum import WorkStatusEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.action import Action


T = TypeVar("T", bound="Par")


@_attrs_define
class Par:
    """
    Attributes:
        status (WorkStatusEnum): * `pending` - pending
            * `done` - done
        score (int | Unset): The most points a line wins in hand 1 against the deal's AI (0: none wins).
        line (list[Action] | Unset): The player's actions of that line, in order; the AI's replies follow from them.
            Played through a game on this deal, they win exactly `score` in hand 1.
        proven (bool | Unset): True: the solver searched every line, so no line wins more. False: the best line found
            within its budget, or a player's scored hand that beat it.
        found_by (FoundByEnum | Unset): * `solver` - solver
            * `player` - player
    """

    status: WorkStatusEnum
    score: int | Unset = UNSET
    line: list[Action] | Unset = UNSET
    proven: bool | Unset = UNSET
    found_by: FoundByEnum | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        score = self.score

        line: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.line, Unset):
            line = []
            for line_item_data in self.line:
                line_item = line_item_data.to_dict()
                line.append(line_item)

        proven = self.proven

        found_by: str | Unset = UNSET
        if not isinstance(self.found_by, Unset):
            found_by = self.found_by.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if score is not UNSET:
            field_dict["score"] = score
        if line is not UNSET:
            field_dict["line"] = line
        if proven is not UNSET:
            field_dict["proven"] = proven
        if found_by is not UNSET:
            field_dict["found_by"] = found_by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415

        d = dict(src_dict)
        status = WorkStatusEnum(d.pop("status"))

        score = d.pop("score", UNSET)

        _line = d.pop("line", UNSET)
        line: list[Action] | Unset = UNSET
        if _line is not UNSET:
            line = []
            for line_item_data in _line:
                line_item = Action.from_dict(line_item_data)

                line.append(line_item)

        proven = d.pop("proven", UNSET)

        _found_by = d.pop("found_by", UNSET)
        found_by: FoundByEnum | Unset
        if isinstance(_found_by, Unset):
            found_by = UNSET
        else:
            found_by = FoundByEnum(_found_by)

        par = cls(
            status=status,
            score=score,
            line=line,
            proven=proven,
            found_by=found_by,
        )

        par.additional_properties = d
        return par

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
