from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ruleset_enum import RulesetEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeekCreateRequestRequest")


@_attrs_define
class SeekCreateRequestRequest:
    """
    Attributes:
        ruleset (RulesetEnum | Unset):  Default: RulesetEnum.STANDARD.
        target (int | None | Unset): Points to reach (1-1000); the ruleset's own target when omitted.
        rated (bool | Unset): Rated (Glicko-2) or casual. Default: False.
        rating_range (list[int] | None | Unset): [min, max]: the opponents' ratings this seek accepts, within 0-4000;
            anyone when omitted.
    """

    ruleset: RulesetEnum | Unset = RulesetEnum.STANDARD
    target: int | None | Unset = UNSET
    rated: bool | Unset = False
    rating_range: list[int] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ruleset: str | Unset = UNSET
        if not isinstance(self.ruleset, Unset):
            ruleset = self.ruleset.value

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        rated = self.rated

        rating_range: list[int] | None | Unset
        if isinstance(self.rating_range, Unset):
            rating_range = UNSET
        elif isinstance(self.rating_range, list):
            rating_range = self.rating_range

        else:
            rating_range = self.rating_range

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if target is not UNSET:
            field_dict["target"] = target
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rating_range is not UNSET:
            field_dict["rating_range"] = rating_range

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _ruleset = d.pop("ruleset", UNSET)
        ruleset: RulesetEnum | Unset
        if isinstance(_ruleset, Unset):
            ruleset = UNSET
        else:
            ruleset = RulesetEnum(_ruleset)

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        rated = d.pop("rated", UNSET)

        def _parse_rating_range(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rating_range_type_0 = cast(list[int], data)

                return rating_range_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        rating_range = _parse_rating_range(d.pop("rating_range", UNSET))

        seek_create_request_request = cls(
            ruleset=ruleset,
            target=target,
            rated=rated,
            rating_range=rating_range,
        )

        return seek_create_request_request
