from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ruleset_enum import RulesetEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.analyze_request_request_rules_type_0 import AnalyzeRequestRequestRulesType0


T = TypeVar("T", bound="AnalyzeRequestRequest")


@_attrs_define
class AnalyzeRequestRequest:
    """
    Attributes:
        cards (list[str]): 10 or 11 distinct card codes.
        ruleset (RulesetEnum | Unset):  Default: RulesetEnum.STANDARD.
        rules (AnalyzeRequestRequestRulesType0 | None | Unset): Overrides of the ruleset's numbers, each an integer in
            the range GET /api/v1/rulesets lists under `overridable`. Oklahoma and straight fix their knock limit; arcade
            has no big gin bonus.
    """

    cards: list[str]
    ruleset: RulesetEnum | Unset = RulesetEnum.STANDARD
    rules: AnalyzeRequestRequestRulesType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.analyze_request_request_rules_type_0 import AnalyzeRequestRequestRulesType0  # noqa: PLC0415

        cards = self.cards

        ruleset: str | Unset = UNSET
        if not isinstance(self.ruleset, Unset):
            ruleset = self.ruleset.value

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, AnalyzeRequestRequestRulesType0):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.analyze_request_request_rules_type_0 import AnalyzeRequestRequestRulesType0  # noqa: PLC0415

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        _ruleset = d.pop("ruleset", UNSET)
        ruleset: RulesetEnum | Unset
        if isinstance(_ruleset, Unset):
            ruleset = UNSET
        else:
            ruleset = RulesetEnum(_ruleset)

        def _parse_rules(data: object) -> AnalyzeRequestRequestRulesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = AnalyzeRequestRequestRulesType0.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnalyzeRequestRequestRulesType0 | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        analyze_request_request = cls(
            cards=cards,
            ruleset=ruleset,
            rules=rules,
        )

        return analyze_request_request
