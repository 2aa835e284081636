"""The daily app's part of a player's profile, registered with
:func:`accounts.signals.profile_section` in ``DailyConfig.ready`` (accounts never imports daily)."""

from __future__ import annotations

from accounts.models import Player

from . import services
from .selectors import daily_streaks


def daily_profile(player: Player) -> dict[str, int]:
    """The player's current and best daily streaks (``stats.daily_streak``,
    ``stats.best_daily_streak``)."""
    current, best = daily_streaks(player=player, today=services.daily_today())
    return {"daily_streak": current, "best_daily_streak": best}
