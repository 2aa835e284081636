"""Bearer authentication for device tokens and OAuth access tokens alike.

An OAuth access token starts with ``oat.`` (a device token never holds a '.'), so each kind
costs one indexed lookup: the device token by its digest (accounts.auth), the access token by
its checksum (a sha256 too) with its player and authorization joined.  An OAuth token is
then held to the view's ``oauth_scope`` (``403 insufficient_scope``), and counted against
its app's rate limit as well as its player's.
"""

from __future__ import annotations

import functools
from contextvars import ContextVar
from typing import Any

from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import exceptions
from rest_framework.authentication import get_authorization_header
from rest_framework.request import Request

from accounts.auth import TOKEN_TOUCH_INTERVAL, BearerTokenAuthentication, StreamToken
from accounts.models import Player, Token, hash_token
from apikit.throttles import ScopedRateThrottle
from oauth.models import ACCESS_TOKEN_PREFIX, AccessToken, Authorization
from oauth.scopes import ANY_TOKEN, SCOPES, scopes_cover, view_scopes

INSUFFICIENT_SCOPE = "insufficient_scope"


class AppRateThrottle(ScopedRateThrottle):
    """Requests per app (THROTTLE_OAUTH_APP), whichever player the token acts for."""

    def scope_for(self, view: Any) -> str:
        return "oauth_app"

    def get_cache_key(self, request: Request, view: Any) -> str | None:
        token = request.auth
        if not isinstance(token, AccessToken):
            return None
        return self.cache_format % {"scope": self.scope, "ident": token.application_id}


def stream_token_id(access_token_id: int) -> str:
    """How a revocation names a stream opened with an OAuth access token (device tokens are
    named by their UUID, so the two never meet): live.fanout.token_streams_close."""
    return f"oauth:{access_token_id}"


def access_token_alive(access_token_id: int) -> bool:
    """Whether the access token still works: not revoked (a revoked or withdrawn one is
    deleted) and not expired."""
    return AccessToken.objects.filter(
        pk=access_token_id, authorization__isnull=False, expires__gt=timezone.now()
    ).exists()


_ACTING_APP: ContextVar[int | None] = ContextVar("ginapi_acting_app", default=None)


def acting_app_id() -> int | None:
    """The app whose OAuth access token authenticated the request being served here; None
    for a device token, no token, or outside a request.  Set by every authentication (each
    request's first step), forgotten when the request finishes (oauth/receivers.py)."""
    return _ACTING_APP.get()


def acting_app_forget() -> None:
    _ACTING_APP.set(None)


class BearerAuthentication(BearerTokenAuthentication):
    def authenticate(self, request: Request) -> tuple[Player, Token | AccessToken] | None:
        acting_app_forget()
        header = get_authorization_header(request).split()
        if (
            len(header) == 2
            and header[0].lower() == self.keyword.lower().encode()
            and header[1].startswith(ACCESS_TOKEN_PREFIX.encode())
        ):
            return self._authenticate_access_token(request, header[1])
        return super().authenticate(request)

    def stream_token(self, token: Token | AccessToken) -> StreamToken:  # type: ignore[override]
        """A stream opened with an OAuth access token closes when that token is deleted
        (revoked, its app withdrawn, its code reused) or expires."""
        if isinstance(token, AccessToken):
            return StreamToken(
                stream_token_id(token.pk), functools.partial(access_token_alive, token.pk)
            )
        return super().stream_token(token)

    def _authenticate_access_token(
        self, request: Request, raw: bytes
    ) -> tuple[Player, AccessToken]:
        try:
            checksum = hash_token(raw.decode("ascii"))
        except UnicodeDecodeError:
            raise exceptions.AuthenticationFailed(_("Invalid token.")) from None
        # One query on the unique index of token_checksum.  Withdrawing the app deletes the
        # authorization and, with it, every token: the next request finds nothing.
        token = next(
            iter(
                AccessToken.objects.select_related("user", "authorization")
                .filter(token_checksum=checksum, authorization__isnull=False)
                .order_by()[:1]
            ),
            None,
        )
        if token is None or token.user is None or token.is_expired():
            raise exceptions.AuthenticationFailed(_("Invalid token."))
        view = (request.parser_context or {}).get("view")
        if not scopes_cover(token.scope.split(), view, request.method or "GET"):
            raise exceptions.PermissionDenied(
                _("This app was not allowed to do this: its token's scopes do not cover it."),
                code=INSUFFICIENT_SCOPE,
            )
        request.auth = token
        throttle = AppRateThrottle()
        if not throttle.allow_request(request, view):
            raise exceptions.Throttled(throttle.wait())
        authorization_touch(token.authorization)
        _ACTING_APP.set(token.application_id)
        return token.user, token


def authorization_touch(authorization: Authorization | None) -> None:
    """Record that the app was used for its player, at most once per TOKEN_TOUCH_INTERVAL
    (the same staleness test as a device token's, in the UPDATE itself)."""
    if authorization is None:
        return
    now = timezone.now()
    stale_before = now - TOKEN_TOUCH_INTERVAL
    if authorization.last_used_at is not None and authorization.last_used_at >= stale_before:
        return
    Authorization.objects.filter(
        Q(last_used_at__isnull=True) | Q(last_used_at__lt=stale_before), pk=authorization.pk
    ).update(last_used_at=now)
    authorization.last_used_at = now


class BearerScheme(OpenApiAuthenticationExtension):
    """Two ways to hold a bearer token, either one enough: a device's (``bearerAuth``) or an
    app's OAuth access token (``oauth2``, with the scope each operation needs)."""

    target_class = "oauth.auth.BearerAuthentication"
    name = ["bearerAuth", "oauth2"]

    def get_security_requirement(self, auto_schema: Any) -> list[dict[str, list[Any]]]:
        requirements: list[dict[str, list[Any]]] = [{"bearerAuth": []}]
        for scope in view_scopes(auto_schema.view, auto_schema.method):
            # A public read: any access token, whatever its scopes.
            requirements.append({"oauth2": [] if scope == ANY_TOKEN else [scope]})
        return requirements

    def get_security_definition(self, auto_schema: Any) -> list[dict[str, Any]]:
        from django.conf import settings

        return [
            {
                "type": "http",
                "scheme": "bearer",
                "description": "The token returned once by POST /api/v1/players.",
            },
            {
                "type": "oauth2",
                "description": (
                    "A third-party app's access token (authorization code with PKCE S256; "
                    "docs/FRONTENDS.md, For frontend developers). An operation its scopes do "
                    "not cover is 403 insufficient_scope."
                ),
                "flows": {
                    "authorizationCode": {
                        "authorizationUrl": "/oauth/authorize",
                        "tokenUrl": "/oauth/token",
                        "refreshUrl": "/oauth/token",
                        "scopes": {scope: str(settings.OAUTH_SCOPES[scope]) for scope in SCOPES},
                    }
                },
            },
        ]
