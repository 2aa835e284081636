"""Idempotency-Key answers are kept a day, then purged by the hourly beat task (issue 27 item
9: every record, with its full response, was kept for ever)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from ginapi.celery import app
from ginapi.models import IdempotencyRecord
from ginapi.tasks import idempotency_records_purge
from tests.factories import PlayerFactory

pytestmark = pytest.mark.django_db


def record(key: str, age: dt.timedelta) -> IdempotencyRecord:
    return IdempotencyRecord.objects.create(
        player=PlayerFactory.create(),
        key=key,
        request_fingerprint="0" * 64,
        status_code=200,
        body={"game": {}},
        created_at=timezone.now() - age,
    )


def test_answers_older_than_a_day_are_purged_and_younger_ones_kept() -> None:
    record("old", dt.timedelta(hours=24, minutes=1))
    record("older", dt.timedelta(days=30))
    record("recent", dt.timedelta(hours=23, minutes=59))

    assert idempotency_records_purge.delay().get() == 2
    assert list(IdempotencyRecord.objects.values_list("key", flat=True)) == ["recent"]
    assert idempotency_records_purge.delay().get() == 0


def test_the_time_kept_is_a_setting(settings) -> None:  # type: ignore[no-untyped-def]
    settings.IDEMPOTENCY_KEY_TTL_SECONDS = 60
    record("two minutes", dt.timedelta(minutes=2))
    assert idempotency_records_purge.delay().get() == 1


def test_the_beat_runs_the_purge_every_hour() -> None:
    entries = [
        entry
        for entry in app.conf.beat_schedule.values()
        if entry["task"] == idempotency_records_purge.name
    ]
    assert len(entries) == 1
    assert entries[0]["schedule"].hour == set(range(24))
