"""The operations of puzzles/api.py as the OpenAPI schema documents them: the request and
answer shapes and each operation's declaration (``extend_schema``), applied beside the view
method it describes, one line each.

The answer (``solution``, ``values``) is the attempt's alone: the next puzzle's serializer has
no field for it, and no example here shows one before an attempt.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiResponse,
    extend_schema,
    extend_schema_serializer,
)
from rest_framework import serializers

from apikit.fields import StrictCharField, StrictSerializer
from apikit.schema import board_page_example, error_example, errors
from games.api.serializers import ACTION_NAMES, LegalActionSerializer
from games.engine.rules import RULESETS
from ratings.schema import BoardPlayerSerializer, BoardQuerySerializer, RatingBoardPageSerializer

from .mining import THEMES


@extend_schema_serializer(component_name="PuzzlePosition")
class PositionSerializer(serializers.Serializer):
    your_cards = serializers.ListField(
        child=serializers.CharField(), help_text="The seat's cards (10, or 11 to discard)."
    )
    discard_pile = serializers.ListField(
        child=serializers.CharField(),
        help_text="Every card face up on the pile, oldest first (every ruleset shows it all).",
    )
    stock_count = serializers.IntegerField()
    opponent_card_count = serializers.IntegerField()
    opponent_took = serializers.ListField(
        child=serializers.CharField(),
        help_text="Cards the opponent took from the pile this hand and still holds.",
    )
    opponent_discarded = serializers.ListField(
        child=serializers.CharField(), help_text="The opponent's discards this hand, in order."
    )
    phase = serializers.ChoiceField(choices=["upcard", "draw", "discard"])
    knock_limit = serializers.IntegerField(help_text="This hand's knock limit.")
    legal_actions = LegalActionSerializer(many=True)


@extend_schema_serializer(component_name="Puzzle")
class PuzzleSerializer(serializers.Serializer):
    id = serializers.CharField()
    ruleset = serializers.ChoiceField(choices=list(RULESETS))
    themes = serializers.ListField(child=serializers.ChoiceField(choices=list(THEMES)))
    rating = serializers.FloatField(help_text="The puzzle's Glicko-2 rating.")
    position = PositionSerializer()


@extend_schema_serializer(component_name="PuzzleActionPlayed")
class ActionSerializer(serializers.Serializer):
    action = serializers.ChoiceField(choices=ACTION_NAMES)
    card = serializers.CharField(required=False)


@extend_schema_serializer(component_name="PuzzleActionValue")
class ValueSerializer(serializers.Serializer):
    action = ActionSerializer()
    points = serializers.FloatField(
        help_text="Expected points of the hand to the seat after this action (negative: the "
        "opponent scores them)."
    )


@extend_schema_serializer(component_name="PuzzleRatingChange")
class RatingChangeSerializer(serializers.Serializer):
    before = serializers.FloatField()
    after = serializers.FloatField()


@extend_schema_serializer(component_name="PuzzleAttemptResult")
class AttemptResultSerializer(serializers.Serializer):
    correct = serializers.BooleanField(help_text="Whether the action was the best.")
    solution = ActionSerializer()
    values = ValueSerializer(many=True, help_text="Every legal action, best first.")
    rating_change = RatingChangeSerializer(
        allow_null=True, help_text="The player's puzzle rating; null when unrated."
    )
    streak = serializers.IntegerField(
        allow_null=True, help_text="The streak after this attempt, when it was a streak's."
    )


_POSITION_EXAMPLE = {
    "your_cards": ["AC", "2C", "3C", "7D", "7H", "7S", "9H", "TS", "JS", "QS", "KD"],
    "discard_pile": ["5S", "8C"],
    "stock_count": 27,
    "opponent_card_count": 10,
    "opponent_took": [],
    "opponent_discarded": ["5S"],
    "phase": "discard",
    "knock_limit": 10,
    "legal_actions": [
        {
            "action": "discard",
            "cards": ["AC", "2C", "3C", "7D", "7H", "7S", "9H", "TS", "JS", "QS", "KD"],
        },
        {"action": "knock", "cards": ["KD"]},
        {"action": "resign"},
    ],
}
_NEXT_EXAMPLE = OpenApiExample(
    "A puzzle",
    value={
        "id": "q3Vt9xKa",
        "ruleset": "standard",
        "themes": ["undercut_trap"],
        "rating": 1612.4,
        "position": _POSITION_EXAMPLE,
    },
    response_only=True,
)
_ATTEMPT_EXAMPLE = OpenApiExample(
    "Solved, rated",
    value={
        "correct": True,
        "solution": {"action": "discard", "card": "KD"},
        "values": [
            {"action": {"action": "discard", "card": "KD"}, "points": 6.1},
            {"action": {"action": "knock", "card": "KD"}, "points": -3.2},
        ],
        "rating_change": {"before": 1500.0, "after": 1662.3},
        "streak": None,
    },
    response_only=True,
)
_PUZZLE_404 = error_example("puzzle_not_found", "No such puzzle.")
_NO_PUZZLE = error_example(
    "no_puzzle", "No puzzle is left for you here: try another theme or ruleset."
)


class NextQuerySerializer(serializers.Serializer):
    theme = serializers.ChoiceField(choices=list(THEMES), required=False)
    ruleset = serializers.ChoiceField(choices=list(RULESETS), required=False)
    mode = serializers.ChoiceField(
        choices=["streak"],
        required=False,
        help_text="`streak`: unrated, each puzzle harder than the last until the first miss "
        "(needs a token).",
    )


PUZZLES_NEXT = extend_schema(
    operation_id="puzzles_next",
    tags=["puzzles"],
    summary="The next puzzle for the caller",
    description=(
        "A decision from a finished hand where one action is clearly best (by the "
        "master's search from that seat's view, stable across two seeds), nearest the "
        "caller's puzzle rating and never one it has attempted; without a token, nearest "
        "1500. The position is what that seat saw then, and nothing else: no player, no "
        "game, and nothing that tells the answer (POST .../attempt tells it). "
        "`?mode=streak` (token needed): unrated, the easiest puzzle at or above the "
        "streak's step (PUZZLE_STREAK_START + PUZZLE_STREAK_STEP x the streak), whose "
        "attempt then counts for the streak. Scope `puzzles:play`. Throttled per "
        "player (THROTTLE_PUZZLES)."
    ),
    parameters=[NextQuerySerializer],
    responses={
        200: PuzzleSerializer,
        **errors(
            400,
            401,
            404,
            429,
            e400=[error_example("invalid_theme", "theme is not one of its choices.")],
            e404=[_NO_PUZZLE],
        ),
    },
    examples=[_NEXT_EXAMPLE],
)


@extend_schema_serializer(component_name="PuzzleAttemptRequest")
class PuzzleAttemptRequest(StrictSerializer):
    @extend_schema_serializer(component_name="PuzzleAction")
    class ActionInput(StrictSerializer):
        action = serializers.ChoiceField(choices=ACTION_NAMES)
        card = StrictCharField(required=False, allow_null=True, max_length=8)
        melds = serializers.ListField(
            child=serializers.ListField(child=StrictCharField(max_length=8), max_length=13),
            required=False,
            allow_null=True,
            max_length=11,
            help_text="Accepted as in a move, and not judged: the engine shows the melds.",
        )

    action = ActionInput(help_text="The action, as sent to POST /games/{id}/moves.")


PUZZLES_ATTEMPT = extend_schema(
    operation_id="puzzles_attempt",
    tags=["puzzles"],
    summary="Answer a puzzle with one action",
    description=(
        "Whether the action is the best, the best action (`solution`), and every legal "
        "action's expected points of the hand to the seat (`values`, best first). The "
        "caller's first attempt of a puzzle is rated when the caller is registered: one "
        "Glicko-2 game between the player and the puzzle, won when the action is the "
        "best (`rating_change`); later attempts, guests' and a streak's are unrated "
        "(`rating_change` null). The streak's puzzle (GET /puzzles/next?mode=streak): a "
        "best action adds one to the streak, another ends it. An action not legal in the "
        "position: 422 `illegal_action`. Scope `puzzles:play`. Throttled per player "
        "(THROTTLE_PUZZLE_ATTEMPTS)."
    ),
    request=PuzzleAttemptRequest,
    responses={
        200: AttemptResultSerializer,
        **errors(
            400,
            401,
            404,
            422,
            429,
            e404=[_PUZZLE_404],
            e422=[error_example("illegal_action", "that action is not legal in this position")],
        ),
    },
    examples=[
        OpenApiExample(
            "A discard",
            value={"action": {"action": "discard", "card": "9H"}},
            request_only=True,
        ),
        _ATTEMPT_EXAMPLE,
    ],
)


class PuzzleRatingRowSerializer(serializers.Serializer):
    rank = serializers.IntegerField(help_text="1-based; equal ratings share a rank.")
    player = BoardPlayerSerializer()
    rating = serializers.FloatField()
    rd = serializers.FloatField()
    attempts = serializers.IntegerField(help_text="Rated attempts.")


class PuzzleStreakRowSerializer(serializers.Serializer):
    rank = serializers.IntegerField(help_text="1-based; equal streaks share a rank.")
    player = BoardPlayerSerializer()
    best_streak = serializers.IntegerField()


def _page_serializer(name: str, row: type[serializers.Serializer]) -> type[serializers.Serializer]:
    """The ratings board's page (ratings/schema.py), with this board's rows."""

    @extend_schema_serializer(component_name=name)
    class PageSerializer(RatingBoardPageSerializer):
        board = serializers.CharField()
        count = serializers.IntegerField(help_text="Players on the board.")
        # DRF fields are overridden per subclass; mypy reads them as attributes.
        me = row(allow_null=True)  # type: ignore[assignment]
        results = row(many=True)  # type: ignore[assignment]

    return PageSerializer


_PLAYER = {"id": "4f0a3c52-0b7e-4c55-a0a4-5e0f1f2b9e11", "display_name": "Ada"}


def _board_schema(
    operation_id: str,
    summary: str,
    description: str,
    row: type[serializers.Serializer],
    name: str,
    example_row: dict[str, Any],
) -> Any:
    return extend_schema(
        operation_id=operation_id,
        tags=["leaderboards"],
        summary=summary,
        description=description
        + " Paginated; `?around=me` (with a token, 401 without) gives the page holding the "
        "caller, with its row as `me` (null when it is not on the board). Public.",
        parameters=[BoardQuerySerializer],
        responses={
            200: OpenApiResponse(_page_serializer(name, row), description="One page."),
            **errors(400, 401, 429),
        },
        examples=[
            OpenApiExample(
                "A page",
                value=board_page_example(
                    operation_id.removeprefix("leaderboard_").replace("_", "-"),
                    [{"rank": 1, "player": _PLAYER, **example_row}],
                ),
                response_only=True,
            )
        ],
    )


LEADERBOARD_PUZZLES = _board_schema(
    "leaderboard_puzzles",
    "The puzzle rating board",
    "Players by puzzle rating (Glicko-2), best first; provisional players (deviation "
    "above 110) are left out.",
    PuzzleRatingRowSerializer,
    "PuzzleBoardPage",
    {"rating": 1788.2, "rd": 64.0, "attempts": 212},
)


LEADERBOARD_PUZZLE_STREAKS = _board_schema(
    "leaderboard_puzzle_streaks",
    "The puzzle streak board",
    "Players by their best streak (GET /puzzles/next?mode=streak), longest first.",
    PuzzleStreakRowSerializer,
    "PuzzleStreakBoardPage",
    {"best_streak": 14},
)
