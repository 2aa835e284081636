"""The beat schedule sends the daily-deal task at 00:00 UTC."""

from __future__ import annotations

import datetime as dt

import pytest

from ginapi.celery import DAILY_DEAL_SCHEDULE_NAME, app

from .conftest import at, utc

pytestmark = pytest.mark.usefixtures("auckland")


def schedule():  # type: ignore[no-untyped-def]
    return app.conf.beat_schedule[DAILY_DEAL_SCHEDULE_NAME]["schedule"]


def test_the_entry_sends_the_daily_deal_task() -> None:
    entry = app.conf.beat_schedule[DAILY_DEAL_SCHEDULE_NAME]
    assert entry["task"] == "daily.tasks.daily_deal_create"
    app.loader.import_default_modules()  # what a worker does at start: autodiscovery
    assert entry["task"] in app.tasks


def test_the_app_keeps_time_in_utc() -> None:
    assert app.conf.enable_utc is True
    assert str(app.conf.timezone) == "UTC"


def test_it_is_not_due_a_second_before_midnight_utc() -> None:
    with at(utc(2025, 3, 9, 23, 59, 59)):
        due, next_in = schedule().is_due(utc(2025, 3, 9, 0, 0))
    assert not due
    assert next_in == pytest.approx(1, abs=1)


def test_it_is_due_at_midnight_utc() -> None:
    with at(utc(2025, 3, 10, 0, 0, 1)):
        due, next_in = schedule().is_due(utc(2025, 3, 9, 0, 0))
    assert due
    assert next_in == pytest.approx(24 * 60 * 60, abs=2)


def test_it_fires_once_a_day_at_midnight_utc_not_at_local_midnight() -> None:
    # Local (Auckland, UTC+13) midnight is 11:00 UTC: nothing is due then.
    with at(utc(2025, 3, 10, 11, 0, 30)):
        due, _next = schedule().is_due(utc(2025, 3, 10, 0, 0))
        remaining = schedule().remaining_estimate(utc(2025, 3, 10, 0, 0))
    assert not due
    assert remaining == dt.timedelta(hours=12, minutes=59, seconds=30)


def test_the_next_run_after_any_moment_is_the_next_utc_midnight() -> None:
    with at(utc(2025, 3, 9, 12, 0)):
        remaining = schedule().remaining_estimate(utc(2025, 3, 9, 0, 0))
    assert utc(2025, 3, 9, 12, 0) + remaining == utc(2025, 3, 10, 0, 0)


@pytest.mark.django_db(transaction=True)  # the scheduler closes stale connections
def test_the_database_scheduler_stores_the_entry_at_midnight_utc() -> None:
    # Production runs beat with django_celery_beat's DatabaseScheduler, which copies the
    # entry into its tables; the copy must keep the UTC midnight.
    from django_celery_beat.models import PeriodicTask
    from django_celery_beat.schedulers import DatabaseScheduler

    DatabaseScheduler(app=app, lazy=True).setup_schedule()
    task = PeriodicTask.objects.get(name=DAILY_DEAL_SCHEDULE_NAME)
    assert task.task == "daily.tasks.daily_deal_create"
    assert task.crontab is not None
    assert (task.crontab.minute, task.crontab.hour) == ("0", "0")
    assert (task.crontab.day_of_week, task.crontab.day_of_month) == ("*", "*")
    assert str(task.crontab.timezone) == "UTC"
