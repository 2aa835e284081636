from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ai_level_enum import AiLevelEnum

if TYPE_CHECKING:
    from ..models.ruleset import Ruleset
    from ..models.ruleset_list_overridable import RulesetListOverridable


T = TypeVar("T", bound="RulesetList")


@_attrs_define
class RulesetList:
    """
    Attributes:
        rulesets (list[Ruleset]):
        overridable (RulesetListOverridable):
        ai_levels (list[AiLevelEnum]): The `ai_level` values a game may be created with, weakest first.
    """

    rulesets: list[Ruleset]
    overridable: RulesetListOverridable
    ai_levels: list[AiLevelEnum]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rulesets = []
        for rulesets_item_data in self.rulesets:
            rulesets_item = rulesets_item_data.to_dict()
            rulesets.append(rulesets_item)

        overridable = self.overridable.to_dict()

        ai_levels = []
        for ai_levels_item_data in self.ai_levels:
            ai_levels_item = ai_levels_item_data.value
            ai_levels.append(ai_levels_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rulesets": rulesets,
                "overridable": overridable,
                "ai_levels": ai_levels,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ruleset import Ruleset  # noqa: PLC0415
        from ..models.ruleset_list_overridable import RulesetListOverridable  # noqa: PLC0415

        d = dict(src_dict)
        rulesets = []
        _rulesets = d.pop("rulesets")
        for rulesets_item_data in _rulesets:
            rulesets_item = Ruleset.from_dict(rulesets_item_data)

            rulesets.append(rulesets_item)

        overridable = RulesetListOverridable.from_dict(d.pop("overridable"))

        ai_levels = []
        _ai_levels = d.pop("ai_levels")
        for ai_levels_item_data in _ai_levels:
            ai_levels_item = AiLevelEnum(ai_levels_item_data)

            ai_levels.append(ai_levels_item)

        ruleset_list = cls(
            rulesets=rulesets,
            overridable=overridable,
            ai_levels=ai_levels,
        )

        ruleset_list.additional_properties = d
        return ruleset_list

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
