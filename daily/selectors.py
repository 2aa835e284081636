"""Daily Gin reads: a date's deal as a player may see it, and a player's result on it."""

from __future__ import annotations

import datetime as dt
from typing import Any

from games.models import Player
from leaderboard.models import Score

from .models import DailyAttempt, DailyDeal


def daily_deal_get(*, date: dt.date) -> DailyDeal | None:
    return DailyDeal.objects.filter(date=date).first()


def daily_players_count(*, deal: DailyDeal) -> int:
    """How many players have played the deal (each player's scored attempt counts once)."""
    return DailyAttempt.objects.filter(deal=deal, scored=True).count()


def daily_result_for(*, deal: DailyDeal, player: Player) -> dict[str, Any] | None:
    """The player's scored attempt on the deal, or None if they have not played it.

    ``first_hand`` is None until the shared first hand is over; ``score`` is what the daily
    board holds for them (None when they did not win the first hand, or it was hidden).
    """
    attempt = (
        DailyAttempt.objects.select_related("game")
        .filter(deal=deal, player=player, scored=True)
        .first()
    )
    if attempt is None:
        return None
    game = attempt.game
    hand_results = game.match().hand_results
    first_hand = None
    if hand_results:
        first = hand_results[0].to_dict(0)
        first_hand = {key: first[key] for key in ("outcome", "knocker", "winner", "points")}
    score = (
        Score.objects.filter(game=game, hand_number=1, daily_deal=deal, hidden=False)
        .values_list("points", flat=True)
        .first()
    )
    return {
        "game_id": game.pk,
        "status": game.status,
        "first_hand": first_hand,
        "score": score,
        "practice_games": DailyAttempt.objects.filter(deal=deal, player=player, scored=False)
        .values("pk")
        .count(),
    }


def daily_deal_view(
    *, deal: DailyDeal, player: Player | None, now: dt.datetime | None = None
) -> dict[str, Any]:
    """The deal as the caller may see it: the cards only once its date is over (UTC)."""
    out: dict[str, Any] = {
        "date": deal.date,
        "ruleset": deal.ruleset_name,
        "players": daily_players_count(deal=deal),
        "your_result": None if player is None else daily_result_for(deal=deal, player=player),
        "revealed": deal.is_over(now=now),
    }
    if out["revealed"]:
        out["deal"] = {"deck": list(deal.deck), **deal.first_hand()}
    return out
