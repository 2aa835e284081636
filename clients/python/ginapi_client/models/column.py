from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.relative_enum import RelativeEnum

if TYPE_CHECKING:
    from ..models.pair import Pair


T = TypeVar("T", bound="Column")


@_attrs_define
class Column:
    """
    Attributes:
        you (int):
        opponent (int):
        hands_won (Pair):
        winner (None | RelativeEnum):
    """

    you: int
    opponent: int
    hands_won: Pair
    winner: None | RelativeEnum
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        you = self.you

        opponent = self.opponent

        hands_won = self.hands_won.to_dict()

        winner: None | str
        if isinstance(self.winner, RelativeEnum):
            winner = self.winner.value
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "you": you,
                "opponent": opponent,
                "hands_won": hands_won,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pair import Pair  # noqa: PLC0415

        d = dict(src_dict)
        you = d.pop("you")

        opponent = d.pop("opponent")

        hands_won = Pair.from_dict(d.pop("hands_won"))

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

        column = cls(
            you=you,
            opponent=opponent,
            hands_won=hands_won,
            winner=winner,
        )

        column.additional_properties = d
        return column

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
