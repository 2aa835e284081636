"""POST/GET /api/v1/apps and GET/DELETE /api/v1/players/me/authorizations."""

from __future__ import annotations

import pytest
from django.test import Client

from oauth.models import AccessToken, App, Authorization, RefreshToken
from tests.accounts.logins import register
from tests.conftest import client_for
from tests.oauth.flow import Flow, make_flow

APP = {"name": "Gin on the go", "redirect_uris": ["https://gin.example/cb"], "public": True}


def test_a_registered_player_registers_a_public_app(flow: Flow) -> None:
    response = flow.api.post("/api/v1/apps", APP)
    assert response.status_code == 201
    assert response.json()["client_secret"] is None
    listed = flow.api.get("/api/v1/apps").json()
    assert [app["name"] for app in listed] == ["Gin on the go", "Gin on the go"]
    assert listed[0]["redirect_uris"] == ["https://gin.example/cb"]
    assert "client_secret" not in listed[0]


def test_a_confidential_app_gets_its_secret_once_and_only_its_hash_is_kept(flow: Flow) -> None:
    response = flow.api.post("/api/v1/apps", {**APP, "public": False})
    secret = response.json()["client_secret"]
    assert secret
    app = App.objects.get(client_id=response.json()["client_id"])
    assert secret not in app.client_secret
    assert secret not in flow.api.get("/api/v1/apps").content.decode()


def test_a_guest_cannot_register_an_app(make_player) -> None:  # type: ignore[no-untyped-def]
    _player, client = make_player()
    response = client.post("/api/v1/apps", APP)
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "registration_required"
    assert not App.objects.exists()


@pytest.mark.parametrize(
    "uri",
    [
        "http://gin.example/cb",
        "http://127.0.0.1/cb",
        "http://10.0.0.1:8000/cb",
        "https://gin.example/cb#frag",
        "https://user:pw@gin.example/cb",
        "javascript:alert(1)",
        "gin.example/cb",
        "",
        "https://gin.example/a b",
    ],
)
def test_a_redirect_uri_must_be_https_or_loopback(flow: Flow, uri: str) -> None:
    before = App.objects.count()
    response = flow.api.post("/api/v1/apps", {**APP, "redirect_uris": [uri]})
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_input"
    assert App.objects.count() == before


@pytest.mark.parametrize(
    "body",
    [
        {"name": "x", "redirect_uris": [], "public": True},
        {"name": "x", "redirect_uris": "https://gin.example/cb", "public": True},
        {"name": "x", "redirect_uris": ["https://gin.example/cb"]},
        {"name": "x", "redirect_uris": ["https://gin.example/cb"], "public": "yes!"},
        {"name": "x" * 61, "redirect_uris": ["https://gin.example/cb"], "public": True},
        {**APP, "skip_authorization": True},
    ],
)
def test_bad_app_bodies_are_400_and_register_nothing(flow: Flow, body: dict) -> None:  # type: ignore[type-arg]
    before = App.objects.count()
    response = flow.api.post("/api/v1/apps", body)
    assert response.status_code == 400
    assert App.objects.count() == before


def test_loopback_and_https_uris_are_accepted(flow: Flow) -> None:
    uris = ["http://localhost:5173/cb", "http://127.0.0.1:9/x?y=1", "https://gin.example/cb"]
    assert flow.api.post("/api/v1/apps", {**APP, "redirect_uris": uris}).status_code == 201


def test_an_oauth_token_cannot_register_apps_nor_see_authorizations(flow: Flow) -> None:
    client = client_for(flow.tokens("profile:read")["access_token"])
    for response in (
        client.post("/api/v1/apps", APP),
        client.get("/api/v1/apps"),
        client.get("/api/v1/players/me/authorizations"),
        client.delete(f"/api/v1/players/me/authorizations/{Authorization.objects.get().pk}"),
    ):
        assert response.status_code == 403
        assert response.json()["error"]["code"] == "insufficient_scope"
    assert Authorization.objects.count() == 1


def test_the_player_lists_the_apps_it_allowed(flow: Flow) -> None:
    flow.tokens("profile:read")
    flow.tokens("games:play")
    listed = flow.api.get("/api/v1/players/me/authorizations").json()
    assert len(listed) == 1
    (row,) = listed
    assert set(row) == {"id", "app", "scopes", "created_at", "last_used_at"}
    assert row["app"] == {"name": "Gin on the go", "client_id": flow.client_id}
    assert row["scopes"] == ["profile:read", "games:play"]


def test_last_used_at_follows_the_tokens_use(flow: Flow) -> None:
    token = flow.tokens("profile:read")["access_token"]
    assert flow.api.get("/api/v1/players/me/authorizations").json()[0]["last_used_at"] is None
    client_for(token).get("/api/v1/players/me")
    assert flow.api.get("/api/v1/players/me/authorizations").json()[0]["last_used_at"]


def test_withdrawing_an_app_stops_every_token_of_it_at_once(flow: Flow) -> None:
    first = flow.tokens("profile:read")
    second = flow.tokens("profile:read")
    authorization = flow.api.get("/api/v1/players/me/authorizations").json()[0]
    response = flow.api.delete(f"/api/v1/players/me/authorizations/{authorization['id']}")
    assert response.status_code == 204
    for tokens in (first, second):
        assert client_for(tokens["access_token"]).get("/api/v1/players/me").status_code == 401
        refresh = Client().post(
            "/oauth/token",
            {
                "grant_type": "refresh_token",
                "refresh_token": tokens["refresh_token"],
                "client_id": flow.client_id,
            },
        )
        assert refresh.status_code == 400
    assert not AccessToken.objects.exists() and not RefreshToken.objects.exists()
    assert flow.api.get("/api/v1/players/me").status_code == 200
    assert flow.api.get("/api/v1/players/me/authorizations").json() == []


def test_withdrawing_one_app_leaves_the_others(flow: Flow, make_player) -> None:  # type: ignore[no-untyped-def]
    other = make_flow(make_player, username="bob")
    response = other.api.post("/api/v1/apps", APP)
    assert response.status_code == 201
    kept = flow.tokens("profile:read")
    second_app = Flow(
        flow.player,
        flow.api,
        flow.username,
        response.json()["client_id"],
        None,
        "https://gin.example/cb",
    )
    second_app.browser = flow.browser
    gone = second_app.tokens("profile:read")
    rows = flow.api.get("/api/v1/players/me/authorizations").json()
    target = next(row for row in rows if row["app"]["client_id"] == second_app.client_id)
    flow.api.delete(f"/api/v1/players/me/authorizations/{target['id']}")
    assert client_for(gone["access_token"]).get("/api/v1/players/me").status_code == 401
    assert client_for(kept["access_token"]).get("/api/v1/players/me").status_code == 200


def test_another_players_authorization_is_404_and_stays(flow: Flow, make_player) -> None:  # type: ignore[no-untyped-def]
    flow.tokens()
    authorization = Authorization.objects.get()
    _other, client = make_player("Eve")
    response = client.delete(f"/api/v1/players/me/authorizations/{authorization.pk}")
    assert response.status_code == 404
    assert Authorization.objects.filter(pk=authorization.pk).exists()


def test_apps_need_a_token(api) -> None:  # type: ignore[no-untyped-def]
    assert api.get("/api/v1/apps").status_code == 401
    assert api.post("/api/v1/apps", APP).status_code == 401
    assert api.get("/api/v1/players/me/authorizations").status_code == 401


def test_registering_apps_is_throttled(flow: Flow, settings) -> None:  # type: ignore[no-untyped-def]
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "apps": "2/hour",
        },
    }
    assert flow.api.post("/api/v1/apps", APP).status_code == 201
    response = flow.api.post("/api/v1/apps", APP)
    assert response.status_code == 429
    assert flow.api.get("/api/v1/apps").status_code == 200


def test_register_helper_makes_a_registered_player(make_player) -> None:  # type: ignore[no-untyped-def]
    _player, client = make_player("Zed")
    assert register(client, "zed").status_code == 200
    assert client.post("/api/v1/apps", APP).status_code == 201


def test_withdrawing_tells_the_streams_which_tokens_went(flow: Flow) -> None:
    from oauth.signals import access_tokens_revoked

    flow.tokens("games:read")
    token_id = AccessToken.objects.get().pk
    heard: list[dict] = []  # type: ignore[type-arg]

    def listener(**kwargs: object) -> None:
        heard.append(kwargs)

    access_tokens_revoked.connect(listener)
    try:
        authorization = Authorization.objects.get()
        from django.test import TestCase

        with TestCase.captureOnCommitCallbacks(execute=True):
            flow.api.delete(f"/api/v1/players/me/authorizations/{authorization.pk}")
    finally:
        access_tokens_revoked.disconnect(listener)
    assert [(h["player_id"], h["token_ids"]) for h in heard] == [(flow.player.pk, [token_id])]
