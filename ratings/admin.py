"""Staff tools for ratings: every player's ratings and rating history (read only), and the
recompute (also ``manage.py ratings_recompute``) after a correction."""

from __future__ import annotations

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from apikit.admin import LargeTablePaginator
from games.admin import (
    GameSectionInline,
    ReadOnlyAdmin,
    fixed_values_filter,
    game_admin_inline,
    uuid_or_none,
)
from games.engine.rules import RULESETS

from .models import GameRating, PlayerRating, RatingHistory
from .services import ratings_recompute


@admin.register(PlayerRating)
class PlayerRatingAdmin(ReadOnlyAdmin):
    list_display = ("player", "ruleset", "rating", "rd", "volatility", "games", "provisional")
    list_filter = (("ruleset", fixed_values_filter(RULESETS)),)
    list_select_related = ("player",)
    search_fields = ("=player__id", "^player__display_name")
    ordering = ("ruleset", "-rating")
    paginator = LargeTablePaginator
    show_full_result_count = False
    fields = ("player", "ruleset", "rating", "rd", "volatility", "games", "updated_at")
    actions = ("recompute",)

    @admin.display(boolean=True, description="provisional")
    def provisional(self, obj: PlayerRating) -> bool:
        return obj.provisional

    def has_recompute_permission(self, request: HttpRequest) -> bool:
        return bool(getattr(request.user, "is_superuser", False))

    @admin.action(
        description="Recompute every rating from the rated games", permissions=["recompute"]
    )
    def recompute(self, request: HttpRequest, queryset: QuerySet[PlayerRating]) -> None:
        replayed, differed = ratings_recompute()
        self.message_user(
            request,
            f"Replayed {replayed} rated games; {differed} ratings differed from the stored ones.",
            messages.SUCCESS,
        )


@admin.register(RatingHistory)
class RatingHistoryAdmin(ReadOnlyAdmin):
    list_display = ("at", "player", "ruleset", "rating", "rd", "game")
    list_filter = (("ruleset", fixed_values_filter(RULESETS)),)
    list_select_related = ("player",)
    search_fields = ("=player__id",)
    search_help_text = "A player's id: that player's rating history."
    ordering = ("-at",)
    paginator = LargeTablePaginator
    show_full_result_count = False
    fields = ("player", "ruleset", "game", "at", "rating", "rd", "volatility")


@admin.register(GameRating)
class GameRatingAdmin(ReadOnlyAdmin):
    """The games that asked to be rated, as staff audit them: counted, unrated and why, and
    the change each made (the game itself is in the games admin)."""

    list_display = ("game", "rated", "unrated_reason")
    list_filter = ("rated", "unrated_reason")
    search_help_text = "A game's id."
    ordering = ("-game__created_at",)
    paginator = LargeTablePaginator
    show_full_result_count = False
    fields = ("game", "rated", "unrated_reason", "rating_change")
    search_fields = ("game",)  # shows the box; the search itself is below

    def get_search_results(
        self, request: HttpRequest, queryset: QuerySet[GameRating], search_term: str
    ) -> tuple[QuerySet[GameRating], bool]:
        if not search_term.strip():
            return queryset, False
        game_id = uuid_or_none(search_term)
        return (queryset.none() if game_id is None else queryset.filter(game_id=game_id)), False


@game_admin_inline
class GameRatingInline(GameSectionInline):
    model = GameRating
    fields = ("rated", "unrated_reason", "rating_change")
