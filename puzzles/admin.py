"""Staff view of puzzles: each with its themes, rating, attempts and answer, where it came
from, and a switch (and an action) to retire one so it is never served again."""

from __future__ import annotations

from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from .models import MinedGame, Puzzle, PuzzleAttempt, PuzzlePlayer
from .services import puzzle_retire


class PuzzleAttemptInline(admin.TabularInline):
    model = PuzzleAttempt
    extra = 0
    can_delete = False
    max_num = 0
    fields = ("player", "action", "correct", "mode", "rating_before", "rating_after", "created_at")
    readonly_fields = fields
    ordering = ("-created_at",)

    def get_queryset(self, request: HttpRequest) -> QuerySet[PuzzleAttempt]:
        return super().get_queryset(request).select_related("player")


@admin.register(Puzzle)
class PuzzleAdmin(admin.ModelAdmin):
    list_display = ("id", "ruleset", "themes", "rating", "rd", "attempts", "solved", "retired")
    list_filter = ("retired", "ruleset")
    list_editable = ("retired",)
    search_fields = ("id",)
    ordering = ("-created_at",)
    actions = ("retire", "restore")
    inlines = (PuzzleAttemptInline,)
    readonly_fields = (
        "id",
        "ruleset",
        "themes",
        "position",
        "solution",
        "values",
        "margin",
        "rating",
        "rd",
        "volatility",
        "attempts",
        "solved",
        "created_at",
        "source_game",
        "source_hand",
        "source_version",
        "source_seat",
    )
    fields = ("retired", *readonly_fields)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # puzzles are mined, never typed in

    def save_model(self, request: HttpRequest, obj: Puzzle, form: Any, change: bool) -> None:
        """Only the switch staff may change: a whole save would write back the counters and
        the rating as read when the form was, losing the attempts made in between."""
        puzzle_retire(puzzle_ids=[obj.pk], retired=obj.retired)

    @admin.action(description="Retire the selected puzzles (never served again)")
    def retire(self, request: HttpRequest, queryset: QuerySet[Puzzle]) -> None:
        count = puzzle_retire(puzzle_ids=queryset.values_list("pk", flat=True))
        self.message_user(request, f"{count} puzzles retired.", messages.SUCCESS)

    @admin.action(description="Serve the selected puzzles again")
    def restore(self, request: HttpRequest, queryset: QuerySet[Puzzle]) -> None:
        count = puzzle_retire(puzzle_ids=queryset.values_list("pk", flat=True), retired=False)
        self.message_user(request, f"{count} puzzles served again.", messages.SUCCESS)


@admin.register(PuzzlePlayer)
class PuzzlePlayerAdmin(admin.ModelAdmin):
    list_display = ("player", "rating", "rd", "rated_attempts", "streak", "best_streak")
    readonly_fields = list_display
    raw_id_fields = ("player", "streak_puzzle")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        # Shown, never saved: a save would write back the rating and the counters as read
        # when the form was, losing the attempts made in between (they change by attempts).
        return False


@admin.register(MinedGame)
class MinedGameAdmin(admin.ModelAdmin):
    list_display = (
        "game",
        "hands",
        "complete",
        "decisions",
        "puzzles",
        "cpu_seconds",
        "mined_at",
        "error",
    )
    readonly_fields = list_display

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False
