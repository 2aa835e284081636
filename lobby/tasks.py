"""Lobby background work: lapsing seeks (every 15 s, ginapi/celery.py)."""

from __future__ import annotations

from celery import shared_task

from .services import seeks_lapse as lapse


@shared_task(name="lobby.tasks.seeks_lapse", acks_late=True)
def seeks_lapse() -> int:
    """Lapse the open seeks past SEEK_TTL_SECONDS; idempotent.  How many lapsed."""
    return lapse()
