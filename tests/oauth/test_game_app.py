"""A game records the app it was created through (docs/API.md "Third-party apps"): every
operation that creates a game, not only POST /games, records the OAuth access token's app; a
device token records none."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from daily.services import daily_deal_ensure, daily_today
from games import services
from games.models import Game
from oauth.models import App
from oauth.selectors import game_app_id
from tests.lobby.conftest import post_seek, resign
from tests.oauth.flow import Flow

MakePlayer = Callable[..., tuple[Player, APIClient]]
VIA = pytest.mark.parametrize("via", ["oauth", "device"])


def _caller(flow: Flow, via: str) -> tuple[APIClient, int | None]:
    """Ada's client (an OAuth access token of her app, or her device token) and the app id
    a game it creates must record."""
    if via == "device":
        return flow.api, None
    client = flow.token_client("games:play daily:play")
    return client, App.objects.get(client_id=flow.client_id).pk


def _created(response: Any) -> int | None:
    """The app the game ``response`` answers with was recorded as created through."""
    assert response.status_code == 201, response.json()
    return game_app_id(Game.objects.get(pk=response.json()["id"]))


@VIA
def test_the_daily_attempt(flow: Flow, via: str) -> None:
    client, app_id = _caller(flow, via)
    assert _created(client.post("/api/v1/daily/play")) == app_id


@VIA
def test_a_daily_practice_game(flow: Flow, via: str) -> None:
    client, app_id = _caller(flow, via)
    past = daily_today() - dt.timedelta(days=1)
    daily_deal_ensure(date=past)
    response = client.post(f"/api/v1/daily/{past.isoformat()}/practice")
    assert _created(response) == app_id


@VIA
def test_a_seek_that_pairs_at_once(flow: Flow, make_player: MakePlayer, via: str) -> None:
    _bob, bob_client = make_player("Bob", registered=True)
    assert post_seek(bob_client).status_code == 201
    client, app_id = _caller(flow, via)
    response = post_seek(client)
    assert response.status_code == 201, response.json()
    game = Game.objects.get(pk=response.json()["game"])
    assert game_app_id(game) == app_id


@VIA
def test_an_accepted_seek(flow: Flow, make_player: MakePlayer, via: str) -> None:
    _bob, bob_client = make_player("Bob", registered=True)
    seek = post_seek(bob_client).json()
    client, app_id = _caller(flow, via)
    assert _created(client.post(f"/api/v1/seeks/{seek['id']}/accept")) == app_id


@VIA
def test_an_accepted_rematch(flow: Flow, make_player: MakePlayer, via: str) -> None:
    bob, bob_client = make_player("Bob", registered=True)
    game = services.game_start_between(players=(flow.player, bob), ruleset="standard", target=100)
    resign(bob_client, str(game.pk))
    url = f"/api/v1/games/{game.pk}/rematch"
    assert bob_client.post(url).status_code == 201
    client, app_id = _caller(flow, via)
    assert _created(client.post(url)) == app_id


def test_the_offering_seats_app_is_not_the_rematchs(flow: Flow, make_player: MakePlayer) -> None:
    """The rematch is created by the accepting request: an app that only offered it is not
    recorded."""
    bob, bob_client = make_player("Bob", registered=True)
    game = services.game_start_between(players=(flow.player, bob), ruleset="standard", target=100)
    resign(bob_client, str(game.pk))
    url = f"/api/v1/games/{game.pk}/rematch"
    client, _app_id = _caller(flow, "oauth")
    assert client.post(url).json()["offered_by"] == "you"
    assert _created(bob_client.post(url)) is None


def test_a_game_made_after_an_apps_request_outside_any_request_records_no_app(
    flow: Flow, make_player: MakePlayer
) -> None:
    """The acting app is the request's: once an app's request is over, a game the same
    thread makes outside a request (a task, a command) was made through no app."""
    bob, _bob_client = make_player("Bob", registered=True)
    client, app_id = _caller(flow, "oauth")
    assert _created(client.post("/api/v1/games", {"opponent": "ai"}, format="json")) == app_id
    game = services.game_start_between(players=(flow.player, bob), ruleset="standard", target=100)
    assert game_app_id(game) is None
