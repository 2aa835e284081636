"""Games: create, join, list, read (with ETag), and the moves."""

from __future__ import annotations

import uuid
from typing import Any

from django.utils.cache import patch_cache_control
from django.utils.http import parse_etags
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_serializer,
    inline_serializer,
)
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.auth import request_app_id, request_oauth_scopes, request_player
from apikit.fields import (
    StrictBooleanField,
    StrictCharField,
    StrictIntegerField,
    StrictSerializer,
)
from apikit.idempotency import HEADER as IDEMPOTENCY_HEADER
from apikit.idempotency import idempotent
from apikit.pagination import PageNumberPagination
from apikit.schema import error_example, errors
from apikit.throttles import ScopedRateThrottle, rate_throttle
from games import selectors, services
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
from games.errors import ENGINE_ILLEGAL_CODES, ENGINE_INPUT_CODES
from games.models import Game
from games.signals import play_scopes

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


_CREATE_THROTTLES = (
    rate_throttle("games_create"),
    rate_throttle("games_create_address", per_address=True),
)


class GameCollectionApi(APIView):
    """/api/v1/games: GET lists the caller's games, POST starts one."""

    def get_throttles(self) -> list[Any]:
        # Creating is limited per player and per address (deal shopping); listing is not.
        if self.request.method != "POST":
            return []
        return [throttle() for throttle in _CREATE_THROTTLES]

    oauth_scope = {"GET": "games:read", "POST": "games:play"}
    error_codes = {
        "GET": (),
        "POST": (
            *ENGINE_INPUT_CODES,
            "invalid_idempotency_key",
            "idempotency_key_reused",
            "too_many_waiting_games",
            "not_a_human_game",
            "registration_required",
        ),
    }

    @extend_schema_serializer(component_name="GameCreateRequest")
    class CreateInputSerializer(RulesetInputSerializer):
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
        rated = StrictBooleanField(
            required=False,
            default=False,
            help_text="Against a friend only: the game counts for both players' Glicko-2 "
            "ratings of the ruleset (422 `not_a_human_game` against the AI).",
        )

    @extend_schema(
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
        request=CreateInputSerializer,
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
    def post(self, request: Request) -> Response:
        player = request_player(request)
        data = self.CreateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)

        def create() -> tuple[int, dict[str, Any]]:
            game = services.game_create(
                player=player,
                opponent=data.validated_data["opponent"],
                ai_level=data.validated_data.get("ai_level"),
                ruleset=data.validated_data["ruleset"],
                rules=data.validated_data.get("rules"),
                target=data.validated_data.get("target"),
                app_id=request_app_id(request),
                rated=data.validated_data["rated"],
            )
            return status.HTTP_201_CREATED, selectors.game_view_for(game, player)

        return idempotent(request, player, create)

    @extend_schema_serializer(component_name="GameFilter")
    class FilterSerializer(serializers.Serializer):
        status = serializers.ChoiceField(choices=Game.Status.values, required=False)

    @extend_schema(
        operation_id="games_list",
        tags=["games"],
        summary="The caller's games, newest first",
        description=(
            "Games the caller created or joined, paginated (`page`, `page_size` up to 100)."
        ),
        parameters=[
            OpenApiParameter("status", OpenApiTypes.STR, enum=Game.Status.values),
            OpenApiParameter("page", OpenApiTypes.INT),
            OpenApiParameter("page_size", OpenApiTypes.INT),
        ],
        responses={
            200: inline_serializer(
                "GamePage",
                {
                    "count": serializers.IntegerField(),
                    "next": serializers.URLField(allow_null=True),
                    "previous": serializers.URLField(allow_null=True),
                    "results": GameSummarySerializer(many=True),
                },
            ),
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
    def get(self, request: Request) -> Response:
        player = request_player(request)
        filters = self.FilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        games = selectors.game_list_for(player=player, status=filters.validated_data.get("status"))
        paginator = PageNumberPagination()
        page = paginator.paginate_queryset(games, request, view=self) or []
        return paginator.get_paginated_response(
            [selectors.game_summary_for(game, player) for game in page]
        )


class GameJoinApi(APIView):
    # Per player and per address: invite codes must not be guessed by the hundred.
    throttle_classes = (
        rate_throttle("games_join"),
        rate_throttle("games_join_address", per_address=True),
    )
    oauth_scope = "games:play"
    error_codes = (
        "invite_not_found",
        "cannot_join_own_game",
        "already_joined",
        "registration_required",
    )

    @extend_schema_serializer(component_name="GameJoinRequest")
    class InputSerializer(StrictSerializer):
        invite_code = StrictCharField(max_length=32)

    @extend_schema(
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
        request=InputSerializer,
        responses={
            200: GameSerializer,
            **errors(
                400,
                401,
                404,
                409,
                422,
                429,
                e404=[
                    error_example("invite_not_found", "No game is waiting with that invite code.")
                ],
                e409=[error_example("already_joined", "You have already joined this game.")],
                e422=[error_example("cannot_join_own_game", "You cannot join your own game.")],
            ),
        },
        examples=[
            OpenApiExample("An invite", value={"invite_code": "K7QF3MZ2"}, request_only=True),
            game_example,
        ],
    )
    def post(self, request: Request) -> Response:
        player = request_player(request)
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        game = services.game_join(player=player, invite_code=data.validated_data["invite_code"])
        return Response(selectors.game_view_for(game, player))


class GameDetailApi(APIView):
    oauth_scope = "games:read"
    error_codes: tuple[str, ...] = ()

    @extend_schema(
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
    def get(self, request: Request, game_id: uuid.UUID) -> Response:
        player = request_player(request)
        game = selectors.game_get_for(game_id=game_id, player=player)
        etag = selectors.game_etag(game, player)
        client_etags = parse_etags(request.headers.get("If-None-Match", ""))
        if "*" in client_etags or etag in {tag.removeprefix("W/") for tag in client_etags}:
            response = Response(status=status.HTTP_304_NOT_MODIFIED)
        else:
            response = Response(selectors.game_view_for(game, player))
        response["ETag"] = etag
        # Private to this player, and to be revalidated before every reuse.
        patch_cache_control(response, private=True, no_cache=True)
        return response


class MoveScopes:
    """``MoveCollectionApi.oauth_scope``, read when asked: reading a game takes ``games:read``,
    a move ``games:play`` or any app's own play scope (games.signals.play_scope), as the apps
    registered them once ready."""

    def __get__(self, view: object, owner: type | None = None) -> dict[str, Any]:
        return {
            "GET": "games:read",
            "POST": (services.GAMES_PLAY_SCOPE, *(rule.scope for rule in play_scopes())),
        }


class MoveCollectionApi(APIView):
    """/api/v1/games/{id}/moves: GET the log, POST an action."""

    # games:play or an app's own play scope (daily:play): services.game_scope_check holds the
    # token to the ones that cover the game, once the game is known.
    oauth_scope = MoveScopes()
    error_codes = {
        "GET": (),
        "POST": (
            *ENGINE_INPUT_CODES,
            *ENGINE_ILLEGAL_CODES,
            "version_conflict",
            "invalid_idempotency_key",
            "idempotency_key_reused",
            "game_not_started",
            "game_cancelled",
        ),
    }

    throttle_scope = "moves"

    def get_throttles(self) -> list[Any]:
        # Only playing is rate-limited; reading the log is as cheap as reading the game.
        return [ScopedRateThrottle()] if self.request.method == "POST" else []

    @extend_schema_serializer(component_name="MoveCreateRequest")
    class CreateInputSerializer(StrictSerializer):
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
    class CreateOutputSerializer(serializers.Serializer):
        game = GameSerializer()
        events = EventSerializer(many=True, help_text="What happened, the AI's replies included.")

    @extend_schema(
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
        request=CreateInputSerializer,
        parameters=[IDEMPOTENCY_PARAMETER],
        responses={200: CreateOutputSerializer, **errors(400, 401, 404, 409, 422, 429)},
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
            OpenApiExample(
                "Draw from the stock", value={"action": "draw_stock"}, request_only=True
            ),
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
    def post(self, request: Request, game_id: uuid.UUID) -> Response:
        player = request_player(request)
        data = self.CreateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        action = {key: value for key, value in data.validated_data.items() if value is not None}
        expected_version = action.pop("expected_version", None)
        scopes = request_oauth_scopes(request)

        def move() -> tuple[int, dict[str, Any]]:
            played = services.game_move_play(
                game_id=game_id,
                player=player,
                action=action,
                expected_version=expected_version,
                scopes=scopes,
            )
            # Serialised from the engine state the move left, not rebuilt from the snapshot.
            return status.HTTP_200_OK, {
                "game": selectors.game_view_for(played.game, player, played.match),
                "events": played.events,
            }

        return idempotent(request, player, move)

    @extend_schema_serializer(component_name="MoveLog")
    class LogOutputSerializer(serializers.Serializer):
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

    @extend_schema(
        operation_id="games_moves_list",
        tags=["games"],
        summary="The move log as the caller may see it",
        description=(
            "Every applied action, oldest first, with the events it caused as the caller saw "
            "them: the card of the opponent's stock draw is not shown; everything public is."
        ),
        responses={200: LogOutputSerializer, **errors(401, 404)},
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
    def get(self, request: Request, game_id: uuid.UUID) -> Response:
        player = request_player(request)
        game = selectors.game_get_for(game_id=game_id, player=player)
        return Response({"moves": selectors.game_move_log_for(game, player)})
