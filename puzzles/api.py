"""Puzzle endpoints (docs/API.md "Puzzles"): the next puzzle, an attempt, the two boards.

The answer (``solution``, ``values``) is served by the attempt alone: the next puzzle's
serializer has no field for it, and no example in puzzles/schema.py shows one before an attempt.
"""

from __future__ import annotations

from typing import Any

from rest_framework import exceptions
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.utils.urls import remove_query_param, replace_query_param
from rest_framework.views import APIView

from accounts.models import Player
from apikit.throttles import ScopedRateThrottle
from games.errors import INVALID_RULESET
from oauth.scopes import ANY_TOKEN
from ratings.schema import BoardQuerySerializer

from . import schema
from .errors import INVALID_MODE, INVALID_THEME
from .selectors import (
    RATING_BOARD,
    STREAK_BOARD,
    Board,
    attempt_body,
    puzzle_body,
)
from .services import puzzle_attempt, puzzle_next


class _PlayApi(APIView):
    throttle_classes = (ScopedRateThrottle,)
    oauth_scope = "puzzles:play"


def _choice_error(query: schema.NextQuerySerializer) -> None:
    for name, error in (
        ("theme", INVALID_THEME),
        ("ruleset", INVALID_RULESET),
        ("mode", INVALID_MODE),
    ):
        if name in query.errors:
            raise error.error(fields={name: [str(e) for e in query.errors[name]]}, name=name)


class PuzzleNextApi(_PlayApi):
    permission_classes = [AllowAny]
    throttle_scope = "puzzles"
    error_codes = ("no_puzzle", "invalid_theme", "invalid_ruleset", "invalid_mode")

    @schema.PUZZLES_NEXT
    def get(self, request: Request) -> Response:
        query = schema.NextQuerySerializer(data=request.query_params)
        if not query.is_valid():
            _choice_error(query)
        player = request.user if isinstance(request.user, Player) else None
        streak = query.validated_data.get("mode") == "streak"
        if streak and player is None:
            raise exceptions.NotAuthenticated()
        puzzle = puzzle_next(
            player=player,
            theme=query.validated_data.get("theme"),
            ruleset=query.validated_data.get("ruleset"),
            streak=streak,
        )
        return Response(puzzle_body(puzzle))


class PuzzleAttemptApi(_PlayApi):
    throttle_scope = "puzzle_attempts"
    error_codes = (
        "puzzle_not_found",
        "invalid_action",
        "invalid_card",
        "illegal_action",
    )

    @schema.PUZZLES_ATTEMPT
    def post(self, request: Request, puzzle_id: str) -> Response:
        data = schema.PuzzleAttemptRequest(data=request.data)
        data.is_valid(raise_exception=True)
        action = {k: v for k, v in data.validated_data["action"].items() if v is not None}
        player = request.user
        assert isinstance(player, Player)  # IsAuthenticated
        attempted = puzzle_attempt(player=player, puzzle_id=puzzle_id, action=action)
        return Response(attempt_body(attempted))


class _BoardApi(APIView):
    permission_classes = [AllowAny]
    throttle_classes = (ScopedRateThrottle,)
    throttle_scope = "lobby_reads"
    # Public reads: any valid token may read them, whatever its scopes, as the other boards.
    oauth_scope = ANY_TOKEN
    error_codes = ()
    board: Board

    def get(self, request: Request) -> Response:
        query = BoardQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        player_id = None
        if query.validated_data.get("around") == "me":
            if not isinstance(request.user, Player):
                raise exceptions.NotAuthenticated()
            player_id = request.user.pk
        body: dict[str, Any] = self.board.page(
            page=query.validated_data["page"],
            page_size=query.validated_data["page_size"],
            player_id=player_id,
        )
        # The links of the ratings board's page: to the pages either side, without ?around.
        url = remove_query_param(request.build_absolute_uri(), "around")
        page = body["page"]
        body["next"] = replace_query_param(url, "page", page + 1) if page < body["pages"] else None
        body["previous"] = replace_query_param(url, "page", page - 1) if page > 1 else None
        return Response(body)


class PuzzleBoardApi(_BoardApi):
    board = RATING_BOARD

    @schema.LEADERBOARD_PUZZLES
    def get(self, request: Request) -> Response:
        return super().get(request)


class PuzzleStreakBoardApi(_BoardApi):
    board = STREAK_BOARD

    @schema.LEADERBOARD_PUZZLE_STREAKS
    def get(self, request: Request) -> Response:
        return super().get(request)
