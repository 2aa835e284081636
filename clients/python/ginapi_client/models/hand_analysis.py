from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="HandAnalysis")


@_attrs_define
class HandAnalysis:
    """
    Attributes:
        ruleset (str):
        knock_limit (int): The ruleset's, after `rules` (oklahoma: its base of 10, as no upcard is given here).
        deadwood (int): Least deadwood over all the given cards.
        melds (list[list[str]]): That least-deadwood arrangement.
        unmatched (list[str]): Card codes.
        can_knock (bool): Rulesets that knock with 10: after the best discard (11 cards) or as is (10). Arcade, which
            knocks with 11: over all 11 (false for 10 cards).
        is_gin (bool):
        is_big_gin (bool): 11 cards all melded, in a ruleset with big gin.
        best_discards (list[str] | Unset): 11 cards: every discard leaving the least deadwood.
        deadwood_after_discard (int | Unset): 11 cards: that least deadwood.
    """

    ruleset: str
    knock_limit: int
    deadwood: int
    melds: list[list[str]]
    unmatched: list[str]
    can_knock: bool
    is_gin: bool
    is_big_gin: bool
    best_discards: list[str] | Unset = UNSET
    deadwood_after_discard: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        knock_limit = self.knock_limit

        deadwood = self.deadwood

        melds = []
        for melds_item_data in self.melds:
            melds_item = melds_item_data

            melds.append(melds_item)

        unmatched = self.unmatched

        can_knock = self.can_knock

        is_gin = self.is_gin

        is_big_gin = self.is_big_gin

        best_discards: list[str] | Unset = UNSET
        if not isinstance(self.best_discards, Unset):
            best_discards = self.best_discards

        deadwood_after_discard = self.deadwood_after_discard

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "knock_limit": knock_limit,
                "deadwood": deadwood,
                "melds": melds,
                "unmatched": unmatched,
                "can_knock": can_knock,
                "is_gin": is_gin,
                "is_big_gin": is_big_gin,
            }
        )
        if best_discards is not UNSET:
            field_dict["best_discards"] = best_discards
        if deadwood_after_discard is not UNSET:
            field_dict["deadwood_after_discard"] = deadwood_after_discard

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        knock_limit = d.pop("knock_limit")

        deadwood = d.pop("deadwood")

        melds = []
        _melds = d.pop("melds")
        for melds_item_data in _melds:
            melds_item = cast(list[str], melds_item_data)

            melds.append(melds_item)

        unmatched = cast(list[str], d.pop("unmatched"))

        can_knock = d.pop("can_knock")

        is_gin = d.pop("is_gin")

        is_big_gin = d.pop("is_big_gin")

        best_discards = cast(list[str], d.pop("best_discards", UNSET))

        deadwood_after_discard = d.pop("deadwood_after_discard", UNSET)

        hand_analysis = cls(
            ruleset=ruleset,
            knock_limit=knock_limit,
            deadwood=deadwood,
            melds=melds,
            unmatched=unmatched,
            can_knock=can_knock,
            is_gin=is_gin,
            is_big_gin=is_big_gin,
            best_discards=best_discards,
            deadwood_after_discard=deadwood_after_discard,
        )

        hand_analysis.additional_properties = d
        return hand_analysis

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
