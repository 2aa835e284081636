"""POST /api/v1/players"""

import hashlib

import pytest

from accounts.models import Player, Token

pytestmark = pytest.mark.django_db


def test_it_creates_a_guest_player_and_returns_its_token_once(api):
    response = api.post("/api/v1/players", {"display_name": "Ada"})

    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"id", "display_name", "token"}
    assert body["display_name"] == "Ada"
    token = Token.objects.get(player_id=body["id"])
    assert token.digest == hashlib.sha256(body["token"].encode()).hexdigest()
    assert body["token"] not in token.digest


def test_the_token_authenticates_the_player(api):
    token = api.post("/api/v1/players", {"display_name": "Ada"}).json()["token"]

    api.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    response = api.get("/api/v1/players/me")

    assert response.status_code == 200
    assert response.json()["display_name"] == "Ada"


def test_each_player_gets_a_different_token(api):
    first = api.post("/api/v1/players", {"display_name": "Ada"}).json()
    second = api.post("/api/v1/players", {"display_name": "Ada"}).json()

    assert first["token"] != second["token"]
    assert first["id"] != second["id"]


def test_a_stale_token_does_not_stop_a_new_player_being_created(api):
    api.credentials(HTTP_AUTHORIZATION="Bearer no-such-token")

    assert api.post("/api/v1/players", {"display_name": "Ada"}).status_code == 201


@pytest.mark.parametrize(
    "body",
    [{}, {"display_name": ""}, {"display_name": "x" * 41}, {"display_name": ["Ada"]}],
    ids=["missing", "blank", "too-long", "a-list"],
)
def test_it_rejects_a_bad_display_name(api, body):
    response = api.post("/api/v1/players", body)

    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "invalid_input"
    assert "display_name" in error["fields"]
    assert Player.objects.count() == 0
