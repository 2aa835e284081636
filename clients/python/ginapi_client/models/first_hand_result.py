from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hand_outcome_enum import HandOutcomeEnum
from ..models.relative_enum import RelativeEnum

T = TypeVar("T", bound="FirstHandResult")


@_attrs_define
class FirstHandResult:
    """
    Attributes:
        outcome (HandOutcomeEnum): * `knock` - knock
            * `gin` - gin
            * `big_gin` - big_gin
            * `undercut` - undercut
            * `dead` - dead
        knocker (None | RelativeEnum):
        winner (None | RelativeEnum):
        points (int): What the winner scored for the hand.
    """

    outcome: HandOutcomeEnum
    knocker: None | RelativeEnum
    winner: None | RelativeEnum
    points: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome.value

        knocker: None | str
        if isinstance(self.knocker, RelativeEnum):
            knocker = self.knocker.value
        else:
            knocker = self.knocker

        winner: None | str
        if isinstance(self.winner, RelativeEnum):
            winner = self.winner.value
        else:
            winner = self.winner

        points = self.points

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "outcome": outcome,
                "knocker": knocker,
                "winner": winner,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        outcome = HandOutcomeEnum(d.pop("outcome"))

        def _parse_knocker(data: object) -> None | RelativeEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                knocker_type_0 = RelativeEnum(data)

                return knocker_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RelativeEnum, data)

        knocker = _parse_knocker(d.pop("knocker"))

        def _parse_winner(data: object) -> None | RelativeEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = RelativeEnum(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RelativeEnum, data)

        winner = _parse_winner(d.pop("winner"))

        points = d.pop("points")

        first_hand_result = cls(
            outcome=outcome,
            knocker=knocker,
            winner=winner,
            points=points,
        )

        first_hand_result.additional_properties = d
        return first_hand_result

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
