"""DELETE /api/v1/players/me/sessions/{id} (revoke a device) and /api/v1/sessions/current
(log out)."""

from __future__ import annotations

import uuid

import pytest

from accounts.models import Token
from tests.accounts.logins import device, register
from tests.conftest import client_for
from tests.factories import token_for

pytestmark = pytest.mark.django_db


def _session_ids(client) -> list[str]:
    return [entry["id"] for entry in client.get("/api/v1/players/me/sessions").json()]


def test_revoking_a_device_stops_its_token_at_once_and_no_other(player_client):
    player, client = player_client
    lost = client_for(token_for(player, label="lost phone"))
    lost_id = next(
        entry["id"]
        for entry in client.get("/api/v1/players/me/sessions").json()
        if entry["label"] == "lost phone"
    )

    response = client.delete(f"/api/v1/players/me/sessions/{lost_id}")

    assert response.status_code == 204
    assert lost.get("/api/v1/players/me").status_code == 401
    assert client.get("/api/v1/players/me").status_code == 200
    assert lost_id not in _session_ids(client)


def test_another_players_device_is_a_404_and_keeps_working(make_player):
    _, ada = make_player("Ada")
    _, bob = make_player("Bob")
    bobs_id = _session_ids(bob)[0]

    response = ada.delete(f"/api/v1/players/me/sessions/{bobs_id}")

    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"
    assert bob.get("/api/v1/players/me").status_code == 200


@pytest.mark.parametrize(
    "session_id",
    ["8d1f3c2a-0b4e-4f6a-9c7d-5e2b1a0f9c83", "not-a-uuid"],
    ids=["no-such-session", "not-a-uuid"],
)
def test_an_unknown_session_is_a_404(player_client, session_id):
    _, client = player_client

    response = client.delete(f"/api/v1/players/me/sessions/{session_id}")

    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"
    assert Token.objects.count() == 1


def test_logging_out_stops_this_token_and_leaves_the_other_devices(player_client):
    _, first = player_client
    register(first, "ada")
    second = device("ada")

    response = second.delete("/api/v1/sessions/current")

    assert response.status_code == 204
    assert second.get("/api/v1/players/me").status_code == 401
    assert second.delete("/api/v1/sessions/current").status_code == 401
    assert first.get("/api/v1/players/me").status_code == 200
    assert len(_session_ids(first)) == 1


def test_a_registered_player_logged_out_everywhere_can_log_in_again(player_client):
    player, client = player_client
    register(client, "ada")

    client.delete("/api/v1/sessions/current")

    assert not Token.objects.filter(player=player).exists()
    assert device("ada").get("/api/v1/players/me").json()["id"] == str(player.id)


def test_logging_out_needs_a_token(api):
    assert api.delete("/api/v1/sessions/current").status_code == 401
    assert api.delete(f"/api/v1/players/me/sessions/{uuid.uuid4()}").status_code == 401
