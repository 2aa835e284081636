"""Games' background work (ginapi/celery.py): expiring friend games nobody joined."""

from __future__ import annotations

from celery import shared_task

from .services import games_expire_waiting as expire


@shared_task(name="games.tasks.games_expire_waiting", acks_late=True)
def games_expire_waiting() -> int:
    """Cancel the waiting games past WAITING_GAME_EXPIRY_SECONDS; idempotent, so acks_late
    costs nothing.  How many were cancelled."""
    return expire()
