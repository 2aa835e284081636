"""Each kind of background work has a Celery queue of its own (ginapi/settings.py), and
``make serve`` runs a worker on each (Procfile)."""

from __future__ import annotations

import pytest

from ginapi.celery import app
from ginapi.procfile import PROCFILE, read_procfile


def _queue(task: str) -> str:
    route = app.amqp.router.route({}, task)
    return str(route["queue"].name)


@pytest.mark.parametrize(
    ("task", "queue"),
    [
        ("reviews.tasks.review_compute", "reviews"),
        ("puzzles.tasks.puzzles_mine_task", "reviews"),
        ("daily.tasks.daily_deal_create", "daily"),
        ("daily.tasks.daily_par_compute", "daily"),
        ("lobby.tasks.seeks_lapse", "housekeeping"),
        ("games.tasks.games_expire_waiting", "housekeeping"),
        ("ginapi.tasks.idempotency_records_purge", "housekeeping"),
    ],
)
def test_each_task_goes_to_the_queue_of_its_kind(task: str, queue: str) -> None:
    assert _queue(task) == queue


def test_every_scheduled_task_has_a_queue_that_a_served_worker_consumes() -> None:
    procfile = read_procfile()
    served = {
        name for name in ("reviews", "daily", "housekeeping") if f"-Q {name} " in procfile[name]
    }
    for entry in app.conf.beat_schedule.values():
        assert _queue(entry["task"]) in served


def test_make_serve_runs_the_web_and_a_worker_per_queue_but_not_beat() -> None:
    makefile = (PROCFILE.parent / "Makefile").read_text()
    assert "web reviews daily housekeeping" in makefile
    assert set(read_procfile()) == {"web", "reviews", "daily", "housekeeping", "beat"}
