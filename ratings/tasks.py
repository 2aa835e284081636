"""Ratings' background work (ginapi/celery.py): ending abandoned rated games."""

from __future__ import annotations

from celery import shared_task

from .services import ratings_forfeit_abandoned as forfeit


@shared_task(name="ratings.tasks.ratings_forfeit_abandoned", acks_late=True)
def ratings_forfeit_abandoned() -> int:
    """End the rated games whose seat on turn let its clock run out, as that seat's loss;
    idempotent.  How many were ended."""
    return forfeit()
