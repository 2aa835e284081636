"""Staff view of the lobby: seeks and rematch offers (read only)."""

from __future__ import annotations

from django.contrib import admin

from games.admin import ReadOnlyAdmin, fixed_values_filter
from games.engine.rules import RULESETS

from .models import RematchOffer, Seek


@admin.register(Seek)
class SeekAdmin(ReadOnlyAdmin):
    list_display = (
        "created_at",
        "player",
        "ruleset",
        "target",
        "rated",
        "rating",
        "rating_min",
        "rating_max",
        "status",
        "game",
    )
    list_filter = ("status", ("ruleset", fixed_values_filter(RULESETS)), "rated")
    list_select_related = ("player",)
    search_fields = ("=id", "=player__id", "^player__display_name")
    ordering = ("-created_at",)
    fields = (
        "id",
        "player",
        "ruleset",
        "target",
        "rated",
        "rating",
        "rating_min",
        "rating_max",
        "status",
        "created_at",
        "expires_at",
        "game",
    )


@admin.register(RematchOffer)
class RematchOfferAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "game", "offered_by", "status", "rematch")
    list_filter = ("status",)
    ordering = ("-created_at",)
    fields = ("game", "offered_by", "status", "created_at", "expires_at", "rematch")
