"""GET /api/v1/puzzles/next (docs/API.md "Puzzles")."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from puzzles.models import PuzzleAttempt, PuzzlePlayer
from tests.puzzles.conftest import POSITION, MakePuzzle

pytestmark = pytest.mark.django_db

NEXT = "/api/v1/puzzles/next"


def test_it_serves_the_position_and_nothing_that_tells_the_answer(
    make_puzzle: MakePuzzle, api: APIClient
) -> None:
    puzzle = make_puzzle()

    body = api.get(NEXT).json()

    assert body == {
        "id": puzzle.pk,
        "ruleset": "standard",
        "themes": ["undercut_trap"],
        "rating": 1500.0,
        "position": POSITION,
    }


def test_it_picks_the_puzzle_nearest_the_players_puzzle_rating(
    make_puzzle: MakePuzzle, make_player: Any
) -> None:
    player, client = make_player()
    PuzzlePlayer.objects.create(player=player, rating=1800.0)
    make_puzzle(rating=1500.0)
    near = make_puzzle(rating=1850.0)
    make_puzzle(rating=2300.0)

    assert client.get(NEXT).json()["id"] == near.pk


def test_it_never_serves_a_puzzle_the_player_has_attempted(
    make_puzzle: MakePuzzle, make_player: Any
) -> None:
    player, client = make_player()
    done = make_puzzle(rating=1500.0)
    other = make_puzzle(rating=1700.0)
    PuzzleAttempt.objects.create(
        puzzle=done, player=player, action={"action": "pass"}, correct=False, mode="unrated"
    )

    assert client.get(NEXT).json()["id"] == other.pk


def test_it_never_serves_a_retired_puzzle(make_puzzle: MakePuzzle, api: APIClient) -> None:
    make_puzzle(retired=True)

    response = api.get(NEXT)

    assert response.status_code == 404
    assert response.json()["error"]["code"] == "no_puzzle"


def test_it_filters_by_theme_and_ruleset(make_puzzle: MakePuzzle, api: APIClient) -> None:
    make_puzzle(themes=["knock_now"])
    gin = make_puzzle(themes=["take_gin", "take_discard"], rating=2000.0)
    arcade = make_puzzle(ruleset="arcade", rating=2100.0)

    assert api.get(NEXT, {"theme": "take_gin"}).json()["id"] == gin.pk
    assert api.get(NEXT, {"ruleset": "arcade"}).json()["id"] == arcade.pk


def test_an_unknown_theme_is_a_400_invalid_theme(api: APIClient) -> None:
    response = api.get(NEXT, {"theme": "checkmate"})

    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_theme"


def test_a_streak_needs_a_token(make_puzzle: MakePuzzle, api: APIClient) -> None:
    make_puzzle()

    assert api.get(NEXT, {"mode": "streak"}).status_code == 401


def test_a_streak_serves_the_easiest_puzzle_at_its_step_and_remembers_it(
    make_puzzle: MakePuzzle, make_player: Any, settings: Any
) -> None:
    settings.PUZZLE_STREAK_START, settings.PUZZLE_STREAK_STEP = 1000.0, 100.0
    player, client = make_player()
    PuzzlePlayer.objects.create(player=player, streak=3)
    make_puzzle(rating=1250.0)
    step = make_puzzle(rating=1320.0)
    make_puzzle(rating=1400.0)

    assert client.get(NEXT, {"mode": "streak"}).json()["id"] == step.pk
    assert PuzzlePlayer.objects.get(player=player).streak_puzzle_id == step.pk
