"""The authorization code flow with PKCE, end to end over HTTP (API.md "Third-party apps")."""

from __future__ import annotations

from tests.oauth.flow import Flow


def test_allow_then_token_reads_the_profile(flow: Flow) -> None:
    tokens = flow.tokens("profile:read")
    assert tokens["token_type"] == "Bearer"
    assert tokens["scope"] == "profile:read"
    assert tokens["expires_in"] > 0
    assert tokens["refresh_token"]
    from tests.conftest import client_for

    response = client_for(tokens["access_token"]).get("/api/v1/players/me")
    assert response.status_code == 200, response.json()
    assert response.json()["id"] == str(flow.player.pk)
