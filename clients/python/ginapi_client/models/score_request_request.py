from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.declare_enum import DeclareEnum
from ..models.ruleset_enum import RulesetEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.score_request_request_rules_type_0 import ScoreRequestRequestRulesType0


T = TypeVar("T", bound="ScoreRequestRequest")


@_attrs_define
class ScoreRequestRequest:
    """
    Attributes:
        knocker (list[str]): The knocker's cards: 10 (arcade 11; big gin 11).
        defender (list[str]): The defender's 10 cards.
        ruleset (RulesetEnum | Unset):  Default: RulesetEnum.STANDARD.
        rules (None | ScoreRequestRequestRulesType0 | Unset): Overrides of the ruleset's numbers, each an integer in the
            range GET /api/v1/rulesets lists under `overridable`. Oklahoma and straight fix their knock limit; arcade has no
            big gin bonus.
        upcard (None | str | Unset): The hand's first upcard, a card code: required in oklahoma, whose knock limit is
            its value (face cards 10, an ace gin only); refused in the other rulesets.
        knocker_melds (list[list[str]] | None | Unset): The arrangement the knocker shows; the engine picks one if
            omitted.
        declare (DeclareEnum | None | Unset):
    """

    knocker: list[str]
    defender: list[str]
    ruleset: RulesetEnum | Unset = RulesetEnum.STANDARD
    rules: None | ScoreRequestRequestRulesType0 | Unset = UNSET
    upcard: None | str | Unset = UNSET
    knocker_melds: list[list[str]] | None | Unset = UNSET
    declare: DeclareEnum | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.score_request_request_rules_type_0 import ScoreRequestRequestRulesType0  # noqa: PLC0415

        knocker = self.knocker

        defender = self.defender

        ruleset: str | Unset = UNSET
        if not isinstance(self.ruleset, Unset):
            ruleset = self.ruleset.value

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, ScoreRequestRequestRulesType0):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        upcard: None | str | Unset
        if isinstance(self.upcard, Unset):
            upcard = UNSET
        else:
            upcard = self.upcard

        knocker_melds: list[list[str]] | None | Unset
        if isinstance(self.knocker_melds, Unset):
            knocker_melds = UNSET
        elif isinstance(self.knocker_melds, list):
            knocker_melds = []
            for knocker_melds_type_0_item_data in self.knocker_melds:
                knocker_melds_type_0_item = knocker_melds_type_0_item_data

                knocker_melds.append(knocker_melds_type_0_item)

        else:
            knocker_melds = self.knocker_melds

        declare: None | str | Unset
        if isinstance(self.declare, Unset):
            declare = UNSET
        elif isinstance(self.declare, DeclareEnum):
            declare = self.declare.value
        else:
            declare = self.declare

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "knocker": knocker,
                "defender": defender,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if rules is not UNSET:
            field_dict["rules"] = rules
        if upcard is not UNSET:
            field_dict["upcard"] = upcard
        if knocker_melds is not UNSET:
            field_dict["knocker_melds"] = knocker_melds
        if declare is not UNSET:
            field_dict["declare"] = declare

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_request_request_rules_type_0 import ScoreRequestRequestRulesType0  # noqa: PLC0415

        d = dict(src_dict)
        knocker = cast(list[str], d.pop("knocker"))

        defender = cast(list[str], d.pop("defender"))

        _ruleset = d.pop("ruleset", UNSET)
        ruleset: RulesetEnum | Unset
        if isinstance(_ruleset, Unset):
            ruleset = UNSET
        else:
            ruleset = RulesetEnum(_ruleset)

        def _parse_rules(data: object) -> None | ScoreRequestRequestRulesType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = ScoreRequestRequestRulesType0.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestRequestRulesType0 | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        def _parse_upcard(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        upcard = _parse_upcard(d.pop("upcard", UNSET))

        def _parse_knocker_melds(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                knocker_melds_type_0 = []
                _knocker_melds_type_0 = data
                for knocker_melds_type_0_item_data in _knocker_melds_type_0:
                    knocker_melds_type_0_item = cast(list[str], knocker_melds_type_0_item_data)

                    knocker_melds_type_0.append(knocker_melds_type_0_item)

                return knocker_melds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        knocker_melds = _parse_knocker_melds(d.pop("knocker_melds", UNSET))

        def _parse_declare(data: object) -> DeclareEnum | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                declare_type_0 = DeclareEnum(data)

                return declare_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DeclareEnum | None | Unset, data)

        declare = _parse_declare(d.pop("declare", UNSET))

        score_request_request = cls(
            knocker=knocker,
            defender=defender,
            ruleset=ruleset,
            rules=rules,
            upcard=upcard,
            knocker_melds=knocker_melds,
            declare=declare,
        )

        return score_request_request
