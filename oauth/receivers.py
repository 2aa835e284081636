"""What the oauth app does when its rows change outside its services, and what it keeps of
the games its apps make."""

from __future__ import annotations

from typing import Any

from django.core.signals import request_finished
from django.db.models.signals import post_delete
from django.dispatch import receiver

from games.models import Game
from games.signals import game_created
from live.fanout import token_streams_close
from oauth.auth import acting_app_forget, acting_app_id, stream_token_id
from oauth.models import AccessToken, GameApp


@receiver(post_delete, sender=AccessToken, dispatch_uid="oauth.access_token_streams_close")
def access_token_deleted(sender: type[AccessToken], instance: AccessToken, **kwargs: Any) -> None:
    """However an access token goes (revoked at /oauth/revoke, its app withdrawn by the
    player, the code it came from used again, deleted in the admin), the streams opened with
    it close once the deletion commits (docs/API.md "Trust")."""
    token_streams_close(token_ids=[stream_token_id(instance.pk)])


@receiver(game_created, dispatch_uid="oauth.game_created")
def game_created_through_app(sender: Any, game: Game, **kwargs: Any) -> None:
    """A game records the app it was created through (docs/API.md "Third-party apps"): the
    app of the access token of the request that made it (POST /games, a Daily attempt, a
    paired seek, an accepted rematch), in the game's own transaction."""
    app_id = acting_app_id()
    if app_id is not None:
        GameApp.objects.create(game=game, app_id=app_id)


@receiver(request_finished, dispatch_uid="oauth.acting_app_forget")
def request_done(sender: Any, **kwargs: Any) -> None:
    """A thread serves one request after another: the next starts with no acting app."""
    acting_app_forget()
