"""Reads of the oauth app."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

from django.db.models import QuerySet
from django.utils import timezone

from accounts.models import Player
from games.models import Game
from oauth.models import AccessToken, App, Authorization, GameApp, Grant, RefreshToken

LIST_LIMIT = 100


def game_app_id(game: Game) -> int | None:
    """The app ``game`` was created through (its token's), or None (a device token's)."""
    return GameApp.objects.filter(game=game).values_list("app_id", flat=True).first()


def app_list_for(*, player: Player) -> QuerySet[App]:
    return App.objects.filter(user=player).order_by("-created")[:LIST_LIMIT]


def app_summary(app: App) -> dict[str, Any]:
    return {
        "client_id": app.client_id,
        "name": app.name,
        "redirect_uris": app.redirect_uris.split(),
        "public": app.client_type == App.CLIENT_PUBLIC,
        "created_at": app.created,
    }


def authorization_list_for(*, player: Player) -> QuerySet[Authorization]:
    return (
        Authorization.objects.filter(player=player)
        .select_related("app")
        .order_by("-created_at")[:LIST_LIMIT]
    )


def authorization_summary(authorization: Authorization) -> dict[str, Any]:
    return {
        "id": str(authorization.pk),
        "app": {"name": authorization.app.name, "client_id": authorization.app.client_id},
        "scopes": authorization.scopes,
        "created_at": authorization.created_at,
        "last_used_at": authorization.last_used_at,
    }


def token_request_redeemable(*, client_id: str, data: Mapping[str, Any]) -> bool:
    """Whether a token or revocation request names a code, refresh token or token that is
    alive for the app ``client_id``: only such a request can succeed, so only such a request
    counts against the app's own budget (oauth.views.ClientThrottle).  One indexed lookup."""
    now = timezone.now()
    grant_type = data.get("grant_type")
    if grant_type == "authorization_code":
        code = data.get("code")
        return bool(code) and (
            Grant.objects.filter(
                code=code,
                application__client_id=client_id,
                used_at__isnull=True,
                expires__gt=now,
            ).exists()
        )
    secret = data.get("refresh_token") if grant_type == "refresh_token" else data.get("token")
    if not secret:
        return False
    checksum = hashlib.sha256(str(secret).encode()).hexdigest()
    if RefreshToken.objects.filter(
        token_checksum=checksum, application__client_id=client_id, revoked__isnull=True
    ).exists():
        return True
    return grant_type is None and (
        AccessToken.objects.filter(
            token_checksum=checksum, application__client_id=client_id, expires__gt=now
        ).exists()
    )
