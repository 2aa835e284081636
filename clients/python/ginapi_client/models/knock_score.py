from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.knock_outcome_enum import KnockOutcomeEnum
from ..models.knock_side_enum import KnockSideEnum

T = TypeVar("T", bound="KnockScore")


@_attrs_define
class KnockScore:
    """
    Attributes:
        ruleset (str):
        knock_limit (int): The limit the knock was judged by: the ruleset's after `rules`, or the upcard's value in
            oklahoma.
        outcome (KnockOutcomeEnum): * `knock` - knock
            * `gin` - gin
            * `big_gin` - big_gin
            * `undercut` - undercut
        knocker_deadwood (int):
        defender_deadwood (int): After layoffs, as the ruleset counts it.
        layoffs (list[str]): The defender's cards laid off on the knocker's melds.
        points (int): What the winner scores, bonus included.
        winner (KnockSideEnum): * `knocker` - knocker
            * `defender` - defender
        bonus (int):
        knocker_melds (list[list[str]]): Melds, each a list of card codes.
        knocker_unmatched (list[str]): Card codes.
        defender_melds (list[list[str]]): Melds, each a list of card codes.
        defender_unmatched (list[str]): Card codes.
    """

    ruleset: str
    knock_limit: int
    outcome: KnockOutcomeEnum
    knocker_deadwood: int
    defender_deadwood: int
    layoffs: list[str]
    points: int
    winner: KnockSideEnum
    bonus: int
    knocker_melds: list[list[str]]
    knocker_unmatched: list[str]
    defender_melds: list[list[str]]
    defender_unmatched: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        knock_limit = self.knock_limit

        outcome = self.outcome.value

        knocker_deadwood = self.knocker_deadwood

        defender_deadwood = self.defender_deadwood

        layoffs = self.layoffs

        points = self.points

        winner = self.winner.value

        bonus = self.bonus

        knocker_melds = []
        for knocker_melds_item_data in self.knocker_melds:
            knocker_melds_item = knocker_melds_item_data

            knocker_melds.append(knocker_melds_item)

        knocker_unmatched = self.knocker_unmatched

        defender_melds = []
        for defender_melds_item_data in self.defender_melds:
            defender_melds_item = defender_melds_item_data

            defender_melds.append(defender_melds_item)

        defender_unmatched = self.defender_unmatched

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "knock_limit": knock_limit,
                "outcome": outcome,
                "knocker_deadwood": knocker_deadwood,
                "defender_deadwood": defender_deadwood,
                "layoffs": layoffs,
                "points": points,
                "winner": winner,
                "bonus": bonus,
                "knocker_melds": knocker_melds,
                "knocker_unmatched": knocker_unmatched,
                "defender_melds": defender_melds,
                "defender_unmatched": defender_unmatched,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        knock_limit = d.pop("knock_limit")

        outcome = KnockOutcomeEnum(d.pop("outcome"))

        knocker_deadwood = d.pop("knocker_deadwood")

        defender_deadwood = d.pop("defender_deadwood")

        layoffs = cast(list[str], d.pop("layoffs"))

        points = d.pop("points")

        winner = KnockSideEnum(d.pop("winner"))

        bonus = d.pop("bonus")

        knocker_melds = []
        _knocker_melds = d.pop("knocker_melds")
        for knocker_melds_item_data in _knocker_melds:
            knocker_melds_item = cast(list[str], knocker_melds_item_data)

            knocker_melds.append(knocker_melds_item)

        knocker_unmatched = cast(list[str], d.pop("knocker_unmatched"))

        defender_melds = []
        _defender_melds = d.pop("defender_melds")
        for defender_melds_item_data in _defender_melds:
            defender_melds_item = cast(list[str], defender_melds_item_data)

            defender_melds.append(defender_melds_item)

        defender_unmatched = cast(list[str], d.pop("defender_unmatched"))

        knock_score = cls(
            ruleset=ruleset,
            knock_limit=knock_limit,
            outcome=outcome,
            knocker_deadwood=knocker_deadwood,
            defender_deadwood=defender_deadwood,
            layoffs=layoffs,
            points=points,
            winner=winner,
            bonus=bonus,
            knocker_melds=knocker_melds,
            knocker_unmatched=knocker_unmatched,
            defender_melds=defender_melds,
            defender_unmatched=defender_unmatched,
        )

        knock_score.additional_properties = d
        return knock_score

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
