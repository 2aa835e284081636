"""POST /api/v1/players/me/credentials: a guest becomes a registered player."""

from __future__ import annotations

import pytest
from django.contrib.auth.hashers import check_password

from accounts.models import Player
from apikit.throttles import ScopedRateThrottle
from tests.accounts.logins import PASSWORD, log_in, register
from tests.conftest import at_once, client_for
from tests.factories import PlayerFactory

pytestmark = pytest.mark.django_db


def test_a_guest_becomes_a_registered_player_and_keeps_its_token(player_client):
    player, client = player_client

    response = register(client, "Ada_L")

    assert response.status_code == 200
    body = response.json()
    assert (body["id"], body["username"], body["registered"]) == (str(player.id), "Ada_L", True)
    assert client.get("/api/v1/players/me").json()["username"] == "Ada_L"


def test_only_a_hash_of_the_password_is_stored(player_client):
    player, client = player_client

    register(client)

    player.refresh_from_db()
    assert PASSWORD not in player.password
    assert check_password(PASSWORD, player.password)


def test_a_guest_shows_no_username_and_is_not_registered(player_client):
    _, client = player_client

    body = client.get("/api/v1/players/me").json()

    assert (body["username"], body["registered"]) == (None, False)


@pytest.mark.parametrize("taken", ["ada", "ADA", "Ada"])
def test_a_username_is_taken_whatever_its_case(make_player, taken):
    _, first = make_player("Ada")
    second_player, second = make_player("Bob")
    register(first, "Ada")

    response = register(second, taken)

    assert response.status_code == 409
    error = response.json()["error"]
    assert error["code"] == "username_taken"
    assert "username" in error["fields"]
    second_player.refresh_from_db()
    assert (second_player.username, second_player.password) == (None, "")


def test_a_username_is_kept_as_typed(player_client):
    player, client = player_client

    register(client, "McAdA")

    player.refresh_from_db()
    assert player.username == "McAdA"


@pytest.mark.parametrize(
    "password",
    ["short1!", "password123", "38472918374651", "ada_lovelace_1"],
    ids=["too-short", "too-common", "all-digits", "like-the-username"],
)
def test_a_password_the_validators_refuse_is_a_400_naming_the_password(player_client, password):
    player, client = player_client

    response = register(client, "ada_lovelace", password)

    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "invalid_input"
    assert error["fields"]["password"]
    player.refresh_from_db()
    assert (player.username, player.password) == (None, "")


@pytest.mark.parametrize(
    "username",
    ["", "ab", "x" * 41, "ada lovelace", "ada/1", 12345, None],
    ids=["blank", "too-short", "too-long", "a-space", "a-slash", "a-number", "null"],
)
def test_a_bad_username_is_a_400_naming_the_username(player_client, username):
    player, client = player_client

    response = client.post(
        "/api/v1/players/me/credentials", {"username": username, "password": PASSWORD}
    )

    assert response.status_code == 400
    assert "username" in response.json()["error"]["fields"]
    player.refresh_from_db()
    assert player.username is None


def test_a_registered_player_cannot_register_again(player_client):
    player, client = player_client
    register(client, "ada")

    response = register(client, "ada2", "another fine passphrase")

    assert response.status_code == 422
    assert response.json()["error"]["code"] == "already_registered"
    player.refresh_from_db()
    assert player.username == "ada"
    assert check_password(PASSWORD, player.password)


def test_a_field_it_does_not_define_is_a_400_unknown_field(player_client):
    player, client = player_client

    response = client.post(
        "/api/v1/players/me/credentials",
        {"username": "ada", "password": PASSWORD, "email": "ada@example.com"},
    )

    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "unknown_field"
    assert list(error["fields"]) == ["email"]
    player.refresh_from_db()
    assert player.username is None


def test_it_needs_a_token(api):
    response = register(api)

    assert response.status_code == 401
    assert not Player.objects.exclude(username=None).exists()


def test_the_taken_message_follows_accept_language(make_player):
    _, first = make_player("Ada")
    _, second = make_player("Bob")
    register(first, "ada")

    response = second.post(
        "/api/v1/players/me/credentials",
        {"username": "ada", "password": PASSWORD},
        HTTP_ACCEPT_LANGUAGE="es",
    )

    assert response.json()["error"]["message"] == "El nombre de usuario ada ya está en uso."


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_two_guests_taking_one_username_at_once_one_gets_it():
    tokens = [PlayerFactory.create_with_token()[1] for _ in range(6)]
    clients = iter([client_for(token) for token in tokens])

    statuses = at_once(len(tokens), lambda: register(next(clients), "ada").status_code)

    assert sorted(statuses) == [200] + [409] * 5
    assert Player.objects.filter(username="ada").count() == 1


def test_attempts_count_against_the_addresss_login_limit(make_player, settings, monkeypatch):
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: 1_800_000_015.0))
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"login_address": "2/minute", "login_username": "9/minute"},
    }
    _, first = make_player("Ada")
    _, second = make_player("Bob")
    register(first, "ada")

    probes = [register(second, name).status_code for name in ("ada", "ADA")]

    assert probes == [409, 429]
    assert log_in("ada").status_code == 429
    assert log_in("ada", REMOTE_ADDR="10.0.0.9").status_code == 201
