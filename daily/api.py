"""Daily Gin endpoints: today's deal, playing it, past dates' deals with their par, and
practice (docs/API.md "Daily Gin" and "Daily Gin as a puzzle")."""

from __future__ import annotations

from typing import Any

from rest_framework import status
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.auth import request_player
from apikit.fields import no_body
from apikit.throttles import rate_throttle, request_client_address
from daily import schema
from games.selectors import game_view_for

from .lookups import daily_deal_announced, daily_deal_of, optional_player
from .selectors import daily_deal_view
from .serializers import DailyDealSerializer
from .services import daily_deal_ensure, daily_par_request, daily_play, daily_practice, daily_today


class DailyTodayApi(APIView):
    oauth_scope = "daily:play"
    error_codes: tuple[str, ...] = ()
    permission_classes = [AllowAny]

    @schema.DAILY_TODAY
    def get(self, request: Request) -> Response:
        deal = daily_deal_ensure(date=daily_today())
        view = daily_deal_view(deal=deal, player=optional_player(request))
        return Response(DailyDealSerializer(view).data)


class DailyPlayApi(APIView):
    oauth_scope = "daily:play"
    error_codes: tuple[str, ...] = ()
    permission_classes = [IsAuthenticated]

    @schema.DAILY_PLAY
    def post(self, request: Request) -> Response:
        # No body: malformed JSON is a 400 (docs/API.md, Errors), and so is an object with
        # fields, which would otherwise be silently ignored (strict input).
        no_body(request)
        player = request_player(request)
        attempt, created = daily_play(
            player=player,
            address=request_client_address(request),
        )
        body: dict[str, Any] = game_view_for(attempt.game, player)
        return Response(body, status=status.HTTP_201_CREATED if created else status.HTTP_200_OK)


class DailyDateApi(APIView):
    oauth_scope = "daily:play"
    error_codes = ("invalid_date", "daily_deal_not_found")
    permission_classes = [AllowAny]

    @schema.DAILY_DATE
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

    @schema.DAILY_PRACTICE
    def post(self, request: Request, date: str) -> Response:
        no_body(request)
        player = request_player(request)
        deal = daily_deal_of(date)
        attempt = daily_practice(
            player=player,
            deal=deal,
            address=request_client_address(request),
        )
        body = game_view_for(attempt.game, player)
        return Response(body, status=status.HTTP_201_CREATED)
