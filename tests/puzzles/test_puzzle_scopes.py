"""An app fetches and attempts puzzles for its player with scope puzzles:play, and only so."""

from __future__ import annotations

from typing import Any

import pytest

from tests.oauth.flow import make_flow
from tests.puzzles.conftest import SOLUTION, MakePuzzle

pytestmark = pytest.mark.django_db


def test_an_app_with_puzzles_play_fetches_and_attempts_a_rated_puzzle(
    make_puzzle: MakePuzzle, make_player: Any
) -> None:
    make_puzzle()
    client = make_flow(make_player).token_client("puzzles:play")

    puzzle = client.get("/api/v1/puzzles/next").json()
    body = client.post(
        f"/api/v1/puzzles/{puzzle['id']}/attempt", {"action": SOLUTION}, format="json"
    ).json()

    assert body["correct"] is True and body["rating_change"] is not None


def test_an_app_without_puzzles_play_may_not_attempt(
    make_puzzle: MakePuzzle, make_player: Any
) -> None:
    puzzle = make_puzzle()
    client = make_flow(make_player).token_client("games:play")

    response = client.post(
        f"/api/v1/puzzles/{puzzle.pk}/attempt", {"action": SOLUTION}, format="json"
    )

    assert response.status_code == 403
    assert response.json()["error"]["code"] == "insufficient_scope"
