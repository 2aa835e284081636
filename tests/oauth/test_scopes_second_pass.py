"""The scope rules of docs/API.md's fourth wave (issue 38, finding 7): ``daily:play`` covers
moves in the Daily's own games, ``games:play`` does not reach a scored Daily game, and public
reads accept any valid token whatever its scopes."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from rest_framework.test import APIClient

from daily.services import daily_deal_ensure, daily_today
from games import services
from tests.oauth.flow import Flow


def _a_legal_move(flow: Flow, game_id: str) -> dict[str, Any]:
    doc = flow.api.get(f"/api/v1/games/{game_id}").json()
    action = doc["legal_actions"][0]
    body: dict[str, Any] = {"action": action["action"]}
    if action.get("cards"):
        body["card"] = action["cards"][0]
    return body


def _move(client: APIClient, flow: Flow, game_id: str) -> Any:
    return client.post(
        f"/api/v1/games/{game_id}/moves", _a_legal_move(flow, game_id), format="json"
    )


def test_daily_play_covers_moves_in_the_daily_attempt(flow: Flow) -> None:
    client = flow.token_client("daily:play")
    started = client.post("/api/v1/daily/play")
    assert started.status_code == 201, started.json()
    response = _move(client, flow, started.json()["id"])
    assert response.status_code == 200, response.json()


def test_daily_play_covers_moves_in_a_practice_game(flow: Flow) -> None:
    client = flow.token_client("daily:play")
    past = daily_today() - dt.timedelta(days=1)
    daily_deal_ensure(date=past)
    practice = client.post(f"/api/v1/daily/{past.isoformat()}/practice")
    assert practice.status_code == 201, practice.json()
    assert _move(client, flow, practice.json()["id"]).status_code == 200


def test_games_play_does_not_reach_a_scored_daily_game(flow: Flow) -> None:
    attempt = flow.api.post("/api/v1/daily/play").json()
    client = flow.token_client("games:play")
    response = _move(client, flow, attempt["id"])
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "insufficient_scope"


def test_daily_play_does_not_reach_other_games(flow: Flow) -> None:
    game = services.game_create(
        player=flow.player,
        opponent="ai",
        ai_level="novice",
        ruleset="standard",
        rules=None,
        target=None,
    )
    client = flow.token_client("daily:play")
    response = _move(client, flow, str(game.pk))
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "insufficient_scope"
    assert _move(flow.token_client("games:play"), flow, str(game.pk)).status_code == 200


@pytest.mark.parametrize("scope", ["daily:play", "profile:read", "games:read"])
def test_public_reads_accept_any_valid_token(flow: Flow, scope: str) -> None:
    client = flow.token_client(scope)
    for path in (
        f"/api/v1/players/{flow.player.pk}",
        "/api/v1/seeks",
        "/api/v1/leaderboards/ratings/standard",
        "/api/v1/leaderboards/best-hand",
    ):
        response = client.get(path)
        assert response.status_code == 200, (path, response.status_code, response.content[:200])


@pytest.mark.django_db
def test_a_public_read_still_refuses_a_token_that_is_not_valid() -> None:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Bearer oat.not-a-token")
    assert client.get("/api/v1/seeks").status_code == 401
