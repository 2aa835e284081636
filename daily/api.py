"""Daily Gin endpoints: today's deal, playing it, and past dates' deals (API.md "Daily Gin")."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from django.utils.translation import gettext
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from games.api.fields import no_body
from games.api.serializers import GAME_EXAMPLE
from games.auth import request_player
from games.errors import ApiError
from games.models import Player
from games.schema import error_example, errors
from games.selectors import game_view_for

from .selectors import daily_deal_get, daily_deal_view
from .serializers import DailyDealSerializer, DailyGameSerializer
from .services import daily_deal_ensure, daily_play, daily_today

_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")

_RESULT_EXAMPLE = {
    "game_id": "0b5e8d8e-8a7c-4f5e-9d43-3a3c1c6f6b11",
    "status": "finished",
    "first_hand": {"outcome": "knock", "knocker": "you", "winner": "you", "points": 37},
    "score": 37,
    "practice_games": 1,
}
_TODAY_EXAMPLE = OpenApiExample(
    "today",
    value={
        "date": "2025-03-10",
        "ruleset": "arcade",
        "players": 1284,
        "your_result": _RESULT_EXAMPLE,
        "revealed": False,
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
        "deal": {
            "deck": ["7H", "QS", "..."],
            "dealer": "ai",
            "player_cards": ["2C", "7H", "9H", "JD", "..."],
            "ai_cards": ["3S", "QS", "..."],
            "upcard": "5D",
            "stock": ["TC", "4H", "..."],
        },
    },
    response_only=True,
)
_PLAY_EXAMPLE = OpenApiExample(
    "today's daily game",
    value={**GAME_EXAMPLE, "daily": {"date": "2025-03-10", "scored": True}},
    response_only=True,
)
_DATE_ERRORS = {
    "e400": [error_example("invalid_date", "2025-13-01 is not a date (use YYYY-MM-DD).")],
    "e404": [error_example("daily_deal_not_found", "There is no daily deal for 2031-01-01.")],
}


def optional_player(request: Request) -> Player | None:
    """The authenticated player, or None for an anonymous caller (a token is optional here)."""
    user = request.user
    return user if isinstance(user, Player) else None


def parse_daily_date(raw: str) -> dt.date:
    """``today`` or ``YYYY-MM-DD``; anything else is a 400 ``invalid_date``."""
    if raw == "today":
        return daily_today()
    try:
        if not _ISO_DATE.fullmatch(raw):
            raise ValueError(raw)
        return dt.date.fromisoformat(raw)
    except ValueError:
        raise ApiError(
            "invalid_date",
            gettext("%(date)s is not a date (use YYYY-MM-DD).") % {"date": raw[:40]},
            status.HTTP_400_BAD_REQUEST,
            fields={"date": [gettext("Use YYYY-MM-DD or today.")]},
        ) from None


def deal_not_found(date: dt.date) -> ApiError:
    return ApiError(
        "daily_deal_not_found",
        gettext("There is no daily deal for %(date)s.") % {"date": date.isoformat()},
        status.HTTP_404_NOT_FOUND,
    )


class DailyTodayApi(APIView):
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
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="daily_play",
        tags=["daily"],
        summary="Play today's daily deal",
        description=(
            "Starts a game against the AI (level `novice`, seed 003's AI) whose first hand is "
            "today's shared deal: same cards, upcard, stock order and dealer for everyone. Later "
            "hands are shuffled afresh. The first game of the UTC date is the scored one (its "
            "first hand counts on the daily board); later games that date are practice and never "
            "recorded. If the caller already has an unfinished daily game today it is returned "
            "instead (200), so repeating the request never starts a second one. The response is "
            "the game as the caller sees it (as GET /api/v1/games/{id}) plus `daily`. It takes "
            "no body: none, `{}` or `null`; an object with fields is a 400 `unknown_field`."
        ),
        request=None,
        responses={
            201: OpenApiResponse(DailyGameSerializer, description="A new daily game."),
            200: OpenApiResponse(
                DailyGameSerializer, description="The caller's unfinished daily game of today."
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
        # No body: malformed JSON is a 400 (API.md, Errors), and so is an object with
        # fields, which would otherwise be silently ignored (strict input).
        no_body(request)
        player = request_player(request)
        attempt, created = daily_play(player=player)
        body: dict[str, Any] = game_view_for(attempt.game, player)
        body["daily"] = {"date": attempt.deal.date.isoformat(), "scored": attempt.scored}
        return Response(body, status=status.HTTP_201_CREATED if created else status.HTTP_200_OK)


class DailyDateApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="daily_date",
        tags=["daily"],
        summary="A date's daily deal",
        description=(
            "The deal of a UTC date (`YYYY-MM-DD`, or `today`). Once the date is over (UTC) the "
            "full first hand is shown under `deal`: the deck in dealt order, both hands, the "
            "upcard, the dealer and the stock. Today's deal is shown without cards; a future "
            "date, even tomorrow at 23:59:59, is a 404, as is a past date that had no deal."
        ),
        parameters=[
            OpenApiParameter(
                "date",
                OpenApiTypes.STR,
                OpenApiParameter.PATH,
                description="YYYY-MM-DD or today.",
                examples=[OpenApiExample("a date", value="2025-03-09")],
            )
        ],
        responses={
            200: OpenApiResponse(
                DailyDealSerializer, description="The deal; `deal` only once the date is over."
            ),
            **errors(400, 401, 404, **_DATE_ERRORS),
        },
        examples=[_PAST_EXAMPLE, _TODAY_EXAMPLE],
    )
    def get(self, request: Request, date: str) -> Response:
        day = parse_daily_date(date)
        today = daily_today()
        if day > today:
            raise deal_not_found(day)
        deal = daily_deal_ensure(date=day) if day == today else daily_deal_get(date=day)
        if deal is None:
            raise deal_not_found(day)
        view = daily_deal_view(deal=deal, player=optional_player(request))
        return Response(DailyDealSerializer(view).data)
