"""``manage.py daily_deal_create [--date YYYY-MM-DD] [--days N]``: make daily deals by hand."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from daily.models import DailyDeal
from daily.services import daily_deal_ensure, daily_today


class Command(BaseCommand):
    help = (
        "Create the Daily Gin deal of a date (default: today, UTC) and, with --days, of the "
        "dates before it. Existing deals are left as they are."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--date", help="ISO date (YYYY-MM-DD); default today in UTC.")
        parser.add_argument(
            "--days", type=int, default=1, help="How many dates ending at --date (default 1)."
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            until = dt.date.fromisoformat(options["date"]) if options["date"] else daily_today()
        except ValueError:
            raise CommandError(f"--date {options['date']!r} is not an ISO date") from None
        if options["days"] < 1:
            raise CommandError("--days must be at least 1")
        for offset in range(options["days"] - 1, -1, -1):
            date = until - dt.timedelta(days=offset)
            existed = DailyDeal.objects.filter(date=date).exists()
            deal = daily_deal_ensure(date=date)
            state = "exists" if existed else "created"
            self.stdout.write(f"{deal.date.isoformat()} {state} ({deal.ruleset_name})")
