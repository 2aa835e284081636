"""GET /api/v1/players/me"""

import pytest

from accounts.models import Player
from games import services

pytestmark = pytest.mark.django_db


def test_it_shows_the_profile_and_zero_stats_of_a_new_player(player_client):
    player, client = player_client

    body = client.get("/api/v1/players/me").json()

    assert body == {
        "id": str(player.id),
        "display_name": "Ada",
        "created_at": body["created_at"],
        "username": None,
        "registered": False,
        "stats": {
            "games": 0,
            "games_finished": 0,
            "games_won": 0,
            "hands_won": 0,
            "gins": 0,
            "best_hand": None,
            "daily_streak": 0,
            "best_daily_streak": 0,
        },
    }
    assert body["created_at"].endswith("Z")


def test_it_counts_games_from_either_seat(make_player):
    ada, ada_client = make_player("Ada")
    bob, _ = make_player("Bob")
    services.game_create(
        player=ada, opponent="ai", ai_level="novice", ruleset="standard", rules=None, target=None
    )
    friend_game = services.game_create(
        player=bob, opponent="human", ai_level=None, ruleset="standard", rules=None, target=None
    )
    assert friend_game.invite_code is not None
    services.game_join(player=ada, invite_code=friend_game.invite_code)

    stats = ada_client.get("/api/v1/players/me").json()["stats"]

    assert stats["games"] == 2


def test_a_resigned_game_counts_as_won_by_the_other_player(make_player):
    ada, ada_client = make_player("Ada")
    bob, bob_client = make_player("Bob")
    game = services.game_create(
        player=bob, opponent="human", ai_level=None, ruleset="standard", rules=None, target=None
    )
    assert game.invite_code is not None
    services.game_join(player=ada, invite_code=game.invite_code)
    services.game_move_play(
        game_id=game.id, player=bob, action={"action": "resign"}, expected_version=None
    )

    assert ada_client.get("/api/v1/players/me").json()["stats"]["games_won"] == 1
    assert bob_client.get("/api/v1/players/me").json()["stats"]["games_finished"] == 1
    assert bob_client.get("/api/v1/players/me").json()["stats"]["games_won"] == 0


def test_hands_won_gins_and_best_hand_follow_the_hands_the_player_wins(player_client):
    player, client = player_client
    Player.objects.filter(pk=player.pk).update(hands_won=3, gins=1, best_hand=48)

    stats = client.get("/api/v1/players/me").json()["stats"]

    assert (stats["hands_won"], stats["gins"], stats["best_hand"]) == (3, 1, 48)


def test_it_needs_a_token(api):
    response = api.get("/api/v1/players/me")

    assert response.status_code == 401
    assert response.json()["error"]["code"] == "not_authenticated"
    assert response["WWW-Authenticate"] == 'Bearer realm="api"'


@pytest.mark.parametrize(
    "header",
    ["Bearer nope", "Bearer", "Bearer a b", "Bearer \u00e9t\u00e9"],
    ids=["unknown", "empty", "two-parts", "non-ascii"],
)
def test_a_wrong_token_is_a_401(api, header):
    api.credentials(HTTP_AUTHORIZATION=header)

    response = api.get("/api/v1/players/me")

    assert response.status_code == 401
    assert response.json()["error"]["code"] == "authentication_failed"
    assert response["WWW-Authenticate"] == 'Bearer realm="api"'


def test_another_scheme_is_treated_as_no_token(api):
    api.credentials(HTTP_AUTHORIZATION="Basic dXNlcjpwYXNz")

    response = api.get("/api/v1/players/me")

    assert response.status_code == 401
    assert response.json()["error"]["code"] == "not_authenticated"
