"""Lobby endpoints (docs/API.md "Playing strangers"): seeks and rematches."""

from __future__ import annotations

import uuid
from typing import Any

from rest_framework import status
from rest_framework.permissions import AllowAny, BasePermission, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.auth import request_player
from accounts.models import Player
from apikit.fields import no_body
from apikit.pagination import PageNumberPagination
from apikit.throttles import ScopedRateThrottle
from games import selectors as game_selectors
from lobby import schema
from oauth.scopes import ANY_TOKEN

from . import selectors, services


def _public_reads(request: Request) -> list[BasePermission]:
    if request.method == "GET":
        return [AllowAny()]
    return [IsAuthenticated()]


class SeekCollectionApi(APIView):
    """/api/v1/seeks: GET lists the open seeks (public), POST posts one."""

    # GET is a public read: any valid token, whatever its scopes.
    oauth_scope = {"GET": ANY_TOKEN, "POST": "games:play"}
    error_codes = {
        "GET": (),
        "POST": (
            "invalid_rating_range",
            "invalid_ruleset",
            "too_many_seeks",
            "registration_required",
        ),
    }
    throttle_classes = [ScopedRateThrottle]

    def get_permissions(self) -> list[BasePermission]:
        return _public_reads(self.request)

    def get_throttles(self) -> list[Any]:
        self.throttle_scope = "lobby_reads" if self.request.method == "GET" else "seeks"
        return super().get_throttles()

    @schema.SEEKS_CREATE
    def post(self, request: Request) -> Response:
        player = request_player(request)
        data = schema.SeekCreateRequest(data=request.data)
        data.is_valid(raise_exception=True)
        rating_range = data.validated_data.get("rating_range")
        seek = services.seek_post(
            player=player,
            ruleset=data.validated_data["ruleset"],
            target=data.validated_data.get("target"),
            rated=data.validated_data["rated"],
            rating_range=None if rating_range is None else (rating_range[0], rating_range[1]),
        )
        return Response(selectors.seek_view(seek), status=status.HTTP_201_CREATED)

    @schema.SEEKS_LIST
    def get(self, request: Request) -> Response:
        viewer = request.user if isinstance(request.user, Player) else None
        paginator = PageNumberPagination()
        page = paginator.paginate_queryset(selectors.seeks_open(viewer=viewer), request, view=self)
        return paginator.get_paginated_response([selectors.seek_view(s) for s in page or []])


class SeekAcceptApi(APIView):
    oauth_scope = "games:play"
    error_codes = ("own_seek", "seek_taken", "rating_out_of_range", "registration_required")
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "seeks"

    @schema.SEEKS_ACCEPT
    def post(self, request: Request, seek_id: uuid.UUID) -> Response:
        no_body(request)
        player = request_player(request)
        game = services.seek_accept(seek_id=seek_id, player=player)
        return Response(game_selectors.game_view_for(game, player), status=status.HTTP_201_CREATED)


class SeekDetailApi(APIView):
    oauth_scope = "games:play"
    error_codes = ("seek_taken",)
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "seeks"

    @schema.SEEKS_WITHDRAW
    def delete(self, request: Request, seek_id: uuid.UUID) -> Response:
        player = request_player(request)
        services.seek_withdraw(seek_id=seek_id, player=player)
        return Response(status=status.HTTP_204_NO_CONTENT)


class RematchApi(APIView):
    oauth_scope = {"GET": "games:read", "POST": "games:play", "DELETE": "games:play"}
    error_codes = {
        "GET": ("no_rematch_offer",),
        "POST": (
            "not_a_human_game",
            "game_not_finished",
            "rematch_already_offered",
            "rematch_started",
            "registration_required",
        ),
        "DELETE": ("not_a_human_game", "game_not_finished", "no_rematch_offer"),
    }
    throttle_classes = [ScopedRateThrottle]

    def get_throttles(self) -> list[Any]:
        self.throttle_scope = "lobby_reads" if self.request.method == "GET" else "rematch"
        return super().get_throttles()

    @schema.GAMES_REMATCH
    def post(self, request: Request, game_id: uuid.UUID) -> Response:
        no_body(request)
        player = request_player(request)
        offer, game = services.rematch_post(game_id=game_id, player=player)
        if game is not None:
            body = game_selectors.game_view_for(game, player)
        else:
            assert offer is not None
            body = services.rematch_offer_view(offer, player)
        return Response(body, status=status.HTTP_201_CREATED)

    @schema.GAMES_REMATCH_READ
    def get(self, request: Request, game_id: uuid.UUID) -> Response:
        player = request_player(request)
        offer = services.rematch_get(game_id=game_id, player=player)
        return Response(services.rematch_offer_view(offer, player))

    @schema.GAMES_REMATCH_WITHDRAW
    def delete(self, request: Request, game_id: uuid.UUID) -> Response:
        player = request_player(request)
        services.rematch_delete(game_id=game_id, player=player)
        return Response(status=status.HTTP_204_NO_CONTENT)
