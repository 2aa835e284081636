"""A review of one seat's decisions in one ended hand of a game, computed once by a worker."""

from __future__ import annotations

from django.db import models
from django.utils import timezone


class HandReview(models.Model):
    """The master's review of ``seat``'s decisions in hand ``hand`` of ``game``.

    ``status`` is ``pending`` until a worker stores ``result`` (the engine's
    :meth:`~games.engine.ai.review.HandReview.to_dict`) and sets it ``done``.  ``queued_at`` is
    when a request last enqueued the job, ``claimed_at`` when a worker claimed it: both written
    with compare-and-swap, so a job is enqueued and computed once however many ask.
    """

    class Status(models.TextChoices):
        PENDING = "pending"
        DONE = "done"

    game = models.ForeignKey(
        "games.Game", on_delete=models.CASCADE, related_name="+", db_index=False
    )
    hand = models.PositiveSmallIntegerField(help_text="The hand number, from 1.")
    seat = models.PositiveSmallIntegerField(help_text="The reviewed seat (0 or 1).")
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.PENDING)
    result = models.JSONField(null=True, blank=True)
    queued_at = models.DateTimeField(null=True, blank=True)
    claimed_at = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    # Who asked first and from where: the pending caps count them (reviews/services.py).
    requested_by = models.ForeignKey(
        "accounts.Player",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        db_index=False,
    )
    address = models.GenericIPAddressField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    computed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            # One review per seat and hand; also the index of every lookup (game, hand, seat).
            models.UniqueConstraint(
                fields=("game", "hand", "seat"), name="hand_review_unique_seat_hand"
            )
        ]
        indexes = [
            # The pending caps: a player's, an address's and everybody's pending reviews.
            models.Index(
                fields=("requested_by",),
                name="hand_review_pending_player",
                condition=models.Q(status="pending"),
            ),
            models.Index(
                fields=("address",),
                name="hand_review_pending_address",
                condition=models.Q(status="pending"),
            ),
        ]

    def __str__(self) -> str:
        return f"review of {self.game_id} hand {self.hand} seat {self.seat} ({self.status})"
