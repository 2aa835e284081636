"""Staff manage every app through the toolkit's admin (registered for our swapped models by
oauth2_provider.admin, which runs first: it comes first in INSTALLED_APPS); here its searches
are pointed at a Player's username (the toolkit's would look for a User's email), and the
players' consents and the games made through each app are listed."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from oauth2_provider import admin as toolkit_admin

from apikit.admin import LargeTablePaginator
from games.admin import GameSectionInline, ReadOnlyAdmin, game_admin_inline, uuid_or_none
from oauth.models import AccessToken, App, Authorization, GameApp, Grant, IDToken, RefreshToken

PLAYER_SEARCH = ("application__client_id", "application__name", "=user__username")


class AppAdmin(toolkit_admin.ApplicationAdmin):
    search_fields = ("name", "=client_id", "=user__username")


class AccessTokenAdmin(toolkit_admin.AccessTokenAdmin):
    search_fields = PLAYER_SEARCH


class GrantAdmin(toolkit_admin.GrantAdmin):
    search_fields = PLAYER_SEARCH


class IDTokenAdmin(toolkit_admin.IDTokenAdmin):
    search_fields = PLAYER_SEARCH


class RefreshTokenAdmin(toolkit_admin.RefreshTokenAdmin):
    search_fields = PLAYER_SEARCH


for model, model_admin in (
    (App, AppAdmin),
    (AccessToken, AccessTokenAdmin),
    (Grant, GrantAdmin),
    (IDToken, IDTokenAdmin),
    (RefreshToken, RefreshTokenAdmin),
):
    if admin.site.is_registered(model):
        admin.site.unregister(model)
    admin.site.register(model, model_admin)


@admin.register(Authorization)
class AuthorizationAdmin(admin.ModelAdmin):
    list_display = ("app", "player", "scope", "created_at", "last_used_at")
    list_select_related = ("app", "player")
    raw_id_fields = ("player", "app")
    readonly_fields = ("created_at", "last_used_at")
    search_fields = ("=app__client_id", "^app__name")

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(GameApp)
class GameAppAdmin(ReadOnlyAdmin):
    """Which app each game was created through (docs/API.md "Third-party apps"): a game's id
    finds its app; an app's client id, the games made through it."""

    list_display = ("game", "app")
    list_select_related = ("app",)
    search_fields = ("=app__client_id",)
    search_help_text = "A game's id, or an app's client id."
    paginator = LargeTablePaginator
    show_full_result_count = False
    fields = ("game", "app")

    def get_search_results(
        self, request: HttpRequest, queryset: QuerySet[GameApp], search_term: str
    ) -> tuple[QuerySet[GameApp], bool]:
        game_id = uuid_or_none(search_term)
        if game_id is not None:
            return queryset.filter(game_id=game_id), False
        return super().get_search_results(request, queryset, search_term)


@game_admin_inline
class GameAppInline(GameSectionInline):
    model = GameApp
    fields = ("app",)
