"""``manage.py games_expire_waiting``: cancel the friend games nobody joined in time."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from games.services import games_expire_waiting


class Command(BaseCommand):
    help = (
        "Cancel the friend games still waiting WAITING_GAME_EXPIRY_SECONDS after they were "
        "created (the hourly games.tasks.games_expire_waiting does the same)."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        self.stdout.write(f"{games_expire_waiting()} waiting games expired")
