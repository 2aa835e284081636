"""Staff view of Daily Gin: each date's deal (cards included) and who played it, with results.

Deals are made by the scheduled task, the first request of the day or ``manage.py
daily_deal_create``, never typed in here, and never deleted (scores point at them).
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import Count, Q, QuerySet
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html, format_html_join

from .models import DailyAttempt, DailyDeal


class DailyAttemptInline(admin.TabularInline):
    model = DailyAttempt
    extra = 0
    can_delete = False
    fields = (
        "player",
        "game_link",
        "scored",
        "game_status",
        "first_hand_score",
        "created_at",
        "created_from",
    )
    readonly_fields = fields
    ordering = ("-scored", "created_at")

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def get_queryset(self, request: HttpRequest) -> QuerySet[DailyAttempt]:
        return super().get_queryset(request).select_related("player", "game")

    @admin.display(description="game")
    def game_link(self, attempt: DailyAttempt) -> str:
        url = reverse("admin:games_game_change", args=[attempt.game_id])
        return format_html('<a href="{}">{}</a>', url, str(attempt.game_id)[:8])

    @admin.display(description="status")
    def game_status(self, attempt: DailyAttempt) -> str:
        return attempt.game.status

    @admin.display(description="first hand score")
    def first_hand_score(self, attempt: DailyAttempt) -> Any:
        # The leaderboard's reverse relation: the daily app never imports the board.
        score = attempt.game.scores.filter(hand_number=1).first()  # type: ignore[attr-defined]
        if score is None:
            return "-"
        return f"{score.points} (hidden)" if score.hidden else score.points


@admin.register(DailyDeal)
class DailyDealAdmin(admin.ModelAdmin):
    list_display = (
        "date",
        "ruleset_name",
        "players",
        "practice_games",
        "par_score",
        "par_proven",
        "created_at",
    )
    date_hierarchy = "date"
    ordering = ("-date",)
    fields = (
        "date",
        "ruleset_name",
        "created_at",
        "seed",
        "first_hand",
        "deck_codes",
        "par_score",
        "par_proven",
        "par_source",
        "par_game",
        "par_line_text",
        "par_nodes",
        "par_computed_at",
    )
    readonly_fields = fields
    inlines = [DailyAttemptInline]

    def get_queryset(self, request: HttpRequest) -> QuerySet[DailyDeal]:
        return (
            super()
            .get_queryset(request)
            .annotate(
                scored_count=Count("attempts", filter=Q(attempts__scored=True)),
                practice_count=Count("attempts", filter=Q(attempts__scored=False)),
            )
        )

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    @admin.display(description="players", ordering="scored_count")
    def players(self, deal: Any) -> int:
        return deal.scored_count

    @admin.display(description="practice games", ordering="practice_count")
    def practice_games(self, deal: Any) -> int:
        return deal.practice_count

    @admin.display(description="deck (dealt order)")
    def deck_codes(self, deal: DailyDeal) -> str:
        return " ".join(deal.deck)

    @admin.display(description="par line")
    def par_line_text(self, deal: DailyDeal) -> str:
        steps = [
            " ".join(str(part) for part in (step["action"], step.get("card")) if part)
            + (f" melds {step['melds']}" if step.get("melds") else "")
            for step in deal.par_line or []
        ]
        return ", ".join(steps) or "-"

    @admin.display(description="first hand")
    def first_hand(self, deal: DailyDeal) -> str:
        hand = deal.first_hand()
        rows = [
            ("dealer", hand["dealer"]),
            ("player (seat 0)", " ".join(hand["player_cards"])),
            ("AI (seat 1)", " ".join(hand["ai_cards"])),
            ("upcard", hand["upcard"] or "-"),
            ("stock, top first", " ".join(hand["stock"])),
        ]
        return format_html(
            "<table>{}</table>",
            format_html_join("", "<tr><th>{}</th><td><code>{}</code></td></tr>", rows),
        )
