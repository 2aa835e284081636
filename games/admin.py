"""Staff audit of games (the players' pages are accounts/admin.py).

Game and move history is read-only here: a game page shows the seed, every move with both
hands after it (replayed through the engine), each hand's result, and whether the replay
ends exactly where the stored snapshot does.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterable
from typing import Any

from django.contrib import admin, messages
from django.db.models import Q, QuerySet
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from accounts.models import Player
from apikit.admin import LargeTablePaginator
from games.engine.actions import ActionKind
from games.engine.ai import AI_LEVELS
from games.engine.rules import RULESETS

from . import selectors
from .models import Game, Move
from .services import INVITE_ALPHABET, INVITE_LENGTH

PLAYERS_PER_NAME_SEARCH = 200
"""A name search looks at the games of at most this many players whose name starts so."""


def fixed_values_filter(values: Iterable[str]) -> type[admin.AllValuesFieldListFilter]:
    """A filter on a column whose values the code knows (rulesets, AI levels): Django's own
    lists every distinct value in the table, a full scan of it on every page."""
    known = list(values)

    class FixedValuesFilter(admin.AllValuesFieldListFilter):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            # Replaces the unevaluated SELECT DISTINCT before it ever runs.
            self.lookup_choices = known  # type: ignore[assignment]  # only iterated

    return FixedValuesFilter


INVITE_CODE = re.compile(f"[{INVITE_ALPHABET}]{{{INVITE_LENGTH}}}")


def uuid_or_none(term: str) -> uuid.UUID | None:
    """``term`` as an id (a game's), or None when it is not one: a search box's text."""
    try:
        return uuid.UUID(term.strip())
    except ValueError:
        return None


class ReadOnlyAdmin(admin.ModelAdmin):
    """History is what happened: staff look, nobody edits."""

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class GameSectionInline(admin.StackedInline):
    """What an app keeps of a game in its own table (a row keyed by the game), shown on the
    game's page for staff to audit, read only: an app adds one with :func:`game_admin_inline`,
    so the games admin names no app (ratings' GameRating, oauth's GameApp)."""

    extra = 0
    max_num = 1
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


_GAME_INLINES: list[type[GameSectionInline]] = []


def game_admin_inline(inline: type[GameSectionInline]) -> type[GameSectionInline]:
    """Shows ``inline`` on every game's admin page (usable as a class decorator)."""
    _GAME_INLINES.append(inline)
    return inline


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
    list_filter = (
        "status",
        ("ruleset_name", fixed_values_filter(RULESETS)),
        "opponent_kind",
        ("ai_level", fixed_values_filter(AI_LEVELS)),
        "created_at",
    )
    list_select_related = ("player0", "player1")
    search_fields = ("=id", "=invite_code", "^player0__display_name", "^player1__display_name")
    search_help_text = _("A game id, an invite code, or the start of either player's name.")
    # No date hierarchy: its year links are a SELECT DISTINCT over every game.
    ordering = ("-created_at",)
    paginator = LargeTablePaginator
    show_full_result_count = False
    actions = ("check_replay",)
    change_form_template = "admin/games/game/change_form.html"

    def get_inlines(self, request: HttpRequest, obj: Any = None) -> list[type[Any]]:
        return list(_GAME_INLINES)

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
        "first_hand_sealed_until",
        "created_at",
        "updated_at",
        "finished_at",
    )

    def get_search_results(
        self, request: HttpRequest, queryset: QuerySet[Game], search_term: str
    ) -> tuple[QuerySet[Game], bool]:
        """A game id, an invite code, or the start of a player's name, each on its own index.

        Django's own search ORs every field over a join to both players, which no index
        serves: at a million games that is a full scan per search.  Here an id is one primary
        key lookup; anything else is an invite code (exact, unique index) or a name prefix:
        the players so named (player_name_prefix), then their games from either seat
        (game_seat0_recent, game_seat1_recent).
        """
        term = search_term.strip()
        if not term:
            return queryset, False
        game_id = uuid_or_none(term)
        if game_id is not None:
            return queryset.filter(id=game_id), False
        named = Player.objects.filter(display_name__istartswith=term).order_by()
        # Read first, then given as values: as a subquery, the planner scans every game.
        player_ids = list(named.values_list("id", flat=True)[:PLAYERS_PER_NAME_SEARCH])
        matches = Q(player0__in=player_ids) | Q(player1__in=player_ids)
        if INVITE_CODE.fullmatch(term.upper()):
            matches |= Q(invite_code=term.upper())
        return queryset.filter(matches), False

    def change_view(
        self,
        request: HttpRequest,
        object_id: str,
        form_url: str = "",
        extra_context: dict[str, Any] | None = None,
    ) -> HttpResponse:
        game = self.get_object(request, object_id)
        context = dict(extra_context or {})
        # A friend game nobody joined was never dealt (game_join deals from a new seed): its
        # placeholder state is not a deal anyone will play, so there is nothing to audit.
        if game is not None and game.player1_id is None and not game.is_ai:
            context["audit"] = None
        elif game is not None:
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
    list_filter = (
        ("action", fixed_values_filter(kind.value for kind in ActionKind)),
        ("seat", fixed_values_filter(["0", "1"])),
        "created_at",
    )
    list_select_related = ("game",)
    search_fields = ("=game__id",)
    search_help_text = _("A game id: that game's moves.")
    # Newest first by primary key: moves are inserted in time order, and "-created_at"
    # would sort ten million rows for every page.
    ordering = ("-id",)
    paginator = LargeTablePaginator
    show_full_result_count = False
