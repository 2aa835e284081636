"""The hand review endpoint: POST asks for it, GET reads it (docs/API.md "Hand review")."""

from __future__ import annotations

import uuid

from django.utils.translation import gettext
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle
from rest_framework.views import APIView

from accounts.auth import request_player
from apikit.fields import no_body
from apikit.throttles import ScopedRateThrottle, request_client_address
from reviews import schema

from .errors import INVALID_SEAT, REVIEW_OTHER_SEAT
from .models import HandReview
from .selectors import review_body
from .services import review_get_for, review_request


def _seat(request: Request) -> None:
    """Only the caller's own seat may be reviewed."""
    seat = request.query_params.get("seat", "you")
    if seat == "opponent":
        raise REVIEW_OTHER_SEAT.error()
    if seat != "you":
        raise INVALID_SEAT.error(fields={"seat": [gettext("Use you.")]})


class HandReviewApi(APIView):
    """/api/v1/games/{id}/hands/{n}/review."""

    oauth_scope = "games:read"
    error_codes = (
        "hand_not_found",
        "hand_not_ended",
        "daily_not_over",
        "review_not_found",
        "review_other_seat",
        "invalid_seat",
        "busy",
    )
    throttle_classes = (ScopedRateThrottle,)

    def get_throttles(self) -> list[BaseThrottle]:
        self.throttle_scope = "reviews" if self.request.method == "POST" else "review_reads"
        return [ScopedRateThrottle()]

    @schema.GAMES_HAND_REVIEW_GET
    def get(self, request: Request, game_id: uuid.UUID, hand: int) -> Response:
        _seat(request)
        player = request_player(request)
        review = review_get_for(player=player, game_id=game_id, hand=hand)
        return Response(review_body(review))

    @schema.GAMES_HAND_REVIEW_CREATE
    def post(self, request: Request, game_id: uuid.UUID, hand: int) -> Response:
        no_body(request)
        _seat(request)
        player = request_player(request)
        review = review_request(
            player=player, game_id=game_id, hand=hand, address=request_client_address(request)
        )
        done = review.status == HandReview.Status.DONE
        return Response(
            review_body(review), status=status.HTTP_200_OK if done else status.HTTP_202_ACCEPTED
        )
