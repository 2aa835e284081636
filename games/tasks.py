"""Games' background work (ginapi/celery.py): expiring friend games nobody joined, ending
abandoned rated games."""

from __future__ import annotations

from celery import shared_task

from .services import games_expire_waiting as expire
from .services import games_forfeit_abandoned as forfeit


@shared_task(name="games.tasks.games_expire_waiting", acks_late=True)
def games_expire_waiting() -> int:
    """Cancel the waiting games past WAITING_GAME_EXPIRY_SECONDS; idempotent, so acks_late
    costs nothing.  How many were cancelled."""
    return expire()


@shared_task(name="games.tasks.games_forfeit_abandoned", acks_late=True)
def games_forfeit_abandoned() -> int:
    """End the rated games whose seat on turn let its clock run out, as that seat's loss;
    idempotent.  How many were ended."""
    return forfeit()
