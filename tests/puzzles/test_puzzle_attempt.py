"""POST /api/v1/puzzles/{id}/attempt (docs/API.md "Puzzles")."""

from __future__ import annotations

from typing import Any

import pytest

from puzzles.models import Puzzle, PuzzleAttempt, PuzzlePlayer
from tests.puzzles.conftest import SOLUTION, VALUES, MakePuzzle

pytestmark = pytest.mark.django_db


def _attempt(client: Any, puzzle: Puzzle, action: dict[str, Any]) -> Any:
    return client.post(f"/api/v1/puzzles/{puzzle.pk}/attempt", {"action": action}, format="json")


def test_a_registered_players_first_attempt_is_rated_for_it_and_the_puzzle(
    make_puzzle: MakePuzzle, make_player: Any
) -> None:
    _, client = make_player(registered=True)
    puzzle = make_puzzle()

    body = _attempt(client, puzzle, SOLUTION).json()

    assert body["correct"] is True
    assert body["solution"] == SOLUTION
    assert body["values"] == VALUES
    assert body["rating_change"]["before"] == 1500.0
    assert body["rating_change"]["after"] > 1500.0
    puzzle.refresh_from_db()
    assert puzzle.rating < 1500.0 and puzzle.rd < 350.0
    assert (puzzle.attempts, puzzle.solved) == (1, 1)


def test_a_wrong_action_loses_rating_and_is_told_the_solution(
    make_puzzle: MakePuzzle, make_player: Any
) -> None:
    _, client = make_player(registered=True)
    puzzle = make_puzzle()

    body = _attempt(client, puzzle, {"action": "discard", "card": "9H"}).json()

    assert body["correct"] is False
    assert body["solution"] == SOLUTION
    assert body["rating_change"]["after"] < 1500.0
    puzzle.refresh_from_db()
    assert puzzle.rating > 1500.0


def test_a_later_attempt_is_unrated(make_puzzle: MakePuzzle, make_player: Any) -> None:
    player, client = make_player(registered=True)
    puzzle = make_puzzle()
    _attempt(client, puzzle, {"action": "discard", "card": "9H"})
    rating = PuzzlePlayer.objects.get(player=player).rating

    body = _attempt(client, puzzle, SOLUTION).json()

    assert body["correct"] is True and body["rating_change"] is None
    assert PuzzlePlayer.objects.get(player=player).rating == rating


def test_a_guests_attempt_is_unrated(make_puzzle: MakePuzzle, make_player: Any) -> None:
    player, client = make_player(registered=False)
    puzzle = make_puzzle()

    body = _attempt(client, puzzle, SOLUTION).json()

    assert body["correct"] is True and body["rating_change"] is None
    assert Puzzle.objects.get(pk=puzzle.pk).rating == 1500.0
    assert PuzzleAttempt.objects.get(player=player).mode == "unrated"


def test_a_knock_is_judged_without_the_melds_it_shows(
    make_puzzle: MakePuzzle, make_player: Any
) -> None:
    _, client = make_player()
    puzzle = make_puzzle()

    body = _attempt(
        client,
        puzzle,
        {"action": "knock", "card": "KD", "melds": [["AC", "2C", "3C"], ["7D", "7H", "7S"]]},
    ).json()

    assert body["correct"] is False


def test_an_action_not_legal_in_the_position_is_a_422(
    make_puzzle: MakePuzzle, make_player: Any
) -> None:
    _, client = make_player()
    puzzle = make_puzzle()

    response = _attempt(client, puzzle, {"action": "draw_stock"})

    assert response.status_code == 422
    assert response.json()["error"]["code"] == "illegal_action"
    assert not PuzzleAttempt.objects.exists()


def test_an_unknown_puzzle_is_a_404(make_player: Any, db: None) -> None:
    _, client = make_player()

    response = client.post("/api/v1/puzzles/nothere/attempt", {"action": SOLUTION}, format="json")

    assert response.status_code == 404
    assert response.json()["error"]["code"] == "puzzle_not_found"


def test_an_attempt_needs_a_token(make_puzzle: MakePuzzle, api: Any) -> None:
    assert _attempt(api, make_puzzle(), SOLUTION).status_code == 401


def test_a_streak_grows_with_each_best_action_unrated_and_ends_at_the_first_miss(
    make_puzzle: MakePuzzle, make_player: Any
) -> None:
    player, client = make_player(registered=True)
    for rating in (1000.0, 1100.0, 1200.0):
        make_puzzle(rating=rating)

    streaks = []
    for action in (SOLUTION, SOLUTION, {"action": "discard", "card": "9H"}):
        puzzle_id = client.get("/api/v1/puzzles/next", {"mode": "streak"}).json()["id"]
        body = client.post(
            f"/api/v1/puzzles/{puzzle_id}/attempt", {"action": action}, format="json"
        ).json()
        assert body["rating_change"] is None
        streaks.append(body["streak"])

    assert streaks == [1, 2, 0]
    row = PuzzlePlayer.objects.get(player=player)
    assert (row.streak, row.best_streak, row.rated_attempts) == (0, 2, 0)


def test_an_unknown_puzzle_is_told_in_spanish_to_a_spanish_client(make_player: Any) -> None:
    _, client = make_player()

    response = client.post(
        "/api/v1/puzzles/nothere/attempt",
        {"action": SOLUTION},
        format="json",
        HTTP_ACCEPT_LANGUAGE="es",
    )

    assert response.json()["error"]["message"] == "No existe ese problema."
