"""``manage.py daily_par [--date YYYY-MM-DD] [--days N] [--budget NODES]``: solve daily pars."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from daily.services import daily_deal_ensure, daily_par_compute, daily_today


class Command(BaseCommand):
    help = (
        "Compute the par of a date's Daily Gin deal (default: today, UTC), making the deal "
        "if it does not exist; with --days, of the dates before it too. A stored par is only "
        "ever raised, so running it again (say with a larger --budget) is safe."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--date", help="ISO date (YYYY-MM-DD); default today in UTC.")
        parser.add_argument(
            "--days", type=int, default=1, help="How many dates ending at --date (default 1)."
        )
        parser.add_argument(
            "--budget", type=int, default=None, help="Solver nodes (default DAILY_PAR_BUDGET)."
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            until = dt.date.fromisoformat(options["date"]) if options["date"] else daily_today()
        except ValueError:
            raise CommandError(f"--date {options['date']!r} is not an ISO date") from None
        if options["days"] < 1:
            raise CommandError("--days must be at least 1")
        if options["budget"] is not None and options["budget"] < 1:
            raise CommandError("--budget must be at least 1")
        for offset in range(options["days"] - 1, -1, -1):
            deal = daily_deal_ensure(date=until - dt.timedelta(days=offset))
            deal = daily_par_compute(deal=deal, budget=options["budget"])
            state = "proven" if deal.par_proven else "best found"
            self.stdout.write(
                f"{deal.date.isoformat()} par {deal.par_score} ({state}, {deal.par_source})"
            )
