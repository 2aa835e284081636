"""Third-party apps and what players allowed them (docs/API.md "Third-party apps").

django-oauth-toolkit's models, swapped for ours (``OAUTH2_PROVIDER_*_MODEL`` in settings) so
that the resource owner is a :class:`games.models.Player` rather than Django's ``User`` (which
only staff have).  The toolkit's code names the owner ``user``; the field keeps that name and
points at Player.  Tokens are kept only as their sha256 digest (``token_checksum``,
COMPLIANT_BCP_RFC9700_TOKEN_STORAGE), like a device's bearer token.
"""

from __future__ import annotations

import uuid
from typing import Any

from django.core.exceptions import ValidationError
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from oauth2_provider.models import (
    AbstractAccessToken,
    AbstractApplication,
    AbstractGrant,
    AbstractIDToken,
    AbstractRefreshToken,
)

from accounts.models import Player
from accounts.names import display_name_validate
from games.models import Game
from oauth.redirects import redirect_uri_problem

ACCESS_TOKEN_PREFIX = "oat."
"""Every OAuth access token starts with this, and no device token can (a device token is
base64url: never a '.'), so a bearer token names its table and costs one lookup."""
REFRESH_TOKEN_PREFIX = "ort."
APP_NAME_MAX_LENGTH = 60


class App(AbstractApplication):
    """A third-party app: registered by a player (POST /api/v1/apps) or by staff."""

    user: models.ForeignKey[Player | None, Player | None] = models.ForeignKey(
        Player,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("owner"),
        help_text=_("The player who registered it; empty for an app made by staff."),
    )

    class Meta(AbstractApplication.Meta):
        verbose_name = _("app")
        verbose_name_plural = _("apps")
        ordering = ("-created",)

    def clean(self) -> None:
        """The toolkit's checks, and ours: https, or http on a loopback host only (the admin
        too, not only POST /api/v1/apps)."""
        super().clean()
        name: str = str(getattr(self, "name", ""))
        if name:
            try:
                self.name = display_name_validate(name, max_length=APP_NAME_MAX_LENGTH)
            except ValidationError as error:
                raise ValidationError({"name": error.messages}) from None
        for uri in self.redirect_uris.split():
            problem = redirect_uri_problem(uri)
            if problem is not None:
                raise ValidationError({"redirect_uris": [problem]})

    def redirect_uri_allowed(self, uri: str) -> bool:
        """Exactly one of the registered URIs, character for character (no prefix match, no
        port freedom for loopback): the only defence against a stolen code's redirect.  A
        URI registered before the rule of oauth.redirects tightened and now outside it no
        longer matches."""
        return uri in self.redirect_uris.split() and redirect_uri_problem(uri) is None


class Authorization(models.Model):
    """A player's consent to an app: what the player sees in its list and withdraws.

    Every grant and token of that app for that player hangs from it (CASCADE), so deleting
    it is what makes each of them stop working at once.
    """

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    player = models.ForeignKey(
        Player, on_delete=models.CASCADE, related_name="oauth_authorizations"
    )
    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="authorizations")
    scope = models.TextField(_("scope"), blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now, editable=False)
    last_used_at = models.DateTimeField(_("last used at"), null=True, blank=True)

    class Meta:
        verbose_name = _("authorization")
        verbose_name_plural = _("authorizations")
        ordering = ("-created_at",)
        constraints = [
            # One per player and app; also the index of the consent's update_or_create.
            models.UniqueConstraint(fields=("player", "app"), name="oauth_authorization_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.app} for {self.player}"

    @property
    def scopes(self) -> list[str]:
        return self.scope.split()


class Grant(AbstractGrant):
    """An authorization code.  Kept once used (``used_at``) rather than deleted, so that a
    second use is recognised and the tokens issued from it revoked (RFC 6749 4.1.2)."""

    user: models.ForeignKey[Player, Player] = models.ForeignKey(
        Player, on_delete=models.CASCADE, related_name="+", verbose_name=_("player")
    )
    authorization: models.ForeignKey[Authorization | None, Authorization | None] = (
        models.ForeignKey(Authorization, on_delete=models.CASCADE, null=True, related_name="+")
    )
    used_at: models.DateTimeField[Any, Any] = models.DateTimeField(
        _("used at"), null=True, blank=True
    )
    token_family: models.UUIDField[Any, Any] = models.UUIDField(
        null=True, blank=True, editable=False
    )

    class Meta(AbstractGrant.Meta):
        verbose_name = _("authorization code")
        verbose_name_plural = _("authorization codes")


class AccessToken(AbstractAccessToken):
    user: models.ForeignKey[Player | None, Player | None] = models.ForeignKey(
        Player, on_delete=models.CASCADE, null=True, blank=True, related_name="+"
    )
    authorization: models.ForeignKey[Authorization | None, Authorization | None] = (
        models.ForeignKey(Authorization, on_delete=models.CASCADE, null=True, related_name="+")
    )

    class Meta(AbstractAccessToken.Meta):
        verbose_name = _("access token")
        verbose_name_plural = _("access tokens")


class RefreshToken(AbstractRefreshToken):
    user: models.ForeignKey[Player, Player] = models.ForeignKey(
        Player, on_delete=models.CASCADE, related_name="+"
    )
    authorization: models.ForeignKey[Authorization | None, Authorization | None] = (
        models.ForeignKey(Authorization, on_delete=models.CASCADE, null=True, related_name="+")
    )

    class Meta(AbstractRefreshToken.Meta):
        verbose_name = _("refresh token")
        verbose_name_plural = _("refresh tokens")


class IDToken(AbstractIDToken):
    """Unused (no OpenID Connect); swapped only because the access token points at it."""

    user: models.ForeignKey[Player | None, Player | None] = models.ForeignKey(
        Player, on_delete=models.CASCADE, null=True, blank=True, related_name="+"
    )

    class Meta(AbstractIDToken.Meta):
        verbose_name = _("ID token")


class GameApp(models.Model):
    """The app a game was created through (an OAuth access token's): shown to staff in the
    admin, as docs/API.md "Third-party apps" says.  A game made with a device token has no
    row; an app's rows go when the app is deleted."""

    game = models.OneToOneField(
        Game,
        on_delete=models.CASCADE,
        primary_key=True,
        related_name="+",
        verbose_name=_("game"),
    )
    app = models.ForeignKey(
        App,
        on_delete=models.CASCADE,
        related_name="+",
        verbose_name=_("created through app"),
    )

    class Meta:
        verbose_name = _("game made through an app")
        verbose_name_plural = _("games made through apps")

    def __str__(self) -> str:
        # Shown under the game (its admin page): the app's name says what the id did not.
        return str(self.app)
