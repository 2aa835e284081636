from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.puzzle_phase_enum import PuzzlePhaseEnum

if TYPE_CHECKING:
    from ..models.legal_action import LegalAction


T = TypeVar("T", bound="PuzzlePosition")


@_attrs_define
class PuzzlePosition:
    """
    Attributes:
        your_cards (list[str]): The seat's cards (10, or 11 to discard).
        discard_pile (list[str]): Every card face up on the pile, oldest first (every ruleset shows it all).
        stock_count (int):
        opponent_card_count (int):
        opponent_took (list[str]): Cards the opponent took from the pile this hand and still holds.
        opponent_discarded (list[str]): The opponent's discards this hand, in order.
        phase (PuzzlePhaseEnum): * `upcard` - upcard
            * `draw` - draw
            * `discard` - discard
        knock_limit (int): This hand's knock limit.
        legal_actions (list[LegalAction]):
    """

    your_cards: list[str]
    discard_pile: list[str]
    stock_count: int
    opponent_card_count: int
    opponent_took: list[str]
    opponent_discarded: list[str]
    phase: PuzzlePhaseEnum
    knock_limit: int
    legal_actions: list[LegalAction]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        your_cards = self.your_cards

        discard_pile = self.discard_pile

        stock_count = self.stock_count

        opponent_card_count = self.opponent_card_count

        opponent_took = self.opponent_took

        opponent_discarded = self.opponent_discarded

        phase = self.phase.value

        knock_limit = self.knock_limit

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item = legal_actions_item_data.to_dict()
            legal_actions.append(legal_actions_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "your_cards": your_cards,
                "discard_pile": discard_pile,
                "stock_count": stock_count,
                "opponent_card_count": opponent_card_count,
                "opponent_took": opponent_took,
                "opponent_discarded": opponent_discarded,
                "phase": phase,
                "knock_limit": knock_limit,
                "legal_actions": legal_actions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.legal_action import LegalAction  # noqa: PLC0415

        d = dict(src_dict)
        your_cards = cast(list[str], d.pop("your_cards"))

        discard_pile = cast(list[str], d.pop("discard_pile"))

        stock_count = d.pop("stock_count")

        opponent_card_count = d.pop("opponent_card_count")

        opponent_took = cast(list[str], d.pop("opponent_took"))

        opponent_discarded = cast(list[str], d.pop("opponent_discarded"))

        phase = PuzzlePhaseEnum(d.pop("phase"))

        knock_limit = d.pop("knock_limit")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:
            legal_actions_item = LegalAction.from_dict(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        puzzle_position = cls(
            your_cards=your_cards,
            discard_pile=discard_pile,
            stock_count=stock_count,
            opponent_card_count=opponent_card_count,
            opponent_took=opponent_took,
            opponent_discarded=opponent_discarded,
            phase=phase,
            knock_limit=knock_limit,
            legal_actions=legal_actions,
        )

        puzzle_position.additional_properties = d
        return puzzle_position

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
