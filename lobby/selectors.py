"""Lobby reads: the open seeks, as anyone may see them."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.utils import timezone

from accounts.models import Player
from apikit.times import iso

from .models import Seek


def seeks_open(*, viewer: Player | None) -> QuerySet[Seek]:
    """Open, unlapsed seeks, oldest first; the viewer's own left out."""
    seeks = Seek.objects.select_related("player").filter(
        status=Seek.Status.OPEN, expires_at__gt=timezone.now()
    )
    if viewer is not None:
        seeks = seeks.exclude(player=viewer)
    return seeks.order_by("created_at", "id")


def seek_view(seek: Seek) -> dict[str, Any]:
    return {
        "id": str(seek.pk),
        "player": {
            "id": str(seek.player_id),
            "display_name": seek.player.display_name,
            "rating": seek.rating,
        },
        "ruleset": seek.ruleset,
        "target": seek.target,
        "rated": seek.rated,
        "rating_range": [seek.rating_min, seek.rating_max],
        "status": seek.status,
        "created_at": iso(seek.created_at),
        "expires_at": iso(seek.expires_at),
        "game": None if seek.game_id is None else str(seek.game_id),
    }
