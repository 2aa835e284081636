"""The daily-deal task through a real Redis broker to a real Celery worker."""

from __future__ import annotations

import datetime as dt
import os
import uuid
from collections.abc import Iterator

import pytest
import redis
from celery import Celery
from celery.contrib.testing.worker import start_worker
from celery.signals import task_postrun
from django.conf import settings
from django.db import connections

from daily.models import DailyDeal

BROKER_URL = os.environ.get("CELERY_TEST_BROKER_URL", "redis://127.0.0.1:6379/14")


def redis_is_up() -> bool:
    try:
        return bool(redis.Redis.from_url(BROKER_URL, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


pytestmark = [
    pytest.mark.skipif(not redis_is_up(), reason=f"no Redis at {BROKER_URL}"),
    pytest.mark.slow,
]


@pytest.fixture
def worker_app(transactional_db: None) -> Iterator[Celery]:
    """The project's Celery configuration on Redis, with a worker thread on a private queue.

    The queue name is unique per test run so parallel runs sharing the Redis cannot steal each
    other's tasks (a worker of another run would write to another test database).
    """
    queue = f"ginapi-test-{uuid.uuid4().hex}"
    app = Celery("ginapi-test")
    project = {
        name.removeprefix("CELERY_").lower(): getattr(settings, name)
        for name in dir(settings)
        if name.startswith("CELERY_")
    }
    app.conf.update(
        project,
        broker_url=BROKER_URL,
        result_backend=BROKER_URL,
        task_always_eager=False,
        task_default_queue=queue,
        task_routes={},  # every task to this run's private queue, not to its lane's
        result_expires=300,
    )
    import daily.tasks  # noqa: F401  (binds the shared task to this app)

    assert app.connection_for_write().transport_cls == "redis"

    def close_worker_connections(**_kwargs: object) -> None:
        # The worker thread's connection would outlive the test and block the test database's
        # teardown (CONN_MAX_AGE keeps it open).
        connections.close_all()

    task_postrun.connect(close_worker_connections, weak=False)
    try:
        with start_worker(
            app,
            pool="solo",
            concurrency=1,
            queues=[queue],
            perform_ping_check=False,
            shutdown_timeout=30,
        ):
            yield app
    finally:
        task_postrun.disconnect(close_worker_connections)


def test_the_worker_makes_the_requested_date_and_the_week_before(worker_app: Celery) -> None:
    result = worker_app.send_task("daily.tasks.daily_deal_create", kwargs={"date": "2025-03-09"})
    assert type(result.backend).__name__ == "RedisBackend"
    dates = result.get(timeout=30)
    expected = [dt.date(2025, 3, 9) - dt.timedelta(days=n) for n in range(6, -1, -1)]
    assert dates == [day.isoformat() for day in expected]
    assert list(DailyDeal.objects.order_by("date").values_list("date", flat=True)) == expected


def test_sending_it_twice_leaves_one_row_per_date(worker_app: Celery) -> None:
    first = worker_app.send_task("daily.tasks.daily_deal_create", kwargs={"date": "2025-03-09"})
    second = worker_app.send_task("daily.tasks.daily_deal_create", kwargs={"date": "2025-03-09"})
    assert first.get(timeout=30) == second.get(timeout=30)
    assert DailyDeal.objects.count() == 7
    assert DailyDeal.objects.filter(date=dt.date(2025, 3, 9)).count() == 1
