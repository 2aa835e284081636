"""Daily Gin endpoints: today's deal, playing it, past dates' deals with their par, and
practice (docs/API.md "Daily Gin" and "Daily Gin as a puzzle")."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiExample, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.auth import request_app_id, request_player
from apikit.fields import no_body
from apikit.schema import error_example, errors
from apikit.throttles import rate_throttle, request_client_address
from games.api.serializers import GAME_EXAMPLE
from games.selectors import game_view_for

from .lookups import DATE_PARAMETER, daily_deal_announced, daily_deal_of, optional_player
from .selectors import daily_deal_view
from .serializers import DailyDealSerializer, DailyGameSerializer
from .services import daily_deal_ensure, daily_par_request, daily_play, daily_practice, daily_today

_RESULT_EXAMPLE = {
    "game_id": "0b5e8d8e-8a7c-4f5e-9d43-3a3c1c6f6b11",
    "status": "finished",
    "first_hand": {"outcome": "knock", "knocker": "you", "winner": "you", "points": 37},
    "score": 37,
    "practice_games": 1,
    "expired": False,
    "shared_stock": True,
}
_TODAY_EXAMPLE = OpenApiExample(
    "today",
    value={
        "date": "2025-03-10",
        "ruleset": "arcade",
        "players": 1284,
        "your_result": _RESULT_EXAMPLE,
        "revealed": False,
        "seed_commitment": "3f0c9a1e5b7d2c4f6a8e0b1d3c5e7f9a2b4d6f8e0a1c3e5f7b9d1f3a5c7e9b0d",
    },
    response_only=True,
)
_PAST_EXAMPLE = OpenApiExample(
    "a past date",
    value={
        "date": "2025-03-09",
        "ruleset": "arcade",
        "players": 1502,
        "your_result": None,
        "revealed": True,
        "seed_commitment": "9a7c5e3b1d0f2e4c6a8b0d2f4e6c8a0b1d3f5e7c9a2b4d6f8e0c1a3e5b7d9f1c",
        "seed": "5b2e8f1c4a7d0e3b6f9c2a5d8e1b4f7c0a3d6e9b2f5c8a1d4e7b0f3c6a9d2e5b",
        "deal": {
            "deck": ["7H", "QS", "..."],
            "dealer": "ai",
            "player_cards": ["2C", "7H", "9H", "JD", "..."],
            "ai_cards": ["3S", "QS", "..."],
            "upcard": "5D",
            "stock": ["TC", "4H", "..."],
        },
        "par": {
            "status": "done",
            "score": 41,
            "line": [
                {"action": "draw_stock"},
                {"action": "discard", "card": "KD"},
                {"action": "draw_discard"},
                {"action": "knock"},
            ],
            "proven": False,
            "found_by": "solver",
        },
        "your_line": {
            "game_id": "0b5e8d8e-8a7c-4f5e-9d43-3a3c1c6f6b11",
            "finished": True,
            "score": 23,
            "line": [{"action": "draw_stock"}, {"action": "discard", "card": "QS"}],
        },
    },
    response_only=True,
)
_PLAY_EXAMPLE = OpenApiExample(
    "today's daily game",
    value={
        **GAME_EXAMPLE,
        "daily": {"date": "2025-03-10", "scored": True, "expired": False, "shared_stock": True},
    },
    response_only=True,
)
_PRACTICE_EXAMPLE = OpenApiExample(
    "a practice game",
    value={
        **GAME_EXAMPLE,
        "daily": {"date": "2025-03-09", "scored": False, "expired": False, "shared_stock": True},
    },
    response_only=True,
)
_DATE_ERRORS = {
    "e400": [error_example("invalid_date", "2025-13-01 is not a date (use YYYY-MM-DD).")],
    "e404": [error_example("daily_deal_not_found", "There is no daily deal for 2031-01-01.")],
}


class DailyTodayApi(APIView):
    oauth_scope = "daily:play"
    error_codes: tuple[str, ...] = ()
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="daily_today",
        tags=["daily"],
        summary="Today's daily deal",
        description=(
            "Today's Daily Gin deal (UTC date): its ruleset, how many players have played it "
            "and, with a bearer token, the caller's result. Never the cards: those are shown "
            "by GET /api/v1/daily/{date} once the date is over. The token is optional; a token "
            "that is not valid is still a 401."
        ),
        responses={
            200: OpenApiResponse(DailyDealSerializer, description="Today's deal, no cards."),
            **errors(401),
        },
        examples=[_TODAY_EXAMPLE],
    )
    def get(self, request: Request) -> Response:
        deal = daily_deal_ensure(date=daily_today())
        view = daily_deal_view(deal=deal, player=optional_player(request))
        return Response(DailyDealSerializer(view).data)


class DailyPlayApi(APIView):
    oauth_scope = "daily:play"
    error_codes: tuple[str, ...] = ()
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="daily_play",
        tags=["daily"],
        summary="Play today's daily deal",
        description=(
            "Starts a game against the AI (level `novice`, seed 003's AI) whose first hand is "
            "today's shared deal: same cards, upcard, stock order and dealer for everyone. Later "
            "hands are shuffled afresh. It is the caller's scored game of the UTC date (its "
            "first hand counts on the daily board), and the only one this makes: asking again "
            "returns it (200), unfinished or finished, so repeating the request never starts "
            "a second one. Until the date is over its first hand's result keeps the AI's cards "
            "hidden (`last_hand.sealed`). More games on the deal are practice: POST "
            "/api/v1/daily/{date}/practice, once the date is over (UTC). The response is "
            "the game as the caller sees it (as GET /api/v1/games/{id}) plus `daily`. It takes "
            "no body: none, `{}` or `null`; an object with fields is a 400 `unknown_field`."
        ),
        request=None,
        responses={
            201: OpenApiResponse(DailyGameSerializer, description="A new daily game."),
            200: OpenApiResponse(
                DailyGameSerializer, description="The caller's scored daily game of today."
            ),
            **errors(
                400,
                401,
                e400=[
                    error_example(
                        "unknown_field",
                        "mode is not a field of this operation.",
                        {"mode": ["mode is not a field of this operation."]},
                    )
                ],
            ),
        },
        examples=[_PLAY_EXAMPLE],
    )
    def post(self, request: Request) -> Response:
        # No body: malformed JSON is a 400 (docs/API.md, Errors), and so is an object with
        # fields, which would otherwise be silently ignored (strict input).
        no_body(request)
        player = request_player(request)
        attempt, created = daily_play(
            player=player,
            address=request_client_address(request),
            app_id=request_app_id(request),
        )
        body: dict[str, Any] = game_view_for(attempt.game, player)
        return Response(body, status=status.HTTP_201_CREATED if created else status.HTTP_200_OK)


class DailyDateApi(APIView):
    oauth_scope = "daily:play"
    error_codes = ("invalid_date", "daily_deal_not_found")
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="daily_date",
        tags=["daily"],
        summary="A date's daily deal",
        description=(
            "The deal of a UTC date (`YYYY-MM-DD`, or `today`). Once the date is over (UTC) the "
            "full first hand is shown under `deal`: the deck in dealt order, both hands, the "
            "upcard, the dealer and the stock; `par`, the most points a line of the player's "
            "actions wins in hand 1 against the deal's AI, with that line (the actions as sent "
            "to POST /api/v1/games/{id}/moves; the AI's replies follow) and `proven` (false: "
            "the best line found within the solver's budget, or a player's scored hand that "
            "beat it); and, with a bearer token, `your_line`, the caller's own scored first "
            'hand. Until the solver has computed the par, `par` is `{"status": "pending"}` '
            "(the request enqueues the solve and never waits for it; ask again later). None of "
            "it is shown before the date is over: today's deal is shown without cards. "
            "`seed_commitment` (SHA-256 hex of the seed's 32 bytes) is shown from the moment "
            "the deal exists: deals are made a day ahead (and when the service starts), so "
            "tomorrow's answers with its commitment only; a later date, or a past date that "
            "had no deal, is a 404. `seed` (64 hex digits) is "
            "shown once the date is over, never before: `python scripts/verify_daily.py DATE "
            "--base URL` checks the digest and rebuilds the deal from it (docs/DAILY_VERIFY.md)."
        ),
        parameters=[DATE_PARAMETER],
        responses={
            200: OpenApiResponse(
                DailyDealSerializer, description="The deal; `deal` only once the date is over."
            ),
            **errors(400, 401, 404, **_DATE_ERRORS),
        },
        examples=[_PAST_EXAMPLE, _TODAY_EXAMPLE],
    )
    def get(self, request: Request, date: str) -> Response:
        deal = daily_deal_announced(date)
        if deal.is_over():
            # The task may not have run (no worker, or it is still solving), or only a
            # player has set the par so far: the reveal never waits for it.
            deal = daily_par_request(deal=deal)
        view = daily_deal_view(deal=deal, player=optional_player(request))
        return Response(DailyDealSerializer(view).data)


class DailyPracticeApi(APIView):
    # A practice game is a game created: counted with the others, per player and per address.
    throttle_classes = [
        rate_throttle("games_create"),
        rate_throttle("games_create_address", per_address=True),
    ]
    oauth_scope = "daily:play"
    error_codes = ("invalid_date", "daily_deal_not_found", "daily_attempt_first")
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="daily_practice",
        tags=["daily"],
        summary="Practise a date's daily deal",
        description=(
            "Starts an unscored game against the daily AI whose first hand is the deal of the "
            "date (`YYYY-MM-DD` or `today`), once that date is over (UTC), for everyone: "
            "today's deal is a 422 `daily_attempt_first` until midnight UTC, whether or not the "
            "caller has played it (practising the live puzzle would let one account find the "
            "best line for another to replay). "
            "Practice games never count on a board and never change the par. Every request "
            "starts a new game, counted with the games the caller creates (POST /api/v1/games). "
            "The response is the game as the caller sees it, with `daily.scored` false."
        ),
        request=None,
        parameters=[DATE_PARAMETER],
        responses={
            201: OpenApiResponse(DailyGameSerializer, description="A new practice game."),
            **errors(
                400,
                401,
                404,
                422,
                **_DATE_ERRORS,
                e422=[
                    error_example(
                        "daily_attempt_first",
                        "Practice of a date's deal opens once that date is over (UTC).",
                    )
                ],
            ),
        },
        examples=[_PRACTICE_EXAMPLE],
    )
    def post(self, request: Request, date: str) -> Response:
        no_body(request)
        player = request_player(request)
        deal = daily_deal_of(date)
        attempt = daily_practice(
            player=player,
            deal=deal,
            address=request_client_address(request),
            app_id=request_app_id(request),
        )
        body = game_view_for(attempt.game, player)
        return Response(body, status=status.HTTP_201_CREATED)
