from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.action_enum import ActionEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="PuzzleActionRequest")


@_attrs_define
class PuzzleActionRequest:
    """
    Attributes:
        action (ActionEnum): * `take_upcard` - take_upcard
            * `pass` - pass
            * `draw_stock` - draw_stock
            * `draw_discard` - draw_discard
            * `discard` - discard
            * `knock` - knock
            * `big_gin` - big_gin
            * `resign` - resign
        card (None | str | Unset):
        melds (list[list[str]] | None | Unset): Accepted as in a move, and not judged: the engine shows the melds.
    """

    action: ActionEnum
    card: None | str | Unset = UNSET
    melds: list[list[str]] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        melds: list[list[str]] | None | Unset
        if isinstance(self.melds, Unset):
            melds = UNSET
        elif isinstance(self.melds, list):
            melds = []
            for melds_type_0_item_data in self.melds:
                melds_type_0_item = melds_type_0_item_data

                melds.append(melds_type_0_item)

        else:
            melds = self.melds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if melds is not UNSET:
            field_dict["melds"] = melds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = ActionEnum(d.pop("action"))

        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        def _parse_melds(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                melds_type_0 = []
                _melds_type_0 = data
                for melds_type_0_item_data in _melds_type_0:
                    melds_type_0_item = cast(list[str], melds_type_0_item_data)

                    melds_type_0.append(melds_type_0_item)

                return melds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        melds = _parse_melds(d.pop("melds", UNSET))

        puzzle_action_request = cls(
            action=action,
            card=card,
            melds=melds,
        )

        return puzzle_action_request
