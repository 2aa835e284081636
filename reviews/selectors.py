"""Hand reviews as the API shows them."""

from __future__ import annotations

from typing import Any

from games.models import Game

from .models import HandReview


def review_body(review: HandReview) -> dict[str, Any]:
    """``{"status", "hand", "decisions", "accuracy", "total_loss"}``: while pending, no
    decisions and null figures."""
    if review.status == HandReview.Status.DONE and review.result is not None:
        return {"status": "done", **review.result}
    return {
        "status": "pending",
        "hand": review.hand,
        "decisions": [],
        "accuracy": None,
        "total_loss": None,
    }


def review_done_for(*, game: Game, hand: int, seat: int) -> HandReview | None:
    return HandReview.objects.filter(
        game=game, hand=hand, seat=seat, status=HandReview.Status.DONE
    ).first()
