"""Staff manage every app through the toolkit's admin (registered for our swapped models by
oauth2_provider.admin); the players' consents are listed here."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from oauth.models import Authorization


@admin.register(Authorization)
class AuthorizationAdmin(admin.ModelAdmin):
    list_display = ("app", "player", "scope", "created_at", "last_used_at")
    list_select_related = ("app", "player")
    raw_id_fields = ("player", "app")
    readonly_fields = ("created_at", "last_used_at")
    search_fields = ("=app__client_id", "^app__name")

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False
