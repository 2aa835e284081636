"""Staff tools for the boards: browse scores, hide one (with a reason) or put it back.

Scores are never edited or deleted here: hiding keeps the row, records who hid it, when and why,
and takes it off every board through the same service the API's writes use.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.db.models import QuerySet
from django.http import HttpRequest
from django.template.response import TemplateResponse

from .models import Score
from .services import score_hide, score_unhide


class HideScoresForm(forms.Form):
    reason = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        max_length=1000,
        help_text="Kept with the score, with your name and the time.",
    )


@admin.register(Score)
class ScoreAdmin(admin.ModelAdmin):
    list_display = (
        "achieved_at",
        "player",
        "points",
        "hand_number",
        "game",
        "daily_deal",
        "hidden",
    )
    list_filter = ("hidden", ("daily_deal", admin.EmptyFieldListFilter))
    list_select_related = ("player", "game", "daily_deal")
    search_fields = ("player__display_name", "=player__id", "=game__id")
    date_hierarchy = "achieved_at"
    ordering = ("-achieved_at",)
    readonly_fields = (
        "player",
        "game",
        "hand_number",
        "points",
        "achieved_at",
        "daily_deal",
        "created_at",
        "hidden",
        "hidden_reason",
        "hidden_by",
        "hidden_at",
    )
    actions = ["hide_scores", "unhide_scores"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    @admin.action(description="Hide selected scores from the boards…", permissions=["change"])
    def hide_scores(
        self, request: HttpRequest, queryset: QuerySet[Score]
    ) -> TemplateResponse | None:
        form = HideScoresForm(request.POST if "apply" in request.POST else None)
        if form.is_valid():
            scores = list(queryset.filter(hidden=False))
            for score in scores:
                score_hide(score=score, hidden_by=request.user, reason=form.cleaned_data["reason"])
            self.message_user(request, f"Hid {len(scores)} score(s).", messages.SUCCESS)
            return None
        return TemplateResponse(
            request,
            "admin/leaderboard/score/hide_scores.html",
            {
                **self.admin_site.each_context(request),
                "title": "Hide scores",
                "opts": self.model._meta,
                "scores": queryset.select_related("player"),
                "form": form,
                "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
            },
        )

    @admin.action(
        description="Put selected hidden scores back on the boards", permissions=["change"]
    )
    def unhide_scores(self, request: HttpRequest, queryset: QuerySet[Score]) -> None:
        scores = list(queryset.filter(hidden=True))
        for score in scores:
            score_unhide(score=score)
        self.message_user(request, f"Restored {len(scores)} score(s).", messages.SUCCESS)
