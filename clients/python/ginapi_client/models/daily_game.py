from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_status_enum import GameStatusEnum
from ..models.phase_enum import PhaseEnum
from ..models.relative_enum import RelativeEnum
from ..models.unrated_reason_enum import UnratedReasonEnum

if TYPE_CHECKING:
    from ..models.daily_of_game import DailyOfGame
    from ..models.final_scores import FinalScores
    from ..models.last_hand import LastHand
    from ..models.legal_action import LegalAction
    from ..models.opponent import Opponent
    from ..models.pair import Pair
    from ..models.rating_change import RatingChange
    from ..models.ruleset import Ruleset
    from ..models.scores import Scores


T = TypeVar("T", bound="DailyGame")


@_attrs_define
class DailyGame:
    """The game as the caller sees it (GET /api/v1/games/{id}); ``daily`` is set.

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
        ruleset (Ruleset):
        scores (Scores):
        hands_won (Pair):
        hand_number (int):
        dealer (RelativeEnum): * `you` - you
            * `opponent` - opponent
        turn (None | RelativeEnum):
        phase (PhaseEnum): * `upcard` - upcard
            * `draw` - draw
            * `discard` - discard
            * `hand_over` - hand_over
            * `game_over` - game_over
        your_cards (list[str]): Your cards, sorted by suit then rank.
        opponent_card_count (int):
        discard_top (None | str):
        discard_pile (list[str]): Every card face up on the pile, oldest first.
        stock_count (int):
        knock_limit (int): This hand's knock limit.
        deadwood (int): Least deadwood of all the cards you hold now.
        melds (list[list[str]]): That least-deadwood arrangement.
        unmatched (list[str]): Card codes.
        taken_from_discard (None | str):
        must_draw_stock (bool):
        opponent_took (list[str]): Cards the opponent took from the pile this hand and still holds.
        opponent_discarded (list[str]): Card codes.
        opponent_passed_upcard (None | str):
        legal_actions (list[LegalAction]):
        last_hand (LastHand | None):
        winner (None | RelativeEnum):
        final_scores (FinalScores | None):
        daily (DailyOfGame | None): A Daily Gin game's date and kind; null for other games.
        rated (bool): Counts for both players' ratings of the ruleset (games between two players only; never against the
            AI).
        unrated_reason (None | UnratedReasonEnum): Why a game asked to be rated is played unrated: `pair_limit` (the
            same two players' rated games count at most 3 times in 24 hours) or `aborted` (resigned or cancelled before each
            player made two moves). Null otherwise.

            * `pair_limit` - pair_limit
            * `aborted` - aborted
        aborted (bool): Over before each player made two moves: rates nothing.
        rating_change (None | RatingChange): Once a rated game is over: each side's rating before and after it.
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
    ruleset: Ruleset
    scores: Scores
    hands_won: Pair
    hand_number: int
    dealer: RelativeEnum
    turn: None | RelativeEnum
    phase: PhaseEnum
    your_cards: list[str]
    opponent_card_count: int
    discard_top: None | str
    discard_pile: list[str]
    stock_count: int
    knock_limit: int
    deadwood: int
    melds: list[list[str]]
    unmatched: list[str]
    taken_from_discard: None | str
    must_draw_stock: bool
    opponent_took: list[str]
    opponent_discarded: list[str]
    opponent_passed_upcard: None | str
    legal_actions: list[LegalAction]
    last_hand: LastHand | None
    winner: None | RelativeEnum
    final_scores: FinalScores | None
    daily: DailyOfGame | None
    rated: bool
    unrated_reason: None | UnratedReasonEnum
    aborted: bool
    rating_change: None | RatingChange
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.daily_of_game import DailyOfGame  # noqa: PLC0415
        from ..models.final_scores import FinalScores  # noqa: PLC0415
        from ..models.last_hand import LastHand  # noqa: PLC0415
        from ..models.rating_change import RatingChange  # noqa: PLC0415

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

        ruleset = self.ruleset.to_dict()

        scores = self.scores.to_dict()

        hands_won = self.hands_won.to_dict()

        hand_number = self.hand_number

        dealer = self.dealer.value

        turn: None | str
        if isinstance(self.turn, RelativeEnum):
            turn = self.turn.value
        else:
            turn = self.turn

        phase = self.phase.value

        your_cards = self.your_cards

        opponent_card_count = self.opponent_card_count

        discard_top: None | str
        discard_top = self.discard_top

        discard_pile = self.discard_pile

        stock_count = self.stock_count

        knock_limit = self.knock_limit

        deadwood = self.deadwood

        melds = []
        for melds_item_data in self.melds:
            melds_item = melds_item_data

            melds.append(melds_item)

        unmatched = self.unmatched

        taken_from_discard: None | str
        taken_from_discard = self.taken_from_discard

        must_draw_stock = self.must_draw_stock

        opponent_took = self.opponent_took

        opponent_discarded = self.opponent_discarded

        opponent_passed_upcard: None | str
        opponent_passed_upcard = self.opponent_passed_upcard

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item = legal_actions_item_data.to_dict()
            legal_actions.append(legal_actions_item)

        last_hand: dict[str, Any] | None
        if isinstance(self.last_hand, LastHand):
            last_hand = self.last_hand.to_dict()
        else:
            last_hand = self.last_hand

        winner: None | str
        if isinstance(self.winner, RelativeEnum):
            winner = self.winner.value
        else:
            winner = self.winner

        final_scores: dict[str, Any] | None
        if isinstance(self.final_scores, FinalScores):
            final_scores = self.final_scores.to_dict()
        else:
            final_scores = self.final_scores

        daily: dict[str, Any] | None
        if isinstance(self.daily, DailyOfGame):
            daily = self.daily.to_dict()
        else:
            daily = self.daily

        rated = self.rated

        unrated_reason: None | str
        if isinstance(self.unrated_reason, UnratedReasonEnum):
            unrated_reason = self.unrated_reason.value
        else:
            unrated_reason = self.unrated_reason

        aborted = self.aborted

        rating_change: dict[str, Any] | None
        if isinstance(self.rating_change, RatingChange):
            rating_change = self.rating_change.to_dict()
        else:
            rating_change = self.rating_change

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
                "scores": scores,
                "hands_won": hands_won,
                "hand_number": hand_number,
                "dealer": dealer,
                "turn": turn,
                "phase": phase,
                "your_cards": your_cards,
                "opponent_card_count": opponent_card_count,
                "discard_top": discard_top,
                "discard_pile": discard_pile,
                "stock_count": stock_count,
                "knock_limit": knock_limit,
                "deadwood": deadwood,
                "melds": melds,
                "unmatched": unmatched,
                "taken_from_discard": taken_from_discard,
                "must_draw_stock": must_draw_stock,
                "opponent_took": opponent_took,
                "opponent_discarded": opponent_discarded,
                "opponent_passed_upcard": opponent_passed_upcard,
                "legal_actions": legal_actions,
                "last_hand": last_hand,
                "winner": winner,
                "final_scores": final_scores,
                "daily": daily,
                "rated": rated,
                "unrated_reason": unrated_reason,
                "aborted": aborted,
                "rating_change": rating_change,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.daily_of_game import DailyOfGame  # noqa: PLC0415
        from ..models.final_scores import FinalScores  # noqa: PLC0415
        from ..models.last_hand import LastHand  # noqa: PLC0415
        from ..models.legal_action import LegalAction  # noqa: PLC0415
        from ..models.opponent import Opponent  # noqa: PLC0415
        from ..models.pair import Pair  # noqa: PLC0415
        from ..models.rating_change import RatingChange  # noqa: PLC0415
        from ..models.ruleset import Ruleset  # noqa: PLC0415
        from ..models.scores import Scores  # noqa: PLC0415

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

        ruleset = Ruleset.from_dict(d.pop("ruleset"))

        scores = Scores.from_dict(d.pop("scores"))

        hands_won = Pair.from_dict(d.pop("hands_won"))

        hand_number = d.pop("hand_number")

        dealer = RelativeEnum(d.pop("dealer"))

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

        phase = PhaseEnum(d.pop("phase"))

        your_cards = cast(list[str], d.pop("your_cards"))

        opponent_card_count = d.pop("opponent_card_count")

        def _parse_discard_top(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        discard_top = _parse_discard_top(d.pop("discard_top"))

        discard_pile = cast(list[str], d.pop("discard_pile"))

        stock_count = d.pop("stock_count")

        knock_limit = d.pop("knock_limit")

        deadwood = d.pop("deadwood")

        melds = []
        _melds = d.pop("melds")
        for melds_item_data in _melds:
            melds_item = cast(list[str], melds_item_data)

            melds.append(melds_item)

        unmatched = cast(list[str], d.pop("unmatched"))

        def _parse_taken_from_discard(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        taken_from_discard = _parse_taken_from_discard(d.pop("taken_from_discard"))

        must_draw_stock = d.pop("must_draw_stock")

        opponent_took = cast(list[str], d.pop("opponent_took"))

        opponent_discarded = cast(list[str], d.pop("opponent_discarded"))

        def _parse_opponent_passed_upcard(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        opponent_passed_upcard = _parse_opponent_passed_upcard(d.pop("opponent_passed_upcard"))

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:
            legal_actions_item = LegalAction.from_dict(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        def _parse_last_hand(data: object) -> LastHand | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_hand_type_1 = LastHand.from_dict(data)

                return last_hand_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LastHand | None, data)

        last_hand = _parse_last_hand(d.pop("last_hand"))

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

        def _parse_final_scores(data: object) -> FinalScores | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                final_scores_type_1 = FinalScores.from_dict(data)

                return final_scores_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FinalScores | None, data)

        final_scores = _parse_final_scores(d.pop("final_scores"))

        def _parse_daily(data: object) -> DailyOfGame | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                daily_type_1 = DailyOfGame.from_dict(data)

                return daily_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DailyOfGame | None, data)

        daily = _parse_daily(d.pop("daily"))

        rated = d.pop("rated")

        def _parse_unrated_reason(data: object) -> None | UnratedReasonEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unrated_reason_type_0 = UnratedReasonEnum(data)

                return unrated_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UnratedReasonEnum, data)

        unrated_reason = _parse_unrated_reason(d.pop("unrated_reason"))

        aborted = d.pop("aborted")

        def _parse_rating_change(data: object) -> None | RatingChange:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_change_type_1 = RatingChange.from_dict(data)

                return rating_change_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatingChange, data)

        rating_change = _parse_rating_change(d.pop("rating_change"))

        daily_game = cls(
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
            scores=scores,
            hands_won=hands_won,
            hand_number=hand_number,
            dealer=dealer,
            turn=turn,
            phase=phase,
            your_cards=your_cards,
            opponent_card_count=opponent_card_count,
            discard_top=discard_top,
            discard_pile=discard_pile,
            stock_count=stock_count,
            knock_limit=knock_limit,
            deadwood=deadwood,
            melds=melds,
            unmatched=unmatched,
            taken_from_discard=taken_from_discard,
            must_draw_stock=must_draw_stock,
            opponent_took=opponent_took,
            opponent_discarded=opponent_discarded,
            opponent_passed_upcard=opponent_passed_upcard,
            legal_actions=legal_actions,
            last_hand=last_hand,
            winner=winner,
            final_scores=final_scores,
            daily=daily,
            rated=rated,
            unrated_reason=unrated_reason,
            aborted=aborted,
            rating_change=rating_change,
        )

        daily_game.additional_properties = d
        return daily_game

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
