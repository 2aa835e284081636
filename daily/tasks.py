"""Daily Gin background work: the 00:00 UTC deal (scheduled in ginapi/celery.py) and each
deal's par."""

from __future__ import annotations

import datetime as dt
from typing import Any

from celery import shared_task, signals
from django.db import transaction

from .models import DailyDeal
from .services import (
    BACKFILL_DAYS,
    DAYS_AHEAD,
    daily_deals_at_start,
    daily_deals_backfill,
    daily_par_claim,
    daily_par_compute,
    daily_par_release,
    daily_today,
)


@shared_task(name="daily.tasks.daily_deal_create", acks_late=True)
def daily_deal_create(date: str | None = None, days: int = BACKFILL_DAYS) -> list[str]:
    """Make sure ``date`` (ISO) and the ``days - 1`` days before it have their deal; without a
    date (the schedule), tomorrow (UTC), today and the ``days - 1`` days before, so each deal,
    and its ``seed_commitment``, exists a day before its date.

    Idempotent and safe to run twice or concurrently (one row per date, inserted ON CONFLICT
    DO NOTHING), so acks_late (a worker lost mid-task means the task runs again) costs nothing.
    Returns the dates covered, ISO, oldest first.
    """
    if date:
        until = dt.date.fromisoformat(date)
    else:
        until, days = daily_today() + dt.timedelta(days=DAYS_AHEAD), days + DAYS_AHEAD
    return [deal.date.isoformat() for deal in daily_deals_backfill(until=until, days=days)]


@shared_task(
    name="daily.tasks.daily_par_compute",
    acks_late=True,
    autoretry_for=(Exception,),
    retry_backoff=True,
    max_retries=3,
)
def daily_par_compute_task(deal_id: int) -> int | None:
    """Solve a deal's par, once: a worker that cannot claim the deal (solved, or another
    worker on it) does nothing.  Returns the par, or None when skipped."""
    deal = DailyDeal.objects.filter(pk=deal_id).first()
    if deal is None or not daily_par_claim(deal=deal):
        return None
    try:
        return daily_par_compute(deal=deal).par_score
    except Exception:
        daily_par_release(deal=deal)  # so the retry may claim it again
        raise


def daily_par_enqueue_receiver(*, deal: DailyDeal, **_kwargs: Any) -> None:
    """``daily_deal_made``: the deal's par is solved by a worker, enqueued once the deal is
    committed (a worker that finds it solved or claimed does nothing)."""
    deal_id = deal.pk
    transaction.on_commit(lambda: daily_par_compute_task.delay(deal_id))


@signals.worker_ready.connect
def _deals_at_worker_start(**_kwargs: Any) -> None:
    """A worker that starts makes today's and tomorrow's deals if missing: a deployment that
    migrates elsewhere (``make serve`` with ``MIGRATE=false``) still has tomorrow's
    commitment before the next 00:00 UTC beat."""
    daily_deals_at_start()
