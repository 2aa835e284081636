"""The project's background work (ginapi/celery.py): purging old Idempotency-Key answers."""

from __future__ import annotations

from celery import shared_task

from .services import idempotency_records_purge as purge


@shared_task(name="ginapi.tasks.idempotency_records_purge", acks_late=True)
def idempotency_records_purge() -> int:
    """Delete the Idempotency-Key answers past IDEMPOTENCY_KEY_TTL_SECONDS; idempotent.  How
    many were deleted."""
    return purge()
