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
        seed_commitment (str): SHA-256 hex digest of the date's seed (its 32 bytes), shown from the moment the deal
            exists (a day ahead): docs/DAILY_VERIFY.md says how to check it.
        seed (str | Unset): Only once the date is over: the seed, 64 hex digits, from which scripts/verify_daily.py
            rebuilds the deal.
        deal (RevealedDeal | Unset):
        par (Par | Unset):
        your_line (None | Unset | YourLine): Only once the date is over, with a token: the caller's scored first hand
            (null if they did not play the date).
    """

    date: datetime.date
    ruleset: str
    players: int
    your_result: None | YourResult
    revealed: bool
    seed_commitment: str
    seed: str | Unset = UNSET
    deal: RevealedDeal | Unset = UNSET
    par: Par | Unset = UNSET
    your_line: None | Unset | YourLine = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
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

        seed_commitment = self.seed_commitment

        seed = self.seed

        deal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deal, Unset):
            deal = self.deal.to_dict()

        par: dict[str, Any] | Unset = UNSET
        if not isinstance(self.par, Unset):
            par = self.par.to_dict()

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
                "seed_commitment": seed_commitment,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed
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

        seed_commitment = d.pop("seed_commitment")

        seed = d.pop("seed", UNSET)

        _deal = d.pop("deal", UNSET)
        deal: RevealedDeal | Unset
        if isinstance(_deal, Unset):
            deal = UNSET
        else:
            deal = RevealedDeal.from_dict(_deal)

        _par = d.pop("par", UNSET)
        par: Par | Unset
        if isinstance(_par, Unset):
            par = UNSET
        else:
            par = Par.from_dict(_par)

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
            seed_commitment=seed_commitment,
            seed=seed,
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
