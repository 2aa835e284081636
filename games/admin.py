"""Staff audit of players and games.

Game and move history is read-only here: a game page shows the seed, every move with both
hands after it (replayed through the engine), each hand's result, and whether the replay
ends exactly where the stored snapshot does.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from . import selectors
from .models import Game, Move, Player, Token


class ReadOnlyAdmin(admin.ModelAdmin):
    """History is what happened: staff look, nobody edits."""

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


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
    search_fields = ("display_name", "username", "=id")
    date_hierarchy = "created_at"
    readonly_fields = ("id", "username", "created_at", "hands_won", "gins", "best_hand")
    fields = ("id", "display_name", "username", "created_at", "hands_won", "gins", "best_hand")
    inlines = (TokenInline,)


@admin.register(Game)
class GameAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "ruleset_name",
        "opponent_kind",
        "ai_level",
        "status",
        "player0",
        "player1",
        "version",
        "created_at",
    )
    list_filter = ("status", "ruleset_name", "opponent_kind", "ai_level", "created_at")
    list_select_related = ("player0", "player1")
    search_fields = ("=id", "player0__display_name", "player1__display_name", "=invite_code")
    date_hierarchy = "created_at"
    ordering = ("-created_at",)
    actions = ("check_replay",)
    change_form_template = "admin/games/game/change_form.html"
    fields = (
        "id",
        "status",
        "ruleset_name",
        "rules",
        "opponent_kind",
        "ai_level",
        "player0",
        "player1",
        "invite_code",
        "version",
        "winner_seat",
        "seed",
        "first_hand_seed",
        "created_at",
        "updated_at",
        "finished_at",
    )

    def change_view(
        self,
        request: HttpRequest,
        object_id: str,
        form_url: str = "",
        extra_context: dict[str, Any] | None = None,
    ) -> HttpResponse:
        game = self.get_object(request, object_id)
        context = dict(extra_context or {})
        if game is not None:
            context["audit"] = selectors.game_audit(game)
        return super().change_view(request, object_id, form_url, extra_context=context)

    @admin.action(description=_("Replay selected games and compare with their snapshots"))
    def check_replay(self, request: HttpRequest, queryset: QuerySet[Game]) -> None:
        failing = selectors.games_failing_replay(queryset)
        if failing:
            self.message_user(
                request,
                ngettext(
                    "%(count)d game does not replay to its stored snapshot: %(ids)s",
                    "%(count)d games do not replay to their stored snapshots: %(ids)s",
                    len(failing),
                )
                % {"count": len(failing), "ids": ", ".join(str(game.pk) for game in failing)},
                messages.ERROR,
            )
        else:
            self.message_user(
                request,
                ngettext(
                    "%(count)d game replayed: it matches its snapshot.",
                    "%(count)d games replayed: every one matches its snapshot.",
                    queryset.count(),
                )
                % {"count": queryset.count()},
                messages.SUCCESS,
            )


@admin.register(Move)
class MoveAdmin(ReadOnlyAdmin):
    list_display = ("game", "version", "seat", "action", "payload", "created_at")
    list_filter = ("action", "seat", "created_at")
    list_select_related = ("game",)
    search_fields = ("=game__id",)
    ordering = ("-created_at", "game", "version")
