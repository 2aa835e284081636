"""Helpers for the OAuth tests: a registered player, an app, the PKCE flow by the test client."""

from __future__ import annotations

import base64
import hashlib
import secrets
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

from django.test import Client
from rest_framework.test import APIClient

from accounts.models import Player
from tests.accounts.logins import PASSWORD, register
from tests.conftest import client_for

REDIRECT_URI = "http://127.0.0.1:8765/callback"


def pkce_pair() -> tuple[str, str]:
    """A code verifier and its S256 challenge (RFC 7636 4.1, 4.2)."""
    verifier = secrets.token_urlsafe(48)
    digest = hashlib.sha256(verifier.encode()).digest()
    return verifier, base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


@dataclass
class Flow:
    """A registered player with a device client, and an app it registered."""

    player: Player
    api: APIClient
    username: str
    client_id: str
    client_secret: str | None
    redirect_uri: str = REDIRECT_URI
    browser: Client = field(default_factory=Client)

    def authorize_url(self, **params: str | None) -> str:
        _verifier, challenge = pkce_pair()
        query = {
            "response_type": "code",
            "client_id": self.client_id,
            "redirect_uri": self.redirect_uri,
            "scope": "profile:read",
            "state": "xyz",
            "code_challenge": challenge,
            "code_challenge_method": "S256",
            **params,
        }
        return "/oauth/authorize?" + urlencode({k: v for k, v in query.items() if v is not None})

    def sign_in(self, url: str, password: str = PASSWORD) -> Any:
        return self.browser.post(
            url, {"action": "sign-in", "username": self.username, "password": password}
        )

    def code(self, scope: str = "profile:read", **params: str) -> tuple[str, str]:
        """Sign in, allow; the code and the verifier that goes with it."""
        verifier, challenge = pkce_pair()
        url = self.authorize_url(scope=scope, code_challenge=challenge, **params)
        assert self.sign_in(url).status_code == 302
        response = self.browser.post(url, {"action": "allow"})
        assert response.status_code == 302, response.content
        location = urlsplit(response["Location"])
        query = parse_qs(location.query)
        assert query["state"] == ["xyz"], query
        return query["code"][0], verifier

    def exchange(self, code: str, verifier: str, **extra: str) -> Any:
        body = {
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": self.redirect_uri,
            "client_id": self.client_id,
            "code_verifier": verifier,
            **extra,
        }
        if self.client_secret:
            body.setdefault("client_secret", self.client_secret)
        return Client().post("/oauth/token", body)

    def tokens(self, scope: str = "profile:read") -> dict[str, Any]:
        """A whole flow: the token response's body."""
        code, verifier = self.code(scope)
        response = self.exchange(code, verifier)
        assert response.status_code == 200, response.content
        return response.json()  # type: ignore[no-any-return]

    def token_client(self, scope: str = "profile:read") -> APIClient:
        return client_for(self.tokens(scope)["access_token"])


def make_flow(
    make_player: Any, username: str = "ada", public: bool = True, redirect_uri: str = REDIRECT_URI
) -> Flow:
    player, api = make_player(username.title())
    assert register(api, username).status_code == 200
    response = api.post(
        "/api/v1/apps", {"name": "Gin on the go", "redirect_uris": [redirect_uri], "public": public}
    )
    assert response.status_code == 201, response.json()
    body = response.json()
    player.refresh_from_db()
    return Flow(player, api, username, body["client_id"], body["client_secret"], redirect_uri)
