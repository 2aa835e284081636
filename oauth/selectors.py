"""Reads of the oauth app."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet

from games.models import Player
from oauth.models import App, Authorization

LIST_LIMIT = 100


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
