from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.class_enum import ClassEnum

if TYPE_CHECKING:
    from ..models.expected import Expected
    from ..models.review_action import ReviewAction


T = TypeVar("T", bound="Decision")


@_attrs_define
class Decision:
    """
    Attributes:
        version (int): The game version the played action produced.
        played (ReviewAction):
        best (ReviewAction):
        expected (Expected):
        loss (float): expected.best - expected.played, at least 0.
        cards (list[str]): The cards the reviewed seat held when it decided (its own only).
        drawn (None | str): For a discard or a knock: the card the draw before it took (null for a draw, and where the
            turn began with the card already held).
        class_ (ClassEnum): * `best` - best
            * `good` - good
            * `inaccuracy` - inaccuracy
            * `mistake` - mistake
            * `blunder` - blunder
    """

    version: int
    played: ReviewAction
    best: ReviewAction
    expected: Expected
    loss: float
    cards: list[str]
    drawn: None | str
    class_: ClassEnum
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        played = self.played.to_dict()

        best = self.best.to_dict()

        expected = self.expected.to_dict()

        loss = self.loss

        cards = self.cards

        drawn: None | str
        drawn = self.drawn

        class_ = self.class_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "played": played,
                "best": best,
                "expected": expected,
                "loss": loss,
                "cards": cards,
                "drawn": drawn,
                "class": class_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.expected import Expected  # noqa: PLC0415
        from ..models.review_action import ReviewAction  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        played = ReviewAction.from_dict(d.pop("played"))

        best = ReviewAction.from_dict(d.pop("best"))

        expected = Expected.from_dict(d.pop("expected"))

        loss = d.pop("loss")

        cards = cast(list[str], d.pop("cards"))

        def _parse_drawn(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        drawn = _parse_drawn(d.pop("drawn"))

        class_ = ClassEnum(d.pop("class"))

        decision = cls(
            version=version,
            played=played,
            best=best,
            expected=expected,
            loss=loss,
            cards=cards,
            drawn=drawn,
            class_=class_,
        )

        decision.additional_properties = d
        return decision

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
