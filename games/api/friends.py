"""A friend game's life beyond the moves: claim victory on a timeout, cancel an invite."""

from __future__ import annotations

import uuid
from typing import Any

from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.auth import request_player
from apikit.fields import no_body
from apikit.idempotency import idempotent
from games import selectors, services
from games.api import schema


class GameClaimVictoryApi(APIView):
    oauth_scope = "games:play"
    error_codes = (
        "game_over",
        "game_not_started",
        "game_cancelled",
        "no_turn_clock",
        "claim_on_your_turn",
        "turn_not_expired",
        "version_conflict",
    )

    @schema.GAMES_CLAIM_VICTORY
    def post(self, request: Request, game_id: uuid.UUID) -> Response:
        no_body(request)
        player = request_player(request)

        def claim() -> tuple[int, dict[str, Any]]:
            game = services.game_claim_victory(game_id=game_id, player=player)
            return status.HTTP_200_OK, selectors.game_view_for(game, player)

        return idempotent(request, player, claim)


class GameCancelApi(APIView):
    oauth_scope = "games:play"
    error_codes = ("game_not_waiting",)

    @schema.GAMES_CANCEL
    def post(self, request: Request, game_id: uuid.UUID) -> Response:
        no_body(request)
        player = request_player(request)
        game = services.game_cancel(game_id=game_id, player=player)
        return Response(selectors.game_view_for(game, player))
