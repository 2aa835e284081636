from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.class_enum import ClassEnum

if TYPE_CHECKING:
    from ..models.action import Action


T = TypeVar("T", bound="LineDecision")


@_attrs_define
class LineDecision:
    """
    Attributes:
        version (int): The game version the action produced.
        played (Action):
        best (Action):
        loss (float): Expected points of the hand the action lost.
        class_ (ClassEnum): * `best` - best
            * `good` - good
            * `inaccuracy` - inaccuracy
            * `mistake` - mistake
            * `blunder` - blunder
    """

    version: int
    played: Action
    best: Action
    loss: float
    class_: ClassEnum
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        played = self.played.to_dict()

        best = self.best.to_dict()

        loss = self.loss

        class_ = self.class_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "played": played,
                "best": best,
                "loss": loss,
                "class": class_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        played = Action.from_dict(d.pop("played"))

        best = Action.from_dict(d.pop("best"))

        loss = d.pop("loss")

        class_ = ClassEnum(d.pop("class"))

        line_decision = cls(
            version=version,
            played=played,
            best=best,
            loss=loss,
            class_=class_,
        )

        line_decision.additional_properties = d
        return line_decision

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
