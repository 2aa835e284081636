"""Rating endpoints (docs/API.md "Playing strangers"): public profiles, rating history, the
rating board."""

from __future__ import annotations

import uuid
from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_serializer,
)
from rest_framework import exceptions, serializers
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.utils.urls import remove_query_param, replace_query_param
from rest_framework.views import APIView

from accounts.models import Player
from apikit.errors import NOT_FOUND
from apikit.schema import error_example, errors
from apikit.throttles import ScopedRateThrottle
from games.engine.rules import RULESETS
from games.errors import INVALID_RULESET
from oauth.scopes import ANY_TOKEN

from .selectors import (
    DEFAULT_PAGE_SIZE,
    MAX_PAGE_SIZE,
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


class RatingSerializer(serializers.Serializer):
    rating = serializers.FloatField(help_text="Glicko-2 rating (1500 to start).")
    rd = serializers.FloatField(help_text="Rating deviation (350 to start).")
    provisional = serializers.BooleanField(help_text="While the deviation is above 110.")
    games = serializers.IntegerField(help_text="Rated games played in the ruleset.")


class PlayerPublicSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    display_name = serializers.CharField()
    ratings = serializers.DictField(
        child=RatingSerializer(), help_text="By ruleset name: every named ruleset."
    )
    member_since = serializers.DateTimeField()


class PlayerPublicApi(_PublicReadApi):
    error_codes = ()

    @extend_schema(
        operation_id="players_public",
        tags=["ratings"],
        summary="A player's public profile and ratings",
        description="Public: no token needed. An unknown id: 404.",
        responses={200: PlayerPublicSerializer, **errors(401, 404, 429)},
        examples=[
            OpenApiExample(
                "A player",
                value={
                    "id": "4f0a3c52-0b7e-4c55-a0a4-5e0f1f2b9e11",
                    "display_name": "Ada",
                    "ratings": {
                        "standard": {
                            "rating": 1623.4,
                            "rd": 92.1,
                            "provisional": False,
                            "games": 31,
                        }
                    },
                    "member_since": "2026-11-02T09:00:00Z",
                },
                response_only=True,
            )
        ],
    )
    def get(self, request: Request, player_id: uuid.UUID) -> Response:
        return Response(player_public(player_id=player_id))


@extend_schema_serializer(component_name="RatingHistoryStep")
class RatingStepSerializer(serializers.Serializer):
    at = serializers.DateTimeField(help_text="When the game ended.")
    rating = serializers.FloatField()
    rd = serializers.FloatField()
    game = serializers.UUIDField()


RULESET_PARAMETER = OpenApiParameter(
    "ruleset",
    OpenApiTypes.STR,
    enum=list(RULESETS),
    description="A ruleset name; standard when omitted.",
)


class RatingHistoryApi(_PublicReadApi):
    error_codes = ("invalid_ruleset",)

    @extend_schema(
        operation_id="players_rating_history",
        tags=["ratings"],
        summary="A player's rating after each rated game, oldest first",
        description="Public: no token needed. An unknown player: 404.",
        parameters=[RULESET_PARAMETER],
        responses={
            200: RatingStepSerializer(many=True),
            **errors(
                400,
                401,
                404,
                429,
                e400=[error_example("invalid_ruleset", "Unknown ruleset: chess.")],
            ),
        },
        examples=[
            OpenApiExample(
                "Two games",
                value=[
                    {
                        "at": "2026-12-06T17:00:00Z",
                        "rating": 1662.3,
                        "rd": 290.3,
                        "game": "6f1c2a9e-2d7b-4c1e-9a51-3b7f0e8d4c21",
                    },
                    {
                        "at": "2026-12-06T17:20:00Z",
                        "rating": 1601.9,
                        "rd": 253.2,
                        "game": "0c2d4e6f-1a3b-4c5d-8e9f-0a1b2c3d4e5f",
                    },
                ],
                response_only=True,
            )
        ],
    )
    def get(self, request: Request, player_id: uuid.UUID) -> Response:
        ruleset = _ruleset(str(request.query_params.get("ruleset", "standard")))
        return Response(rating_history(player_id=player_id, ruleset=ruleset))


class BoardQuerySerializer(serializers.Serializer):
    page = serializers.IntegerField(min_value=1, max_value=1_000_000, default=1)
    page_size = serializers.IntegerField(
        min_value=1, max_value=MAX_PAGE_SIZE, default=DEFAULT_PAGE_SIZE
    )
    around = serializers.ChoiceField(
        choices=["me"],
        required=False,
        help_text="`me`: the page holding the caller's row (needs a bearer token).",
    )


@extend_schema_serializer(component_name="RatingBoardPlayer")
class BoardPlayerSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    display_name = serializers.CharField()


class RatingBoardRowSerializer(serializers.Serializer):
    rank = serializers.IntegerField(help_text="1-based; equal ratings share a rank.")
    player = BoardPlayerSerializer()
    rating = serializers.FloatField()
    rd = serializers.FloatField()
    games = serializers.IntegerField()


class RatingBoardPageSerializer(serializers.Serializer):
    board = serializers.CharField(help_text="`ratings:<ruleset>`.")
    count = serializers.IntegerField(help_text="Established players on the board.")
    page = serializers.IntegerField()
    page_size = serializers.IntegerField()
    pages = serializers.IntegerField()
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    me = RatingBoardRowSerializer(allow_null=True)
    results = RatingBoardRowSerializer(many=True)


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

    @extend_schema(
        operation_id="leaderboard_ratings",
        tags=["leaderboards"],
        summary="A ruleset's rating board",
        description=(
            "Players by Glicko-2 rating in the ruleset, best first; provisional players "
            "(deviation above 110) are left out. Paginated; `?around=me` (with a token, 401 "
            "without) gives the page holding the caller. An unknown ruleset: 404."
        ),
        parameters=[BoardQuerySerializer],
        responses={
            200: OpenApiResponse(RatingBoardPageSerializer, description="One page."),
            **errors(400, 401, 404, 429),
        },
        examples=[
            OpenApiExample(
                "A page",
                value={
                    "board": "ratings:standard",
                    "count": 1,
                    "page": 1,
                    "page_size": 50,
                    "pages": 1,
                    "next": None,
                    "previous": None,
                    "me": None,
                    "results": [
                        {
                            "rank": 1,
                            "player": {
                                "id": "4f0a3c52-0b7e-4c55-a0a4-5e0f1f2b9e11",
                                "display_name": "Ada",
                            },
                            "rating": 1623.4,
                            "rd": 92.1,
                            "games": 31,
                        }
                    ],
                },
                response_only=True,
            )
        ],
    )
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
