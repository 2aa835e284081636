"""manage.py ratings_recompute: replay every rated game and store what the ratings come to."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from ratings.services import ratings_recompute


class Command(BaseCommand):
    help = (
        "Replay every rated game in the order they ended (Glicko-2 from 1500/350/0.06) and "
        "store each player's ratings, history and each game's rating_change. Run it after a "
        "correction (a game's result changed in the admin); a run on untouched data changes "
        "nothing."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        replayed, differed = ratings_recompute()
        self.stdout.write(
            f"Replayed {replayed} rated games; {differed} ratings differed from the stored ones."
        )
