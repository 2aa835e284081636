"""Fixtures for the lobby tests: players with clients, and finished games between two."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from games.models import Game

SEEK = {"ruleset": "standard", "target": 100, "rated": True}

Pair = tuple[tuple[Player, APIClient], tuple[Player, APIClient]]


def post_seek(client: APIClient, **body: Any) -> Any:
    return client.post("/api/v1/seeks", {**SEEK, **body}, format="json")


def resign(client: APIClient, game_id: str) -> dict[str, Any]:
    response = client.post(f"/api/v1/games/{game_id}/moves", {"action": "resign"}, format="json")
    assert response.status_code == 200, response.json()
    return response.json()["game"]


def play_twice_each(game: Game, clients: dict[Any, APIClient]) -> None:
    """Each seat plays two moves (so a resignation then is not an abort)."""
    made = {0: 0, 1: 0}
    while min(made.values()) < 2:
        game.refresh_from_db()
        view = game.match().view(0)
        seat = view.turn
        assert seat is not None
        player = game.player0 if seat == 0 else game.player1
        assert player is not None
        client = clients[player.pk]
        doc = client.get(f"/api/v1/games/{game.pk}").json()
        legal = [a["action"] for a in doc["legal_actions"]]
        if "pass" in legal:
            body: dict[str, Any] = {"action": "pass"}
        elif "draw_stock" in legal:
            body = {"action": "draw_stock"}
        else:
            discard = next(a for a in doc["legal_actions"] if a["action"] == "discard")
            body = {"action": "discard", "card": discard["cards"][0]}
        response = client.post(f"/api/v1/games/{game.pk}/moves", body, format="json")
        assert response.status_code == 200, response.json()
        made[seat] += 1


@pytest.fixture
def pair(make_player: Callable[..., tuple[Player, APIClient]]) -> Pair:
    return make_player("Ada"), make_player("Bob")


@pytest.fixture
def make_player(
    make_player: Callable[..., tuple[Player, APIClient]],
) -> Callable[..., tuple[Player, APIClient]]:
    """Registered players by default: rated games are for registered players (docs/API.md,
    fourth wave); a test about guests asks for one with ``registered=False``."""

    def make(display_name: str = "Ada", *, registered: bool = True) -> tuple[Player, APIClient]:
        return make_player(display_name, registered=registered)

    return make
