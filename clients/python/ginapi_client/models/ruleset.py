from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.stock_exhaustion_enum import StockExhaustionEnum

T = TypeVar("T", bound="Ruleset")


@_attrs_define
class Ruleset:
    """
    Attributes:
        name (str):
        knock_limit (int):
        knock_limit_from_upcard (bool):
        knock_cards (int): 10: discard then knock; 11: knock with all 11.
        max_meld_size (int | None):
        upcard_phase (bool):
        may_discard_taken_card (bool):
        gin_bonus (int):
        big_gin_bonus (int | None):
        undercut_bonus (int):
        defender_counts_melded (bool):
        stock_exhaustion (StockExhaustionEnum): * `dead_hand` - dead_hand
            * `recycle` - recycle
        target (int):
        game_bonus (int):
        line_bonus (int):
        hollywood_columns (int):
    """

    name: str
    knock_limit: int
    knock_limit_from_upcard: bool
    knock_cards: int
    max_meld_size: int | None
    upcard_phase: bool
    may_discard_taken_card: bool
    gin_bonus: int
    big_gin_bonus: int | None
    undercut_bonus: int
    defender_counts_melded: bool
    stock_exhaustion: StockExhaustionEnum
    target: int
    game_bonus: int
    line_bonus: int
    hollywood_columns: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        knock_limit = self.knock_limit

        knock_limit_from_upcard = self.knock_limit_from_upcard

        knock_cards = self.knock_cards

        max_meld_size: int | None
        max_meld_size = self.max_meld_size

        upcard_phase = self.upcard_phase

        may_discard_taken_card = self.may_discard_taken_card

        gin_bonus = self.gin_bonus

        big_gin_bonus: int | None
        big_gin_bonus = self.big_gin_bonus

        undercut_bonus = self.undercut_bonus

        defender_counts_melded = self.defender_counts_melded

        stock_exhaustion = self.stock_exhaustion.value

        target = self.target

        game_bonus = self.game_bonus

        line_bonus = self.line_bonus

        hollywood_columns = self.hollywood_columns

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "knock_limit": knock_limit,
                "knock_limit_from_upcard": knock_limit_from_upcard,
                "knock_cards": knock_cards,
                "max_meld_size": max_meld_size,
                "upcard_phase": upcard_phase,
                "may_discard_taken_card": may_discard_taken_card,
                "gin_bonus": gin_bonus,
                "big_gin_bonus": big_gin_bonus,
                "undercut_bonus": undercut_bonus,
                "defender_counts_melded": defender_counts_melded,
                "stock_exhaustion": stock_exhaustion,
                "target": target,
                "game_bonus": game_bonus,
                "line_bonus": line_bonus,
                "hollywood_columns": hollywood_columns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        knock_limit = d.pop("knock_limit")

        knock_limit_from_upcard = d.pop("knock_limit_from_upcard")

        knock_cards = d.pop("knock_cards")

        def _parse_max_meld_size(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_meld_size = _parse_max_meld_size(d.pop("max_meld_size"))

        upcard_phase = d.pop("upcard_phase")

        may_discard_taken_card = d.pop("may_discard_taken_card")

        gin_bonus = d.pop("gin_bonus")

        def _parse_big_gin_bonus(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        big_gin_bonus = _parse_big_gin_bonus(d.pop("big_gin_bonus"))

        undercut_bonus = d.pop("undercut_bonus")

        defender_counts_melded = d.pop("defender_counts_melded")

        stock_exhaustion = StockExhaustionEnum(d.pop("stock_exhaustion"))

        target = d.pop("target")

        game_bonus = d.pop("game_bonus")

        line_bonus = d.pop("line_bonus")

        hollywood_columns = d.pop("hollywood_columns")

        ruleset = cls(
            name=name,
            knock_limit=knock_limit,
            knock_limit_from_upcard=knock_limit_from_upcard,
            knock_cards=knock_cards,
            max_meld_size=max_meld_size,
            upcard_phase=upcard_phase,
            may_discard_taken_card=may_discard_taken_card,
            gin_bonus=gin_bonus,
            big_gin_bonus=big_gin_bonus,
            undercut_bonus=undercut_bonus,
            defender_counts_melded=defender_counts_melded,
            stock_exhaustion=stock_exhaustion,
            target=target,
            game_bonus=game_bonus,
            line_bonus=line_bonus,
            hollywood_columns=hollywood_columns,
        )

        ruleset.additional_properties = d
        return ruleset

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
