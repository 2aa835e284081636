"""The upkeep of the project's own state (:mod:`ginapi.models`)."""

from __future__ import annotations

import datetime as dt

from django.conf import settings
from django.utils import timezone

from .models import IdempotencyRecord


def idempotency_records_purge(*, now: dt.datetime | None = None) -> int:
    """Forget the Idempotency-Key answers older than IDEMPOTENCY_KEY_TTL_SECONDS (a retry
    comes within seconds or minutes; a day is ample, and each record holds a whole
    response).  One DELETE on the created_at index; how many went."""
    cutoff = (now or timezone.now()) - dt.timedelta(seconds=settings.IDEMPOTENCY_KEY_TTL_SECONDS)
    deleted, _by_model = IdempotencyRecord.objects.filter(created_at__lt=cutoff).delete()
    return deleted
