"""GET /api/v1/leaderboards/puzzles and /leaderboards/puzzle-streaks."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from puzzles.models import PuzzlePlayer
from tests.factories import PlayerFactory

pytestmark = pytest.mark.django_db


def _rows(**fields: Any) -> PuzzlePlayer:
    return PuzzlePlayer.objects.create(player=PlayerFactory.create(), **fields)


def test_the_rating_board_ranks_established_players_and_leaves_provisional_ones_off(
    api: Any,
) -> None:
    low = _rows(rating=1600.0, rd=80.0)
    high = _rows(rating=1900.0, rd=60.0)
    _rows(rating=2500.0, rd=300.0)

    body = api.get("/api/v1/leaderboards/puzzles").json()

    assert body["count"] == 2
    assert [row["player"]["id"] for row in body["results"]] == [
        str(high.player_id),
        str(low.player_id),
    ]
    assert [row["rank"] for row in body["results"]] == [1, 2]


def test_around_me_gives_the_page_holding_the_caller(make_player: Any) -> None:
    player, client = make_player()
    for rating in range(1600, 1700, 10):
        _rows(rating=float(rating), rd=50.0)
    PuzzlePlayer.objects.create(player=player, rating=1500.0, rd=50.0)

    body = client.get("/api/v1/leaderboards/puzzles", {"around": "me", "page_size": 4}).json()

    assert body["me"]["rank"] == 11
    assert body["page"] == 3
    assert body["results"][-1]["player"]["id"] == str(player.pk)


def test_around_me_needs_a_token(api: Any) -> None:
    assert api.get("/api/v1/leaderboards/puzzles", {"around": "me"}).status_code == 401


def test_the_streak_board_ranks_best_streaks_with_ties_sharing_a_rank(api: Any) -> None:
    _rows(best_streak=4)
    _rows(best_streak=9)
    _rows(best_streak=4)
    _rows(best_streak=0)

    body = api.get("/api/v1/leaderboards/puzzle-streaks").json()

    assert body["board"] == "puzzle-streaks"
    assert [(r["rank"], r["best_streak"]) for r in body["results"]] == [(1, 9), (2, 4), (2, 4)]


@pytest.mark.parametrize("board", ["puzzles", "puzzle-streaks"])
def test_around_me_with_ties_gives_the_page_holding_the_caller(
    make_player: Any, board: str
) -> None:
    """Rows tied with the caller's are ordered by player id, and the caller's comes after
    five of them: the page is the one the board's order puts it on (its shared rank, 2,
    would say page 2 of 1-row pages), and the board's pages hold each row once."""
    player, client = make_player()
    fields = {"rating": 1600.0, "rd": 50.0, "best_streak": 5}
    _rows(rating=1700.0, rd=50.0, best_streak=7)
    for below in range(1, 6):
        before = PlayerFactory.create(id=uuid.UUID(int=player.pk.int - below))
        PuzzlePlayer.objects.create(player=before, **fields)
    PuzzlePlayer.objects.create(player=player, **fields)

    body = client.get(f"/api/v1/leaderboards/{board}", {"around": "me", "page_size": 1}).json()

    assert body["me"]["rank"] == 2
    assert body["page"] == 7
    assert [row["player"]["id"] for row in body["results"]] == [str(player.pk)]
    assert body["results"][0]["rank"] == 2
    seen = [
        row["player"]["id"]
        for page in range(1, 5)
        for row in client.get(
            f"/api/v1/leaderboards/{board}", {"page": page, "page_size": 2}
        ).json()["results"]
    ]
    assert len(seen) == len(set(seen)) == 7


def test_a_board_page_is_the_ratings_boards_page_with_links_to_either_side(api: Any) -> None:
    for _ in range(3):
        _rows(rating=1600.0, rd=50.0)

    body = api.get("/api/v1/leaderboards/puzzles", {"page": 2, "page_size": 1}).json()
    ratings = api.get("/api/v1/leaderboards/ratings/standard").json()

    assert set(body) == set(ratings)
    assert body["next"].endswith("page=3&page_size=1")
    assert body["previous"].endswith("page=1&page_size=1")
    last = api.get("/api/v1/leaderboards/puzzles", {"page": 3, "page_size": 1}).json()
    assert last["next"] is None
