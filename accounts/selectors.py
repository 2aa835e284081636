"""Reads: players and their tokens as the player may see them (HackSoft selectors)."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet

from apikit.times import iso

from .models import Player, Token
from .names import username_key
from .signals import profile_sections


def player_profile(player: Player) -> dict[str, Any]:
    """The player's profile and running stats: its ``stats`` are what the apps built on this
    one add (:func:`accounts.signals.profile_section`; ``games`` the game counts first)."""
    return {
        "id": str(player.pk),
        "display_name": player.display_name,
        "created_at": iso(player.created_at),
        "username": player.username,
        "registered": player.registered,
        "stats": _profile_sections(player),
    }


def player_by_username(*, username: str) -> Player | None:
    """The player registered as ``username``, ignoring case as accounts.names.username_key
    folds it (the stored key's unique index serves the lookup)."""
    return next(
        iter(Player.objects.filter(username_key=username_key(username)).order_by()[:1]), None
    )


def token_list_for(*, player: Player) -> QuerySet[Token]:
    """The player's tokens (its devices), newest first."""
    return (
        Token.objects.filter(player=player)
        .only("id", "label", "created_at", "last_used_at")
        .order_by("-created_at", "-id")
    )


def token_summary(token: Token, current: Token | None) -> dict[str, Any]:
    """One device as its player sees it: never the token or its digest."""
    return {
        "id": str(token.pk),
        "label": token.label,
        "created_at": iso(token.created_at),
        "last_used_at": iso(token.last_used_at),
        "current": current is not None and token.pk == current.pk,
    }


def _profile_sections(player: Player) -> dict[str, Any]:
    """What the apps built on this one add to the profile (games: the game counts; daily: the
    streaks), through :func:`accounts.signals.profile_section`: this app never imports them."""
    stats: dict[str, Any] = {}
    for section in profile_sections():
        stats.update(section(player))
    return stats
