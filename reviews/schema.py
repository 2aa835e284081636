"""The operations of reviews/api.py as the OpenAPI schema documents them: the request and
answer shapes and each operation's declaration (``extend_schema``), applied beside the
view method it describes, one line each."""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, OpenApiResponse, extend_schema

from apikit.schema import ErrorSerializer, error_example, errors

from .serializers import HandReviewSerializer

SEAT_PARAMETER = OpenApiParameter(
    "seat",
    OpenApiTypes.STR,
    OpenApiParameter.QUERY,
    required=False,
    enum=["you", "opponent"],
    description="Whose decisions: `you` (the default). `opponent` is always a 403: a seat "
    "reviews only its own decisions, judged on what it could see.",
)


_DONE_EXAMPLE = OpenApiExample(
    "a review",
    value={
        "status": "done",
        "hand": 2,
        "decisions": [
            {
                "version": 14,
                "played": {"action": "discard", "card": "KS"},
                "best": {"action": "discard", "card": "9H"},
                "expected": {"played": 3.12, "best": 6.4},
                "loss": 3.28,
                "class": "inaccuracy",
            },
            {
                "version": 16,
                "played": {"action": "draw_stock"},
                "best": {"action": "draw_stock"},
                "expected": {"played": 5.9, "best": 5.9},
                "loss": 0.0,
                "class": "best",
            },
        ],
        "accuracy": 76.2,
        "total_loss": 3.28,
    },
    response_only=True,
    status_codes=["200"],
)


_PENDING_EXAMPLE = OpenApiExample(
    "being computed",
    value={"status": "pending", "hand": 2, "decisions": [], "accuracy": None, "total_loss": None},
    response_only=True,
    status_codes=["200", "202"],
)


_E404 = [
    error_example("not_found", "Not found."),
    error_example("hand_not_found", "This game has no hand 9."),
    error_example(
        "review_not_found", "This hand has not been reviewed: POST to this path to ask for it."
    ),
]


_E422 = [
    error_example("hand_not_ended", "Hand 3 has not ended: a hand is reviewed once it is over."),
    error_example(
        "daily_not_over",
        "The Daily Gin hand of 2025-03-10 can be reviewed once the date is over (UTC).",
    ),
]


_FORBIDDEN = OpenApiResponse(
    ErrorSerializer,
    description="The other seat's decisions: a seat reviews only its own.",
    examples=[error_example("review_other_seat", "A seat reviews only its own decisions.")],
)


_DESCRIPTION = (
    "The master's review of the caller's decisions in hand `n` of the game: every decision "
    "(the upcard offer, each draw, each discard, each knock, and so each chance to knock let "
    "pass), with the action played, the best one, their `expected` points of the hand for the "
    "caller (negative: the opponent scores them), `loss` (best - played, 0 when the played "
    "action is the best) and `class` (`best` up to 0.5 points lost, `good` up to 2, "
    "`inaccuracy` up to 5, `mistake` up to 10, `blunder` beyond: REVIEW_THRESHOLDS), and the "
    "hand's `accuracy` (0-100: the mean of 100·exp(-loss/5) over the decisions) and "
    "`total_loss`. The played action counts as the best unless the best beats it by more "
    "than two standard errors over the same worlds (REVIEW_NOISE_Z). Each decision is judged "
    "only on what the caller could see when it made it "
    "(its cards, the discard pile, the opponent's public draws and discards): worlds are "
    "sampled from that as the master samples them, never from the opponent's actual cards or "
    "the stock's order. A review is computed once, in a worker, with a fixed seed per game, "
    "hand and decision, so it never changes. The shared first hand of a Daily Gin game can be "
    "reviewed once its date is over (the reveal, GET /api/v1/daily/{date}, then shows each "
    "decision's loss under `your_line.review`). Scope `games:read`: a review reads the "
    "caller's own game and changes nothing in it."
)


GAMES_HAND_REVIEW_GET = extend_schema(
    operation_id="games_hand_review_get",
    tags=["reviews"],
    summary="A hand's review, as far as it is computed",
    description=_DESCRIPTION
    + " GET answers `status` `pending` (no decisions yet) or `done`; a hand never asked "
    "for is a 404 `review_not_found`.",
    parameters=[SEAT_PARAMETER],
    responses={
        200: OpenApiResponse(HandReviewSerializer, description="The review."),
        403: _FORBIDDEN,
        **errors(400, 401, 404, 422, 429, e404=_E404, e422=_E422),
    },
    examples=[_DONE_EXAMPLE, _PENDING_EXAMPLE],
)


GAMES_HAND_REVIEW_CREATE = extend_schema(
    operation_id="games_hand_review_create",
    tags=["reviews"],
    summary="Ask for a hand's review",
    description=_DESCRIPTION
    + " POST asks for it: `202` with `status` `pending` while it is computed (a second "
    "request meanwhile joins the same job), `200` with the review once it exists. "
    "`review_ready` (`game`, `hand`) then arrives on GET /api/v1/players/me/stream. It "
    "takes no body. Throttled per player (THROTTLE_REVIEWS). Pending reviews are capped: "
    "past the caller's own or its address's cap (REVIEW_PENDING_PER_PLAYER, "
    "REVIEW_PENDING_PER_ADDRESS) a new review is a `429` `throttled`, past everybody's "
    "(REVIEW_PENDING_MAX) a `503` `busy`, both with Retry-After; a review already asked "
    "for is never refused or dropped.",
    request=None,
    parameters=[SEAT_PARAMETER],
    responses={
        202: OpenApiResponse(HandReviewSerializer, description="Being computed."),
        200: OpenApiResponse(HandReviewSerializer, description="The review, done."),
        403: _FORBIDDEN,
        **errors(400, 401, 404, 422, 429, e404=_E404, e422=_E422),
    },
    examples=[_PENDING_EXAMPLE, _DONE_EXAMPLE],
)
