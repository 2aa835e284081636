"""The scheduled mining job: finished games into puzzles, a batch a run (ginapi/celery.py)."""

from __future__ import annotations

from celery import shared_task
from django.conf import settings

from .services import puzzles_mine


@shared_task(name="puzzles.tasks.puzzles_mine_task")
def puzzles_mine_task() -> dict[str, float]:
    """Mine up to PUZZLE_MINE_BATCH finished games; the counts."""
    return puzzles_mine(limit=int(settings.PUZZLE_MINE_BATCH))
