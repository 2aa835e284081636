"""A daily game played through the API to the end of the shared first hand.

With the secret pinned, 2025-03-09's deal is a hand the player wins (a 42-point knock) when
they play the expert AI's choices, and the novice AI answers deterministically: so every player
who plays those moves gets that result, and the boards show it once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from daily.models import DailyAttempt
from games.engine.ai import choose_action
from games.models import Game
from leaderboard.models import BEST_HAND_BOARD, Score, daily_board
from leaderboard.selectors import leaderboard_page

from .conftest import at, utc

MakePlayer = Callable[..., tuple[Player, APIClient]]
MOMENT = utc(2025, 3, 9, 18, 0)
NEXT_DAY = utc(2025, 3, 10, 9, 0)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("e2e_daily_secret")]


def play_first_hand(client: APIClient, game_id: str) -> dict[str, Any]:
    """Play the expert AI's choices for the player until the first hand is over."""
    for _ in range(200):
        game = Game.objects.get(pk=game_id)
        match = game.match()
        if match.hand_results or match.finished:
            return client.get(f"/api/v1/games/{game_id}").json()
        action = choose_action(match.view(0), "expert").to_dict()
        response = client.post(f"/api/v1/games/{game_id}/moves", action, format="json")
        assert response.status_code == 200, response.json()
    raise AssertionError("the first hand did not end")


def test_the_first_hand_is_scored_once_on_both_boards(make_player: MakePlayer) -> None:
    player, client = make_player("Ada", registered=True)
    with at(MOMENT):
        game_id = client.post("/api/v1/daily/play").json()["id"]
        game = play_first_hand(client, game_id)
        assert game["last_hand"]["hand_number"] == 1
        outcome = game["last_hand"]["outcome"]
        points = game["last_hand"]["points"]
        assert game["last_hand"]["winner"] == "you"
        result = client.get("/api/v1/daily").json()["your_result"]
    assert result["first_hand"] == {
        "outcome": outcome,
        "knocker": game["last_hand"]["knocker"],
        "winner": "you",
        "points": points,
    }
    assert result["score"] == points
    score = Score.objects.get(player=player)
    assert score.daily_deal is not None and score.hand_number == 1
    daily_rows = leaderboard_page(board=daily_board(MOMENT.date())).rows
    assert [(row.display_name, row.score) for row in daily_rows] == [("Ada", points)]
    assert [row.score for row in leaderboard_page(board=BEST_HAND_BOARD).rows] == [points]


def test_the_same_moves_on_the_same_deal_give_every_player_the_same_hand(
    make_player: MakePlayer,
) -> None:
    _ada, ada = make_player("Ada", registered=True)
    _lin, lin = make_player("Lin", registered=True)
    with at(MOMENT):
        ada_hand = play_first_hand(ada, ada.post("/api/v1/daily/play").json()["id"])["last_hand"]
        lin_hand = play_first_hand(lin, lin.post("/api/v1/daily/play").json()["id"])["last_hand"]
    assert ada_hand == lin_hand
    rows = leaderboard_page(board=daily_board(MOMENT.date())).rows
    assert [row.rank for row in rows] == [1, 1]


def test_a_practice_game_won_the_same_way_changes_no_board(make_player: MakePlayer) -> None:
    player, client = make_player("Ada", registered=True)
    with at(MOMENT):
        scored = client.post("/api/v1/daily/play").json()["id"]
        play_first_hand(client, scored)
    with at(NEXT_DAY):
        practice = client.post(f"/api/v1/daily/{MOMENT.date().isoformat()}/practice").json()
        assert practice["daily"]["scored"] is False
        play_first_hand(client, practice["id"])
    assert Score.objects.filter(player=player).count() == 1
    assert not Score.objects.filter(game_id=practice["id"]).exists()
    assert DailyAttempt.objects.filter(player=player).count() == 2
    assert leaderboard_page(board=daily_board(MOMENT.date())).count == 1
