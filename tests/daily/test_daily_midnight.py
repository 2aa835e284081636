"""The daily deal turns over at 00:00 UTC, whatever the process time zone says."""

from __future__ import annotations

import datetime as dt

import pytest

from daily.models import DailyDeal
from daily.services import daily_deal_ensure, daily_today
from daily.tasks import daily_deal_create

from .conftest import at, utc

pytestmark = pytest.mark.usefixtures("auckland")


def test_today_is_the_utc_date_not_the_local_one() -> None:
    # 11:30 UTC on the 9th is already 00:30 on the 10th in Auckland.
    with at(utc(2025, 3, 9, 11, 30)):
        assert dt.date.today() == dt.date(2025, 3, 10)
        assert daily_today() == dt.date(2025, 3, 9)


@pytest.mark.parametrize(
    ("moment", "expected"),
    [
        (utc(2025, 3, 9, 23, 59, 59, 999999), dt.date(2025, 3, 9)),
        (utc(2025, 3, 10, 0, 0, 0), dt.date(2025, 3, 10)),
        (utc(2025, 3, 10, 0, 0, 1), dt.date(2025, 3, 10)),
    ],
)
def test_the_date_turns_over_at_midnight_utc(moment: dt.datetime, expected: dt.date) -> None:
    with at(moment):
        assert daily_today() == expected


@pytest.mark.django_db
def test_two_days_of_requests_and_task_runs_leave_one_deal_per_utc_date_and_no_gap() -> None:
    start = utc(2025, 3, 8, 22, 0)
    # Every 20 minutes for two days: the request path, and the scheduled task at each hour.
    for step in range(0, 2 * 24 * 3 + 1):
        moment = start + dt.timedelta(minutes=20 * step)
        with at(moment):
            deal = daily_deal_ensure(date=daily_today())
            assert deal.date == moment.date()
            if moment.minute == 0:
                daily_deal_create.apply(kwargs={"days": 2}).get()
    dates = list(DailyDeal.objects.order_by("date").values_list("date", flat=True))
    assert dates == [dt.date(2025, 3, 7) + dt.timedelta(days=n) for n in range(len(dates))]
    assert dates[0] == dt.date(2025, 3, 7)  # the first run's backfill of the day before
    # The scheduled task makes each deal a day ahead: on the 10th, the 11th's.
    assert dates[-1] == dt.date(2025, 3, 11)


@pytest.mark.django_db
def test_a_deal_made_one_microsecond_before_midnight_belongs_to_the_old_date() -> None:
    with at(utc(2025, 3, 9, 23, 59, 59, 999999)):
        assert daily_deal_ensure(date=daily_today()).date == dt.date(2025, 3, 9)
    with at(utc(2025, 3, 10, 0, 0)):
        assert daily_deal_ensure(date=daily_today()).date == dt.date(2025, 3, 10)
    assert DailyDeal.objects.count() == 2


@pytest.mark.django_db
def test_is_over_only_once_the_utc_date_has_ended() -> None:
    deal = daily_deal_ensure(date=dt.date(2025, 3, 9))
    assert not deal.is_over(now=utc(2025, 3, 9, 23, 59, 59, 999999))
    assert deal.is_over(now=utc(2025, 3, 10, 0, 0))
