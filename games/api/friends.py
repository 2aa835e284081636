"""A friend game's life beyond the moves: claim victory on a timeout, cancel an invite."""

from __future__ import annotations

import uuid
from typing import Any

from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.auth import request_player
from apikit.fields import no_body
from apikit.idempotency import idempotent
from apikit.schema import error_example, errors
from games import selectors, services
from games.api.schema import IDEMPOTENCY_PARAMETER
from games.api.serializers import GAME_EXAMPLE, GameSerializer

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

    @extend_schema(
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

    @extend_schema(
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
    def post(self, request: Request, game_id: uuid.UUID) -> Response:
        no_body(request)
        player = request_player(request)
        game = services.game_cancel(game_id=game_id, player=player)
        return Response(selectors.game_view_for(game, player))
