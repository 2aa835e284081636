"""PATCH /api/v1/players/me: a player changes its display name."""

import pytest
from django.utils import timezone

from accounts.models import Player
from apikit.throttles import ScopedRateThrottle
from games import services
from leaderboard.services import hand_won
from tests.factories import game_create

pytestmark = pytest.mark.django_db

ME = "/api/v1/players/me"


def test_a_guest_changes_its_name_and_gets_its_profile(player_client):
    player, client = player_client

    response = client.patch(ME, {"display_name": "Ada L."})

    assert response.status_code == 200
    body = response.json()
    assert body["id"] == str(player.id)
    assert body["display_name"] == "Ada L."
    assert body["registered"] is False
    assert client.get(ME).json()["display_name"] == "Ada L."
    assert Player.objects.get(pk=player.pk).display_name == "Ada L."


def test_a_registered_player_changes_its_name_and_keeps_its_login(player_client, api):
    _, client = player_client
    client.post(
        "/api/v1/players/me/credentials",
        {"username": "ada", "password": "correct horse battery staple"},
    )

    renamed = client.patch(ME, {"display_name": "Countess"}).json()

    assert renamed["display_name"] == "Countess"
    assert renamed["username"] == "ada"
    login = api.post(
        "/api/v1/sessions", {"username": "ada", "password": "correct horse battery staple"}
    )
    assert login.status_code == 201


@pytest.mark.parametrize(
    "body",
    [
        {"display_name": ""},
        {"display_name": "   "},
        {"display_name": "x" * 41},
        {"display_name": 42},
        {"display_name": None},
        {},
        {"display_name": "Ada", "username": "ada"},
    ],
)
def test_a_bad_name_is_a_400_and_changes_nothing(player_client, body):
    player, client = player_client

    response = client.patch(ME, body, format="json")

    assert response.status_code == 400
    assert response.json()["error"]["code"] in {"invalid_input", "unknown_field"}
    assert Player.objects.get(pk=player.pk).display_name == "Ada"


def test_a_name_refused_at_creation_is_refused_at_rename(player_client, api):
    """One validator for both: whatever POST /players refuses, PATCH refuses the same way."""
    _, client = player_client
    for name in ["", "x" * 41, "  "]:
        created = api.post("/api/v1/players", {"display_name": name})
        renamed = client.patch(ME, {"display_name": name})
        assert (created.status_code, created.json()["error"]["fields"].keys()) == (
            renamed.status_code,
            renamed.json()["error"]["fields"].keys(),
        )


def test_renaming_needs_a_token(api):
    response = api.patch(ME, {"display_name": "Ada"})

    assert response.status_code == 401


def test_the_opponent_sees_the_new_name_and_the_game_etag_changes(make_player):
    ada, ada_client = make_player("Ada")
    bob, bob_client = make_player("Bob")
    game = services.game_create(
        player=bob, opponent="human", ai_level=None, ruleset="standard", rules=None, target=None
    )
    assert game.invite_code is not None
    services.game_join(player=ada, invite_code=game.invite_code)
    url = f"/api/v1/games/{game.id}"
    before = bob_client.get(url)
    assert before.json()["opponent"]["display_name"] == "Ada"

    ada_client.patch(ME, {"display_name": "Ada L."})
    after = bob_client.get(url, HTTP_IF_NONE_MATCH=before["ETag"])

    assert after.status_code == 200
    assert after.json()["opponent"]["display_name"] == "Ada L."


def test_the_boards_show_the_new_name(player_client, api):
    player, client = player_client
    hand_won(game=game_create(player), seat=0, hand_number=1, points=30, achieved_at=timezone.now())

    client.patch(ME, {"display_name": "Ada L."})
    rows = api.get("/api/v1/leaderboards/best-hand").json()["results"]

    assert [row["player"]["display_name"] for row in rows] == ["Ada L."]


def test_renaming_is_throttled_per_player_and_reading_is_not(settings, make_player, monkeypatch):
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: 1_800_000_015.0))
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"player_rename": "2/minute"},
    }
    ada, ada_client = make_player("Ada")
    _, bob_client = make_player("Bob")

    statuses = [ada_client.patch(ME, {"display_name": f"Ada {n}"}).status_code for n in range(3)]

    assert statuses == [200, 200, 429]
    assert ada_client.patch(ME, {"display_name": "Ada 9"}).json()["error"]["code"] == "throttled"
    assert Player.objects.get(pk=ada.pk).display_name == "Ada 1"
    assert ada_client.get(ME).status_code == 200
    assert bob_client.patch(ME, {"display_name": "Bob 1"}).status_code == 200


def test_the_schema_documents_the_rename(api):
    schema = api.get("/api/schema?format=json")
    operation = schema.json()["paths"]["/api/v1/players/me"]["patch"]

    assert operation["operationId"] == "players_me_rename"
    assert {"200", "400", "401", "429"} <= set(operation["responses"])
