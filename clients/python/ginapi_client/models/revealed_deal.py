from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.revealed_deal_dealer_enum import RevealedDealDealerEnum

T = TypeVar("T", bound="RevealedDeal")


@_attrs_define
class RevealedDeal:
    """
    Attributes:
        deck (list[str]): The 52 cards in the order they were dealt.
        dealer (RevealedDealDealerEnum): * `player` - player
            * `ai` - ai
        player_cards (list[str]):
        ai_cards (list[str]):
        upcard (None | str): The first card turned face up.
        stock (list[str]): The stock as dealt, top (drawn first) first.
    """

    deck: list[str]
    dealer: RevealedDealDealerEnum
    player_cards: list[str]
    ai_cards: list[str]
    upcard: None | str
    stock: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deck = self.deck

        dealer = self.dealer.value

        player_cards = self.player_cards

        ai_cards = self.ai_cards

        upcard: None | str
        upcard = self.upcard

        stock = self.stock

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deck": deck,
                "dealer": dealer,
                "player_cards": player_cards,
                "ai_cards": ai_cards,
                "upcard": upcard,
                "stock": stock,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = cast(list[str], d.pop("deck"))

        dealer = RevealedDealDealerEnum(d.pop("dealer"))

        player_cards = cast(list[str], d.pop("player_cards"))

        ai_cards = cast(list[str], d.pop("ai_cards"))

        def _parse_upcard(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        upcard = _parse_upcard(d.pop("upcard"))

        stock = cast(list[str], d.pop("stock"))

        revealed_deal = cls(
            deck=deck,
            dealer=dealer,
            player_cards=player_cards,
            ai_cards=ai_cards,
            upcard=upcard,
            stock=stock,
        )

        revealed_deal.additional_properties = d
        return revealed_deal

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
