"""Issue 38, finding 3: NUL bytes, over-long values, PKCE lengths and redirect URIs.

Each answered 500 (a NUL reaching PostgreSQL), or was accepted where RFC 7636 or the consent
page's CSP says it must not be.  Now: ``400 invalid_request`` before the database, the OAuth
routes in OAuth's shape (JSON at the token and revocation endpoints, the error page at the
consent page, never a redirect).
"""

from __future__ import annotations

import pytest
from django.test import Client

from oauth.models import Authorization, Grant
from tests.oauth.flow import Flow, pkce_pair


def _token_body(flow: Flow, **fields: str) -> dict[str, str]:
    return {
        "grant_type": "authorization_code",
        "code": "c" * 30,
        "redirect_uri": flow.redirect_uri,
        "client_id": flow.client_id,
        "code_verifier": "v" * 43,
        **fields,
    }


@pytest.mark.parametrize("field", ["client_id", "code", "redirect_uri", "code_verifier"])
def test_a_nul_byte_in_a_code_exchange_is_invalid_request(flow: Flow, field: str) -> None:
    response = Client().post("/oauth/token", _token_body(flow, **{field: "ab\x00cd"}))
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_request"


def test_a_nul_byte_in_a_refresh_token_is_invalid_request(flow: Flow) -> None:
    body = {"grant_type": "refresh_token", "refresh_token": "ort.\x00", "client_id": flow.client_id}
    response = Client().post("/oauth/token", body)
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_request"


def test_a_nul_byte_in_a_revocation_is_invalid_request(flow: Flow) -> None:
    body = {"token": "oat.\x00", "client_id": flow.client_id}
    response = Client().post("/oauth/revoke", body)
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_request"


@pytest.mark.parametrize("field", ["client_id", "code", "refresh_token", "state"])
def test_an_over_long_value_is_invalid_request(flow: Flow, field: str) -> None:
    response = Client().post("/oauth/token", _token_body(flow, **{field: "x" * 70_000}))
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_request"


@pytest.mark.parametrize("verifier", ["a", "a" * 42, "a" * 129, "a" * 500, "é" * 43, "a b" * 20])
def test_a_verifier_outside_rfc_7636_is_refused_and_the_code_still_works(
    flow: Flow, verifier: str
) -> None:
    code, good = flow.code()
    response = flow.exchange(code, verifier)
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_request"
    assert flow.exchange(code, good).status_code == 200


@pytest.mark.parametrize(
    "params",
    [
        {"client_id": "ab\x00"},
        {"code_challenge": "\x00" * 43},
        {"code_challenge": "short"},
        {"code_challenge": "a" * 129},
        {"state": "s" * 60_000},
        {"redirect_uri": "https://x.example/\x00"},
        {"scope": "profile:read\x00"},
    ],
)
def test_the_consent_page_refuses_a_bad_parameter_before_anything(
    flow: Flow, params: dict[str, str]
) -> None:
    url = flow.authorize_url(**params)
    response = flow.browser.get(url)
    assert response.status_code == 400
    assert "Location" not in response
    assert "invalid_request" in response.content.decode()
    assert flow.sign_in(url).status_code == 400
    response = flow.browser.post(url, {"action": "allow"})
    assert response.status_code == 400
    assert not Grant.objects.exists() and not Authorization.objects.exists()


@pytest.mark.parametrize("field", ["username", "password"])
@pytest.mark.parametrize("value", ["ada\x00", "x" * 5000])
def test_the_consent_sign_in_refuses_a_nul_or_an_over_long_field(
    flow: Flow, field: str, value: str
) -> None:
    url = flow.authorize_url()
    body = {"action": "sign-in", "username": flow.username, "password": "pw", field: value}
    response = flow.browser.post(url, body)
    assert response.status_code == 400
    assert "invalid_request" in response.content.decode()


def test_a_state_of_500_characters_still_comes_back(flow: Flow) -> None:
    state = "s" * 500
    _verifier, challenge = pkce_pair()
    url = flow.authorize_url(state=state, code_challenge=challenge)
    assert flow.sign_in(url).status_code == 302
    response = flow.browser.post(url, {"action": "allow"})
    assert response.status_code == 302
    assert f"state={state}" in response["Location"]


@pytest.mark.parametrize(
    "uri",
    [
        "https://a;b.example/cb",
        "https://a'b.example/cb",
        'https://a"b.example/cb',
        "https://example.com/{x}",
        "https://example.com/é",
        "https://exa mple.com/cb",
        "https://example.com/cb\x00",
    ],
)
def test_registration_refuses_a_uri_the_consent_page_could_never_match(
    flow: Flow, uri: str
) -> None:
    response = flow.api.post(
        "/api/v1/apps", {"name": "Odd", "redirect_uris": [uri], "public": True}
    )
    assert response.status_code == 400
    assert response.json()["error"]["code"] in ("invalid_input", "validation_error")


def test_every_uri_registration_takes_is_one_the_consent_page_matches(make_player) -> None:  # type: ignore[no-untyped-def]
    from tests.oauth.flow import make_flow

    for uri in ("https://app.example/cb?x=1", "https://[2001:db8::1]:8443/cb"):
        other = make_flow(make_player, username=f"u{len(uri)}", redirect_uri=uri)
        response = other.browser.get(other.authorize_url())
        assert response.status_code == 200, (uri, response.content[:300])


def test_a_semicolon_in_a_stored_uri_never_reaches_the_csp(flow: Flow) -> None:
    from oauth.models import App

    evil = "https://a;script-src*.example/cb"
    App.objects.filter(client_id=flow.client_id).update(redirect_uris=evil)
    response = flow.browser.get(flow.authorize_url(redirect_uri=evil))
    assert response.status_code == 400
    assert "script-src*" not in response.get("Content-Security-Policy", "")
