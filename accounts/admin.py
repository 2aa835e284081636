"""Staff's pages of players and their devices' tokens."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from apikit.admin import LargeTablePaginator

from .models import Player, Token


class TokenInline(admin.TabularInline):
    """A player's devices: when each token was made and last used.  Never its digest: with
    the digest alone nobody can log in, but it is nobody's business either."""

    model = Token
    fields = ("label", "created_at", "last_used_at")
    readonly_fields = fields
    ordering = ("-created_at",)
    extra = 0
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    list_display = (
        "display_name",
        "username",
        "id",
        "created_at",
        "hands_won",
        "gins",
        "best_hand",
    )
    list_filter = ("created_at", ("username", admin.EmptyFieldListFilter))
    # A name's start (index player_name_prefix), a username or the exact id: "contains"
    # scans every row.
    search_fields = ("^display_name", "=username", "=id")
    search_help_text = _("The start of a display name, a username, or a player's id.")
    paginator = LargeTablePaginator
    show_full_result_count = False
    readonly_fields = ("id", "username", "created_at", "hands_won", "gins", "best_hand")
    fields = ("id", "display_name", "username", "created_at", "hands_won", "gins", "best_hand")
    inlines = (TokenInline,)
