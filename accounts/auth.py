"""Bearer-token authentication for players: each device holds a token of its own (docs/API.md)."""

from __future__ import annotations

import datetime as dt
import functools
import re
import uuid
from collections.abc import Callable
from dataclasses import dataclass

from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import exceptions
from rest_framework.authentication import BaseAuthentication, get_authorization_header
from rest_framework.request import Request

from .models import TOKEN_LABEL_MAX_LENGTH, Player, Token, hash_token

TOKEN_TOUCH_INTERVAL = dt.timedelta(minutes=5)
"""How stale a token's last_used_at may get before a request writes it again: the sessions
list needs "last used" to the minute or so, and a move must not pay a write for it."""


class BearerTokenAuthentication(BaseAuthentication):
    """``Authorization: Bearer <token>``; request.user becomes the Player.

    No header: anonymous (views that need a player answer 401).  A header that is not a
    valid bearer token: 401 at once, so a client with a stale token learns it.
    """

    keyword = "Bearer"

    def authenticate(self, request: Request) -> tuple[Player, Token] | None:
        header = get_authorization_header(request).split()
        if not header or header[0].lower() != self.keyword.lower().encode():
            return None
        if len(header) != 2:
            raise exceptions.AuthenticationFailed(_("Invalid Authorization header."))
        try:
            raw = header[1].decode("ascii")
        except UnicodeDecodeError:
            raise exceptions.AuthenticationFailed(_("Invalid token.")) from None
        # One query: the token by its digest (sha256, not a slow password hasher: the token
        # is 256 random bits) on the unique index, with its player joined.  An equality,
        # never a comparison with the raw token; no ordering on a one-row lookup.
        token = next(
            iter(
                Token.objects.select_related("player").filter(digest=hash_token(raw)).order_by()[:1]
            ),
            None,
        )
        if token is None:
            raise exceptions.AuthenticationFailed(_("Invalid token."))
        token_touch(token)
        return token.player, token

    def authenticate_header(self, request: Request) -> str:
        return f'{self.keyword} realm="api"'

    def stream_token(self, token: Token) -> StreamToken:
        """What a stream opened with ``token`` needs to close when it is revoked."""
        return StreamToken(str(token.pk), functools.partial(token_exists, token.pk))


@dataclass(frozen=True, slots=True)
class StreamToken:
    """The token a stream was opened with: its ``id``, as a revocation names it
    (live.fanout.token_streams_close), and ``alive``, which asks the database whether it
    still works.  Another kind of token (OAuth's) comes from its authentication class's own
    ``stream_token``."""

    id: str
    alive: Callable[[], bool]


def token_exists(token_id: uuid.UUID | str) -> bool:
    """Whether the device token ``token_id`` still works (a revoked one is deleted)."""
    return Token.objects.filter(pk=token_id).exists()


def request_stream_token(request: Request) -> StreamToken:
    """The token ``request`` (behind IsAuthenticated) was authenticated with, for a stream."""
    describe = getattr(request.successful_authenticator, "stream_token", None)
    if describe is None:
        raise exceptions.NotAuthenticated()
    token: StreamToken = describe(request.auth)
    return token


class BearerTokenScheme(OpenApiAuthenticationExtension):
    target_class = "accounts.auth.BearerTokenAuthentication"
    name = "bearerAuth"

    def get_security_definition(self, auto_schema):  # type: ignore[no-untyped-def]
        return {
            "type": "http",
            "scheme": "bearer",
            "description": "The token returned once by POST /api/v1/players.",
        }


def token_touch(token: Token) -> None:
    """Record that ``token`` was used, at most once per TOKEN_TOUCH_INTERVAL.

    Almost every request finds it fresh and writes nothing.  When it is stale, the UPDATE
    carries the staleness test too, so of two requests at that moment one writes.
    """
    now = timezone.now()
    stale_before = now - TOKEN_TOUCH_INTERVAL
    if token.last_used_at >= stale_before:
        return
    Token.objects.filter(pk=token.pk, last_used_at__lt=stale_before).update(last_used_at=now)
    token.last_used_at = now


def request_token(request: Request) -> Token:
    """The token ``request`` was authenticated with (views behind IsAuthenticated)."""
    token = request.auth
    if not isinstance(token, Token):
        raise exceptions.NotAuthenticated()
    return token


def request_app_id(request: Request) -> int | None:
    """The third-party app ``request`` acts through: its OAuth access token's app (the
    ``oauth`` app's tokens carry ``application_id``); None for a device token."""
    app_id = getattr(request.auth, "application_id", None)
    return app_id if isinstance(app_id, int) else None


def request_oauth_scopes(request: Request) -> frozenset[str] | None:
    """The scopes of ``request``'s OAuth access token (the ``oauth`` app's tokens carry
    ``scope`` and ``application_id``); None for a device token, which may do anything its
    player may."""
    if request_app_id(request) is None:
        return None
    scope = getattr(request.auth, "scope", "")
    return frozenset(scope.split()) if isinstance(scope, str) else frozenset()


def request_player(request: Request) -> Player:
    """The authenticated player of ``request`` (views behind IsAuthenticated)."""
    user = request.user
    if not isinstance(user, Player):
        raise exceptions.NotAuthenticated()
    return user


_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f]")


def request_device_label(request: Request) -> str:
    """What names a new token in its player's sessions list: the User-Agent of the request
    that made it, without control characters, shortened to fit."""
    agent = _UNPRINTABLE.sub("", request.headers.get("User-Agent", "")).strip()
    if len(agent) > TOKEN_LABEL_MAX_LENGTH:
        agent = agent[: TOKEN_LABEL_MAX_LENGTH - 1] + "…"
    return agent
