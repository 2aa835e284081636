"""Puzzle endpoints (docs/API.md "Puzzles"): the next puzzle, an attempt, the two boards.

The answer (``solution``, ``values``) is served by the attempt alone: the next puzzle's
serializer has no field for it, and no example below shows one before an attempt.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import (
    OpenApiExample,
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
from apikit.fields import StrictCharField, StrictSerializer
from apikit.schema import error_example, errors
from apikit.throttles import ScopedRateThrottle
from games.api.serializers import ACTION_NAMES, LegalActionSerializer
from games.engine.rules import RULESETS
from games.errors import INVALID_RULESET
from oauth.scopes import ANY_TOKEN
from ratings.schema import BoardPlayerSerializer, BoardQuerySerializer, RatingBoardPageSerializer

from .errors import INVALID_MODE, INVALID_THEME
from .mining import THEMES
from .selectors import (
    RATING_BOARD,
    STREAK_BOARD,
    Board,
    attempt_body,
    puzzle_body,
)
from .services import puzzle_attempt, puzzle_next


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


class _PlayApi(APIView):
    throttle_classes = (ScopedRateThrottle,)
    oauth_scope = "puzzles:play"


class NextQuerySerializer(serializers.Serializer):
    theme = serializers.ChoiceField(choices=list(THEMES), required=False)
    ruleset = serializers.ChoiceField(choices=list(RULESETS), required=False)
    mode = serializers.ChoiceField(
        choices=["streak"],
        required=False,
        help_text="`streak`: unrated, each puzzle harder than the last until the first miss "
        "(needs a token).",
    )


def _choice_error(query: NextQuerySerializer) -> None:
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

    @extend_schema(
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
    def get(self, request: Request) -> Response:
        query = NextQuerySerializer(data=request.query_params)
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

    @extend_schema_serializer(component_name="PuzzleAttemptRequest")
    class InputSerializer(StrictSerializer):
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

    @extend_schema(
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
        request=InputSerializer,
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
    def post(self, request: Request, puzzle_id: str) -> Response:
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        action = {k: v for k, v in data.validated_data["action"].items() if v is not None}
        player = request.user
        assert isinstance(player, Player)  # IsAuthenticated
        attempted = puzzle_attempt(player=player, puzzle_id=puzzle_id, action=action)
        return Response(attempt_body(attempted))


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
    """The ratings board's page (ratings/api.py), with this board's rows."""

    @extend_schema_serializer(component_name=name)
    class PageSerializer(RatingBoardPageSerializer):
        board = serializers.CharField()
        count = serializers.IntegerField(help_text="Players on the board.")
        # DRF fields are overridden per subclass; mypy reads them as attributes.
        me = row(allow_null=True)  # type: ignore[assignment]
        results = row(many=True)  # type: ignore[assignment]

    return PageSerializer


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
                value={
                    "board": operation_id.removeprefix("leaderboard_").replace("_", "-"),
                    "count": 1,
                    "page": 1,
                    "page_size": 50,
                    "pages": 1,
                    "next": None,
                    "previous": None,
                    "me": None,
                    "results": [{"rank": 1, "player": _PLAYER, **example_row}],
                },
                response_only=True,
            )
        ],
    )


class PuzzleBoardApi(_BoardApi):
    board = RATING_BOARD

    @_board_schema(
        "leaderboard_puzzles",
        "The puzzle rating board",
        "Players by puzzle rating (Glicko-2), best first; provisional players (deviation "
        "above 110) are left out.",
        PuzzleRatingRowSerializer,
        "PuzzleBoardPage",
        {"rating": 1788.2, "rd": 64.0, "attempts": 212},
    )
    def get(self, request: Request) -> Response:
        return super().get(request)


class PuzzleStreakBoardApi(_BoardApi):
    board = STREAK_BOARD

    @_board_schema(
        "leaderboard_puzzle_streaks",
        "The puzzle streak board",
        "Players by their best streak (GET /puzzles/next?mode=streak), longest first.",
        PuzzleStreakRowSerializer,
        "PuzzleStreakBoardPage",
        {"best_streak": 14},
    )
    def get(self, request: Request) -> Response:
        return super().get(request)
