from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.par import Par
    from ..models.revealed_deal import RevealedDeal
    from ..models.your_line import YourLine
    from ..models.your_result import YourResult


T = TypeVar("T", bound="DailyDeal")


@_attrs_define
class DailyDeal:
    """
    Attributes:
        date (datetime.date): The UTC date of the deal.
        ruleset (str): The ruleset every game on this deal is played by.
        players (int): How many players have played this deal.
        your_result (None | YourResult): The caller's scored game on this deal (needs a token).
        revealed (bool): Whether the date is over (UTC), so the full deal is shown.
        deal (RevealedDeal | Unset):
        par (None | Par | Unset): Only once the date is over: the best line through the first hand.
        your_line (None | Unset | YourLine): Only once the date is over, with a token: the caller's scored first hand
            (null if they did not play the date).
    """

    date: datetime.date
    ruleset: str
    players: int
    your_result: None | YourResult
    revealed: bool
    deal: RevealedDeal | Unset = UNSET
    par: None | Par | Unset = UNSET
    your_line: None | Unset | YourLine = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.par import Par  # noqa: PLC0415
        from ..models.your_line import YourLine  # noqa: PLC0415
        from ..models.your_result import YourResult  # noqa: PLC0415

        date = self.date.isoformat()

        ruleset = self.ruleset

        players = self.players

        your_result: dict[str, Any] | None
        if isinstance(self.your_result, YourResult):
            your_result = self.your_result.to_dict()
        else:
            your_result = self.your_result

        revealed = self.revealed

        deal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deal, Unset):
            deal = self.deal.to_dict()

        par: dict[str, Any] | None | Unset
        if isinstance(self.par, Unset):
            par = UNSET
        elif isinstance(self.par, Par):
            par = self.par.to_dict()
        else:
            par = self.par

        your_line: dict[str, Any] | None | Unset
        if isinstance(self.your_line, Unset):
            your_line = UNSET
        elif isinstance(self.your_line, YourLine):
            your_line = self.your_line.to_dict()
        else:
            your_line = self.your_line

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "ruleset": ruleset,
                "players": players,
                "your_result": your_result,
                "revealed": revealed,
            }
        )
        if deal is not UNSET:
            field_dict["deal"] = deal
        if par is not UNSET:
            field_dict["par"] = par
        if your_line is not UNSET:
            field_dict["your_line"] = your_line

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.par import Par  # noqa: PLC0415
        from ..models.revealed_deal import RevealedDeal  # noqa: PLC0415
        from ..models.your_line import YourLine  # noqa: PLC0415
        from ..models.your_result import YourResult  # noqa: PLC0415

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        ruleset = d.pop("ruleset")

        players = d.pop("players")

        def _parse_your_result(data: object) -> None | YourResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                your_result_type_1 = YourResult.from_dict(data)

                return your_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YourResult, data)

        your_result = _parse_your_result(d.pop("your_result"))

        revealed = d.pop("revealed")

        _deal = d.pop("deal", UNSET)
        deal: RevealedDeal | Unset
        if isinstance(_deal, Unset):
            deal = UNSET
        else:
            deal = RevealedDeal.from_dict(_deal)

        def _parse_par(data: object) -> None | Par | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                par_type_1 = Par.from_dict(data)

                return par_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Par | Unset, data)

        par = _parse_par(d.pop("par", UNSET))

        def _parse_your_line(data: object) -> None | Unset | YourLine:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                your_line_type_1 = YourLine.from_dict(data)

                return your_line_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | YourLine, data)

        your_line = _parse_your_line(d.pop("your_line", UNSET))

        daily_deal = cls(
            date=date,
            ruleset=ruleset,
            players=players,
            your_result=your_result,
            revealed=revealed,
            deal=deal,
            par=par,
            your_line=your_line,
        )

        daily_deal.additional_properties = d
        return daily_deal

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
