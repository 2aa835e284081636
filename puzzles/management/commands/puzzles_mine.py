"""``manage.py puzzles_mine [--games N]``: mine finished games for puzzles now (the scheduled
job's work, in this process): games never mined, and hands left for later (a Daily Gin's hand
1 once its date is over)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from puzzles.services import puzzles_mine


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--games", type=int, default=1000, help="most games to mine")

    def handle(self, *args: Any, **options: Any) -> None:
        totals = puzzles_mine(limit=options["games"])
        hands = max(1, int(totals["hands"]))
        self.stdout.write(
            f"{totals['games']:.0f} games, {totals['hands']:.0f} hands, "
            f"{totals['decisions']:.0f} decisions: {totals['puzzles']:.0f} puzzles "
            f"({1000 * totals['puzzles'] / hands:.0f} per 1,000 hands), "
            f"{totals['cpu_seconds'] / hands:.3f} s CPU per hand"
        )
