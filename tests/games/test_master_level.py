"""The master AI through the API: accepted as an ai_level, listed, and replayable."""

import pytest
from django.test import override_settings

from games.engine.ai import AI_LEVELS
from games.models import Game
from tests.games.play import choose_move

pytestmark = pytest.mark.django_db


def test_the_rulesets_listing_names_the_ai_levels_weakest_first(api):
    body = api.get("/api/v1/rulesets").json()

    assert body["ai_levels"] == ["novice", "expert", "master"] == list(AI_LEVELS)


@override_settings(AI_MASTER_WORLDS=4, AI_MASTER_MAX_ROLLOUTS=24)
def test_a_game_against_the_master_is_played_and_replays_from_its_seed(player_client):
    _, client = player_client

    game = client.post("/api/v1/games", {"opponent": "ai", "ai_level": "master"}).json()
    assert game["opponent"] == {"kind": "ai", "ai_level": "master", "display_name": None}
    replies = 0
    for _ in range(12):
        if game["status"] != "active":
            break
        answer = client.post(f"/api/v1/games/{game['id']}/moves", choose_move(game)).json()
        replies += sum(event.get("player") == "opponent" for event in answer["events"])
        game = answer["game"]

    assert replies > 0
    assert Game.objects.get(id=game["id"]).replay_matches_snapshot()


def test_an_unknown_ai_level_names_the_levels(player_client):
    _, client = player_client

    response = client.post("/api/v1/games", {"opponent": "ai", "ai_level": "grandmaster"})

    assert response.status_code == 400
    assert response.json()["error"]["fields"]["ai_level"]
