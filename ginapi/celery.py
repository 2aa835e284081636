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

from celery import Celery
from celery.schedules import crontab

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ginapi.settings")

app = Celery("ginapi")
app.config_from_object("django.conf:settings", namespace="CELERY")
# Explicit rather than settings-driven so no configuration can move the schedule off UTC
# (RULES.md 7: a new daily deal is due at 00:00 UTC).
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
}
