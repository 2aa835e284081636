"""Rating endpoints (docs/API.md "Playing strangers"): public profiles, rating history, the
rating board."""

from __future__ import annotations

import uuid
from typing import Any

from rest_framework import exceptions
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.utils.urls import remove_query_param, replace_query_param
from rest_framework.views import APIView

from accounts.models import Player
from apikit.errors import NOT_FOUND
from apikit.throttles import ScopedRateThrottle
from games.engine.rules import RULESETS
from games.errors import INVALID_RULESET
from oauth.scopes import ANY_TOKEN
from ratings import schema
from ratings.schema import (
    BoardQuerySerializer,
)

from .selectors import (
    BoardPage,
    BoardRow,
    player_public,
    rating_board_around,
    rating_board_page,
    rating_history,
)


def _ruleset(name: str) -> str:
    if name not in RULESETS:
        message = f"Unknown ruleset: {name[:40]}."
        raise INVALID_RULESET.error(
            message, fields={"ruleset": [f"Use one of {', '.join(RULESETS)}."]}
        )
    return name


class _PublicReadApi(APIView):
    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "lobby_reads"
    # Public reads: any valid token may read them, whatever its scopes (docs/API.md, fourth
    # wave), as they take none.
    oauth_scope = ANY_TOKEN


class PlayerPublicApi(_PublicReadApi):
    error_codes = ()

    @schema.PLAYERS_PUBLIC
    def get(self, request: Request, player_id: uuid.UUID) -> Response:
        return Response(player_public(player_id=player_id))


class RatingHistoryApi(_PublicReadApi):
    error_codes = ("invalid_ruleset",)

    @schema.PLAYERS_RATING_HISTORY
    def get(self, request: Request, player_id: uuid.UUID) -> Response:
        ruleset = _ruleset(str(request.query_params.get("ruleset", "standard")))
        return Response(rating_history(player_id=player_id, ruleset=ruleset))


def _row(row: BoardRow) -> dict[str, Any]:
    return {
        "rank": row.rank,
        "player": {"id": str(row.player_id), "display_name": row.display_name},
        "rating": row.rating,
        "rd": row.rd,
        "games": row.games,
    }


class RatingBoardApi(_PublicReadApi):
    error_codes = ("invalid_ruleset",)

    @schema.LEADERBOARD_RATINGS
    def get(self, request: Request, ruleset: str) -> Response:
        if ruleset not in RULESETS:
            raise NOT_FOUND.error()
        query = BoardQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        page_size: int = query.validated_data["page_size"]
        page: BoardPage
        if query.validated_data.get("around") == "me":
            if not isinstance(request.user, Player):
                raise exceptions.NotAuthenticated()
            page = rating_board_around(
                ruleset=ruleset, player_id=request.user.pk, page_size=page_size
            )
        else:
            page = rating_board_page(
                ruleset=ruleset, page=query.validated_data["page"], page_size=page_size
            )
        url = remove_query_param(request.build_absolute_uri(), "around")
        return Response(
            {
                "board": f"ratings:{ruleset}",
                "count": page.count,
                "page": page.page,
                "page_size": page.page_size,
                "pages": page.pages,
                "next": replace_query_param(url, "page", page.page + 1)
                if page.page < page.pages
                else None,
                "previous": replace_query_param(url, "page", page.page - 1)
                if page.page > 1
                else None,
                "me": _row(page.me) if page.me is not None else None,
                "results": [_row(row) for row in page.rows],
            }
        )
