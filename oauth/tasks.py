"""The oauth app's background work (hourly, ginapi/celery.py): purging what has expired."""

from __future__ import annotations

from celery import shared_task
from django.core import management


@shared_task(name="oauth.tasks.oauth_tokens_clear", acks_late=True)
def oauth_tokens_clear() -> None:
    """django-oauth-toolkit's ``cleartokens``: expired codes (used or not), expired access
    tokens without a live refresh token, and refresh tokens revoked longer ago than their
    lifetime (kept until then: a rotated one used again revokes its family).  Idempotent."""
    management.call_command("cleartokens")
