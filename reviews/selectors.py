"""Hand reviews as the API shows them."""

from __future__ import annotations

from typing import Any

from games.models import Game

from .models import HandReview

TAKES = {"take_upcard", "draw_stock", "draw_discard"}
"""The actions that bring a card into the hand."""


def decision_hands(game: Game, seat: int, versions: set[int]) -> dict[int, dict[str, Any]]:
    """``{version: {"cards", "drawn"}}`` for ``seat``'s decisions that produced ``versions``:
    the cards it held when it decided and, for a discard or a knock, the card its draw had
    just taken (null for a draw itself: what a draw brings was not known when deciding, and a
    review names only what the seat knew then).  Replayed from the seed and the moves, as
    the review itself is."""
    match = game.new_match()
    found: dict[int, dict[str, Any]] = {}
    last_taken: str | None = None
    for move in game.moves.order_by("version"):
        action = move.to_action()
        before = match.hand.cards(seat)
        match.apply(move.seat, action)
        if move.seat != seat:
            continue
        kind = action.kind.value
        taken = None
        if kind in TAKES:
            brought = set(match.hand.cards(seat)) - set(before)
            taken = next(iter(brought)).code if brought else None
        if move.version in versions:
            found[move.version] = {
                "cards": [card.code for card in before],
                "drawn": None if kind in TAKES else last_taken,
            }
        last_taken = taken
        if len(found) == len(versions):
            break
    return found


def review_body(review: HandReview) -> dict[str, Any]:
    """``{"status", "hand", "decisions", "accuracy", "total_loss"}``: while pending, no
    decisions and null figures.  Each decision carries the hand it was made with
    (:func:`decision_hands`)."""
    if review.status == HandReview.Status.DONE and review.result is not None:
        decisions = review.result.get("decisions", [])
        hands = decision_hands(
            review.game, review.seat, {decision["version"] for decision in decisions}
        )
        return {
            "status": "done",
            **review.result,
            "decisions": [
                {**decision, **hands.get(decision["version"], {"cards": [], "drawn": None})}
                for decision in decisions
            ],
        }
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
