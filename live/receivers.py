"""What the live app does when the games app changes a game or a device token goes."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import post_delete
from django.dispatch import receiver

from accounts.models import Token
from games.signals import Notice, game_changed
from live.fanout import publish, token_streams_close


@receiver(game_changed, dispatch_uid="live.game_changed_publish")
def game_changed_publish(
    sender: Any, *, game_id: Any, version: int, notices: list[Notice], **kwargs: Any
) -> None:
    """A game's new state reaches its streams (and its players' own) once the transaction
    that wrote it commits."""
    publish(game_id=game_id, version=version, notices=notices)


@receiver(post_delete, sender=Token, dispatch_uid="live.token_streams_close")
def token_deleted(sender: type[Token], instance: Token, **kwargs: Any) -> None:
    """However a token goes (a device revoked, a logout, a player deleted in the admin),
    the streams opened with it close once the deletion commits."""
    token_streams_close(token_ids=[instance.pk])
