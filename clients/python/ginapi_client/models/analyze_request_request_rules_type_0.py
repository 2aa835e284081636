from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AnalyzeRequestRequestRulesType0")


@_attrs_define
class AnalyzeRequestRequestRulesType0:
    """Overrides of the ruleset's numbers, each an integer in the range GET /api/v1/rulesets lists under `overridable`.
    Oklahoma and straight fix their knock limit; arcade has no big gin bonus.

        Attributes:
            knock_limit (int | Unset):
            target (int | Unset):
            gin_bonus (int | Unset):
            big_gin_bonus (int | Unset):
            undercut_bonus (int | Unset):
            game_bonus (int | Unset):
            line_bonus (int | Unset):
    """

    knock_limit: int | Unset = UNSET
    target: int | Unset = UNSET
    gin_bonus: int | Unset = UNSET
    big_gin_bonus: int | Unset = UNSET
    undercut_bonus: int | Unset = UNSET
    game_bonus: int | Unset = UNSET
    line_bonus: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        knock_limit = self.knock_limit

        target = self.target

        gin_bonus = self.gin_bonus

        big_gin_bonus = self.big_gin_bonus

        undercut_bonus = self.undercut_bonus

        game_bonus = self.game_bonus

        line_bonus = self.line_bonus

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if knock_limit is not UNSET:
            field_dict["knock_limit"] = knock_limit
        if target is not UNSET:
            field_dict["target"] = target
        if gin_bonus is not UNSET:
            field_dict["gin_bonus"] = gin_bonus
        if big_gin_bonus is not UNSET:
            field_dict["big_gin_bonus"] = big_gin_bonus
        if undercut_bonus is not UNSET:
            field_dict["undercut_bonus"] = undercut_bonus
        if game_bonus is not UNSET:
            field_dict["game_bonus"] = game_bonus
        if line_bonus is not UNSET:
            field_dict["line_bonus"] = line_bonus

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        knock_limit = d.pop("knock_limit", UNSET)

        target = d.pop("target", UNSET)

        gin_bonus = d.pop("gin_bonus", UNSET)

        big_gin_bonus = d.pop("big_gin_bonus", UNSET)

        undercut_bonus = d.pop("undercut_bonus", UNSET)

        game_bonus = d.pop("game_bonus", UNSET)

        line_bonus = d.pop("line_bonus", UNSET)

        analyze_request_request_rules_type_0 = cls(
            knock_limit=knock_limit,
            target=target,
            gin_bonus=gin_bonus,
            big_gin_bonus=big_gin_bonus,
            undercut_bonus=undercut_bonus,
            game_bonus=game_bonus,
            line_bonus=line_bonus,
        )

        return analyze_request_request_rules_type_0
