"""games' operations as the OpenAPI schema documents them: the request and answer shapes and
each operation's declaration (``extend_schema``), which games/api/games.py applies beside the
view method it describes, one line each, so a view reads as the operation it runs."""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_serializer,
)
from rest_framework import serializers

from apikit.fields import (
    StrictCharField,
    StrictIntegerField,
    StrictSerializer,
)
from apikit.idempotency import HEADER as IDEMPOTENCY_HEADER
from apikit.schema import PAGE_PARAMETERS, error_example, errors, page_of
from games.api.ruleset_fields import RulesetInputSerializer
from games.api.serializers import (
    ACTION_NAMES,
    GAME_EXAMPLE,
    EventSerializer,
    GameSerializer,
    GameSummarySerializer,
    game_example,
)
from games.engine.ai import AI_LEVELS
from games.models import Game
from games.signals import create_options

IDEMPOTENCY_PARAMETER = OpenApiParameter(
    IDEMPOTENCY_HEADER,
    OpenApiTypes.STR,
    OpenApiParameter.HEADER,
    description=(
        "Any unique string (e.g. a UUID). The same request sent again with the same key gets "
        "the first response again and is applied once; the same key with another request is "
        "refused (422 idempotency_key_reused)."
    ),
)


@extend_schema_serializer(component_name="GameCreateRequest")
class GameCreateRequest(RulesetInputSerializer):
    opponent = serializers.ChoiceField(choices=["ai", "human"])
    ai_level = serializers.ChoiceField(
        choices=list(AI_LEVELS),
        required=False,
        allow_null=True,
        help_text="Against the AI, weakest first; novice when omitted.",
    )
    target = StrictIntegerField(
        required=False,
        allow_null=True,
        help_text="Points to reach (1-1000); overrides the ruleset's target.",
    )

    def get_fields(self) -> dict[str, serializers.Field]:
        """The fields above, then each option the apps add (games.signals.create_option)."""
        fields = super().get_fields()
        for option in create_options():
            fields[option.name] = option.field()
        return fields


GAMES_CREATE = extend_schema(
    operation_id="games_create",
    tags=["games"],
    summary="Start a game against the AI or a friend",
    description=(
        "Deals at once. Against the AI (seat 1) the game is active, and if the AI must act "
        "first it already has: `version` counts its actions. Against a friend the game "
        "waits with an `invite_code` the friend sends to POST /api/v1/games/join, and "
        "shows no cards to anyone: its hand is dealt, from a seed chosen then, when the "
        "friend joins. A player may have MAX_WAITING_GAMES (default 5) friend games "
        "waiting at once: one more is a 422 `too_many_waiting_games`. Throttled per "
        "player (THROTTLE_GAMES_CREATE, default 30/minute) and per client address "
        "(THROTTLE_GAMES_CREATE_ADDRESS, 120/minute)."
    ),
    request=GameCreateRequest,
    parameters=[IDEMPOTENCY_PARAMETER],
    responses={
        201: GameSerializer,
        **errors(
            400,
            401,
            422,
            429,
            e422=[
                error_example(
                    "too_many_waiting_games",
                    "You have 5 games waiting for a friend: cancel one or wait for a "
                    "friend to join before starting another.",
                ),
                error_example(
                    "not_a_human_game",
                    "Only a game between two players can be rated or rematched.",
                ),
            ],
        ),
    },
    examples=[
        OpenApiExample(
            "Against the expert AI",
            value={"opponent": "ai", "ai_level": "expert", "ruleset": "standard"},
            request_only=True,
        ),
        OpenApiExample(
            "A friend game to 250 with a 20-point gin bonus",
            value={
                "opponent": "human",
                "ruleset": "classic",
                "rules": {"gin_bonus": 20},
                "target": 250,
            },
            request_only=True,
        ),
        game_example,
    ],
)


@extend_schema_serializer(component_name="GameFilter")
class GameFilter(serializers.Serializer):
    status = serializers.ChoiceField(choices=Game.Status.values, required=False)


GAMES_LIST = extend_schema(
    operation_id="games_list",
    tags=["games"],
    summary="The caller's games, newest first",
    description=("Games the caller created or joined, paginated (`page`, `page_size` up to 100)."),
    parameters=[
        OpenApiParameter("status", OpenApiTypes.STR, enum=Game.Status.values),
        *PAGE_PARAMETERS,
    ],
    responses={
        200: page_of("GamePage", GameSummarySerializer),
        **errors(400, 401, 404),
    },
    examples=[
        OpenApiExample(
            "One page",
            value={
                "count": 1,
                "next": None,
                "previous": None,
                "results": [
                    {
                        **{k: GAME_EXAMPLE[k] for k in list(GAME_EXAMPLE)[:8]},
                        "ruleset": "standard",
                        "hand_number": 1,
                        "phase": "draw",
                        "turn": "you",
                        "scores": {"you": 0, "opponent": 0},
                        "winner": None,
                    }
                ],
            },
            response_only=True,
        )
    ],
)


@extend_schema_serializer(component_name="GameJoinRequest")
class GameJoinRequest(StrictSerializer):
    invite_code = StrictCharField(max_length=32)


GAMES_JOIN = extend_schema(
    operation_id="games_join",
    tags=["games"],
    summary="Join a friend's game with its invite code",
    description=(
        "Takes seat 1 of the waiting game; the game becomes active and its first hand is "
        "dealt now, from a seed chosen at this moment. An unknown code, an expired one "
        "and a game that already has two players (when the caller is not one of them) "
        "all answer the same 404 `invite_not_found`. Throttled per player "
        "(THROTTLE_GAMES_JOIN, default 10/minute) and per client address "
        "(THROTTLE_GAMES_JOIN_ADDRESS, 30/minute)."
    ),
    request=GameJoinRequest,
    responses={
        200: GameSerializer,
        **errors(
            400,
            401,
            404,
            409,
            422,
            429,
            e404=[error_example("invite_not_found", "No game is waiting with that invite code.")],
            e409=[error_example("already_joined", "You have already joined this game.")],
            e422=[error_example("cannot_join_own_game", "You cannot join your own game.")],
        ),
    },
    examples=[
        OpenApiExample("An invite", value={"invite_code": "K7QF3MZ2"}, request_only=True),
        game_example,
    ],
)


GAMES_GET = extend_schema(
    operation_id="games_get",
    tags=["games"],
    summary="The game as the caller sees it",
    description=(
        "Carries an `ETag`; send it back as `If-None-Match` to get `304 Not Modified` "
        "while nothing changed, so polling is cheap. Another player's game is a 404."
    ),
    parameters=[
        OpenApiParameter(
            "If-None-Match",
            OpenApiTypes.STR,
            OpenApiParameter.HEADER,
            description="The ETag of the copy the client holds.",
        ),
        OpenApiParameter(
            "ETag",
            OpenApiTypes.STR,
            OpenApiParameter.HEADER,
            response=[200, 304],
            required=True,
            description="The version of the game as the caller sees it; send it back as "
            "If-None-Match.",
        ),
    ],
    responses={
        200: GameSerializer,
        304: OpenApiResponse(description="Not modified since the given ETag."),
        **errors(401, 404),
    },
    examples=[game_example],
)


@extend_schema_serializer(component_name="MoveCreateRequest")
class MoveCreateRequest(StrictSerializer):
    action = serializers.ChoiceField(choices=ACTION_NAMES)
    card = StrictCharField(
        required=False,
        allow_null=True,
        max_length=8,
        help_text="discard: the card; knock: the discard where the ruleset knocks with 10.",
    )
    melds = serializers.ListField(
        child=serializers.ListField(child=StrictCharField(max_length=8), max_length=13),
        required=False,
        allow_null=True,
        max_length=11,
        help_text="knock or big_gin: the arrangement to show; the engine picks one if omitted.",
    )
    expected_version = StrictIntegerField(
        required=False,
        allow_null=True,
        min_value=0,
        help_text="The version the move was chosen against; another version gives 409.",
    )


@extend_schema_serializer(component_name="MoveResult")
class MoveResult(serializers.Serializer):
    game = GameSerializer()
    events = EventSerializer(many=True, help_text="What happened, the AI's replies included.")


MOVES_CREATE = extend_schema(
    operation_id="games_moves_create",
    tags=["games"],
    summary="Play an action",
    description=(
        "Applies the action, then (against the AI) the AI's replies, in one transaction. "
        "Each applied action adds one to `version`. An action that is not legal now is a 422 "
        "whose `code` says why (not_your_turn, must_draw_first, card_not_in_hand, "
        "deadwood_too_high, ...); a stale `expected_version` is a 409. Either way nothing "
        "changes. Moves sent at once on one game apply one after the other, each on the "
        "state the one before left (a 409 `version_conflict` without `expected_version` "
        "means the game kept changing under the move: read it and retry). Gin is a knock "
        "with 0 deadwood: the hand result says `gin`."
    ),
    request=MoveCreateRequest,
    parameters=[IDEMPOTENCY_PARAMETER],
    responses={200: MoveResult, **errors(400, 401, 404, 409, 422, 429)},
    examples=[
        OpenApiExample(
            "Discard",
            value={"action": "discard", "card": "KD", "expected_version": 4},
            request_only=True,
        ),
        OpenApiExample(
            "Knock, naming the melds",
            value={
                "action": "knock",
                "card": "9H",
                "melds": [["AC", "2C", "3C"], ["TS", "JS", "QS"]],
                "expected_version": 8,
            },
            request_only=True,
        ),
        OpenApiExample("Draw from the stock", value={"action": "draw_stock"}, request_only=True),
        OpenApiExample(
            "Your discard and the AI's reply",
            value={
                "game": GAME_EXAMPLE,
                "events": [
                    {"event": "discard", "player": "you", "card": "KD"},
                    {"event": "draw_stock", "player": "opponent"},
                    {"event": "discard", "player": "opponent", "card": "5S"},
                ],
            },
            response_only=True,
        ),
    ],
)


@extend_schema_serializer(component_name="MoveLog")
class MoveLog(serializers.Serializer):
    @extend_schema_serializer(component_name="MoveLogEntry")
    class MoveSerializer(serializers.Serializer):
        version = serializers.IntegerField(help_text="The game version this action produced.")
        player = serializers.ChoiceField(choices=["you", "opponent"])
        action = serializers.CharField()
        card = serializers.CharField(allow_null=True, help_text="The discard, if any.")
        melds = serializers.ListField(
            child=serializers.ListField(child=serializers.CharField()), allow_null=True
        )
        events = EventSerializer(many=True)
        created_at = serializers.DateTimeField()

    moves = MoveSerializer(many=True)


MOVES_LIST = extend_schema(
    operation_id="games_moves_list",
    tags=["games"],
    summary="The move log as the caller may see it",
    description=(
        "Every applied action, oldest first, with the events it caused as the caller saw "
        "them: the card of the opponent's stock draw is not shown; everything public is."
    ),
    responses={200: MoveLog, **errors(401, 404)},
    examples=[
        OpenApiExample(
            "Two moves",
            value={
                "moves": [
                    {
                        "version": 1,
                        "player": "you",
                        "action": "draw_stock",
                        "card": None,
                        "melds": None,
                        "events": [{"event": "draw_stock", "player": "you", "card": "7H"}],
                        "created_at": "2026-11-02T10:15:03Z",
                    },
                    {
                        "version": 2,
                        "player": "you",
                        "action": "discard",
                        "card": "KD",
                        "melds": None,
                        "events": [{"event": "discard", "player": "you", "card": "KD"}],
                        "created_at": "2026-11-02T10:15:05Z",
                    },
                ]
            },
            response_only=True,
        )
    ],
)


# The operations of games/api/friends.py: a friend game's life beyond the moves.

CLAIMED_EXAMPLE = {
    **GAME_EXAMPLE,
    "version": 41,
    "status": "finished",
    "opponent": {"kind": "human", "ai_level": None, "display_name": "Grace"},
    "turn": None,
    "phase": "game_over",
    "legal_actions": [],
    "winner": "you",
    "finished_at": "2026-11-05T10:15:10Z",
    "final_scores": {
        "you": {"points": 31, "game_bonus": 0, "line_bonus": 0, "total": 31},
        "opponent": {"points": 12, "game_bonus": 0, "line_bonus": 0, "total": 12},
        "resigned": "opponent",
        "reason": "timeout",
    },
}


CANCELLED_EXAMPLE = {
    **GAME_EXAMPLE,
    "version": 0,
    "status": "cancelled",
    "opponent": {"kind": "human", "ai_level": None, "display_name": None},
    "legal_actions": [],
    "finished_at": "2026-11-02T10:20:00Z",
}


GAMES_CLAIM_VICTORY = extend_schema(
    operation_id="games_claim_victory",
    tags=["live"],
    summary="Win a friend game whose opponent ran out of time",
    description=(
        "A friend game gives the player on turn `FRIEND_TURN_SECONDS` (3 days by default) "
        "from the last action, shown as `turn_deadline`. Once it has passed, the other "
        "player (the one waiting) may claim victory: the game is finished, the claimant "
        "wins, and `final_scores.reason` is `timeout` (the move log records the "
        "opponent's resignation, so the game still replays from its seed and moves). "
        "Before the deadline: 422 `turn_not_expired`; on your own turn: 422 "
        "`claim_on_your_turn`."
    ),
    request=None,
    parameters=[IDEMPOTENCY_PARAMETER],
    responses={
        200: GameSerializer,
        **errors(
            401,
            404,
            422,
            e422=[
                error_example(
                    "turn_not_expired",
                    "Your opponent has until 2026-11-05T10:15:09Z to play.",
                ),
                error_example(
                    "claim_on_your_turn",
                    "It is your turn: only the waiting player may claim.",
                ),
                error_example("game_over", "The game is over."),
            ],
        ),
    },
    examples=[
        OpenApiExample("Won on time", value=CLAIMED_EXAMPLE, response_only=True),
    ],
)


GAMES_CANCEL = extend_schema(
    operation_id="games_cancel",
    tags=["live"],
    summary="Call off a friend game nobody has joined",
    description=(
        "By the creator of a game still `waiting`: its `status` becomes `cancelled` and "
        "the invite code stops working (join answers 404 `invite_not_found`). Cancelling "
        "it again answers the cancelled game. A game that has started: 409 "
        "`game_not_waiting`. Waiting games nobody joins are cancelled the same way after "
        "`WAITING_GAME_EXPIRY_SECONDS` (7 days by default)."
    ),
    request=None,
    responses={
        200: GameSerializer,
        **errors(
            401,
            404,
            409,
            e409=[
                error_example(
                    "game_not_waiting",
                    "Only a game still waiting for a friend can be cancelled, by its creator.",
                )
            ],
        ),
    },
    examples=[OpenApiExample("Cancelled", value=CANCELLED_EXAMPLE, response_only=True)],
)
