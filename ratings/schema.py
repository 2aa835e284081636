"""The operations of ratings/api.py as the OpenAPI schema documents them: the request and
answer shapes and each operation's declaration (``extend_schema``), applied beside the
view method it describes, one line each."""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_serializer,
)
from rest_framework import serializers

from apikit.schema import board_page_example, error_example, errors
from games.engine.rules import RULESETS

from .selectors import (
    DEFAULT_PAGE_SIZE,
    MAX_PAGE_SIZE,
)


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


PLAYERS_PUBLIC = extend_schema(
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


PLAYERS_RATING_HISTORY = extend_schema(
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


LEADERBOARD_RATINGS = extend_schema(
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
            value=board_page_example(
                "ratings:standard",
                [
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
            ),
            response_only=True,
        )
    ],
)
