from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ai_level_enum import AiLevelEnum
from ..models.opponent_kind_enum import OpponentKindEnum
from ..models.ruleset_enum import RulesetEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_create_request_request_rules_type_0 import GameCreateRequestRequestRulesType0


T = TypeVar("T", bound="GameCreateRequestRequest")


@_attrs_define
class GameCreateRequestRequest:
    """
    Attributes:
        opponent (OpponentKindEnum): * `ai` - ai
            * `human` - human
        ruleset (RulesetEnum | Unset):  Default: RulesetEnum.STANDARD.
        rules (GameCreateRequestRequestRulesType0 | None | Unset): Overrides of the ruleset's numbers, each an integer
            in the range GET /api/v1/rulesets lists under `overridable`. Oklahoma and straight fix their knock limit; arcade
            has no big gin bonus.
        ai_level (AiLevelEnum | None | Unset): Against the AI, weakest first; novice when omitted.

            * `novice` - novice
            * `expert` - expert
            * `master` - master
        target (int | None | Unset): Points to reach (1-1000); overrides the ruleset's target.
    """

    opponent: OpponentKindEnum
    ruleset: RulesetEnum | Unset = RulesetEnum.STANDARD
    rules: GameCreateRequestRequestRulesType0 | None | Unset = UNSET
    ai_level: AiLevelEnum | None | Unset = UNSET
    target: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_create_request_request_rules_type_0 import (
            GameCreateRequestRequestRulesType0,  # noqa: PLC0415
        )

        opponent = self.opponent.value

        ruleset: str | Unset = UNSET
        if not isinstance(self.ruleset, Unset):
            ruleset = self.ruleset.value

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, GameCreateRequestRequestRulesType0):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        ai_level: None | str | Unset
        if isinstance(self.ai_level, Unset):
            ai_level = UNSET
        elif isinstance(self.ai_level, AiLevelEnum):
            ai_level = self.ai_level.value
        else:
            ai_level = self.ai_level

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "opponent": opponent,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if rules is not UNSET:
            field_dict["rules"] = rules
        if ai_level is not UNSET:
            field_dict["ai_level"] = ai_level
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_create_request_request_rules_type_0 import (
            GameCreateRequestRequestRulesType0,  # noqa: PLC0415
        )

        d = dict(src_dict)
        opponent = OpponentKindEnum(d.pop("opponent"))

        _ruleset = d.pop("ruleset", UNSET)
        ruleset: RulesetEnum | Unset
        if isinstance(_ruleset, Unset):
            ruleset = UNSET
        else:
            ruleset = RulesetEnum(_ruleset)

        def _parse_rules(data: object) -> GameCreateRequestRequestRulesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = GameCreateRequestRequestRulesType0.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameCreateRequestRequestRulesType0 | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        def _parse_ai_level(data: object) -> AiLevelEnum | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ai_level_type_0 = AiLevelEnum(data)

                return ai_level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AiLevelEnum | None | Unset, data)

        ai_level = _parse_ai_level(d.pop("ai_level", UNSET))

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        game_create_request_request = cls(
            opponent=opponent,
            ruleset=ruleset,
            rules=rules,
            ai_level=ai_level,
            target=target,
        )

        return game_create_request_request
