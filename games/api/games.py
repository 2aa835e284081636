"""Games: create, join, list, read (with ETag), and the moves."""

from __future__ import annotations

import uuid
from typing import Any

from django.utils.cache import patch_cache_control
from django.utils.http import parse_etags
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.auth import request_oauth_scopes, request_player
from apikit.idempotency import idempotent
from apikit.pagination import PageNumberPagination
from apikit.throttles import ScopedRateThrottle, rate_throttle
from games import selectors, services
from games.api import schema
from games.errors import ENGINE_ILLEGAL_CODES, ENGINE_INPUT_CODES
from games.signals import create_options, play_scopes

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

    @schema.GAMES_CREATE
    def post(self, request: Request) -> Response:
        player = request_player(request)
        data = schema.GameCreateRequest(data=request.data)
        data.is_valid(raise_exception=True)

        def create() -> tuple[int, dict[str, Any]]:
            game = services.game_create(
                player=player,
                opponent=data.validated_data["opponent"],
                ai_level=data.validated_data.get("ai_level"),
                ruleset=data.validated_data["ruleset"],
                rules=data.validated_data.get("rules"),
                target=data.validated_data.get("target"),
                options={
                    option.name: data.validated_data[option.name]
                    for option in create_options()
                    if option.name in data.validated_data
                },
            )
            return status.HTTP_201_CREATED, selectors.game_view_for(game, player)

        return idempotent(request, player, create)

    @schema.GAMES_LIST
    def get(self, request: Request) -> Response:
        player = request_player(request)
        filters = schema.GameFilter(data=request.query_params)
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

    @schema.GAMES_JOIN
    def post(self, request: Request) -> Response:
        player = request_player(request)
        data = schema.GameJoinRequest(data=request.data)
        data.is_valid(raise_exception=True)
        game = services.game_join(player=player, invite_code=data.validated_data["invite_code"])
        return Response(selectors.game_view_for(game, player))


class GameDetailApi(APIView):
    oauth_scope = "games:read"
    error_codes: tuple[str, ...] = ()

    @schema.GAMES_GET
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

    @schema.MOVES_CREATE
    def post(self, request: Request, game_id: uuid.UUID) -> Response:
        player = request_player(request)
        data = schema.MoveCreateRequest(data=request.data)
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

    @schema.MOVES_LIST
    def get(self, request: Request, game_id: uuid.UUID) -> Response:
        player = request_player(request)
        game = selectors.game_get_for(game_id=game_id, player=player)
        return Response({"moves": selectors.game_move_log_for(game, player)})
