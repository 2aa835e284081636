from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hand_outcome_enum import HandOutcomeEnum
from ..models.relative_enum import RelativeEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="LastHand")


@_attrs_define
class LastHand:
    """
    Attributes:
        hand_number (int):
        outcome (HandOutcomeEnum): * `knock` - knock
            * `gin` - gin
            * `big_gin` - big_gin
            * `undercut` - undercut
            * `dead` - dead
        knocker (None | RelativeEnum):
        winner (None | RelativeEnum):
        points (int): What the winner scored, bonuses included.
        bonus (int):
        knock_limit (int):
        your_cards (list[str]): Every card you held when the hand ended.
        opponent_cards (list[str]): Every card the opponent held when the hand ended.
        your_melds (list[list[str]]): Melds, each a list of card codes.
        opponent_melds (list[list[str]]): Melds, each a list of card codes.
        your_unmatched (list[str]): Card codes.
        opponent_unmatched (list[str]): Card codes.
        knocker_deadwood (int | None):
        defender_deadwood (int | None):
        layoffs (list[str]): The defender's cards laid off on the knocker's melds.
        discard (None | str):
        columns (list[int] | Unset): Hollywood only.
    """

    hand_number: int
    outcome: HandOutcomeEnum
    knocker: None | RelativeEnum
    winner: None | RelativeEnum
    points: int
    bonus: int
    knock_limit: int
    your_cards: list[str]
    opponent_cards: list[str]
    your_melds: list[list[str]]
    opponent_melds: list[list[str]]
    your_unmatched: list[str]
    opponent_unmatched: list[str]
    knocker_deadwood: int | None
    defender_deadwood: int | None
    layoffs: list[str]
    discard: None | str
    columns: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hand_number = self.hand_number

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

        bonus = self.bonus

        knock_limit = self.knock_limit

        your_cards = self.your_cards

        opponent_cards = self.opponent_cards

        your_melds = []
        for your_melds_item_data in self.your_melds:
            your_melds_item = your_melds_item_data

            your_melds.append(your_melds_item)

        opponent_melds = []
        for opponent_melds_item_data in self.opponent_melds:
            opponent_melds_item = opponent_melds_item_data

            opponent_melds.append(opponent_melds_item)

        your_unmatched = self.your_unmatched

        opponent_unmatched = self.opponent_unmatched

        knocker_deadwood: int | None
        knocker_deadwood = self.knocker_deadwood

        defender_deadwood: int | None
        defender_deadwood = self.defender_deadwood

        layoffs = self.layoffs

        discard: None | str
        discard = self.discard

        columns: list[int] | Unset = UNSET
        if not isinstance(self.columns, Unset):
            columns = self.columns

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hand_number": hand_number,
                "outcome": outcome,
                "knocker": knocker,
                "winner": winner,
                "points": points,
                "bonus": bonus,
                "knock_limit": knock_limit,
                "your_cards": your_cards,
                "opponent_cards": opponent_cards,
                "your_melds": your_melds,
                "opponent_melds": opponent_melds,
                "your_unmatched": your_unmatched,
                "opponent_unmatched": opponent_unmatched,
                "knocker_deadwood": knocker_deadwood,
                "defender_deadwood": defender_deadwood,
                "layoffs": layoffs,
                "discard": discard,
            }
        )
        if columns is not UNSET:
            field_dict["columns"] = columns

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand_number = d.pop("hand_number")

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

        bonus = d.pop("bonus")

        knock_limit = d.pop("knock_limit")

        your_cards = cast(list[str], d.pop("your_cards"))

        opponent_cards = cast(list[str], d.pop("opponent_cards"))

        your_melds = []
        _your_melds = d.pop("your_melds")
        for your_melds_item_data in _your_melds:
            your_melds_item = cast(list[str], your_melds_item_data)

            your_melds.append(your_melds_item)

        opponent_melds = []
        _opponent_melds = d.pop("opponent_melds")
        for opponent_melds_item_data in _opponent_melds:
            opponent_melds_item = cast(list[str], opponent_melds_item_data)

            opponent_melds.append(opponent_melds_item)

        your_unmatched = cast(list[str], d.pop("your_unmatched"))

        opponent_unmatched = cast(list[str], d.pop("opponent_unmatched"))

        def _parse_knocker_deadwood(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        knocker_deadwood = _parse_knocker_deadwood(d.pop("knocker_deadwood"))

        def _parse_defender_deadwood(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        defender_deadwood = _parse_defender_deadwood(d.pop("defender_deadwood"))

        layoffs = cast(list[str], d.pop("layoffs"))

        def _parse_discard(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        discard = _parse_discard(d.pop("discard"))

        columns = cast(list[int], d.pop("columns", UNSET))

        last_hand = cls(
            hand_number=hand_number,
            outcome=outcome,
            knocker=knocker,
            winner=winner,
            points=points,
            bonus=bonus,
            knock_limit=knock_limit,
            your_cards=your_cards,
            opponent_cards=opponent_cards,
            your_melds=your_melds,
            opponent_melds=opponent_melds,
            your_unmatched=your_unmatched,
            opponent_unmatched=opponent_unmatched,
            knocker_deadwood=knocker_deadwood,
            defender_deadwood=defender_deadwood,
            layoffs=layoffs,
            discard=discard,
            columns=columns,
        )

        last_hand.additional_properties = d
        return last_hand

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
