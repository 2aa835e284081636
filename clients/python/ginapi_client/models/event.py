from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.event_enum import EventEnum
from ..models.relative_enum import RelativeEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.final_scores import FinalScores
    from ..models.last_hand import LastHand


T = TypeVar("T", bound="Event")


@_attrs_define
class Event:
    """
    Attributes:
        event (EventEnum): * `deal` - deal
            * `take_upcard` - take_upcard
            * `pass` - pass
            * `draw_stock` - draw_stock
            * `draw_discard` - draw_discard
            * `discard` - discard
            * `knock` - knock
            * `big_gin` - big_gin
            * `stock_recycled` - stock_recycled
            * `hand_over` - hand_over
            * `resign` - resign
            * `game_over` - game_over
        player (RelativeEnum | Unset): * `you` - you
            * `opponent` - opponent
        card (str | Unset): Absent on the opponent's stock draw.
        hand_number (int | Unset):
        melds (list[list[str]] | Unset): Melds, each a list of card codes.
        deadwood (int | Unset):
        result (LastHand | Unset):
        final_scores (FinalScores | Unset):
        winner (None | RelativeEnum | Unset):
        dealer (RelativeEnum | Unset): * `you` - you
            * `opponent` - opponent
    """

    event: EventEnum
    player: RelativeEnum | Unset = UNSET
    card: str | Unset = UNSET
    hand_number: int | Unset = UNSET
    melds: list[list[str]] | Unset = UNSET
    deadwood: int | Unset = UNSET
    result: LastHand | Unset = UNSET
    final_scores: FinalScores | Unset = UNSET
    winner: None | RelativeEnum | Unset = UNSET
    dealer: RelativeEnum | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        event = self.event.value

        player: str | Unset = UNSET
        if not isinstance(self.player, Unset):
            player = self.player.value

        card = self.card

        hand_number = self.hand_number

        melds: list[list[str]] | Unset = UNSET
        if not isinstance(self.melds, Unset):
            melds = []
            for melds_item_data in self.melds:
                melds_item = melds_item_data

                melds.append(melds_item)

        deadwood = self.deadwood

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        final_scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.final_scores, Unset):
            final_scores = self.final_scores.to_dict()

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        elif isinstance(self.winner, RelativeEnum):
            winner = self.winner.value
        else:
            winner = self.winner

        dealer: str | Unset = UNSET
        if not isinstance(self.dealer, Unset):
            dealer = self.dealer.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event": event,
            }
        )
        if player is not UNSET:
            field_dict["player"] = player
        if card is not UNSET:
            field_dict["card"] = card
        if hand_number is not UNSET:
            field_dict["hand_number"] = hand_number
        if melds is not UNSET:
            field_dict["melds"] = melds
        if deadwood is not UNSET:
            field_dict["deadwood"] = deadwood
        if result is not UNSET:
            field_dict["result"] = result
        if final_scores is not UNSET:
            field_dict["final_scores"] = final_scores
        if winner is not UNSET:
            field_dict["winner"] = winner
        if dealer is not UNSET:
            field_dict["dealer"] = dealer

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.final_scores import FinalScores  # noqa: PLC0415
        from ..models.last_hand import LastHand  # noqa: PLC0415

        d = dict(src_dict)
        event = EventEnum(d.pop("event"))

        _player = d.pop("player", UNSET)
        player: RelativeEnum | Unset
        if isinstance(_player, Unset):
            player = UNSET
        else:
            player = RelativeEnum(_player)

        card = d.pop("card", UNSET)

        hand_number = d.pop("hand_number", UNSET)

        _melds = d.pop("melds", UNSET)
        melds: list[list[str]] | Unset = UNSET
        if _melds is not UNSET:
            melds = []
            for melds_item_data in _melds:
                melds_item = cast(list[str], melds_item_data)

                melds.append(melds_item)

        deadwood = d.pop("deadwood", UNSET)

        _result = d.pop("result", UNSET)
        result: LastHand | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = LastHand.from_dict(_result)

        _final_scores = d.pop("final_scores", UNSET)
        final_scores: FinalScores | Unset
        if isinstance(_final_scores, Unset):
            final_scores = UNSET
        else:
            final_scores = FinalScores.from_dict(_final_scores)

        def _parse_winner(data: object) -> None | RelativeEnum | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = RelativeEnum(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RelativeEnum | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        _dealer = d.pop("dealer", UNSET)
        dealer: RelativeEnum | Unset
        if isinstance(_dealer, Unset):
            dealer = UNSET
        else:
            dealer = RelativeEnum(_dealer)

        event = cls(
            event=event,
            player=player,
            card=card,
            hand_number=hand_number,
            melds=melds,
            deadwood=deadwood,
            result=result,
            final_scores=final_scores,
            winner=winner,
            dealer=dealer,
        )

        event.additional_properties = d
        return event

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
