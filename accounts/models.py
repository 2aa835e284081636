"""Players and their devices' bearer tokens (docs/API.md "Accounts that outlive a device").

Moved here from the games app with their tables: ``Meta.db_table`` keeps the names they were
created under (``games_player``, ``games_token``), so the move changed no row, column or index.
"""

from __future__ import annotations

import hashlib
import uuid

from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

USERNAME_MAX_LENGTH = 40
USERNAME_KEY_MAX_LENGTH = 3 * USERNAME_MAX_LENGTH
"""Case folding may lengthen a name (ß folds to ss, and some letters to three)."""
TOKEN_LABEL_MAX_LENGTH = 100


def hash_token(token: str) -> str:
    """The sha256 hex digest stored in place of a bearer token."""
    return hashlib.sha256(token.encode()).hexdigest()


class Player(models.Model):
    """A player: a guest until it sets a username and password (docs/API.md "Accounts that
    outlive a device"); either way each of its devices holds a bearer :class:`Token`."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    display_name = models.CharField(_("display name"), max_length=40)
    # NULL, not "", for a guest: the case-insensitive unique index then ignores guests.
    username = models.CharField(  # noqa: DJ001
        _("username"), max_length=USERNAME_MAX_LENGTH, null=True, blank=True, editable=False
    )
    # accounts.names.username_key(username): what the uniqueness and the login's lookup
    # compare (NULL for a guest).  Unique: also the index of that lookup.
    username_key = models.CharField(
        _("username key"),
        max_length=USERNAME_KEY_MAX_LENGTH,
        null=True,
        blank=True,
        unique=True,
        editable=False,
    )
    # Django's password hash ("algorithm$iterations$salt$hash"); empty for a guest.
    password = models.CharField(
        _("password"), max_length=128, blank=True, default="", editable=False
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now, editable=False)
    # Running totals kept by game_move as hands end, so the profile is one row read rather
    # than a replay of every game the player ever played.
    hands_won = models.PositiveIntegerField(_("hands won"), default=0)
    gins = models.PositiveIntegerField(
        _("gins"), default=0, help_text=_("Gin and big gin hands won.")
    )
    best_hand = models.PositiveIntegerField(
        _("best hand"), null=True, blank=True, help_text=_("Most points won in one hand.")
    )

    class Meta:
        db_table = "games_player"
        ordering = ("-created_at",)
        verbose_name = _("player")
        verbose_name_plural = _("players")

    def __str__(self) -> str:
        return f"{self.display_name} ({str(self.id)[:8]})"

    @property
    def registered(self) -> bool:
        return self.username is not None

    # DRF and Django permission checks ask these of request.user.
    @property
    def is_authenticated(self) -> bool:
        return True

    @property
    def is_anonymous(self) -> bool:
        return False


class Token(models.Model):
    """One device's bearer token: a guest's first, or one per login (POST /sessions)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    player = models.ForeignKey(
        Player, on_delete=models.CASCADE, related_name="tokens", verbose_name=_("player")
    )
    # Only the digest is kept, so a leaked database does not leak sessions.  Unique: the
    # index of the lookup made by every authenticated request.
    digest = models.CharField(max_length=64, unique=True, editable=False)
    label = models.CharField(
        _("label"),
        max_length=TOKEN_LABEL_MAX_LENGTH,
        blank=True,
        help_text=_("The device's User-Agent when the token was made, shortened."),
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now, editable=False)
    last_used_at = models.DateTimeField(
        _("last used at"),
        default=timezone.now,
        help_text=_("To within a few minutes: it is not written on every request."),
    )

    class Meta:
        db_table = "games_token"
        verbose_name = _("token")
        verbose_name_plural = _("tokens")

    def __str__(self) -> str:
        return f"{self.label or _('token')} ({str(self.id)[:8]})"
