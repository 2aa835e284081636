"""The toolkit's request validator, with what the contract adds (API.md "Third-party apps").

- A code works once: it is claimed in the token request's transaction (its row locked), kept
  once used, and a second use revokes every token issued from it (RFC 6749 4.1.2): the
  code's tokens are one refresh-token family.
- Every code and token of an app for a player hangs from that player's Authorization, so
  withdrawing it (deleting the row) ends them all at once.
- PKCE with S256 only: ``plain`` and a missing challenge are refused before a code exists.
"""

from __future__ import annotations

import secrets
import uuid
from typing import Any

from django.utils import timezone
from oauth2_provider.oauth2_validators import OAuth2Validator
from oauthlib.common import Request as OauthlibRequest
from oauthlib.oauth2.rfc6749.errors import InvalidRequestError

from oauth.models import (
    ACCESS_TOKEN_PREFIX,
    REFRESH_TOKEN_PREFIX,
    AccessToken,
    Authorization,
    Grant,
    RefreshToken,
)


def access_token_generate(request: OauthlibRequest, refresh_token: bool = False) -> str:
    """An access token: 256 random bits, with the prefix the bearer check routes on."""
    return ACCESS_TOKEN_PREFIX + secrets.token_urlsafe(32)


def refresh_token_generate(request: OauthlibRequest, refresh_token: bool = False) -> str:
    return REFRESH_TOKEN_PREFIX + secrets.token_urlsafe(32)


class Validator(OAuth2Validator):
    def validate_code(
        self,
        client_id: str,
        code: str,
        client: Any,
        request: OauthlibRequest,
        *args: Any,
        **kwargs: Any,
    ) -> bool:
        # Locked for the rest of the token request (TokenApi runs in a transaction), so of two
        # requests with the same code, the second waits and then finds it used.
        grant = (
            Grant.objects.select_for_update()
            .filter(code=code, application=client)
            .order_by()
            .first()
        )
        if grant is None:
            return False
        if grant.used_at is not None:
            if grant.token_family is not None:
                RefreshToken.revoke_family(grant.token_family)
            return False
        if grant.is_expired() or grant.authorization_id is None:
            return False
        request.scopes = grant.scope.split(" ")
        request.user = grant.user
        request.grant_instance = grant
        return True

    def invalidate_authorization_code(
        self, client_id: str, code: str, request: OauthlibRequest, *args: Any, **kwargs: Any
    ) -> None:
        grant: Grant = request.grant_instance
        Grant.objects.filter(pk=grant.pk).update(
            used_at=timezone.now(), token_family=grant.token_family
        )

    def _create_authorization_code(
        self, request: OauthlibRequest, code: dict[str, str], expires: Any = None
    ) -> Grant:
        if request.code_challenge_method != "S256" or not request.code_challenge:
            raise InvalidRequestError(
                description="PKCE with code_challenge_method=S256 is required.", request=request
            )
        grant: Grant = super()._create_authorization_code(request, code, expires)
        grant.authorization = request.oauth_authorization
        grant.save(update_fields=["authorization"])
        return grant

    def _authorization_for(
        self, request: OauthlibRequest, previous_refresh_token: RefreshToken | None
    ) -> Authorization | None:
        """The consent the new token hangs from: its code's, or the refreshed token's."""
        if previous_refresh_token is not None:
            return previous_refresh_token.authorization
        grant = getattr(request, "grant_instance", None)
        return None if grant is None else grant.authorization

    def _create_access_token(
        self,
        expires: Any,
        request: OauthlibRequest,
        token: dict[str, Any],
        source_refresh_token: Any = None,
    ) -> AccessToken:
        access_token = AccessToken(
            user=request.user,
            scope=token["scope"],
            expires=expires,
            application=request.client,
            source_refresh_token=source_refresh_token,
            authorization=self._authorization_for(request, source_refresh_token),
        )
        self._set_token_value(access_token, token["access_token"])
        access_token.save()
        return access_token

    def _create_refresh_token(
        self,
        request: OauthlibRequest,
        refresh_token_code: str,
        access_token: Any,
        previous_refresh_token: Any,
    ) -> RefreshToken:
        grant = getattr(request, "grant_instance", None)
        if previous_refresh_token is not None:
            family = previous_refresh_token.token_family
        else:
            family = uuid.uuid4()
            if grant is not None:
                grant.token_family = family
        refresh_token = RefreshToken(
            user=request.user,
            application=request.client,
            access_token=access_token,
            token_family=family,
            authorization=self._authorization_for(request, previous_refresh_token),
        )
        self._set_token_value(refresh_token, refresh_token_code)
        refresh_token.save()
        return refresh_token
