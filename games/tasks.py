"""Games' background work (hourly, ginapi/celery.py): expiring friend games nobody joined,
and purging old Idempotency-Key answers."""

from __future__ import annotations

from celery import shared_task

from .services import games_expire_waiting as expire
from .services import idempotency_records_purge as purge


@shared_task(name="games.tasks.games_expire_waiting", acks_late=True)
def games_expire_waiting() -> int:
    """Cancel the waiting games past WAITING_GAME_EXPIRY_SECONDS; idempotent, so acks_late
    costs nothing.  How many were cancelled."""
    return expire()


@shared_task(name="games.tasks.idempotency_records_purge", acks_late=True)
def idempotency_records_purge() -> int:
    """Delete the Idempotency-Key answers past IDEMPOTENCY_KEY_TTL_SECONDS; idempotent.  How
    many were deleted."""
    return purge()
