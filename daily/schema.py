"""The operations of daily/api.py as the OpenAPI schema documents them: the request and
answer shapes and each operation's declaration (``extend_schema``), applied beside the
view method it describes, one line each."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample, OpenApiResponse, extend_schema

from apikit.schema import error_example, errors
from games.api.serializers import GAME_EXAMPLE

from .lookups import DATE_PARAMETER
from .serializers import DailyDealSerializer, DailyGameSerializer

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


DAILY_TODAY = extend_schema(
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


DAILY_PLAY = extend_schema(
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


DAILY_DATE = extend_schema(
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


DAILY_PRACTICE = extend_schema(
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
