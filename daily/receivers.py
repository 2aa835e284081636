"""What the daily app does when the apps below it (games) or Django tell it something: thin,
each calls a service."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.conf import settings

from games.models import Game

from .services import daily_deals_at_start, daily_hand_one_ended


def hand_won_receiver(
    *, game: Game, hand_number: int, achieved_at: dt.datetime, **_kwargs: Any
) -> None:
    """The games app's ``hand_won``: a daily game's hand 1 ended then (whoever won it)."""
    if hand_number == 1 and game.first_hand_seed:
        # Only daily games deal hand 1 from a date's seed: no query for any other game.
        daily_hand_one_ended(game_id=game.pk, ended_at=achieved_at)


def post_migrate_receiver(**_kwargs: Any) -> None:
    """After ``migrate`` (``make run`` and ``make serve`` both migrate before serving): today's
    and tomorrow's deals exist, so tomorrow's ``seed_commitment`` is public from the moment
    the service is up, not from the next 00:00 UTC beat.  ``DAILY_DEALS_AT_MIGRATE`` false
    (the test suite: its database is migrated once, before any frozen clock) skips it."""
    if getattr(settings, "DAILY_DEALS_AT_MIGRATE", True):
        daily_deals_at_start()
