"""daily.tasks.daily_deal_create (run in-process) and manage.py daily_deal_create."""

from __future__ import annotations

import datetime as dt
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from daily.models import DailyDeal
from daily.tasks import daily_deal_create

from .conftest import at, utc


def test_the_task_is_acknowledged_late_and_named_for_the_schedule() -> None:
    assert daily_deal_create.acks_late is True
    assert daily_deal_create.name == "daily.tasks.daily_deal_create"


@pytest.mark.django_db
def test_without_a_date_it_makes_tomorrow_today_and_the_six_days_before() -> None:
    with at(utc(2025, 3, 9, 0, 0, 2)):
        dates = daily_deal_create.apply().get()
    assert dates[-1] == "2025-03-10"
    assert dates[0] == "2025-03-03"
    assert DailyDeal.objects.count() == 8


@pytest.mark.django_db
def test_run_again_it_changes_nothing() -> None:
    first = daily_deal_create.apply(kwargs={"date": "2025-03-09"}).get()
    decks = dict(DailyDeal.objects.values_list("date", "seed"))
    second = daily_deal_create.apply(kwargs={"date": "2025-03-09"}).get()
    assert first == second
    assert dict(DailyDeal.objects.values_list("date", "seed")) == decks


@pytest.mark.django_db
def test_the_command_makes_a_given_dates_deal() -> None:
    out = StringIO()
    call_command("daily_deal_create", "--date", "2025-03-09", stdout=out)
    assert out.getvalue() == "2025-03-09 created (arcade)\n"
    call_command("daily_deal_create", "--date", "2025-03-09", stdout=out)
    assert out.getvalue().endswith("2025-03-09 exists (arcade)\n")
    assert list(DailyDeal.objects.values_list("date", flat=True)) == [dt.date(2025, 3, 9)]


@pytest.mark.django_db
def test_the_command_can_backfill_several_days() -> None:
    call_command("daily_deal_create", "--date", "2025-03-09", "--days", "3", stdout=StringIO())
    assert sorted(DailyDeal.objects.values_list("date", flat=True)) == [
        dt.date(2025, 3, 7),
        dt.date(2025, 3, 8),
        dt.date(2025, 3, 9),
    ]


@pytest.mark.django_db
def test_the_command_refuses_a_date_that_is_not_iso() -> None:
    with pytest.raises(CommandError, match="not an ISO date"):
        call_command("daily_deal_create", "--date", "09/03/2025", stdout=StringIO())
