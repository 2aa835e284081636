"""The lobby: seeks (a player waiting for an opponent) and rematch offers."""

from __future__ import annotations

import uuid

from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from accounts.models import Player
from games.models import Game

RATING_FLOOR = 0
RATING_CEILING = 4000


class Seek(models.Model):
    """A player's wish to play: a ruleset, a target, rated or casual, and the opponents'
    ratings it accepts.  Open until paired, withdrawn or lapsed (``expires_at``)."""

    class Status(models.TextChoices):
        OPEN = "open", _("open")
        PAIRED = "paired", _("paired")
        WITHDRAWN = "withdrawn", _("withdrawn")
        LAPSED = "lapsed", _("lapsed")

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    player = models.ForeignKey(
        Player, on_delete=models.CASCADE, related_name="seeks", verbose_name=_("player")
    )
    ruleset = models.CharField(_("ruleset"), max_length=32)
    target = models.PositiveIntegerField(_("target"))
    rated = models.BooleanField(_("rated"))
    rating = models.FloatField(_("rating"), help_text=_("The player's rating when it posted."))
    rating_min = models.PositiveIntegerField(_("lowest opponent rating"), default=RATING_FLOOR)
    rating_max = models.PositiveIntegerField(_("highest opponent rating"), default=RATING_CEILING)
    status = models.CharField(
        _("status"), max_length=16, choices=Status.choices, default=Status.OPEN
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now)
    expires_at = models.DateTimeField(_("lapses at"))
    paired_at = models.DateTimeField(
        _("paired at"),
        null=True,
        blank=True,
        help_text=_("When it was paired; a pair whose game was never made is undone later."),
    )
    game = models.ForeignKey(
        Game,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("game"),
    )

    class Meta:
        ordering = ("created_at", "id")
        verbose_name = _("seek")
        verbose_name_plural = _("seeks")
        indexes = [
            # Pairing and GET /seeks: the open seeks of a kind (or all), oldest first.
            models.Index(
                fields=["ruleset", "target", "rated", "created_at"],
                name="seek_open_kind",
                condition=Q(status="open"),
            ),
            models.Index(
                fields=["created_at"], name="seek_open_oldest", condition=Q(status="open")
            ),
            # The three-open-seeks limit and a player's own seeks.
            models.Index(fields=["player", "status"], name="seek_player"),
            # seeks_lapse: a pair whose game was never made (lobby.services, rare: an index of
            # next to no rows, where the table of every seek ever made would be read).
            models.Index(
                fields=["paired_at"],
                name="seek_paired_without_game",
                condition=Q(status="paired", game__isnull=True),
            ),
        ]
        constraints = [
            models.CheckConstraint(
                condition=Q(rating_min__lte=models.F("rating_max")), name="seek_range_ordered"
            ),
        ]

    def __str__(self) -> str:
        kind = _("rated") if self.rated else _("casual")
        return f"{self.ruleset} to {self.target}, {kind} ({self.status})"


class RematchOffer(models.Model):
    """One seat's offer to play a finished game again; the other seat's acceptance makes
    the new game (``rematch``).  At most one offer per game."""

    class Status(models.TextChoices):
        OPEN = "open", _("open")
        ACCEPTED = "accepted", _("accepted")
        WITHDRAWN = "withdrawn", _("withdrawn")
        DECLINED = "declined", _("declined")

    game = models.OneToOneField(
        Game, on_delete=models.CASCADE, primary_key=True, related_name="+", verbose_name=_("game")
    )
    offered_by = models.ForeignKey(
        Player, on_delete=models.CASCADE, related_name="+", verbose_name=_("offered by")
    )
    status = models.CharField(
        _("status"), max_length=16, choices=Status.choices, default=Status.OPEN
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now)
    expires_at = models.DateTimeField(_("lapses at"))
    rematch = models.ForeignKey(
        Game,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("new game"),
    )

    class Meta:
        verbose_name = _("rematch offer")
        verbose_name_plural = _("rematch offers")

    def __str__(self) -> str:
        return f"rematch of {str(self.game_id)[:8]} ({self.status})"
