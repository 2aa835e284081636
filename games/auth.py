"""Bearer-token authentication for players (API.md: the token is the guest's session)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import exceptions
from rest_framework.authentication import BaseAuthentication, get_authorization_header
from rest_framework.request import Request

from .models import Player, hash_token


class BearerTokenAuthentication(BaseAuthentication):
    """``Authorization: Bearer <token>``; request.user becomes the Player.

    No header: anonymous (views that need a player answer 401).  A header that is not a
    valid bearer token: 401 at once, so a client with a stale token learns it.
    """

    keyword = "Bearer"

    def authenticate(self, request: Request) -> tuple[Player, str] | None:
        header = get_authorization_header(request).split()
        if not header or header[0].lower() != self.keyword.lower().encode():
            return None
        if len(header) != 2:
            raise exceptions.AuthenticationFailed(_("Invalid Authorization header."))
        try:
            token = header[1].decode("ascii")
        except UnicodeDecodeError:
            raise exceptions.AuthenticationFailed(_("Invalid token.")) from None
        # A lookup by digest (sha256, not a slow password hasher: the token is 256 random
        # bits) on the unique index: an equality, never a comparison with the raw token.
        # No ordering: the player's Meta.ordering would add ORDER BY to a one-row lookup.
        player = next(
            iter(Player.objects.filter(token_hash=hash_token(token)).order_by()[:1]), None
        )
        if player is None:
            raise exceptions.AuthenticationFailed(_("Invalid token."))
        return player, token

    def authenticate_header(self, request: Request) -> str:
        return f'{self.keyword} realm="api"'


class BearerTokenScheme(OpenApiAuthenticationExtension):
    target_class = "games.auth.BearerTokenAuthentication"
    name = "bearerAuth"

    def get_security_definition(self, auto_schema):  # type: ignore[no-untyped-def]
        return {
            "type": "http",
            "scheme": "bearer",
            "description": "The token returned once by POST /api/v1/players.",
        }


def request_player(request: Request) -> Player:
    """The authenticated player of ``request`` (views behind IsAuthenticated)."""
    user = request.user
    if not isinstance(user, Player):
        raise exceptions.NotAuthenticated()
    return user
