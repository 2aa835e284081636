"""The project's own state: plumbing every app's requests share, not the game."""

from __future__ import annotations

from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from accounts.models import Player


class IdempotencyRecord(models.Model):
    """The first successful response to a request sent with an ``Idempotency-Key`` header
    (:mod:`apikit.idempotency`)."""

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="+")
    key = models.CharField(max_length=255)
    request_fingerprint = models.CharField(
        max_length=64, help_text=_("sha256 of method, path and canonical JSON body.")
    )
    status_code = models.PositiveSmallIntegerField()
    body = models.JSONField()
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        # The table the games app made for it, kept when the model moved here.
        db_table = "games_idempotencyrecord"
        constraints = [
            # Also the index of the lookup made before every keyed request.
            models.UniqueConstraint(fields=["player", "key"], name="idempotency_unique_key"),
        ]
        indexes = [
            # idempotency_records_purge: the records made before a cut-off.
            models.Index(fields=["created_at"], name="idempotency_created"),
        ]

    def __str__(self) -> str:
        return f"{self.key} ({self.status_code})"
