"""What the games app does when its own rows change outside its services."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import post_delete
from django.dispatch import receiver

from games.fanout import token_streams_close
from games.models import Token


@receiver(post_delete, sender=Token, dispatch_uid="games.token_streams_close")
def token_deleted(sender: type[Token], instance: Token, **kwargs: Any) -> None:
    """However a token goes (a device revoked, a logout, a player deleted in the admin),
    the streams opened with it close once the deletion commits."""
    token_streams_close(token_ids=[instance.pk])
