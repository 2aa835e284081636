"""What the reviews app answers when the apps it builds on ask (their signals)."""

from __future__ import annotations

from typing import Any

from games.models import Game

from .selectors import review_done_for


def daily_line_review_of(sender: Any, *, game: Game, **kwargs: Any) -> dict[str, Any] | None:
    """The reveal's review of a player's scored line: hand 1 of its daily game, seat 0 (the
    player), once the review is done; each decision's played action, best action, loss and
    class, and the hand's figures."""
    review = review_done_for(game=game, hand=1, seat=0)
    if review is None or review.result is None:
        return None
    result = review.result
    return {
        "decisions": [
            {key: decision[key] for key in ("version", "played", "best", "loss", "class")}
            for decision in result["decisions"]
        ],
        "accuracy": result["accuracy"],
        "total_loss": result["total_loss"],
    }
