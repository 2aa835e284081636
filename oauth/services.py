"""Writes of the oauth app: registering an app, a player's consent and its withdrawal."""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from urllib.parse import urlsplit

from django.db import transaction
from django.utils.translation import gettext as _
from oauth2_provider.generators import generate_client_secret

from accounts.models import Player
from apikit.errors import INVALID_INPUT, NOT_FOUND
from games.errors import REGISTRATION_REQUIRED
from oauth.errors import TOO_MANY_APPS
from oauth.models import AccessToken, App, Authorization
from oauth.redirects import redirect_uri_problem
from oauth.scopes import SCOPES
from oauth.signals import access_tokens_revoked

MAX_REDIRECT_URIS = 10
MAX_APPS_PER_PLAYER = 20


@transaction.atomic
def app_create(
    *, player: Player, name: str, redirect_uris: list[str], public: bool
) -> tuple[App, str | None]:
    """Register an app for ``player`` (registered players only).  Returns it and, for a
    confidential app, its secret: shown once, only its hash is kept."""
    if not player.registered:
        raise REGISTRATION_REQUIRED.error(
            _("Only a registered player (with a username) may register an app.")
        )
    problems = {
        f"redirect_uris.{index}": [problem]
        for index, uri in enumerate(redirect_uris)
        if (problem := redirect_uri_problem(uri)) is not None
    }
    if problems:
        raise INVALID_INPUT.error(_("A redirect URI is not allowed."), fields=problems)
    # Locks the player's row: two registrations at once cannot both pass the count.
    Player.objects.select_for_update().filter(pk=player.pk).first()
    if App.objects.filter(user=player).count() >= MAX_APPS_PER_PLAYER:
        raise TOO_MANY_APPS.error(count=MAX_APPS_PER_PLAYER)
    secret = None if public else generate_client_secret()
    app = App(
        user=player,
        name=name,
        redirect_uris=" ".join(dict.fromkeys(redirect_uris)),
        client_type=App.CLIENT_PUBLIC if public else App.CLIENT_CONFIDENTIAL,
        authorization_grant_type=App.GRANT_AUTHORIZATION_CODE,
        client_secret=secret or "",
        hash_client_secret=True,
    )
    app.save()
    return app, secret


def authorization_grant(*, player: Player, app: App, scopes: Iterable[str]) -> Authorization:
    """Record (or widen) ``player``'s consent to ``app`` for ``scopes``: one statement, so
    two consents at once make one row."""
    granted = [scope for scope in SCOPES if scope in set(scopes)]
    authorization, created = Authorization.objects.get_or_create(
        player=player, app=app, defaults={"scope": " ".join(granted)}
    )
    if not created:
        union = [scope for scope in SCOPES if scope in set(granted) | set(authorization.scopes)]
        if union != authorization.scopes:
            Authorization.objects.filter(pk=authorization.pk).update(scope=" ".join(union))
            authorization.scope = " ".join(union)
    return authorization


def authorization_withdraw(*, player: Player, authorization_id: uuid.UUID | str) -> None:
    """Withdraw ``player``'s consent: the authorization goes, and with it (CASCADE) every
    code and token of that app for that player, so the next request with one is a 401.
    Another player's authorization, or none, is a 404."""
    with transaction.atomic():
        token_ids = list(
            AccessToken.objects.filter(
                authorization_id=authorization_id, authorization__player=player
            ).values_list("pk", flat=True)
        )
        deleted, _by_model = Authorization.objects.filter(
            pk=authorization_id, player=player
        ).delete()
        if not deleted:
            raise NOT_FOUND.error()
        transaction.on_commit(
            lambda: access_tokens_revoked.send(
                sender=Authorization, player_id=player.pk, token_ids=token_ids
            )
        )


def app_origin_allowed(*, client_id: str, origin: str) -> bool:
    """Whether ``origin`` is the origin of one of the app's registered redirect URIs."""
    app = App.objects.filter(client_id=client_id[:255]).only("redirect_uris").first()
    if app is None:
        return False
    return any(_origin(uri) == origin for uri in app.redirect_uris.split())


def _origin(uri: str) -> str:
    parts = urlsplit(uri)
    return f"{parts.scheme}://{parts.netloc}"
