"""Leaderboard endpoints (docs/API.md "Leaderboards"): public reads, a token only for ?around=me."""

from __future__ import annotations

from typing import Any

from rest_framework import exceptions, serializers
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.utils.urls import remove_query_param, replace_query_param
from rest_framework.views import APIView

from apikit.times import iso
from daily.lookups import deal_not_found, optional_player, parse_daily_date
from daily.models import DailyDeal
from daily.selectors import daily_deal_get
from daily.services import daily_today

from . import schema
from .models import BEST_HAND_BOARD, daily_board
from .selectors import (
    BoardPage,
    BoardRow,
    leaderboard_around,
    leaderboard_page,
)


def _row(row: BoardRow, extra: dict[str, Any]) -> dict[str, Any]:
    return {
        "rank": row.rank,
        "player": {"id": row.player_id, "display_name": row.display_name},
        "score": row.score,
        "achieved_at": iso(row.achieved_at),
        "guest": row.guest,
        **extra,
    }


class _BoardApi(APIView):
    # Public: any valid token, whatever its scopes (oauth.scopes.ANY_TOKEN, docs/API.md
    # fourth wave); with a token (?around=me) it reads where the player stands.
    oauth_scope = "*"
    permission_classes = [AllowAny]

    page_serializer: type[serializers.Serializer] = schema.BoardPageSerializer
    query_serializer: type[serializers.Serializer] = schema.BoardQuerySerializer

    def board_query(self, request: Request) -> dict[str, Any]:
        query = self.query_serializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        return dict(query.validated_data)

    def board_response(
        self,
        request: Request,
        board: str,
        row_extra: dict[str, Any] | None = None,
        *,
        shown_as: str | None = None,
    ) -> Response:
        """One page of ``board``; ``row_extra`` is added to every row (a daily board's par);
        ``shown_as`` is the board's public name when ``board`` is a variant of it."""
        extra = row_extra or {}
        validated = self.board_query(request)
        page_size: int = validated["page_size"]
        page: BoardPage
        if validated.get("around") == "me":
            player = optional_player(request)
            if player is None:
                raise exceptions.NotAuthenticated()
            page = leaderboard_around(board=board, player_id=player.pk, page_size=page_size)
        else:
            page = leaderboard_page(board=board, page=validated["page"], page_size=page_size)
        url = remove_query_param(request.build_absolute_uri(), "around")
        body = {
            "board": shown_as or page.board,
            "count": page.count,
            "page": page.page,
            "page_size": page.page_size,
            "pages": page.pages,
            "next": replace_query_param(url, "page", page.page + 1)
            if page.page < page.pages
            else None,
            "previous": replace_query_param(url, "page", page.page - 1) if page.page > 1 else None,
            "me": _row(page.me, extra) if page.me is not None else None,
            "results": [_row(row, extra) for row in page.rows],
        }
        return Response(self.page_serializer(body).data)


class BestHandBoardApi(_BoardApi):
    error_codes: tuple[str, ...] = ()

    @schema.LEADERBOARD_BEST_HAND
    def get(self, request: Request) -> Response:
        return self.board_response(request, BEST_HAND_BOARD)


class DailyBoardApi(_BoardApi):
    error_codes = ("invalid_date", "daily_deal_not_found")
    page_serializer = schema.DailyBoardPageSerializer
    query_serializer = schema.DailyBoardQuerySerializer

    @schema.LEADERBOARD_DAILY
    def get(self, request: Request, date: str) -> Response:
        day = parse_daily_date(date)
        today = daily_today()
        deal = daily_deal_get(date=day) if day <= today else None
        # Today's board exists from 00:00 UTC even before anyone made today's deal.
        if day > today or (day < today and deal is None):
            raise deal_not_found(day)
        guests = self.board_query(request).get("include") == "guests"
        return self.board_response(
            request,
            daily_board(day, guests=guests),
            {"par": _revealed_par(deal)},
            shown_as=daily_board(day),
        )


def _revealed_par(deal: DailyDeal | None) -> int | None:
    """The deal's par once its date is over (like the deal itself); None before."""
    if deal is None or not deal.is_over():
        return None
    return deal.par_score
