from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_status_enum import GameStatusEnum
from ..models.relative_enum import RelativeEnum

if TYPE_CHECKING:
    from ..models.opponent import Opponent
    from ..models.pair import Pair


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """
    Attributes:
        id (UUID):
        version (int): Grows by one with each applied action, the AI's included.
        status (GameStatusEnum): * `waiting` - waiting
            * `active` - active
            * `finished` - finished
            * `cancelled` - cancelled
        opponent (Opponent):
        invite_code (None | str): Shown to the creator while the game waits for a friend.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        finished_at (datetime.datetime | None):
        turn_deadline (datetime.datetime | None): Friend games while active: when the player on turn runs out of time
            (FRIEND_TURN_SECONDS after the last action); then the other may claim victory.
        ruleset (str):
        hand_number (int):
        phase (str):
        turn (None | RelativeEnum):
        scores (Pair):
        winner (None | RelativeEnum):
    """

    id: UUID
    version: int
    status: GameStatusEnum
    opponent: Opponent
    invite_code: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    finished_at: datetime.datetime | None
    turn_deadline: datetime.datetime | None
    ruleset: str
    hand_number: int
    phase: str
    turn: None | RelativeEnum
    scores: Pair
    winner: None | RelativeEnum
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        version = self.version

        status = self.status.value

        opponent = self.opponent.to_dict()

        invite_code: None | str
        invite_code = self.invite_code

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        turn_deadline: None | str
        if isinstance(self.turn_deadline, datetime.datetime):
            turn_deadline = self.turn_deadline.isoformat()
        else:
            turn_deadline = self.turn_deadline

        ruleset = self.ruleset

        hand_number = self.hand_number

        phase = self.phase

        turn: None | str
        if isinstance(self.turn, RelativeEnum):
            turn = self.turn.value
        else:
            turn = self.turn

        scores = self.scores.to_dict()

        winner: None | str
        if isinstance(self.winner, RelativeEnum):
            winner = self.winner.value
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "version": version,
                "status": status,
                "opponent": opponent,
                "invite_code": invite_code,
                "created_at": created_at,
                "updated_at": updated_at,
                "finished_at": finished_at,
                "turn_deadline": turn_deadline,
                "ruleset": ruleset,
                "hand_number": hand_number,
                "phase": phase,
                "turn": turn,
                "scores": scores,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.opponent import Opponent  # noqa: PLC0415
        from ..models.pair import Pair  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        version = d.pop("version")

        status = GameStatusEnum(d.pop("status"))

        opponent = Opponent.from_dict(d.pop("opponent"))

        def _parse_invite_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invite_code = _parse_invite_code(d.pop("invite_code"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        def _parse_turn_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                turn_deadline_type_0 = datetime.datetime.fromisoformat(data)

                return turn_deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        turn_deadline = _parse_turn_deadline(d.pop("turn_deadline"))

        ruleset = d.pop("ruleset")

        hand_number = d.pop("hand_number")

        phase = d.pop("phase")

        def _parse_turn(data: object) -> None | RelativeEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                turn_type_0 = RelativeEnum(data)

                return turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RelativeEnum, data)

        turn = _parse_turn(d.pop("turn"))

        scores = Pair.from_dict(d.pop("scores"))

        def _parse_winner(data: object) -> None | RelativeEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = RelativeEnum(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RelativeEnum, data)

        winner = _parse_winner(d.pop("winner"))

        game_summary = cls(
            id=id,
            version=version,
            status=status,
            opponent=opponent,
            invite_code=invite_code,
            created_at=created_at,
            updated_at=updated_at,
            finished_at=finished_at,
            turn_deadline=turn_deadline,
            ruleset=ruleset,
            hand_number=hand_number,
            phase=phase,
            turn=turn,
            scores=scores,
            winner=winner,
        )

        game_summary.additional_properties = d
        return game_summary

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
