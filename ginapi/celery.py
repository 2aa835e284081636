"""The Celery application: background work and the 00:00 UTC daily-deal schedule.

Configuration comes from Django settings under the ``CELERY_`` prefix (``CELERY_BROKER_URL``
from ``REDIS_URL``, ``CELERY_TIMEZONE = "UTC"``).  Run a worker and the scheduler with::

    celery -A ginapi worker -l info
    celery -A ginapi beat -l info

The beat entry only has to be roughly on time: the task is idempotent and backfills the last
week, and the first request that needs today's deal creates it if beat is late or down.
"""

from __future__ import annotations

import os
from typing import Any

from celery import Celery, signals
from celery.schedules import crontab

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ginapi.settings")

app = Celery("ginapi")
app.config_from_object("django.conf:settings", namespace="CELERY")
# Explicit rather than settings-driven so no configuration can move the schedule off UTC
# (docs/RULES.md 7: a new daily deal is due at 00:00 UTC).
app.conf.enable_utc = True
app.conf.timezone = "UTC"
app.autodiscover_tasks()

DAILY_DEAL_SCHEDULE_NAME = "daily-deal-create"

app.conf.beat_schedule = {
    DAILY_DEAL_SCHEDULE_NAME: {
        "task": "daily.tasks.daily_deal_create",
        "schedule": crontab(minute=0, hour=0),
        # A run that waited a whole day in the queue is superseded by the next one.
        "options": {"expires": 23 * 60 * 60},
    },
    # Friend games nobody joined within WAITING_GAME_EXPIRY_SECONDS are cancelled; until the
    # task runs, join already refuses them, so the hour only bounds how long they are listed.
    "games-expire-waiting": {
        "task": "games.tasks.games_expire_waiting",
        "schedule": crontab(minute=17),
        "options": {"expires": 60 * 60},
    },
    # Open seeks past SEEK_TTL_SECONDS lapse and their players hear it; pairing already
    # ignores them, so the period only bounds how late the notice comes.
    "lobby-seeks-lapse": {
        "task": "lobby.tasks.seeks_lapse",
        "schedule": 15.0,
        "options": {"expires": 15},
    },
    # Idempotency-Key answers are kept IDEMPOTENCY_KEY_TTL_SECONDS (a day), then purged.
    "idempotency-records-purge": {
        "task": "ginapi.tasks.idempotency_records_purge",
        "schedule": crontab(minute=23),
        "options": {"expires": 60 * 60},
    },
    # Finished games mined for puzzles, PUZZLE_MINE_BATCH a run; a run not started within
    # its period is superseded by the next.
    "puzzles-mine": {
        "task": "puzzles.tasks.puzzles_mine_task",
        "schedule": 300.0,
        "options": {"expires": 300},
    },
    # Rated games whose seat on turn let its clock run out end as that seat's loss.  The
    # entry keeps its first name: the database scheduler updates the stored entry of that
    # name to the task's new home (ratings) rather than keeping a second one for games'.
    "games-forfeit-abandoned": {
        "task": "ratings.tasks.ratings_forfeit_abandoned",
        "schedule": 300.0,
        "options": {"expires": 300},
    },
    # OAuth codes and tokens past their lifetime (django-oauth-toolkit's cleartokens).
    "oauth-tokens-clear": {
        "task": "oauth.tasks.oauth_tokens_clear",
        "schedule": crontab(minute=29),
        "options": {"expires": 60 * 60},
    },
}


# Each task's outcome is counted (ginapi_celery_tasks_total) in the process that ran it, and
# its log lines carry the X-Request-ID of the request that enqueued it.  apikit.metrics and
# ginapi.logs are imported when a task runs, once Django is set up.

REQUEST_ID_HEADER = "ginapi_request_id"


def _count_task(task: Any, outcome: str) -> None:
    from apikit.metrics import CELERY_TASKS

    CELERY_TASKS.labels(task=getattr(task, "name", None) or "unknown", outcome=outcome).inc()


@signals.task_success.connect
def _task_succeeded(sender: Any = None, **_kwargs: Any) -> None:
    _count_task(sender, "success")


@signals.task_failure.connect
def _task_failed(sender: Any = None, **_kwargs: Any) -> None:
    _count_task(sender, "failure")


@signals.task_retry.connect
def _task_retried(sender: Any = None, **_kwargs: Any) -> None:
    _count_task(sender, "retry")


@signals.before_task_publish.connect
def _send_request_id(headers: dict[str, Any] | None = None, **_kwargs: Any) -> None:
    from ginapi.logs import NO_REQUEST, request_id

    current = request_id.get()
    if headers is not None and current != NO_REQUEST:
        headers[REQUEST_ID_HEADER] = current


@signals.task_prerun.connect
def _receive_request_id(task: Any = None, **_kwargs: Any) -> None:
    from ginapi.logs import request_id

    sent = getattr(getattr(task, "request", None), REQUEST_ID_HEADER, None)
    if sent:
        request_id.set(str(sent))


@signals.task_postrun.connect
def _forget_request_id(task: Any = None, **_kwargs: Any) -> None:
    from ginapi.logs import NO_REQUEST, request_id

    # A worker thread runs task after task: the next one must not log this one's id.
    if getattr(getattr(task, "request", None), REQUEST_ID_HEADER, None):
        request_id.set(NO_REQUEST)
