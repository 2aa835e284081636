"""Helpers for the hand review tests: a game against the AI played to the end of a hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from games.engine.ai import choose_action
from games.models import Game

MakePlayer = Callable[..., tuple[Player, APIClient]]


@pytest.fixture(autouse=True)
def _small_review_budget(settings: Any) -> None:
    # The worlds do not change what a review may show, only how sure its figures are.
    settings.REVIEW_WORLDS = 40


def play_hand(client: APIClient, player: Player, game_id: str, hand: int = 1) -> None:
    """Play the expert's choices for the player until hand ``hand`` is over."""
    for _ in range(300):
        game = Game.objects.get(pk=game_id)
        match = game.match()
        if len(match.hand_results) >= hand or match.finished:
            return
        seat = game.seat_of(player)
        assert seat is not None and match.turn == seat
        action = choose_action(match.view(seat), "expert").to_dict()
        response = client.post(f"/api/v1/games/{game_id}/moves", action, format="json")
        assert response.status_code == 200, response.json()
    raise AssertionError("the hand did not end")


def new_ai_game(client: APIClient, **options: Any) -> str:
    """A new game against the novice whose hand 1 is still being played (the AI's opening
    turn ends it now and then, with a knock on a lucky deal: such a game is passed over);
    ``options`` go with the POST (a ``target``, say)."""
    for _ in range(20):
        response = client.post(
            "/api/v1/games", {"opponent": "ai", "ai_level": "novice", **options}, format="json"
        )
        assert response.status_code == 201, response.json()
        if response.json()["last_hand"] is None:
            return str(response.json()["id"])
    raise AssertionError("20 deals in a row ended on the AI's opening turn")


def review_path(game_id: str, hand: int = 1) -> str:
    return f"/api/v1/games/{game_id}/hands/{hand}/review"
