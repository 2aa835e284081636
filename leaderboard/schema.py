"""The operations of leaderboard/api.py as the OpenAPI schema documents them: the query and
answer shapes and each operation's declaration (``extend_schema``), applied beside the view
method it describes, one line each."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiResponse,
    extend_schema,
)
from rest_framework import serializers

from apikit.schema import board_page_example, error_example, errors
from daily.lookups import DATE_PARAMETER

from .selectors import (
    DEFAULT_PAGE_SIZE,
    MAX_PAGE_SIZE,
)


class BoardQuerySerializer(serializers.Serializer):
    page = serializers.IntegerField(
        min_value=1, max_value=1_000_000, default=1, help_text="1-based page number."
    )
    page_size = serializers.IntegerField(
        min_value=1, max_value=MAX_PAGE_SIZE, default=DEFAULT_PAGE_SIZE, help_text="Rows per page."
    )
    around = serializers.ChoiceField(
        choices=["me"],
        required=False,
        help_text="`me`: the page holding the caller's row (needs a bearer token); "
        "`page` is then ignored.",
    )


class DailyBoardQuerySerializer(BoardQuerySerializer):
    include = serializers.ChoiceField(
        choices=["guests"],
        required=False,
        help_text="`guests`: rank guests' scored attempts too (each such row has `guest` "
        "true). Without it the board ranks registered players only, and a guest asking "
        "?around=me gets the first page with `me` null, as anyone not on the board.",
    )


class BoardPlayerSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    display_name = serializers.CharField()


class BoardRowSerializer(serializers.Serializer):
    rank = serializers.IntegerField(help_text="1-based; ties share a rank (1, 2, 2, 4).")
    player = BoardPlayerSerializer()
    score = serializers.IntegerField(help_text="The player's best single-hand score here.")
    achieved_at = serializers.DateTimeField(help_text="When that score was first reached (UTC).")
    guest = serializers.BooleanField(
        help_text="True for a guest (no username): daily boards show guests only with "
        "?include=guests. False for a registered player."
    )


class BoardPageSerializer(serializers.Serializer):
    board = serializers.CharField(help_text="`best-hand` or `daily:YYYY-MM-DD`.")
    count = serializers.IntegerField(help_text="Players on the board.")
    page = serializers.IntegerField()
    page_size = serializers.IntegerField()
    pages = serializers.IntegerField()
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    me = BoardRowSerializer(
        allow_null=True,
        help_text="With ?around=me: the caller's own row (null when they are not on the board, "
        "and the first page is shown).",
    )
    results = BoardRowSerializer(many=True)


class DailyBoardRowSerializer(BoardRowSerializer):
    par = serializers.IntegerField(
        allow_null=True,
        help_text="The date's par (GET /api/v1/daily/{date}): the most points the first hand "
        "can win. Null until the date is over.",
    )


class DailyBoardPageSerializer(BoardPageSerializer):
    me = DailyBoardRowSerializer(
        allow_null=True,
        help_text="With ?around=me: the caller's own row (null when they are not on the board, "
        "and the first page is shown).",
    )
    results = DailyBoardRowSerializer(many=True)


_PAGE_EXAMPLE = OpenApiExample(
    "a page",
    value=board_page_example(
        "best-hand",
        [
            {
                "rank": 1,
                "player": {"id": "4f0a3c52-0b7e-4c55-a0a4-5e0f1f2b9e11", "display_name": "Ada"},
                "score": 71,
                "achieved_at": "2025-03-09T18:02:11Z",
                "guest": False,
            },
            {
                "rank": 2,
                "player": {"id": "8d1c6a0e-3f0b-46ef-9b1b-11a0e0c3d2f4", "display_name": "Lin"},
                "score": 58,
                "achieved_at": "2025-03-08T09:40:03Z",
                "guest": False,
            },
            {
                "rank": 2,
                "player": {"id": "a2b7c3d4-1e2f-4a5b-8c9d-0e1f2a3b4c5d", "display_name": "Sam"},
                "score": 58,
                "achieved_at": "2025-03-09T21:15:47Z",
                "guest": False,
            },
        ],
    ),
    response_only=True,
)
_DAILY_PAGE_EXAMPLE = OpenApiExample(
    "a past date's page",
    value={
        **_PAGE_EXAMPLE.value,
        "board": "daily:2025-03-09",
        "results": [{**row, "par": 71} for row in _PAGE_EXAMPLE.value["results"]],
    },
    response_only=True,
)
_QUERY_PARAMETERS: list[Any] = [BoardQuerySerializer]
_ERRORS_400 = [
    error_example(
        "invalid_input",
        "page_size: Ensure this value is less than or equal to 100.",
        {"page_size": ["Ensure this value is less than or equal to 100."]},
    )
]
_ORDER_NOTE = (
    " One row per player, with their best; ranked by score with ties sharing a rank (1, 2, 2, "
    "4), tied rows listed by who reached the score first. Public: no token needed, except for "
    "?around=me, which answers 401 without one. Hidden scores never appear."
)


LEADERBOARD_BEST_HAND = extend_schema(
    operation_id="leaderboard_best_hand",
    tags=["leaderboards"],
    summary="Best single hand of all time",
    description="Every player's best single-hand score against the AI, of all time." + _ORDER_NOTE,
    parameters=_QUERY_PARAMETERS,
    responses={
        200: OpenApiResponse(BoardPageSerializer, description="One page of the board."),
        **errors(400, 401, e400=_ERRORS_400),
    },
    examples=[_PAGE_EXAMPLE],
)


LEADERBOARD_DAILY = extend_schema(
    operation_id="leaderboard_daily",
    tags=["leaderboards"],
    summary="A date's Daily Gin board",
    description="The first hand of each player's scored daily game on the date's deal "
    "(the shared puzzle); practice games never count. Registered players only: a guest's "
    "scored attempt is kept (GET /api/v1/daily shows it to that guest) and ranks only "
    "with ?include=guests, where its row has `guest` true (registered players' rows have "
    "`guest` false everywhere). Ranks, `count` and ?around=me are those of the board "
    "asked for: a guest asking ?around=me without include=guests is not on it, so it "
    "gets the first page and `me` null." + _ORDER_NOTE + " `today` is the current UTC "
    "date; a future date, or a past one without a deal, is a 404. Each row carries the "
    "date's `par` once the date is over (null before).",
    parameters=[DATE_PARAMETER, DailyBoardQuerySerializer],
    responses={
        200: OpenApiResponse(DailyBoardPageSerializer, description="One page of the board."),
        **errors(
            400,
            401,
            404,
            e400=[
                error_example("invalid_date", "2025-13-01 is not a date (use YYYY-MM-DD)."),
                *_ERRORS_400,
            ],
            e404=[error_example("daily_deal_not_found", "There is no daily deal for 2031-01-01.")],
        ),
    },
    examples=[_DAILY_PAGE_EXAMPLE],
)
