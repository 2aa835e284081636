"""What the oauth app does when its rows change outside its services."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import post_delete
from django.dispatch import receiver

from live.fanout import token_streams_close
from oauth.auth import stream_token_id
from oauth.models import AccessToken


@receiver(post_delete, sender=AccessToken, dispatch_uid="oauth.access_token_streams_close")
def access_token_deleted(sender: type[AccessToken], instance: AccessToken, **kwargs: Any) -> None:
    """However an access token goes (revoked at /oauth/revoke, its app withdrawn by the
    player, the code it came from used again, deleted in the admin), the streams opened with
    it close once the deletion commits (docs/API.md "Trust")."""
    token_streams_close(token_ids=[stream_token_id(instance.pk)])
