"""POST /oauth/token and POST /oauth/revoke: codes, verifiers, refresh, revocation, limits."""

from __future__ import annotations

import datetime as dt

import time_machine
from django.test import Client
from django.utils import timezone

from oauth.models import AccessToken, RefreshToken
from tests.conftest import client_for
from tests.oauth.flow import Flow, make_flow


def _me(access_token: str) -> int:
    return int(client_for(access_token).get("/api/v1/players/me").status_code)


def test_the_answer_is_rfc_6749_json_and_never_cached(flow: Flow) -> None:
    code, verifier = flow.code()
    response = flow.exchange(code, verifier)
    assert response["Content-Type"].startswith("application/json")
    assert response["Cache-Control"] == "no-store"
    body = response.json()
    assert set(body) >= {"access_token", "token_type", "expires_in", "scope", "refresh_token"}
    assert body["token_type"] == "Bearer"


def test_tokens_are_stored_only_as_digests(flow: Flow) -> None:
    tokens = flow.tokens()
    stored = AccessToken.objects.get()
    assert stored.token == "" and tokens["access_token"] not in stored.token_checksum
    assert RefreshToken.objects.get().token == ""


def test_a_wrong_verifier_is_invalid_grant_and_the_code_still_works(flow: Flow) -> None:
    code, verifier = flow.code()
    response = flow.exchange(code, verifier[:-1] + ("A" if verifier[-1] != "A" else "B"))
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_grant"
    assert not AccessToken.objects.exists()
    assert flow.exchange(code, verifier).status_code == 200


def test_a_missing_verifier_is_refused(flow: Flow) -> None:
    code, _verifier = flow.code()
    response = Client().post(
        "/oauth/token",
        {
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": flow.redirect_uri,
            "client_id": flow.client_id,
        },
    )
    assert response.status_code == 400
    assert response.json()["error"] in ("invalid_request", "invalid_grant")
    assert not AccessToken.objects.exists()


def test_a_reused_code_is_invalid_grant_and_revokes_what_it_gave(flow: Flow) -> None:
    code, verifier = flow.code()
    first = flow.exchange(code, verifier).json()
    assert _me(first["access_token"]) == 200
    again = flow.exchange(code, verifier)
    assert again.status_code == 400
    assert again.json() == {"error": "invalid_grant"} or again.json()["error"] == "invalid_grant"
    assert _me(first["access_token"]) == 401
    refresh = Client().post(
        "/oauth/token",
        {
            "grant_type": "refresh_token",
            "refresh_token": first["refresh_token"],
            "client_id": flow.client_id,
        },
    )
    assert refresh.status_code == 400
    assert refresh.json()["error"] == "invalid_grant"


def test_an_expired_code_is_invalid_grant(flow: Flow) -> None:
    code, verifier = flow.code()
    with time_machine.travel(timezone.now() + dt.timedelta(minutes=10, seconds=1)):
        response = flow.exchange(code, verifier)
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_grant"
    assert not AccessToken.objects.exists()


def test_a_code_works_with_its_own_redirect_uri_only(flow: Flow) -> None:
    code, verifier = flow.code()
    response = flow.exchange(code, verifier, redirect_uri=flow.redirect_uri + "x")
    assert response.status_code == 400
    assert response.json()["error"] in ("invalid_grant", "invalid_request")
    assert flow.exchange(code, verifier).status_code == 200


def test_a_code_of_one_app_does_not_work_for_another(flow: Flow, make_player) -> None:  # type: ignore[no-untyped-def]
    other = make_flow(make_player, username="bob")
    code, verifier = flow.code()
    response = flow.exchange(code, verifier, client_id=other.client_id)
    assert response.status_code == 400
    assert flow.exchange(code, verifier).status_code == 200


def test_a_refresh_token_gives_new_tokens_once(flow: Flow) -> None:
    tokens = flow.tokens()
    body = {
        "grant_type": "refresh_token",
        "refresh_token": tokens["refresh_token"],
        "client_id": flow.client_id,
    }
    response = Client().post("/oauth/token", body)
    assert response.status_code == 200, response.json()
    fresh = response.json()
    assert fresh["access_token"] != tokens["access_token"]
    assert _me(fresh["access_token"]) == 200
    assert _me(tokens["access_token"]) == 401


def test_a_revoked_refresh_token_no_longer_works(flow: Flow) -> None:
    tokens = flow.tokens()
    revoke = Client().post(
        "/oauth/revoke", {"token": tokens["refresh_token"], "client_id": flow.client_id}
    )
    assert revoke.status_code == 200
    response = Client().post(
        "/oauth/token",
        {
            "grant_type": "refresh_token",
            "refresh_token": tokens["refresh_token"],
            "client_id": flow.client_id,
        },
    )
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_grant"
    assert _me(tokens["access_token"]) == 401


def test_a_revoked_access_token_is_401_at_once(flow: Flow) -> None:
    tokens = flow.tokens()
    revoke = Client().post(
        "/oauth/revoke", {"token": tokens["access_token"], "client_id": flow.client_id}
    )
    assert revoke.status_code == 200
    assert _me(tokens["access_token"]) == 401


def test_only_the_code_and_refresh_grants_exist(flow: Flow) -> None:
    for grant in ("password", "client_credentials", "implicit"):
        response = Client().post(
            "/oauth/token",
            {"grant_type": grant, "client_id": flow.client_id, "username": "ada", "password": "x"},
        )
        assert response.status_code == 400
        assert response.json()["error"] == "unsupported_grant_type"
    assert not AccessToken.objects.exists()


def test_a_confidential_app_must_send_its_secret(make_player) -> None:  # type: ignore[no-untyped-def]
    flow = make_flow(make_player, public=False)
    assert flow.client_secret
    code, verifier = flow.code()
    response = flow.exchange(code, verifier, client_secret="wrong")
    assert response.status_code == 401
    assert response.json()["error"] == "invalid_client"
    assert flow.exchange(code, verifier).status_code == 200


def test_the_token_endpoint_is_throttled_per_client_for_requests_that_could_succeed(
    flow: Flow,
    settings,  # type: ignore[no-untyped-def]
) -> None:
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "oauth_token_client": "2/minute",
        },
    }
    body = {"grant_type": "authorization_code", "code": "nope", "client_id": flow.client_id}
    statuses = [Client().post("/oauth/token", body).status_code for _ in range(3)]
    assert statuses == [400, 400, 400]
    pairs = [flow.code() for _ in range(3)]
    statuses = [flow.exchange(code, verifier).status_code for code, verifier in pairs]
    assert statuses == [200, 200, 429]


def test_the_token_endpoint_is_throttled_per_address(flow: Flow, settings) -> None:  # type: ignore[no-untyped-def]
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "oauth_token_address": "2/minute",
        },
    }
    statuses = [
        Client().post("/oauth/token", {"grant_type": "x", "client_id": f"c{n}"}).status_code
        for n in range(3)
    ]
    assert statuses[2] == 429
    response = Client().post("/oauth/token", {"grant_type": "x"})
    assert response.status_code == 429
    assert response.json()["error"] == "slow_down"
    assert int(response["Retry-After"]) >= 1


def test_a_browser_app_may_call_it_from_its_redirect_origin_only(flow: Flow) -> None:
    code, verifier = flow.code()
    body = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": flow.redirect_uri,
        "client_id": flow.client_id,
        "code_verifier": verifier,
    }
    evil = Client().post("/oauth/token", body, HTTP_ORIGIN="https://evil.example")
    assert "Access-Control-Allow-Origin" not in evil
    own = Client().post("/oauth/token", body, HTTP_ORIGIN="http://127.0.0.1:8765")
    assert own["Access-Control-Allow-Origin"] == "http://127.0.0.1:8765"
