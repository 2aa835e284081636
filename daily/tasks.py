"""Daily Gin background work: the 00:00 UTC deal (scheduled in ginapi/celery.py)."""

from __future__ import annotations

import datetime as dt

from celery import shared_task

from .services import BACKFILL_DAYS, daily_deals_backfill, daily_today


@shared_task(name="daily.tasks.daily_deal_create", acks_late=True)
def daily_deal_create(date: str | None = None, days: int = BACKFILL_DAYS) -> list[str]:
    """Make sure ``date`` (ISO, default today in UTC) and the days before it have their deal.

    Idempotent and safe to run twice or concurrently, so acks_late (a worker lost mid-task means
    the task runs again) costs nothing.  Returns the dates covered, ISO, oldest first.
    """
    until = dt.date.fromisoformat(date) if date else daily_today()
    return [deal.date.isoformat() for deal in daily_deals_backfill(until=until, days=days)]
