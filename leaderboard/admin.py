"""Staff tools for the boards: browse scores, hide one (with a reason) or put it back.

Scores are never edited or deleted here: hiding keeps the row, records who hid it, when and why,
and takes it off every board through the same service the API's writes use.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.db.models import Count, Exists, F, OuterRef, Q, QuerySet, Subquery
from django.http import HttpRequest
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.html import format_html

from daily.models import DailyAttempt
from games.models import Game

from .models import ReplayedDailyScore, Score, SuspiciousDailyScore
from .services import score_hide, score_unhide


class HideScoresForm(forms.Form):
    reason = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        max_length=1000,
        help_text="Kept with the score, with your name and the time.",
    )


@admin.register(Score)
class ScoreAdmin(admin.ModelAdmin):
    list_display: tuple[str, ...] = (
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


class SameAddressFilter(admin.SimpleListFilter):
    title = "earlier attempt from the same address"
    parameter_name = "same_address"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        return [("yes", "yes"), ("no", "no (another account elsewhere)")]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        if self.value() == "yes":
            return queryset.filter(same_address=True)
        if self.value() == "no":
            return queryset.filter(same_address=False)
        return queryset


def replayed_daily_scores(queryset: QuerySet[Score]) -> QuerySet[Score]:
    """The daily-board scores whose player's hand-1 line (the digest recorded on the attempt
    when it won hand 1) an earlier attempt of the same date already played, with the first
    such attempt and whether any came from the same address.

    The deal and the AI are fixed, so the same line always scores the same: an honest player
    may still find a popular line, which is why a moderator decides, and why the address
    (the cheap signature of a second guest from one household) is shown beside it.
    """
    # "Earlier" by insertion (the attempts' serial ids), which two attempts of one instant
    # still tell apart.
    earlier = DailyAttempt.objects.filter(
        deal_id=OuterRef("daily_deal_id"),
        line_digest=OuterRef("line_digest"),
        pk__lt=OuterRef("attempt_id"),
    ).order_by("pk")
    return (
        queryset.filter(daily_deal__isnull=False, hand_number=1)
        .annotate(
            line_digest=F("game__daily_attempt__line_digest"),
            attempt_id=F("game__daily_attempt__id"),
            attempt_address=F("game__daily_attempt__created_from"),
        )
        .exclude(Q(line_digest="") | Q(line_digest__isnull=True))
        .annotate(
            first_attempt=Subquery(earlier.values("pk")[:1]),
            same_address=Exists(earlier.filter(created_from=OuterRef("attempt_address"))),
        )
        .filter(first_attempt__isnull=False)
    )


@admin.register(ReplayedDailyScore)
class ReplayedDailyScoreAdmin(ScoreAdmin):
    """A date's board scores that replay an earlier attempt's line: hide them with the same
    action as any score ("Hide selected scores from the boards…")."""

    list_display = (
        "achieved_at",
        "daily_deal",
        "player",
        "registered",
        "points",
        "attempt_address",
        "first_played",
        "same_address",
        "hidden",
    )
    list_filter = ("hidden", SameAddressFilter, "daily_deal")  # type: ignore[assignment]
    search_fields = ("player__display_name", "=player__id", "=game__id")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Score]:
        return replayed_daily_scores(super().get_queryset(request))

    @admin.display(boolean=True, description="registered")
    def registered(self, score: Score) -> bool:
        return score.player.username is not None

    @admin.display(description="address")
    def attempt_address(self, score: Any) -> str:
        return score.attempt_address or "-"

    @admin.display(boolean=True, description="same address as an earlier one")
    def same_address(self, score: Any) -> bool:
        return bool(score.same_address)

    @admin.display(description="first played by")
    def first_played(self, score: Any) -> str:
        attempt = DailyAttempt.objects.select_related("player").get(pk=score.first_attempt)
        url = reverse("admin:games_game_change", args=[attempt.game_id])
        return format_html(
            '<a href="{}">{}</a> from {} at {}',
            url,
            attempt.player,
            attempt.created_from or "-",
            attempt.created_at.strftime("%H:%M:%S"),
        )


SAME_NETWORK_ACCOUNTS = 2
"""This many ranked accounts from one network on one date make each of their scores suspect."""


def suspicious_daily_scores(queryset: QuerySet[Score]) -> QuerySet[Score]:
    """The daily-board hand-1 scores with a sign of a farmed account, each sign annotated:

    - ``new_account``: the account was made on the date it scored (UTC);
    - ``network_accounts``: how many ranked (registered at their attempt) accounts played the
      date's scored attempt from the attempt's network (the throttles' network key: an IPv4
      address, an IPv6 /64); suspect from :data:`SAME_NETWORK_ACCOUNTS`;
    - ``first_game_par``: at or above the date's par in the account's first game.

    None of them proves anything (a household shares a network; a newcomer may be good): a
    moderator decides, and hides a row with the same action as any score.
    """
    ranked_from_network = (
        DailyAttempt.objects.filter(
            deal_id=OuterRef("daily_deal_id"),
            scored=True,
            registered=True,
            created_from=OuterRef("attempt_network"),
        )
        .order_by()
        .values("deal_id")
        .annotate(players=Count("player_id", distinct=True))
        .values("players")
    )
    earlier_game = Game.objects.filter(
        player0_id=OuterRef("player_id"), created_at__lt=OuterRef("game__created_at")
    )
    return (
        queryset.filter(daily_deal__isnull=False, hand_number=1)
        .annotate(
            attempt_network=F("game__daily_attempt__created_from"),
            attempt_registered=F("game__daily_attempt__registered"),
            new_account=Q(player__created_at__date=F("daily_deal__date")),
            network_accounts=Subquery(ranked_from_network[:1]),
            first_game_par=Q(points__gte=F("daily_deal__par_score")) & ~Exists(earlier_game),
        )
        .filter(
            Q(new_account=True)
            | Q(network_accounts__gte=SAME_NETWORK_ACCOUNTS)
            | Q(first_game_par=True)
        )
    )


@admin.register(SuspiciousDailyScore)
class SuspiciousDailyScoreAdmin(ScoreAdmin):
    """A date's board scores with a sign of a farmed account: hide them with the same action
    as any score ("Hide selected scores from the boards…")."""

    list_display = (
        "achieved_at",
        "daily_deal",
        "player",
        "ranked",
        "points",
        "attempt_network",
        "new_account",
        "network_accounts",
        "first_game_par",
        "hidden",
    )
    list_filter = ("hidden", "daily_deal")  # type: ignore[assignment]
    search_fields = ("player__display_name", "=player__id", "=game__id")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Score]:
        return suspicious_daily_scores(super().get_queryset(request))

    @admin.display(boolean=True, description="ranked (registered at the attempt)")
    def ranked(self, score: Any) -> bool:
        return bool(score.attempt_registered)

    @admin.display(description="network")
    def attempt_network(self, score: Any) -> str:
        return score.attempt_network or "-"

    @admin.display(boolean=True, description="account made that date")
    def new_account(self, score: Any) -> bool:
        return bool(score.new_account)

    @admin.display(description="ranked accounts from the network")
    def network_accounts(self, score: Any) -> int:
        return int(score.network_accounts or 0)

    @admin.display(boolean=True, description="par in the account's first game")
    def first_game_par(self, score: Any) -> bool:
        return bool(score.first_game_par)
