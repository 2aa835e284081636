"""``manage.py leaderboard_rebuild``: recompute every board from the visible scores."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from leaderboard.models import BestScore
from leaderboard.services import leaderboard_rebuild


class Command(BaseCommand):
    help = (
        "Recompute the per-player best rows and rank tallies of every leaderboard from the "
        "visible scores (a repair; normal writes keep them up to date)."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        leaderboard_rebuild()
        self.stdout.write(f"rebuilt: {BestScore.objects.count()} board rows")
