"""GET /api/v1/games"""

from typing import Any

import pytest

from games import services

pytestmark = pytest.mark.django_db


def _create(player, **kwargs):
    options: dict[str, Any] = {
        "opponent": "ai",
        "ai_level": "novice",
        "ruleset": "standard",
        "rules": None,
        "target": None,
    }
    options.update(kwargs)
    if options["opponent"] == "human":
        options["ai_level"] = None
    return services.game_create(player=player, **options)


def test_it_lists_the_callers_games_from_both_seats_newest_first(make_player):
    ada, client = make_player("Ada")
    bob, _ = make_player("Bob")
    first = _create(ada)
    joined = _create(bob, opponent="human")
    services.game_join(player=ada, invite_code=joined.invite_code)
    last = _create(ada, ruleset="arcade")
    _create(bob)  # not Ada's

    body = client.get("/api/v1/games").json()

    assert body["count"] == 3
    assert [game["id"] for game in body["results"]] == [str(last.id), str(joined.id), str(first.id)]
    summary = body["results"][0]
    assert summary["ruleset"] == "arcade"
    assert summary["status"] == "active"
    assert summary["turn"] in ("you", "opponent")
    assert "your_cards" not in summary


def test_it_filters_by_status(make_player):
    ada, client = make_player("Ada")
    _create(ada)
    waiting = _create(ada, opponent="human")

    body = client.get("/api/v1/games", {"status": "waiting"}).json()

    assert [game["id"] for game in body["results"]] == [str(waiting.id)]
    assert body["results"][0]["invite_code"] == waiting.invite_code


def test_an_unknown_status_is_a_400(player_client):
    _, client = player_client

    response = client.get("/api/v1/games", {"status": "paused"})

    assert response.status_code == 400
    assert "status" in response.json()["error"]["fields"]


def test_it_is_paginated(player_client):
    player, client = player_client
    for _ in range(3):
        _create(player)

    first = client.get("/api/v1/games", {"page_size": 2}).json()
    second = client.get("/api/v1/games", {"page_size": 2, "page": 2}).json()

    assert first["count"] == 3
    assert len(first["results"]) == 2 and first["next"]
    assert len(second["results"]) == 1 and second["next"] is None


def test_a_page_past_the_end_is_a_404_in_the_error_shape(player_client):
    _, client = player_client

    response = client.get("/api/v1/games", {"page": 9})

    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_it_needs_a_token(api):
    assert api.get("/api/v1/games").status_code == 401
